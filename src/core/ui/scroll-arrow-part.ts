/**
 * The arrows of a row that scrolls sideways (scroll-arrow.tsx: a tab list, a gallery's thumbnails)
 * as a part in a chunk of its own, fetched once the row is wider than its box (the row never waits
 * for it), so the arrows, their texts and styles are not part of an element's first load, nor
 * fetched at all where everything fits (a client's tabs at 1366 px: the chunk, its render and its
 * observers came in the middle of the page's first load, issue 41). The caller renders
 * `<ScrollArrow way="back" row={ref} />` before the row and `way="forward"` after it, and lays the
 * three out in a flex box; the row itself does not wrap and has `overflow-x: auto`.
 */
import { createElement, useEffect, useState, type RefObject } from 'react';
import { lazyPart } from '../element/lazy-part.tsx';

const Arrow = lazyPart(() => import('./scroll-arrow.tsx'));

export type ScrollWay = 'back' | 'forward';

/**
 * Whether a row can scroll a way, from its scroll position and sizes (a right-to-left row scrolls
 * to negative positions; one pixel of slack for a zoomed page's fractions).
 */
export function canScroll(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }, way: ScrollWay): boolean {
  const done = Math.abs(el.scrollLeft);
  return way === 'back' ? done > 1 : el.scrollWidth - el.clientWidth - done > 1;
}

type ArrowProps = { way: ScrollWay; row: RefObject<HTMLDivElement | null> };

/**
 * Calls `measure` when the row or one of its items resizes (which the observer also reports once at
 * the start), and when an item comes or goes; the returned function stops it.
 */
export function observeRow(el: HTMLElement, measure: () => void): () => void {
  const sizes = new ResizeObserver(measure);
  const observeAll = () => {
    sizes.disconnect();
    sizes.observe(el);
    for (const item of Array.from(el.children)) sizes.observe(item);
  };
  observeAll();
  const items = new MutationObserver(observeAll);
  items.observe(el, { childList: true });
  return () => {
    items.disconnect();
    sizes.disconnect();
  };
}

/** An arrow of the row: nothing until the row first overflows, then the part (which stays, hiding itself while that way is done). */
export function ScrollArrow(props: ArrowProps) {
  const [needed, setNeeded] = useState(false);
  const { row } = props;
  useEffect(() => {
    const el = row.current;
    if (!el || needed) return;
    return observeRow(el, () => {
      if (canScroll(el, 'back') || canScroll(el, 'forward')) setNeeded(true);
    });
  }, [row, needed]);
  return needed ? createElement(Arrow, props) : null;
}
