/**
 * One line of the cart (spec 2 §2 Cart, §4 Content line status, Joint delivery, §5 Quantity
 * counter, Price display): what it orders, its status, where it goes, its ETA, its price; and,
 * while the order is preliminary, the quantity counter (a pickup line's: one per item), the joint-delivery checkbox and the
 * buttons ETA, Edit and Delete; always View and Messages (n) (comments are allowed on a sent order). The dialogs they open belong to the cart, not to the row: a row of
 * the virtualized list may leave the page when it is scrolled away.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatPostalNo, formatPrice } from '../../../core/format/index.ts';
import { jointDeliveryCheckbox, lineStatusLabel, isDraft, unitOrFallback } from '../../../areas/orders/rules.ts';
import { useUpdateContent, useUpdateQuantity, type OrderLine } from '../../../areas/orders/orders.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { QuantityCounter } from '../../../core/ui/quantity-counter.tsx';
import { CART_QUANTITY, editMode, lineTitle, offersJointDelivery, pickupItems, quantityCounter } from '../lines.ts';
import { NS } from '../ns.ts';

/** How long after the last press of the counter the quantity is saved (one call for a run of presses). */
export const QUANTITY_SAVE_DELAY_MS = 600;

export type LineActions = {
  onEta: (line: OrderLine) => void;
  onEdit: (line: OrderLine) => void;
  onDelete: (line: OrderLine) => void;
  onView: (line: OrderLine) => void;
  onMessages: (line: OrderLine) => void;
};

export type LineRowProps = {
  orderId: number;
  line: OrderLine;
  /** The delivered lines of the cart, for the joint-delivery rule. */
  jointLines: readonly OrderLine[];
  /** The order is sent: nothing changes. */
  readOnly: boolean;
  /** An Edit of this line is under way. */
  editing: boolean;
  /** The cart's `embedded`: Edit only where the wizard has an embedded twin. */
  embedded: boolean;
  actions: LineActions;
};

/** The name a line is called by in labels ("Quantity of X", "Delete X"). */
export function useLineName(): (line: OrderLine) => string {
  const { t } = useTexts(NS);
  return (line) => lineTitle(line)?.name ?? t(`orders:contentType.${line.contentType}`);
}

export function LineRow({ orderId, line, jointLines, readOnly, editing, embedded, actions }: LineRowProps) {
  const { t, lang } = useTexts(NS);
  const nameOf = useLineName();
  const title = lineTitle(line);
  const name = nameOf(line);
  const status = lineStatusLabel(line);
  const statusText = 'key' in status ? t(status.key) : status.text;
  const draft = isDraft(line);
  const missingAddress = draft && line.address === null;
  const price = line.product ? formatPrice(line.product, lang, line.product.quantity) : null;
  const edit = readOnly ? null : editMode(line, embedded);
  const pickup = line.contentType === 'PRODUCT_PICKUP';

  return (
    <article className="line" part="line" aria-label={name} data-draft={draft || undefined}>
      <div className="line-what">
        <p className="line-name">
          <span className="name">{name}</span>
          {title?.number ? <span className="muted"> {t('productNumber', { number: title.number })}</span> : null}
        </p>
        <p className="line-meta">
          <span className="status" data-missing={missingAddress || undefined}>
            {statusText}
          </span>
          <span className="muted">{t('lineNumber', { number: line.contentNumber })}</span>
          {title?.supplier ? <span className="muted">{t('supplier', { name: title.supplier })}</span> : null}
        </p>
        {line.externalStatusComment ? <p className="muted">{line.externalStatusComment}</p> : null}
        {line.address ? (
          <p className="muted">
            {t(pickup ? 'pickupAt' : 'deliveredTo', {
              address: [line.address.description, line.address.street, `${formatPostalNo(line.address.postalNo)} ${line.address.city}`].filter(Boolean).join(', '),
            })}
            {line.deliveryMethod && !pickup ? ` · ${line.deliveryMethod.name}` : ''}
          </p>
        ) : null}
        <p className="line-eta">
          <span>{line.deliveryDate ? t('etaIs', { date: formatDate(`${line.deliveryDate}T12:00:00Z`, lang) }) : t('noEta')}</span>
          {readOnly ? null : (
            <Button variant="link" onClick={() => actions.onEta(line)} aria-label={t('changeEtaOf', { name })}>
              {t('changeEta')}
            </Button>
          )}
        </p>
      </div>
      <div className="line-controls">
        <LineQuantity orderId={orderId} line={line} name={name} readOnly={readOnly} />
        <PickupItems orderId={orderId} line={line} readOnly={readOnly} />
        {!readOnly && offersJointDelivery(line) ? <JointDelivery orderId={orderId} line={line} lines={jointLines} name={name} /> : null}
        {price ? <p className="line-price">{t('price', { price })}</p> : null}
        <div className="line-actions">
          <Button variant="secondary" onClick={() => actions.onView(line)} aria-label={t('viewOf', { name })}>
            {t('view')}
          </Button>
          <MessagesButton line={line} name={name} onOpen={() => actions.onMessages(line)} />
        </div>
        {readOnly ? null : (
          <div className="line-actions">
            {edit ? (
              <Button variant="secondary" busy={editing} onClick={() => actions.onEdit(line)} aria-label={t('editOf', { name })}>
                {t('edit')}
              </Button>
            ) : null}
            <Button variant="secondary" className="danger-text" onClick={() => actions.onDelete(line)} aria-label={t('deleteOf', { name })}>
              {t('delete')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

/** "Messages (n)": the count comes with the line (commentCount); the comments load in the dialog. */
function MessagesButton({ line, name, onOpen }: { line: OrderLine; name: string; onOpen: () => void }) {
  const { t } = useTexts(NS);
  const count = line.commentCount;
  return (
    <Button variant="secondary" onClick={onOpen} aria-label={t('messagesCountOf', { name, count })}>
      {t('messagesCount', { count })}
    </Button>
  );
}

/**
 * A line's quantity counter (min 1, max 999): a SavedCounter that saves the line's quantity. A sent
 * order's quantity is a fact, not a control.
 */
function LineQuantity({ orderId, line, name, readOnly }: { orderId: number; line: OrderLine; name: string; readOnly: boolean }) {
  const { t } = useTexts(NS);
  const update = useUpdateQuantity(orderId);
  const counter = quantityCounter(line);
  if (!counter.shown) return null;
  const unit = unitOrFallback(line.product?.unit, t('orders:fallbackUnit'));
  if (readOnly) return <p className="line-quantity">{t('quantityIs', { count: counter.value, unit })}</p>;
  return (
    <div className="line-quantity">
      <SavedCounter label={t('quantityOf', { name })} saved={counter.value} max={CART_QUANTITY.max} disabled={counter.locked} onSave={(quantity) => update.mutateAsync({ content: line.id, quantity })} />
      <span className="muted">{unit}</span>
    </div>
  );
}

/**
 * A pickup line's items (spec 2 §5 "Pickup counters use max equal to the item's maxQuantity"): each
 * item with its own counter, min 1, max its maxQuantity (what is free of it), saved as the line's
 * `pickupList` (PUT …/lines with that item; the others keep theirs). The line keeps its status: a
 * line in the cart is not reverted to a draft for it. A sent order lists the quantities as facts.
 */
function PickupItems({ orderId, line, readOnly }: { orderId: number; line: OrderLine; readOnly: boolean }) {
  const { t } = useTexts(NS);
  const captionId = useId();
  const update = useUpdateQuantity(orderId);
  const items = pickupItems(line);
  if (items.length === 0) return null;
  return (
    <div className="pickup-items" part="pickup-items">
      <p id={captionId} className="muted">
        {t('pickupItems')}
      </p>
      <ul aria-labelledby={captionId}>
      {items.map((item) => {
        const unit = unitOrFallback(item.unit, t('orders:fallbackUnit'));
        const name = item.inventoryNumber ? t('itemWithNumber', { name: item.name, number: item.inventoryNumber }) : item.name;
        return (
          <li key={item.id} className="line-quantity">
            <span className="pickup-item-name">{name}</span>
            {readOnly ? (
              <span>{t('quantityIs', { count: item.quantity, unit })}</span>
            ) : (
              <>
                <SavedCounter
                  label={t('itemQuantityOf', { name })}
                  saved={item.quantity}
                  max={item.max}
                  onSave={(quantity) => update.mutateAsync({ content: line.id, pickupList: [{ id: item.id, quantity }] })}
                />
                <span className="muted">{unit}</span>
              </>
            )}
          </li>
        );
      })}
      </ul>
    </div>
  );
}

/**
 * A counter whose value is saved: the value shown follows the presses at once; it is saved a moment
 * after the last press, only when it differs from the saved one, then "Quantity updated". A refusal
 * puts the saved value back and says why. A change still waiting when the row leaves the page
 * (scrolled away) is saved then.
 */
function SavedCounter({ label, saved, max, disabled = false, onSave }: { label: string; saved: number; max: number; disabled?: boolean; onSave: (quantity: number) => Promise<unknown> }) {
  const { t } = useTexts(NS);
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<{ value: number | null; save: (q: number) => void }>({ value: null, save: () => undefined });

  const save = (quantity: number) => {
    if (quantity === saved) {
      setPending(null);
      return;
    }
    void onSave(quantity)
      .then(() => feedback.snack(t('orders:notices.QUANTITY_UPDATED'), 'success'))
      .catch((e: unknown) => feedback.snack(failureText(e, t, 'orders:errors'), 'error'))
      .finally(() => setPending((p) => (p === quantity ? null : p)));
  };
  useEffect(() => {
    latest.current = { value: pending, save };
  });
  // A change still waiting when the row unmounts is saved, not lost.
  useEffect(
    () => () => {
      if (timer.current !== null) {
        clearTimeout(timer.current);
        const { value, save: flush } = latest.current;
        if (value !== null) flush(value);
      }
    },
    [],
  );
  const change = (value: number) => {
    setPending(value);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      save(value);
    }, QUANTITY_SAVE_DELAY_MS);
  };
  return <QuantityCounter label={label} value={pending ?? saved} onChange={change} min={CART_QUANTITY.min} max={max} disabled={disabled} texts={{ decrease: t('decrease'), increase: t('increase') }} />;
}

/**
 * The joint-delivery checkbox (spec 2 §4 Joint delivery): checked when codeliveryId is set, toggles
 * it between 0 and 1 (PUT content); disabled per jointDeliveryCheckbox and while the change saves.
 */
function JointDelivery({ orderId, line, lines, name }: { orderId: number; line: OrderLine; lines: readonly OrderLine[]; name: string }) {
  const { t } = useTexts(NS);
  const update = useUpdateContent(orderId);
  const box = jointDeliveryCheckbox(line, lines);
  const toggle = () => {
    void update
      .mutateAsync({ content: line.id, body: { codeliveryId: box.checked ? 0 : 1 } })
      .catch((e: unknown) => feedback.snack(failureText(e, t, 'orders:errors'), 'error'));
  };
  return (
    <label className="joint">
      <input type="checkbox" checked={box.checked} disabled={box.disabled || update.isPending} onChange={toggle} aria-label={t('jointDeliveryOf', { name })} />
      <span aria-hidden="true">{t('jointDelivery')}</span>
    </label>
  );
}
