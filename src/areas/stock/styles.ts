/**
 * The stylesheet of stock items (stock-items.css): cards of facts, a stock item's detail, and the
 * dialogs that take amounts. A module of its own, so an element can adopt the styles where it
 * renders its own cards without loading the stock-item parts themselves.
 */
import { prepareSheet, useSheet } from '../../core/ui/sheet.ts';
import css from './items.css?inline';

// Parsed as the module runs, before the first render that shows it (sheet.ts prepareSheet).
prepareSheet(css);

export function useStockStyles(): void {
  useSheet(css);
}
