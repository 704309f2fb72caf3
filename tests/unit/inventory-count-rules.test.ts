/**
 * The inventory count's rules (spec 3 §4 Inventory count status, §5 Inventory counts): the typed
 * quantity's validation, "saved only when it differs", what the statuses allow, the line filter's
 * ranges and the URL (the default storage: stock-storage.test.ts); and the saver (saver.ts): one update in flight at a
 * time and in order, a newer value replacing a waiting one, no conflict with one's own earlier
 * save, kept while offline and sent in order on return, a changed line shown with both values.
 */
import { describe, expect, it } from 'vitest';
import { INVENTORY_LINE_FILTER_RANGES } from '../../src/contract/shared/inventory-status.ts';
import type { InventoryLine, LineUpdateResult } from '../../src/contract/inventories.ts';
import {
  canConfirm,
  checkCount,
  hasCountDeviation,
  inventoryCountAttributes,
  inventoryCountPath,
  lineActions,
  needsSave,
  parseInventoryCountQuery,
} from '../../src/areas/inventories/count.ts';
import { CountSaver, type CountJob, type SaverDeps } from '../../src/elements/inventory-count/saver.ts';

describe('a typed quantity', () => {
  it('is a whole number, 0 or more; for a fixed asset 0 or 1', () => {
    expect(checkCount('', null)).toEqual({ kind: 'empty' });
    expect(checkCount('  ', null)).toEqual({ kind: 'empty' });
    expect(checkCount('0', null)).toEqual({ kind: 'quantity', value: 0 });
    expect(checkCount(' 12 ', null)).toEqual({ kind: 'quantity', value: 12 });
    expect(checkCount('-1', null)).toEqual({ kind: 'invalid', code: 'MINIMUM_VALUE_IS_ZERO' });
    expect(checkCount('-0', 'HMC1')).toEqual({ kind: 'invalid', code: 'MINIMUM_VALUE_IS_ZERO' });
    expect(checkCount('1.5', null)).toEqual({ kind: 'invalid', code: 'NOT_A_WHOLE_NUMBER' });
    expect(checkCount('abc', null)).toEqual({ kind: 'invalid', code: 'NOT_A_WHOLE_NUMBER' });
    expect(checkCount('1234567', null)).toEqual({ kind: 'invalid', code: 'NOT_A_WHOLE_NUMBER' });
    expect(checkCount('1', 'HMC499001')).toEqual({ kind: 'quantity', value: 1 });
    expect(checkCount('0', 'HMC499001')).toEqual({ kind: 'quantity', value: 0 });
    expect(checkCount('2', 'HMC499001')).toEqual({ kind: 'invalid', code: 'REPORTED_INVENTORY_QUANTITY_NOT_VALID' });
  });
  it('is saved only when it differs from the stored one', () => {
    expect(needsSave(3, null)).toBe(true);
    expect(needsSave(0, null)).toBe(true);
    expect(needsSave(3, 3)).toBe(false);
    expect(needsSave(4, 3)).toBe(true);
  });
});

describe('the count and its lines', () => {
  it('may be confirmed from status 50, not once confirmed', () => {
    expect(canConfirm(20)).toBe(false);
    expect(canConfirm(49)).toBe(false);
    expect(canConfirm(50)).toBe(true);
    expect(canConfirm(60)).toBe(true);
    expect(canConfirm(90)).toBe(false);
  });
  it('offers approve on a reported line, reset on a reported or approved one', () => {
    expect(lineActions(20)).toEqual({ approve: false, reset: false });
    expect(lineActions(60)).toEqual({ approve: true, reset: true });
    expect(lineActions(80)).toEqual({ approve: false, reset: true });
  });
  it('filters lines: NOT_REPORTED below 60, REPORTED 60 up to 80', () => {
    const inRange = (filter: keyof typeof INVENTORY_LINE_FILTER_RANGES, status: number) => status >= INVENTORY_LINE_FILTER_RANGES[filter].min && status <= INVENTORY_LINE_FILTER_RANGES[filter].max;
    expect([20, 59, 60, 80].map((s) => inRange('NOT_REPORTED', s))).toEqual([true, true, false, false]);
    expect([20, 59, 60, 80, 81].map((s) => inRange('REPORTED', s))).toEqual([false, false, true, true, false]);
    expect([20, 60, 80].every((s) => inRange('ALL', s))).toBe(true);
  });
  it('marks a line counted other than its balance', () => {
    expect(hasCountDeviation({ deviation: null })).toBe(false);
    expect(hasCountDeviation({ deviation: 0 })).toBe(false);
    expect(hasCountDeviation({ deviation: -2 })).toBe(true);
  });
});

describe('the view', () => {
  it('keeps storage and q in the URL, defaults left out', () => {
    expect(parseInventoryCountQuery('storage=2&q=%20rollator%20')).toEqual({ storage: 2, q: 'rollator' });
    expect(parseInventoryCountQuery('storage=abc&q=')).toEqual({ storage: null, q: '' });
    expect(parseInventoryCountQuery('storage=0')).toEqual({ storage: null, q: '' });
    expect(inventoryCountPath({ storage: 2, q: 'käpp 1' })).toBe('/base-storages/inventory?storage=2&q=k%C3%A4pp+1');
    expect(inventoryCountPath({ storage: null, q: '' })).toBe('/base-storages/inventory');
    expect(inventoryCountAttributes({ storage: 2, q: '' })).toEqual({ storage: '2', q: undefined });
  });
});

// ------------------------------------------------------------------------------------------ saver

function lineOf(id: number, reportedQty: number | null, fetchedTimestamp: number, reportedBy: string | null = null): InventoryLine {
  return {
    id,
    inventoryId: 1,
    fetchedTimestamp,
    status: reportedQty === null ? 20 : 60,
    product: { id, productId: id, name: `P${id}`, productNumber: String(id), inventoryNumber: null, batch: null, quantity: 5, allocatedQuantity: 0, unit: 'st', hasDeviation: false },
    location: { value: 'A-01-1' },
    reportedQty,
    balanceAtReportedTime: reportedQty === null ? null : 5,
    reportedDate: null,
    reportedTime: null,
    reportedBy,
    approvedDate: null,
    approvedTime: null,
    approvedBy: null,
    deviation: null,
  };
}

class NetworkDown extends Error {}
class Changed extends Error {}

/** A fake server: versions per line; `send` answers when `release()` is called, in order. */
function harness() {
  const versions = new Map<number, number>([
    [1, 100],
    [2, 200],
    [3, 300],
  ]);
  const sent: CountJob[] = [];
  const kept = new Map<number, CountJob>();
  const saved: LineUpdateResult[] = [];
  const waiting: (() => void)[] = [];
  let online = true;
  let inFlight = 0;
  let maxInFlight = 0;
  const deps: SaverDeps = {
    send: (job) =>
      new Promise<LineUpdateResult>((resolve, reject) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        waiting.push(() => {
          inFlight--;
          if (!online) return reject(new NetworkDown());
          sent.push(job);
          if (versions.get(job.line) !== job.fetchedTimestamp) return reject(new Changed());
          const next = (versions.get(job.line) ?? 0) + 1;
          versions.set(job.line, next);
          resolve({ inventory: { id: 1, inventoryId: 'INV-000001', status: 50, warehouse: { id: 2, value: 'BL-MLM', label: '' }, lines: 3, reportedLines: 1, createdDateTime: '' }, inventoryLine: lineOf(job.line, job.value, next) });
        });
      }),
    fetchLine: (line) => Promise.resolve(lineOf(line, 9, versions.get(line) ?? 0, 'Petra Planerare')),
    keep: (job) => {
      kept.set(job.line, job);
      return Promise.resolve();
    },
    drop: (line) => {
      kept.delete(line);
      return Promise.resolve();
    },
    onSaved: (r) => saved.push(r),
    onLine: () => undefined,
    online: () => online,
    classify: (e) => (e instanceof NetworkDown ? { kind: 'network' } : e instanceof Changed ? { kind: 'changed' } : { kind: 'refused', text: String(e) }),
  };
  const flush = async () => {
    for (let i = 0; i < 50; i++) {
      const next = waiting.shift();
      next?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return {
    saver: new CountSaver(deps),
    versions,
    sent,
    kept,
    saved,
    flush,
    setOnline: (v: boolean) => {
      online = v;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}
const job = (line: number, value: number, fetchedTimestamp: number, at = new Date().toISOString()): CountJob => ({ line, value, fetchedTimestamp, at });

describe('the saver', () => {
  it('sends one update at a time, in the order typed', async () => {
    const h = harness();
    h.saver.submit(job(1, 4, 100));
    h.saver.submit(job(2, 7, 200));
    h.saver.submit(job(3, 0, 300));
    expect(h.saver.getSnapshot().get(2)).toEqual({ kind: 'saving', value: 7 });
    await h.flush();
    expect(h.sent.map((j) => [j.line, j.value])).toEqual([
      [1, 4],
      [2, 7],
      [3, 0],
    ]);
    expect(h.maxInFlight).toBe(1);
    expect(h.saver.getSnapshot().size).toBe(0);
    expect(h.saved).toHaveLength(3);
  });

  it('replaces a waiting value of the same line; a value typed during its own save goes on the new version', async () => {
    const h = harness();
    h.saver.submit(job(1, 4, 100));
    h.saver.submit(job(2, 7, 200));
    h.saver.submit(job(2, 8, 200));
    // Line 1 again while its first save is in flight, on the version it was typed on (100).
    h.saver.submit(job(1, 5, 100));
    expect(h.saver.valueOf(1)).toBe(5);
    await h.flush();
    expect(h.sent.map((j) => [j.line, j.value, j.fetchedTimestamp])).toEqual([
      [1, 4, 100],
      [2, 8, 200],
      [1, 5, 101],
    ]);
    expect(h.saver.getSnapshot().size).toBe(0);
  });

  it('knows a line newer than one read while its save was in flight (scan-to-count adds to it)', async () => {
    const h = harness();
    const read = lineOf(1, null, 100);
    h.saver.submit(job(1, 1, 100));
    // Read before the save's answer: the line as read is all there is.
    expect(h.saver.newest(read)).toBe(read);
    await h.flush();
    expect(h.saver.newest(read)).toMatchObject({ reportedQty: 1, fetchedTimestamp: 101 });
    // A line read after someone else changed it again is newer than our answer.
    const later = lineOf(1, 7, 150);
    expect(h.saver.newest(later)).toBe(later);
  });

  it('keeps what is typed offline, says so, and sends it in order when the connection returns', async () => {
    const h = harness();
    h.setOnline(false);
    h.saver.submit(job(3, 1, 300, '2026-11-27T10:00:01Z'));
    h.saver.submit(job(1, 2, 100, '2026-11-27T10:00:02Z'));
    expect(h.saver.getSnapshot().get(3)).toEqual({ kind: 'pending', value: 1 });
    expect([...h.kept.keys()]).toEqual([3, 1]);
    await h.flush();
    expect(h.sent).toEqual([]);
    h.setOnline(true);
    h.saver.resume();
    await h.flush();
    expect(h.sent.map((j) => j.line)).toEqual([3, 1]);
    expect(h.kept.size).toBe(0);
    expect(h.saver.getSnapshot().size).toBe(0);
  });

  it('keeps a value whose call got no answer, and everything after it', async () => {
    const h = harness();
    h.saver.submit(job(1, 4, 100));
    h.saver.submit(job(2, 5, 200));
    h.setOnline(false);
    await h.flush();
    expect(h.saver.getSnapshot().get(1)).toEqual({ kind: 'pending', value: 4 });
    expect(h.saver.getSnapshot().get(2)).toEqual({ kind: 'pending', value: 5 });
    expect([...h.kept.keys()].sort()).toEqual([1, 2]);
    h.setOnline(true);
    h.saver.resume();
    await h.flush();
    expect(h.sent.map((j) => j.line)).toEqual([1, 2]);
  });

  it('restores what an earlier visit kept, oldest first', async () => {
    const h = harness();
    h.saver.restore([job(2, 3, 200, '2026-11-27T10:00:05Z'), job(1, 6, 100, '2026-11-27T10:00:01Z')]);
    await h.flush();
    expect(h.sent.map((j) => j.line)).toEqual([1, 2]);
  });

  it('shows both values when the line changed meanwhile, and sends ours on the new version only when chosen', async () => {
    const h = harness();
    h.versions.set(1, 150); // someone else counted it
    h.saver.submit(job(1, 4, 100));
    await h.flush();
    const state = h.saver.getSnapshot().get(1);
    expect(state?.kind).toBe('conflict');
    expect(state?.kind === 'conflict' && [state.value, state.theirs.reportedQty, state.theirs.reportedBy]).toEqual([4, 9, 'Petra Planerare']);
    expect(h.saved).toHaveLength(0);
    h.saver.resolve(1, 'mine');
    await h.flush();
    expect(h.sent.at(-1)).toMatchObject({ line: 1, value: 4, fetchedTimestamp: 150 });
    expect(h.saved).toHaveLength(1);
    expect(h.saver.getSnapshot().size).toBe(0);
  });

  it('takes the server’s value when chosen: nothing is sent', async () => {
    const h = harness();
    h.versions.set(2, 250);
    h.saver.submit(job(2, 4, 200));
    await h.flush();
    const sentBefore = h.sent.length;
    h.saver.resolve(2, 'theirs');
    await h.flush();
    expect(h.sent.length).toBe(sentBefore);
    expect(h.saver.getSnapshot().size).toBe(0);
  });
});
