/** App data for components: from the session when the standalone has it, else fetched once (cached). */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AppData } from '../../contract/authentication.ts';
import { apiQuery, queryClient, useApiBase, useApiScope, type ApiScope } from '../http/query.ts';
import { useLanguage } from '../i18n/index.ts';
import { loadAppData } from './bootstrap.ts';
import { session, useSession } from './store.ts';

export const sessionKeys = {
  all: ['session'] as const,
  appData: () => [...sessionKeys.all, 'app-data'] as const,
};

export const appDataQuery = (scope: ApiScope) => apiQuery(scope, sessionKeys.appData(), 'authentication');

export type AppDataState =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'success'; data: AppData; error?: undefined };

/**
 * The session's app data. `reload()` fetches it again and updates the shared session, so the
 * shell (the header's name, the menu's flags) follows a change made in an element.
 */
export function useAppData(): AppDataState & { reload: () => void } {
  const stored = useSession((s) => s.appData);
  const apiBase = useApiBase();
  const lang = useLanguage();
  const query = useQuery({ ...appDataQuery(useApiScope()), enabled: !stored }, queryClient);
  useEffect(() => {
    if (query.status === 'success') session.setAppData(query.data);
  }, [query.status, query.data]);
  const reload = useCallback(() => {
    loadAppData(apiBase, lang).catch(() => undefined); // a failure is shown by the catalogue
    void queryClient.invalidateQueries({ queryKey: sessionKeys.appData() });
  }, [apiBase, lang]);
  if (stored) return { status: 'success', data: stored, reload };
  if (query.status === 'pending') return { status: 'loading', reload };
  if (query.status === 'error') return { status: 'error', error: query.error, reload };
  return { status: 'success', data: query.data, reload };
}
