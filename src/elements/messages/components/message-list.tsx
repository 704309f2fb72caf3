/**
 * One folder's messages, newest first, ten to a page (spec 1 §9), with the states: loading, failed,
 * empty (per folder, for a search, for the unread filter). The page is the list's own state: a
 * new folder, search or filter starts at page 1. While another page, search or filter of the same
 * folder loads, the list shown stays, marked busy. Below the paging, core's "Rows per page"
 * (PageSizeSelect: 10, 25, 50; spec 1 §9) once there are more than ten; the size is the location's
 * (an attribute, in the URL), and at another size the page is the one holding the first message
 * shown before. Not core's PagedResults: the list has its own head (the folder's title and count),
 * empty states and focus (back to a message's link), so it uses the select as PagedResults does.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MessageSummary } from '../../../contract/messages.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Pagination, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { LIST_PAGE_SIZES, pageAfterResize } from '../../../core/ui/page-size.ts';
import { PageSizeSelect } from '../../../core/ui/pagination.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { messageListQuery } from '../api.ts';
import { clampPage, pageCount } from '../folders.ts';
import { pathOf, type MessagesLocation } from '../navigation.ts';
import { NS } from '../ns.ts';
import { fullName } from '../reply.ts';
import { onPlainClick } from '../../../core/ui/links.ts';

/** Where the focus goes when the list renders next: a message's link (back from it), or the list's heading (after paging). */
export type ListFocus = { kind: 'message'; id: number } | { kind: 'heading' } | null;

export function isUnread(m: Pick<MessageSummary, 'isSender' | 'receiver'>): boolean {
  return !m.isSender && !m.receiver.isRead;
}

function AttachmentIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5H9v9a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v11.5a6 6 0 0 0 12 0v-10z" />
    </svg>
  );
}

export function MessageList({ location, onOpen, onPageSize, takeFocus }: {
  location: MessagesLocation;
  onOpen: (id: number) => void;
  /** Another "Rows per page" chosen (the element navigates; the page follows the size it gets). */
  onPageSize: (size: number) => void;
  /** Where the user's last move wants the focus (once): back from a message, its link. */
  takeFocus: () => ListFocus;
}) {
  const { t, lang } = useTexts(NS);
  const { t: tc } = useTexts();
  const { folder, filter, q, message, pageSize } = location;
  // The page belongs to one list (folder, filter, search): another list starts at page 1. It was
  // chosen at a page size: at another, the page holding its first message.
  const listId = `${folder}|${filter}|${q}`;
  const [paging, setPaging] = useState({ listId, size: pageSize, page: 1 });
  const page = paging.listId !== listId ? 1 : paging.size === pageSize ? paging.page : pageAfterResize(paging.page, paging.size, pageSize);
  const setPage = (next: number) => setPaging({ listId, size: pageSize, page: next });
  const query = useQuery(messageListQuery(useApiScope(), { folder, filter, q, page, pageSize }));
  const heading = useRef<HTMLHeadingElement>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  /** After paging: the heading, so the new page is read from its top. */
  const paged = useRef(false);

  // A page past the end (its last message was archived, or the list shrank): the last page instead.
  const count = query.data?.count;
  if (count !== undefined && !query.isPlaceholderData && clampPage(page, count, pageSize) !== page) setPage(clampPage(page, count, pageSize));

  const ready = query.status === 'success' && !query.isPlaceholderData;
  const moveFocus = useEffectEvent(() => {
    const want: ListFocus = paged.current ? { kind: 'heading' } : takeFocus();
    paged.current = false;
    if (!want) return;
    const link = want.kind === 'message' ? links.current.get(want.id) : undefined;
    (link ?? heading.current)?.focus();
  });
  useEffect(() => {
    if (ready) moveFocus();
  }, [ready, page, location.message]);

  const title = t(`folder.${folder}`);
  let body;
  if (query.status === 'pending') body = <Spinner />;
  else if (query.status === 'error') {
    body = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (query.data.count === 0) {
    if (q) body = <StateMessage kind="empty" title={t('empty.search', { q })} text={t('empty.searchText')} />;
    else if (filter === 'unread') body = <StateMessage kind="empty" title={t('empty.unread')} text={t('empty.unreadText')} />;
    else body = <StateMessage kind="empty" title={t(`empty.${folder}`)} text={t(`empty.${folder}Text`)} />;
  } else {
    const pages = pageCount(query.data.count, pageSize);
    const paging = (
      <Pagination
        page={page}
        pages={pages}
        onPage={(next) => {
          paged.current = true;
          setPage(clampPage(next, query.data.count, pageSize));
        }}
      />
    );
    body = (
      <>
        <ul className="message-list" part="message-list" aria-busy={query.isPlaceholderData || undefined}>
          {query.data.page.map((m) => {
            const unread = isUnread(m);
            const other = m.isSender ? t('to', { name: fullName(m.receiver) }) : fullName(m.sender);
            return (
              <li key={m.id} part="message" data-unread={unread || undefined} data-current={m.id === message || undefined}>
                <a
                  ref={(el) => {
                    if (el) links.current.set(m.id, el);
                    else links.current.delete(m.id);
                  }}
                  href={pathOf({ ...location, message: m.id })}
                  aria-current={m.id === message ? 'true' : undefined}
                  onClick={onPlainClick(() => onOpen(m.id))}
                >
                  <span className="who">
                    {unread ? (
                      <>
                        <span className="dot" aria-hidden="true" />
                        <span className="fsp-visually-hidden">{t('unread')}, </span>
                      </>
                    ) : null}
                    {other}
                  </span>
                  <span className="subject">{m.subject}</span>
                  <span className="meta">
                    <time dateTime={m.sentDate}>{formatDateTime(m.sentDate, lang)}</time>
                    {m.attachmentCount > 0 ? (
                      <span className="attachments">
                        <AttachmentIcon />
                        {t('attachmentCount', { count: m.attachmentCount })}
                      </span>
                    ) : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        {/* The choice changes something only when there are more messages than its smallest size. */}
        {query.data.count > Math.min(...LIST_PAGE_SIZES) ? (
          <div className="fsp-paging-row">
            {paging}
            <PageSizeSelect size={pageSize} choices={LIST_PAGE_SIZES} onSize={onPageSize} />
          </div>
        ) : (
          paging
        )}
      </>
    );
  }

  return (
    <>
      <div className="list-head">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {query.data ? (
          // While another page, search or filter loads, the list shown stays and this says so.
          <span className="count" role="status">
            {query.isPlaceholderData ? tc('loading') : t('messageCount', { count: query.data.count })}
          </span>
        ) : null}
      </div>
      {body}
    </>
  );
}
