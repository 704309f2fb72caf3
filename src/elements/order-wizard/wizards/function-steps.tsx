/**
 * The function order's first two steps (spec 2 §5 Function order): the function and, when it has
 * types, its type (GET /web-orders/functions/categories; both required), then the customization:
 * the function's makes, each chosen or not (GET/PUT …/makes).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MakesData, OrderLine } from '../../../areas/orders/orders.ts';
import { makesQuery } from '../../../areas/orders/steps.ts';
import { failureText } from '../../../core/http/failure.ts';
import { apiQuery, useApiScope, type ApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner } from '../../../core/ui/components.tsx';
import { LoadFailure, StepForm } from '../components/step-form.tsx';
import { saveCalls } from '../components/save-step.ts';
import type { StepProps } from '../order-wizard.tsx';
import { stepLabel } from '../steps.ts';
import { functionProblem, typeAfterFunctionChange } from './rules.ts';
import { MORE_NS, useSaveLine } from './save-line.ts';

/** The functions a function order can ask for (reference data: one key for every order). */
export const functionsQuery = (scope: ApiScope) => apiQuery(scope, ['order-functions'], 'fsp/v1/web-orders/functions/categories', {}, { notify: false });

export function FunctionStep(props: StepProps) {
  const { t } = useTexts(MORE_NS);
  const functions = useQuery(functionsQuery(useApiScope()));
  if (functions.isPending) return <Spinner label={t('core:loading')} />;
  if (functions.isError) return <LoadFailure error={functions.error} prefix="order-wizards:errors" />;
  return <FunctionForm {...props} functions={functions.data} />;
}

type Functions = { id: number; label: string; types: { id: number; label: string }[] }[];

function FunctionForm(props: StepProps & { functions: Functions }) {
  const { t } = useTexts(MORE_NS);
  const { type, line, functions } = props;
  const name = useId();
  const typeName = useId();
  const { save, isPending } = useSaveLine(props);
  const [fn, setFn] = useState<number | null>(line?.function?.id ?? null);
  const [fnType, setFnType] = useState<number | null>(line?.function?.type?.id ?? null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = functionProblem(functions, fn, fnType);
  const chosen = functions.find((f) => f.id === fn);

  const submit = async () => {
    setTried(true);
    if (problem || fn === null) return;
    setError(null);
    try {
      await save({ function: { id: fn, type: fnType === null ? null : { id: fnType } } });
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    }
  };

  return (
    <StepForm title={stepLabel(t, type, 'function')} error={error ?? (tried && problem ? t(`problems.${problem}`) : null)} busy={isPending} canGoBack={false} onBack={() => undefined} onSubmit={() => void submit()}>
      <fieldset className="choices">
        <legend>{t('function')}</legend>
        {functions.map((f) => (
          <label key={f.id} className="choice">
            <input
              type="radio"
              name={name}
              checked={fn === f.id}
              onChange={() => {
                setFn(f.id);
                setFnType(typeAfterFunctionChange(functions, f.id, fnType));
              }}
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      {chosen && chosen.types.length > 0 ? (
        <fieldset className="choices">
          <legend>{t('functionType')}</legend>
          {chosen.types.map((ty) => (
            <label key={ty.id} className="choice">
              <input type="radio" name={typeName} checked={fnType === ty.id} onChange={() => setFnType(ty.id)} />
              {ty.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </StepForm>
  );
}

export function MakesStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(MORE_NS);
  const makes = useQuery(makesQuery(useApiScope(), props.order.id, props.line.id));
  if (makes.isPending) return <Spinner label={t('core:loading')} />;
  if (makes.isError) return <LoadFailure error={makes.error} prefix="order-wizards:errors" />;
  return <MakesForm {...props} makes={makes.data} />;
}

function MakesForm({ type, order, line, save, onBack, makes }: StepProps & { line: OrderLine; makes: MakesData }) {
  const { t } = useTexts(MORE_NS);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(() => new Set(makes.flatMap((m) => m.values.filter((v) => v.selected).map((v) => v.id))));
  const [error, setError] = useState<string | null>(null);
  const values = makes.flatMap((m) => m.values.map((v) => ({ ...v, make: m.label })));

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      await save(values.length ? [saveCalls.makes(order.id, line.id, values.map((v) => ({ id: v.id, selected: chosen.has(v.id) })))] : []);
    } catch (e) {
      setError(failureText(e, t, 'order-wizards:errors'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm title={stepLabel(t, type, 'makes')} error={error} busy={busy} canGoBack onBack={onBack} onSubmit={() => void submit()}>
      {values.length === 0 ? (
        <p role="status">{t('noMakes')}</p>
      ) : (
        <fieldset className="choices">
          <legend>{t('makesLegend')}</legend>
          {values.map((v) => (
            <label key={v.id} className="choice">
              <input
                type="checkbox"
                checked={chosen.has(v.id)}
                onChange={(e) =>
                  setChosen((s) => {
                    const next = new Set(s);
                    if (e.target.checked) next.add(v.id);
                    else next.delete(v.id);
                    return next;
                  })
                }
              />
              <span>
                <span className="product-name">{v.make}</span> {v.value}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </StepForm>
  );
}
