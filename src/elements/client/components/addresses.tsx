/**
 * The client's addresses (spec 2 Client sub-pages Addresses, §3 Address, §5 Address form): a table
 * (cards on a narrow screen) of description, c/o, street, postal number ("123 45") and city; the
 * registered address first and marked, not editable. Adding, changing and deleting (with a
 * confirmation) are offered only where the address is editable.
 */
import { useQuery } from '@tanstack/react-query';
import type { Address } from '../../../contract/clients.ts';
import { formatPostalNo } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import type { Column } from '../../../core/ui/table.tsx';
import { addressesQuery, useDeleteAddress } from '../api.ts';
import { NS } from '../ns.ts';
import { AddressForm } from './address-form.tsx';
import { EditableTable, type RowActions } from './editable-table.tsx';
import type { ClientTabProps } from './tab-props.ts';

export function Addresses({ client }: ClientTabProps) {
  const { t } = useTexts(NS);
  const query = useQuery(addressesQuery(useApiScope(), client.id));
  const remove = useDeleteAddress(client.id);

  const columns = ({ edit, remove: ask }: RowActions<Address>): Column<Address>[] => [
    {
      key: 'description',
      header: t('address.description'),
      cell: (a) => (
        <span className="name-cell">
          <span>{a.description}</span>
          {a.isDefault ? (
            <span className="badge" part="registered">
              {t('addresses.registered')}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'careOf', header: t('address.careOf'), cell: (a) => a.careOf ?? '' },
    { key: 'street', header: t('address.street'), cell: (a) => a.street },
    { key: 'postalNo', header: t('address.postalNo'), cell: (a) => <span className="nowrap">{formatPostalNo(a.postalNo)}</span> },
    { key: 'city', header: t('address.city'), cell: (a) => a.city },
    {
      key: 'actions',
      header: t('actions'),
      cell: (a) =>
        a.isEditable ? (
          <span className="row-actions">
            <Button variant="secondary" onClick={() => edit(a)}>
              {t('edit')}
              <span className="fsp-visually-hidden"> {a.description}</span>
            </Button>
            <Button variant="secondary" onClick={() => ask(a)}>
              {t('delete')}
              <span className="fsp-visually-hidden"> {a.description}</span>
            </Button>
          </span>
        ) : (
          <span className="muted">{t(a.isDefault ? 'addresses.registeredHint' : 'addresses.notEditable')}</span>
        ),
    },
  ];

  return (
    <EditableTable
      kind="addresses"
      rowPart="address"
      query={query}
      columns={columns}
      rowKey={(a) => a.id}
      remove={remove}
      form={(address, onClose) => <AddressForm clientId={client.id} address={address} onClose={onClose} />}
      deleteText={(a) => t('addresses.deleteText', { description: a.description, street: a.street, city: a.city })}
    />
  );
}
