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

/** Adds a stylesheet (by its text) to a shadow root's or the document's adopted sheets, once. */
export function adoptSheet(target: ShadowRoot | Document, css: string): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}

/** Adopts `css` where the calling component renders, before it paints. */
export function useSheet(css: string): void {
  const root = useElementContext()?.root;
  useLayoutEffect(() => {
    adoptSheet(root ?? document, css);
  }, [root, css]);
}
