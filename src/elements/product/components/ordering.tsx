/**
 * The ordering block of the product detail (spec 2 §2 Product detail "An ordering block follows",
 * §4 Delivery type of a product line, Assembly or installation, §5 Quantity counter, Add button,
 * Delivery update). Every rule is one of ordering's pure functions (areas/orders/rules.ts, wired to
 * the user's choices by areas/orders/product-line.ts, as on the product wizard's first step); this
 * file only wires them to the active order.
 *
 * - No active order: the NO_CLIENT_ORDER_SELECTED warning, the quantity counter and New order, which
 *   asks the host for the new-order popup (`fsp-new-order`) with the product and the quantity as
 *   its add-to-cart reference.
 * - An active order: its receiver, the quantity counter (min 1; locked to 1 per isQuantityLocked),
 *   the delivery type as radios (only the choices allowed, the default per defaultDeliveryType),
 *   the assembly or installation checkbox (installationCheckbox) and Add (disabled per
 *   addDisabledReason, the reason shown and linked by aria-describedby). Add makes a draft line at
 *   the product wizard's first step and goes there (`fsp-navigate`); while it saves the button is
 *   busy, and a failure is said under it with everything the user chose left as it was.
 *
 * Pickup is made in a base storage: the user's own location when it is one (the server's choice
 * when none is sent), else the storage chosen on the page when that is a base storage; it is sent
 * as `fromFacility`. "The product has stock in base storage" is stock available there. With none
 * available there (or, with no base storage known, in any) Add says NOT_AVAILABLE_IN_BASE_STORAGE
 * (spec 2 §8) and why; with some base storage having it but none known, LOCATION_MISSING.
 */
import { useId, useState } from 'react';
import { FACILITY_CATEGORY } from '../../../contract/constants.ts';
import { useProductLineChoices } from '../../../areas/orders/product-line.ts';
import { defaultDeliveryType, hasStockInBaseStorage, pickupRefusal, productLine, type addDisabledReason } from '../../../areas/orders/add-rules.ts';
import { isQuantityLocked, type DeliveryProduct } from '../../../areas/orders/rules.ts';
import { orderRoutes, useActiveOrder, useCreateContent, type OrderData } from '../../../areas/orders/orders.ts';
import { useElementContext } from '../../../core/element/context.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { Button, Spinner } from '../../../core/ui/components.tsx';
import { QuantityCounter } from '../../../core/ui/quantity-counter.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import type { ProductData } from '../api.ts';
import { NS } from '../ns.ts';
import { useGo } from '../../../core/ui/links.ts';

/** The add-to-cart counter's bounds (spec 2 §5, §9: min 1, max 999, start 1). */
export const ADD_QUANTITY = { min: 1, max: 999, start: 1 } as const;

/** A base storage a pickup can be made in. */
export type PickupStorage = { id: number; label: string; category: { value: number } };

type UserFacility = { id: number; description: string; category: { value: number } } | null | undefined;

/**
 * The base storage a pickup would be made in: the user's own location when it is a base storage
 * (what the server takes when none is sent), else the storage chosen on the page when it is one of
 * the product's base storages; null when there is none.
 */
export function pickupStorage(product: Pick<ProductData, 'storageBalances'>, userFacility: UserFacility, storage: number | null): PickupStorage | null {
  if (userFacility && userFacility.category.value === FACILITY_CATEGORY.baseStorage) {
    return { id: userFacility.id, label: userFacility.description, category: userFacility.category };
  }
  const chosen = product.storageBalances.find((b) => b.facility.id === storage && b.facility.category.value === FACILITY_CATEGORY.baseStorage);
  return chosen ? { id: chosen.facility.id, label: chosen.facility.label, category: chosen.facility.category } : null;
}

/** What the delivery-type rules know of the product. */
export const deliveryProduct = (product: Pick<ProductData, 'isOrderable' | 'isFixedAsset'>): DeliveryProduct => ({
  isOrderable: product.isOrderable,
  isInventory: product.isFixedAsset,
});

export function Ordering({ product, storage, titleId }: { product: ProductData; storage: number | null; titleId: string }) {
  const { t } = useTexts(NS);
  const active = useActiveOrder();
  // The quantity lives here, so it survives the order arriving (New order, then back) unchanged.
  const [quantity, setQuantity] = useState<number>(ADD_QUANTITY.start);

  let body;
  if (active.appDataStatus === 'loading' || (active.id !== null && active.order.status === 'pending')) {
    body = <Spinner />;
  } else if (active.id !== null && active.order.status === 'error') {
    body = <QueryFailure error={active.order.error} onRetry={() => void active.order.refetch()} title={t('ordering.orderFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (active.id !== null && active.order.data) {
    body = <OrderForm product={product} storage={storage} order={active.order.data} quantity={quantity} onQuantity={setQuantity} />;
  } else {
    body = <NoOrder product={product} quantity={quantity} onQuantity={setQuantity} />;
  }

  return (
    <section className="ordering" part="ordering" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('ordering.title')}</h2>
      {body}
    </section>
  );
}

type QuantityProps = { quantity: number; onQuantity: (n: number) => void };

function Quantity({ product, quantity, onQuantity, locked }: { product: ProductData; locked: boolean } & QuantityProps) {
  const { t } = useTexts(NS);
  return (
    <div className="ordering-quantity">
      <span className="ordering-label" aria-hidden="true">
        {t('ordering.quantity')}
      </span>
      <QuantityCounter
        label={t('ordering.quantityOf', { name: product.name })}
        value={locked ? 1 : quantity}
        onChange={onQuantity}
        min={ADD_QUANTITY.min}
        max={ADD_QUANTITY.max}
        disabled={locked}
        texts={{ decrease: t('ordering.decrease'), increase: t('ordering.increase') }}
      />
      {locked ? (
        <p className="muted ordering-hint">
          {t('ordering.quantityLocked')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * No active order: NO_CLIENT_ORDER_SELECTED (spec 2 §8, the add-to-cart warning; spec 3 §8, adding
 * from a base storage: this block on /base-storages/{storage}/products/{product} too) with New order
 * (the host opens the new-order popup).
 */
function NoOrder({ product, quantity, onQuantity }: { product: ProductData } & QuantityProps) {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const warningId = useId();
  const rules = deliveryProduct(product);
  const type = defaultDeliveryType(rules, { receiverType: null, inBaseStorage: false });
  const locked = isQuantityLocked(rules, type);
  const newOrder = () => {
    // A product that cannot be ordered at all is no add-to-cart reference: the popup then only makes the order.
    ctx?.emit('fsp-new-order', type === null ? {} : { addToCart: { product: product.id, quantity: locked ? 1 : quantity } });
  };
  return (
    <div className="ordering-body">
      <p id={warningId} className="ordering-warning" part="ordering-warning">
        {t('orders:errors.NO_CLIENT_ORDER_SELECTED')}
      </p>
      <Quantity product={product} quantity={quantity} onQuantity={onQuantity} locked={locked} />
      <div className="ordering-actions">
        <Button onClick={newOrder} aria-describedby={warningId}>
          {t('ordering.newOrder')}
        </Button>
      </div>
    </div>
  );
}

type Reason = NonNullable<ReturnType<typeof addDisabledReason> | ReturnType<typeof pickupRefusal>>;

/** The text of why Add is disabled; `pickup`: the base storage of a pickup, `canDeliver`: delivery is a choice. */
function reasonText(t: ReturnType<typeof useTexts>['t'], reason: Reason, product: ProductData, pickup: PickupStorage | null, canDeliver: boolean): string {
  // A non-orderable inventory item: it could only be picked up, and an inventory item cannot be.
  if (reason === 'NOT_ORDERABLE' && product.isFixedAsset) return t('orders:errors.INVENTORY_PICKUP');
  if (reason === 'NOT_AVAILABLE_IN_BASE_STORAGE') {
    // The label (spec 2 §8) and why: the base storage it would be picked up in has none, or no base storage has any.
    const label = t('orders:errors.NOT_AVAILABLE_IN_BASE_STORAGE');
    const why = pickup ? t('ordering.notAvailableIn', { label, storage: pickup.label }) : t('ordering.notAvailableAnywhere', { label });
    return canDeliver ? `${why} ${t('ordering.chooseDelivery')}` : why;
  }
  return t(`orders:errors.${reason}`);
}

function OrderForm({ product, storage, order, quantity, onQuantity }: { product: ProductData; storage: number | null; order: OrderData } & QuantityProps) {
  const { t } = useTexts(NS);
  const go = useGo();
  const appData = useAppData();
  const create = useCreateContent(order.id);
  const ids = { delivery: useId(), reason: useId(), error: useId(), install: useId() };
  const receiverType = order.receiver.type;
  const pickup = pickupStorage(product, appData.data?.user.facility, storage);
  const { choices, deliveryType, setDeliveryType, locked, box, setChecked, reason: ruleReason } = useProductLineChoices(
    { ...deliveryProduct(product), orderControl: product.orderControl },
    { receiverType, inBaseStorage: hasStockInBaseStorage(product.storageBalances, pickup) },
  );
  const [error, setError] = useState<string | null>(null);
  // A pickup (spec 2 §8; the server's answers too): none available in its base storage, or in any when none is
  // known, NOT_AVAILABLE_IN_BASE_STORAGE; no base storage to pick it up in while one has some, LOCATION_MISSING.
  const reason: Reason | null = ruleReason ?? (deliveryType === 'PRODUCT_PICKUP' ? pickupRefusal(product.storageBalances, pickup?.id ?? null) : null);
  const receiver = order.receiver.label.trim() || t(`orders:receiverType.${receiverType}`);

  const add = async () => {
    if (reason !== null || deliveryType === null || create.isPending) return;
    setError(null);
    const subContentType = box.shown ? (box.checked ? box.kind : null) : undefined;
    try {
      // The line Add makes (the wizard's first step): the pickup storage for a pickup, the sub content type when the checkbox is shown.
      const line = await create.mutateAsync(productLine(product.id, { deliveryType, quantity, locked, subContentType, fromFacility: pickup?.id }));
      go(orderRoutes.wizard(order.id, 'products', line.id));
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    }
  };

  const describedBy = [reason ? ids.reason : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ordering-body">
      <p className="ordering-receiver">
        <span className="ordering-label">{t('ordering.receiver')}</span>{' '}
        <span>
          {receiver} <span className="muted">({t(`orders:receiverType.${receiverType}`)})</span>
        </span>
      </p>
      <Quantity product={product} quantity={quantity} onQuantity={onQuantity} locked={locked} />
      {choices.length ? (
        <fieldset className="ordering-choices" part="ordering-delivery" disabled={create.isPending}>
          <legend>{t('ordering.deliveryType')}</legend>
          {choices.map((choice) => (
            <label key={choice}>
              <input type="radio" name={ids.delivery} value={choice} checked={deliveryType === choice} onChange={() => setDeliveryType(choice)} />
              <span>{choice === 'PRODUCT_PICKUP' ? (pickup ? t('ordering.pickupIn', { storage: pickup.label }) : t('ordering.pickup')) : t('ordering.delivery')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {box.shown ? (
        <div className="ordering-install">
          <label>
            <input
              type="checkbox"
              checked={box.checked}
              disabled={box.disabled || create.isPending}
              aria-describedby={box.disabled ? ids.install : undefined}
              onChange={(e) => setChecked(e.target.checked)}
            />
            <span>{t(`ordering.subContentType.${box.kind}`)}</span>
          </label>
          {box.disabled ? (
            <p id={ids.install} className="muted ordering-hint">
              {t(`ordering.mandatory.${box.kind}`)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="ordering-actions">
        <Button onClick={() => void add()} busy={create.isPending} disabled={reason !== null} aria-describedby={describedBy} part="ordering-add">
          {t('ordering.add')}
        </Button>
        {create.isPending ? (
          <span className="muted" role="status">
            {t('ordering.saving')}
          </span>
        ) : null}
      </div>
      {reason ? (
        <p id={ids.reason} className="ordering-reason">
          {reasonText(t, reason, product, pickup, choices.includes('PRODUCT_DELIVERY'))}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="fsp-alert" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
