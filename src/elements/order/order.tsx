/**
 * Root component of <fsp-order> (spec 2 §2 Order detail, /orders/:order and /my-myloc/orders/:order):
 * the order (GET /web-orders/{order}, core's orderQuery, the same cache entry as the cart's and the
 * header's) with the breadcrumb back to the list it belongs to, its facts (date, status, ordered by,
 * responsible, note), the receiver with its municipality and emblem, the lines grouped by content
 * type (read-only) and the history. A preliminary order (the user's own cart) links to its cart
 * instead. States: loading, not found (404), not authorized for the receiver's municipality (403
 * NOT_AUTHORIZED_TO_MUNICIPALITY), any other failure with a retry.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { orderQuery, orderRoutes, type OrderData } from '../../areas/orders/orders.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { failureCode } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Breadcrumbs, Spinner, StateMessage, type Crumb } from '../../core/ui/components.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { Content } from './components/content.tsx';
import { History } from './components/history.tsx';
import { orderList } from './components/navigation.ts';
import { useGo, useNavigateLink } from '../../core/ui/links.ts';
import { OrderFacts, Receiver } from './components/receiver.tsx';
import { detailKind } from './lines.ts';
import { NS } from './ns.ts';
import { attributeId } from '../../contract/shared/query-id.ts';

export type OrderProps = { order: number | null; mine: boolean };

export function OrderDetail(props: OrderProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const id = attributeId(props.order);
  return (
    <section className="order" part="container" aria-labelledby={titleId}>
      {id ? (
        <OrderPage key={id} id={id} mine={props.mine} titleId={titleId} />
      ) : (
        <>
          <h1 id={titleId}>{t('title')}</h1>
          <StateMessage kind="empty" title={t('noOrder')} text={t('noOrderText')} action={<BackLink mine={props.mine} />} />
        </>
      )}
    </section>
  );
}

/** The way back to the list the order belongs to (Orders, or My orders). */
function BackLink({ mine }: { mine: boolean }) {
  const { t } = useTexts(NS);
  const click = useNavigateLink();
  const path = orderList(mine);
  return (
    <a className="fsp-button" data-variant="secondary" href={path} onClick={(e) => click(e, path)}>
      {t(mine ? 'toMyOrders' : 'toOrders')}
    </a>
  );
}

function OrderPage({ id, mine, titleId }: { id: number; mine: boolean; titleId: string }) {
  const { t } = useTexts(NS);
  const go = useGo();
  const scope = useApiScope();
  const query = useQuery(orderQuery(scope, id));
  const list = orderList(mine);
  const crumbs = (number: string | null): Crumb[] => [
    { label: t(mine ? 'myOrders' : 'orders'), href: list, onNavigate: () => go(list) },
    { label: number ? t('orderNumber', { number }) : t('title') },
  ];
  const plainTitle = <h1 id={titleId}>{t('title')}</h1>;

  if (query.isPending) {
    return (
      <>
        <Breadcrumbs label={t('breadcrumbs')} items={crumbs(null)} />
        {plainTitle}
        <Spinner />
      </>
    );
  }
  if (query.error) {
    const error = query.error;
    let body;
    if (failureCode(error) === 'NOT_AUTHORIZED_TO_MUNICIPALITY') {
      body = <StateMessage kind="error" title={t('notAuthorized')} text={t('errors.NOT_AUTHORIZED_TO_MUNICIPALITY')} action={<BackLink mine={mine} />} />;
    } else if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') {
      body = <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} action={<BackLink mine={mine} />} />;
    } else {
      body = <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
    }
    return (
      <>
        <Breadcrumbs label={t('breadcrumbs')} items={crumbs(null)} />
        {plainTitle}
        {body}
      </>
    );
  }
  const order = query.data;
  return (
    <>
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs(order.orderNumber)} />
      <h1 id={titleId} part="heading">
        {t('orderNumber', { number: order.orderNumber })}
      </h1>
      {detailKind(order) === 'cart' ? <NotSent order={order} /> : <Detail order={order} titleId={titleId} />}
    </>
  );
}

/** A preliminary order is the user's cart: said, with the way to it, rather than shown as sent. */
function NotSent({ order }: { order: OrderData }) {
  const { t } = useTexts(NS);
  const click = useNavigateLink();
  const cart = orderRoutes.cart(order.id);
  return (
    <StateMessage
      kind="empty"
      title={t('notSent')}
      text={t('notSentText', { receiver: order.receiver.label })}
      action={
        <a className="fsp-button" href={cart} onClick={(e) => click(e, cart)}>
          {t('toCart')}
        </a>
      }
    />
  );
}

function Detail({ order, titleId }: { order: OrderData; titleId: string }) {
  return (
    <>
      <OrderFacts order={order} />
      <Receiver receiver={order.receiver} headingId={`${titleId}-receiver`} />
      <Content order={order} headingId={`${titleId}-content`} />
      <History history={order.history} headingId={`${titleId}-history`} />
    </>
  );
}
