/**
 * The client's holdings (spec 2 Client sub-pages Holdings, §3 Holding, §5; spec 3 §4, §5, §7): the
 * aids the client holds, newest handed over first, 25 to a page, in a table whose rows can be
 * chosen when something of them is available (quantity minus allocated above zero; a fully
 * allocated row's checkbox is disabled). With a choice: scrap, return to a base storage, or move
 * to another client, each in a dialog (action-dialog.tsx). A name opens the single holding
 * (holding-detail.tsx), with its accessories, its note and the same actions.
 *
 * The page and the choice belong to this sub-page (they outlive a visit to a single holding); the
 * choice is kept across pages and cleared after an action is done.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Holding } from '../../../../contract/clients.ts';
import { formatDate } from '../../../../core/format/index.ts';
import { useApiScope } from '../../../../core/http/query.ts';
import { useTexts } from '../../../../core/i18n/index.ts';
import { routes } from '../../../../core/routes.ts';
import { Button } from '../../../../core/ui/components.tsx';
import { availableQuantity } from '../../../../core/ui/quantity-counter.tsx';
import { Table, type Column } from '../../../../core/ui/table.tsx';
import { holdingsQuery, HOLDINGS_PER_PAGE } from '../../holdings-api.ts';
import { NS } from '../../ns.ts';
import { useDetailList, useListDetailFocus } from '../list-detail.ts';
import { PagedList } from '../paged-list.tsx';
import type { ClientTabProps } from '../tab-props.ts';
import { HoldingActionDialog, type HoldingActionKind } from './action-dialog.tsx';
import { HoldingDetail } from './holding-detail.tsx';
import { identifierOf } from '../../../../areas/stock/items.tsx';
import { useHoldingsStyles } from './styles.ts';

export function Holdings(props: ClientTabProps) {
  useHoldingsStyles();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlyMap<number, Holding>>(new Map());
  const { detail, onDetail } = props;
  const { open, takeFocus, takeBack } = useListDetailFocus(detail, onDetail);
  if (detail) {
    return <HoldingDetail key={detail} {...props} holding={detail} onDetail={open} takeFocus={takeFocus} />;
  }
  return <HoldingList {...props} onDetail={open} page={page} onPage={setPage} chosen={chosen} onChosen={setChosen} takeBack={takeBack} />;
}

type ListProps = ClientTabProps & {
  page: number;
  onPage: (page: number) => void;
  chosen: ReadonlyMap<number, Holding>;
  onChosen: (chosen: ReadonlyMap<number, Holding>) => void;
  /** The holding the user came back from (once): its link takes the focus. */
  takeBack: () => number | null;
};

function HoldingList({ client, onDetail, page, onPage, chosen, onChosen, takeBack }: ListProps) {
  const { t, lang } = useTexts(NS);
  const query = useQuery(holdingsQuery(useApiScope(), client.id, page));
  const [dialog, setDialog] = useState<{ kind: HoldingActionKind; key: number } | null>(null);
  const focusHeading = useRef(false);

  // A page past the end (the last rows left): the last page instead. Back from a holding: its
  // link; after an action or paging: the heading.
  const { list, heading, rowLink } = useDetailList(query, { perPage: HOLDINGS_PER_PAGE, page, onPage, takeBack, onDetail, href: (id) => routes.client(client.id, 'holdings', id) });
  useEffect(() => {
    if (dialog === null && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  });

  const columns: Column<Holding>[] = [
    {
      key: 'name',
      header: t('holdings.column.name'),
      cell: (h) => (
        <span className="holdings-name">
          <a {...rowLink(h.id)}>{h.name}</a>
          <span className="holdings-muted">
            {t('holdings.productNumberShort', { value: h.productNumber })}
            {h.accessoryCount > 0 ? ` · ${t('holdings.accessoryCount', { count: h.accessoryCount })}` : ''}
          </span>
        </span>
      ),
    },
    { key: 'identifier', header: t('holdings.column.identifier'), cell: (h) => identifierOf(h, t) ?? <span className="holdings-muted">{t('holdings.none')}</span> },
    { key: 'quantity', header: t('holdings.column.quantity'), cell: (h) => <QuantityCell holding={h} /> },
    { key: 'handedOver', header: t('holdings.column.handedOver'), cell: (h) => (h.handedOverDate ? formatDate(h.handedOverDate, lang) : '') },
    { key: 'prescriber', header: t('holdings.column.prescriber'), cell: (h) => h.prescriberName ?? '' },
  ];

  const count_ = chosen.size;
  return (
    <PagedList
      kind="holdings"
      {...list}
      table={(rows) => (
        <Table<Holding>
          caption={t('holdings.caption', { name: `${client.firstName} ${client.surname}` })}
          columns={columns}
          rows={rows}
          rowKey={(h) => h.id}
          part="holdings-table"
          selection={{
            selected: new Set(chosen.keys()),
            isSelectable: (h) => availableQuantity(h) > 0,
            rowLabel: (h) => t('holdings.chooseRow', { what: [h.name, identifierOf(h, t)].filter(Boolean).join(', ') }),
            allLabel: t('holdings.chooseAll'),
            onChange: (keys) => {
              const next = new Map<number, Holding>();
              for (const [id, h] of chosen) if (keys.has(id)) next.set(id, h);
              for (const h of rows) if (keys.has(h.id)) next.set(h.id, h);
              onChosen(next);
            },
          }}
        />
      )}
    >
      {query.status === 'success' && query.data.count > 0 ? (
        <div className="holdings-actions" role="group" aria-label={t('holdings.actions')} part="holdings-actions">
          <p className="holdings-chosen" aria-live="polite">
            {count_ ? t('holdings.chosen', { count: count_ }) : t('holdings.chooseHint')}
          </p>
          <Button variant="danger" disabled={!count_} onClick={() => setDialog({ kind: 'scrap', key: Date.now() })}>
            {t('holdings.scrap.button')}
          </Button>
          <Button variant="secondary" disabled={!count_} onClick={() => setDialog({ kind: 'return', key: Date.now() })}>
            {t('holdings.return.button')}
          </Button>
          <Button variant="secondary" disabled={!count_} onClick={() => setDialog({ kind: 'move', key: Date.now() })}>
            {t('holdings.move.button')}
          </Button>
          {count_ ? (
            <Button variant="link" onClick={() => onChosen(new Map())}>
              {t('holdings.clearChoice')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {dialog ? (
        <HoldingActionDialog
          key={dialog.key}
          kind={dialog.kind}
          client={client}
          holdings={[...chosen.values()]}
          onClose={() => setDialog(null)}
          onDone={() => {
            onChosen(new Map());
            focusHeading.current = true;
            setDialog(null);
          }}
        />
      ) : null}
    </PagedList>
  );
}

/** "4 st", with what is allocated and, when nothing is left to act on, that it is all allocated. */
function QuantityCell({ holding: h }: { holding: Holding }) {
  const { t } = useTexts(NS);
  const available = availableQuantity(h);
  return (
    <span className="holdings-quantity">
      <span>{t('holdings.quantity', { count: h.quantity, unit: h.unit })}</span>
      {h.allocatedQuantity > 0 ? (
        <span className="holdings-muted">{available > 0 ? t('holdings.allocated', { count: h.allocatedQuantity }) : t('holdings.allAllocated')}</span>
      ) : null}
    </span>
  );
}
