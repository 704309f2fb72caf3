/**
 * The fitting detail's routes (spec 3 §2 /my-myloc/fittings/:fitting/:tab, and the embedded twin):
 * the route tables match them, fittingTarget gives `<fsp-fitting>` its attributes or the not-found
 * page, an element's tab path leads to the embedded twin inside an embedded page; and the
 * calendar's week starts on Monday.
 */
import { describe, expect, it } from 'vitest';
import { embeddedPathOf, embeddedRouteOf } from '../../src/standalone/embedded.tsx';
import { fittingTarget, matchLoggedIn } from '../../src/standalone/route-table.ts';
import { mondayOf } from '../../src/elements/fitting/components/calendar.tsx';
import { toTab } from '../../src/elements/fitting/components/navigation.ts';

describe('the fitting routes', () => {
  it('matches /my-myloc/fittings/{fitting} and /my-myloc/fittings/{fitting}/{tab}, and nothing longer', () => {
    expect(matchLoggedIn('/my-myloc/fittings/3')).toMatchObject({ name: 'fitting', params: { fitting: '3' } });
    expect(matchLoggedIn('/my-myloc/fittings/3/next-meeting')).toMatchObject({ name: 'fitting', params: { fitting: '3', tab: 'next-meeting' } });
    expect(matchLoggedIn('/my-myloc/fittings/3/next-meeting/x')).toBeNull();
  });

  it('shows <fsp-fitting> for a valid id, and not-found for any other', () => {
    expect(fittingTarget({ fitting: '3', tab: 'calendar' })).toEqual({ kind: 'show', attributes: { fitting: '3', tab: 'calendar' } });
    expect(fittingTarget({ fitting: '3' })).toEqual({ kind: 'show', attributes: { fitting: '3', tab: undefined } });
    for (const fitting of ['0', '-1', 'abc', '01', '2147483648']) expect(fittingTarget({ fitting }), fitting).toEqual({ kind: 'notFound' });
  });

  it('gives the list the user came from as back (the query of the list’s link), nothing for the default list', () => {
    const back = (query: string) => (fittingTarget({ fitting: '3' }, new URLSearchParams(query)) as { attributes: { back?: string } }).attributes.back;
    expect(back('role=admin')).toBe('/my-myloc/fittings?role=admin');
    expect(back('status=waiting')).toBe('/my-myloc/fittings?status=waiting');
    expect(back('role=admin&status=closed&page=2')).toBe('/my-myloc/fittings?role=admin&status=closed&page=2');
    expect(back('')).toBeUndefined();
    expect(back('status=active')).toBeUndefined();
    expect(back('status=nonsense')).toBeUndefined();
  });

  it('has the embedded twin', () => {
    expect(embeddedRouteOf('/embedded/my-myloc/fittings/3/attachments')?.route.tag).toBe('fsp-fitting');
    expect(embeddedPathOf('/my-myloc/fittings/3/orders')).toBe('/embedded/my-myloc/fittings/3/orders');
  });

  it('reads an unknown tab as info', () => {
    expect(toTab('events')).toBe('events');
    expect(toTab('nonsense')).toBe('info');
    expect(toTab(null)).toBe('info');
  });

  it('starts a week on Monday', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
