/** Scan-to-count's rules (src/elements/inventory-count/scan-count.ts; issue 40). */
import { describe, expect, it } from 'vitest';
import type { InventoryLine } from '../../src/contract/inventories.ts';
import { loadedMatches, ScanLog, scanSearch, scanTarget, scannedValue, shownQuantity } from '../../src/elements/inventory-count/scan-count.ts';

let nextId = 1;
function line(product: Partial<InventoryLine['product']>, extra: Partial<InventoryLine> = {}): InventoryLine {
  const id = nextId++;
  return {
    id,
    inventoryId: 1,
    fetchedTimestamp: 1,
    status: 20,
    product: { id, productId: 4, name: 'Duschpall Etac', productNumber: '100003', inventoryNumber: null, batch: null, quantity: 5, allocatedQuantity: 0, unit: 'st', hasDeviation: false, ...product },
    location: { value: 'A-01' },
    reportedQty: null,
    balanceAtReportedTime: null,
    reportedDate: null,
    reportedTime: null,
    reportedBy: null,
    approvedDate: null,
    approvedTime: null,
    approvedBy: null,
    deviation: null,
    ...extra,
  };
}

describe('scanTarget', () => {
  const rollator = line({ productId: 1, productNumber: '100000', inventoryNumber: 'HMC500313', quantity: 1 });
  const rollator2 = line({ productId: 1, productNumber: '100000', inventoryNumber: 'HMC500314', quantity: 1 });
  const pall = line({ productNumber: '100003' });
  const sele1 = line({ productId: 8, productNumber: '100007', batch: 'B-2026-1' });
  const sele2 = line({ productId: 8, productNumber: '100007', batch: 'B-2026-2' });
  const pallB = line({ productNumber: '100003' }, { location: { value: 'B-02' } });

  it('counts a fixed asset by its inventory number (any case, spaces around)', () => {
    expect(scanTarget({ raw: ' hmc500313 ' }, [rollator, rollator2])).toEqual({ kind: 'item', line: rollator });
  });
  it('adds one to a product’s only line, by its product number', () => {
    expect(scanTarget({ raw: '100003' }, [pall])).toEqual({ kind: 'add', line: pall });
  });
  it('adds one to the line of a GTIN’s product (the server found it by the GTIN)', () => {
    expect(scanTarget({ raw: '0107350000000045', gtin: '07350000000045' }, [pall])).toEqual({ kind: 'add', line: pall });
  });
  it('picks the batch’s line when a GS1 code gives product and batch', () => {
    expect(scanTarget({ raw: '…', gtin: '07350000000083', batch: 'B-2026-2' }, [sele1, sele2])).toEqual({ kind: 'add', line: sele2 });
  });
  it('adds one to a line by its batch scanned alone', () => {
    expect(scanTarget({ raw: 'B-2026-1' }, [sele1, sele2])).toEqual({ kind: 'add', line: sele1 });
  });
  it('offers the lines to choose when the product is on several and the scan names no batch', () => {
    expect(scanTarget({ raw: '100003' }, [pall, pallB])).toEqual({ kind: 'choose', lines: [pall, pallB] });
    expect(scanTarget({ raw: 'x', gtin: '07350000000083', batch: 'B-9' }, [sele1, sele2])).toEqual({ kind: 'choose', lines: [sele1, sele2] });
  });
  it('does not count a fixed asset by its product: it asks for the inventory number', () => {
    expect(scanTarget({ raw: '100000' }, [rollator, rollator2])).toEqual({ kind: 'fixed-asset-product' });
  });
  it('matches nothing for a code of no line', () => {
    expect(scanTarget({ raw: 'HMC999999' }, [])).toEqual({ kind: 'none' });
    expect(scanTarget({ raw: '100099' }, [pall])).toEqual({ kind: 'none' });
  });
});

describe('what a scan sets', () => {
  it('searches the GTIN when there is one, else the code', () => {
    expect(scanSearch({ raw: ']C10107350000000045', gtin: '07350000000045' })).toBe('07350000000045');
    expect(scanSearch({ raw: ' HMC500313 ' })).toBe('HMC500313');
  });
  it('shows a value not yet saved before the reported one', () => {
    const l = line({}, { reportedQty: 3 });
    expect(shownQuantity(l, undefined)).toBe(3);
    expect(shownQuantity(l, 5)).toBe(5);
    expect(shownQuantity(line({}), undefined)).toBeNull();
  });
  it('sets an item to 1 and adds one to a product', () => {
    expect(scannedValue('item', null)).toBe(1);
    expect(scannedValue('item', 1)).toBe(1);
    expect(scannedValue('add', null)).toBe(1);
    expect(scannedValue('add', 4)).toBe(5);
  });
});

describe('without a connection', () => {
  const item = line({ productId: 1, productNumber: '100000', inventoryNumber: 'HMC500313', quantity: 1 });
  const pall = line({ productNumber: '100003' });
  const sele = line({ productId: 8, productNumber: '100007', batch: 'B-2026-1' });
  const loaded = [item, pall, sele, pall];

  it('finds the lines loaded on this device by inventory number, product number or batch, each once', () => {
    expect(loadedMatches({ raw: 'hmc500313' }, loaded)).toEqual([item]);
    expect(loadedMatches({ raw: '100003' }, loaded)).toEqual([pall]);
    expect(loadedMatches({ raw: '07350000000083', gtin: '07350000000083', batch: 'B-2026-1' }, loaded)).toEqual([sele]);
    expect(scanTarget({ raw: '100003' }, loadedMatches({ raw: '100003' }, loaded))).toEqual({ kind: 'add', line: pall });
  });
  it('cannot match a GTIN alone (the lines do not carry it)', () => {
    expect(loadedMatches({ raw: '07350000000083', gtin: '07350000000083' }, loaded)).toEqual([]);
  });
});

describe('ScanLog', () => {
  it('counts the scans and takes the last back', () => {
    const log = new ScanLog();
    log.add({ line: 1, version: 5, label: '100003', before: null, after: 1 });
    log.add({ line: 1, version: 6, label: '100003', before: 1, after: 2 });
    expect(log.count).toBe(2);
    expect(log.undo()).toEqual({ line: 1, version: 6, label: '100003', before: 1, after: 2 });
    expect(log.count).toBe(1);
    expect(log.undo()?.before).toBeNull();
    expect(log.undo()).toBeUndefined();
    expect(log.count).toBe(0);
  });
});
