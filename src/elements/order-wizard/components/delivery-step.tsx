/**
 * Step 4, address and contact (spec 2 §5 Delivery update): where it is delivered (one of the
 * receiver's addresses: a client's, the registered one first, or the base storage), whom the
 * deliverer contacts (the prescriber, the client or one of the client's contacts) and, delivered to
 * a user or unit, the delivery method. Without an address or contact: "No address or contact
 * selected"; without a required method: "No delivery method selected".
 */
import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { deliveryMethodsQuery, deliveryQuery, type DeliveryData, type OrderLine } from '../../../areas/orders/orders.ts';
import { formatPostalNo } from '../../../core/format/index.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectField, Spinner } from '../../../core/ui/components.tsx';
import type { StepProps } from '../order-wizard.tsx';
import { NS } from '../ns.ts';
import { stepLabel } from '../steps.ts';
import { saveCalls } from './save-step.ts';
import { LoadFailure, StepForm } from './step-form.tsx';

type Methods = { id: number; name: string }[];

const addressKey = (a: { type: string; id: number }) => `${a.type}:${a.id}`;

export function DeliveryStep(props: StepProps & { line: OrderLine }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  // The line's delivery and the methods at once.
  const [delivery, methods] = useQueries({ queries: [deliveryQuery(scope, props.order.id, props.line.id), deliveryMethodsQuery(scope)] });
  if (delivery.isPending || methods.isPending) return <Spinner label={t('core:loading')} />;
  const failed = delivery.error ?? methods.error;
  if (failed || !delivery.data || !methods.data) {
    return <LoadFailure error={failed} />;
  }
  return <DeliveryForm {...props} delivery={delivery.data} methods={methods.data.page} />;
}

function DeliveryForm({ type, order, line, save, onBack, delivery, methods }: StepProps & { line: OrderLine; delivery: DeliveryData; methods: Methods }) {
  const { t } = useTexts(NS);
  const name = useId();
  const [busy, setBusy] = useState(false);
  const first = delivery.addresses[0];
  const [address, setAddress] = useState(delivery.address ? addressKey(delivery.address) : first ? addressKey(first) : '');
  const prescriber = delivery.contacts.find((c) => c.type === 'PRESCRIBER');
  const [contact, setContact] = useState(delivery.contact ? addressKey(delivery.contact) : prescriber ? addressKey(prescriber) : '');
  const [method, setMethod] = useState(delivery.deliveryMethod ? String(delivery.deliveryMethod.id) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const a = delivery.addresses.find((x) => addressKey(x) === address);
    const c = delivery.contacts.find((x) => addressKey(x) === contact);
    if (!a || (delivery.contacts.length > 0 && !c)) {
      setError(t('orders:errors.NO_ADDRESS_OR_CONTACT'));
      return;
    }
    if (delivery.deliveryMethodRequired && !method) {
      setError(t('orders:errors.NO_DELIVERY_METHOD'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const body = { address: { id: a.id, type: a.type }, contact: c ? { id: c.id, type: c.type } : null, ...(delivery.deliveryMethodRequired ? { deliveryMethod: { id: Number(method) } } : {}) };
      await save([saveCalls.delivery(order.id, line.id, body)]);
    } catch (e) {
      setError(failureText(e, t, 'orders:errors'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepForm title={stepLabel(t, type, 'delivery')} error={error} busy={busy} canGoBack onBack={onBack} onSubmit={() => void submit()}>
      {delivery.addresses.length === 0 ? (
        <p className="fsp-alert">{t('noAddresses')}</p>
      ) : (
        <fieldset className="choices addresses">
          <legend>{t(type === 'pick-ups' ? 'pickupAddress' : 'address')}</legend>
          {delivery.addresses.map((a) => (
            <label key={addressKey(a)} className="choice">
              <input type="radio" name={name} checked={address === addressKey(a)} onChange={() => setAddress(addressKey(a))} />
              <span>
                <span className="product-name">{a.description}</span>
                <br />
                {a.careOf ? `${t('careOf', { name: a.careOf })}, ` : ''}
                {a.street}, {formatPostalNo(a.postalNo)} {a.city}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {delivery.contacts.length ? (
        <SelectField
          label={t('contact')}
          value={contact}
          onValueChange={setContact}
          options={delivery.contacts.map((c) => ({
            value: addressKey(c),
            label: `${c.firstName} ${c.surname}${c.relation ? ` (${c.relation})` : ` (${t(`contactType.${c.type}`)})`}${c.phoneNo ? `, ${c.phoneNo}` : ''}`,
          }))}
          placeholder={t('chooseContact')}
        />
      ) : null}
      {delivery.deliveryMethodRequired ? (
        <SelectField label={t('deliveryMethod')} value={method} onValueChange={setMethod} options={methods.map((m) => ({ value: String(m.id), label: m.name }))} placeholder={t('chooseMethod')} />
      ) : null}
    </StepForm>
  );
}
