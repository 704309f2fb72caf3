/**
 * An order line's files (spec 2 §3 File, §6, §7 Orders "files"): the files as links (opened in a new
 * window, with who attached them and when), attached with core's file upload (the accepted types, a
 * progress bar over the files, one request a file; a file the server did not take stays chosen and
 * is named with its reason) with FSP_UploadWebOrderContentFile, and deleted, confirmed, with
 * FSP_DeleteWebOrderContentFile. Upload and delete are hidden on a completed (or cancelled) line,
 * and where the caller says the line cannot change (`editable`); the server refuses them the same.
 * Used by the wizards' additional-information step (`<fsp-order-wizard>`, a chunk of its own) and
 * the cart's View (`<fsp-cart>`, in its dialogs' chunk). Its texts are the namespace `order-files`.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CONTENT_STATUS, ORDER_FILE_PERMISSIONS, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../contract/constants.ts';
import type { OrderFile } from '../../contract/orders.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { failureCode, failureText } from '../../core/http/failure.ts';
import { useApiBase, useApiScope } from '../../core/http/query.ts';
import { upload, type UploadProgress } from '../../core/http/upload.ts';
import { addTexts, useLanguage, useTexts } from '../../core/i18n/index.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { hasFunction } from '../../core/session/permissions.ts';
import { Button } from '../../core/ui/components.tsx';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { ChosenFilesUpload, formatSize, type UploadFailure } from '../../core/ui/file-upload.tsx';
import { useApiLink } from '../../core/ui/links.ts';
import { useSheet } from '../../core/ui/sheet.ts';
import css from './line-files.css?inline';
import { useInvalidateOrder } from './orders.ts';

export const LINE_FILES_NS = 'order-files';
addTexts(LINE_FILES_NS, { sv: () => import('./files.sv.json'), en: () => import('./files.en.json') });

const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
/** The server's refusals of one file that have a text naming the file (`refusedBy.<code>`); any other is said with the catalogue's text. */
const FILE_CODES = ['FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE', 'TOO_MANY_FILES', 'FORBIDDEN', 'NOT_AUTHORIZED_TO_MUNICIPALITY'];

export type FilesLine = { id: number; status: { value: number }; files: readonly OrderFile[] };

/** Whether a line's files may still change: not once it is completed or cancelled (spec 2 §6). */
export const filesChangeable = (line: Pick<FilesLine, 'status'>): boolean => line.status.value !== CONTENT_STATUS.done && line.status.value !== CONTENT_STATUS.cancelled;

/** What the session and the line allow: upload and delete, each by its FUNCTION permission, on a line not completed. */
export function useFileRights(line: Pick<FilesLine, 'status'>, editable: boolean): { upload: boolean; remove: boolean } {
  const appData = useAppData().data;
  const open = editable && filesChangeable(line);
  return { upload: open && hasFunction(appData, ORDER_FILE_PERMISSIONS.upload), remove: open && hasFunction(appData, ORDER_FILE_PERMISSIONS.delete) };
}

/** POST …/content/{content}/files (multipart field `file`), one file with its progress; then the order (and the line in it) is read again. */
export function useUploadLineFile(order: number, content: number) {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: UploadProgress) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return upload<OrderFile[]>(apiBase, lang, `fsp/v1/web-orders/${order}/content/${content}/files`, form, { notify: false, onProgress });
    },
    onSettled: () => invalidate(order),
  });
}

/** DELETE …/content/{content}/files/{file}. */
export function useDeleteLineFile(order: number, content: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateOrder();
  return useMutation({
    mutationFn: (file: number) => scope.api('delete', 'fsp/v1/web-orders/{order}/content/{content}/files/{file}', { params: { order, content, file } }, { notify: false }),
    onSuccess: () => invalidate(order),
  });
}

export type LineFilesProps = {
  order: number;
  line: FilesLine;
  /** Whether the line may change where it is shown (a draft in the wizard, a line of the cart); the order detail's are read-only. */
  editable: boolean;
};

export function LineFiles({ order, line, editable }: LineFilesProps) {
  useSheet(css);
  const { t, lang } = useTexts(LINE_FILES_NS);
  const headingId = useId();
  const rights = useFileRights(line, editable);
  const remove = useDeleteLineFile(order, line.id);
  const [deleting, setDeleting] = useState<OrderFile | null>(null);
  const apiLink = useApiLink();
  return (
    <section className="line-files" aria-labelledby={headingId} part="line-files">
      <h3 id={headingId}>{t('title')}</h3>
      {line.files.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="plain files">
          {line.files.map((f) => (
            <li key={f.id} className="file">
              <a href={apiLink(f.url)} target="_blank" rel="noopener noreferrer">
                {f.name}
                <span className="fsp-visually-hidden"> {t('newWindow')}</span>
              </a>{' '}
              <span className="muted">{t('fileBy', { by: f.createdBy, date: formatDateTime(f.createdDateTime, lang) })}</span>
              {rights.remove ? (
                <>
                  {' '}
                  <Button variant="link" onClick={() => (remove.reset(), setDeleting(f))} aria-label={t('deleteOne', { name: f.name })}>
                    {t('delete')}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {rights.upload ? <Upload order={order} line={line} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('core:cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error, t, 'errors') : null}
      >
        <p>{deleting ? t('deleteText', { name: deleting.name }) : null}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Each failure named with its file: the code's own text, else the catalogue's text of the answer. */
export function useFailureTexts(): (failures: readonly UploadFailure[]) => string[] {
  const { t } = useTexts(LINE_FILES_NS);
  return (failures) =>
    failures.map(({ file, error }) => {
      const code = failureCode(error);
      return code && FILE_CODES.includes(code)
        ? t(`refusedBy.${code}`, { name: file.name, maxMb: MAX_MB, maxFiles: UPLOAD_MAX_FILES })
        : t('refusedOther', { name: file.name, reason: failureText(error, t, 'errors') });
    });
}

/** The chosen files, uploaded one after another; those the server did not take stay chosen, each named with its reason. */
function Upload({ order, line }: { order: number; line: FilesLine }) {
  const { t, lang } = useTexts(LINE_FILES_NS);
  const send = useUploadLineFile(order, line.id);
  const failureTexts = useFailureTexts();
  // The line's limit counts the files it has: the picker refuses what would go over it.
  const room = Math.max(0, UPLOAD_MAX_FILES - line.files.length);
  return (
    <div className="upload">
      <ChosenFilesUpload
        send={(file, onProgress) => send.mutateAsync({ file, onProgress })}
        rules={{ accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: room }}
        texts={{
          choose: t('choose'),
          hint: t('hint', { maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
          listLabel: t('chosen'),
          remove: (name) => t('removeChosen', { name }),
          refused: (r) => t(`refused.${r.reason}`, { name: r.name, maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
          progress: t('uploading'),
          size: (bytes) => formatSize(bytes, lang),
        }}
        uploadLabel={() => t('upload')}
        failureTexts={failureTexts}
      />
    </div>
  );
}
