/**
 * Timelines (issue 41): an aid's life (GET /fixed-assets/{fixedAsset}/timeline) and a client's story
 * (GET /clients/{client}/timeline), shared by `<fsp-fixed-asset>`, `<fsp-client>`'s holding detail
 * and `<fsp-client-timeline>`:
 * - the cache keys (`timelineKeys`) and the paged queries (`aidTimelineQuery`, `clientTimelineQuery`:
 *   TanStack infinite queries, TIMELINE_PAGE_SIZE a page, `from` the next page's first index);
 * - `linkPath`: the portal page an entry links to;
 * - `entryView`: an entry as core's Timeline shows it (its texts from the namespace `timeline`);
 * - `stripPositions`: the lifecycle strip's five positions and which one is now.
 * The namespace `timeline` (sv, en): a title for every event, a label for every kind, fact and stage.
 */
import type { TFunction } from 'i18next';
import type { TimelineEntry } from '../../contract/timeline.ts';
import { TIMELINE_DATE_FACTS, type AidStage } from '../../contract/shared/timeline.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { addTexts, type Language } from '../../core/i18n/index.ts';
import { routes } from '../../core/routes.ts';
import type { TimelineItem } from '../../core/ui/timeline.tsx';

export const TIMELINE_NS = 'timeline';
addTexts(TIMELINE_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

export { aidTimelineQuery, clientTimelineQuery, nextFrom, parseKinds, timelineKeys, type KindFilter } from './queries.ts';

// ---------------------------------------------------------------------------------------------
// Links

/**
 * The portal page an entry links to (the same paths as src/standalone/route-table.ts):
 * ORDER `/orders/{id}`, FITTING `/my-myloc/fittings/{id}/info`, DEVIATION
 * `/my-myloc/deviations/{id}/info`, FIXED_ASSET `/inventories/{id}`, CLIENT `/clients/{id}/info`,
 * TASK `/clients/{client}/tasks/{id}` (a task in a client's task list: `parentId`) or
 * `/base-storages/work-list/{id}`, INVENTORY the count's page (`/base-storages/inventory`, with
 * `?storage={parentId}` when the link names the storage; the page shows a storage's count, and
 * without one the user's own storage's).
 * The client's are core's `routes`; the others are written here as the owning areas' helpers make
 * them (orders/list.ts orderDetailPath, fittings/list.ts fittingDetailPath, deviations' deviationPath,
 * fixed-assets' fixedAssetPath, tasks' taskPath, inventories/count.ts inventoryCountPath), which
 * tests/unit/timeline.browser.test.ts holds equal: importing those modules would register two
 * areas' texts for every element reading a timeline, and split four areas' URL models into chunks
 * of their own, a few hundred bytes more for the elements that own them.
 */
export function linkPath(link: NonNullable<TimelineEntry['link']>): string {
  switch (link.type) {
    case 'ORDER':
      return `/orders/${link.id}`;
    case 'FITTING':
      return `/my-myloc/fittings/${link.id}/info`;
    case 'DEVIATION':
      return `/my-myloc/deviations/${link.id}/info`;
    case 'FIXED_ASSET':
      return `/inventories/${link.id}`;
    case 'CLIENT':
      return routes.client(link.id);
    case 'TASK':
      return link.parentId ? routes.client(link.parentId, 'tasks', link.id) : `/base-storages/work-list/${link.id}`;
    case 'INVENTORY':
      // The count's page is a storage's (its `storage`), not a count's: the server's link names the
      // count (`id`), so the page is the storage when `parentId` gives it, else the user's own.
      return link.parentId ? `/base-storages/inventory?storage=${link.parentId}` : '/base-storages/inventory';
  }
}

// ---------------------------------------------------------------------------------------------
// An entry as shown

export type EntryViewContext = {
  /** The `timeline` namespace's texts (`useTexts(TIMELINE_NS)`). */
  t: TFunction;
  lang: Language;
  /** A plain click on an entry's link (core useNavigateLink: the element's `fsp-navigate`). */
  onNavigate?: TimelineItem['onNavigate'];
  /** Leave out the aid line (an aid's own life: it is the page's aid). */
  withoutItem?: boolean;
};

/** The aid an entry concerns, in one line: its name, inventory number or article number, batch and quantity. */
function itemLine(item: NonNullable<TimelineEntry['item']>, t: TFunction): string {
  return [
    item.productName,
    item.inventoryNumber ? t('item.inventoryNumber', { value: item.inventoryNumber }) : item.productNumber ? t('item.productNumber', { value: item.productNumber }) : null,
    item.batch ? t('item.batch', { value: item.batch }) : null,
    item.quantity !== null && !item.inventoryNumber ? t('item.quantity', { count: item.quantity }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An entry as core's Timeline shows it: the event's title (with the linked page's number), kind, actor, the aid, the facts. */
export function entryView(entry: TimelineEntry, { t, lang, onNavigate, withoutItem = false }: EntryViewContext): TimelineItem {
  const event = t(`event.${entry.event}`);
  const title = entry.link ? t('titleWithNumber', { title: event, number: entry.link.number }) : event;
  return {
    id: entry.id,
    at: entry.at,
    kind: entry.kind,
    kindLabel: t(`kind.${entry.kind}`),
    actor: entry.actor,
    title,
    subtitle: entry.item && !withoutItem ? itemLine(entry.item, t) : null,
    href: entry.link ? linkPath(entry.link) : null,
    onNavigate,
    details: entry.facts.map((f) => ({
      label: t(`fact.${f.name}`),
      value: TIMELINE_DATE_FACTS.includes(f.name) && !Number.isNaN(Date.parse(f.value)) ? formatDateTime(f.value, lang) : f.value,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// The lifecycle strip

/** The strip's five positions, in order: received, in storage, with client, in repair, returned or scrapped. */
export const STRIP_POSITIONS = ['RECEIVED', 'IN_STORAGE', 'WITH_CLIENT', 'IN_REPAIR', 'GONE'] as const;
export type StripPosition = (typeof STRIP_POSITIONS)[number];

const positionOf = (stage: AidStage): StripPosition => (stage === 'RETURNED' || stage === 'SCRAPPED' ? 'GONE' : stage);

/**
 * The strip's positions with the one the aid is at now marked (`current`), and each one's label's
 * key: the last reads "Returned / scrapped", but the stage's own word when it is the current one.
 */
export function stripPositions(stage: AidStage): { position: StripPosition; labelKey: string; current: boolean }[] {
  const now = positionOf(stage);
  return STRIP_POSITIONS.map((position) => ({
    position,
    current: position === now,
    labelKey: position === 'GONE' ? (now === 'GONE' ? `stage.${stage}` : 'strip.returnedOrScrapped') : `stage.${position}`,
  }));
}
