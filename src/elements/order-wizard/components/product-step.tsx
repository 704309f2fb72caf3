/**
 * Step 1, the product (spec 2 §4 Delivery type, Assembly or installation; §5 Quantity counter, Add
 * button): without a line, a product is searched for in the catalogue and chosen; then its
 * quantity (min 1, locked for an inventory item unless delivered), the delivery type (only the
 * choices allowed, the default by the rules), the base storage of a pickup when the user's own
 * location is not one, and the assembly/installation checkbox. Saving creates the line (a draft)
 * or updates it, with the next currentStep. A pickup with nowhere that has the product available
 * (the user's own base storage has none, or, to be chosen, no base storage has any) shows the
 * NOT_AVAILABLE_IN_BASE_STORAGE label (spec 2 §8) and why, and Next is disabled.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FACILITY_CATEGORY, type OrderControl } from '../../../contract/constants.ts';
import type { ContentUpdate } from '../../../contract/orders.ts';
import { useProductLineChoices } from '../../../areas/orders/product-line.ts';
import { hasAvailable, hasStockInBaseStorage, pickupRefusal, productLine } from '../../../areas/orders/add-rules.ts';
import { productQuery } from '../../../areas/products/products.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { SelectField, Spinner } from '../../../core/ui/components.tsx';
import { QuantityCounter } from '../../../core/ui/quantity-counter.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { currentStepAfter, PRODUCT_STEPS } from '../steps.ts';
import { ProductSearch } from './product-search.tsx';
import { saveCalls } from './save-step.ts';
import { LoadFailure, StepForm } from './step-form.tsx';

type Facts = { id: number; name: string; productNumber: string; isOrderable: boolean; isInventory: boolean; orderControl: OrderControl };

export function ProductStep({ order, line, step, save, referenced }: StepProps) {
  const { t } = useTexts(NS);
  const [chosen, setChosen] = useState<number | null>(line?.product?.id ?? null);
  const productId = line?.product?.id ?? chosen;
  const product = useQuery({ ...productQuery(useApiScope(), productId ?? 0), enabled: productId !== null });

  if (productId === null) {
    return (
      <div className="wizard-step">
        <h2>{t('steps.product')}</h2>
        <ProductSearch onChoose={setChosen} />
      </div>
    );
  }
  if (product.isPending) return <Spinner label={t('core:loading')} />;
  if (product.isError) {
    return <LoadFailure error={product.error} />;
  }
  const p = product.data;
  const facts: Facts = { id: p.id, name: p.name, productNumber: p.productNumber, isOrderable: p.isOrderable, isInventory: p.isFixedAsset, orderControl: p.orderControl };
  return <ProductForm key={p.id} order={order} line={line} step={step} save={save} referenced={referenced} facts={facts} balances={p.storageBalances} onChange={line ? null : () => setChosen(null)} />;
}

type Balance = { facility: { id: number; label: string; category: { value: number } }; quantity: number; allocatedQuantity: number };

function ProductForm({ order, line, step, save, referenced, facts, balances, onChange }: Pick<StepProps, 'order' | 'line' | 'step' | 'save' | 'referenced'> & { facts: Facts; balances: Balance[]; onChange: (() => void) | null }) {
  const { t } = useTexts(NS);
  const ids = { delivery: useId(), hint: useId(), notAvailable: useId() };
  const userFacility = useAppData().data?.user.facility ?? null;
  const [busy, setBusy] = useState(false);
  const receiverType = order.receiver.type;
  const ownBase = userFacility?.category.value === FACILITY_CATEGORY.baseStorage ? userFacility.id : null;
  // The base storages a pickup can be made in: the user's own, else those with something available.
  const storages = balances.filter((b) => b.facility.category.value === FACILITY_CATEGORY.baseStorage && hasAvailable(b));
  const lineType = line && (line.contentType === 'PRODUCT_DELIVERY' || line.contentType === 'PRODUCT_PICKUP') ? line.contentType : null;
  const { choices, deliveryType, setDeliveryType, locked, box, setChecked, reason } = useProductLineChoices(
    { isOrderable: facts.isOrderable, isInventory: facts.isInventory, orderControl: facts.orderControl },
    // Ordered from a fitting (a referenced order, or a line with a parent): delivered only (spec 2 §4).
    { receiverType, inBaseStorage: hasStockInBaseStorage(balances, userFacility), referencedOrder: referenced !== null || (line?.parentWebOrderContentId ?? null) !== null },
    { deliveryType: lineType, checked: line ? line.subContentType !== null : false },
  );
  const [quantity, setQuantity] = useState(line?.product?.quantity ?? 1);
  const saved = line?.fromFacility?.id;
  const [storage, setStorage] = useState<number | null>(ownBase ?? storages.find((b) => b.facility.id === saved)?.facility.id ?? storages[0]?.facility.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const needsStorage = deliveryType === 'PRODUCT_PICKUP' && ownBase === null;
  // NOT_AVAILABLE_IN_BASE_STORAGE (spec 2 §8, as the server answers): the own base storage has none available, or none has any to choose.
  const notAvailable = deliveryType === 'PRODUCT_PICKUP' && pickupRefusal(balances, ownBase) === 'NOT_AVAILABLE_IN_BASE_STORAGE';

  const submit = async () => {
    if (deliveryType === null || reason || notAvailable) return;
    if (needsStorage && storage === null) {
      // No base storage to pick it up in: LOCATION_MISSING (spec 2 §8), as the server answers.
      setError(t('orders:errors.LOCATION_MISSING'));
      return;
    }
    setError(null);
    const body: ContentUpdate = productLine(facts.id, {
      deliveryType,
      quantity,
      locked,
      subContentType: box.shown && box.checked ? box.kind : null,
      fromFacility: storage,
      currentStep: currentStepAfter(step, line, PRODUCT_STEPS.length),
    });
    setBusy(true);
    try {
      await save([line ? saveCalls.update(order.id, line.id, body) : saveCalls.create(order.id, { ...body, contentType: deliveryType, ...(referenced ? { parentWebOrderContentId: referenced.parent } : {}) })]);
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm
      title={t('steps.product')}
      error={error ?? (reason ? t(`orders:errors.${reason}`) : null)}
      busy={busy}
      canGoBack={false}
      onBack={() => undefined}
      onSubmit={() => void submit()}
      submitDisabled={reason !== null || notAvailable}
      describedBy={notAvailable ? ids.notAvailable : undefined}
    >
      <div className="chosen-product">
        <p className="product-name">{facts.name}</p>
        <p className="muted">{t('productNumber', { number: facts.productNumber })}</p>
        {onChange ? (
          <button type="button" className="link-button" onClick={onChange}>
            {t('changeProduct')}
          </button>
        ) : null}
      </div>
      <div className="field-row">
        <span className="field-label" aria-hidden="true">
          {t('quantity')}
        </span>
        <QuantityCounter label={t('quantityOf', { name: facts.name })} value={locked ? 1 : quantity} onChange={setQuantity} min={1} disabled={locked} texts={{ decrease: t('decrease'), increase: t('increase') }} />
        {locked ? <p className="muted">{t('quantityLocked')}</p> : null}
      </div>
      {choices.length ? (
        <fieldset className="choices">
          <legend>{t('deliveryType')}</legend>
          {choices.map((c) => (
            <label key={c} className="choice">
              <input type="radio" name={ids.delivery} checked={deliveryType === c} onChange={() => setDeliveryType(c)} />
              {t(c === 'PRODUCT_PICKUP' ? 'pickup' : 'delivery')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {notAvailable ? (
        <p role="status" id={ids.notAvailable}>
          <span className="missing-label" part="not-available">
            {t('orders:errors.NOT_AVAILABLE_IN_BASE_STORAGE')}
          </span>{' '}
          <span>
            {ownBase !== null ? t('notAvailableIn', { storage: userFacility?.description ?? '' }) : t('notAvailableAnywhere')}
            {choices.includes('PRODUCT_DELIVERY') ? ` ${t('chooseDeliveryInstead')}` : ''}
          </span>
        </p>
      ) : needsStorage ? (
        <SelectField
          label={t('pickupStorage')}
          value={storage === null ? '' : String(storage)}
          onValueChange={(v) => setStorage(v ? Number(v) : null)}
          options={storages.map((b) => ({ value: String(b.facility.id), label: t('storageAvailable', { storage: b.facility.label, count: b.quantity - b.allocatedQuantity }) }))}
          placeholder={t('chooseStorage')}
        />
      ) : null}
      {box.shown ? (
        <div className="choice-box">
          <label className="choice">
            <input type="checkbox" checked={box.checked} disabled={box.disabled} aria-describedby={box.disabled ? ids.hint : undefined} onChange={(e) => setChecked(e.target.checked)} />
            {t(`subContentType.${box.kind}`)}
          </label>
          {box.disabled ? (
            <p id={ids.hint} className="muted">
              {t(`mandatory.${box.kind}`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </StepForm>
  );
}
