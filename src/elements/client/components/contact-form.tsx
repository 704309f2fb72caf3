/**
 * Adding or changing a contact (spec 2 §5 Contact form, §4 Primary contact change), in a dialog:
 * relation, first name, surname and phone are required, e-mail is optional and must be one; a
 * "primary contact" checkbox. Made primary while another contact is primary, the form asks what
 * to do: add (or save) without changing the primary contact, or change it (the body's
 * primaryContactChoice KEEP or CHANGE); Save stays disabled until one is chosen. The server's 409
 * PRIMARY_CONTACT_EXISTS (someone made another contact primary meanwhile) asks the same.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Contact, ContactInput } from '../../../contract/clients.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { TextField } from '../../../core/ui/components.tsx';
import { focusFirstInvalid, FormDialog } from '../../../core/ui/form-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { clientDetailKeys, useSaveContact } from '../api.ts';
import { NS } from '../ns.ts';
import { failureCode, failureText } from './failure.ts';
import { CLIENT_CONTACT_NS } from '../../../areas/clients/contact-info.tsx';
import { isEmail, isPhone } from '../../../areas/clients/validation.ts';

type TextFieldName = 'relation' | 'firstName' | 'surname' | 'phoneNo' | 'email';
type Values = Record<TextFieldName, string> & { isPrimaryContact: boolean };
export type PrimaryChoice = 'KEEP' | 'CHANGE';

export function contactValues(contact: Contact | null): Values {
  return {
    relation: contact?.relation ?? '',
    firstName: contact?.firstName ?? '',
    surname: contact?.surname ?? '',
    phoneNo: contact?.phoneNo ?? '',
    email: contact?.email ?? '',
    isPrimaryContact: contact?.isPrimaryContact ?? false,
  };
}

/** The message key of each field that is wrong. */
export function validateContact(values: Values): Partial<Record<TextFieldName, string>> {
  const errors: Partial<Record<TextFieldName, string>> = {};
  for (const f of ['relation', 'firstName', 'surname', 'phoneNo'] as const) if (!values[f].trim()) errors[f] = `contact.${f}Required`;
  if (values.phoneNo.trim() && !isPhone(values.phoneNo)) errors.phoneNo = `${CLIENT_CONTACT_NS}:invalidPhone`;
  if (values.email.trim() && !isEmail(values.email)) errors.email = `${CLIENT_CONTACT_NS}:invalidEmail`;
  return errors;
}

/** The body of the call; `choice` only when the primary contact is in question. */
export function contactBody(values: Values, choice: PrimaryChoice | null): ContactInput {
  return {
    relation: values.relation.trim(),
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    phoneNo: values.phoneNo.trim(),
    email: values.email.trim() || null,
    isPrimaryContact: values.isPrimaryContact,
    ...(choice ? { primaryContactChoice: choice } : {}),
  };
}

export function sameContact(contact: Contact, body: ContactInput): boolean {
  return (
    body.relation === contact.relation &&
    body.firstName === contact.firstName &&
    body.surname === contact.surname &&
    body.phoneNo === contact.phoneNo &&
    (body.email ?? '') === (contact.email ?? '') &&
    body.isPrimaryContact === contact.isPrimaryContact
  );
}

export type ContactFormProps = {
  clientId: number;
  /** The contact to change; null adds one. */
  contact: Contact | null;
  /** The primary contact other than this one, if any (the choice is asked when this one is made primary). */
  otherPrimary: Contact | null;
  onClose: () => void;
};

export function ContactForm({ clientId, contact, otherPrimary, onClose }: ContactFormProps) {
  const { t } = useTexts(NS);
  const choiceId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => contactValues(contact));
  const [submitted, setSubmitted] = useState(false);
  const [choice, setChoice] = useState<PrimaryChoice | null>(null);
  // The server said another contact is primary (made so meanwhile): ask, whatever the list said.
  const [conflict, setConflict] = useState(false);
  const save = useSaveContact(clientId);
  const errors = validateContact(values);
  const asksChoice = values.isPrimaryContact && (otherPrimary !== null || conflict);

  function submit(form: HTMLFormElement) {
    setSubmitted(true);
    if (Object.keys(errors).length) {
      focusFirstInvalid(form);
      return;
    }
    if (asksChoice && !choice) return;
    const body = contactBody(values, asksChoice ? choice : null);
    if (contact && sameContact(contact, body)) {
      onClose();
      return;
    }
    save.mutate(
      { contact: contact?.id ?? null, body },
      {
        onSuccess: () => {
          feedback.snack(t('contacts.saved'), 'success');
          onClose();
        },
        onError: (error) => {
          if (failureCode(error) !== 'PRIMARY_CONTACT_EXISTS') return;
          setConflict(true);
          setChoice(null);
          // Who the primary contact is now: the list (and the choice's question) follow.
          void queryClient.invalidateQueries({ queryKey: clientDetailKeys.contacts(clientId) });
          requestAnimationFrame(() => form.querySelector<HTMLElement>('input[name="primaryContactChoice"]')?.focus());
        },
      },
    );
  }

  const field = (f: TextFieldName, type: string, required = true) => (
    <TextField
      label={required ? t(`contact.${f}`) : t('address.optional', { field: t(`contact.${f}`) })}
      name={f}
      type={type}
      value={values[f]}
      onValueChange={(v) => setValues((old) => ({ ...old, [f]: v }))}
      error={submitted && errors[f] ? t(errors[f]) : null}
      required={required}
      autoComplete="off"
      maxLength={f === 'email' ? 320 : f === 'phoneNo' ? 40 : 100}
    />
  );

  const primaryName = otherPrimary ? `${otherPrimary.firstName} ${otherPrimary.surname}` : null;
  return (
    <FormDialog
      title={t(contact ? 'contacts.editTitle' : 'contacts.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? failureText(save.error, t) : null}
      submitDisabled={asksChoice && !choice}
      className="fsp-form dialog-form"
      part="contact-form"
    >
      {field('relation', 'text')}
      {field('firstName', 'text')}
      {field('surname', 'text')}
      {field('phoneNo', 'tel')}
      {field('email', 'email', false)}
      <label className="check">
        <input
          type="checkbox"
          name="isPrimaryContact"
          checked={values.isPrimaryContact}
          onChange={(e) => {
            const checked = e.target.checked;
            setValues((old) => ({ ...old, isPrimaryContact: checked }));
            if (!checked) setChoice(null);
          }}
        />
        {t('contact.isPrimaryContact')}
      </label>
      {asksChoice ? (
        <fieldset className="choices primary-choice" aria-describedby={`${choiceId}-hint`} part="primary-choice">
          <legend>
            {t('contact.primaryChoice')}
            <span className="required" aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <p id={`${choiceId}-hint`} className="fsp-field-hint">
            {primaryName ? t('contact.primaryExists', { name: primaryName }) : t('contact.primaryExistsUnknown')}
          </p>
          {(['KEEP', 'CHANGE'] as const).map((c) => (
            <label key={c}>
              <input type="radio" name="primaryContactChoice" value={c} required checked={choice === c} onChange={() => setChoice(c)} />
              {t(c === 'KEEP' ? (contact ? 'contact.keepOnSave' : 'contact.keep') : 'contact.change')}
            </label>
          ))}
          {!choice ? <p className="fsp-field-hint">{t('contact.chooseToSave')}</p> : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
