/**
 * Step 2 (spec 1 New-order popup): the order types to go on with, each a link with the new order's
 * id; hidden by its feature flag, fitting, work, pickup and external assortment hidden for a
 * base-storage receiver, and only the types whose wizard is built.
 */
import { orderTypeChoices } from '../../../areas/orders/add-rules.ts';
import { orderRoutes, type OrderData } from '../../../areas/orders/orders.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { onPlainClick } from '../../../core/ui/links.ts';
import { NS } from '../ns.ts';

export function OrderTypes({ order, onNavigate }: { order: OrderData; onNavigate: (path: string) => void }) {
  const { t } = useTexts(NS);
  const flags = useAppData().data?.flags;
  const types = orderTypeChoices(flags, order.receiver.type);
  return (
    <div className="order-types" part="order-types">
      <p className="step-label">{t('stepOf', { step: 2, count: 2 })}</p>
      <p role="status">{t('created', { number: order.orderNumber, receiver: order.receiver.label })}</p>
      {types.length === 0 ? (
        <p>{t('noTypes')}</p>
      ) : (
        <ul>
          {types.map((type) => {
            const path = orderRoutes.wizard(order.id, type);
            return (
              <li key={type}>
                <a href={path} onClick={onPlainClick(() => onNavigate(path))}>
                  {t(`types.${type}`)}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
