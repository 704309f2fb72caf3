/**
 * The internal and external comments tabs (spec 3 §3 Comment): the comments (plain text, newest
 * as the server gives them), a new one added on an open fitting, and the user's own deleted,
 * confirmed. The internal tab is there only for the fitting's staff (the server answers null to others).
 */
import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX } from '../../../contract/constants.ts';
import { isClosedStatus } from '../../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { useAddComment, useDeleteComment, type FittingData } from '../api.ts';
import { NS } from '../ns.ts';

type CommentData = NonNullable<FittingData['fittingComments']['internalComments']>[number];

export function Comments({ fitting, type }: { fitting: FittingData; type: 'INTERNAL' | 'EXTERNAL' }) {
  const { t, lang } = useTexts(NS);
  const comments = (type === 'INTERNAL' ? fitting.fittingComments.internalComments : fitting.fittingComments.externalComments) ?? [];
  const closed = isClosedStatus(fitting.status.value);
  const add = useAddComment(fitting.id);
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<CommentData | null>(null);
  const fieldId = useId();
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return;
    add.mutate({ comment: text.trim(), type }, { onSuccess: () => setText('') });
  };
  return (
    <div className="stack" part="comments">
      <h2>{t(type === 'INTERNAL' ? 'tab.internal-comments' : 'tab.external-comments')}</h2>
      {comments.length === 0 ? (
        <StateMessage kind="empty" title={t('comments.none')} />
      ) : (
        <ul className="plain comments">
          {comments.map((c) => (
            <li key={c.id} className="comment">
              <p className="muted">
                {formatDateTime(c.createdDateTime, lang)}, {c.createdBy}
              </p>
              <p className="pre">{c.comment}</p>
              {c.own && !closed ? (
                <Button variant="link" onClick={() => (remove.reset(), setDeleting(c))}>
                  {t('comments.delete')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!closed ? (
        <form className="meeting-form" onSubmit={submit}>
          <div className="fsp-field">
            <label htmlFor={fieldId}>{t('comments.new')}</label>
            <textarea id={fieldId} value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={COMMENT_MAX} readOnly={add.isPending} />
          </div>
          {add.error ? (
            <p role="alert" className="fsp-field-error">
              {failureText(add.error, t, `${FITTINGS_NS}:errors`)}
            </p>
          ) : null}
          <div className="actions">
            <Button busy={add.isPending} disabled={!text.trim()} onClick={() => submit()}>
              {t('comments.add')}
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error, t, `${FITTINGS_NS}:errors`) : null}
      >
        <p>{t('comments.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
