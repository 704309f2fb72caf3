/**
 * The wizard shell (spec 2 §2 "Wizard shell", §4 "Wizards"), shared by every order wizard
 * (product, work, function, pickup, external assortment, fitting order):
 * - `WizardShell`: the page around a step: breadcrumbs, the title (h1), an optional reload button,
 *   the step indicator, an optional error slot, and the step's content, or, while loading, a busy
 *   region with a spinner in the content's place.
 * - `Stepper`: the ordered steps, each a button: the current one `aria-current="step"`, those
 *   saved marked done, and those ahead of the furthest step reached (`reached`) disabled. Below
 *   600 px of its container it turns compact: "Steg 2 av 5: Tillbehör" over numbered circles (the
 *   labels stay in the buttons' names).
 * - `WizardStep`: a step's form: its heading (h2), fields, the failure of its save (said in place,
 *   nothing typed lost) and Back / Next; Next submits. Its labels come from the caller.
 * - Pure rules, 0-based: which step to show (`wizardStep`), whether one can be gone to
 *   (`canReach`), and how far the user has come once a step is saved (`nextReached`). The server
 *   stores a content line's `currentStep`; the wizard keeps the step shown in the location state.
 *
 * Texts: core's `wizard` group. Styles: wizard.css, loaded with the widget (useSheet), not with
 * the shared runtime.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTexts } from '../i18n/index.ts';
import { Breadcrumbs, Button, Spinner, type Crumb } from './components.tsx';
import css from './wizard.css?inline';
import { useSheet } from './sheet.ts';

/** A whole number within lo..hi (NaN and fractions down to lo and to the whole number below). */
function clampStep(value: number, lo: number, hi: number): number {
  const n = Number.isFinite(value) ? Math.trunc(value) : lo;
  return Math.min(Math.max(n, lo), Math.max(lo, hi));
}

/**
 * The step to show: the one asked for (from the location state or a link), kept within
 * 0..`reached` (nothing ahead of the furthest step reached) and within the `count` steps there
 * are; none asked for: the furthest step reached (where the user left off).
 */
export function wizardStep(requested: number | null | undefined, reached: number, count: number): number {
  const last = Math.max(0, count - 1);
  const furthest = clampStep(reached, 0, last);
  if (requested === undefined || requested === null || !Number.isFinite(requested)) return furthest;
  return clampStep(requested, 0, furthest);
}

/** True when `step` may be gone to: a step from 0 that is not ahead of the furthest step reached. */
export function canReach(step: number, reached: number): boolean {
  return Number.isInteger(step) && step >= 0 && step <= reached;
}

/**
 * How far the user has come once step `saved` is saved: the step after it becomes reachable, and
 * going back and saving an earlier step takes nothing away; at most the last step (`count - 1`).
 */
export function nextReached(reached: number, saved: number, count: number): number {
  return clampStep(Math.max(reached, saved + 1), 0, count - 1);
}

export type StepperProps = {
  /** The steps' labels, in order ("Produkt", "Tillbehör", ...). */
  steps: readonly string[];
  /** The step shown, 0-based. */
  step: number;
  /** The furthest step reached, 0-based: the steps after it are disabled. */
  reached: number;
  /** A step chosen (only a reachable one other than the current). */
  onStep: (step: number) => void;
  /** The list's name. @default core's "Steg" / "Steps" */
  label?: string;
};

/** The step indicator: one button a step; a step ahead of `reached` is disabled. */
export function Stepper({ steps, step, reached, onStep, label }: StepperProps) {
  useSheet(css);
  const { t } = useTexts();
  const count = steps.length;
  const current = wizardStep(step, reached, count);
  return (
    <nav className="fsp-stepper" aria-label={label ?? t('wizard.steps')} part="stepper">
      {/* The compact form's line; the list below says the same to assistive technology. */}
      <p className="fsp-stepper-status" aria-hidden="true">
        {t('wizard.stepOfNamed', { n: current + 1, count, label: steps[current] ?? '' })}
      </p>
      <ol className="fsp-stepper-list">
        {steps.map((name, i) => {
          const state = i === current ? 'current' : i < reached ? 'done' : canReach(i, reached) ? 'reachable' : 'locked';
          return (
            <li key={`${i}-${name}`} className="fsp-stepper-item" data-state={state}>
              <button
                type="button"
                className="fsp-stepper-button"
                aria-current={i === current ? 'step' : undefined}
                disabled={!canReach(i, reached)}
                onClick={() => {
                  if (i !== current && canReach(i, reached)) onStep(i);
                }}
              >
                <span className="fsp-stepper-number" aria-hidden="true">
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span className="fsp-stepper-label">{name}</span>
                {state === 'done' ? <span className="fsp-visually-hidden">{` (${t('wizard.done')})`}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A breadcrumb of the shell: a link when it has a path (the last one is the page itself). */
export type WizardCrumb = { label: string; path?: string };

export type WizardShellProps = {
  /** The page's heading (h1). */
  title: string;
  /** The h1's id, for the element's section to be labelled by. */
  titleId?: string;
  /** The trail above the title; each crumb with a path is a link. None when empty. */
  breadcrumbs?: readonly WizardCrumb[];
  /**
   * A plain click on a breadcrumb (the element emits `fsp-navigate` with the path). Without it the
   * links are ordinary links to their path.
   */
  onNavigate?: (path: string) => void;
  /** Shows a reload button beside the title that calls this. None when absent. */
  onReload?: () => void;
  /** The step indicator; none when absent. */
  stepper?: StepperProps;
  /** The content is loading: a busy region with a spinner in its place. @default false */
  loading?: boolean;
  /** Shown above the step's content (a refusal, a failed load). */
  error?: ReactNode;
  /** The step's content. */
  children?: ReactNode;
  /** The `part` of the shell's outer element, for hosts to restyle. @default 'wizard' */
  part?: string;
};

/** The page of a wizard: breadcrumbs, title, reload, the step indicator, then the step. */
export function WizardShell({ title, titleId, breadcrumbs = [], onNavigate, onReload, stepper, loading = false, error, children, part = 'wizard' }: WizardShellProps) {
  useSheet(css);
  const { t } = useTexts();
  const crumbs: Crumb[] = breadcrumbs.map(({ label, path }) =>
    path === undefined ? { label } : { label, href: path, ...(onNavigate ? { onNavigate: () => onNavigate(path) } : {}) },
  );
  return (
    <div className="fsp-wizard" part={part}>
      {crumbs.length ? <Breadcrumbs items={crumbs} label={t('wizard.breadcrumbs')} /> : null}
      <div className="fsp-wizard-header">
        <h1 id={titleId} className="fsp-wizard-title">
          {title}
        </h1>
        {onReload ? (
          <Button variant="secondary" className="fsp-wizard-reload" busy={loading} onClick={onReload}>
            <span aria-hidden="true">↻</span> {t('wizard.reload')}
          </Button>
        ) : null}
      </div>
      {stepper ? <Stepper {...stepper} /> : null}
      {error ? <div className="fsp-wizard-error">{error}</div> : null}
      <div className="fsp-wizard-body" aria-busy={loading || undefined}>
        {loading ? <Spinner label={t('wizard.loading')} /> : children}
      </div>
    </div>
  );
}

export type WizardStepProps = {
  /** The step's heading (h2), which also names the form. */
  title: string;
  children: ReactNode;
  /** Why the step could not be saved or sent, said above the buttons (Next is described by it). */
  error: string | null;
  /** Saving: Next shows a spinner; nothing is submitted twice. */
  busy: boolean;
  /** Whether there is a Back button. */
  canGoBack: boolean;
  onBack: () => void;
  onSubmit: () => void;
  backLabel: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Said beside the buttons while Next is disabled (why it is). */
  disabledReason?: string | null;
  /** The id of what in the step says why Next is disabled, when the step says it in place (Next is described by it). */
  describedBy?: string | undefined;
};

/** A wizard step's form: fields, the refusal in place, Back and Next (submit). */
export function WizardStep({ title, children, error, busy, canGoBack, onBack, onSubmit, backLabel, submitLabel, submitDisabled = false, disabledReason = null, describedBy: reasonInStep }: WizardStepProps) {
  useSheet(css);
  const headingId = useId();
  const errorId = useId();
  const reasonId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  const describedBy = [error ? errorId : null, submitDisabled && disabledReason ? reasonId : null, submitDisabled ? reasonInStep : null].filter(Boolean).join(' ') || undefined;
  return (
    <form className="fsp-wizard-step" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{title}</h2>
      {children}
      {error ? (
        <p id={errorId} className="fsp-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="fsp-wizard-actions">
        {canGoBack ? (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {backLabel}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} disabled={submitDisabled} aria-describedby={describedBy}>
          {submitLabel}
        </Button>
        {submitDisabled && disabledReason ? (
          <span id={reasonId} className="fsp-wizard-reason">
            {disabledReason}
          </span>
        ) : null}
      </div>
    </form>
  );
}
