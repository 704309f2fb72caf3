/**
 * A client sub-page's paged list (the holdings, the tasks, the holding history): its heading and
 * count, what goes between them and the rows (the holdings' actions, the history's filter), then the
 * loading, failure and empty states or the rows (`table`) with the pages below; paging gives the
 * heading the focus. The texts are those
 * of `kind` (`<kind>.title`, `.count`, `.loading`, `.loadFailed`, `.empty`, `.emptyText`).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import { useTexts } from '../../../core/i18n/index.ts';
import { Pagination, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { NS } from '../ns.ts';

export function PagedList<T>({ kind, query, heading, page, pages, onPage, table, empty, children }: {
  kind: 'holdings' | 'tasks' | 'transactions';
  query: UseQueryResult<{ count: number; page: T[] }>;
  heading: RefObject<HTMLHeadingElement | null>;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The rows of the page. */
  table: (rows: T[]) => ReactNode;
  /** The empty state, when the caller has its own (a filter that matched nothing); else `<kind>.empty`. */
  empty?: ReactNode;
  /** Between the heading and the rows. */
  children?: ReactNode;
}) {
  const { t } = useTexts(NS);
  let body;
  if (query.status === 'pending') body = <Spinner label={t(`${kind}.loading`)} />;
  else if (query.status === 'error') body = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t(`${kind}.loadFailed`)} notLoggedInText={t('notLoggedInText')} />;
  else if (query.data.count === 0) body = empty ?? <StateMessage kind="empty" title={t(`${kind}.empty`)} text={t(`${kind}.emptyText`)} />;
  else {
    body = (
      <>
        <div aria-busy={query.isPlaceholderData || undefined}>{table(query.data.page)}</div>
        <Pagination
          page={page}
          pages={pages}
          onPage={(next) => {
            onPage(next);
            heading.current?.focus();
          }}
        />
      </>
    );
  }
  return (
    <div className={kind} part={kind}>
      <div className="holdings-head">
        <h2 ref={heading} tabIndex={-1}>
          {t(`${kind}.title`)}
        </h2>
        {query.data && query.data.count > 0 ? (
          <span className="holdings-count" role="status">
            {query.isPlaceholderData ? t('loading') : t(`${kind}.count`, { count: query.data.count })}
          </span>
        ) : null}
      </div>
      {children}
      {body}
    </div>
  );
}
