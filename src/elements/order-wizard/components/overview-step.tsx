/**
 * The last step, the overview: the line as it will be ordered, each part with Edit that goes back
 * to its step. The product wizard's parts (product, quantity, delivery type, assembly or
 * installation, accessories, price) are built here; another wizard gives its own first parts
 * (`lead`, and `trail` after the rest: the fitting's meeting comment); the additional information and the address and contact are every wizard's. Add to cart
 * puts the line in the cart (ADD_TO_CART) and goes to the cart; a referenced order's line (ordered
 * from a fitting) has Confirm order instead (CONFIRM: ordered at once, no cart), which returns to
 * the fitting's orders tab.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { fittingKeys } from '../../../areas/fittings/keys.ts';
import { linePrice, lineTitle, unitOrFallback } from '../../../areas/orders/rules.ts';
import { orderRoutes, useContentAction, type OrderLine } from '../../../areas/orders/orders.ts';
import { formatDate, formatPostalNo } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { feedback } from '../../../core/ui/feedback.ts';
import { ShortTitle } from '../../../core/ui/short-title.tsx';
import { fittingOrdersPath, type StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { stepLabel, WIZARDS, type StepName } from '../steps.ts';
import { StepForm } from './step-form.tsx';

/** The chosen accessories as the overview says them: each title cut at 40 characters (spec 2 §9) and its quantity. */
export function SelectedAccessories({ accessories }: { accessories: readonly Pick<OrderLine['accessories'][number], 'id' | 'name' | 'quantity'>[] }) {
  return accessories.map((a, i) => (
    <Fragment key={a.id}>
      {i ? ', ' : ''}
      <ShortTitle text={a.name} /> × {a.quantity}
    </Fragment>
  ));
}

/** One part of the overview: the step it is edited in, and what it says. */
export type OverviewPart = { step: StepName; content: ReactNode };

export function OverviewStep({ type, order, line, referenced, onBack, onLeave, onEdit, lead, trail }: StepProps & { line: OrderLine; lead?: readonly OverviewPart[]; trail?: readonly OverviewPart[] }) {
  const { t, lang } = useTexts(NS);
  const add = useContentAction(order.id);
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const confirm = referenced !== null || line.parentWebOrderContentId !== null;
  const product = line.product;
  const price = linePrice(line);
  const selected = line.accessories.filter((a) => a.selected);

  const submit = async () => {
    setError(null);
    try {
      await add.mutateAsync({ content: line.id, action: confirm ? 'CONFIRM' : 'ADD_TO_CART' });
      if (confirm) {
        await client.invalidateQueries({ queryKey: fittingKeys.all });
        // Without the fitting in the path (a line opened from the cart), the order is where it shows.
        onLeave(referenced ? fittingOrdersPath(referenced.fitting) : orderRoutes.order(order.id));
      } else {
        // Spec 2 §9: CART_ADDED_ITEM, the line's name in it (its product, function or items; else its kind).
        const name = lineTitle(line)?.name ?? t(`orders:contentType.${line.contentType}`);
        feedback.snack(t('orders:notices.CART_ADDED_ITEM', { name }), 'success');
        onLeave(orderRoutes.cart(order.id));
      }
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    }
  };

  const part = (step: StepName, children: ReactNode) => (
    <div className="overview-part">
      <dt>{stepLabel(t, type, step)}</dt>
      <dd>
        {children}
        <button type="button" className="link-button" onClick={() => onEdit((WIZARDS[type] as readonly StepName[]).indexOf(step))} aria-label={t('editPart', { part: stepLabel(t, type, step) })}>
          {t('edit')}
        </button>
      </dd>
    </div>
  );

  return (
    <StepForm title={t('steps.overview')} error={error} busy={add.isPending} canGoBack onBack={onBack} onSubmit={() => void submit()} submitLabel={t(confirm ? 'confirmOrder' : 'addToCart')}>
      <dl className="overview">
        {lead ? lead.map((p) => <Fragment key={p.step}>{part(p.step, p.content)}</Fragment>) : null}
        {type === 'products' ? part(
          'product',
          <>
            <span className="product-name">{product?.name}</span> <span className="muted">{product?.productNumber}</span>
            <br />
            {t('quantityIs', { count: product?.quantity ?? 0, unit: unitOrFallback(product?.unit, t('orders:fallbackUnit')) })} · {t(line.contentType === 'PRODUCT_PICKUP' ? 'pickup' : 'delivery')}
            {line.contentType === 'PRODUCT_PICKUP' && line.fromFacility ? ` (${line.fromFacility.label})` : ''}
            {line.subContentType ? ` · ${line.subContentType.label}` : ''}
            {price !== null ? (
              <>
                <br />
                {t('price', { price: new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price), currency: (product?.salesPriceCurrency?.value ?? '').toUpperCase() })}
              </>
            ) : null}
          </>,
        ) : null}
        {type === 'products' ? part('accessories', selected.length ? <SelectedAccessories accessories={selected} /> : t('none')) : null}
        {part(
          'info',
          <>
            {line.text ? <span className="pre">{line.text}</span> : t('noMessage')}
            {line.requestedDeliveryDate ? (
              <>
                <br />
                {t('requestedDateIs', { date: formatDate(line.requestedDeliveryDate, lang) })}
              </>
            ) : null}
          </>,
        )}
        {part(
          'delivery',
          line.address ? (
            <>
              {line.address.description}: {line.address.street}, {formatPostalNo(line.address.postalNo)} {line.address.city}
              {line.contact ? (
                <>
                  <br />
                  {t('contactIs', { name: `${line.contact.firstName} ${line.contact.surname}` })}
                </>
              ) : null}
              {line.deliveryMethod ? (
                <>
                  <br />
                  {t('methodIs', { name: line.deliveryMethod.name })}
                </>
              ) : null}
            </>
          ) : (
            <span className="fsp-error">{t('orders:contentStatus.missingAddress')}</span>
          ),
        )}
        {trail ? trail.map((p) => <Fragment key={p.step}>{part(p.step, p.content)}</Fragment>) : null}
      </dl>
    </StepForm>
  );
}
