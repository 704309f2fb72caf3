/**
 * The frame of a paged list's results (the fitting, deviation and order lists, the clients'
 * search, …): the number found as a status region (announced without moving the focus), then one
 * of the states: the failure card with a retry (or the caller's own failure, such as "not a
 * planner"), a spinner while the first page loads, the empty state, or the rows (busy while another
 * page of the same list loads, see paged-query.ts) with the core Pagination below when there is
 * more than one page. No result (null) is a list not asked for yet (a search not given): nothing
 * but the empty status region. With a `heading`, the results have a heading of their own beside
 * the count, and after paging the focus goes to it once the new page is there, so the page is
 * read from its top. With `pageSize`, a "Rows per page" select (spec 1 §9) follows the paging
 * whenever there are more rows than the smallest choice. Texts come from the caller.
 */
import type { TFunction } from 'i18next';
import { useEffect, useEffectEvent, useRef, type ComponentType, type ReactNode } from 'react';
import { failureCode } from '../http/failure.ts';
import { Button, Pagination, Spinner, StateMessage, type PageInputProps } from './components.tsx';
import type { PageSizeProps } from './pagination.tsx';
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
  /** The list's query; null when there is none to run yet (no search given): nothing is shown. */
  result: PagedResult<T> | null;
  texts: PagedResultsTexts;
  page: number;
  /** The number of pages for a total. */
  pageCount: (count: number) => number;
  onPage: (page: number) => void;
  /** The rows of a page. */
  children: (rows: T[]) => ReactNode;
  /** The caller's own words for a failure (null: the failure card). */
  failure?: (error: Error) => ReactNode | null;
  /**
   * The results' heading (its level under the caller's own headings; `hidden`: for screen readers
   * only), shown while there are rows; after paging the focus goes to it. None when absent.
   */
  heading?: { level: 'h2' | 'h3'; text: string; hidden?: boolean };
  /** The pagination's "go to page" field (pagination.tsx's PageInput), for lists of many pages. */
  pageInput?: ComponentType<PageInputProps>;
  /**
   * The rows-per-page choice: the size, its choices (page-size.ts), what a change does (the caller
   * pages, usually with `pageAfterResize`), and `select`, pagination.tsx's PageSizeSelect (passed,
   * so its texts and styles load with the lists that offer it). None when absent.
   */
  pageSize?: PageSizeProps & { select: ComponentType<PageSizeProps> };
};

export function PagedResults<T>({ result, texts, page, pageCount, onPage, children, failure, heading, pageInput, pageSize }: PagedResultsProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Set by paging: the heading takes the focus once the new page is there. */
  const paged = useRef(false);
  const ready = result !== null && result.status === 'success' && !result.isPlaceholderData;
  const moveFocus = useEffectEvent(() => {
    if (!paged.current) return;
    paged.current = false;
    headingRef.current?.focus();
  });
  useEffect(() => {
    if (ready) moveFocus();
  }, [ready, page]);

  const data = result !== null && result.status === 'success' && result.data ? result.data : null;
  let body;
  if (result === null) body = null;
  else if (data === null && result.status === 'error' && result.error) {
    body = failure?.(result.error) ?? <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={texts.loadFailed} notLoggedInText={texts.notLoggedInText} />;
  } else if (data === null) body = <Spinner label={texts.loading} />;
  else if (data.count === 0) body = <StateMessage kind="empty" title={texts.empty} text={texts.emptyText} />;
  else {
    const pages = pageCount(data.count);
    const paging =
      pages > 1 ? (
        <Pagination
          page={Math.min(page, pages)}
          pages={pages}
          {...(pageInput ? { pageInput } : {})}
          onPage={(next) => {
            paged.current = true;
            onPage(next);
          }}
        />
      ) : null;
    // The choice changes something only when there are more rows than its smallest size.
    const SizeSelect = pageSize && data.count > Math.min(...pageSize.choices) ? pageSize.select : null;
    body = (
      <>
        <div className="list-area" aria-busy={result.isPlaceholderData || undefined}>
          {children(data.page)}
        </div>
        {SizeSelect && pageSize ? (
          <div className="fsp-paging-row">
            {paging}
            <SizeSelect size={pageSize.size} choices={pageSize.choices} onSize={pageSize.onSize} />
          </div>
        ) : (
          paging
        )}
      </>
    );
  }
  const hasRows = data !== null && data.count > 0;
  const status = data === null ? '' : data.count === 0 ? texts.empty : texts.count(data.count);
  const count = (
    <p className={hasRows ? 'count' : 'count fsp-visually-hidden'} role="status" part="count">
      {status}
    </p>
  );
  const Heading = heading?.level ?? 'h2';
  return (
    <div className="results" part="results">
      {heading ? (
        <div className="results-head">
          {hasRows ? (
            <Heading ref={headingRef} tabIndex={-1} className={heading.hidden ? 'fsp-visually-hidden' : undefined}>
              {heading.text}
            </Heading>
          ) : null}
          {count}
        </div>
      ) : (
        count
      )}
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
