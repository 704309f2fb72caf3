/**
 * The client's addresses (spec 2 Client sub-pages Addresses, §3 Address, §5 Address form): a table
 * (cards on a narrow screen) of description, c/o, street, postal number ("123 45") and city; the
 * registered address first and marked, not editable. Adding, changing and deleting (with a
 * confirmation) are offered only where the address is editable.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Address } from '../../../contract/clients.ts';
import { formatPostalNo } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { addressesQuery, useDeleteAddress } from '../api.ts';
import { NS } from '../ns.ts';
import { AddressForm } from './address-form.tsx';
import { failureText } from './failure.ts';
import type { ClientTabProps } from './tab-props.ts';

export function Addresses({ client }: ClientTabProps) {
  const { t } = useTexts(NS);
  const query = useQuery(addressesQuery(useApiScope(), client.id));
  const [form, setForm] = useState<{ address: Address | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useDeleteAddress(client.id);
  const heading = useRef<HTMLHeadingElement>(null);

  const columns: Column<Address>[] = [
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
            <Button variant="secondary" onClick={() => setForm({ address: a, key: Date.now() })}>
              {t('edit')}
              <span className="fsp-visually-hidden"> {a.description}</span>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                remove.reset();
                setDeleting(a);
              }}
            >
              {t('delete')}
              <span className="fsp-visually-hidden"> {a.description}</span>
            </Button>
          </span>
        ) : (
          <span className="muted">{t(a.isDefault ? 'addresses.registeredHint' : 'addresses.notEditable')}</span>
        ),
    },
  ];

  let content;
  if (query.status === 'pending') content = <Spinner />;
  else if (query.status === 'error') {
    content = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('addresses.loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (!query.data.page.length) {
    content = <StateMessage kind="empty" title={t('addresses.empty')} text={t('addresses.emptyText')} />;
  } else {
    content = <Table caption={t('addresses.title')} columns={columns} rows={query.data.page} rowKey={(a) => a.id} part="address-table" />;
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        feedback.snack(t('addresses.deleted'), 'success');
        // The row (and its button) is gone: the list's heading takes the focus.
        requestAnimationFrame(() => heading.current?.focus());
      },
    });
  };

  return (
    <div className="sub-page" part="addresses">
      <div className="section-head">
        <h2 ref={heading} tabIndex={-1}>
          {t('addresses.title')}
        </h2>
        <Button onClick={() => setForm({ address: null, key: Date.now() })} part="add-address">
          {t('addresses.add')}
        </Button>
      </div>
      {content}
      {form ? <AddressForm key={form.key} clientId={client.id} address={form.address} onClose={() => setForm(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        error={remove.isError ? failureText(remove.error, t) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? (
          <p className="dialog-text">
            {t('addresses.deleteText', { description: deleting.description, street: deleting.street, city: deleting.city })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
