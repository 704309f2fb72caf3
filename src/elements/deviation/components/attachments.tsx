/**
 * The Attachments tab: the deviation's files (links opening in a new window: signed, an hour, and
 * made absolute against the element's api-base, so a host page on another origin links the
 * portal's file, not a path of its own), and
 * more attached with core's FileUpload, one request per file (part `file1`), with a progress bar.
 * This is where a file not attached when the deviation was reported is tried again. Files the
 * server does not take stay chosen, each named with the reason.
 */
import { DEVIATIONS_NS, DEVIATION_FILE_RULES, useDeviationFileTexts, useUploadDeviationFile, type DeviationData } from '../../../areas/deviations/deviations.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { StateMessage } from '../../../core/ui/components.tsx';
import { ChosenFilesUpload } from '../../../core/ui/file-upload.tsx';
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
  return (
    <div className="upload">
      <h3>{t('addFiles')}</h3>
      <ChosenFilesUpload
        send={(file, onProgress) => send.mutateAsync({ deviation: deviation.id, file, onProgress })}
        rules={DEVIATION_FILE_RULES}
        texts={texts}
        uploadLabel={(count) => t('upload', { count })}
        failureTexts={(failures) => failures.map((f) => `${f.file.name}: ${failureText(f.error, t, `${DEVIATIONS_NS}:errors`)}`).join('\n')}
        onUploaded={(count) => feedback.snack(t('attached', { count }), 'success')}
      />
    </div>
  );
}
