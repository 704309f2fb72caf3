/**
 * The Attachments tab: the deviation's files (links opening in a new window: signed, an hour, and
 * made absolute against the element's api-base, so a host page on another origin links the
 * portal's file, not a path of its own), and
 * more attached with core's FileUpload, one request per file (part `file1`), with a progress bar.
 * This is where a file not attached when the deviation was reported is tried again. Files the
 * server does not take stay chosen, each named with the reason.
 */
import { useState } from 'react';
import { DEVIATIONS_NS, DEVIATION_FILE_RULES, useDeviationFileTexts, useUploadDeviationFile, type DeviationData } from '../../../areas/deviations/deviations.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, StateMessage } from '../../../core/ui/components.tsx';
import { FileUpload, uploadEach, type FileUploadProgress } from '../../../core/ui/file-upload.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { NS } from '../ns.ts';
import { useApiLink } from '../../../core/ui/links.ts';

export function Attachments({ deviation }: { deviation: DeviationData }) {
  const { t, lang } = useTexts(NS);
  const apiLink = useApiLink();
  return (
    <div className="attachments" part="attachments">
      <h2>{t(`${DEVIATIONS_NS}:field.files`)}</h2>
      {deviation.files.length === 0 ? (
        <StateMessage kind="empty" title={t('noFiles')} />
      ) : (
        <ul className="files">
          {deviation.files.map((f) => (
            <li key={f.id} className="file">
              <a href={apiLink(f.url)} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>{' '}
              <span className="muted">
                {formatDateTime(f.createdAt, lang)}, {f.owner}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Upload deviation={deviation} />
    </div>
  );
}

function Upload({ deviation }: { deviation: DeviationData }) {
  const { t } = useTexts(NS);
  const texts = useDeviationFileTexts();
  const send = useUploadDeviationFile();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileUploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    const count = files.length;
    const failures = await uploadEach(files, (file, onProgress) => send.mutateAsync({ deviation: deviation.id, file, onProgress }), setProgress);
    setProgress(null);
    setFiles(failures.map((f) => f.file));
    if (failures.length > 0) setError(failures.map((f) => `${f.file.name}: ${failureText(f.error, t, `${DEVIATIONS_NS}:errors`)}`).join('\n'));
    else feedback.snack(t('attached', { count }), 'success');
  };
  return (
    <div className="upload">
      <h3>{t('addFiles')}</h3>
      <FileUpload files={files} onFilesChange={setFiles} rules={DEVIATION_FILE_RULES} texts={texts} progress={progress} error={error} />
      {files.length > 0 ? (
        <div className="actions">
          <Button busy={progress !== null} onClick={() => void start()}>
            {t('upload', { count: files.length })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
