/**
 * The Send area below the lines (spec 2 §2 Cart, §4 Cart and sending, Joint delivery, §5
 * Confirmations): why Send is blocked (sendBlock) and the joint-delivery error, Send with its
 * confirmation, and Delete order with its own.
 *
 * Sending: one idempotency key is made when the confirmation opens and used by every attempt of
 * that opening (a doubled click, a retry), so the order is sent once. Success goes to the
 * confirmation (`/order-sent?order=N`). A failure closes the confirmation, reloads the cart (the
 * send hook invalidates the order) and says why here.
 */
import { useId, useRef, useState } from 'react';
import { jointDeliveryError, sendBlock } from '../../../areas/orders/rules.ts';
import { newIdempotencyKey, orderRoutes, useDeleteOrder, useSendOrder, type OrderData } from '../../../areas/orders/orders.ts';
import { routes } from '../../../core/routes.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { NS } from '../ns.ts';

/** `onDeleted`: the order is deleted (its number), before the move to the start page is told. */
export function SendArea({ order, go, onDeleted }: { order: OrderData; go: (path: string) => void; onDeleted: (orderNumber: string) => void }) {
  const { t } = useTexts(NS);
  const reasonId = useId();
  const send = useSendOrder();
  const remove = useDeleteOrder();
  const [confirmSend, setConfirmSend] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // One key per opening of the confirmation: every attempt made from it sends with the same key.
  const key = useRef<string | null>(null);

  const block = sendBlock(order);
  const joint = jointDeliveryError(order.content);
  const reasons = [block, joint !== block ? joint : null].filter((r): r is NonNullable<typeof r> => r !== null);

  const openSend = () => {
    key.current = newIdempotencyKey();
    setSendError(null);
    setConfirmSend(true);
  };
  const doSend = async () => {
    if (send.isPending) return;
    key.current ??= newIdempotencyKey();
    try {
      await send.mutateAsync({ order: order.id, key: key.current });
      setConfirmSend(false);
      go(orderRoutes.orderSent(order.id));
    } catch (e) {
      // Spec 2 §4: a failed send closes the dialog and reloads the cart (the hook invalidates it).
      setConfirmSend(false);
      setSendError(failureText(e, t, 'orders:errors'));
    }
  };
  const doDelete = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(order.id);
      setConfirmDelete(false);
      feedback.snack(t('orders:notices.ORDER_DELETED'), 'success');
      onDeleted(order.orderNumber);
      go(routes.home());
    } catch (e) {
      setDeleteError(failureText(e, t, 'orders:errors'));
    }
  };

  return (
    <div className="send-area" part="send">
      {reasons.length ? (
        <div id={reasonId} className="send-reasons">
          {reasons.map((r) => (
            <p key={r} className="fsp-alert">
              {t(`orders:errors.${r}`)}
            </p>
          ))}
        </div>
      ) : null}
      {sendError ? (
        <div role="alert" className="fsp-alert">
          <p>{t('orders:errors.sendFailed')}</p>
          <p>{sendError}</p>
        </div>
      ) : null}
      <div className="send-actions">
        <Button onClick={openSend} disabled={block !== null} aria-describedby={reasons.length ? reasonId : undefined}>
          {t('send')}
        </Button>
        <Button variant="secondary" className="danger-text" onClick={() => {
            setDeleteError(null);
            setConfirmDelete(true);
          }}>
          {t('deleteOrder')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmSend}
        title={t('sendTitle', { number: order.orderNumber })}
        confirmLabel={t('send')}
        cancelLabel={t('core:cancel')}
        busy={send.isPending}
        onConfirm={() => void doSend()}
        onCancel={() => setConfirmSend(false)}
      >
        <p>{t('sendText', { count: order.content.length, receiver: order.receiver.label })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteOrderTitle', { number: order.orderNumber })}
        confirmLabel={t('deleteOrder')}
        cancelLabel={t('core:cancel')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void doDelete()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>{t('deleteOrderText')}</p>
      </ConfirmDialog>
    </div>
  );
}
