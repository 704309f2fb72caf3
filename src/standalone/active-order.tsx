/**
 * The header's ordering part (spec 1 §2 Shell, spec 2 §4 Active order) and the new-order popup's
 * host:
 * - the active order and its receiver, as a button that opens the open-orders menu (the user's
 *   preliminary orders, up to 100, newest first); choosing one makes it the active order
 *   (SET_ACTIVE), and every element on the page follows; the menu first leads to the receiver's
 *   page (issue 37: a client's, with the breadcrumbs of one who came from the receiver menu, or a
 *   base storage's stock balance; none for a protected identity or an unauthorized municipality);
 * - the cart link with the number of lines of the active order: a query of the shared cache, so a
 *   line added, changed or deleted in any element shows at once (present once the cart is built);
 * - `<fsp-new-order>`, opened by the menu's New order, the header's button when there is no order,
 *   and any element's `fsp-new-order` event (the product's ordering block, with its add-to-cart
 *   reference).
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AddToCartReference } from '../core/element/context.ts';
import { openOrdersQuery, orderRoutes, useActiveOrder, useSetActiveOrder } from '../areas/orders/orders.ts';
import { receiverRoute } from '../areas/orders/receiver-route.ts';
import { useApiScope } from '../core/http/query.ts';
import { FspTag } from './fsp-element.tsx';
import { askForNewOrder } from './menu.tsx';
import { isBuiltRoute } from './route-table.ts';
import { useStandaloneTexts } from './texts.ts';

export const ActiveOrder = memo(function ActiveOrder() {
  const { t } = useStandaloneTexts();
  const { id, order } = useActiveOrder();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const orders = useQuery({ ...openOrdersQuery(useApiScope()), enabled: open });
  const setActive = useSetActiveOrder();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (id === null) {
    return (
      <div className="active-order">
        <span className="active-order-none">{t('order.none')}</span>
        <button type="button" className="link-button" onClick={askForNewOrder}>
          {t('menu.newOrder')}
        </button>
      </div>
    );
  }
  const data = order.data;
  const label = data ? t('order.active', { number: data.orderNumber, receiver: data.receiver.label }) : t('order.loading');
  const count = data?.content.length ?? null;
  // The receiver's page (issue 37): a client's (its breadcrumbs as from the receiver menu) or a base storage's stock balance, when that route is built.
  const receiverPath = data ? receiverRoute(data.receiver) : null;
  const receiverShown = receiverPath !== null && isBuiltRoute(data?.receiver.type === 'FACILITY' ? 'baseStorages' : 'client');
  return (
    <div
      className="active-order"
      ref={box}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          box.current?.querySelector<HTMLButtonElement>('.active-order-button')?.focus();
        }
      }}
    >
      <button type="button" className="active-order-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)} data-testid="active-order">
        <span className="fsp-visually-hidden">{t('order.activeLabel')}: </span>
        {label}
      </button>
      <div id={menuId} className="open-orders" hidden={!open}>
        {open && receiverShown && data ? (
          <p className="open-orders-receiver">
            <a href={receiverPath} onClick={() => setOpen(false)} data-testid="active-order-receiver">
              {t(data.receiver.type === 'FACILITY' ? 'order.toBaseStorage' : 'order.toClient', { receiver: data.receiver.label })}
            </a>
          </p>
        ) : null}
        {open ? (
          orders.isPending ? (
            <p role="status">{t('order.loading')}</p>
          ) : orders.isError ? (
            <p role="alert">{t('order.openOrdersFailed')}</p>
          ) : (
            <ul aria-label={t('order.openOrders')}>
              {orders.data.page.map((o) => (
                <li key={o.id}>
                  <button
                    type="button"
                    aria-current={o.id === id ? 'true' : undefined}
                    disabled={setActive.isPending}
                    onClick={() => setActive.mutate(o.id, { onSuccess: () => setOpen(false) })}
                  >
                    {t('order.choice', { number: o.orderNumber, receiver: o.receiver.label })}
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="open-orders-new"
                  onClick={() => {
                    setOpen(false);
                    askForNewOrder();
                  }}
                >
                  {t('menu.newOrder')}
                </button>
              </li>
            </ul>
          )
        ) : null}
        {setActive.isError ? <p role="alert">{t('order.setActiveFailed')}</p> : null}
      </div>
      {isBuiltRoute('cart') ? (
        <a className="cart-link" href={orderRoutes.cart(id)}>
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7H8.1l-.9 2H19v2H4l2.4-4.6L3.6 4H1V2h3.3z" />
          </svg>
          <span>{t('order.cart')}</span>
          {count !== null ? (
            <span className="badge" data-testid="cart-count">
              {count}
              <span className="fsp-visually-hidden"> {t('order.lines', { count })}</span>
            </span>
          ) : null}
        </a>
      ) : null}
    </div>
  );
});

/**
 * `<fsp-new-order>` for the whole page: open while asked for; an `fsp-new-order` event (from the
 * menu or an element) opens it with the event's add-to-cart reference; its `fsp-close` closes it.
 */
export const NewOrderHost = memo(function NewOrderHost() {
  const { lang } = useStandaloneTexts();
  const [state, setState] = useState<{ open: boolean; addToCart: AddToCartReference | null }>({ open: false, addToCart: null });
  useEffect(() => {
    const onAsk = (e: CustomEvent<{ addToCart?: AddToCartReference }>) => setState({ open: true, addToCart: e.detail.addToCart ?? null });
    document.addEventListener('fsp-new-order', onAsk);
    return () => document.removeEventListener('fsp-new-order', onAsk);
  }, []);
  const wrapper = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    const onClose = () => setState({ open: false, addToCart: null });
    el.addEventListener('fsp-close', onClose);
    return () => el.removeEventListener('fsp-close', onClose);
  }, []);
  return (
    <div ref={wrapper} className="new-order-host">
      <FspTag
        tag="fsp-new-order"
        attributes={{
          // React 19 sets a custom element's known property: 'true' is true as a property and present as an attribute.
          open: state.open ? 'true' : undefined,
          'add-product': state.addToCart?.product,
          'add-quantity': state.addToCart?.quantity,
          lang,
        }}
      />
    </div>
  );
});
