/**
 * Root component of <fsp-deviation-report> (spec 3 §2 Deviations, /deviation): the three-step
 * report wizard on core's wizard shell. Nothing is saved before the last step: the draft lives
 * here (rules.ts), Back and the step indicator move freely among the steps reached. Send creates the
 * deviation once (POST /deviations), then attaches the files one request each (core
 * `uploadEach`); every file taken ends in DEVIATION_SUCCESS and `fsp-navigate` to the start page.
 * A file the server does not take after creation leaves the deviation as it is: the outcome names
 * the file and why, and offers to try it again (on the same deviation, never creating another) or
 * to open the deviation's attachments.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { DEVIATIONS_NS, deviationPath, useUploadDeviationFile, type DeviationData } from '../../areas/deviations/deviations.ts';
import { useElementContext } from '../../core/element/context.ts';
import { failureText } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { feedback } from '../../core/ui/feedback.ts';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { uploadEach, type FileUploadProgress, type UploadFailure } from '../../core/ui/file-upload.tsx';
import { WizardShell } from '../../core/ui/wizard.tsx';
import { categoriesQuery, useCreateDeviation } from './api.ts';
import { DescriptionStep } from './components/description-step.tsx';
import { Outcome } from './components/outcome.tsx';
import { ReferenceStep } from './components/reference-step.tsx';
import { TypeStep } from './components/type-step.tsx';
import { NS } from './ns.ts';
import { createBody, EMPTY_DRAFT, furthestStep, REPORT_STEPS, type ReportDraft } from './rules.ts';

/** The reference a server check was made for: the same category, type of reference and code. */
const referenceKey = (d: ReportDraft) => `${d.categoryId ?? ''}|${d.referenceId}|${d.code.trim()}`;

/** A deviation made whose files did not all get through. */
type Partial = { deviation: DeviationData; failures: UploadFailure[] };

export function DeviationReport() {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const titleId = useId();
  const scope = useApiScope();
  const categories = useQuery(categoriesQuery(scope));
  const create = useCreateDeviation();
  const send = useUploadDeviationFile();

  const [draft, setDraft] = useState<ReportDraft>(EMPTY_DRAFT);
  const [asked, setAsked] = useState(0);
  const [checked, setChecked] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileUploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [partial, setPartial] = useState<Partial | null>(null);
  const sending = useRef(false);

  const reached = furthestStep(draft, checked === referenceKey(draft));
  const step = Math.min(asked, reached);
  const goTo = (n: number) => {
    setError(null);
    setAsked(n);
  };
  const category = categories.data?.find((c) => c.id === draft.categoryId) ?? null;

  /** To the start page; a host that does not route gets a new, empty report instead. */
  const goHome = () => {
    const proceed = ctx?.emit('fsp-navigate', { path: '/' }, true) ?? true;
    if (!proceed) return;
    setDraft(EMPTY_DRAFT);
    setChecked(null);
    setFiles([]);
    setPartial(null);
    setError(null);
    setAsked(0);
  };

  /** Every file is attached: DEVIATION_SUCCESS, then the start page. */
  const succeed = () => {
    feedback.snack(t(`${DEVIATIONS_NS}:DEVIATION_SUCCESS`), 'success');
    goHome();
  };

  const attach = async (deviation: DeviationData, toSend: readonly File[]) => {
    const failures = await uploadEach(toSend, (file, onProgress) => send.mutateAsync({ deviation: deviation.id, file, onProgress }), setProgress);
    setProgress(null);
    if (failures.length === 0) succeed();
    else setPartial({ deviation, failures });
  };

  const submit = async () => {
    const body = createBody(draft);
    if (!body || sending.current) return;
    sending.current = true;
    setError(null);
    try {
      let deviation: DeviationData;
      try {
        deviation = await create.mutateAsync(body);
      } catch (failure) {
        setError(failureText(failure, t, `${DEVIATIONS_NS}:errors`));
        return;
      }
      await attach(deviation, files);
    } finally {
      sending.current = false;
    }
  };

  const retry = async () => {
    if (!partial || sending.current) return;
    sending.current = true;
    try {
      await attach(partial.deviation, partial.failures.map((f) => f.file));
    } finally {
      sending.current = false;
    }
  };

  let body;
  if (categories.isError) {
    body = <QueryFailure error={categories.error} onRetry={() => void categories.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (partial) {
    body = (
      <Outcome
        deviation={partial.deviation}
        failures={partial.failures}
        progress={progress}
        onRetry={() => void retry()}
        detailPath={deviationPath(partial.deviation.id, 'attachments')}
        onDone={goHome}
      />
    );
  } else if (categories.data) {
    const stepProps = { draft, onDraft: setDraft, onBack: () => goTo(step - 1) };
    if (step === 0) body = <TypeStep {...stepProps} categories={categories.data} onNext={() => goTo(1)} />;
    else if (step === 1 && category)
      body = <ReferenceStep {...stepProps} category={category} checked={checked === referenceKey(draft)} onChecked={() => setChecked(referenceKey(draft))} onNext={() => goTo(2)} />;
    else if (category)
      body = (
        <DescriptionStep
          {...stepProps}
          category={category}
          files={files}
          onFiles={setFiles}
          progress={progress}
          busy={progress !== null || create.isPending}
          error={error}
          onSubmit={() => void submit()}
        />
      );
  }

  return (
    <section className="deviation-report" part="container" aria-labelledby={titleId}>
      <WizardShell
        title={t('title')}
        titleId={titleId}
        loading={categories.isPending}
        {...(partial ? {} : { stepper: { steps: REPORT_STEPS.map((s) => t(`step.${s}`)), step, reached, onStep: goTo } })}
      >
        {body}
      </WizardShell>
    </section>
  );
}
