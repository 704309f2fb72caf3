/**
 * The holding-list modal (spec 1 New-order popup): the client's holdings, read-only, so the
 * prescriber sees what the client already has before ordering. The first HOLDINGS_MAX, newest
 * handed over first; the count says when there are more.
 */
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { Table } from '../../../core/ui/table.tsx';
import { holdingsQuery, type HoldingPage, type LookupPage } from '../api.ts';
import { NS } from '../ns.ts';

type Holding = HoldingPage['page'][number];

export function HoldingsDialog({ client, onClose }: { client: LookupPage['page'][number]; onClose: () => void }) {
  const { t, lang } = useTexts(NS);
  const holdings = useQuery(holdingsQuery(useApiScope(), client.id));
  const name = `${client.firstName} ${client.surname}`;
  let body;
  if (holdings.isPending) body = <Spinner label={t('core:loading')} />;
  else if (holdings.isError) body = <p className="fsp-error" role="alert">{failureText(holdings.error, t)}</p>;
  else if (holdings.data.page.length === 0) body = <p role="status">{t('holdingsNone')}</p>;
  else {
    body = (
      <>
        <p role="status">{t('holdingsCount', { count: holdings.data.count, shown: holdings.data.page.length })}</p>
        <div className="holdings-list">
          <Table<Holding>
            caption={t('holdingsOf', { name })}
            part="holdings"
            rows={holdings.data.page}
            rowKey={(h) => h.id}
            columns={[
              { key: 'name', header: t('holding.name'), cell: (h) => h.name },
              { key: 'number', header: t('holding.productNumber'), cell: (h) => h.productNumber },
              { key: 'inventory', header: t('holding.inventoryNumber'), cell: (h) => h.inventoryNumber ?? '–' },
              { key: 'quantity', header: t('holding.quantity'), cell: (h) => `${h.quantity} ${h.unit}`, align: 'end' },
              { key: 'date', header: t('holding.handedOver'), cell: (h) => (h.handedOverDate ? formatDate(h.handedOverDate, lang) : '–') },
            ]}
          />
        </div>
      </>
    );
  }
  return (
    <Dialog open title={t('holdingsOf', { name })} onClose={onClose} actions={<Button variant="secondary" onClick={onClose}>{t('close')}</Button>}>
      {body}
    </Dialog>
  );
}
