/**
 * The receiving wizard (spec 3 §2 /receive/delivery/order/{type}/{supplier}/{product}/{baseStorage},
 * §4 Receive delivery type) on core's wizard shell. The product and the storage are read at once,
 * side by side; a lookup that fails shows its failure and nothing of the page (spec 3 §8). A route
 * whose type is not the product's goes to the product's own (replacing the entry). The steps follow
 * the type (areas/receive/delivery.ts); each Next asks the server (VALIDATE_RECEIVE) and goes
 * on at 204, a refusal is a dialog and keeps what was typed. Receive (RECEIVE) carries the wizard's
 * one idempotency key, so pressing it again after a lost answer receives nothing twice (after a
 * lost answer and a change, the server's 422 IDEMPOTENCY_KEY_REUSED says the first was received,
 * and the wizard takes a new key, so Receive pressed once more is a receipt of its own); the
 * completion screen says what was received, links the inventory label when an inventory number was
 * made, and Continue returns to the receive page with the same storage and reference.
 * `lot`: the batch and serial of a code scanned in the search that found the product (scan.ts),
 * the draft's start unless a receipt under way in this browser is reopened (its draft is kept as
 * it was: it may have been received).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { productQuery } from '../../../areas/products/products.ts';
import { EMPTY_RECEIVE_DRAFT, RECEIVE_SEARCH_PAGE_SIZE, receiveBody, receiveSteps, receiveWizardPath, type ReceiveDraft, type ReceiveTarget } from '../../../areas/receive/delivery.ts';
import { receiveTypeOf } from '../../../contract/shared/receive-type.ts';
import { useElementContext } from '../../../core/element/context.ts';
import { failureCode, failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { hasFlag } from '../../../core/session/permissions.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { Fact } from '../../../core/ui/facts.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { nextReached, Stepper, WizardShell } from '../../../core/ui/wizard.tsx';
import { storageQuery, useReceive, useValidateReceipt, type ReceiveProduct, type ReceiveResult, type ReceiveStorage } from '../api.ts';
import { useReceiveNavigate } from '../navigation.ts';
import { NS } from '../ns.ts';
import { receiptKey, receipts, type PendingReceipt } from '../outbox.ts';
import { RefusalDialog } from './refusal-dialog.tsx';
import { withLot, type ScannedLot } from '../scan.ts';
import { ReceiptFacts, ReceiveStepForm } from './steps.tsx';
import { useApiLink } from '../../../core/ui/links.ts';

export type WizardProps = { target: ReceiveTarget; reference: string; titleId: string; lot?: ScannedLot | null };

export function Wizard({ target, reference, titleId, lot = null }: WizardProps) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const navigate = useReceiveNavigate();
  // Both lookups start together (no waterfall).
  const product = useQuery(productQuery(scope, target.product));
  const storage = useQuery(storageQuery(scope, target.baseStorage));
  const toSearch = () => navigate({ kind: 'search', view: { storage: target.baseStorage, q: '', page: 1, pageSize: RECEIVE_SEARCH_PAGE_SIZE }, reference });
  // The last crumb is this page (aria-current): the product's name, or the wizard's title while it is not known (loading, failed).
  const crumbs = [{ label: t('title'), path: `/receive/delivery?storage=${target.baseStorage}` }, { label: product.data?.name ?? t('wizardTitle') }];
  const ctx = useElementContext();
  const onCrumb = ctx ? () => toSearch() : undefined;

  let body;
  const failed = product.error ?? storage.error;
  if (failed) {
    const code = failureCode(failed);
    const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
    body = <QueryFailure error={failed} onRetry={() => void Promise.all([product.refetch(), storage.refetch()])} title={own || t('lookupFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (product.data && storage.data) {
    body = <Steps target={target} product={product.data} storage={storage.data} reference={reference} lot={lot} onContinue={toSearch} />;
  }
  return (
    <WizardShell title={t('wizardTitle')} titleId={titleId} breadcrumbs={crumbs} {...(onCrumb ? { onNavigate: onCrumb } : {})} loading={!failed && (product.isPending || storage.isPending)}>
      {body}
    </WizardShell>
  );
}

type StepsProps = { target: ReceiveTarget; product: ReceiveProduct; storage: ReceiveStorage; reference: string; lot: ScannedLot | null; onContinue: () => void };

/** The receipt under way in this browser, if there is one (outbox.ts), read before the steps show. */
function Steps(props: StepsProps) {
  const { t } = useTexts(NS);
  const user = useAppData().data?.user.username ?? null;
  const recordKey = user === null ? null : receiptKey(user, receiveWizardPath(props.target));
  const [stored, setStored] = useState<{ key: string; record: PendingReceipt | null } | null>(null);
  useEffect(() => {
    if (recordKey === null) return;
    let live = true;
    // A browser without IndexedDB (or refusing it) keeps nothing: the wizard starts afresh.
    receipts.get(recordKey).then(
      (record) => live && setStored({ key: recordKey, record: record ?? null }),
      () => live && setStored({ key: recordKey, record: null }),
    );
    return () => {
      live = false;
    };
  }, [recordKey]);
  if (recordKey === null || stored?.key !== recordKey) return <Spinner label={t('loading')} />;
  return <StepsFrom {...props} recordKey={recordKey} stored={stored.record} />;
}

function StepsFrom({ target, product, storage, reference, lot, onContinue, recordKey, stored }: StepsProps & { recordKey: string; stored: PendingReceipt | null }) {
  const { t } = useTexts(NS);
  const appData = useAppData().data;
  const navigate = useReceiveNavigate();
  const type = receiveTypeOf({ isBatchedControlled: product.isBatchControlled, isSerialNumberControlled: product.isSerialNumberControlled, isFixedAsset: product.isFixedAsset });
  const steps = receiveSteps(type, product.performanceAttributes.length);
  const [draft, setDraft] = useState<ReceiveDraft>(stored?.draft ?? withLot(EMPTY_RECEIVE_DRAFT, lot));
  const fromScan = !stored && lot !== null;
  const [step, setStep] = useState(stored ? Math.min(stored.step, steps.length - 1) : 0);
  const [reached, setReached] = useState(stored ? Math.min(stored.reached, steps.length - 1) : 0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<ReceiveResult | null>(null);
  // One key for this receipt, kept with the draft: a Receive pressed again (an answer lost, the
  // page reloaded meanwhile) is the same receipt. It stays when the draft changes after a lost
  // answer: if that RECEIVE was received, the server answers 422 IDEMPOTENCY_KEY_REUSED rather
  // than receiving the changed draft as well unasked (a new key would); a refusal kept nothing,
  // so the key receives whatever is sent next. After a 422 the dialog says the first was
  // received, and a new key makes Receive pressed once more a receipt of its own.
  const key = useRef(stored?.idempotencyKey ?? crypto.randomUUID());
  const sending = useRef(false);
  const validate = useValidateReceipt();
  const receive = useReceive();
  const keep = (at: { step: number; reached: number }) => receipts.put({ key: recordKey, idempotencyKey: key.current, draft, ...at, at: new Date().toISOString() }).catch(() => undefined);

  const mismatch = type !== target.type;
  useEffect(() => {
    // The route names another type than the product's: its own wizard instead.
    if (mismatch) navigate({ kind: 'wizard', target: { ...target, type }, reference }, { replace: true });
  }, [mismatch, navigate, target, type, reference]);
  if (mismatch) return null;
  if (product.isFixedAsset && !hasFlag(appData, 'isReceiveDeliveryForFixedAssetsEnabled')) {
    return <StateMessage kind="error" title={t('refusal.title')} text={t('errors.RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED')} />;
  }
  if (result) return <Completion product={product} storage={storage} reference={reference} draft={draft} result={result} onContinue={onContinue} />;

  const current = steps[step] ?? 'overview';
  const payload = receiveBody(target, product, reference, draft);
  const refuse = (failure: unknown) => setRefusal(failureText(failure, t));
  const next = () => {
    if (current === 'overview') {
      // Once: a double click sends one RECEIVE (the key would make a second harmless anyway).
      if (sending.current) return;
      sending.current = true;
      void keep({ step, reached }).then(() =>
        receive.mutate(
          { payload, key: key.current },
          {
            onSuccess: (answer) => {
              void receipts.delete(recordKey).catch(() => undefined);
              setResult(answer);
            },
            onError: (failure) => {
              if (failureCode(failure) === 'IDEMPOTENCY_KEY_REUSED') {
                key.current = crypto.randomUUID();
                void keep({ step, reached });
              }
              refuse(failure);
            },
            onSettled: () => {
              sending.current = false;
            },
          },
        ),
      );
      return;
    }
    validate.mutate(payload, {
      onSuccess: () => {
        const passed = { step: step + 1, reached: nextReached(reached, step, steps.length) };
        setReached(passed.reached);
        setStep(passed.step);
        void keep(passed);
      },
      onError: refuse,
    });
  };
  return (
    <>
      <Stepper steps={steps.map((s) => t(`step.${s}`))} step={step} reached={reached} onStep={setStep} />
      <ReceiveStepForm
        step={current}
        product={product}
        storage={storage}
        reference={reference}
        draft={draft}
        onDraft={setDraft}
        fromScan={fromScan}
        busy={validate.isPending || receive.isPending}
        canGoBack={step > 0}
        onBack={() => setStep(step - 1)}
        onNext={next}
      />
      <RefusalDialog text={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}

/** The receipt made: what was received, the inventory label when a number was made, and Continue. */
function Completion({ product, storage, reference, draft, result, onContinue }: { product: ReceiveProduct; storage: ReceiveStorage; reference: string; draft: ReceiveDraft; result: ReceiveResult; onContinue: () => void }) {
  const { t } = useTexts(NS);
  const headingId = useId();
  const apiLink = useApiLink();
  const continueRef = useRef<HTMLButtonElement>(null);
  // The step's form is gone: the focus goes to Continue, the way on.
  useEffect(() => continueRef.current?.focus(), []);
  return (
    <div className="completion" role="region" aria-labelledby={headingId} part="completion">
      <h2 id={headingId}>{t('done.title')}</h2>
      <p role="status">{t('done.text', { count: result.quantity, name: product.name, storage: `${storage.value} ${storage.label}` })}</p>
      <ReceiptFacts product={product} storage={storage} reference={reference} draft={draft}>
        {result.inventoryNumber ? <Fact label={t('fact.inventoryNumber')}>{result.inventoryNumber}</Fact> : null}
      </ReceiptFacts>
      <div className="fsp-wizard-actions">
        {result.labelUrl ? (
          <a className="fsp-button" data-variant="secondary" href={apiLink(result.labelUrl)} target="_blank" rel="noopener noreferrer" part="label-link">
            {t('done.label', { number: result.inventoryNumber ?? '' })}
          </a>
        ) : null}
        <Button ref={continueRef} onClick={onContinue} part="continue">
          {t('done.continue')}
        </Button>
      </div>
    </div>
  );
}
