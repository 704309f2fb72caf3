/**
 * The client's contacts (spec 2 Client sub-pages Contacts, §3 Contact, §4 Primary contact change,
 * §7 Contacts): a table (cards on a narrow screen) of relation, name, phone and e-mail; the primary
 * contact marked; the user listed first as the prescriber (includeCurrentUserAsPrescriber), not
 * editable. Adding, changing and deleting (with a confirmation) only where the contact is
 * editable; "Set as primary" on an editable contact that is not primary, when the client has more
 * than one contact.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Contact } from '../../../contract/clients.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { contactsQuery, useDeleteContact, useSaveContact } from '../api.ts';
import { NS } from '../ns.ts';
import { ContactForm, contactBody, contactValues } from './contact-form.tsx';
import { failureText } from './failure.ts';
import type { ClientTabProps } from './tab-props.ts';

const fullName = (c: Contact) => `${c.firstName} ${c.surname}`;

export function Contacts({ client }: ClientTabProps) {
  const { t } = useTexts(NS);
  const query = useQuery(contactsQuery(useApiScope(), client.id));
  const [form, setForm] = useState<{ contact: Contact | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact(client.id);
  const makePrimary = useSaveContact(client.id);
  const heading = useRef<HTMLHeadingElement>(null);

  const contacts = query.data?.page.filter((c) => c.type === 'CONTACT') ?? [];
  const primaryOtherThan = (id: number | null) => contacts.find((c) => c.isPrimaryContact && c.id !== id) ?? null;
  const canSetPrimary = contacts.length > 1;

  const setPrimary = (c: Contact) =>
    makePrimary.mutate(
      { contact: c.id, body: contactBody({ ...contactValues(c), isPrimaryContact: true }, 'CHANGE') },
      {
        onSuccess: () => feedback.snack(t('contacts.primaryChanged', { name: fullName(c) }), 'success'),
        onError: (error) => feedback.snack(failureText(error, t), 'error'),
      },
    );

  const columns: Column<Contact>[] = [
    {
      key: 'relation',
      header: t('contact.relation'),
      cell: (c) => (
        <span className="name-cell">
          <span>{c.type === 'PRESCRIBER' ? t('contacts.prescriber') : c.relation}</span>
          {c.isPrimaryContact ? (
            <span className="badge" data-kind="primary" part="primary">
              {t('contacts.primary')}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'name', header: t('contacts.name'), cell: fullName },
    { key: 'phoneNo', header: t('contact.phoneNo'), cell: (c) => <span className="nowrap">{c.phoneNo}</span> },
    { key: 'email', header: t('contact.email'), cell: (c) => <span className="break">{c.email ?? ''}</span> },
    {
      key: 'actions',
      header: t('actions'),
      cell: (c) => {
        if (!c.isEditable) return <span className="muted">{t(c.type === 'PRESCRIBER' ? 'contacts.prescriberHint' : 'contacts.notEditable')}</span>;
        const busy = makePrimary.isPending && makePrimary.variables.contact === c.id;
        return (
          <span className="row-actions">
            <Button variant="secondary" onClick={() => setForm({ contact: c, key: Date.now() })}>
              {t('edit')}
              <span className="fsp-visually-hidden"> {fullName(c)}</span>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                remove.reset();
                setDeleting(c);
              }}
            >
              {t('delete')}
              <span className="fsp-visually-hidden"> {fullName(c)}</span>
            </Button>
            {canSetPrimary && !c.isPrimaryContact ? (
              <Button variant="secondary" busy={busy} disabled={makePrimary.isPending && !busy} onClick={() => setPrimary(c)}>
                {t('contacts.setPrimary')}
                <span className="fsp-visually-hidden"> {fullName(c)}</span>
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  let content;
  if (query.status === 'pending') content = <Spinner />;
  else if (query.status === 'error') {
    content = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('contacts.loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (!query.data.page.length) {
    content = <StateMessage kind="empty" title={t('contacts.empty')} text={t('contacts.emptyText')} />;
  } else {
    content = <Table caption={t('contacts.title')} columns={columns} rows={query.data.page} rowKey={(c) => `${c.type}-${c.id}`} part="contact-table" />;
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        feedback.snack(t('contacts.deleted'), 'success');
        requestAnimationFrame(() => heading.current?.focus());
      },
    });
  };

  return (
    <div className="sub-page" part="contacts">
      <div className="section-head">
        <h2 ref={heading} tabIndex={-1}>
          {t('contacts.title')}
        </h2>
        <Button onClick={() => setForm({ contact: null, key: Date.now() })} part="add-contact">
          {t('contacts.add')}
        </Button>
      </div>
      {content}
      {form ? (
        <ContactForm key={form.key} clientId={client.id} contact={form.contact} otherPrimary={primaryOtherThan(form.contact?.id ?? null)} onClose={() => setForm(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contacts.deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error, t) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? <p className="dialog-text">{t('contacts.deleteText', { name: fullName(deleting), relation: deleting.relation })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
