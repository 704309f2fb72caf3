/**
 * A deviation created whose files did not all get through (the issue: "the deviation exists"):
 * it says so with the deviation's number, names each file not attached and why, and offers to try
 * those files again on the same deviation, to open the deviation's attachments (where files can
 * be added later), or to go to the start page. The deviation is never created again from here.
 */
import { useId } from 'react';
import { DEVIATIONS_NS, type DeviationData } from '../../../areas/deviations/deviations.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { progressPercent, type FileUploadProgress, type UploadFailure } from '../../../core/ui/file-upload.tsx';
import { useNavigateLink } from '../../../core/ui/links.ts';
import { NS } from '../ns.ts';

export type OutcomeProps = {
  deviation: DeviationData;
  failures: readonly UploadFailure[];
  /** While the files are tried again. */
  progress: FileUploadProgress | null;
  onRetry: () => void;
  /** The deviation's attachments tab. */
  detailPath: string;
  onDone: () => void;
};

export function Outcome({ deviation, failures, progress, onRetry, detailPath, onDone }: OutcomeProps) {
  const { t } = useTexts(NS);
  const link = useNavigateLink();
  const headingId = useId();
  const busy = progress !== null;
  const percent = progressPercent(progress);
  return (
    <div className="outcome" part="outcome" role="region" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('partial.title', { number: deviation.deviationNumber })}</h2>
      <div className="fsp-alert" role="alert">
        <p>{t('partial.text', { count: failures.length })}</p>
        <ul>
          {failures.map((f) => (
            <li key={`${f.file.name}-${f.file.size}-${f.file.lastModified}`}>
              <strong>{f.file.name}</strong>: {failureText(f.error, t, `${DEVIATIONS_NS}:errors`)}
            </li>
          ))}
        </ul>
      </div>
      {busy ? <progress aria-label={t(`${DEVIATIONS_NS}:files.uploading`)} max={100} {...(percent === null ? {} : { value: percent })} /> : null}
      <div className="fsp-wizard-actions">
        <Button onClick={onRetry} busy={busy}>
          {t('partial.retry', { count: failures.length })}
        </Button>
        <a className="fsp-button" data-variant="secondary" href={detailPath} onClick={(e) => link(e, detailPath)}>
          {t('partial.open')}
        </a>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('partial.home')}
        </Button>
      </div>
    </div>
  );
}
