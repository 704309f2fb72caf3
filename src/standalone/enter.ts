/**
 * Entering and leaving the portal, the same way from every login method and every logout button.
 */
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import type { Language } from '../core/i18n/index.ts';
import { loadAppData, logout } from '../core/session/bootstrap.ts';
import { session, type SignOn, type SsoRecord } from '../core/session/store.ts';
import { navigate, takeRequestedPath } from './router.ts';

/**
 * After a login: starts the session (in localStorage only with "remember me"; a directory session
 * with its record and confirmed sign-on), loads app data, then goes to the page asked for before
 * login, or home.
 */
export async function enterPortal(id: string, lang: Language, options: { remember?: boolean; sso?: SsoRecord | null; signOn?: SignOn | null } = {}): Promise<void> {
  session.start(id, options.remember ?? false, options.sso ?? null, options.signOn ?? null);
  await loadAppData(DEFAULT_API_BASE, lang);
  navigate(takeRequestedPath() ?? '/', { replace: true });
}

/**
 * Logs out and leaves: to the single sign-out address after a directory session, else the root.
 * Throws, leaving the user logged in, when the server could not log the session out.
 */
export async function leavePortal(lang: Language, singleSignOutUrl: string | null, go: (url: string) => void): Promise<void> {
  const next = await logout(DEFAULT_API_BASE, lang, { singleSignOutUrl });
  if (next) go(next);
  else navigate('/', { replace: true });
}
