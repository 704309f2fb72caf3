/**
 * The orders as cards (spec 2 §2 Order list): order number (the link to the detail; the whole card
 * is its target), order date, receiver (a person or a base storage; in a client's list, who
 * ordered instead) and the status label. A list, so its length is announced.
 */
import type { OrderSummary } from '../../../contract/orders.ts';
import { orderDetailPath, type OrderListScope } from '../../../areas/orders/list.ts';
import { formatDate } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useOpenOrder } from '../navigation.ts';
import { NS } from '../ns.ts';
import { orderedByName, receiverName } from './receiver.ts';
// The `orders:` keys read here (statuses, content types).
import '../../../areas/orders/texts.ts';

export function StatusLabel({ status }: { status: OrderSummary['status'] }) {
  const { t } = useTexts(NS);
  return (
    <span className="status" data-status={status.value} part="status">
      {t(`orders:orderStatus.${status.value}`, { defaultValue: status.label })}
    </span>
  );
}

export function OrderCards({ orders, scope }: { orders: readonly OrderSummary[]; scope: OrderListScope }) {
  const { t, lang } = useTexts(NS);
  const open = useOpenOrder(scope);
  const byOrderer = scope.kind === 'client';
  return (
    <ul className="cards" part="cards">
      {orders.map((o) => (
        <li key={o.id} className="card" part="card">
          <div className="card-top">
            <a className="order-link" href={orderDetailPath(scope, o.id)} onClick={(e) => open(e, o.id)} part="order-link">
              {o.orderNumber}
            </a>
            <StatusLabel status={o.status} />
          </div>
          <dl className="card-fields">
            <div>
              <dt>{t('column.orderDate')}</dt>
              <dd>{formatDate(o.orderDate, lang)}</dd>
            </div>
            <div>
              <dt>{byOrderer ? t('column.orderedBy') : t('column.receiver')}</dt>
              <dd>
                {byOrderer ? (
                  orderedByName(o)
                ) : (
                  <>
                    {receiverName(o.receiver)}
                    {o.receiver.type === 'CLIENT' ? null : <span className="receiver-type"> ({t(`orders:receiverType.${o.receiver.type}`)})</span>}
                  </>
                )}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
