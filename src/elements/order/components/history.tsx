/**
 * The order's history (spec 2 §2 Order detail "order history"): who did what, when, in the order
 * the server gives (oldest first), as core's Table (cards below 600 px of its container's width):
 * date and time, the event, the order's status after it, and who did it.
 */
import type { OrderData } from '../../../areas/orders/orders.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { NS } from '../ns.ts';

type Entry = OrderData['history'][number];

export function History({ history, headingId }: { history: OrderData['history']; headingId: string }) {
  const { t, lang } = useTexts(NS);
  const columns: Column<Entry>[] = [
    { key: 'when', header: t('history.when'), cell: (h) => formatDateTime(h.dateTime, lang) },
    { key: 'event', header: t('history.event'), cell: (h) => t(`history.events.${h.event}`) },
    { key: 'status', header: t('history.status'), cell: (h) => t(`orders:orderStatus.${h.status.value}`, { defaultValue: h.status.label }) },
    { key: 'by', header: t('history.by'), cell: (h) => h.by },
  ];
  return (
    <section className="history" part="history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.title')}</h2>
      {history.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <Table caption={t('history.caption')} columns={columns} rows={history} rowKey={(h) => h.id} part="history-table" />
      )}
    </section>
  );
}
