/**
 * The base storage a base-storage screen opens on (areas/stock/storage.ts): the inventory count,
 * the work list and the receive page share it. The storage chosen wins; else the user's own
 * facility only when it is a base storage (category 2): a care unit (5), a central warehouse (1) or
 * a provider's site (4) is no storage of those screens (the server answers NOT_FOUND, "the chosen
 * storage is not a base storage"), so the screen opens on none and its select chooses one.
 */
import { describe, expect, it } from 'vitest';
import { FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import { defaultBaseStorage, ownBaseStorage } from '../../src/areas/stock/storage.ts';

const facility = (id: number, category: number) => ({ id, category: { value: category } });

describe('the storage a base-storage screen opens on', () => {
  it('is the storage chosen, whatever the user’s own facility', () => {
    expect(defaultBaseStorage(5, facility(2, FACILITY_CATEGORY.baseStorage))).toBe(5);
    expect(defaultBaseStorage(3, facility(6, FACILITY_CATEGORY.clientLocation))).toBe(3);
    expect(defaultBaseStorage(4, null)).toBe(4);
  });
  it('else the user’s own facility when it is a base storage (lager@example.org: BL-MLM)', () => {
    expect(defaultBaseStorage(null, facility(2, FACILITY_CATEGORY.baseStorage))).toBe(2);
    expect(ownBaseStorage(facility(2, FACILITY_CATEGORY.baseStorage))).toBe(2);
  });
  it('else none: an own facility that is not a base storage (forskrivare@example.org: the care unit VB-SOL) is not opened on', () => {
    for (const category of [FACILITY_CATEGORY.clientLocation, FACILITY_CATEGORY.centralWarehouse, FACILITY_CATEGORY.provider, 0]) {
      expect(defaultBaseStorage(null, facility(6, category)), String(category)).toBeNull();
      expect(ownBaseStorage(facility(6, category)), String(category)).toBeNull();
    }
  });
  it('else none: no facility of one’s own (planerare@example.org), or no session data yet', () => {
    expect(defaultBaseStorage(null, null)).toBeNull();
    expect(defaultBaseStorage(null, undefined)).toBeNull();
  });
});
