/**
 * The fitting list's state as a URL (spec 3 §2 Fittings user and admin planning), shared by
 * `<fsp-fittings>` and the standalone's route table. Not in the shared runtime.
 *
 * The query string: `status` (the tab, lower case: `active`, `waiting`, `closed`, and with
 * `role=admin` also `unplanned`), `page` (from 2; page 1 is left out) and `role=admin` (the
 * planning view). The default tab is left out: Active for the user's list (spec 3 §2), Unplanned,
 * the first tab, for the planning view (decided: the planner's work starts there). One view has one
 * URL: serialize(parse(url)) is the canonical form of url. A tab the view does not have is its
 * default. Sort is the server's default per tab (next meeting first; Closed newest closed first).
 */
import { FITTING_PAGE_SIZE, type FittingGroup } from '../../contract/constants.ts';
import type { FittingListQuery } from '../../contract/fittings.ts';

export type FittingTab = 'unplanned' | 'active' | 'waiting' | 'closed';
/** The user's tabs (spec 3 §2): Active (default), Waiting, Closed. */
export const USER_FITTING_TABS = ['active', 'waiting', 'closed'] as const satisfies readonly FittingTab[];
/** The planner's tabs (spec 3 §2, role=admin): Unplanned (default), Active, Waiting, Closed. */
export const ADMIN_FITTING_TABS = ['unplanned', 'active', 'waiting', 'closed'] as const satisfies readonly FittingTab[];

export type FittingListState = { admin: boolean; tab: FittingTab; page: number };

const MAX_PAGE = 1_000_000;
export const FITTINGS_PATH = '/my-myloc/fittings';

export const fittingTabs = (admin: boolean): readonly FittingTab[] => (admin ? ADMIN_FITTING_TABS : USER_FITTING_TABS);
export const defaultFittingTab = (admin: boolean): FittingTab => (admin ? 'unplanned' : 'active');

/** The list's state from its query string (`status`, `page`, `role`). */
export function parseFittingListQuery(search: URLSearchParams): FittingListState {
  const admin = search.get('role') === 'admin';
  const status = (search.get('status') ?? '').trim().toLowerCase();
  const tab = (fittingTabs(admin) as readonly string[]).includes(status) ? (status as FittingTab) : defaultFittingTab(admin);
  const pageText = (search.get('page') ?? '').trim();
  const page = /^[1-9]\d{0,6}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1;
  return { admin, tab, page };
}

/** The canonical query string (without `?`; empty for the default view). */
export function fittingListSearch(state: FittingListState): string {
  const search = new URLSearchParams();
  if (state.admin) search.set('role', 'admin');
  if (state.tab !== defaultFittingTab(state.admin)) search.set('status', state.tab);
  if (state.page > 1) search.set('page', String(state.page));
  return search.toString();
}

/** The list's path with its query (`/my-myloc/fittings?…`), under `root` (`/embedded` when embedded). */
export function fittingListPath(state: FittingListState, root = ''): string {
  const search = fittingListSearch(state);
  return `${root}${FITTINGS_PATH}${search ? `?${search}` : ''}`;
}

/**
 * A fitting's detail (its info sub-page, spec 3 §2). Opened from a list (`from`), the path keeps
 * that list's query (`?role=admin&status=waiting`), so the detail knows where Complete and Annul
 * lead back to (spec 3 §4: "return the user to the list they came from"); the default view (the
 * user's Active tab, page 1) adds nothing.
 */
export function fittingDetailPath(fitting: number, root = '', from?: FittingListState): string {
  const search = from ? fittingListSearch(from) : '';
  return `${root}${FITTINGS_PATH}/${fitting}/info${search ? `?${search}` : ''}`;
}

/**
 * The list a detail's query says the user came from (`fittingDetailPath`'s `from`): its path, or
 * undefined when the query names no list state (the default list: `<fsp-fitting>`'s own default).
 */
export function fittingBackPath(search: URLSearchParams): string | undefined {
  const state = parseFittingListQuery(search);
  return fittingListSearch(state) ? fittingListPath(state) : undefined;
}

/** `<fsp-fittings>`' attributes of a state (defaults left out): `admin` for `role=admin` (an attribute `role` would be the host's ARIA role). */
export function fittingListAttributes(state: FittingListState): Record<string, string | undefined> {
  return {
    admin: state.admin ? 'true' : undefined,
    status: state.tab === defaultFittingTab(state.admin) ? undefined : state.tab,
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

/** The API's query of a state (GET /web-orders/fittings). */
export function fittingListApiQuery(state: FittingListState): FittingListQuery {
  return {
    status: state.tab.toUpperCase() as FittingGroup,
    isAdminCall: state.admin ? 'true' : 'false',
    from: (state.page - 1) * FITTING_PAGE_SIZE,
    amount: FITTING_PAGE_SIZE,
  };
}

export const fittingPageCount = (count: number): number => Math.max(1, Math.ceil(count / FITTING_PAGE_SIZE));
