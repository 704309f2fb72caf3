/**
 * The client's contacts (spec 2 Client sub-pages Contacts, §3 Contact, §4 Primary contact change,
 * §7 Contacts): a table (cards on a narrow screen) of relation, name, phone and e-mail; the primary
 * contact marked; the user listed first as the prescriber (includeCurrentUserAsPrescriber), not
 * editable. Adding, changing and deleting (with a confirmation) only where the contact is
 * editable; "Set as primary" on an editable contact that is not primary, when the client has more
 * than one contact.
 */
import { useQuery } from '@tanstack/react-query';
import type { Contact } from '../../../contract/clients.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import type { Column } from '../../../core/ui/table.tsx';
import { contactsQuery, useDeleteContact, useSaveContact } from '../api.ts';
import { NS } from '../ns.ts';
import { ContactForm, contactBody, contactValues } from './contact-form.tsx';
import { EditableTable, type RowActions } from './editable-table.tsx';
import { failureText } from './failure.ts';
import type { ClientTabProps } from './tab-props.ts';

const fullName = (c: Contact) => `${c.firstName} ${c.surname}`;

export function Contacts({ client }: ClientTabProps) {
  const { t } = useTexts(NS);
  const query = useQuery(contactsQuery(useApiScope(), client.id));
  const remove = useDeleteContact(client.id);
  const makePrimary = useSaveContact(client.id);

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

  const columns = ({ edit, remove: ask }: RowActions<Contact>): Column<Contact>[] => [
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
            <Button variant="secondary" onClick={() => edit(c)}>
              {t('edit')}
              <span className="fsp-visually-hidden"> {fullName(c)}</span>
            </Button>
            <Button variant="secondary" onClick={() => ask(c)}>
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

  return (
    <EditableTable
      kind="contacts"
      rowPart="contact"
      query={query}
      columns={columns}
      rowKey={(c) => `${c.type}-${c.id}`}
      remove={remove}
      form={(contact, onClose) => <ContactForm clientId={client.id} contact={contact} otherPrimary={primaryOtherThan(contact?.id ?? null)} onClose={onClose} />}
      deleteText={(c) => t('contacts.deleteText', { name: fullName(c), relation: c.relation })}
    />
  );
}
