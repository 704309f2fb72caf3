/**
 * Scan-to-count (issue 40): each scan counts. A scanned fixed asset's inventory number reports its
 * line counted (1); a scanned product (its product number, or a GS1 code's GTIN) or batch adds one
 * to its line. The page searches the count's lines for the scan (`scanSearch`), then `scanTarget`
 * says what the scan does with what was found; the log (`ScanLog`) keeps the running count and
 * undoes the last scan. No React here: rules with unit tests (tests/unit/scan-count.test.ts).
 *
 * Decided (the issue leaves it open):
 * - a fixed asset is counted by its inventory number only: a scan of its product (number or GTIN)
 *   matches no line of its own and says so ("scan the inventory number"), since which item of the
 *   product was seen is the point of counting fixed assets;
 * - a product on several lines (several locations or batches) with no batch in the scan is not
 *   guessed: the lines are offered to choose from;
 * - the value a scan adds to is what the line shows: a quantity not yet saved, else the reported
 *   quantity, else nothing (0).
 */
import type { InventoryLine } from '../../contract/inventories.ts';
import type { Gs1Result } from '../../core/format/gs1.ts';

/** What a scan gave: a GS1 code parsed (core/format/gs1.ts), or a plain code as `raw` (without a symbology identifier: scannedCode). */
export type ScannedCode = Pick<Gs1Result, 'raw' | 'gtin' | 'batch'>;

/** What a scan does with the lines found for it. */
export type ScanTarget =
  | { kind: 'item'; line: InventoryLine }
  | { kind: 'add'; line: InventoryLine }
  | { kind: 'choose'; lines: InventoryLine[] }
  | { kind: 'fixed-asset-product' }
  | { kind: 'none' };

const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** The search text that finds a scan's lines: the GTIN (the server matches it to its product), else the code as it is. */
export function scanSearch(code: ScannedCode): string {
  return (code.gtin ?? code.raw).trim();
}

/**
 * The line a scan counts, from the lines its search found (`found`: every line whose words
 * contain the code, or whose product has its GTIN).
 */
export function scanTarget(code: ScannedCode, found: readonly InventoryLine[]): ScanTarget {
  const raw = code.raw.trim();
  const item = found.find((l) => same(l.product.inventoryNumber, raw));
  if (item) return { kind: 'item', line: item };
  // The product: by GTIN the server found its lines; by a plain code, the lines of that product number.
  const ofProduct = code.gtin ? [...found] : found.filter((l) => same(l.product.productNumber, raw));
  // A batch scanned alone (a GS1 code with (10) and no (01), or a plain code that is a line's batch).
  const batch = code.batch ?? (ofProduct.length === 0 ? raw : undefined);
  const candidates = ofProduct.length ? ofProduct : found.filter((l) => same(l.product.batch, batch));
  const counted = candidates.filter((l) => l.product.inventoryNumber === null);
  if (counted.length === 0) return candidates.length ? { kind: 'fixed-asset-product' } : { kind: 'none' };
  const ofBatch = code.batch ? counted.filter((l) => same(l.product.batch, code.batch)) : counted;
  if (ofBatch.length === 1 && ofBatch[0]) return { kind: 'add', line: ofBatch[0] };
  if (ofBatch.length > 1) return { kind: 'choose', lines: ofBatch };
  // A batch the lines do not have: the product's lines to choose from.
  return counted.length === 1 && counted[0] ? { kind: 'add', line: counted[0] } : { kind: 'choose', lines: counted };
}

/** The quantity a line shows: a value typed or scanned and not yet saved, else the reported one, else none. */
export function shownQuantity(line: InventoryLine, unsaved: number | undefined): number | null {
  return unsaved ?? line.reportedQty;
}

/** What a scan sets the line to: an item 1, a product or batch one more than it shows. */
export function scannedValue(kind: 'item' | 'add', shown: number | null): number {
  return kind === 'item' ? 1 : (shown ?? 0) + 1;
}

/**
 * The lines of those loaded on this device that a scan can mean (no connection to search with):
 * its code as a line's inventory number, product number or batch, or its GS1 batch. A GTIN cannot
 * be matched here (the lines do not carry it; the server knows the product's).
 */
export function loadedMatches(code: ScannedCode, lines: readonly InventoryLine[]): InventoryLine[] {
  const seen = new Set<number>();
  return lines.filter((l) => {
    if (seen.has(l.id)) return false;
    const p = l.product;
    const hit = [p.inventoryNumber, p.productNumber, p.batch].some((w) => same(w, code.raw)) || same(p.batch, code.batch);
    if (hit) seen.add(l.id);
    return hit;
  });
}

/** One counted scan: the line (and its version as read), what it showed before (null: nothing reported) and after. */
export type ScanEntry = { line: number; version: number; label: string; before: number | null; after: number };

/** The scans of a scan-to-count session: the running count and the undo of the last one. */
export class ScanLog {
  private entries: ScanEntry[] = [];

  get count(): number {
    return this.entries.length;
  }

  get last(): ScanEntry | undefined {
    return this.entries[this.entries.length - 1];
  }

  add(entry: ScanEntry): void {
    this.entries = [...this.entries, entry];
  }

  /** Takes the last scan back: what its line is to show again (null: not reported, a reset). */
  undo(): ScanEntry | undefined {
    const last = this.last;
    if (last) this.entries = this.entries.slice(0, -1);
    return last;
  }
}
