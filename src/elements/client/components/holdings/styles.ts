/**
 * The stylesheet of the holdings, tasks and history sub-pages, adopted into the element's shadow
 * root the first time one of them renders there. These pages are loaded on demand (client.tsx),
 * and so are their styles: one constructed sheet for every `<fsp-client>` on the page, added once
 * per shadow root after the element's own sheets. Outside an element (a core story) nothing happens.
 */
import { useLayoutEffect } from 'react';
import { useStockStyles } from '../../../../areas/stock/styles.ts';
import { useElementContext } from '../../../../core/element/context.ts';
import css from './holdings.css?inline';

let sheet: CSSStyleSheet | null = null;

/** Adds the sheet to a shadow root's adopted sheets, once. */
export function adoptHoldingsStyles(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The sub-pages' sheet, after core's stock-item sheet (cards, facts, the amount dialogs) it builds on. */
export function useHoldingsStyles(): void {
  useStockStyles();
  const root = useElementContext()?.root;
  useLayoutEffect(() => {
    if (root) adoptHoldingsStyles(root);
  }, [root]);
}
