/**
 * The orders tab (spec 2 §4 Fitting order lines, spec 3 §2): the order lines ordered with the
 * fitting as their parent (GET …/content), grouped by content type (core's groupLines), each with
 * its content number, what it orders (lineTitle), quantity and status (the supplier's when there
 * is one). On a fitting not completed, a user with FSP_CreateWebOrderContentWithParent has Order
 * product and (with the work-order flag) Order work order: the product or work wizard for a new line
 * of the fitting's order with the fitting's line as its parent (a referenced order), whose Confirm
 * order comes back here (`/orders/{order}/{type}?parent={line}&fitting={fitting}`).
 */
import { useQuery } from '@tanstack/react-query';
import { lineQuantity } from '../../../areas/orders/lines.ts';
import { groupLines, lineTitle } from '../../../areas/orders/rules.ts';
import '../../../areas/orders/orders.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { fittingContentQuery, type FittingData } from '../api.ts';
import { NS } from '../ns.ts';
import { usePermissions } from '../permissions.ts';
import { referencedOrderPath, referencedOrderTypes } from '../referenced-orders.ts';
import { useNavigate } from './navigation.ts';

function OrderButtons({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const flags = useAppData().data?.flags;
  const navigate = useNavigate(fitting.id);
  const types = referencedOrderTypes({ status: fitting.status.value }, usePermissions(), flags);
  if (types.length === 0) return null;
  return (
    <div className="actions" part="order-actions">
      {types.map((type) => {
        const path = referencedOrderPath(fitting, type);
        return (
          <a
            key={type}
            className="fsp-button"
            data-variant="secondary"
            href={path}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              navigate(path);
            }}
          >
            {t(`orders.order.${type}`)}
          </a>
        );
      })}
    </div>
  );
}

export function Orders({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const query = useQuery(fittingContentQuery(useApiScope(), fitting.id));
  if (query.isPending) return <Spinner />;
  if (query.error) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('orders.loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  const groups = groupLines(query.data.page);
  if (groups.length === 0) {
    return (
      <div className="stack" part="orders">
        <OrderButtons fitting={fitting} />
        <StateMessage kind="empty" title={t('orders.none')} />
      </div>
    );
  }
  return (
    <div className="stack" part="orders">
      <OrderButtons fitting={fitting} />
      {groups.map((group) => {
        const lines = [...group.lines].sort((a, b) => a.status.value - b.status.value);
        return (
          <section key={group.type} className="stack" aria-label={t(`orders:contentType.${group.type}`)}>
            <h2>
              {t(`orders:contentType.${group.type}`)} <span className="muted">({lines.length})</span>
            </h2>
            <ul className="plain">
              {lines.map((line) => {
                const title = lineTitle(line);
                const status = line.externalStatus ?? line.status;
                const quantity = lineQuantity(line);
                return (
                  <li key={line.id} className="meeting">
                    <p>
                      <strong>{title?.name ?? t(`orders:contentType.${line.contentType}`)}</strong>
                      {title?.number ? <span className="muted"> {title.number}</span> : null}
                    </p>
                    <p className="muted">
                      {line.contentNumber} ·{' '}
                      {quantity ? <>{t('orders.quantity', { count: quantity.count, unit: quantity.unit })} · </> : null}
                      <span className="status">{line.externalStatus ? status.label : t(`orders:contentStatus.${line.status.value}`, { defaultValue: line.status.label })}</span>
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
