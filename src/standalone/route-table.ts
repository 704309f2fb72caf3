/**
 * The standalone's logged-in route table: the routes that exist so far. The other routes of spec 1
 * §2 are added with their areas; until then their paths show the not-found page, as any unknown
 * path does, and the menu leaves out their entries (src/standalone/menu.tsx).
 */
import { isMessageFolder } from '../core/routes.ts';
import { createMatcher, type Params, type RouteEntry } from './router.ts';

export const LOGGED_IN_ROUTES = [
  { name: 'home', pattern: '/', match: 'exact' },
  { name: 'documents', pattern: '/documents/:folder?', match: 'exact' },
  { name: 'profile', pattern: '/my-myloc/profile', match: 'exact' },
  { name: 'settings', pattern: '/settings', match: 'prefix' },
  // Messages match by prefix (spec 1 §2): /messages/{folder}/{message id}, see messagesTarget().
  { name: 'messages', pattern: '/messages/:folder?/:message?', match: 'prefix' },
] as const satisfies readonly RouteEntry<string>[];

export type LoggedInRoute = (typeof LOGGED_IN_ROUTES)[number]['name'];

export const matchLoggedIn = createMatcher<LoggedInRoute>([...LOGGED_IN_ROUTES]);

const built = new Set<string>(LOGGED_IN_ROUTES.map((r) => r.name));
/** Whether a route (by name) is registered: its screen is built. */
export const isBuiltRoute = (name: string): boolean => built.has(name);

/** What a messages path shows: another path (redirect), the not-found page, or the element with these attributes. */
export type MessagesTarget =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'show'; attributes: { folder: string; message: string | undefined; q: string | undefined; filter: string | undefined } };

/**
 * The messages route (spec 1 §2), the same in the portal (`root` '') and in embedded mode
 * (`root` '/embedded'): `{root}/messages` goes to `{root}/messages/inbox` (its query kept);
 * `{root}/messages/{folder}` is a folder, `{root}/messages/{folder}/{id}` a message open beside it;
 * `?q=` and `?filter=unread` are the list's search and filter. Another folder, or an id that is not
 * a positive whole number, is not found.
 */
export function messagesTarget(params: Params, search: URLSearchParams, root = ''): MessagesTarget {
  const { folder, message } = params;
  if (!folder) return { kind: 'redirect', to: `${root}/messages/inbox${search.size ? `?${search.toString()}` : ''}` };
  if (!isMessageFolder(folder) || (message !== undefined && !/^[1-9]\d{0,9}$/.test(message))) return { kind: 'notFound' };
  return { kind: 'show', attributes: { folder, message, q: search.get('q') ?? undefined, filter: search.get('filter') ?? undefined } };
}
