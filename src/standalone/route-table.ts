/**
 * The standalone's logged-in route table: the routes that exist so far. The other routes of spec 1
 * §2 are added with their areas; until then their paths show the not-found page, as any unknown
 * path does, and the menu leaves out their entries (src/standalone/menu.tsx).
 */
import { createMatcher, type RouteEntry } from './router.ts';

export const LOGGED_IN_ROUTES = [
  { name: 'home', pattern: '/', match: 'exact' },
  { name: 'documents', pattern: '/documents/:folder?', match: 'exact' },
  { name: 'profile', pattern: '/my-myloc/profile', match: 'exact' },
  { name: 'settings', pattern: '/settings', match: 'prefix' },
] as const satisfies readonly RouteEntry<string>[];

export type LoggedInRoute = (typeof LOGGED_IN_ROUTES)[number]['name'];

export const matchLoggedIn = createMatcher<LoggedInRoute>([...LOGGED_IN_ROUTES]);

const built = new Set<string>(LOGGED_IN_ROUTES.map((r) => r.name));
/** Whether a route (by name) is registered: its screen is built. */
export const isBuiltRoute = (name: string): boolean => built.has(name);
