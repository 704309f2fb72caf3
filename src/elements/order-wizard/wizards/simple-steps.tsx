/**
 * The other wizards' own one-form steps (spec 2 §5):
 * - the external assortment's product: product number, name, supplier and quantity (default 1), all required;
 * - the work order's work type and priority (GET …/content/{content}/categories): both required, the
 *   priorities those of the type, and the priority reset when the type changes;
 * - the fitting order's fitting type (GET /web-orders/fittings/types): required;
 * - the fitting order's meeting time comment: when the client can meet, for the planner (optional).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderLine } from '../../../areas/orders/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { apiQuery, useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectField, Spinner, TextField } from '../../../core/ui/components.tsx';
import { LoadFailure, StepForm } from '../components/step-form.tsx';
import { TEXT_MAX } from '../components/info-step.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { stepLabel } from '../steps.ts';
import { externalProductErrors, fittingTypeProblem, prioritiesOf, priorityAfterTypeChange, workTypeProblem, type ExternalInput } from './rules.ts';
import { MORE_NS, useSaveLine } from './save-line.ts';

export function ExternalStep(props: StepProps) {
  const { t } = useTexts(MORE_NS);
  const { save, isPending } = useSaveLine(props);
  const p = props.line?.product ?? null;
  const [input, setInput] = useState<ExternalInput>({
    productNumber: p?.productNumber ?? '',
    name: p?.name ?? '',
    supplier: p?.supplier?.label ?? '',
    quantity: String(p?.quantity ?? 1),
  });
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = externalProductErrors(input);
  const shown = (key: keyof ExternalInput) => (tried && errors[key] ? t(`external.${errors[key]}`) : null);
  const set = (key: keyof ExternalInput) => (value: string) => setInput((i) => ({ ...i, [key]: value }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    setError(null);
    try {
      await save({ product: { productNumber: input.productNumber.trim(), name: input.name.trim(), supplier: { label: input.supplier.trim() }, quantity: Number(input.quantity) } });
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    }
  };

  return (
    <StepForm title={stepLabel(t, props.type, 'external')} error={error} busy={isPending} canGoBack={false} onBack={() => undefined} onSubmit={() => void submit()}>
      <p className="muted">{t('external.intro')}</p>
      <TextField label={t('external.productNumber')} value={input.productNumber} onValueChange={set('productNumber')} maxLength={50} required error={shown('productNumber')} />
      <TextField label={t('external.name')} value={input.name} onValueChange={set('name')} maxLength={200} required error={shown('name')} />
      <TextField label={t('external.supplier')} value={input.supplier} onValueChange={set('supplier')} maxLength={200} required error={shown('supplier')} />
      <TextField label={t('external.quantity')} value={input.quantity} onValueChange={set('quantity')} inputMode="numeric" required error={shown('quantity')} />
    </StepForm>
  );
}

export function WorkTypeStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(MORE_NS);
  const { order, line } = props;
  const categories = useQuery(
    apiQuery(useApiScope(), ['order-content-categories', order.id, line.id], 'fsp/v1/web-orders/{order}/content/{content}/categories', { params: { order: order.id, content: line.id } }, { notify: false }),
  );
  if (categories.isPending) return <Spinner label={t('core:loading')} />;
  if (categories.isError) return <LoadFailure error={categories.error} prefix="order-wizards:errors" />;
  return <WorkTypeForm {...props} types={categories.data} />;
}

type WorkTypes = { id: number; label: string; priorities: { id: number; label: string }[] }[];

function WorkTypeForm(props: StepProps & { line: OrderLine; types: WorkTypes }) {
  const { t } = useTexts(MORE_NS);
  const { line, types } = props;
  const name = useId();
  const { save, isPending } = useSaveLine(props);
  const [workType, setWorkType] = useState<number | null>(line.subContentType?.id ?? null);
  const [priority, setPriority] = useState<number | null>(line.priority?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const problem = workTypeProblem(types, workType, priority);
  const priorities = prioritiesOf(types, workType);

  const submit = async () => {
    if (problem || workType === null || priority === null) return;
    setError(null);
    try {
      await save({ subContentType: { id: workType }, priority: { id: priority } });
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    }
  };

  return (
    <StepForm title={stepLabel(t, props.type, 'workType')} error={error} busy={isPending} canGoBack onBack={props.onBack} onSubmit={() => void submit()} submitDisabled={problem !== null}>
      <fieldset className="choices">
        <legend>{t('workType')}</legend>
        {types.map((ty) => (
          <label key={ty.id} className="choice">
            <input
              type="radio"
              name={name}
              checked={workType === ty.id}
              onChange={() => {
                setPriority(priorityAfterTypeChange(workType, ty.id, priority));
                setWorkType(ty.id);
              }}
            />
            {ty.label}
          </label>
        ))}
      </fieldset>
      <SelectField
        label={t('priority')}
        value={priority === null ? '' : String(priority)}
        onValueChange={(v) => setPriority(v ? Number(v) : null)}
        options={priorities.map((p) => ({ value: String(p.id), label: p.label }))}
        placeholder={workType === null ? t('chooseWorkTypeFirst') : t('choosePriority')}
        disabled={workType === null}
      />
      {problem ? <p className="hint">{t(`problems.${problem}`)}</p> : null}
    </StepForm>
  );
}

export function FittingTypeStep(props: StepProps) {
  const { t } = useTexts(MORE_NS);
  const types = useQuery(apiQuery(useApiScope(), ['fitting-types'], 'fsp/v1/web-orders/fittings/types', {}, { notify: false }));
  if (types.isPending) return <Spinner label={t('core:loading')} />;
  if (types.isError) return <LoadFailure error={types.error} prefix="order-wizards:errors" />;
  return <FittingTypeForm {...props} types={types.data.page} />;
}

function FittingTypeForm(props: StepProps & { types: { id: number; name: string }[] }) {
  const { t } = useTexts(MORE_NS);
  const { line, types, order } = props;
  const name = useId();
  const { save, isPending } = useSaveLine(props);
  const [fittingType, setFittingType] = useState<number | null>(line?.fittingType?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const hasReceiver = Boolean(order.receiver.id);
  const problem = fittingTypeProblem(hasReceiver, types, fittingType);

  const submit = async () => {
    if (problem || fittingType === null) return;
    setError(null);
    try {
      await save({ fittingType: { id: fittingType } });
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    }
  };

  return (
    <StepForm title={stepLabel(t, props.type, 'fittingType')} error={error} busy={isPending} canGoBack={false} onBack={() => undefined} onSubmit={() => void submit()} submitDisabled={problem !== null}>
      <fieldset className="choices" disabled={!hasReceiver}>
        <legend>{t('fittingType')}</legend>
        {types.map((ty) => (
          <label key={ty.id} className="choice">
            <input type="radio" name={name} checked={fittingType === ty.id} onChange={() => setFittingType(ty.id)} />
            {ty.name}
          </label>
        ))}
      </fieldset>
      {problem ? <p className="hint">{t(`problems.${problem}`)}</p> : null}
    </StepForm>
  );
}

export function MeetingCommentStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(MORE_NS);
  const ids = { text: useId(), count: useId() };
  const { save, isPending } = useSaveLine(props);
  const [text, setText] = useState(props.line.meetingComment ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save({ meetingComment: text.trim() || null });
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    }
  };

  return (
    <StepForm title={stepLabel(t, props.type, 'meetingComment')} error={error} busy={isPending} canGoBack onBack={props.onBack} onSubmit={() => void submit()}>
      <div className="fsp-field">
        <label htmlFor={ids.text}>{t('meetingComment')}</label>
        <textarea id={ids.text} rows={4} maxLength={TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={ids.count} />
        <p id={ids.count} className="muted count">
          {t('order-wizard:characters', { count: text.length, max: TEXT_MAX })} · {t('meetingCommentHint')}
        </p>
      </div>
    </StepForm>
  );
}
