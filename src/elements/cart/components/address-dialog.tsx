/**
 * Change address on several lines (spec 2 §2 Cart "a change-address-on-multiple dialog", §5
 * Delivery update): the delivered lines as checkboxes (all checked at first); the choices are those
 * of the first line chosen (GET …/delivery: the receiver's addresses, the contacts, and the method
 * when it is required); Save puts the delivery on every line chosen at once (PUT …/delivery), with
 * "n of m" while it runs. A failure lists the lines not changed, and the dialog keeps the choices;
 * success closes it with "Address changed on n lines".
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DeliveryUpdate } from '../../../contract/orders.ts';
import { deliveryMethodsQuery, deliveryQuery, useUpdateDelivery, type DeliveryData, type OrderLine } from '../../../areas/orders/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { addressText, contactText, DIALOGS_NS as NS, saveEach } from './dialog-rules.ts';

const refKey = (r: { id: number; type: string }) => `${r.type}:${r.id}`;

export function AddressDialog({ orderId, lines, nameOf, onClose }: { orderId: number; lines: readonly OrderLine[]; nameOf: (line: OrderLine) => string; onClose: () => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const update = useUpdateDelivery(orderId);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(lines.map((l) => l.id)));
  const first = lines.find((l) => chosen.has(l.id)) ?? null;
  const delivery = useQuery({ ...deliveryQuery(scope, orderId, first?.id ?? 0), enabled: first !== null });
  const methods = useQuery({ ...deliveryMethodsQuery(scope), enabled: delivery.data?.deliveryMethodRequired === true });
  const [address, setAddress] = useState<string | null>(null);
  const [contact, setContact] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ finished: number; total: number } | null>(null);
  const [failures, setFailures] = useState<{ name: string; error: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const running = progress !== null;

  const data: DeliveryData | undefined = delivery.data;
  const addressValue = address ?? (data?.address ? refKey(data.address) : data?.addresses[0] ? refKey(data.addresses[0]) : '');
  const contactValue = contact ?? (data?.contact ? refKey(data.contact) : data?.contacts[0] ? refKey(data.contacts[0]) : '');
  const methodValue = method ?? (data?.deliveryMethod ? String(data.deliveryMethod.id) : '');

  const toggle = (id: number) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    if (!data) return;
    const ids = lines.filter((l) => chosen.has(l.id)).map((l) => l.id);
    const pickedAddress = data.addresses.find((a) => refKey(a) === addressValue);
    const pickedContact = data.contacts.find((c) => refKey(c) === contactValue);
    if (ids.length === 0) return setProblem(t('chooseLines'));
    if (!pickedAddress) return setProblem(t('chooseAddress'));
    if (data.deliveryMethodRequired && !methodValue) return setProblem(t('chooseMethod'));
    setProblem(null);
    setFailures([]);
    const body: DeliveryUpdate = {
      address: { id: pickedAddress.id, type: pickedAddress.type },
      contact: pickedContact ? { id: pickedContact.id, type: pickedContact.type } : null,
      ...(data.deliveryMethodRequired ? { deliveryMethod: { id: Number(methodValue) } } : {}),
    };
    setProgress({ finished: 0, total: ids.length });
    const result = await saveEach(ids, (content) => update.mutateAsync({ content, body }), (finished) => setProgress({ finished, total: ids.length }));
    setProgress(null);
    if (result.failed.length === 0) {
      feedback.snack(t('addressChanged', { count: result.done.length }), 'success');
      onClose();
      return;
    }
    setFailures(
      result.failed.map(({ key, error }) => {
        const line = lines.find((l) => l.id === key);
        return { name: line ? `${nameOf(line)} (${line.contentNumber})` : String(key), error: failureText(error, t, 'orders:errors') };
      }),
    );
  };

  return (
    <Dialog
      open
      title={t('addressTitle')}
      onClose={() => {
        if (!running) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={running}>
            {t('core:cancel')}
          </Button>
          <Button busy={running} disabled={!data || chosen.size === 0} onClick={() => void save()}>
            {t('core:save')}
          </Button>
        </>
      }
    >
      <div className="address-form">
        <fieldset className="choices" aria-labelledby={legendId}>
          <legend id={legendId}>{t('addressLines')}</legend>
          {lines.map((line) => (
            <label key={line.id} className="choice">
              <input type="checkbox" checked={chosen.has(line.id)} disabled={running} onChange={() => toggle(line.id)} />
              <span>
                {nameOf(line)} <span className="muted">{t('cart:lineNumber', { number: line.contentNumber })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {first === null ? (
          <p className="fsp-field-error">{t('chooseLines')}</p>
        ) : delivery.isPending ? (
          <Spinner />
        ) : delivery.error ? (
          <QueryFailure error={delivery.error} onRetry={() => void delivery.refetch()} title={t('deliveryFailed')} notLoggedInText={t('cart:notLoggedInText')} />
        ) : (
          <>
            <SelectField
              label={t('address')}
              value={addressValue}
              onValueChange={setAddress}
              disabled={running}
              placeholder={t('choose')}
              options={delivery.data.addresses.map((a) => ({ value: refKey(a), label: addressText(a) }))}
            />
            {delivery.data.contacts.length > 0 ? (
              <SelectField
                label={t('contact')}
                value={contactValue}
                onValueChange={setContact}
                disabled={running}
                placeholder={t('choose')}
                options={delivery.data.contacts.map((c) => ({ value: refKey(c), label: contactText(c) }))}
              />
            ) : null}
            {delivery.data.deliveryMethodRequired ? (
              <SelectField
                label={t('method')}
                value={methodValue}
                onValueChange={setMethod}
                disabled={running || methods.isPending}
                placeholder={t('choose')}
                options={(methods.data?.page ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
              />
            ) : null}
          </>
        )}
        {progress ? (
          <p role="status">{t('progress', { finished: progress.finished, total: progress.total })}</p>
        ) : null}
        {problem ? (
          <p role="alert" className="fsp-alert">
            {problem}
          </p>
        ) : null}
        {failures.length > 0 ? (
          <div role="alert" className="fsp-alert">
            <p>{t('addressFailed', { count: failures.length })}</p>
            <ul>
              {failures.map((f) => (
                <li key={f.name}>{`${f.name}: ${f.error}`}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
