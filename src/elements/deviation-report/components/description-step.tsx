/**
 * Step 3 (spec 3 §2, §5): what happened (required) and the attachments (core FileUpload: the
 * accepted types, several files, a progress bar while they upload), above it a summary of the
 * choices made. Send creates the deviation, then attaches the files one by one (the root's work).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DEVIATION_DESCRIPTION_MAX } from '../../../contract/constants.ts';
import { DEVIATIONS_NS, DEVIATION_FILE_RULES, useDeviationFileTexts } from '../../../areas/deviations/deviations.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { FileUpload, type FileUploadProgress } from '../../../core/ui/file-upload.tsx';
import { WizardStep } from '../../../core/ui/wizard.tsx';
import { referencesQuery, type CategoryData } from '../api.ts';
import { NS } from '../ns.ts';
import { descriptionProblem, hasReference, type ReportDraft } from '../rules.ts';

export type DescriptionStepProps = {
  category: CategoryData;
  draft: ReportDraft;
  onDraft: (draft: ReportDraft) => void;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  /** While the files upload. */
  progress: FileUploadProgress | null;
  /** Creating the deviation or uploading. */
  busy: boolean;
  /** Why the deviation could not be created (what was typed and chosen is kept). */
  error: string | null;
  onBack: () => void;
  onSubmit: () => void;
};

export function DescriptionStep({ category, draft, onDraft, files, onFiles, progress, busy, error, onBack, onSubmit }: DescriptionStepProps) {
  const { t } = useTexts(NS);
  const fileTexts = useDeviationFileTexts();
  const textId = useId();
  const errorId = useId();
  const countId = useId();
  const [tried, setTried] = useState(false);
  const problem = descriptionProblem(draft);
  const textError = tried && problem ? t(`description.${problem}`, { max: DEVIATION_DESCRIPTION_MAX }) : null;
  const type = category.types.find((ty) => ty.id === draft.typeId);
  // The reference types were read on step 2 (the same cache entry).
  const references = useQuery(referencesQuery(useApiScope(), category.id));
  const referenceLabel = references.data?.find((r) => r.id === draft.referenceId)?.label ?? '';
  return (
    <WizardStep
      title={t('step.description')}
      error={error}
      busy={busy}
      canGoBack
      onBack={onBack}
      onSubmit={() => {
        setTried(true);
        if (!problem) onSubmit();
      }}
      backLabel={t('back')}
      submitLabel={t('send')}
    >
      <dl className="summary" part="summary">
        <div>
          <dt>{t(`${DEVIATIONS_NS}:field.category`)}</dt>
          <dd>{category.label}</dd>
        </div>
        <div>
          <dt>{t(`${DEVIATIONS_NS}:field.type`)}</dt>
          <dd>{type?.label ?? ''}</dd>
        </div>
        <div>
          <dt>{t(`${DEVIATIONS_NS}:field.reference`)}</dt>
          <dd>{hasReference(draft) ? t(`${DEVIATIONS_NS}:referenceText`, { label: referenceLabel, code: draft.code.trim() }) : t(`${DEVIATIONS_NS}:field.noReference`)}</dd>
        </div>
      </dl>
      <div className="fsp-field">
        <label htmlFor={textId}>
          {t(`${DEVIATIONS_NS}:field.description`)}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={textId}
          name="description"
          rows={6}
          maxLength={DEVIATION_DESCRIPTION_MAX}
          value={draft.description}
          onChange={(e) => onDraft({ ...draft, description: e.target.value })}
          readOnly={busy}
          required
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${errorId} ${countId}` : countId}
        />
        {textError ? (
          <p id={errorId} className="fsp-field-error">
            {textError}
          </p>
        ) : null}
        <p id={countId} className="muted count">
          {t('characters', { count: draft.description.length, max: DEVIATION_DESCRIPTION_MAX })}
        </p>
      </div>
      <FileUpload files={files} onFilesChange={onFiles} rules={DEVIATION_FILE_RULES} texts={fileTexts} progress={progress} disabled={busy} />
    </WizardStep>
  );
}
