/** The password rules as a live checklist: each rule marked met or not as the user types. */
import type { Policy } from '../../contract/shared/password-rules.ts';
import { ruleMet } from '../../contract/shared/password-rules.ts';
import { useTexts } from '../i18n/index.ts';

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
