/**
 * Stylesheets of the design system's larger widgets (product image, gallery, drawer, ...), loaded
 * with the widget rather than with the shared runtime: the first render of a widget adopts its
 * sheet into the shadow root it renders in (one constructed sheet for every element on the page,
 * added once per root). Outside an element (the standalone shell, a story of the widget alone) the
 * sheet goes to the document, which is then ours.
 */
import { useLayoutEffect } from 'react';
import { useElementContext } from '../element/context.ts';

const sheets = new Map<string, CSSStyleSheet>();

/** The constructed sheet of `css`, parsed the first time it is asked for. */
function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Parses `css` now, as the widget's module runs, rather than in the commit of the widget's first
 * render: for a widget whose first render is a screen's first data (the timeline, the stock item's
 * facts), the module runs while that data is on its way. Profiled on the large seed at 4x CPU
 * (2026-12-03): the commit showing an aid's life parsed 6-10 ms of sheets. Nothing where there is
 * no CSSStyleSheet (a unit test's Node): the first render parses it then.
 */
export function prepareSheet(css: string): void {
  if (typeof CSSStyleSheet === 'function') sheetOf(css);
}

/** Adds a stylesheet (by its text) to a shadow root's or the document's adopted sheets, once. */
export function adoptSheet(target: ShadowRoot | Document, css: string): void {
  const sheet = sheetOf(css);
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}

/** Adopts `css` where the calling component renders, before it paints. */
export function useSheet(css: string): void {
  const root = useElementContext()?.root;
  useLayoutEffect(() => {
    adoptSheet(root ?? document, css);
  }, [root, css]);
}
