/**
 * Spec 1 §9, spec 2 §9: "navigation arrows scroll 100 px per step". A row that scrolls sideways
 * instead of wrapping (the core Tabs' tab list, the Gallery's thumbnails) has one of these before
 * it and one after it (loaded as a part: scroll-arrow-part.ts): a button named "Scroll back" or
 * "Scroll forward" that scrolls the row 100 px its way, hidden while there is nothing more that
 * way (so neither shows when everything fits). Both are outside the row's own role (a tablist, a
 * toolbar), which keeps only its own children. Out of the tab order: the row's own keys (arrows,
 * Home/End) already bring every item into view with the focus, and a button that hides itself at
 * the row's end would drop the focus it held. Loaded only once the row overflows (scroll-arrow-part.ts). Its texts and styles (scroll-arrow.css) are its own.
 */
import { useEffect, useState, type RefObject } from 'react';
import { addTexts, useTexts } from '../i18n/index.ts';
import css from './scroll-arrow.css?inline';
import { canScroll, observeRow, type ScrollWay } from './scroll-arrow-part.ts';
import { useSheet } from './sheet.ts';

/** Spec 1 §9, spec 2 §9: a navigation arrow scrolls this far. */
export const SCROLL_STEP_PX = 100;

const NS = 'core-scroll-row';
addTexts(NS, {
  sv: () => Promise.resolve({ default: { back: 'Rulla bakåt', forward: 'Rulla framåt' } }),
  en: () => Promise.resolve({ default: { back: 'Scroll back', forward: 'Scroll forward' } }),
});


export function ScrollArrow({ way, row }: { way: ScrollWay; row: RefObject<HTMLDivElement | null> }) {
  useSheet(css);
  const { t } = useTexts(NS);
  const [can, setCan] = useState(false);
  // Measured when the row or one of its items resizes (which the observer also reports once at
  // the start), when an item comes or goes, and on scrolling.
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => setCan(canScroll(el, way));
    const stop = observeRow(el, measure);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      el.removeEventListener('scroll', measure);
      stop();
    };
  }, [row, way]);
  const step = () => {
    const el = row.current;
    if (!el) return;
    const sign = (way === 'back' ? -1 : 1) * (getComputedStyle(el).direction === 'rtl' ? -1 : 1);
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: sign * SCROLL_STEP_PX, behavior: still ? 'instant' : 'smooth' });
  };
  return (
    <button type="button" className="fsp-scroll-arrow" data-way={way} tabIndex={-1} aria-label={t(way)} hidden={!can} onClick={step}>
      <span aria-hidden="true">{way === 'back' ? '‹' : '›'}</span>
    </button>
  );
}

/** The module as a `lazyPart` chunk (scroll-arrow-part.ts): the component, shown once its texts are in. */
export { ScrollArrow as component, NS as texts };
