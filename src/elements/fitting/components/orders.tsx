/**
 * The orders tab (spec 2 §4 Fitting order lines, spec 3 §2): the order lines ordered with the
 * fitting as their parent (GET …/content), grouped by content type (core's groupLines), each with
 * its content number, what it orders (lineTitle), quantity and status (the supplier's when there
 * is one). Read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { lineQuantity } from '../../../core/content/order-lines.ts';
import { groupLines, lineTitle } from '../../../core/content/order-rules.ts';
import '../../../core/content/orders.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { fittingContentQuery, type FittingData } from '../api.ts';
import { NS } from '../ns.ts';

export function Orders({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const query = useQuery(fittingContentQuery(useApiScope(), fitting.id));
  if (query.isPending) return <Spinner />;
  if (query.error) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('orders.loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  const groups = groupLines(query.data.page);
  if (groups.length === 0) return <StateMessage kind="empty" title={t('orders.none')} />;
  return (
    <div className="stack" part="orders">
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
