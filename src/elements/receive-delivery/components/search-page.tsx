/**
 * The receive page (spec 3 §2 Receive delivery, §5): the base storage, an optional reference (at
 * most 60 characters: REFERENCE_FIELD_TOO_LONG, said at the field as it is typed and never cut),
 * and a search for the item to receive (an empty one is refused at the field, INVALID_SEARCH_QUERY,
 * and never sent). The storage, the search, its page and the hits a page (core's "Rows per page",
 * spec 1 §9) are in the URL; the reference goes with
 * every move in the location state. Each hit: name, product number, supplier product number,
 * article class, supplier and Choose, which opens the wizard of the product's type, unless the
 * storage is missing (BASE_STORAGE_MUST_BE_ASSIGNED_VALUE), the reference is too long, or the
 * product is a fixed asset and the user may not receive those
 * (RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED), or the storage is being counted
 * (INVENTORY_IN_PROGRESS, spec 3 §5 "Inventories (counts) cannot be received"): each a dialog. A
 * storage being counted says so as soon as it is chosen, with a link to its count.
 * Scanning (issue 40): core's ScanField in the search (the camera's button, a hand scanner typing
 * into the field): a GS1 code searches its GTIN, a plain code as it is; a GS1 code's batch and
 * serial go to the wizard of the product chosen from that search (scan.ts).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useEffectEvent, useId, useState } from 'react';
import { countQuery, inventoryCountPath } from '../../../areas/inventories/count.ts';
import { RECEIVE_REFERENCE_MAX, RECEIVE_SEARCH_MAX, receiveKeys, receivePageCount, receiveSearchRequest, referenceTooLong, type ReceiveSearchRequest, type ReceiveSearchView } from '../../../areas/receive/delivery.ts';
import { baseStoragesQuery, storageOptions } from '../../../areas/stock/reference.ts';
import { defaultBaseStorage } from '../../../areas/stock/storage.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { useAppData } from '../../../core/session/app-data.ts';
import { hasFlag } from '../../../core/session/permissions.ts';
import { Button, SelectField, TextField } from '../../../core/ui/components.tsx';
import { ownFailure, PagedResults, pagedTexts } from '../../../core/ui/paged-results.tsx';
import { LIST_PAGE_SIZES, pageAfterResize, parseListPageSize } from '../../../core/ui/page-size.ts';
import { PageSizeSelect } from '../../../core/ui/pagination.tsx';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { RequiredSearch } from '../../../core/ui/required-search.tsx';
import type { Gs1Result } from '../../../core/format/gs1.ts';
import { ScanField, type ScanFieldProps } from '../../../core/ui/scanner/scan-field.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { receivableQuery, type Receivable } from '../api.ts';
import { useReceiveNavigate } from '../navigation.ts';
import { NS } from '../ns.ts';
import { lotOfScan, receiveSearchOfScan, type SearchScan } from '../scan.ts';
import { RefusalDialog } from './refusal-dialog.tsx';
import { Wizard } from './wizard-part.ts';

export type SearchPageProps = {
  view: ReceiveSearchView;
  reference: string;
  titleId: string;
  /** The last code with a batch or serial scanned in the search (kept by the element for the wizard). */
  scan: SearchScan | null;
  onScan: (scan: SearchScan | null) => void;
};

/** What the page does with a scanned code before RequiredSearch searches it: keep its batch and serial. */
const ScanTaken = createContext<(q: string, parsed: Gs1Result) => void>(() => undefined);

/** Core's ScanField for RequiredSearch's scan slot: the search gets a GS1 code's GTIN (scan.ts). */
function ReceiveScanField(props: ScanFieldProps) {
  const taken = use(ScanTaken);
  return (
    <ScanField
      {...props}
      onCode={(code, parsed) => {
        const q = receiveSearchOfScan(code, parsed);
        taken(q, parsed);
        props.onCode(q, parsed);
      }}
    />
  );
}

export function SearchPage({ view, reference: given, titleId, scan, onScan }: SearchPageProps) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const navigate = useReceiveNavigate();
  const queryClient = useQueryClient();
  const appData = useAppData().data;
  const storages = useQuery(baseStoragesQuery(scope));
  const [reference, setReference] = useState(given);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A reference given from outside (Back to an entry with another one) replaces what is typed
  // (adjusted while rendering, not in an effect).
  const [shownGiven, setShownGiven] = useState(given);
  if (shownGiven !== given) {
    setShownGiven(given);
    setReference(given);
  }

  // The storage opened on: the one in the URL, else the user's own facility when it is a base
  // storage (areas/stock/storage.ts), unless the user chose none (the empty option): then none until one is chosen.
  const [cleared, setCleared] = useState(false);
  const storage = defaultBaseStorage(view.storage, cleared ? null : appData?.user.facility);
  // The storage opened on by default is written to the URL, with the reference as typed (read, not watched: typing is no move).
  const fillStorage = useEffectEvent((chosen: number) => navigate({ kind: 'search', view: { ...view, storage: chosen }, reference }, { replace: true }));
  useEffect(() => {
    if (view.storage === null && storage !== null) fillStorage(storage);
  }, [view.storage, storage]);
  const hintId = useId();
  // The storage's open count (none: null); asked again whenever a count starts or ends here.
  const openCount = useQuery({ ...countQuery(scope, storage ?? 0), enabled: storage !== null }).data ?? null;
  const link = useNavigateLink();

  const tooLong = referenceTooLong(reference);
  const request = receiveSearchRequest(view);
  const move = (next: ReceiveSearchView) => navigate({ kind: 'search', view: next, reference });
  const onSearch = (q: string) => {
    // The same search again (Search pressed twice): asked of the server again, the URL as it is.
    if (q === view.q && view.page === 1) void queryClient.invalidateQueries({ queryKey: receiveKeys.searches() });
    else move({ ...view, storage, q, page: 1 });
  };
  const choose = (hit: Receivable) => {
    if (storage === null) return setRefusal(t('errors.BASE_STORAGE_MUST_BE_ASSIGNED_VALUE'));
    if (tooLong) return setRefusal(t('errors.REFERENCE_FIELD_TOO_LONG'));
    if (openCount) return setRefusal(t('errors.INVENTORY_IN_PROGRESS'));
    if (hit.isFixedAsset && !hasFlag(appData, 'isReceiveDeliveryForFixedAssetsEnabled')) return setRefusal(t('errors.RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED'));
    // A hit of the search a code with a batch or serial made: the wizard gets them.
    if (scan && scan.q === view.q) onScan({ ...scan, product: hit.id });
    // This page's entry keeps the reference typed, so Back from the wizard shows it again.
    if (reference.trim() !== given.trim()) navigate({ kind: 'search', view: { ...view, storage }, reference }, { replace: true });
    navigate({ kind: 'wizard', target: { type: hit.receiveType, supplier: hit.supplier.id, product: hit.id, baseStorage: storage }, reference });
  };

  return (
    <>
      <h1 id={titleId}>{t('title')}</h1>
      <p className="intro">{t('intro')}</p>
      <div className="settings" part="settings">
        <SelectField
          label={t('storage.label')}
          name="storage"
          value={storage === null ? '' : String(storage)}
          onValueChange={(value) => {
            setCleared(!value);
            move({ ...view, storage: value ? Number(value) : null });
          }}
          placeholder={t('storage.choose')}
          options={storageOptions(storages.data?.page, storage)}
        />
        <TextField
          label={t('reference.label')}
          name="reference"
          value={reference}
          onValueChange={setReference}
          error={tooLong ? t('errors.REFERENCE_FIELD_TOO_LONG') : null}
          autoComplete="off"
          aria-describedby={hintId}
          part="reference"
        />
        <p id={hintId} className="hint">
          {t('reference.hint', { count: reference.trim().length, max: RECEIVE_REFERENCE_MAX })}
        </p>
      </div>
      {storage !== null && openCount ? (
        <p className="fsp-alert count-open" role="status" part="count-open">
          {t('countOpen', { storage: `${openCount.warehouse.value} ${openCount.warehouse.label}`.trim(), count: openCount.inventoryId })}{' '}
          <a href={inventoryCountPath({ storage, q: '' })} onClick={(e) => link(e, inventoryCountPath({ storage, q: '' }))}>
            {t('countOpenLink')}
          </a>
        </p>
      ) : null}
      <ScanTaken
        value={(q, parsed) => {
          const lot = lotOfScan(parsed);
          onScan(lot ? { q, lot } : null);
        }}
      >
        <RequiredSearch
          q={view.q}
          onSearch={onSearch}
          maxLength={RECEIVE_SEARCH_MAX}
          texts={{ form: t('search.label'), field: t('search.field'), placeholder: t('search.placeholder'), submit: t('search.submit'), empty: t('errors.INVALID_SEARCH_QUERY') }}
          scan={{ Field: ReceiveScanField, label: t('search.scan') }}
        />
      </ScanTaken>
      {request ? (
        <Results
          page={view.page}
          pageSize={view.pageSize}
          request={request}
          onPage={(page) => move({ ...view, storage, page })}
          // Another size shows the page holding the first hit shown.
          onSize={(size) => move({ ...view, storage, pageSize: parseListPageSize(size), page: pageAfterResize(view.page, view.pageSize, size) })}
          onChoose={choose}
        />
      ) : null}
      <RefusalDialog text={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}

function Results({ page, pageSize, request, onPage, onSize, onChoose }: {
  page: number;
  pageSize: number;
  request: ReceiveSearchRequest;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onChoose: (hit: Receivable) => void;
}) {
  const { t } = useTexts(NS);
  const result = useQuery(receivableQuery(useApiScope(), request));
  // Hits to choose from: the wizard's chunk is fetched now, so Choose opens it at once.
  const hits = (result.data?.page.length ?? 0) > 0;
  useEffect(() => {
    if (hits) Wizard.preload().catch(() => undefined);
  }, [hits]);
  return (
    <PagedResults
      result={result}
      texts={pagedTexts(t, t('emptyText'))}
      page={page}
      pageCount={(count) => receivePageCount(count, pageSize)}
      onPage={onPage}
      pageSize={{ size: pageSize, choices: LIST_PAGE_SIZES, onSize, select: PageSizeSelect }}
      failure={ownFailure(t, () => void result.refetch())}
    >
      {(rows) => <HitTable rows={rows} onChoose={onChoose} />}
    </PagedResults>
  );
}

function HitTable({ rows, onChoose }: { rows: readonly Receivable[]; onChoose: (hit: Receivable) => void }) {
  const { t } = useTexts(NS);
  const columns: Column<Receivable>[] = [
    { key: 'name', header: t('column.name'), cell: (hit) => hit.name },
    { key: 'productNumber', header: t('column.productNumber'), cell: (hit) => hit.productNumber },
    { key: 'supplierProductNumber', header: t('column.supplierProductNumber'), cell: (hit) => hit.supplierProductNumber || <span className="muted">{t('none')}</span> },
    { key: 'itemClass', header: t('column.itemClass'), cell: (hit) => hit.itemClass.label },
    { key: 'supplier', header: t('column.supplier'), cell: (hit) => hit.supplier.label },
    {
      key: 'choose',
      header: t('column.choose'),
      cell: (hit) => (
        <Button variant="secondary" onClick={() => onChoose(hit)} aria-label={t('chooseNamed', { name: hit.name, number: hit.productNumber })} part="choose">
          {t('choose')}
        </Button>
      ),
    },
  ];
  return <Table caption={t('results')} columns={columns} rows={rows} rowKey={(hit) => hit.id} part="table" />;
}
