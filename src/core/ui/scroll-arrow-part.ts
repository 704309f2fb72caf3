/**
 * The arrows of a row that scrolls sideways (scroll-arrow.tsx: a tab list, a gallery's thumbnails)
 * as a part in a chunk of its own, fetched after the row first renders (the row never waits for
 * it), so the arrows, their texts and styles are not part of an element's first load. The caller
 * renders `<ScrollArrow way="back" row={ref} />` before the row and `way="forward"` after it, and
 * lays the three out in a flex box; the row itself does not wrap and has `overflow-x: auto`.
 */
import { lazyPart } from '../element/lazy-part.tsx';

export const ScrollArrow = lazyPart(() => import('./scroll-arrow.tsx'));
