/**
 * One page of the search's hits with its states: loading, failed (with a retry), empty ("no
 * hits"; a refusal in the search's own words), and the table (core Table: cards below 600 px): the inventory number (a link to the
 * fixed asset when the hit opens one), the product's name and number, the serial number, the
 * quantity, and where it is (its storage, the client holding it, the item it is fitted to). The
 * number of hits is a status region; the core Pagination and "Rows per page" (spec 1 §9) below;
 * another size shows the page holding the first hit shown before.
 */
import { useQuery } from '@tanstack/react-query';
import { fixedAssetPageCount, hitPath, inventorySearchPath, type FixedAssetSearchApiQuery, type InventorySearchState } from '../../../areas/fixed-assets/fixed-assets.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { ownFailure, PagedResults, pagedTexts } from '../../../core/ui/paged-results.tsx';
import { LIST_PAGE_SIZES, pageAfterResize, parseListPageSize } from '../../../core/ui/page-size.ts';
import { PageSizeSelect } from '../../../core/ui/pagination.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { baseStorageIdsQuery, inventorySearchQuery, type FixedAssetHitData } from '../api.ts';
import { NS } from '../ns.ts';

/** The hits of a search (never an empty one: the root shows none). */
export function Results({ state, query, onState }: { state: InventorySearchState; query: FixedAssetSearchApiQuery; onState: (state: InventorySearchState) => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const result = useQuery(inventorySearchQuery(scope, query));
  const baseStorages = useQuery(baseStorageIdsQuery(scope));
  return (
    <PagedResults
      result={result}
      texts={pagedTexts(t, t('emptyText'))}
      page={state.page}
      pageCount={(count) => fixedAssetPageCount(count, state.pageSize)}
      onPage={(page) => onState({ ...state, page })}
      pageSize={{
        size: state.pageSize,
        choices: LIST_PAGE_SIZES,
        onSize: (size) => onState({ ...state, pageSize: parseListPageSize(size), page: pageAfterResize(state.page, state.pageSize, size) }),
        select: PageSizeSelect,
      }}
      failure={ownFailure(t, () => void result.refetch())}
    >
      {(rows) => <HitTable rows={rows} baseStorages={baseStorages.data ?? null} from={inventorySearchPath(state)} />}
    </PagedResults>
  );
}

function HitTable({ rows, baseStorages, from }: { rows: readonly FixedAssetHitData[]; baseStorages: ReadonlySet<number> | null; from: string }) {
  const { t } = useTexts(NS);
  const link = useNavigateLink();
  const none = (text: string) => <span className="muted">{text}</span>;
  const columns: Column<FixedAssetHitData>[] = [
    {
      key: 'inventoryNumber',
      header: t('column.inventoryNumber'),
      cell: (hit) => {
        const path = hitPath(hit, baseStorages, from);
        if (!hit.inventoryNumber) return none(t('noInventoryNumber'));
        return path ? (
          <a className="hit-link" href={path} onClick={(e) => link(e, path)} part="hit-link">
            {hit.inventoryNumber}
          </a>
        ) : (
          hit.inventoryNumber
        );
      },
    },
    {
      key: 'product',
      header: t('column.product'),
      cell: (hit) => (
        <span className="stacked">
          <span>{hit.name}</span>
          <span className="muted">{t('productNumber', { number: hit.productNumber })}</span>
        </span>
      ),
    },
    { key: 'serialNumber', header: t('column.serialNumber'), cell: (hit) => hit.serialNumber || none(t('none')) },
    { key: 'quantity', header: t('column.quantity'), align: 'end', cell: (hit) => <span className="nowrap">{`${hit.quantity} ${hit.unit}`}</span> },
    { key: 'where', header: t('column.where'), cell: (hit) => <Where hit={hit} /> },
  ];
  return <Table caption={t('results')} columns={columns} rows={rows} rowKey={(hit) => hit.id} part="table" />;
}

/** Where a hit is: its storage, or the client holding it; and the item it is fitted to. */
function Where({ hit }: { hit: FixedAssetHitData }) {
  const { t } = useTexts(NS);
  return (
    <span className="stacked">
      {hit.storage ? <span>{t('where.storage', { label: hit.storage.label, value: hit.storage.value })}</span> : null}
      {hit.client ? <span>{t('where.client', { name: `${hit.client.firstName} ${hit.client.surname}` })}</span> : null}
      {hit.parent ? <span className="muted">{t('where.parent', { name: hit.parent.name })}</span> : null}
      {!hit.storage && !hit.client && !hit.parent ? <span className="muted">{t('none')}</span> : null}
    </span>
  );
}
