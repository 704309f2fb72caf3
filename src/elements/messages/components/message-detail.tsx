/**
 * One message: subject, sender and receiver, date, read state, the body as text, the attachments
 * as download links, and its actions (reply, archive or unarchive). Opening an unread message the
 * user received marks it read (POST READ), which refreshes every messages query on the page,
 * the header's unread count among them.
 *
 * The body is plain text from another user: it is rendered as a React text node (escaped), in an
 * element with `white-space: pre-wrap` so its line breaks stay. Never as HTML, never linkified.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { Message } from '../../../contract/messages.ts';
import { MESSAGE_STATUS } from '../../../contract/constants.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import { failureCode } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import type { MessageFolder } from '../../../core/routes.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { messageQuery, useMessageAction } from '../api.ts';
import { NS } from '../ns.ts';
import { fullName } from '../reply.ts';
import { isUnread } from './message-list.tsx';

import { formatSize } from '../../../core/ui/file-upload.tsx';
import { useApiLink } from '../../../core/ui/links.ts';

export { formatSize };

type DetailProps = {
  id: number;
  folder: MessageFolder;
  /** Back to the list (the narrow layout's back button; after archiving). */
  onClose: () => void;
  onReply: (message: Message) => void;
  /** True (once) when the user opened it, not a page load: the heading takes the focus. */
  takeFocus: () => boolean;
};

export function MessageDetail({ id, folder, onClose, onReply, takeFocus }: DetailProps) {
  const { t } = useTexts(NS);
  const query = useQuery(messageQuery(useApiScope(), id));
  const back = (
    <Button variant="link" className="back" onClick={onClose}>
      <span aria-hidden="true">← </span>
      {t('backTo', { folder: t(`folder.${folder}`) })}
    </Button>
  );
  let content;
  if (query.status === 'pending') content = <Spinner />;
  else if (query.status === 'error') {
    const error = query.error;
    // Someone else's message (403 FORBIDDEN) is not found for this user; TERMS_NOT_ACCEPTED (also 403) says what to do instead.
    const gone = (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') || failureCode(error) === 'FORBIDDEN';
    content = gone ? (
      <StateMessage kind="empty" title={t('detail.notFound')} text={t('detail.notFoundText')} />
    ) : (
      <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('detail.loadFailed')} notLoggedInText={t('notLoggedInText')} />
    );
  } else content = <MessageView message={query.data} folder={folder} onClose={onClose} onReply={onReply} takeFocus={takeFocus} />;
  return (
    <div className="detail-pane" part="detail">
      {back}
      {content}
    </div>
  );
}

function MessageView({ message, folder, onClose, onReply, takeFocus }: { message: Message } & Omit<DetailProps, 'id'>) {
  const { t, lang } = useTexts(NS);
  const apiLink = useApiLink();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const action = useMessageAction();
  const markRead = useMessageAction();
  const marked = useRef<number | null>(null);
  const archived = message.status === MESSAGE_STATUS.archived;
  const { mutate: markAsRead } = markRead;

  // Read by opening it (spec 1 §4): once, and only what the user received and has not read.
  useEffect(() => {
    if (!isUnread(message) || marked.current === message.id) return;
    marked.current = message.id;
    markAsRead({ id: message.id, action: 'READ' });
  }, [message, markAsRead]);

  const focusOnOpen = useEffectEvent(() => {
    if (takeFocus()) heading.current?.focus();
  });
  useEffect(() => focusOnOpen(), []);

  const archive = () =>
    action.mutate(
      { id: message.id, action: archived ? 'UNARCHIVE' : 'ARCHIVE' },
      {
        onSuccess: () => {
          feedback.snack(t(archived ? 'detail.unarchived' : 'detail.archived'), 'success');
          // It has left this folder's list (all keeps every status): back to the list.
          if (folder !== 'all') onClose();
        },
      },
    );

  // Shown as read as soon as the server has it so (the refetch that follows says the same).
  const read = message.isSender ? message.receiver.isRead : !isUnread(message) || markRead.isSuccess;
  return (
    <article className="message" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} part="subject">
        {message.subject}
      </h2>
      <dl className="message-meta">
        <div>
          <dt>{t('detail.from')}</dt>
          <dd>
            {fullName(message.sender)} <span className="email">&lt;{message.sender.email}&gt;</span>
          </dd>
        </div>
        <div>
          <dt>{t('detail.to')}</dt>
          <dd>
            {fullName(message.receiver)} <span className="email">&lt;{message.receiver.email}&gt;</span>
          </dd>
        </div>
        <div>
          <dt>{t('detail.sent')}</dt>
          <dd>
            <time dateTime={message.sentDate}>{formatDateTime(message.sentDate, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('detail.state')}</dt>
          <dd>
            {message.isSender ? t(read ? 'detail.readByReceiver' : 'detail.notReadByReceiver') : t(read ? 'detail.read' : 'unread')}
            {archived ? `, ${t('detail.inArchive')}` : ''}
          </dd>
        </div>
      </dl>
      <div className="message-body" part="body">
        {message.body}
      </div>
      {message.attachments.length > 0 ? (
        <section className="attachments" aria-labelledby={`${headingId}-attachments`}>
          <h3 id={`${headingId}-attachments`}>{t('detail.attachments')}</h3>
          <ul part="attachments">
            {message.attachments.map((a) => (
              <li key={a.id} part="attachment">
                <a href={apiLink(a.url)} download={a.name}>
                  {a.name}
                </a>{' '}
                <span className="size">({formatSize(a.size, lang)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="message-actions" part="actions">
        {!message.isSender ? (
          <Button variant="secondary" onClick={() => onReply(message)}>
            {t('detail.reply')}
          </Button>
        ) : null}
        <Button variant="secondary" busy={action.isPending} onClick={archive}>
          {t(archived ? 'detail.unarchive' : 'detail.archive')}
        </Button>
      </div>
    </article>
  );
}
