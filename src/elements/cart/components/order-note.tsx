/**
 * The order's note (spec 2: PUT /web-orders/{order}, `note`): written in the cart while the order
 * is preliminary, saved with its button (CHANGES_SAVED), kept as typed when saving fails (the
 * server's text said); once sent it is shown, not edited (the order detail shows it too).
 */
import { useId, useState, type FormEvent } from 'react';
import { useUpdateOrderNote, type OrderData } from '../../../areas/orders/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { NS } from '../ns.ts';

/** The contract's limit (OrderUpdate.note). */
export const NOTE_MAX = 2000;

export function OrderNote({ order, editable }: { order: OrderData; editable: boolean }) {
  const { t } = useTexts(NS);
  const id = useId();
  const save = useUpdateOrderNote(order.id);
  const saved = order.note ?? '';
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  if (!editable) {
    return saved ? (
      <section className="order-note" part="note" aria-labelledby={id}>
        <h2 id={id}>{t('note')}</h2>
        <p className="pre">{saved}</p>
      </section>
    ) : null;
  }

  const changed = text.trim() !== saved;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed) return;
    setError(null);
    try {
      await save.mutateAsync(text.trim() || null);
      feedback.snack(t('orders:notices.CHANGES_SAVED'), 'success');
    } catch (failure) {
      setError(failureText(failure, t, 'orders:errors'));
    }
  };

  return (
    <form className="order-note" part="note" onSubmit={(e) => void submit(e)} aria-labelledby={id}>
      <h2 id={id}>
        <label htmlFor={`${id}-text`}>{t('note')}</label>
      </h2>
      <p className="muted" id={`${id}-hint`}>
        {t('noteHint')}
      </p>
      <textarea id={`${id}-text`} rows={3} maxLength={NOTE_MAX} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} readOnly={save.isPending} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={save.isPending} disabled={!changed}>
        {t('saveNote')}
      </Button>
    </form>
  );
}
