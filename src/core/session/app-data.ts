/** App data for components: from the session when the standalone has it, else fetched once. */
import { useCallback, useEffect } from 'react';
import type { AppData } from '../../contract/authentication.ts';
import { useApiBase, useApiQuery, type QueryState } from '../http/query.ts';
import { useLanguage } from '../i18n/index.ts';
import { loadAppData } from './bootstrap.ts';
import { session, useSession } from './store.ts';

/**
 * The session's app data. `reload()` fetches it again and updates the shared session, so the
 * shell (the header's name, the menu's flags) follows a change made in an element.
 */
export function useAppData(): QueryState<AppData> & { reload: () => void } {
  const stored = useSession((s) => s.appData);
  const apiBase = useApiBase();
  const lang = useLanguage();
  const query = useApiQuery(stored ? null : 'authentication');
  useEffect(() => {
    if (query.status === 'success') session.setAppData(query.data);
  }, [query.status, query.data]);
  const reload = useCallback(() => {
    loadAppData(apiBase, lang).catch(() => undefined); // a failure is shown by the catalogue
  }, [apiBase, lang]);
  if (stored) return { status: 'success', data: stored, reload };
  return { ...query, reload };
}
