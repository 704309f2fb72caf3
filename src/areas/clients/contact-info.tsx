/**
 * A client's contact information and advance contact (spec 2 §5 Client edit: phone and e-mail,
 * optional, the e-mail must be one; "contact before visit" must be answered yes or no, "Must select
 * use advance contact" and a required marker otherwise; spec 3 §2 the fitting's user-and-contact
 * tab, spec 3 §7 "Update client: PUT with contactInformation and useAdvanceContact"): the values,
 * their check, the body of the PUT, the fields and their texts (namespace `client-contact`). One
 * form for both places that change them: the client's Info (`<fsp-client>`, which adds the
 * municipality) and the fitting's user-and-contact tab (`<fsp-fitting>`).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ClientUpdate } from '../../contract/clients.ts';
import { addTexts, useTexts } from '../../core/i18n/index.ts';
import { TextField } from '../../core/ui/components.tsx';
import { focusFirstInvalid } from '../../core/ui/form-dialog.tsx';
import { useSheet } from '../../core/ui/sheet.ts';
import css from './contact-info.css?inline';
import { isEmail, isPhone } from './validation.ts';

export const CLIENT_CONTACT_NS = 'client-contact';
addTexts(CLIENT_CONTACT_NS, { sv: () => import('./contact-info.sv.json'), en: () => import('./contact-info.en.json') });

export type ContactInfoValues = { phoneNo: string; email: string; useAdvanceContact: boolean | null };
export type ContactInfoField = keyof ContactInfoValues;
/** What a client (`Client`) and a fitting's client (`FittingClient`) both carry. */
export type ContactInfoOf = { contactInformation: { phoneNo: string | null; email: string | null }; useAdvanceContact: boolean | null };

export function contactInfoValues(client: ContactInfoOf): ContactInfoValues {
  return { phoneNo: client.contactInformation.phoneNo ?? '', email: client.contactInformation.email ?? '', useAdvanceContact: client.useAdvanceContact };
}

/** The text key (in any namespace: `client-contact:…`) of each field that is wrong; none when the form may be sent. */
export function validateContactInfo(values: ContactInfoValues): Partial<Record<ContactInfoField, string>> {
  const errors: Partial<Record<ContactInfoField, string>> = {};
  if (values.phoneNo.trim() && !isPhone(values.phoneNo)) errors.phoneNo = `${CLIENT_CONTACT_NS}:invalidPhone`;
  if (values.email.trim() && !isEmail(values.email)) errors.email = `${CLIENT_CONTACT_NS}:invalidEmail`;
  if (values.useAdvanceContact === null) errors.useAdvanceContact = `${CLIENT_CONTACT_NS}:advanceContactRequired`;
  return errors;
}

/** Whether the values differ from the client's (trimmed, as they are sent). */
export function contactInfoChanged(client: ContactInfoOf, values: ContactInfoValues): boolean {
  const original = contactInfoValues(client);
  return values.phoneNo.trim() !== original.phoneNo.trim() || values.email.trim() !== original.email.trim() || values.useAdvanceContact !== original.useAdvanceContact;
}

/** The PUT's contactInformation and useAdvanceContact (blank is null); the values must have passed validateContactInfo. */
export function contactInfoBody(values: ContactInfoValues & { useAdvanceContact: boolean }): Required<Pick<ClientUpdate, 'contactInformation' | 'useAdvanceContact'>> {
  return { contactInformation: { phoneNo: values.phoneNo.trim() || null, email: values.email.trim() || null }, useAdvanceContact: values.useAdvanceContact };
}

/**
 * What both forms keep (the client's Info, which adds the municipality, and the fitting's tab):
 * the values (a failed call keeps them), the messages shown once submitted (`t` resolves the keys),
 * the first field focused when the form takes the facts' place, and a submit that focuses the
 * first wrong field (its message announced with it) or hands the checked values to `send`.
 */
export function useContactInfoForm<V extends ContactInfoValues>(initial: () => V, t: (key: string) => string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = validateContactInfo(values);
  const shown = submitted ? Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, t(key)])) : {};
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  const patch = (changes: Partial<V>) => setValues((old) => ({ ...old, ...changes }));
  const submit = (e: FormEvent, send: (checked: V & { useAdvanceContact: boolean }) => void) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length || values.useAdvanceContact === null) {
      if (formRef.current) focusFirstInvalid(formRef.current);
      return;
    }
    send({ ...values, useAdvanceContact: values.useAdvanceContact });
  };
  return { formRef, values, patch, shown, submit };
}

/** The advance-contact answer shown: yes, no or not answered. */
export function advanceContactKey(value: boolean | null): string {
  return `${CLIENT_CONTACT_NS}:${value === null ? 'notAnswered' : value ? 'yes' : 'no'}`;
}

/**
 * The three fields. `errors` are the messages shown (after a submit), by field. The caller's form
 * holds the values, so a failed call keeps everything typed.
 */
export function ContactInfoFields({
  values,
  onChange,
  errors,
}: {
  values: ContactInfoValues;
  onChange: (patch: Partial<ContactInfoValues>) => void;
  errors: Partial<Record<ContactInfoField, string | null>>;
}) {
  const { t } = useTexts(CLIENT_CONTACT_NS);
  useSheet(css);
  const advanceId = useId();
  const advanceError = errors.useAdvanceContact ?? null;
  return (
    <>
      <TextField label={t('phoneNo')} name="phoneNo" type="tel" autoComplete="off" value={values.phoneNo} onValueChange={(phoneNo) => onChange({ phoneNo })} error={errors.phoneNo ?? null} maxLength={40} />
      <TextField label={t('email')} name="email" type="email" autoComplete="off" value={values.email} onValueChange={(email) => onChange({ email })} error={errors.email ?? null} maxLength={320} />
      <fieldset className="choices" aria-describedby={advanceError ? `${advanceId}-error` : `${advanceId}-hint`} part="advance-contact">
        <legend>
          {t('advanceContact')}
          {advanceError ? (
            <span className="required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </legend>
        <p id={`${advanceId}-hint`} className="fsp-field-hint">
          {t('advanceContactHint')}
        </p>
        <div className="choice-row">
          {([true, false] as const).map((answer) => (
            <label key={String(answer)}>
              <input
                type="radio"
                name="useAdvanceContact"
                value={answer ? 'yes' : 'no'}
                required
                aria-invalid={advanceError ? true : undefined}
                checked={values.useAdvanceContact === answer}
                onChange={() => onChange({ useAdvanceContact: answer })}
              />
              {t(answer ? 'yes' : 'no')}
            </label>
          ))}
        </div>
        {advanceError ? (
          <p id={`${advanceId}-error`} className="fsp-field-error">
            {advanceError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
