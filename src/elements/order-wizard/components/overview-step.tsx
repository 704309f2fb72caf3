/**
 * Step 5, the overview: the line as it will be ordered (product, quantity, delivery type, assembly
 * or installation, accessories, additional information, address, contact, method, price), each
 * part with Edit that goes back to its step; Add to cart puts the line in the cart (ADD_TO_CART)
 * and goes to the cart.
 */
import { useState } from 'react';
import { linePrice } from '../../../core/content/order-rules.ts';
import { orderRoutes, useContentAction, type OrderLine } from '../../../core/content/orders.ts';
import { formatDate, formatPostalNo } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import type { StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { PRODUCT_STEPS, type ProductStep } from '../steps.ts';
import { StepForm } from './step-form.tsx';

export function OverviewStep({ order, line, onBack, onLeave, onEdit }: StepProps & { line: OrderLine; onEdit: (step: number) => void }) {
  const { t, lang } = useTexts(NS);
  const add = useContentAction(order.id);
  const [error, setError] = useState<string | null>(null);
  const product = line.product;
  const price = linePrice(line);
  const selected = line.accessories.filter((a) => a.selected);

  const submit = async () => {
    setError(null);
    try {
      await add.mutateAsync({ content: line.id, action: 'ADD_TO_CART' });
      onLeave(orderRoutes.cart(order.id));
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    }
  };

  const part = (step: ProductStep, children: React.ReactNode) => (
    <div className="overview-part">
      <dt>{t(`steps.${step}`)}</dt>
      <dd>
        {children}
        <button type="button" className="link-button" onClick={() => onEdit(PRODUCT_STEPS.indexOf(step))} aria-label={t('editPart', { part: t(`steps.${step}`) })}>
          {t('edit')}
        </button>
      </dd>
    </div>
  );

  return (
    <StepForm title={t('steps.overview')} error={error} busy={add.isPending} canGoBack onBack={onBack} onSubmit={() => void submit()} submitLabel={t('addToCart')}>
      <dl className="overview">
        {part(
          'product',
          <>
            <span className="product-name">{product?.name}</span> <span className="muted">{product?.productNumber}</span>
            <br />
            {t('quantityIs', { count: product?.quantity ?? 0, unit: product?.unit ?? '' })} · {t(line.contentType === 'PRODUCT_PICKUP' ? 'pickup' : 'delivery')}
            {line.contentType === 'PRODUCT_PICKUP' && line.fromFacility ? ` (${line.fromFacility.label})` : ''}
            {line.subContentType ? ` · ${line.subContentType.label}` : ''}
            {price !== null ? (
              <>
                <br />
                {t('price', { price: new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price), currency: (product?.salesPriceCurrency?.value ?? '').toUpperCase() })}
              </>
            ) : null}
          </>,
        )}
        {part('accessories', selected.length ? selected.map((a) => `${a.name} × ${a.quantity}`).join(', ') : t('none'))}
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
      </dl>
    </StepForm>
  );
}
