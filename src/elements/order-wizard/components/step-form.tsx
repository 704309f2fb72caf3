/**
 * A wizard step's form: its fields, the failure of its save (said in place, nothing typed lost),
 * and Back / Next. Next submits: the step saves its draft, then the wizard moves on.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { NS } from '../ns.ts';

export function StepForm({ title, children, error, busy, canGoBack, onBack, onSubmit, submitLabel, submitDisabled = false }: {
  title: string;
  children: ReactNode;
  error: string | null;
  busy: boolean;
  canGoBack: boolean;
  onBack: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  submitDisabled?: boolean;
}) {
  const { t } = useTexts(NS);
  const headingId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <form className="wizard-step" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{title}</h2>
      {children}
      {error ? (
        <p id={errorId} className="fsp-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="wizard-actions">
        {canGoBack ? (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('back')}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} disabled={submitDisabled} aria-describedby={error ? errorId : undefined}>
          {submitLabel ?? t('next')}
        </Button>
      </div>
    </form>
  );
}

/**
 * What a step (or a part of it) could not load, said where it would be. `prefix`: where the codes'
 * own texts are (failureText), for the steps whose namespace has them.
 */
export function LoadFailure({ error, prefix }: { error: unknown; prefix?: string }) {
  const { t } = useTexts(NS);
  return (
    <p className="fsp-alert" role="alert">
      {failureText(error, t, prefix)}
    </p>
  );
}
