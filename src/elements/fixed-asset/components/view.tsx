/**
 * One fixed asset (spec 3 §3 Fixed asset (stock item), §5 Other): its name and identifiers, the
 * deviation marker, where it is (location with warehouse and facility, or the client holding it,
 * and the item it is fitted to), the label, and core's stock-item parts: the facts and dates that
 * have a value (the price by spec 3 §5's rule, dates in the language's format), images, makes,
 * allocations, the accessories (chosen and removed, for an item in a storage) and the note; then
 * the aid's life (issue 41: the lifecycle strip and its timeline), then the order history. `text` is not shown apart: it is the same as `extendedDescription`.
 */
import type { TFunction } from 'i18next';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { AccessoryTable, identifierOf, NoteCard, STOCK_NS, StockItemCards, StockItemImages } from '../../../areas/stock/items.tsx';
import { aidTimelineQuery, TIMELINE_PARTS } from '../../../areas/timeline/queries.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useQueryStatus } from '../../../core/http/query-status.ts';
import { useTexts, type Language } from '../../../core/i18n/index.ts';
import { routes } from '../../../core/routes.ts';
import { Button, Spinner } from '../../../core/ui/components.tsx';
import { lazyPart } from '../../../core/element/lazy-part.tsx';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { useSaveNote, type FixedAssetData } from '../api.ts';
import { NS } from '../ns.ts';
import { PRODUCT_STATUSES } from '../rules.ts';
import { LabelButton } from './label.tsx';
import { RemoveAccessoriesDialog } from './remove-accessories.tsx';

/**
 * The order history: a part of its own, fetched once the aid's life has its first page (it renders
 * only then, below it): its code and the paging's two chunks are not among what the page fetches
 * and runs before the life's first entries (issue 41).
 */
const History = lazyPart(() => import('./history.tsx').then((m) => m.History));
/** The aid's life (issue 41): a part of its own (the element's size budget), loaded with the fixed asset. */
const AidLife = lazyPart(() => import('../../../areas/timeline/aid-life.tsx').then((m) => ({ component: m.AidLife, texts: m.AID_LIFE_TEXTS })), { name: TIMELINE_PARTS.aidLife });
/** The aid's life's code and, with `lang`, its texts, fetched while the page's own data comes (fixed-asset.tsx), not after it. */
export const preloadAidLife = (lang?: Language) => AidLife.preload(lang);
// Its code is asked for as this module runs, before the element's first render: a part is known as
// loaded only once its own import() has answered, and asked first in that render it answered after
// the fixed asset had come and shown, so the aid's life came a render (and a layout) later. A
// failure is the part's to say when it renders (it asks again).
AidLife.preload().catch(() => undefined);

export function FixedAssetView({ fixedAsset: fa, baseStorage, titleId }: { fixedAsset: FixedAssetData; baseStorage: number | null; titleId: string }) {
  const { t } = useTexts(NS);
  const { t: ts } = useTexts(STOCK_NS);
  const id = useId();
  const save = useSaveNote(fa.id);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<number | null>(null);
  const identifier = identifierOf(fa, ts);
  const movedAway = baseStorage !== null && fa.location?.facility.id !== baseStorage;
  const inStorage = fa.client === null;
  // The sections below the facts but the aid's life (the accessories, the note, the order history)
  // come once the aid's life has its first page (or has failed), in a render of their own (React's
  // background render: useDeferredValue), so the aid's life is not kept waiting behind them (issue
  // 41: its first entries within 300 ms at 4x CPU). At 1366 x 900 they are all below the facts, out
  // of view when they come.
  const lifeIn = useQueryStatus(aidTimelineQuery(useApiScope(), fa.id).queryKey) !== 'pending';
  const rest = useDeferredValue(lifeIn, false);

  return (
    <>
      <header className="head">
        <h1 id={titleId} part="heading">
          {fa.name}
        </h1>
        {identifier ? <p className="muted identifier">{identifier}</p> : null}
        {fa.hasDeviation ? (
          <p className="holdings-badge" part="deviation">
            {ts('holdings.detail.hasDeviation')}
          </p>
        ) : null}
      </header>
      {movedAway ? <p className="fsp-alert notice">{t('notInBaseStorage')}</p> : null}
      <Whereabouts fixedAsset={fa} />
      <div className="actions" role="group" aria-label={t('actions')} part="actions">
        <LabelButton id={fa.id} />
      </div>

      <section className="detail" aria-labelledby={`${id}-detail`}>
        <h2 id={`${id}-detail`} className="fsp-visually-hidden">
          {t('detail')}
        </h2>
        <StockItemCards item={fa} headingId={`${id}-item`} extra={locationFacts(fa, t)} />
        <StockItemImages images={fa.images} headingId={`${id}-images`} />
        {rest ? (
          <>
            <AccessoryTable
              item={fa}
              headingId={`${id}-accessories`}
              part="accessories"
              {...(inStorage ? { chosen, onChosen: setChosen } : {})}
            >
              {(selected) =>
                inStorage ? (
                  fa.accessories.length ? (
                    <Button variant="secondary" disabled={selected.size === 0} onClick={() => setRemoving(Date.now())} part="remove-accessories">
                      {ts('holdings.accessories.remove', { count: selected.size })}
                    </Button>
                  ) : null
                ) : fa.accessories.length && fa.client ? (
                  <p className="muted">{t('accessories.heldHint', { name: clientName(fa.client) })}</p>
                ) : null
              }
            </AccessoryTable>
            <NoteCard note={fa.note} headingId={`${id}-note`} save={save} failureText={(error) => failureText(error, t)} part="note" />
          </>
        ) : null}
      </section>

      <AidLife fixedAsset={fa.id} fallback={<Spinner />} />

      {rest ? <History id={fa.id} fallback={<Spinner label={t('history.loading')} />} /> : null}

      {removing !== null ? (
        <RemoveAccessoriesDialog
          key={removing}
          fixedAsset={fa}
          accessories={fa.accessories.filter((a) => chosen.has(a.id))}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setChosen(new Set());
            setRemoving(null);
          }}
        />
      ) : null}
    </>
  );
}

const clientName = (c: { firstName: string; surname: string }) => `${c.firstName} ${c.surname}`.trim();

/** Where it is, in one line: its storage location, or the client holding it; and what it is fitted to. */
function Whereabouts({ fixedAsset: fa }: { fixedAsset: FixedAssetData }) {
  const { t } = useTexts(NS);
  const link = useNavigateLink();
  const parts: ReactNode[] = [];
  if (fa.location) parts.push(<span key="storage">{t('where.storage', { facility: fa.location.facility.label, location: fa.location.value })}</span>);
  if (fa.client) {
    const path = routes.client(fa.client.id, 'holdings', fa.parent ? null : fa.id);
    parts.push(
      <span key="client">
        {t('where.client')}{' '}
        <a href={path} onClick={(e) => link(e, path)} part="client-link">
          {clientName(fa.client)}
        </a>
      </span>,
    );
  }
  if (fa.parent) parts.push(<span key="parent">{t('where.parent', { name: fa.parent.name })}</span>);
  if (!parts.length) return null;
  return (
    <p className="whereabouts" part="whereabouts">
      {parts}
    </p>
  );
}

/** The fixed asset's own facts after the stock item's: its product's status and where it lies (the client and the item it is fitted to are in the summary above, as links). */
export function locationFacts(fa: FixedAssetData, t: TFunction): [string, ReactNode][] {
  const status = (PRODUCT_STATUSES as readonly string[]).includes(fa.status.value) ? t(`status.${fa.status.value}`) : fa.status.value;
  const l = fa.location;
  return [
    [t('field.status'), status || null],
    [t('field.location'), l ? (l.label && l.label !== l.value ? `${l.value} (${l.label})` : l.value) : null],
    [t('field.warehouse'), l ? `${l.warehouse.label} (${l.warehouse.value})` : null],
    [l?.facility.category.label || t('field.facility'), l ? `${l.facility.label} (${l.facility.value})` : null],
    [t('field.allocatable'), l ? t(l.isAllocatable ? 'yes' : 'no') : null],
  ];
}
