/**
 * The cart's dialogs that load when one is first opened (React.lazy in cart.tsx): Change address,
 * a content type's Overview, a line's ETA, Messages and View, with their texts (namespace
 * `cart-dialogs`) and styles (dialogs.css). Opening the cart does not pay for them. Nothing here imports a module of the
 * cart's own chunk; what they need of it comes as props (LineKit).
 */
import type { ContentType } from '../../../contract/constants.ts';
import type { OrderData, OrderLine } from '../../../areas/orders/orders.ts';
import { addTexts, useTexts } from '../../../core/i18n/index.ts';
import { useSheet } from '../../../core/ui/sheet.ts';
import { AddressDialog } from './address-dialog.tsx';
import { DIALOGS_NS } from './dialog-rules.ts';
import { EtaDialog } from './eta-dialog.tsx';
import { OverviewDialog, ViewDialog, type LineKit } from './line-view.tsx';
import css from './dialogs.css?inline';
import { MessagesDialog } from './messages-dialog.tsx';

addTexts(DIALOGS_NS, { sv: () => import('./dialogs.sv.json'), en: () => import('./dialogs.en.json') });

/** The namespace the cart's lazyPart loads with the dialogs (cart.tsx). */
export { DIALOGS_NS };
export type { LineKit } from './line-view.tsx';

/** Which dialog is open; a line by its id, so the dialog follows the order's latest data. */
export type CartDialog = { kind: 'address' } | { kind: 'overview'; type: ContentType } | { kind: 'eta'; line: number } | { kind: 'messages'; line: number } | { kind: 'view'; line: number };

export type CartDialogsProps = {
  dialog: CartDialog;
  order: OrderData;
  /** The lines Change address offers (lines.ts isAddressLine). */
  addressLines: readonly OrderLine[];
  kit: LineKit;
  /** The line whose Edit is under way. */
  editing: number | null;
  onEdit: (line: OrderLine) => void;
  onClose: () => void;
};

export function CartDialogs({ dialog, order, addressLines, kit, editing, onEdit, onClose }: CartDialogsProps) {
  const { t } = useTexts(DIALOGS_NS);
  useSheet(css);
  switch (dialog.kind) {
    case 'address':
      return <AddressDialog orderId={order.id} lines={addressLines} nameOf={kit.nameOf} onClose={onClose} />;
    case 'overview':
      return (
        <OverviewDialog
          title={t('overviewTitle', { type: t(`orders:contentType.${dialog.type}`) })}
          lines={order.content.filter((l) => l.contentType === dialog.type)}
          kit={kit}
          editing={editing}
          onEdit={onEdit}
          onClose={onClose}
        />
      );
    case 'eta':
    case 'messages':
    case 'view': {
      const line = order.content.find((l) => l.id === dialog.line);
      if (!line) return null;
      if (dialog.kind === 'eta') return <EtaDialog key={line.id} orderId={order.id} line={line} name={kit.nameOf(line)} onClose={onClose} />;
      return dialog.kind === 'view' ? <ViewDialog order={order} line={line} kit={kit} onClose={onClose} /> : <MessagesDialog orderId={order.id} line={line} name={kit.nameOf(line)} onClose={onClose} />;
    }
  }
}
