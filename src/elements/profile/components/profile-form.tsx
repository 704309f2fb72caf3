/** First name, surname, phone and e-mail: all required; Save only when something changed. */
import { useState, type FormEvent } from 'react';
import type { AppData } from '../../../contract/authentication.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, TextField } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { useSaveProfile } from '../api.ts';
import { NS } from '../ns.ts';

type Fields = { firstName: string; surname: string; phoneNo: string; email: string };
const FIELDS = ['firstName', 'surname', 'phoneNo', 'email'] as const;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^[0-9 +()-]*\d[0-9 +()-]*$/;

/** The message for a field, or null when it is fine. */
export function fieldError(field: keyof Fields, value: string): 'required' | 'invalidEmail' | 'invalidPhone' | null {
  if (!value.trim()) return 'required';
  if (field === 'email' && !EMAIL.test(value.trim())) return 'invalidEmail';
  if (field === 'phoneNo' && !PHONE.test(value.trim())) return 'invalidPhone';
  return null;
}

export function ProfileForm({ information }: { information: AppData['user']['information'] }) {
  const { t } = useTexts(NS);
  const saveProfile = useSaveProfile();
  const original: Fields = { firstName: information.firstName, surname: information.surname, phoneNo: information.phoneNo, email: information.email };
  const [values, setValues] = useState<Fields>(original);
  const [touched, setTouched] = useState(false);
  const changed = FIELDS.some((f) => values[f].trim() !== original[f]);
  const errors = Object.fromEntries(FIELDS.map((f) => [f, fieldError(f, values[f])])) as Record<keyof Fields, ReturnType<typeof fieldError>>;
  const valid = FIELDS.every((f) => !errors[f]);

  const text = (f: keyof Fields) => {
    const e = errors[f];
    if (!touched || !e) return null;
    return e === 'required' ? t('required', { field: t(f).toLowerCase() }) : t(e);
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!valid || !changed) return;
    // A failure: the catalogue showed the server's message; what the user typed stays.
    saveProfile.mutate(
      { firstName: values.firstName.trim(), surname: values.surname.trim(), phoneNo: values.phoneNo.trim(), email: values.email.trim() },
      {
        // The mutation reloads the app data: the form is keyed by it and starts anew from the saved values.
        onSuccess: () => feedback.snack(t('notices.changesSaved'), 'success'),
      },
    );
  }

  const field = (f: keyof Fields, type: string, autoComplete: string) => (
    <TextField
      label={t(f)}
      name={f}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[f]}
      onValueChange={(v) => {
        setValues((old) => ({ ...old, [f]: v }));
        setTouched(true);
      }}
      error={text(f)}
    />
  );

  return (
    <form className="fsp-form" onSubmit={submit} noValidate aria-label={t('details')}>
      {field('firstName', 'text', 'given-name')}
      {field('surname', 'text', 'family-name')}
      {field('phoneNo', 'tel', 'tel')}
      {field('email', 'email', 'email')}
      <div className="fsp-form-actions">
        <Button type="submit" busy={saveProfile.isPending} disabled={!changed || !valid}>
          {t('save')}
        </Button>
        {!changed ? <span className="hint">{t('unchanged')}</span> : null}
      </div>
    </form>
  );
}
