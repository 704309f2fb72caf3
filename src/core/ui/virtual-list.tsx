/**
 * A long list that renders only the rows in view (@tanstack/react-virtual), for the lists that can
 * exceed about 150 rows (the cart of 200 lines, ...). It scrolls inside its own box, at most
 * `maxHeight` tall (default 480 px; a host may set `--fsp-virtual-list-max-height`, which wins),
 * and is only as tall as its rows when they are fewer. Rows may differ in height: each is measured
 * once rendered (and again when its size changes).
 *
 * Semantics: a list (`role="list"`) named by `label`, its rows `role="listitem"` with
 * `aria-setsize`/`aria-posinset`, so a screen reader tells the whole count and each row's place
 * though only some are in the page. The box is a tab stop (arrows and Page Up/Down scroll it, as
 * axe's scrollable-region rule asks). Rows may hold buttons and fields: a row that holds the focus
 * stays rendered when it is scrolled out of view, so the focus is never lost to an unmounted row;
 * Tab from the last rendered row reaches the next (the focus scrolls it into view, and the rows
 * after it are rendered, `overscan` of them). Works inside a shadow root (its own element is the
 * scroll box). An infinite list passes the rows it has and `onEndReached` to load more (for a
 * TanStack infinite query, `useFetchNearEnd(result)`). Styles: virtual-list.css, loaded with the
 * widget (useSheet).
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type CSSProperties, type FocusEvent, type Key, type ReactNode, type Ref } from 'react';
import css from './virtual-list.css?inline';
import { useSheet } from './sheet.ts';

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
  /** Rows rendered beyond each edge of the view. @default 6 */
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
   * Called when the rendered rows come within `overscan` rows of the end (an infinite list loads
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

/** The index of the row holding `node`, from its `data-index`, or null outside any row. */
function rowIndexOf(node: EventTarget | null, list: HTMLElement): number | null {
  if (!(node instanceof Element) || !list.contains(node)) return null;
  const row = node.closest<HTMLElement>('[data-index]');
  if (!row || !list.contains(row)) return null;
  const index = Number(row.dataset['index']);
  return Number.isInteger(index) ? index : null;
}

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 48,
  overscan = 6,
  maxHeight,
  empty = null,
  rowClassName,
  part = 'virtual-list',
  onEndReached,
  setSize,
  ref,
}: VirtualListProps<T>) {
  useSheet(css);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The row that holds the focus: kept rendered wherever the list is scrolled. A ref, not state:
  // a row that takes the focus is on screen already, so nothing needs rendering then (a click on a
  // row's button re-rendered every row in view); the next scroll asks the range again and keeps it.
  const focusedIndex = useRef<number | null>(null);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  // TanStack Virtual keeps its state outside React (the compiler lint knows it cannot memoize it);
  // nothing of it is passed to memoized children here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: typeof estimateSize === 'number' ? () => estimateSize : estimateSize,
    overscan,
    rangeExtractor,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
  });

  useImperativeHandle(ref, () => ({ scrollToIndex: (index, align = 'auto') => virtualizer.scrollToIndex(index, { align }) }), [virtualizer]);

  const virtualItems = virtualizer.getVirtualItems();
  const lastRendered = virtualItems.at(-1)?.index ?? -1;
  const nearEnd = items.length > 0 && lastRendered >= items.length - 1 - overscan;
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, items.length, onEndReached]);

  if (items.length === 0) return <>{empty}</>;

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

  return (
    <div
      ref={setScroller}
      className="fsp-virtual-list"
      part={part}
      role="list"
      aria-label={label}
      tabIndex={0}
      style={style}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div role="presentation" className="fsp-virtual-list-sizer" style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="listitem"
              aria-setsize={setSize ?? items.length}
              aria-posinset={row.index + 1}
              className={rowClassName ? `fsp-virtual-list-row ${rowClassName}` : 'fsp-virtual-list-row'}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
