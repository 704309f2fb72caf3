/** The fitting list's URL model (src/areas/fittings/list.ts): the query read into the list's state and written back canonically, the paths, the attributes and the GET /web-orders/fittings query. */
import { describe, expect, it } from 'vitest';
import {
  fittingDetailPath,
  fittingListApiQuery,
  fittingListAttributes,
  fittingListPath,
  fittingListSearch,
  fittingPageCount,
  parseFittingListQuery,
} from '../../src/areas/fittings/list.ts';

const parse = (query: string) => parseFittingListQuery(new URLSearchParams(query));

describe('the fitting list URL (areas/fittings/list.ts)', () => {
  it('defaults to Active for the user and Unplanned for the planner, page 1', () => {
    expect(parse('')).toEqual({ admin: false, tab: 'active', page: 1 });
    expect(parse('role=admin')).toEqual({ admin: true, tab: 'unplanned', page: 1 });
  });

  it('reads the tab (any case) and the page', () => {
    expect(parse('status=waiting&page=3')).toEqual({ admin: false, tab: 'waiting', page: 3 });
    expect(parse('status=CLOSED')).toEqual({ admin: false, tab: 'closed', page: 1 });
    expect(parse('role=admin&status=active&page=2')).toEqual({ admin: true, tab: 'active', page: 2 });
  });

  it('gives a tab the view does not have, or a bad page, its default', () => {
    expect(parse('status=unplanned').tab).toBe('active');
    expect(parse('status=nonsense&role=admin').tab).toBe('unplanned');
    expect(parse('role=other').admin).toBe(false);
    for (const page of ['0', '-1', '1.5', 'x', '01', '']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
  });

  it('writes one canonical URL per view: defaults left out', () => {
    for (const query of ['', 'status=waiting', 'status=closed&page=2', 'role=admin', 'role=admin&status=waiting&page=4']) {
      expect(fittingListSearch(parse(query))).toBe(query);
    }
    expect(fittingListSearch(parse('status=active&page=1'))).toBe('');
    expect(fittingListSearch(parse('role=admin&status=unplanned'))).toBe('role=admin');
    expect(fittingListPath(parse('status=closed'))).toBe('/my-myloc/fittings?status=closed');
    expect(fittingListPath(parse(''), '/embedded')).toBe('/embedded/my-myloc/fittings');
    expect(fittingDetailPath(7)).toBe('/my-myloc/fittings/7/info');
    // Opened from a list, the detail keeps its view (where Complete and Annul lead back to).
    expect(fittingDetailPath(7, '', { admin: true, tab: 'unplanned', page: 1 })).toBe('/my-myloc/fittings/7/info?role=admin');
    expect(fittingDetailPath(7, '', { admin: false, tab: 'waiting', page: 2 })).toBe('/my-myloc/fittings/7/info?status=waiting&page=2');
    expect(fittingDetailPath(7, '', { admin: false, tab: 'active', page: 1 })).toBe('/my-myloc/fittings/7/info');
  });

  it('gives the element its attributes and the API its query (20 a page)', () => {
    expect(fittingListAttributes(parse('role=admin&status=closed&page=2'))).toEqual({ admin: 'true', status: 'closed', page: '2' });
    expect(fittingListAttributes(parse(''))).toEqual({ admin: undefined, status: undefined, page: undefined });
    expect(fittingListApiQuery(parse('status=waiting&page=3'))).toEqual({ status: 'WAITING', isAdminCall: 'false', from: 40, amount: 20 });
    expect(fittingListApiQuery(parse('role=admin'))).toEqual({ status: 'UNPLANNED', isAdminCall: 'true', from: 0, amount: 20 });
    expect(fittingPageCount(0)).toBe(1);
    expect(fittingPageCount(21)).toBe(2);
  });
});
