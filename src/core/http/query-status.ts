/**
 * A query's status read from the shared cache (a module of its own, not in query.ts: only the
 * elements using it carry it, not the runtime every element loads).
 */
import { useQueryClient, type QueryKey, type QueryStatus } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The status of the query under `queryKey` as the shared cache holds it (undefined: none there),
 * following each change: no observer of it, so it neither asks for it nor keeps it (one part of a
 * page waiting on another's query: the fixed asset's lower sections on the aid's life's first page).
 */
export function useQueryStatus(queryKey: QueryKey): QueryStatus | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((change: () => void) => client.getQueryCache().subscribe(change), [client]);
  return useSyncExternalStore(subscribe, () => client.getQueryState(queryKey)?.status);
}
