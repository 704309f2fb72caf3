/**
 * The order confirmation after sending (`view="sent"`; the standalone's `/order-sent?order=N`):
 * the order number, the date it was sent, the receiver and the number of lines, from GET
 * /web-orders/{order}, and a link to the start page. An order that is not sent yet links back to
 * its cart instead.
 */
import { useQuery } from '@tanstack/react-query';
import { orderQuery, orderRoutes } from '../../../areas/orders/orders.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { routes } from '../../../core/routes.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { isEditableOrder } from '../lines.ts';
import { NS } from '../ns.ts';
import { useLinkClick } from './navigation.ts';

export function OrderSent({ id, titleId }: { id: number | null; titleId: string }) {
  const { t, lang } = useTexts(NS);
  const scope = useApiScope();
  const click = useLinkClick(id);
  const query = useQuery({ ...orderQuery(scope, id ?? 0), enabled: id !== null });
  const home = (
    <a className="fsp-button" data-variant="secondary" href={routes.home()} onClick={(e) => click(e, routes.home())}>
      {t('toStart')}
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
        <StateMessage kind="empty" title={t('noOrder')} action={home} />
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
          <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} action={home} />
        ) : (
          <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />
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
      <p>{home}</p>
    </div>
  );
}
