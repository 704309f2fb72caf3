/**
 * A timeline: what happened, as an ordered list (`<ol>`) in the order given (newest first, as the
 * timelines of the API answer). Each entry: its time (`<time dateTime>`, in the reader's format), a
 * kind badge (its text, the colour only beside it), the actor, a short title (a link when the entry
 * has a page), an optional line under it (the aid it concerns) and details (label and value pairs)
 * behind a toggle button (`aria-expanded`, `aria-controls`; Enter and Space toggle, as a button's).
 *
 * Paged, never infinitely scrolled: under the list a count ("25 of 512", a polite status region, so
 * a screen reader hears what "show more" brought) and a "show more" button, busy while the next page
 * loads. When it has come, focus moves to the first new entry (it was on the button, which may have
 * gone), so the keyboard reader goes on where the new entries begin.
 *
 * It knows nothing of areas: it takes display data already made (`TimelineItem`) and says its own
 * states: loading (a spinner), failure (the caller's node, e.g. core QueryFailure), empty (a title
 * and a text). Texts: its own namespace `core-timeline` (TIMELINE_TEXTS), as core-pagination's. Styles: timeline.css, with the widget.
 */
import { useDeferredValue, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { formatDateTime } from '../format/index.ts';
import { addTexts, useTexts } from '../i18n/index.ts';
import { Button, Spinner, StateMessage } from './components.tsx';
import css from './timeline.css?inline';
import { prepareSheet, useSheet } from './sheet.ts';

// Parsed as the module runs, before the first render that shows it (sheet.ts prepareSheet).
prepareSheet(css);

/** The widget's texts: an i18n namespace of its own (as core-pagination's), loaded with the widget, not in every element's core texts. */
export const TIMELINE_TEXTS = 'core-timeline';
addTexts(TIMELINE_TEXTS, {
  sv: () =>
    Promise.resolve({
      default: { loading: 'Hämtar historiken…', count: '{{shown}} av {{count}}', more: 'Visa fler', loadingMore: 'Hämtar fler…', by: 'av {{actor}}', showDetails: 'Visa detaljer', hideDetails: 'Dölj detaljer' },
    }),
  en: () =>
    Promise.resolve({
      default: { loading: 'Loading the history…', count: '{{shown}} of {{count}}', more: 'Show more', loadingMore: 'Loading more…', by: 'by {{actor}}', showDetails: 'Show details', hideDetails: 'Hide details' },
    }),
});

/** One entry as shown. */
export type TimelineItem = {
  /** Unique within the list and stable (the React key; the details' id is made from it). */
  id: string;
  /** When (ISO 8601). */
  at: string;
  /** The kind's key (`data-kind`, for the badge's colour) and its label (the badge's text). */
  kind: string;
  kindLabel: string;
  /** Who did it; null when not known (nothing is shown). */
  actor: string | null;
  /** What happened, in a few words. */
  title: string;
  /** A line under the title (the aid it concerns), if any. */
  subtitle?: string | null;
  /** The page the entry comes from: the title is then a link to it. */
  href?: string | null;
  /** A plain click on the link (the caller's `fsp-navigate`, core useNavigateLink). */
  onNavigate?: ((e: MouseEvent<HTMLAnchorElement>, href: string) => void) | undefined;
  /** The details, each a label and its value (text or nodes, never HTML); none: no toggle. */
  details?: readonly { label: string; value: ReactNode }[];
};

export type TimelineProps = {
  /** The list's accessible name ("The client's story"). */
  label: string;
  items: readonly TimelineItem[];
  /** How many there are in all (the count under the list); absent: not said. */
  count?: number | undefined;
  /** The first page is loading: a spinner instead of the list. */
  loading?: boolean | undefined;
  /** The first page failed: this instead of the list (core QueryFailure). */
  failure?: ReactNode;
  /** What an empty list says. */
  empty: { title: string; text?: string };
  /** There is more to show: the "show more" button. */
  hasMore?: boolean | undefined;
  /** The next page is loading (the button busy). */
  loadingMore?: boolean | undefined;
  onMore?: (() => void) | undefined;
  /** A failure of the next page, shown under the list (the entries shown stay). */
  moreFailure?: ReactNode;
  /** The list's `part` (default `timeline`); its entries are `timeline-entry`. */
  part?: string;
  /** The entries shown with their details open at first (a story's, a test's). */
  initiallyExpanded?: readonly string[];
};

/**
 * The entries a list's first render shows: the top of a screen (a client's story at 1366 × 900
 * holds about six; the aid's life starts below the fold). The rest follow a render later, in the
 * background: side by side on the large seed at 4x CPU (30 moves each), three rather than six
 * brought the first entries 20-37 ms sooner (the story 291 → 270 ms, the aid's life 324 → 287 ms).
 */
const FIRST_RENDER = 3;

/**
 * The list's entries. When the list first shows, its first FIRST_RENDER entries only, and the rest
 * in a render React does next in the background (useDeferredValue's initial value), so the first
 * entries are painted without waiting for the whole page of them (issue 41: the first entries
 * within 300 ms at 4x CPU). Every later render (show more, a toggle) shows every entry.
 */
function Entries({ items, open, onToggle }: { items: readonly TimelineItem[]; open: ReadonlySet<string>; onToggle: (id: string) => void }) {
  const first = useDeferredValue(false, true);
  return (first ? items.slice(0, FIRST_RENDER) : items).map((item) => (
    <Entry key={item.id} item={item} open={open.has(item.id)} onToggle={() => onToggle(item.id)} />
  ));
}

export function Timeline({ label, items, count, loading, failure, empty, hasMore, loadingMore, onMore, moreFailure, part = 'timeline', initiallyExpanded }: TimelineProps) {
  useSheet(css);
  const { t } = useTexts(TIMELINE_TEXTS);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyExpanded));
  const listRef = useRef<HTMLOListElement>(null);
  // The entries shown when "show more" was pressed: the first new one takes the focus when they came.
  const before = useRef<number | null>(null);
  useEffect(() => {
    const shown = before.current;
    if (shown === null || items.length <= shown) return;
    before.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[shown]?.focus();
  }, [items.length]);

  if (loading) return <Spinner label={t('loading')} />;
  if (failure) return <>{failure}</>;
  if (items.length === 0) return <StateMessage kind="empty" title={empty.title} {...(empty.text ? { text: empty.text } : {})} />;

  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="fsp-timeline">
      <ol className="fsp-timeline-list" aria-label={label} part={part} ref={listRef}>
        <Entries items={items} open={open} onToggle={toggle} />
      </ol>
      <div className="fsp-timeline-foot">
        {count !== undefined ? (
          <p className="fsp-timeline-count" role="status" aria-live="polite" part="timeline-count">
            {t('count', { shown: items.length, count })}
          </p>
        ) : null}
        {hasMore && onMore ? (
          <Button
            variant="secondary"
            busy={Boolean(loadingMore)}
            onClick={() => {
              before.current = items.length;
              onMore();
            }}
            part="timeline-more"
          >
            {loadingMore ? t('loadingMore') : t('more')}
          </Button>
        ) : null}
      </div>
      {moreFailure}
    </div>
  );
}

function Entry({ item, open, onToggle }: { item: TimelineItem; open: boolean; onToggle: () => void }) {
  const { t, lang } = useTexts(TIMELINE_TEXTS);
  const uid = useId();
  const titleId = `${uid}-title`;
  const detailsId = `${uid}-details`;
  const details = item.details ?? [];
  const href = item.href;
  return (
    <li className="fsp-timeline-entry" data-kind={item.kind} tabIndex={-1} part="timeline-entry">
      <div className="fsp-timeline-head">
        <time dateTime={item.at}>{formatDateTime(item.at, lang)}</time>{' '}
        <span className="fsp-timeline-kind" data-kind={item.kind} part="timeline-kind">
          {item.kindLabel}
        </span>
      </div>{' '}
      <p className="fsp-timeline-title" id={titleId}>
        {href ? (
          <a href={href} onClick={item.onNavigate ? (e) => item.onNavigate?.(e, href) : undefined} part="timeline-link">
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </p>
      {/* Spaces between the blocks: the entry's text reads as words (a copy, a test's textContent). */}
      {item.subtitle ? <> <p className="fsp-timeline-sub">{item.subtitle}</p></> : null}
      {item.actor ? <> <p className="fsp-timeline-actor">{t('by', { actor: item.actor })}</p></> : null}
      {details.length ? (
        <>
          <button type="button" className="fsp-timeline-toggle" aria-expanded={open} aria-controls={detailsId} aria-describedby={titleId} onClick={onToggle}>
            {t(open ? 'hideDetails' : 'showDetails')}
          </button>
          <dl className="fsp-timeline-details" id={detailsId} hidden={!open}>
            {details.map((d, i) => (
              <div key={i}>
                <dt>{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </li>
  );
}
