/**
 * The wizard's steps (spec 3 §4 Receive delivery type): the product, the batch or serial number,
 * the amount, the performance attributes and the overview, each a core WizardStep whose Next is
 * checked by the server (the wizard calls VALIDATE_RECEIVE) and whose fields keep what was typed,
 * and the facts of the receipt the product step and the overview show. The batch and serial
 * fields take a scan (core's ScanField: the camera's button beside each, a hand scanner typing into
 * it): a GS1 code fills both at once, a plain code the field (scan.ts).
 */
import { useRef, type ReactNode } from 'react';
import type { Gs1Result } from '../../../core/format/gs1.ts';
import { amountIsFixed, filledAttributes, RECEIVE_AMOUNT_MAX, type ReceiveDraft, type ReceiveStep } from '../../../areas/receive/delivery.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { TextField } from '../../../core/ui/components.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { QuantityCounter } from '../../../core/ui/quantity-counter.tsx';
import { ScanField } from '../../../core/ui/scanner/scan-field.tsx';
import { WizardStep } from '../../../core/ui/wizard.tsx';
import type { ReceiveProduct, ReceiveStorage } from '../api.ts';
import { NS } from '../ns.ts';
import { draftAfterScan } from '../scan.ts';

export type StepProps = {
  step: ReceiveStep;
  product: ReceiveProduct;
  storage: ReceiveStorage;
  reference: string;
  draft: ReceiveDraft;
  onDraft: (draft: ReceiveDraft) => void;
  /** The batch and serial came with a code scanned in the search (said at the fields). */
  fromScan?: boolean;
  busy: boolean;
  canGoBack: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** One step of the wizard: its fields, Back and Next (Receive on the overview). */
export function ReceiveStepForm(props: StepProps) {
  const { t } = useTexts(NS);
  const { step, busy, canGoBack, onBack, onNext, product, storage } = props;
  return (
    <WizardStep
      title={t(`step.${step}`)}
      error={null}
      busy={busy}
      canGoBack={canGoBack}
      onBack={onBack}
      onSubmit={onNext}
      backLabel={t('back')}
      submitLabel={step === 'overview' ? t('receive') : t('next')}
    >
      {step === 'product' || step === 'overview' ? null : (
        <p className="receiving" part="receiving">
          {t('receiving', { name: product.name, number: product.productNumber, storage: `${storage.value} ${storage.label}` })}
        </p>
      )}
      <StepFields {...props} />
    </WizardStep>
  );
}

function StepFields({ step, product, storage, reference, draft, onDraft, fromScan = false }: StepProps) {
  const { t } = useTexts(NS);
  if (step === 'product') return <ReceiptFacts product={product} storage={storage} reference={reference} />;
  if (step === 'lot') {
    if (!product.isBatchControlled && !product.isSerialNumberControlled) return <p className="muted">{t('lot.none')}</p>;
    const scanned = (field: 'batch' | 'serialNumber') => (code: string, parsed: Gs1Result) => onDraft(draftAfterScan(draft, field, code, parsed));
    return (
      <div className="fields">
        {fromScan ? <p className="muted">{t('lot.fromScan')}</p> : null}
        {product.isBatchControlled ? (
          <LotField field="batch" label={t('field.batch')} scanLabel={t('lot.scanBatch')} value={draft.batch} onValue={(batch) => onDraft({ ...draft, batch })} onScan={scanned('batch')} part="batch" />
        ) : null}
        {product.isSerialNumberControlled ? (
          <LotField
            field="serialNumber"
            label={t('field.serialNumber')}
            scanLabel={t('lot.scanSerialNumber')}
            value={draft.serialNumber}
            onValue={(serialNumber) => onDraft({ ...draft, serialNumber })}
            onScan={scanned('serialNumber')}
            part="serial-number"
          />
        ) : null}
      </div>
    );
  }
  if (step === 'amount') {
    if (amountIsFixed(product)) return <p className="fixed-amount">{t('amount.fixed', { unit: product.unit })}</p>;
    return (
      <div className="amount">
        <span className="amount-label" aria-hidden="true">
          {t('field.amount')}
        </span>
        <QuantityCounter
          label={t('amount.label', { name: product.name })}
          value={draft.quantity}
          onChange={(quantity) => onDraft({ ...draft, quantity })}
          min={1}
          max={RECEIVE_AMOUNT_MAX}
          texts={{ decrease: t('amount.decrease'), increase: t('amount.increase') }}
        />
        <span className="muted">{product.unit}</span>
      </div>
    );
  }
  if (step === 'attributes') {
    return (
      <div className="fields">
        <p className="muted">{t('attributes.hint')}</p>
        {product.performanceAttributes.map((a) => (
          <TextField
            key={a.id}
            label={a.label}
            name={`attribute-${a.id}`}
            value={draft.attributes[a.id] ?? ''}
            onValueChange={(value) => onDraft({ ...draft, attributes: { ...draft.attributes, [a.id]: value } })}
            maxLength={200}
            autoComplete="off"
          />
        ))}
      </div>
    );
  }
  return <ReceiptFacts product={product} storage={storage} reference={reference} draft={draft} />;
}

/** The batch or the serial number field, with core's ScanField beside it. */
function LotField({ field, label, scanLabel, value, onValue, onScan, part }: {
  field: 'batch' | 'serialNumber';
  label: string;
  scanLabel: string;
  value: string;
  onValue: (value: string) => void;
  onScan: (code: string, parsed: Gs1Result) => void;
  part: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="lot-field">
      <TextField ref={input} label={label} name={field} value={value} onValueChange={onValue} maxLength={100} autoComplete="off" spellCheck={false} aria-required="true" part={part} />
      <ScanField inputRef={input} label={scanLabel} onCode={onScan} />
    </div>
  );
}

/** What is received: the product and where, and on the overview everything entered. */
export function ReceiptFacts({ product, storage, reference, draft, children }: { product: ReceiveProduct; storage: ReceiveStorage; reference: string; draft?: ReceiveDraft; children?: ReactNode }) {
  const { t } = useTexts(NS);
  const fact = (key: string, label: string, value: ReactNode) => (
    <Fact key={key} label={label}>
      {value}
    </Fact>
  );
  const none = <span className="muted">{t('none')}</span>;
  const attributes = draft ? filledAttributes(product.performanceAttributes, draft.attributes) : [];
  return (
    <Facts layout="tiles" className="receipt-facts" part="facts">
      {fact('product', t('fact.product'), product.name)}
      {fact('productNumber', t('fact.productNumber'), product.productNumber)}
      {fact('supplier', t('fact.supplier'), product.supplier.label)}
      {fact('supplierNumber', t('fact.supplierProductNumber'), product.mainSupplierItemNumber || none)}
      {fact('itemClass', t('fact.itemClass'), product.itemClass.label)}
      {fact('storage', t('fact.storage'), `${storage.value} ${storage.label}`)}
      {fact('reference', t('fact.reference'), reference.trim() || none)}
      {draft && product.isBatchControlled ? fact('batch', t('field.batch'), draft.batch.trim() || none) : null}
      {draft && product.isSerialNumberControlled ? fact('serialNumber', t('field.serialNumber'), draft.serialNumber.trim() || none) : null}
      {draft ? fact('amount', t('field.amount'), `${amountIsFixed(product) ? 1 : draft.quantity} ${product.unit}`) : null}
      {attributes.map((a) => fact(`attribute-${a.id}`, a.label, a.value))}
      {children}
    </Facts>
  );
}
