/**
 * Root component of <fsp-new-order> (spec 1 New-order popup): a modal in two steps. Step 1 chooses
 * the receiver (a client found by identity number or a unit, a base storage, or a protected
 * identity when the host offers it) and makes the order; step 2 lists the order types to go on
 * with. An add-to-cart reference is added to the new order as a draft line, and the user goes to
 * the product wizard for it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReceiverType } from '../../contract/constants.ts';
import type { AddToCartReference } from '../../core/element/context.ts';
import { useElementContext } from '../../core/element/context.ts';
import { orderRoutes, useCreateOrder, useInvalidateOrder, type OrderData } from '../../areas/orders/orders.ts';
import { productQuery } from '../../areas/products/products.ts';
import { failureText } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { Button } from '../../core/ui/components.tsx';
import { Dialog } from '../../core/ui/dialog.tsx';
import { ClientFinder, type FoundClient } from './components/client-finder.tsx';
import { BaseStoragePicker } from './components/base-storage-picker.tsx';
import { OrderTypes } from './components/order-types.tsx';
import { addToCartRefusal, lineForProduct } from './add-to-cart.ts';
import { NS } from './ns.ts';

export type NewOrderProps = {
  open: boolean;
  secretId: boolean;
  addProduct: number | null;
  addQuantity: number | null;
  closeAfterCreate: boolean;
};

/** The receiver chosen in step 1, ready for POST /web-orders. */
type Receiver = { type: ReceiverType; id: number } | null;

export function NewOrder(props: NewOrderProps) {
  const ctx = useElementContext();
  // A new popup each time it opens: nothing of an earlier one is kept.
  const [generation, setGeneration] = useState(0);
  const close = () => {
    ctx?.host.removeAttribute('open');
    ctx?.emit('fsp-close', {});
    setGeneration((g) => g + 1);
  };
  if (!props.open) return null;
  return <Popup key={generation} {...props} onClose={close} />;
}

function Popup({ secretId, addProduct, addQuantity, closeAfterCreate, onClose }: NewOrderProps & { onClose: () => void }) {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const appData = useAppData().data;
  const createOrder = useCreateOrder();
  const invalidate = useInvalidateOrder();
  const [type, setType] = useState<ReceiverType>('CLIENT');
  const [client, setClient] = useState<FoundClient | null>(null);
  const [facility, setFacility] = useState<number | null>(null);
  const [order, setOrder] = useState<OrderData | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const addToCart: AddToCartReference | null = addProduct ? { product: addProduct, quantity: Math.max(1, addQuantity ?? 1) } : null;

  const receiver: Receiver = type === 'FACILITY' ? (facility ? { type, id: facility } : null) : client?.ready ? { type, id: client.id } : null;

  const navigate = (path: string) => {
    if (ctx?.emit('fsp-navigate', { path }, true) ?? true) window.location.assign(path);
    onClose();
  };

  const next = async () => {
    if (!receiver) return;
    setError(null);
    const where = { receiverType: receiver.type, userFacility: appData?.user.facility ?? null };
    // A product that this receiver cannot get is said before any order is made.
    if (addToCart) {
      setAdding(true);
      try {
        const refusal = addToCartRefusal(await queryClient.fetchQuery(productQuery(scope, addToCart.product)), where);
        if (refusal) {
          setError(t(`orders:errors.${refusal}`));
          return;
        }
      } catch (e) {
        setError(failureText(e, t, 'orders:errors'));
        return;
      } finally {
        setAdding(false);
      }
    }
    let created: OrderData;
    try {
      created = await createOrder.mutateAsync({ receiver });
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
      return;
    }
    ctx?.emit('fsp-order-created', { order: created.id });
    if (addToCart) {
      setAdding(true);
      try {
        const product = await queryClient.fetchQuery(productQuery(scope, addToCart.product));
        const body = lineForProduct(product, addToCart.quantity, where);
        if (body) {
          const line = await scope.api('post', 'fsp/v1/web-orders/{order}/content', { params: { order: created.id }, json: body }, { notify: false });
          await invalidate(created.id);
          navigate(orderRoutes.wizard(created.id, 'products', line.id));
          return;
        }
        setError(t('orders:errors.NOT_ORDERABLE'));
      } catch (e) {
        setError(`${t('addFailed')} ${failureText(e, t, 'orders:errors')}`);
      } finally {
        setAdding(false);
      }
    }
    if (closeAfterCreate && !addToCart) onClose();
    else setOrder(created);
  };

  const busy = createOrder.isPending || adding;
  const title = order ? t('typesTitle') : t('title');
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={order ? t('close') : t('cancel')}
      actions={
        order ? null : (
          <Button onClick={() => void next()} disabled={!receiver} busy={busy} aria-describedby={error ? 'new-order-error' : undefined}>
            {t('next')}
          </Button>
        )
      }
    >
      <div className="new-order" part="popup">
        {order ? (
          <>
            {error ? (
              <p className="fsp-error" role="alert" id="new-order-error">
                {error}
              </p>
            ) : null}
            <OrderTypes order={order} onNavigate={navigate} />
          </>
        ) : (
          <>
            <p className="step-label">{t('stepOf', { step: 1, count: 2 })}</p>
            <fieldset className="receiver-type" part="receiver-type">
              <legend>{t('receiverType')}</legend>
              {(['CLIENT', 'FACILITY', ...(secretId ? (['Secret_ID'] as const) : [])] as const).map((value) => (
                <label key={value} className="radio">
                  <input
                    type="radio"
                    name="receiver-type"
                    value={value}
                    checked={type === value}
                    onChange={() => {
                      setType(value);
                      // The client search starts afresh for the new type: nobody found before stays chosen unseen.
                      setClient(null);
                      setError(null);
                    }}
                  />
                  {t(`receiverTypes.${value}`)}
                </label>
              ))}
            </fieldset>
            {type === 'FACILITY' ? <BaseStoragePicker value={facility} onChange={setFacility} /> : <ClientFinder key={type} secret={type === 'Secret_ID'} onClient={setClient} />}
            {addToCart ? <p className="hint">{t('addToCartHint')}</p> : null}
            {error ? (
              <p className="fsp-error" role="alert" id="new-order-error">
                {error}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
