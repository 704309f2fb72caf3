/**
 * Additional information: a message to the supplier or technician (at most 2,000 characters,
 * counted), a requested delivery date (today to 9999-12-31) and whether the contact is called
 * before delivery. In a pickup, work or fitting order the message is the line's description, which
 * the aid step asks for too: required when no aid of the client's is chosen (spec 2 §5). Below
 * them the line's files (spec 2 §6, §7: listed, uploaded, deleted after a confirmation; shared
 * with the cart's View, areas/orders/line-files.tsx), a chunk of its own (the element's size
 * budget): what is typed in the form stays while files come and go.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ETA_MAX } from '../../../contract/constants.ts';
import { checkEta, swedishToday } from '../../../areas/orders/rules.ts';
import type { FormData, OrderLine } from '../../../areas/orders/orders.ts';
import { formQuery } from '../../../areas/orders/steps.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { lazyPart } from '../../../core/element/lazy-part.tsx';
import { ErrorBoundary } from '../../../core/ui/error-boundary.tsx';
import { Spinner, TextField } from '../../../core/ui/components.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { AID_WIZARDS, descriptionRequired, stepLabel } from '../steps.ts';
import { saveCalls } from './save-step.ts';
import { LoadFailure, StepForm } from './step-form.tsx';

export const TEXT_MAX = 2000;

/** The line's files: a chunk of their own, fetched as the wizard opens (`LineFiles.preload()` in order-wizard.tsx). */
export const LineFiles = lazyPart(() => import('../../../areas/orders/line-files.tsx').then((m) => ({ component: m.LineFiles, texts: m.LINE_FILES_NS })));

export function InfoStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(NS);
  const form = useQuery(formQuery(useApiScope(), props.order.id, props.line.id));
  if (form.isPending) return <Spinner label={t('core:loading')} />;
  if (form.isError) {
    return <LoadFailure error={form.error} />;
  }
  return <InfoForm {...props} form={form.data} />;
}

function InfoForm({ type, order, line, save, onBack, form }: StepProps & { line: OrderLine; form: FormData }) {
  const { t, lang } = useTexts(NS);
  const textId = useId();
  const countId = useId();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState(form.text ?? '');
  const [date, setDate] = useState(form.requestedDeliveryDate ?? '');
  const [call, setCall] = useState(form.contactBeforeDelivery);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const today = swedishToday();
  const dateError = checkEta(date, today).ok ? null : t('orders:errors.ETA_OUT_OF_RANGE');
  const needed = descriptionRequired(type, line);
  const textError = tried && needed && !text.trim() ? t('descriptionRequired') : null;

  const submit = async () => {
    setTried(true);
    if (dateError || (needed && !text.trim())) return;
    setError(null);
    setBusy(true);
    try {
      await save([saveCalls.form(order.id, line.id, { text: text.trim() || null, requestedDeliveryDate: date || null, contactBeforeDelivery: call })]);
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm title={stepLabel(t, type, 'info')} error={error} busy={busy} canGoBack onBack={onBack} onSubmit={() => void submit()} submitDisabled={Boolean(dateError)}>
      <div className="fsp-field">
        <label htmlFor={textId}>
          {t(AID_WIZARDS.includes(type) ? 'description' : 'message')}
          {needed ? <span aria-hidden="true"> *</span> : null}
        </label>
        <textarea
          id={textId}
          rows={5}
          maxLength={TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required={needed}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${errorId} ${countId}` : countId}
        />
        {textError ? (
          <p id={errorId} className="fsp-error">
            {textError}
          </p>
        ) : null}
        <p id={countId} className="muted count">
          {t('characters', { count: text.length, max: TEXT_MAX })}
        </p>
      </div>
      <TextField type="date" label={t('requestedDate')} value={date} onValueChange={setDate} min={today} max={ETA_MAX} error={dateError} />
      <label className="choice">
        <input type="checkbox" checked={call} onChange={(e) => setCall(e.target.checked)} />
        {t('contactBeforeDelivery')}
      </label>
      {/* A files part that could not load (the network cut) says so on its own; the step's fields stay. */}
      <ErrorBoundary lang={lang}>
        <LineFiles order={order.id} line={line} editable fallback={<Spinner label={t('core:loading')} />} />
      </ErrorBoundary>
    </StepForm>
  );
}
