/**
 * The user-and-contact tab's two changes (spec 3 §2, §3 Fitting: client.contactInformation,
 * useAdvanceContact, contact; §6 GetClientContacts "choose a contact"; §7 "Contacts of a client:
 * GET … includeCurrentUserAsPrescriber … false when used for a fitting. Update client: PUT with
 * contactInformation and useAdvanceContact"):
 * - the client's phone, e-mail and advance contact, edited in place by a user who may reach the
 *   client (its municipality: `client.hasAuthorizationForMunicipal`, the rule of PUT
 *   /clients/{client}), with the client's own form (areas/clients/contact-info.tsx);
 * - the fitting's contact person, chosen in a dialog from the client's contacts by a user with
 *   GetClientContacts who may reach the client, on an open fitting.
 * A failure is shown where the user acted and what they typed or chose stays. A chunk of its own
 * (with the client's form and its texts), loaded when the tab is first shown: the element's size budget.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FITTING_PERMISSIONS } from '../../../contract/constants.ts';
import { isClosedStatus } from '../../../contract/shared/fitting-rules.ts';
import {
  advanceContactKey,
  CLIENT_CONTACT_NS,
  contactInfoBody,
  contactInfoChanged,
  ContactInfoFields,
  contactInfoValues,
  useContactInfoForm,
  type ContactInfoValues,
} from '../../../areas/clients/contact-info.tsx';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner } from '../../../core/ui/components.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import { FormDialog } from '../../../core/ui/form-dialog.tsx';
import { fittingContactsQuery, useChooseContact, useUpdateClientContact, type FittingData } from '../api.ts';
import { NS } from '../ns.ts';
import { Person } from './person.tsx';

/** The namespace of texts this chunk's module registers (lazyPart loads them with it). */
export const CONTACT_TEXTS = CLIENT_CONTACT_NS;

/** The tab's part below the client's facts: the client's contact information, then the fitting's contact person. */
export function Contacts({ fitting, permissions }: { fitting: FittingData; permissions: ReadonlySet<string> }) {
  const { t } = useTexts(NS);
  const titleId = useId();
  return (
    <>
      <ClientContact fitting={fitting} />
      <section className="stack" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('user.contact')}</h2>
        <ContactPerson fitting={fitting} permissions={permissions} />
      </section>
    </>
  );
}

/** The client's contact information, with Edit (a form in its place) for a user who may change the client. */
function ClientContact({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const c = fitting.client;
  const missing = <span className="muted">{t('user.missing')}</span>;
  const close = () => {
    setEditing(false);
    // The form is gone: the focus goes back to what opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('user.contactInformation')}</h2>
      {editing ? (
        <ContactInfoForm fitting={fitting} onClose={close} />
      ) : (
        <>
          <Facts part="client-contact">
            <Fact label={t(`${CLIENT_CONTACT_NS}:phoneNo`)}>{c.contactInformation.phoneNo || missing}</Fact>
            <Fact label={t(`${CLIENT_CONTACT_NS}:email`)}>{c.contactInformation.email || missing}</Fact>
            <Fact label={t(`${CLIENT_CONTACT_NS}:advanceContact`)}>{t(advanceContactKey(c.useAdvanceContact))}</Fact>
          </Facts>
          {c.hasAuthorizationForMunicipal ? (
            <div className="actions">
              <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)} part="edit-contact-information">
                {t('user.editContactInformation')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function ContactInfoForm({ fitting, onClose }: { fitting: FittingData; onClose: () => void }) {
  const { t } = useTexts(NS);
  const client = fitting.client;
  const { formRef, values, patch, shown, submit } = useContactInfoForm(() => contactInfoValues(client), t);
  const save = useUpdateClientContact(client.id);
  const send = (checked: ContactInfoValues & { useAdvanceContact: boolean }) => {
    if (!contactInfoChanged(client, checked)) onClose();
    else save.mutate(contactInfoBody(checked), { onSuccess: onClose });
  };

  return (
    <form ref={formRef} className="fsp-form contact-form" onSubmit={(e) => submit(e, send)} noValidate aria-label={t('user.editContactInformation')} part="contact-information-form">
      <ContactInfoFields values={values} onChange={patch} errors={shown} />
      {save.isError ? (
        <p className="fsp-alert" role="alert">
          {failureText(save.error, t)}
        </p>
      ) : null}
      <div className="actions">
        <Button type="submit" busy={save.isPending}>
          {t('dialog.save')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The fitting's contact person, and Choose or Change for a user with GetClientContacts who may reach the client. */
function ContactPerson({ fitting, permissions }: { fitting: FittingData; permissions: ReadonlySet<string> }) {
  const { t } = useTexts(NS);
  const [open, setOpen] = useState(false);
  const may = permissions.has(FITTING_PERMISSIONS.chooseContact) && fitting.client.hasAuthorizationForMunicipal && !isClosedStatus(fitting.status.value);
  return (
    <>
      {fitting.contact ? (
        <Facts part="contact">
          <Fact label={t('user.relation')}>{fitting.contact.relation}</Fact>
          <Fact label={t('user.name')}>
            <Person person={fitting.contact} />
          </Fact>
        </Facts>
      ) : (
        <p className="muted no-contact">{t('user.noContact')}</p>
      )}
      {may ? (
        <div className="actions">
          <Button variant="secondary" onClick={() => setOpen(true)} part="choose-contact">
            {t(fitting.contact ? 'user.changeContact' : 'user.chooseContact')}
          </Button>
        </div>
      ) : null}
      {open ? <ContactDialog fitting={fitting} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ContactDialog({ fitting, onClose }: { fitting: FittingData; onClose: () => void }) {
  const { t } = useTexts(NS);
  const contacts = useQuery(fittingContactsQuery(useApiScope(), fitting.client.id));
  const save = useChooseContact(fitting.id, fitting.client.id);
  const current = String(fitting.contact?.id ?? '');
  const [chosen, setChosen] = useState(current);
  const page = contacts.data?.page ?? [];

  const submit = () => {
    if (chosen === current) return onClose();
    save.mutate(chosen ? Number(chosen) : null, { onSuccess: onClose });
  };

  let body;
  if (contacts.isPending) body = <Spinner label={t('user.contactsLoading')} />;
  else if (contacts.isError) {
    body = (
      <div className="stack">
        <p className="fsp-field-error">
          {t('user.contactsFailed')} {failureText(contacts.error, t, `${FITTINGS_NS}:errors`)}
        </p>
        <div className="actions">
          <Button variant="secondary" onClick={() => void contacts.refetch()}>
            {t('user.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!page.length) body = <p className="muted" role="status">{t('user.noContacts')}</p>;
  else {
    body = (
      <SelectField
        label={t('user.contact')}
        name="contact"
        value={chosen}
        onValueChange={setChosen}
        options={page.map((p) => ({ value: String(p.id), label: `${p.firstName} ${p.surname} (${p.relation})` }))}
        placeholder={t('user.noneChosen')}
      />
    );
  }
  return (
    <FormDialog
      title={t(fitting.contact ? 'user.changeContact' : 'user.chooseContact')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.error ? failureText(save.error, t, `${FITTINGS_NS}:errors`) : null}
      submitLabel={t('dialog.save')}
      cancelLabel={t('cancel')}
      submitDisabled={!page.length}
      className="meeting-form"
      part="dialog"
    >
      {body}
    </FormDialog>
  );
}
