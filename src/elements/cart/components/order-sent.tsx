/**
 * The order confirmation after sending (`view="sent"`; the standalone's `/order-sent?order=N`):
 * the order number, the date it was sent, the receiver and the number of lines, from GET
 * /web-orders/{order}, and a link to the start page (none with the cart's `embedded`: the start
 * page has no embedded twin). An order that is not sent yet links back to its cart instead. Loaded when shown (React.lazy in cart.tsx), with its styles (order-sent.css)
 * and texts (namespace `cart-sent`; the states it shares with the cart are the cart's, `cart:…`); like the dialogs, it
 * imports nothing of the cart's own chunk: the links' click handler comes as a prop.
 */
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { isEditableOrder } from '../../../areas/orders/rules.ts';
import { orderQuery, orderRoutes } from '../../../areas/orders/orders.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { addTexts, useTexts } from '../../../core/i18n/index.ts';
import { routes } from '../../../core/routes.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { useSheet } from '../../../core/ui/sheet.ts';
import css from './order-sent.css?inline';

export const SENT_NS = 'cart-sent';
addTexts(SENT_NS, { sv: () => import('./order-sent.sv.json'), en: () => import('./order-sent.en.json') });

export type OrderSentProps = {
  id: number | null;
  titleId: string;
  /** A link's `onClick` (the cart's navigation: an `fsp-navigate` first). */
  click: (event: MouseEvent<HTMLElement>, path: string) => void;
  /** The cart's `embedded`: no link to the start page, which has no embedded twin. */
  embedded: boolean;
};

export function OrderSent({ id, titleId, click, embedded }: OrderSentProps) {
  const { t, lang } = useTexts(SENT_NS);
  useSheet(css);
  const scope = useApiScope();
  const query = useQuery({ ...orderQuery(scope, id ?? 0), enabled: id !== null });
  const home = embedded ? undefined : (
    <a className="fsp-button" data-variant="secondary" href={routes.home()} onClick={(e) => click(e, routes.home())}>
      {t('cart:toStart')}
    </a>
  );
  const heading = (text: string) => (
    <h1 id={titleId} part="heading">
      {text}
    </h1>
  );

  if (id === null) {
    return (
      <>
        {heading(t('sentTitle'))}
        <StateMessage kind="empty" title={t('cart:noOrder')} action={home} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {heading(t('sentTitle'))}
        <Spinner />
      </>
    );
  }
  if (query.error) {
    const notFound = query.error instanceof ApiFailure && query.error.status === 404;
    return (
      <>
        {heading(t('sentTitle'))}
        {notFound ? (
          <StateMessage kind="empty" title={t('cart:notFound')} text={t('cart:notFoundText')} action={home} />
        ) : (
          <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('cart:loadFailed')} notLoggedInText={t('cart:notLoggedInText')} />
        )}
      </>
    );
  }
  const order = query.data;
  if (isEditableOrder(order)) {
    const cart = orderRoutes.cart(order.id);
    return (
      <>
        {heading(t('sentTitle'))}
        <StateMessage
          kind="empty"
          title={t('notSent', { number: order.orderNumber })}
          action={
            <a className="fsp-button" data-variant="secondary" href={cart} onClick={(e) => click(e, cart)}>
              {t('toCart')}
            </a>
          }
        />
      </>
    );
  }
  return (
    <div className="confirmation" part="confirmation">
      {heading(t('sentTitle'))}
      <p role="status">{t('sentText', { number: order.orderNumber })}</p>
      <Facts>
        <Fact label={t('orderNumber')}>{order.orderNumber}</Fact>
        <Fact label={t('orderDate')}>{formatDateTime(order.orderDate, lang)}</Fact>
        <Fact label={t('receiver')}>{order.receiver.label}</Fact>
        <Fact label={t('lineCount')}>{order.lineCount}</Fact>
      </Facts>
      {home ? <p>{home}</p> : null}
    </div>
  );
}
