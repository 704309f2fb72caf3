/**
 * The frame of a paged list's results (the fitting and deviation lists): the number found as a
 * status region, then one of the states: the failure card with a retry (or the caller's own
 * failure, such as "not a planner"), a spinner while the first page loads, the empty state, or the
 * rows (busy while another page of the same list loads, see paged-query.ts) with the core
 * Pagination below when there is more than one page. Texts come from the caller.
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { failureCode } from '../http/failure.ts';
import { Button, Pagination, Spinner, StateMessage } from './components.tsx';
import { QueryFailure } from './query-failure.tsx';

/** The part of a TanStack Query result the frame reads. */
export type PagedResult<T> = {
  status: 'pending' | 'error' | 'success';
  data: { page: T[]; count: number } | undefined;
  error: Error | null;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export type PagedResultsTexts = {
  loading: string;
  loadFailed: string;
  notLoggedInText: string;
  /** The empty state's title (also what the status region says). */
  empty: string;
  emptyText: string;
  /** "12 fittings". */
  count: (count: number) => string;
};

/**
 * The texts from a namespace that has the list's keys `loading`, `loadFailed`, `notLoggedInText`,
 * `empty` and `count` (plural), with the empty state's text given.
 */
export function pagedTexts(t: TFunction, emptyText: string): PagedResultsTexts {
  return { loading: t('loading'), loadFailed: t('loadFailed'), notLoggedInText: t('notLoggedInText'), empty: t('empty'), emptyText, count: (count) => t('count', { count }) };
}

export type PagedResultsProps<T> = {
  result: PagedResult<T>;
  texts: PagedResultsTexts;
  page: number;
  /** The number of pages for a total. */
  pageCount: (count: number) => number;
  onPage: (page: number) => void;
  /** The rows of a page. */
  children: (rows: T[]) => ReactNode;
  /** The caller's own words for a failure (null: the failure card). */
  failure?: (error: Error) => ReactNode | null;
};

export function PagedResults<T>({ result, texts, page, pageCount, onPage, children, failure }: PagedResultsProps<T>) {
  const data = result.status === 'success' && result.data ? result.data : null;
  let body;
  if (data === null && result.status === 'error' && result.error) {
    body = failure?.(result.error) ?? <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={texts.loadFailed} notLoggedInText={texts.notLoggedInText} />;
  } else if (data === null) body = <Spinner label={texts.loading} />;
  else if (data.count === 0) body = <StateMessage kind="empty" title={texts.empty} text={texts.emptyText} />;
  else {
    const pages = pageCount(data.count);
    body = (
      <>
        <div className="list-area" aria-busy={result.isPlaceholderData || undefined}>
          {children(data.page)}
        </div>
        {pages > 1 ? <Pagination page={Math.min(page, pages)} pages={pages} onPage={onPage} /> : null}
      </>
    );
  }
  const status = data === null ? '' : data.count === 0 ? texts.empty : texts.count(data.count);
  return (
    <div className="results" part="results">
      <p className={data && data.count > 0 ? 'count' : 'count fsp-visually-hidden'} role="status" part="count">
        {status}
      </p>
      {body}
    </div>
  );
}

/**
 * A `failure` of PagedResults in the area's own words: when the area's namespace has
 * `errors.<code>` of the answer (INVALID_SEARCH_QUERY, FORBIDDEN, …), the failed-load title, that
 * text and a retry; otherwise null (the failure card).
 */
export function ownFailure(t: TFunction, onRetry: () => void): (error: Error) => ReactNode | null {
  return (error) => {
    const code = failureCode(error);
    const own = code ? t(`errors.${code}`, { defaultValue: '' }) : '';
    return own ? (
      <StateMessage
        kind="error"
        title={t('loadFailed')}
        text={own}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('core:retry')}
          </Button>
        }
      />
    ) : null;
  };
}
