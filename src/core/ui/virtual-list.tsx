/**
 * A list that may grow long (the cart of 200 lines, a storage's balance, an inventory count): up to
 * PLAIN_ROWS_MAX rows it renders them all; beyond, only the rows in view (TanStack Virtual's core,
 * in a chunk of its own, virtual-rows.ts, fetched the first time a list is that long: an element
 * whose lists are short never loads it, and its first render does not wait for it: until it has
 * come, the first rows show as a plain list, and those in view stay the same elements when it has). It scrolls inside its own box, at most `maxHeight`
 * tall (default 480 px; a host may set `--fsp-virtual-list-max-height`, which wins), and is only
 * as tall as its rows when they are fewer. Rows may differ in height (virtualized, each is
 * measured once rendered and again when its size changes).
 *
 * Semantics, the same in both ways: a list (`role="list"`) named by `label`, its rows
 * `role="listitem"` with `aria-setsize`/`aria-posinset`, so a screen reader tells the whole count
 * and each row's place though only some are in the page. The box is a tab stop (arrows and Page
 * Up/Down scroll it, as axe's scrollable-region rule asks). Rows may hold buttons and fields:
 * virtualized, a row that holds the focus stays rendered when it is scrolled out of view, and Tab
 * from the last rendered row reaches the next. Works inside a shadow root (its own element is the
 * scroll box). An infinite list passes the rows it has, `setSize` (the whole count: a list whose
 * whole passes PLAIN_ROWS_MAX is virtualized from its first page) and `onEndReached` to load more
 * (for a TanStack infinite query, `useFetchNearEnd(result)`). Styles: virtual-list.css, loaded
 * with the widget (useSheet).
 */
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState, type CSSProperties, type FocusEvent, type Key, type ReactNode, type Ref, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type * as VirtualRowsChunk from './virtual-rows.ts';
import css from './virtual-list.css?inline';
import { useSheet } from './sheet.ts';

/**
 * The most rows a list renders whole; a longer one renders only those in view. Below it a plain
 * list costs less than the virtualizer's chunk (about 8 KB) and its measuring, and 50 rows of
 * the heaviest kind (the cart's, with fields) render in a few milliseconds; a list of pages of 50
 * (the stock balance, the inventory count) is virtualized once it has more than one page.
 */
export const PLAIN_ROWS_MAX = 50;

/** What a caller may do with the list from outside (`ref`). */
export type VirtualListHandle = {
  /** Scrolls the row at `index` into view (rendering it). */
  scrollToIndex: (index: number, align?: 'start' | 'center' | 'end' | 'auto') => void;
};

export type VirtualListProps<T> = {
  items: readonly T[];
  /** A row's stable key (its id): rows keep their measured size and React state across changes. */
  getKey: (item: T, index: number) => Key;
  /** A row's content; the row element around it (the listitem) is the list's. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** A row's height in px before it is measured; close to the usual row keeps the scrollbar steady. @default 48 */
  estimateSize?: number | ((index: number) => number);
  /** Rows rendered beyond each edge of the view (virtualized), and how near the end `onEndReached` is called. @default 6 */
  overscan?: number;
  /** The box's greatest height (px, or any CSS length). @default 480 px */
  maxHeight?: number | string;
  /** Shown instead of the list when there are no items. Nothing when absent. */
  empty?: ReactNode;
  /** Class of each row element (the listitem), e.g. for borders between rows. */
  rowClassName?: string;
  /** The `part` of the scroll box, for hosts to restyle. @default 'virtual-list' */
  part?: string;
  /**
   * Called when the rows within `overscan` rows of the end come into view (an infinite list loads
   * its next page then); again whenever the count grows and the end is still that near.
   */
  onEndReached?: () => void;
  /** The whole count, when not all items are here yet (an infinite list): each row's `aria-setsize`. @default items.length */
  setSize?: number;
  ref?: Ref<VirtualListHandle>;
};

/** The part of an infinite query's result (TanStack's useInfiniteQuery) that loads its next page. */
export type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A VirtualList's `onEndReached` for an infinite query: asks for the next page when the end of
 * the rows comes near, once: not again while that page is being fetched, nor when there is none.
 */
export function useFetchNearEnd({ hasNextPage, isFetchingNextPage, fetchNextPage }: NextPageQuery): () => void {
  return useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
}

/** Whether a list of `count` rows (or of `setSize` in all) renders only the rows in view. */
export function isVirtualized(count: number, setSize?: number): boolean {
  return Math.max(count, setSize ?? 0) > PLAIN_ROWS_MAX;
}

/** The index of the row holding `node`, from its `data-index`, or null outside any row. */
function rowIndexOf(node: EventTarget | null, list: HTMLElement): number | null {
  if (!(node instanceof Element) || !list.contains(node)) return null;
  const row = node.closest<HTMLElement>('[data-index]');
  if (!row || !list.contains(row)) return null;
  const index = Number(row.dataset['index']);
  return Number.isInteger(index) ? index : null;
}

/** A row element's class: the list's and the caller's. */
const rowClass = (rowClassName: string | undefined) => (rowClassName ? `fsp-virtual-list-row ${rowClassName}` : 'fsp-virtual-list-row');

/** What the rows inside the list's box get: the list's props, the box and the row holding the focus. */
type RowsProps<T> = Omit<VirtualListProps<T>, 'label' | 'maxHeight' | 'empty' | 'part'> & {
  /** The list's box, the rows' scroll element (null before it is in the page). */
  scroller: HTMLDivElement | null;
  /** The index of the row holding the focus, or null. */
  focusedIndex: RefObject<number | null>;
};

type VirtualCore = typeof VirtualRowsChunk;
/** TanStack Virtual's core, once its chunk has come (the first time a list was long). */
let virtualCore: VirtualCore | undefined;
let loadingCore: Promise<VirtualCore> | undefined;
const loadVirtualCore = () =>
  (loadingCore ??= import('./virtual-rows.ts').then(
    (core) => (virtualCore = core),
    (error: unknown) => {
      loadingCore = undefined;
      throw error;
    },
  ));

/**
 * TanStack Virtual's core while `wanted`, once its chunk has come (at once when another list had
 * it fetched); null before. A failed load throws to the nearest error boundary, and is tried again
 * when the list renders next.
 */
function useVirtualCore(wanted: boolean): VirtualCore | null {
  const [core, setCore] = useState(virtualCore ?? null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || core) return;
    let live = true;
    loadVirtualCore().then(
      (loaded) => live && setCore(loaded),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, core]);
  if (failure) throw failure.error;
  return wanted ? core : null;
}

export function VirtualList<T>({ label, maxHeight, empty = null, part = 'virtual-list', onEndReached, ...rows }: VirtualListProps<T>) {
  useSheet(css);
  // The box stays the same element whichever rows it holds (its scroll position, a tester's handle).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The row that holds the focus: virtualized, kept rendered wherever the list is scrolled. A ref,
  // not state: a row that takes the focus is on screen already, so nothing needs rendering then (a
  // click on a row's button re-rendered every row in view); the next scroll asks the range again.
  const focusedIndex = useRef<number | null>(null);
  if (rows.items.length === 0) return <>{empty}</>;

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    focusedIndex.current = rowIndexOf(e.target, e.currentTarget);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    // Focus leaving the list (not moving within it): no row needs keeping any more.
    if (!e.currentTarget.contains(e.relatedTarget instanceof Node ? e.relatedTarget : null)) focusedIndex.current = null;
  };
  const style: CSSProperties & Record<'--_fsp-virtual-list-max', string | undefined> = {
    '--_fsp-virtual-list-max': maxHeight === undefined ? undefined : typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight,
  };
  const inner: RowsProps<T> = { ...rows, scroller, focusedIndex };
  return (
    <div ref={setScroller} className="fsp-virtual-list" part={part} role="list" aria-label={label} tabIndex={0} style={style} onFocus={onFocus} onBlur={onBlur}>
      <Rows {...(onEndReached ? { ...inner, onEndReached } : inner)} />
    </div>
  );
}

/** The row element at `index` in a list's box. */
const rowIn = (box: HTMLElement, index: number) => box.querySelector<HTMLElement>(`:scope > div > [data-index="${index}"]`);

/**
 * The list's rows, one component either way, so a row in view stays the same element when the
 * list turns virtual (its focus, what was typed in it, a click on it at that moment). Up to
 * PLAIN_ROWS_MAX rows (and until TanStack Virtual's chunk has come for a longer list: then its
 * first PLAIN_ROWS_MAX, and no paging asked) every row, in the flow; the end seen by an
 * IntersectionObserver (rooted at the box) on the row `overscan` rows before the last, which calls
 * `onEndReached` when it comes into view, and again when the count or the callback changes while it
 * is in view. Virtualized: only the rows in view and `overscan` beyond each edge, each measured once
 * rendered (and again when its size changes) and placed absolutely; the row that holds the focus
 * stays rendered when it is scrolled out of view, so the focus is never lost to an unmounted row;
 * Tab from the last rendered row reaches the next (the focus scrolls it into view, and the rows
 * after it are rendered); `onEndReached` when the last rendered row is within `overscan` of the end.
 */
function Rows<T>({ items, getKey, renderItem, estimateSize = 48, overscan = 6, rowClassName, onEndReached, setSize, scroller, focusedIndex, ref }: RowsProps<T>) {
  const count = items.length;
  // Whole: every row in the flow; else virtualized, once TanStack Virtual's chunk has come.
  const whole = !isVirtualized(count, setSize);
  const core = useVirtualCore(!whole);
  // The package's useVirtualizer, less what the list does not use: the virtualizer lives outside
  // React and asks for a render when its range or sizes change (synchronously when it says so,
  // but not from a row's ref measuring it in React's commit).
  const virtualizer = useMemo(() => core?.createVirtualizer() ?? null, [core]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  virtualizer?.update({
    count,
    getScrollElement: () => scroller,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    overscan,
    // The box's size and scroll as the virtualizer starts, before it observes them: its first rows
    // are those in view, not none (which would unmount the rows shown whole until then, only to
    // mount them again). Read only then: reading the box's size in every render would force a layout.
    initialRect: virtualizer?.scrollRect ?? { width: scroller?.clientWidth ?? 0, height: scroller?.clientHeight ?? 0 },
    initialOffset: () => scroller?.scrollTop ?? 0,
    rangeExtractor: (range) => {
      const indexes = core ? core.defaultRangeExtractor(range) : [];
      const focused = focusedIndex.current;
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
    onChange: (_, sync) => {
      if (sync && !virtualizer.measuring) flushSync(rerender);
      else rerender();
    },
  });
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index, align = 'auto') => {
        if (virtualizer) {
          virtualizer.scrollToIndex(index, { align });
          return;
        }
        const row = scroller && rowIn(scroller, index);
        if (!scroller || !row) return;
        const top = row.offsetTop;
        const bottom = top + row.offsetHeight;
        const view = scroller.clientHeight;
        const where = align !== 'auto' ? align : top < scroller.scrollTop ? 'start' : bottom > scroller.scrollTop + view ? 'end' : null;
        if (where === 'start') scroller.scrollTop = top;
        else if (where === 'end') scroller.scrollTop = bottom - view;
        else if (where === 'center') scroller.scrollTop = top + (bottom - top) / 2 - view / 2;
      },
    }),
    [scroller, virtualizer],
  );

  // Whole rows: the end seen by an observer, while the list is whole (not while it waits for its virtualizer).
  useEffect(() => {
    const target = whole && scroller && rowIn(scroller, Math.max(0, count - 1 - overscan));
    if (!onEndReached || !scroller || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onEndReached();
    }, { root: scroller });
    observer.observe(target);
    return () => observer.disconnect();
  }, [whole, scroller, count, overscan, onEndReached]);

  const virtualItems = virtualizer?.getVirtualItems();
  // Virtualized: near the end when the last rendered row is within the overscan of it.
  const nearEnd = virtualItems !== undefined && count > 0 && (virtualItems.at(-1)?.index ?? -1) >= count - 1 - overscan;
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, count, onEndReached]);

  const rowProps = (index: number) => ({ 'data-index': index, role: 'listitem', 'aria-setsize': setSize ?? count, 'aria-posinset': index + 1, className: rowClass(rowClassName) });
  if (!virtualizer || !virtualItems) {
    const shown = whole ? items : items.slice(0, PLAIN_ROWS_MAX);
    return (
      <div role="presentation" className="fsp-virtual-list-sizer plain">
        {shown.map((item, index) => (
          <div key={getKey(item, index)} {...rowProps(index)}>
            {renderItem(item, index)}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div role="presentation" className="fsp-virtual-list-sizer" style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
      {virtualItems.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div key={row.key} ref={virtualizer.measureElement} {...rowProps(row.index)} style={{ transform: `translateY(${row.start}px)` }}>
            {renderItem(item, row.index)}
          </div>
        );
      })}
    </div>
  );
}
