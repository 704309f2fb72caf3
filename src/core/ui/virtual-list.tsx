/**
 * A list that may grow long (the cart of 200 lines, a storage's balance, an inventory count): up to
 * PLAIN_ROWS_MAX rows it renders them all; beyond, only the rows in view (@tanstack/react-virtual,
 * in a chunk of its own, virtual-rows.tsx, fetched the first time a list is that long: an element
 * whose lists are short never loads it, and its first render does not wait for it: until it has
 * come, the first rows show as a plain list). It scrolls inside its own box, at most `maxHeight`
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
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type CSSProperties, type FocusEvent, type Key, type ReactNode, type Ref, type RefObject } from 'react';
import { lazyPart } from '../element/lazy-part.tsx';
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
export const rowClass = (rowClassName: string | undefined) => (rowClassName ? `fsp-virtual-list-row ${rowClassName}` : 'fsp-virtual-list-row');

/** What the rows inside the list's box get: the list's props, the box and the row holding the focus. */
export type RowsProps<T> = Omit<VirtualListProps<T>, 'label' | 'maxHeight' | 'empty' | 'part'> & {
  /** The list's box, the rows' scroll element (null before it is in the page). */
  scroller: HTMLDivElement | null;
  /** The index of the row holding the focus, or null. */
  focusedIndex: RefObject<number | null>;
};

/** The virtualized rows: their chunk (with TanStack Virtual) is fetched the first time a list is long. */
const VirtualRows = lazyPart(() => import('./virtual-rows.tsx').then((m) => m.VirtualRows as (props: RowsProps<unknown>) => ReactNode));

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
  const firstRows: RowsProps<T> = { ...rows, scroller, focusedIndex };
  const inner: RowsProps<T> = onEndReached ? { ...firstRows, onEndReached } : firstRows;
  return (
    <div ref={setScroller} className="fsp-virtual-list" part={part} role="list" aria-label={label} tabIndex={0} style={style} onFocus={onFocus} onBlur={onBlur}>
      {!isVirtualized(rows.items.length, rows.setSize) ? (
        <PlainRows {...inner} />
      ) : (
        // Until the chunk has come: the first rows, whole, and no paging asked meanwhile.
        <VirtualRows {...(inner as RowsProps<unknown>)} fallback={<PlainRows {...firstRows} items={rows.items.slice(0, PLAIN_ROWS_MAX)} />} />
      )}
    </div>
  );
}

/** The row element at `index` in a list's box. */
const rowIn = (box: HTMLElement, index: number) => box.querySelector<HTMLElement>(`:scope > div > [data-index="${index}"]`);

/**
 * Every row rendered, with the same semantics as the virtualized rows. Near the end: an
 * IntersectionObserver (rooted at the box) on the row `overscan` rows before the last calls
 * `onEndReached` when it comes into view, and again when the count or the callback changes while
 * it is in view (as the virtualized rows do).
 */
function PlainRows<T>({ items, getKey, renderItem, overscan = 6, rowClassName, onEndReached, setSize, scroller, ref }: RowsProps<T>) {
  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index, align = 'auto') => {
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
    [scroller],
  );

  const count = items.length;
  useEffect(() => {
    const target = scroller && rowIn(scroller, Math.max(0, count - 1 - overscan));
    if (!onEndReached || !scroller || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onEndReached();
    }, { root: scroller });
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, count, overscan, onEndReached]);

  return (
    <div role="presentation" className="fsp-virtual-list-sizer plain">
      {items.map((item, index) => (
        <div key={getKey(item, index)} data-index={index} role="listitem" aria-setsize={setSize ?? count} aria-posinset={index + 1} className={rowClass(rowClassName)}>
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
