/**
 * The attachments tab (spec 3 §2, §6): the fitting's files (links opening in a new window), attached
 * with core's file upload (the accepted types, a progress bar; one upload per file) with
 * FSP_UploadWebOrderFittingFile, and deleted, confirmed, with FSP_DeleteWebOrderFittingFile. A closed
 * fitting shows its files only.
 */
import { useState } from 'react';
import { FITTING_PERMISSIONS, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../contract/constants.ts';
import { isClosedStatus } from '../../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { ChosenFilesUpload, formatSize, type FileRules } from '../../../core/ui/file-upload.tsx';
import { useDeleteFile, useUploadFile, type FittingData } from '../api.ts';
import { NS } from '../ns.ts';
import { usePermissions } from '../permissions.ts';
import { useApiLink } from '../../../core/ui/links.ts';

const RULES: FileRules = { accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES };
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
type FileData = FittingData['files'][number];

export function Attachments({ fitting }: { fitting: FittingData }) {
  const { t, lang } = useTexts(NS);
  const permissions = usePermissions();
  const closed = isClosedStatus(fitting.status.value);
  const mayUpload = !closed && permissions.has(FITTING_PERMISSIONS.uploadFile);
  const mayDelete = !closed && permissions.has(FITTING_PERMISSIONS.deleteFile);
  const remove = useDeleteFile(fitting.id);
  const [deleting, setDeleting] = useState<FileData | null>(null);
  const apiLink = useApiLink();
  return (
    <div className="stack" part="attachments">
      <h2>{t('files.title')}</h2>
      {fitting.files.length === 0 ? (
        <StateMessage kind="empty" title={t('files.none')} />
      ) : (
        <ul className="plain files">
          {fitting.files.map((f) => (
            <li key={f.id} className="file">
              <a href={apiLink(f.url)} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>{' '}
              <span className="muted">
                {formatDateTime(f.createdDateTime, lang)}, {f.createdBy}
              </span>
              {mayDelete ? (
                <Button variant="link" onClick={() => (remove.reset(), setDeleting(f))} aria-label={t('files.deleteOne', { name: f.name })}>
                  {t('files.delete')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayUpload ? <Upload fitting={fitting} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('files.deleteTitle')}
        confirmLabel={t('files.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error, t, `${FITTINGS_NS}:errors`) : null}
      >
        <p>{deleting ? t('files.deleteText', { name: deleting.name }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The chosen files, uploaded one after another; those the server did not take stay chosen, the first refusal said. */
function Upload({ fitting }: { fitting: FittingData }) {
  const { t, lang } = useTexts(NS);
  const send = useUploadFile(fitting.id);
  return (
    <div className="upload">
      <ChosenFilesUpload
        send={(file, onProgress) => send.mutateAsync({ file, onProgress })}
        rules={RULES}
        texts={{
          choose: t('files.choose'),
          hint: t('files.hint', { maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
          listLabel: t('files.chosen'),
          remove: (name) => t('files.removeChosen', { name }),
          refused: (r) => t(`files.refused.${r.reason}`, { name: r.name, maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
          progress: t('files.uploading'),
          size: (bytes) => formatSize(bytes, lang),
        }}
        uploadLabel={() => t('files.upload')}
        failureTexts={(failures) => (failures[0] ? failureText(failures[0].error, t, `${FITTINGS_NS}:errors`) : '')}
      />
    </div>
  );
}
