/**
 * Paged lists (the order, fitting and deviation lists): while another page of the same list loads,
 * the rows shown stay (marked as placeholder, which the list shows busy); another list (a tab, a
 * search, a filter) shows its loading state, so a list never shows another's rows.
 */
import { keepPreviousData, type Query } from '@tanstack/react-query';

/** The list a query key is of: its query object (the first object in the key) without the paging and `ignored` parameters. */
export function listOfKey(key: readonly unknown[], ignored: readonly string[] = []): string {
  const query = key.find((part): part is object => typeof part === 'object' && part !== null);
  if (!query) return '';
  const skip = new Set(['from', 'amount', ...ignored]);
  return JSON.stringify(Object.entries(query).filter(([k]) => !skip.has(k)));
}

/**
 * A list query's `placeholderData`: the previous answer while another page of the same list loads
 * (`ignored`: parameters that also keep the rows, such as the sort).
 */
export function keepPageOf<T>(queryKey: readonly unknown[], ignored: readonly string[] = []) {
  const list = listOfKey(queryKey, ignored);
  return (previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined): T | undefined =>
    previousQuery && listOfKey(previousQuery.queryKey, ignored) === list ? keepPreviousData(previous) : undefined;
}
