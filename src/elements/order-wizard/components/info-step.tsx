/**
 * Step 3, additional information: a message to the supplier or technician (at most 2,000
 * characters, counted), a requested delivery date (today to 9999-12-31) and whether the contact is
 * called before delivery.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ETA_MAX } from '../../../contract/constants.ts';
import { checkEta, swedishToday } from '../../../core/content/order-rules.ts';
import { formQuery, useUpdateForm, type FormData, type OrderLine } from '../../../core/content/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner, TextField } from '../../../core/ui/components.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { useAdvance } from './save-step.ts';
import { StepForm } from './step-form.tsx';

export const TEXT_MAX = 2000;

export function InfoStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(NS);
  const form = useQuery(formQuery(useApiScope(), props.order.id, props.line.id));
  if (form.isPending) return <Spinner label={t('core:loading')} />;
  if (form.isError) {
    return (
      <p className="fsp-alert" role="alert">
        {failureText(form.error, t)}
      </p>
    );
  }
  return <InfoForm {...props} form={form.data} />;
}

function InfoForm({ order, line, step, onSaved, onBack, form }: StepProps & { line: OrderLine; form: FormData }) {
  const { t } = useTexts(NS);
  const textId = useId();
  const countId = useId();
  const save = useUpdateForm(order.id);
  const { advance, isPending } = useAdvance(order.id, line, step);
  const [text, setText] = useState(form.text ?? '');
  const [date, setDate] = useState(form.requestedDeliveryDate ?? '');
  const [call, setCall] = useState(form.contactBeforeDelivery);
  const [error, setError] = useState<string | null>(null);
  const today = swedishToday();
  const dateError = checkEta(date, today).ok ? null : t('orders:errors.ETA_OUT_OF_RANGE');

  const submit = async () => {
    if (dateError) return;
    setError(null);
    try {
      await save.mutateAsync({ content: line.id, form: { text: text.trim() || null, requestedDeliveryDate: date || null, contactBeforeDelivery: call } });
      onSaved(await advance());
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    }
  };

  return (
    <StepForm title={t('steps.info')} error={error} busy={save.isPending || isPending} canGoBack onBack={onBack} onSubmit={() => void submit()} submitDisabled={Boolean(dateError)}>
      <div className="fsp-field">
        <label htmlFor={textId}>{t('message')}</label>
        <textarea id={textId} rows={5} maxLength={TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={countId} />
        <p id={countId} className="muted count">
          {t('characters', { count: text.length, max: TEXT_MAX })}
        </p>
      </div>
      <TextField type="date" label={t('requestedDate')} value={date} onValueChange={setDate} min={today} max={ETA_MAX} error={dateError} />
      <label className="choice">
        <input type="checkbox" checked={call} onChange={(e) => setCall(e.target.checked)} />
        {t('contactBeforeDelivery')}
      </label>
    </StepForm>
  );
}
