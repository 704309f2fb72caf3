/**
 * The virtualized rows of core's VirtualList (virtual-list.tsx), in a chunk of its own with
 * TanStack Virtual: the list loads it when it has more rows than it renders whole
 * (PLAIN_ROWS_MAX), so an element whose lists are short never fetches it. Inside the list's box
 * (its scroll element, which stays the same element when these rows replace the plain ones), it
 * renders only the rows in view, each measured once rendered (and again when its size changes),
 * placed absolutely. The row that holds the focus (the list tracks it) stays rendered when it is
 * scrolled out of view, so the focus is never lost to an unmounted row; Tab from the last rendered
 * row reaches the next (the focus scrolls it into view, and the rows after it are rendered,
 * `overscan` of them).
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useImperativeHandle } from 'react';
import { rowClass, type RowsProps } from './virtual-list.tsx';

export function VirtualRows<T>({ items, getKey, renderItem, estimateSize = 48, overscan = 6, rowClassName, onEndReached, setSize, scroller, focusedIndex, ref }: RowsProps<T>) {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedIndex.current;
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

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

  return (
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
            className={rowClass(rowClassName)}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(item, row.index)}
          </div>
        );
      })}
    </div>
  );
}
