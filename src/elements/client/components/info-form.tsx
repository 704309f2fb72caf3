/**
 * Editing the client (spec 2 §5 Client edit, Edit forms, §6): phone and e-mail (optional; the
 * e-mail must be one), the advance-contact question (yes or no must be chosen: "Must select use
 * advance contact" and a required marker otherwise), and the municipal affiliation among the
 * municipalities the user is authorized for ("You are not authorized to any municipality" when
 * there are none). A form unchanged from the client closes without a call. A failure is shown in
 * the form and everything typed stays. The contact fields, their check and body are
 * areas/clients/contact-info.tsx, shared with the fitting's user-and-contact tab.
 */
import { useQuery } from '@tanstack/react-query';
import type { Client, ClientUpdate } from '../../../contract/clients.ts';
import { contactInfoBody, contactInfoChanged, contactInfoValues, ContactInfoFields, useContactInfoForm, type ContactInfoValues } from '../../../areas/clients/contact-info.tsx';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { municipalitiesQuery, useUpdateClient } from '../api.ts';
import { NS } from '../ns.ts';
import { failureText } from './failure.ts';

type Values = ContactInfoValues & { municipality: string };

export function initialValues(client: Client): Values {
  return { ...contactInfoValues(client), municipality: client.municipalAffiliation?.id ?? '' };
}

/** The body of the PUT, or null when nothing changed (the form closes without a call). */
export function changesOf(client: Client, values: Values): ClientUpdate | null {
  const municipalityChanged = values.municipality !== '' && values.municipality !== (client.municipalAffiliation?.id ?? '');
  if (!(contactInfoChanged(client, values) || municipalityChanged) || values.useAdvanceContact === null) return null;
  return {
    ...contactInfoBody({ ...values, useAdvanceContact: values.useAdvanceContact }),
    ...(municipalityChanged ? { municipalAffiliation: { id: values.municipality } } : {}),
  };
}

export function InfoForm({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTexts(NS);
  const { formRef, values, patch, shown, submit } = useContactInfoForm(() => initialValues(client), t);
  const save = useUpdateClient(client.id);
  const municipalities = useQuery(municipalitiesQuery(useApiScope()));

  const send = (checked: Values) => {
    const body = changesOf(client, checked);
    if (!body) {
      onClose();
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        feedback.snack(t('notices.changesSaved'), 'success');
        onClose();
      },
    });
  };

  const options = municipalities.data?.page.map((m) => ({ value: m.id, label: m.name })) ?? [];
  // The client's own municipality is always a choice (the user is authorized for it, or could not see the client).
  const own = client.municipalAffiliation;
  if (own && municipalities.data && !options.some((o) => o.value === own.id) && options.length) {
    options.unshift({ value: own.id, label: own.name });
  }

  let municipality;
  if (municipalities.status === 'pending') {
    municipality = (
      <p className="fsp-field-hint" role="status">
        {t('info.municipalitiesLoading')}
      </p>
    );
  } else if (municipalities.status === 'error') {
    municipality = (
      <div className="fsp-field">
        <span className="label">{t('info.municipality')}</span>
        <p className="fsp-field-error">{t('info.municipalitiesFailed')}</p>
        <Button variant="secondary" onClick={() => void municipalities.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!municipalities.data.page.length) {
    municipality = (
      <div className="fsp-field">
        <span className="label">{t('info.municipality')}</span>
        <p className="fsp-field-error" part="no-municipality">
          {t('info.noMunicipality')}
        </p>
      </div>
    );
  } else {
    municipality = <SelectField label={t('info.municipality')} name="municipality" value={values.municipality} onValueChange={(v) => patch({ municipality: v })} options={options} />;
  }

  return (
    <form ref={formRef} className="fsp-form info-form" onSubmit={(e) => submit(e, send)} noValidate aria-label={t('info.editTitle')} part="info-form">
      <h2>{t('info.editTitle')}</h2>
      <ContactInfoFields values={values} onChange={patch} errors={shown} />
      {municipality}
      {save.isError ? (
        <p className="fsp-alert" role="alert">
          {failureText(save.error, t)}
        </p>
      ) : null}
      <div className="fsp-form-actions">
        <Button type="submit" busy={save.isPending}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
