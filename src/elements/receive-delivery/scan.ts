/**
 * Scanning in receiving (issue 40): what a code read by the camera or a hand scanner does in the
 * receive search and in the wizard's batch and serial fields. Only types of the GS1 parser
 * (core/format/gs1.ts) are imported: core's ScanField fetches the parser with the first scan.
 * - The search: a GS1 code searches its GTIN, (01), which GET /product-suppliers matches to its
 *   product; a plain code (a product number, a supplier's) is searched as it is. A GS1 code
 *   without a right GTIN searches what core's ScanField makes of it (its serial or batch).
 * - The batch and serial a code scanned in the search carries, (10) and (21), go to the wizard of
 *   the product chosen from that search (receive-delivery.tsx keeps them), as if scanned there.
 * - A field of the wizard: a GS1 code fills the batch and the serial number at once, each from its
 *   AI, whichever of the two fields it was scanned into; the field scanned into is emptied when the
 *   code has no value for it (what the scan put there is no batch or serial), the other keeps what
 *   it had. A plain code fills just the field it was scanned into.
 * - (17), the expiry: not kept. Receiving asks for none (spec 3 §2 and §4: the receive payload has
 *   no expiry), so there is nowhere to put it.
 */
import type { Gs1Result } from '../../core/format/gs1.ts';
import type { ReceiveDraft } from '../../areas/receive/delivery.ts';

/** The batch and serial number a scanned code carried (either may be absent). */
export type ScannedLot = { batch?: string; serialNumber?: string };

/**
 * A code with a batch or serial scanned in the receive search: the search it made (`q`), and once a
 * hit of that search is chosen, the product (the wizard of another product, or of one chosen after
 * another search, starts without it).
 */
export type SearchScan = { q: string; lot: ScannedLot; product?: number };

/** What the receive search searches for a code scanned into it (`code`: what core's ScanField made of it). */
export const receiveSearchOfScan = (code: string, parsed: Gs1Result): string => parsed.gtin ?? code;

/** The batch and serial number a scanned GS1 code carries; null when it carries neither (or is no GS1 code). */
export function lotOfScan(parsed: Gs1Result): ScannedLot | null {
  if (!parsed.gs1 || (parsed.batch === undefined && parsed.serial === undefined)) return null;
  return { ...(parsed.batch !== undefined ? { batch: parsed.batch } : {}), ...(parsed.serial !== undefined ? { serialNumber: parsed.serial } : {}) };
}

/** The draft with the lot a scan carried: each field it has a value for set, the others kept. */
export const withLot = (draft: ReceiveDraft, lot: ScannedLot | null): ReceiveDraft => (lot ? { ...draft, ...lot } : draft);

/** The draft after a code is scanned into the wizard's batch or serial field. */
export function draftAfterScan(draft: ReceiveDraft, field: 'batch' | 'serialNumber', code: string, parsed: Gs1Result): ReceiveDraft {
  if (!parsed.gs1) return { ...draft, [field]: code };
  return withLot({ ...draft, [field]: '' }, lotOfScan(parsed));
}
