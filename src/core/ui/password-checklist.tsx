/** The password rules as a live checklist: each rule marked met or not as the user types. */
import { useId } from 'react';
import type { Policy } from '../../contract/shared/password-rules.ts';
import { meetsPolicy, ruleMet } from '../../contract/shared/password-rules.ts';
import { useTexts } from '../i18n/index.ts';
import { TextField } from './components.tsx';

export function PasswordChecklist({ policy, password, id }: { policy: Policy; password: string; id?: string }) {
  const { t } = useTexts();
  return (
    <ul className="fsp-checklist" id={id} aria-label={t('password.rules')}>
      {policy.rules.map((rule) => {
        const met = ruleMet(rule, password);
        return (
          <li key={`${rule.regex}-${rule.amount}`} data-met={met || undefined}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="fsp-visually-hidden">{met ? t('password.met') : t('password.notMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** True when the new password meets the policy and the repeat equals it. */
export function newPasswordReady(policy: Policy, password: string, repeat: string): boolean {
  return meetsPolicy(policy, password) && password === repeat;
}

/** The new password, its rules as a live checklist, and the repeat (flagged when it differs). */
export function NewPasswordFields({ policy, password, repeat, onPassword, onRepeat }: {
  policy: Policy;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
}) {
  const { t } = useTexts();
  const checklistId = useId();
  return (
    <>
      <TextField
        label={t('password.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={onPassword}
        aria-describedby={checklistId}
      />
      <PasswordChecklist policy={policy} password={password} id={checklistId} />
      <TextField
        label={t('password.repeatPassword')}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onValueChange={onRepeat}
        error={repeat && repeat !== password ? t('password.differ') : null}
      />
    </>
  );
}
