/**
 * A wizard step's form: core's WizardStep with the order wizard's words (Back, "Save and
 * continue"): the step saves its draft, then the wizard moves on.
 */
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { WizardStep, type WizardStepProps } from '../../../core/ui/wizard.tsx';
import { NS } from '../ns.ts';

export function StepForm({ submitLabel, ...props }: Omit<WizardStepProps, 'backLabel' | 'submitLabel'> & { submitLabel?: string }) {
  const { t } = useTexts(NS);
  return <WizardStep {...props} backLabel={t('back')} submitLabel={submitLabel ?? t('next')} />;
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
