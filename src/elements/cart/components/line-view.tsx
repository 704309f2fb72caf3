/**
 * The cart's read-only dialogs of lines (spec 2 §2 Cart "view content", "an order overview dialog
 * per content type"): View shows everything of one line: its content type, number, what it orders
 * and status, then the line's facts (the order detail's, areas/orders/line-facts.tsx, every one
 * said) and its files (areas/orders/line-files.tsx: links, upload and delete while the order is
 * the cart, hidden on a completed line); Overview lists a content type's lines (name, quantity, address, ETA, status) with Edit per
 * line, the same Edit as the row's, and Cancel. Text from data is rendered as text, never as HTML.
 */
import { LineFacts } from '../../../areas/orders/line-facts.tsx';
import { LineFiles } from '../../../areas/orders/line-files.tsx';
import { isEditableOrder, lineStatusLabel, unitOrFallback } from '../../../areas/orders/rules.ts';
import type { OrderData, OrderLine } from '../../../areas/orders/orders.ts';
import { formatDate } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import type { VirtualList } from '../../../core/ui/virtual-list.tsx';
import { addressText, DIALOGS_NS as NS } from './dialog-rules.ts';

/**
 * What the dialogs take from the cart's own chunk as values, not imports (see dialog-rules.ts): a
 * line's name, its title (lines.ts lineTitle), whether Edit is offered on it, and core's
 * VirtualList (imported here, it would be split into a chunk of its own, over the cart's budget).
 */
export type LineKit = {
  List: typeof VirtualList;
  nameOf: (line: OrderLine) => string;
  titleOf: (line: OrderLine) => { name: string; number: string | null; supplier: string | null } | null;
  canEdit: (line: OrderLine) => boolean;
};

function useLineTexts() {
  const { t, lang } = useTexts(NS);
  return {
    t,
    day: (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`, lang) : t('none')),
    status: (line: OrderLine) => {
      const s = lineStatusLabel(line);
      return 'key' in s ? t(s.key) : s.text;
    },
  };
}

/** Everything of one line, read-only but for its files. */
export function ViewDialog({ order, line, kit, onClose }: { order: OrderData; line: OrderLine; kit: LineKit; onClose: () => void }) {
  const { t, status } = useLineTexts();
  const { nameOf } = kit;
  const title = kit.titleOf(line);
  return (
    <Dialog open title={nameOf(line)} onClose={onClose} actions={<Button onClick={onClose}>{t('core:close')}</Button>}>
      <LineFacts line={line} supplier={title?.supplier} every files={false}>
        <Fact label={t('contentType')}>{t(`orders:contentType.${line.contentType}`)}</Fact>
        <Fact label={t('lineLabel')}>{line.contentNumber}</Fact>
        {title ? <Fact label={t('what')}>{title.number ? `${title.name} (${t('cart:productNumber', { number: title.number })})` : title.name}</Fact> : null}
        <Fact label={t('status')}>{status(line)}</Fact>
      </LineFacts>
      <LineFiles order={order.id} line={line} editable={isEditableOrder(order)} />
    </Dialog>
  );
}

export type OverviewDialogProps = {
  title: string;
  lines: readonly OrderLine[];
  kit: LineKit;
  /** The line whose Edit is under way. */
  editing: number | null;
  onEdit: (line: OrderLine) => void;
  onClose: () => void;
};

/** A content type's lines, read-only, with Edit per line and Cancel. */
export function OverviewDialog({ title, lines, kit, editing, onEdit, onClose }: OverviewDialogProps) {
  const { t, day, status } = useLineTexts();
  const { nameOf, List } = kit;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={t('core:cancel')}
    >
      {/* A content type may have 200 lines (the large cart): only those in view are rendered. */}
      <List
        items={lines}
        getKey={(line) => line.id}
        label={title}
        estimateSize={220}
        maxHeight="60vh"
        rowClassName="overview-line"
        renderItem={(line) => {
          const name = nameOf(line);
          return (
            <>
              <p className="line-name">
                <span className="name">{name}</span> <span className="muted">{t('cart:lineNumber', { number: line.contentNumber })}</span>
              </p>
              <Facts>
                <Fact label={t('quantity')}>{line.product ? t('cart:quantityIs', { count: line.product.quantity, unit: unitOrFallback(line.product.unit, t('orders:fallbackUnit')) }) : (line.function?.quantity ?? '–')}</Fact>
                <Fact label={t('address')}>{line.address ? addressText(line.address) : t('noAddress')}</Fact>
                <Fact label={t('cart:eta')}>{day(line.deliveryDate)}</Fact>
                <Fact label={t('status')}>{status(line)}</Fact>
              </Facts>
              {kit.canEdit(line) ? (
                <Button variant="secondary" busy={editing === line.id} onClick={() => onEdit(line)} aria-label={t('cart:editOf', { name })}>
                  {t('cart:edit')}
                </Button>
              ) : null}
            </>
          );
        }}
      />
    </Dialog>
  );
}
