/**
 * Root component of <fsp-cart> (spec 2 §2 Cart): the order (GET /web-orders/{order}, core's
 * orderQuery, shared with the header and the wizards) with its lines per content type, each group
 * a virtualized list; the total and the Send area; the dialogs (a line's ETA, View, Messages,
 * delete; Change address, Overview), which live here and not in the rows, since a row leaves the
 * page when it is scrolled away. With `view="sent"` the order confirmation instead
 * (components/order-sent.tsx). The dialogs but Delete and the confirmation load when first shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cartTotal, isDraft, ORDER_TYPE_OF } from '../../areas/orders/rules.ts';
import { orderQuery, orderRoutes, useContentAction, useDeleteContent, type OrderData, type OrderLine } from '../../areas/orders/orders.ts';
import { receiverRoute } from '../../areas/orders/receiver-route.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { failureText } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { routes } from '../../core/routes.ts';
import { Button, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { lazyPart } from '../../core/element/lazy-part.tsx';
import { useElementContext } from '../../core/element/context.ts';
import { feedback } from '../../core/ui/feedback.ts';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { VirtualList } from '../../core/ui/virtual-list.tsx';
import { LineRow, useLineName, type LineActions } from './components/line-row.tsx';
import { useGo, useLinkClick } from './components/navigation.ts';
import { SendArea } from './components/send-area.tsx';
import type { CartDialog, LineKit } from './components/dialogs.tsx';
import { editMode, formatAmount, groupLines, isAddressLine, isEditableOrder, lineTitle, offersAddressChange, offersJointDelivery } from './lines.ts';
import { NS } from './ns.ts';
import { attributeId } from '../../contract/shared/query-id.ts';

/** Change address, Overview, ETA, Messages and View load when one is first opened (the cart's size budget). */
const CartDialogs = lazyPart(() => import('./components/dialogs.tsx').then((m) => ({ component: m.CartDialogs, texts: m.DIALOGS_NS })));
/** The order confirmation (`view="sent"`) loads when shown: the cart itself does not pay for it. */
// The order's note, below the lines: its own chunk, so the cart's first render stays within its budget.
const OrderNote = lazyPart(() => import('./components/order-note.tsx').then((m) => m.OrderNote));
const OrderSent = lazyPart(() => import('./components/order-sent.tsx').then((m) => ({ component: m.OrderSent, texts: m.SENT_NS })), { fallback: <Spinner /> });

export type CartProps = { order: number | null; draft: boolean; view: string | null; embedded: boolean };


export function Cart(props: CartProps) {
  const titleId = useId();
  const id = attributeId(props.order);
  const click = useLinkClick(id, props.embedded);
  return (
    <section className="cart" part="container" aria-labelledby={titleId}>
      {props.view === 'sent' ? (
        <OrderSent id={id} titleId={titleId} click={click} embedded={props.embedded} />
      ) : (
        <CartView key={id ?? 0} id={id} draft={props.draft} titleId={titleId} click={click} embedded={props.embedded} />
      )}
    </section>
  );
}

type CartViewProps = { id: number | null; draft: boolean; titleId: string; click: ReturnType<typeof useLinkClick>; embedded: boolean };

function CartView({ id, draft, titleId, click, embedded }: CartViewProps) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const ctx = useElementContext();
  // The order deleted from here (its number): said in place, whatever the host does with the move to the start page.
  const [deleted, setDeleted] = useState<string | null>(null);
  const query = useQuery({ ...orderQuery(scope, id ?? 0), enabled: id !== null && deleted === null });
  const title = (
    <h1 id={titleId} part="heading">
      {t(draft ? 'draftsTitle' : 'title')}
    </h1>
  );
  // The start page has no embedded twin: with `embedded` there is no link to it.
  const home = embedded ? undefined : (
    <a className="fsp-button" data-variant="secondary" href={routes.home()} onClick={(e) => click(e, routes.home())}>
      {t('toStart')}
    </a>
  );

  if (id === null) {
    // No order (spec 2 §8 NO_CLIENT_ORDER_SELECTED, the cart's warning): New order asks the host for the popup.
    return (
      <>
        {title}
        <StateMessage
          kind="empty"
          title={t('orders:errors.NO_CLIENT_ORDER_SELECTED')}
          action={
            <Button onClick={() => ctx?.emit('fsp-new-order', {})} part="new-order">
              {t('newOrder')}
            </Button>
          }
        />
      </>
    );
  }
  if (deleted !== null) {
    return (
      <>
        {title}
        <StateMessage kind="empty" title={t('deleted', { number: deleted })} action={home} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {title}
        <Spinner />
      </>
    );
  }
  if (query.error) {
    const notFound = query.error instanceof ApiFailure && query.error.status === 404;
    return (
      <>
        {title}
        {notFound ? (
          <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} action={home} />
        ) : (
          <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />
        )}
      </>
    );
  }
  return <CartBody order={query.data} draft={draft} titleId={titleId} embedded={embedded} onDeleted={setDeleted} />;
}

type CartBodyProps = { order: OrderData; draft: boolean; titleId: string; embedded: boolean; onDeleted: (orderNumber: string) => void };

function CartBody({ order, draft, titleId, embedded, onDeleted }: CartBodyProps) {
  const { t, lang } = useTexts(NS);
  const go = useGo(order.id, embedded);
  const click = useLinkClick(order.id, embedded);
  const nameOf = useLineName();
  const action = useContentAction(order.id);
  const removeLine = useDeleteContent(order.id);
  const [deleteLine, setDeleteLine] = useState<OrderLine | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [dialog, setDialog] = useState<CartDialog | null>(null);

  const editable = isEditableOrder(order);
  const lines = draft ? order.content.filter(isDraft) : order.content;
  const groups = groupLines(lines);
  const jointLines = order.content.filter(offersJointDelivery);
  const total = cartTotal(order.content);

  const actions: LineActions = {
    onEta: (line) => setDialog({ kind: 'eta', line: line.id }),
    onView: (line) => setDialog({ kind: 'view', line: line.id }),
    onMessages: (line) => setDialog({ kind: 'messages', line: line.id }),
    onDelete: (line) => {
      setDeleteError(null);
      setDeleteLine(line);
    },
    onEdit: (line) => {
      const mode = editMode(line);
      const path = orderRoutes.wizard(order.id, ORDER_TYPE_OF[line.contentType] ?? 'products', line.id);
      if (mode === 'open') go(path);
      else if (mode === 'revert' && editing === null) {
        // A line in the cart is a draft again before its wizard opens it (spec 2 §4).
        setEditing(line.id);
        void action
          .mutateAsync({ content: line.id, action: 'REVERT_TO_DRAFT' })
          .then(() => go(path))
          .catch((e: unknown) => feedback.snack(failureText(e, t, 'orders:errors'), 'error'))
          .finally(() => setEditing(null));
      }
    },
  };

  const kit: LineKit = { List: VirtualList, nameOf, titleOf: lineTitle, canEdit: (line) => editable && editMode(line, embedded) !== null };

  const confirmDelete = async () => {
    if (!deleteLine) return;
    setDeleteError(null);
    try {
      await removeLine.mutateAsync(deleteLine.id);
      setDeleteLine(null);
      feedback.snack(t('orders:notices.ORDER_ITEM_DELETED'), 'success');
    } catch (e) {
      setDeleteError(failureText(e, t, 'orders:errors'));
    }
  };

  const fullCart = orderRoutes.cart(order.id);
  const drafts = orderRoutes.cart(order.id, { draft: true });
  const catalogue = routes.catalogue();
  // Spec 2 §2 Cart: links from the cart lead to the base storages page (a base-storage receiver's
  // stock balance); it has no embedded twin, so none with `embedded`.
  const baseStorage = order.receiver.type === 'FACILITY' && !embedded ? receiverRoute(order.receiver) : null;
  const draftCount = order.content.filter(isDraft).length;

  return (
    <>
      <h1 id={titleId} part="heading">
        {t(draft ? 'draftsTitle' : 'title')}
      </h1>
      <p className="order-of">
        {t('orderOf', { number: order.orderNumber, receiver: order.receiver.label })}
        {baseStorage ? (
          <>
            {' · '}
            <a href={baseStorage} onClick={(e) => click(e, baseStorage)}>
              {t('toBaseStorage')}
            </a>
          </>
        ) : null}
      </p>
      {editable ? null : (
        <p className="fsp-notice" role="status">
          {t('sentNotice', { number: order.orderNumber, status: t(`orders:orderStatus.${order.status.value}`, { defaultValue: order.status.label }) })}
        </p>
      )}
      {draft ? (
        <p className="view-switch">
          {t('draftsOnly')}{' '}
          <a href={fullCart} onClick={(e) => click(e, fullCart)}>
            {t('showFullCart')}
          </a>
        </p>
      ) : editable && draftCount > 0 ? (
        <p className="view-switch">
          <a href={drafts} onClick={(e) => click(e, drafts)}>
            {t('showDrafts', { count: draftCount })}
          </a>
        </p>
      ) : null}

      {!draft && offersAddressChange(order) ? (
        <p className="cart-tools">
          <Button variant="secondary" onClick={() => setDialog({ kind: 'address' })}>
            {t('changeAddress')}
          </Button>
        </p>
      ) : null}

      {lines.length === 0 ? (
        draft ? (
          <StateMessage kind="empty" title={t('noDrafts')} />
        ) : (
          <StateMessage
            kind="empty"
            title={t('empty')}
            text={t('emptyText')}
            action={
              <a className="fsp-button" data-variant="secondary" href={catalogue} onClick={(e) => click(e, catalogue)}>
                {t('toCatalogue')}
              </a>
            }
          />
        )
      ) : (
        groups.map((group) => {
          const label = t(`orders:contentType.${group.type}`);
          const headingId = `${titleId}-${group.type}`;
          return (
            <section key={group.type} className="group" part="group" aria-labelledby={headingId}>
              <div className="group-head">
                <h2 id={headingId}>
                  {label} <span className="muted count">{t('groupCount', { count: group.lines.length })}</span>
                </h2>
                <Button variant="link" onClick={() => setDialog({ kind: 'overview', type: group.type })} aria-label={t('overviewOf', { type: label })}>
                  {t('overview')}
                </Button>
              </div>
              <VirtualList
                items={group.lines}
                getKey={(line) => line.id}
                label={t('linesOf', { type: label })}
                estimateSize={132}
                rowClassName="line-row"
                renderItem={(line) => <LineRow orderId={order.id} line={line} jointLines={jointLines} readOnly={!editable} editing={editing === line.id} embedded={embedded} actions={actions} />}
              />
            </section>
          );
        })
      )}

      {draft ? null : <OrderNote order={order} editable={editable} />}
      {!draft && order.content.length > 0 ? (
        <p className="total" part="total">
          {t('total', { amount: formatAmount(total.amount, lang), currency: total.currency })}
        </p>
      ) : null}
      {!draft && editable ? <SendArea order={order} go={go} onDeleted={onDeleted} /> : null}

      {dialog ? (
        <CartDialogs
          dialog={dialog}
          order={order}
          addressLines={order.content.filter(isAddressLine)}
          kit={kit}
          editing={editing}
          onEdit={actions.onEdit}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleteLine !== null}
        title={t('deleteLineTitle', { name: deleteLine ? nameOf(deleteLine) : '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('core:cancel')}
        busy={removeLine.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteLine(null)}
      >
        <p>{t('deleteLineText', { number: deleteLine?.contentNumber ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
