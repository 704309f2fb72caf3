/** Step 2, accessories: the product's accessories, each chosen with a quantity (min 1). */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccessoriesData, OrderLine } from '../../../areas/orders/orders.ts';
import { accessoriesQuery } from '../../../areas/orders/steps.ts';
import { formatPrice } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner } from '../../../core/ui/components.tsx';
import { ShortTitle } from '../../../core/ui/short-title.tsx';
import { QuantityCounter } from '../../../core/ui/quantity-counter.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { stepLabel } from '../steps.ts';
import { saveCalls } from './save-step.ts';
import { LoadFailure, StepForm } from './step-form.tsx';

export function AccessoriesStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(NS);
  const accessories = useQuery(accessoriesQuery(useApiScope(), props.order.id, props.line.id));
  if (accessories.isPending) return <Spinner label={t('core:loading')} />;
  if (accessories.isError) {
    return <LoadFailure error={accessories.error} />;
  }
  return <AccessoriesForm {...props} accessories={accessories.data} />;
}

function AccessoriesForm({ type, order, line, save, onBack, accessories }: StepProps & { line: OrderLine; accessories: AccessoriesData }) {
  const { t, lang } = useTexts(NS);
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState(() => new Map(accessories.map((a) => [a.id, { selected: a.selected, quantity: Math.max(1, a.quantity) }])));
  const [error, setError] = useState<string | null>(null);
  const set = (id: number, change: Partial<{ selected: boolean; quantity: number }>) =>
    setChoice((m) => {
      const next = new Map(m);
      const current = next.get(id) ?? { selected: false, quantity: 1 };
      next.set(id, { ...current, ...change });
      return next;
    });

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      const selection = accessories.map((a) => ({ id: a.id, ...(choice.get(a.id) ?? { selected: false, quantity: 1 }) }));
      await save(accessories.length ? [saveCalls.accessories(order.id, line.id, selection)] : []);
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm title={stepLabel(t, type, 'accessories')} error={error} busy={busy} canGoBack onBack={onBack} onSubmit={() => void submit()}>
      {accessories.length === 0 ? (
        // ACCESSORIES_MISSING (spec 2 §8, a label of the order flow): the product or aid has no accessories to choose.
        <p role="status">
          <span className="missing-label" part="accessories-missing">
            {t('orders:errors.ACCESSORIES_MISSING')}
          </span>{' '}
          <span>{t(type === 'products' ? 'noAccessories' : 'noAccessoriesOf')}</span>
        </p>
      ) : (
        <ul className="accessories">
          {accessories.map((a) => {
            const c = choice.get(a.id) ?? { selected: false, quantity: 1 };
            const price = formatPrice(a, lang);
            return (
              <li key={a.id} className="accessory">
                <label className="choice">
                  <input type="checkbox" checked={c.selected} onChange={(e) => set(a.id, { selected: e.target.checked })} />
                  <span>
                    <span className="product-name">
                      <ShortTitle text={a.name} />
                    </span>{' '}
                    <span className="muted">{a.productNumber}</span>
                    {price ? <span className="muted"> · {price}</span> : null}
                  </span>
                </label>
                {c.selected ? (
                  <QuantityCounter label={t('quantityOf', { name: a.name })} value={c.quantity} onChange={(quantity) => set(a.id, { quantity })} min={1} texts={{ decrease: t('decrease'), increase: t('increase') }} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </StepForm>
  );
}
