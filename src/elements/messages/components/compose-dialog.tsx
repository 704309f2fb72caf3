/**
 * The new-message and reply dialog (spec 1 §5): recipient (a searchable combobox of the receivers),
 * subject, text and attachments. Send is disabled until there is a recipient, a subject and a text.
 * Sending is one multipart upload with a progress bar; a failure (a refused file, a lost
 * connection) is shown in the dialog, which stays open with everything typed and chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../contract/constants.ts';
import type { MessagePerson } from '../../../contract/messages.ts';
import { ApiFailure } from '../../../core/http/client.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Combobox } from '../../../core/ui/combobox.tsx';
import { Button, TextField } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { FileUpload, type FileRules, type FileUploadProgress, type Refusal } from '../../../core/ui/file-upload.tsx';
import { receiversQuery, useSendMessage } from '../api.ts';
import { NS } from '../ns.ts';
import { fullName, SUBJECT_MAX } from '../reply.ts';
import { formatSize } from './message-detail.tsx';

export type ComposeInit = { kind: 'new' | 'reply'; receiver: MessagePerson | null; subject: string; body: string };

const RULES: FileRules = { accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES };
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
/** The server's refusals of the files (src/contract/messages.ts), each with a text of its own here. */
const FILE_CODES = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'TOO_MANY_FILES']);
/** The contract's longest text (NewMessage.body). */
const BODY_MAX = 20_000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ComposeDialog({ init, onClose }: { init: ComposeInit; onClose: () => void }) {
  const { t } = useTexts(NS);
  return (
    <Dialog open title={t(init.kind === 'reply' ? 'compose.replyTitle' : 'compose.newTitle')} onClose={onClose}>
      <ComposeForm init={init} onDone={onClose} />
    </Dialog>
  );
}

function ComposeForm({ init, onDone }: { init: ComposeInit; onDone: () => void }) {
  const { t, lang } = useTexts(NS);
  const receivers = useQuery(receiversQuery(useApiScope()));
  const send = useSendMessage();
  const [receiver, setReceiver] = useState<MessagePerson | null>(init.receiver);
  const [subject, setSubject] = useState(init.subject);
  const [body, setBody] = useState(init.body);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileUploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const readyHintId = useId();
  const ready = receiver !== null && subject.trim() !== '' && body.trim() !== '';
  const sending = send.isPending;

  // A reply starts in its text, above the quote. This runs before the dialog (the parent) opens:
  // `autofocus` is where showModal() puts the focus; the caret waits at the start.
  useEffect(() => {
    const field = bodyField.current;
    if (init.kind !== 'reply' || !field) return;
    field.setAttribute('autofocus', '');
    field.setSelectionRange(0, 0);
    field.scrollTop = 0;
  }, [init.kind]);

  // A send still under way when the dialog goes is cancelled.
  useEffect(() => () => abort.current?.abort(), []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || sending || !receiver) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress('pending');
    send.mutate(
      {
        message: { receiverId: receiver.id, receiverEmail: receiver.email, subject: subject.trim(), body },
        files,
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: () => {
          feedback.snack(t('compose.sent'), 'success');
          onDone();
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  const failure = send.error && !isAbort(send.error) ? send.error : null;
  const code = failure instanceof ApiFailure && failure.reaction.kind === 'message' ? failure.reaction.code : null;
  const fileError = code && FILE_CODES.has(code) ? t(`compose.server.${code}`, { max: code === 'TOO_MANY_FILES' ? UPLOAD_MAX_FILES : MAX_MB }) : null;
  const error = failure && !fileError ? (failure instanceof ApiFailure && failure.reaction.kind !== 'silent-clear' ? failure.reaction.text : t('compose.failed')) : null;

  return (
    <form className="fsp-form compose" onSubmit={submit} noValidate aria-busy={sending || undefined}>
      {error ? (
        <div className="fsp-alert" role="alert">
          <p>
            <strong>{t('compose.notSent')}</strong> {error}
          </p>
        </div>
      ) : null}
      <Combobox<MessagePerson>
        label={t('compose.receiver')}
        options={receivers.data?.page ?? []}
        value={receiver}
        onChange={setReceiver}
        getKey={(p) => p.id}
        getLabel={fullName}
        getDescription={(p) => p.email}
        loading={receivers.status === 'pending'}
        error={receivers.status === 'error' ? t('compose.receiversFailed') : null}
        hint={t('compose.receiverHint')}
        texts={{ noMatches: t('compose.noReceivers'), loading: t('compose.receiversLoading'), results: (count) => t('compose.receiverResults', { count }) }}
        required
        disabled={sending}
      />
      <TextField label={t('compose.subject')} name="subject" required maxLength={SUBJECT_MAX} value={subject} onValueChange={setSubject} readOnly={sending} />
      <div className="fsp-field">
        <label htmlFor={bodyId}>{t('compose.body')}</label>
        <textarea
          ref={bodyField}
          id={bodyId}
          name="body"
          rows={10}
          required
          maxLength={BODY_MAX}
          value={body}
          readOnly={sending}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
      <FileUpload
        files={files}
        onFilesChange={setFiles}
        rules={RULES}
        progress={progress}
        error={fileError}
        texts={{
          choose: t('compose.attach'),
          hint: t('compose.attachHint', { maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
          listLabel: t('compose.attachments'),
          remove: (name) => t('compose.removeFile', { name }),
          refused: (r: Refusal) => t(`compose.refused.${r.reason}`, { name: r.name, maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
          progress: t('compose.uploading'),
          size: (bytes) => formatSize(bytes, lang),
        }}
      />
      {!ready ? (
        <p id={readyHintId} className="fsp-field-hint">
          {t('compose.readyHint')}
        </p>
      ) : null}
      <div className="fsp-dialog-actions">
        <Button
          variant="secondary"
          onClick={() => {
            abort.current?.abort();
            onDone();
          }}
        >
          {t('compose.cancel')}
        </Button>
        <Button type="submit" busy={sending} disabled={!ready} aria-describedby={ready ? undefined : readyHintId}>
          {t('compose.send')}
        </Button>
      </div>
    </form>
  );
}
