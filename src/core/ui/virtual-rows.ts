/**
 * TanStack Virtual's core for core's VirtualList (virtual-list.tsx), in a chunk of its own: the list
 * loads it when it has more rows than it renders whole (PLAIN_ROWS_MAX), so an element whose lists
 * are short never fetches it. The list drives the Virtualizer itself, in the same component that
 * rendered the rows whole until this chunk came (not through the package's `useVirtualizer`, a hook
 * that would live in a component of its own): so the rows in view stay the same elements when the
 * list turns virtual, a field keeps its focus and what was typed in it, and a click at that moment
 * lands on the row it aimed at.
 */
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

export { defaultRangeExtractor } from '@tanstack/react-virtual';

/** What the list gives its virtualizer on every render (the scroll box's own ways it adds). */
export type RowsOptions = Omit<VirtualizerOptions<HTMLDivElement, HTMLDivElement>, 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'>;

/** A list's virtualizer: `update` sets its options; `measuring` is true while a row's ref measures it (in React's commit). */
export type RowsVirtualizer = Virtualizer<HTMLDivElement, HTMLDivElement> & {
  update: (options: RowsOptions) => void;
  readonly measuring: boolean;
};

/** A virtualizer over a list's scroll box; its options come with the list's first `update`, before it is read. */
export function createVirtualizer(): RowsVirtualizer {
  const withBox = (options: RowsOptions): VirtualizerOptions<HTMLDivElement, HTMLDivElement> => ({ ...options, observeElementRect, observeElementOffset, scrollToFn: elementScroll });
  const virtualizer = new Virtualizer(withBox({ count: 0, getScrollElement: () => null, estimateSize: () => 0 }));
  let measuring = false;
  const measure = virtualizer.measureElement;
  return Object.defineProperties(virtualizer as RowsVirtualizer, {
    update: { value: (options: RowsOptions) => virtualizer.setOptions(withBox(options)) },
    measuring: { get: () => measuring },
    measureElement: {
      value: (node: HTMLDivElement | null) => {
        measuring = true;
        try {
          measure(node);
        } finally {
          measuring = false;
        }
      },
    },
  });
}
