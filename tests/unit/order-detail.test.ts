/**
 * The order detail's own rules (src/elements/order/lines.ts) against spec 2 §2 Order detail, §4
 * Order status and Fitting order lines; the municipality of a receiver to its emblem (core/ui/municipality-emblem.tsx); its texts in both
 * languages. Its route is tested in order-detail.browser.test.ts (the router needs a window).
 */
import { describe, expect, it } from 'vitest';
import { MUNICIPALITY_GROUPS, municipalityOf } from '../../src/core/ui/municipality-emblem.tsx';
import { lineQuantity } from '../../src/areas/orders/lines.ts';
import { detailKind, isCompletedFitting, SHOW_FIRST, shownLines } from '../../src/elements/order/lines.ts';
import { chosenMakes } from '../../src/areas/orders/lines.ts';
import en from '../../src/elements/order/en.json';
import sv from '../../src/elements/order/sv.json';
import { attributeId } from '../../src/contract/shared/query-id.ts';

const status = (value: number) => ({ value, label: String(value) });

describe('the order detail', () => {
  it('shows a sent order, and leads a preliminary one (the user\'s cart) to the cart', () => {
    expect(detailKind({ status: status(10) })).toBe('cart');
    for (const s of [20, 30, 80, 90, 99]) expect(detailKind({ status: status(s) }), String(s)).toBe('detail');
  });

  it('counts fittings of status 90 and 99 as completed, and no other line', () => {
    expect(isCompletedFitting({ contentType: 'FITTING', status: status(90) })).toBe(true);
    expect(isCompletedFitting({ contentType: 'FITTING', status: status(99) })).toBe(true);
    for (const s of [5, 10, 20, 30, 80]) expect(isCompletedFitting({ contentType: 'FITTING', status: status(s) }), String(s)).toBe(false);
    expect(isCompletedFitting({ contentType: 'WORK', status: status(90) })).toBe(false);
  });

  it("takes a line's quantity from its product, else its function, else none", () => {
    const product = { quantity: 3, unit: 'st' } as never;
    expect(lineQuantity({ product, function: null })).toEqual({ count: 3, unit: 'st' });
    expect(lineQuantity({ product: null, function: { id: 1, value: 'Förflyttning', type: null, quantity: 1, unit: 'st' } })).toEqual({ count: 1, unit: 'st' });
    expect(lineQuantity({ product: null, function: null })).toBeNull();
  });

  it('lists the makes chosen only', () => {
    const makes = [
      { id: 1, label: 'Färg', values: [{ id: 1, value: 'Röd', default: true, selected: false }, { id: 2, value: 'Blå', default: false, selected: true }] },
      { id: 2, label: 'Storlek', values: [{ id: 3, value: 'L', default: true, selected: false }] },
    ];
    expect(chosenMakes({ makes })).toEqual(['Färg: Blå']);
  });

  it('shows every line of a usual group, and the first SHOW_FIRST of a large one until all are asked for', () => {
    const few = Array.from({ length: SHOW_FIRST }, (_, i) => i);
    const many = Array.from({ length: 200 }, (_, i) => i);
    expect(shownLines(few, false)).toEqual(few);
    expect(shownLines(many, false)).toEqual(many.slice(0, SHOW_FIRST));
    expect(shownLines(many, true)).toEqual(many);
  });

  it('takes only positive ids of the contract', () => {
    expect(attributeId(1)).toBe(1);
    expect(attributeId(2_147_483_647)).toBe(2_147_483_647);
    for (const v of [0, -1, 1.5, 2_147_483_648, null, undefined, Number.NaN]) expect(attributeId(v), String(v)).toBeNull();
  });
});

describe("the receiver's municipality", () => {
  it('finds the emblem of every seeded municipality by its name, with or without "kommun" or "stad"', () => {
    for (const group of MUNICIPALITY_GROUPS) {
      for (const name of group.municipalities) {
        expect(municipalityOf(name)).toBe(name);
        expect(municipalityOf(`${name} kommun`)).toBe(name);
        expect(municipalityOf(`${name} stad`)).toBe(name);
      }
    }
    for (const name of ['Stockholm', '', null, undefined, 'constructor', 'toString']) expect(municipalityOf(name), String(name)).toBeNull();
  });
});

describe('the texts', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it('has every text in Swedish and English', () => {
    expect(keys(sv).sort()).toEqual(keys(en).sort());
    for (const event of ['CREATED', 'SENT', 'NOTE_CHANGED', 'STATUS_CHANGED', 'CANCELLED']) expect(keys(sv)).toContain(`history.events.${event}`);
  });
});
