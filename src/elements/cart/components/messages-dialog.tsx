/**
 * The messages modal of a line (spec 2 §2 Cart "a messages modal", §3 Comment, §5 Confirmations):
 * the line's comments oldest first (author, date and time, the text as plain text, never HTML), a
 * message of at most COMMENT_MAX characters with its count, Send (POST …/comments), and Delete on
 * one's own comment (`own`, the server checks it again) after a confirmation. Comments are allowed on a sent order too.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { COMMENT_MAX } from '../../../contract/constants.ts';
import { commentsQuery, useCreateComment, useDeleteComment, type LineComment, type OrderLine } from '../../../areas/orders/orders.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { DIALOGS_NS as NS } from './dialog-rules.ts';

export function MessagesDialog({ orderId, line, name, onClose }: { orderId: number; line: OrderLine; name: string; onClose: () => void }) {
  const { t, lang } = useTexts(NS);
  const scope = useApiScope();
  const comments = useQuery(commentsQuery(scope, orderId, line.id));
  const create = useCreateComment(orderId);
  const remove = useDeleteComment(orderId);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LineComment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const textId = useId();
  const countId = useId();
  const errorId = useId();
  const empty = text.trim() === '';
  const fieldError = touched && empty ? t('messageRequired') : null;

  const send = async () => {
    setTouched(true);
    if (empty) return;
    setError(null);
    try {
      await create.mutateAsync({ content: line.id, body: { comment: text.trim() } });
      setText('');
      setTouched(false);
      feedback.snack(t('messageSent'), 'success');
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ content: line.id, comment: deleting.id });
      setDeleting(null);
      feedback.snack(t('messageDeleted'), 'success');
    } catch (e) {
      setDeleteError(failureText(e, t, 'orders:errors'));
    }
  };

  return (
    <>
      <Dialog
        open
        title={t('messagesTitle', { name })}
        onClose={() => {
          if (!create.isPending) onClose();
        }}
        actions={
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('core:close')}
          </Button>
        }
      >
        {comments.isPending ? (
          <Spinner />
        ) : comments.error ? (
          <QueryFailure error={comments.error} onRetry={() => void comments.refetch()} title={t('messagesFailed')} notLoggedInText={t('cart:notLoggedInText')} />
        ) : comments.data.page.length === 0 ? (
          <p className="muted">{t('noMessages')}</p>
        ) : (
          <ul className="plain comments" aria-label={t('messagesList')}>
            {comments.data.page.map((c) => {
              const when = formatDateTime(c.createdDateTime, lang);
              return (
                <li key={c.id} className="comment">
                  <p className="comment-head">
                    <span className="name">{c.createdBy}</span> <span className="muted">{when}</span>
                  </p>
                  <p className="pre">{c.comment}</p>
                  {c.own ? (
                    <Button
                      variant="link"
                      className="danger-link"
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(c);
                      }}
                      aria-label={t('deleteMessageOf', { date: when })}
                    >
                      {t('cart:delete')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <form
          className="message-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <div className="fsp-field">
            <label htmlFor={textId}>{t('newMessage')}</label>
            <textarea
              id={textId}
              rows={4}
              maxLength={COMMENT_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={[countId, fieldError ? errorId : null].filter(Boolean).join(' ')}
            />
            <p id={countId} className="muted count">
              {t('characters', { count: text.length, max: COMMENT_MAX })}
            </p>
            {fieldError ? (
              <p id={errorId} className="fsp-field-error">
                {fieldError}
              </p>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className="fsp-alert">
              {error}
            </p>
          ) : null}
          <div className="message-actions">
            <Button type="submit" busy={create.isPending}>
              {t('sendMessage')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteMessageTitle')}
        confirmLabel={t('cart:delete')}
        cancelLabel={t('core:cancel')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('deleteMessageText', { number: line.contentNumber })}</p>
      </ConfirmDialog>
    </>
  );
}
