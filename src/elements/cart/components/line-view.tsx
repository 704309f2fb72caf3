/**
 * The cart's read-only dialogs of lines (spec 2 §2 Cart "view content", "an order overview dialog
 * per content type"): View shows everything of one line (what it orders, the accessories and makes
 * chosen, the additional information, the dates, where it goes, whom to contact, how, its status);
 * Overview lists a content type's lines (name, quantity, address, ETA, status) with Edit per line,
 * the same Edit as the row's, and Cancel. Text from data is rendered as text, never as HTML.
 */
import { lineStatusLabel } from '../../../areas/orders/rules.ts';
import type { OrderLine } from '../../../areas/orders/orders.ts';
import { formatDate } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { Fact, Facts } from '../../../core/ui/facts.tsx';
import type { VirtualList } from '../../../core/ui/virtual-list.tsx';
import { addressText, contactText, DIALOGS_NS as NS } from './dialog-rules.ts';

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

/** Everything of one line, read-only. */
export function ViewDialog({ line, kit, onClose }: { line: OrderLine; kit: LineKit; onClose: () => void }) {
  const { t, day, status } = useLineTexts();
  const { nameOf } = kit;
  const title = kit.titleOf(line);
  const accessories = line.accessories.filter((a) => a.selected);
  const makes = line.makes.flatMap((m) => m.values.filter((v) => v.selected).map((v) => `${m.label}: ${v.value}`));
  return (
    <Dialog open title={nameOf(line)} onClose={onClose} actions={<Button onClick={onClose}>{t('core:close')}</Button>}>
      <Facts className="line-facts">
        <Fact label={t('contentType')}>{t(`orders:contentType.${line.contentType}`)}</Fact>
        <Fact label={t('lineLabel')}>{line.contentNumber}</Fact>
        {title ? <Fact label={t('what')}>{title.number ? `${title.name} (${t('cart:productNumber', { number: title.number })})` : title.name}</Fact> : null}
        {title?.supplier ? <Fact label={t('supplierLabel')}>{title.supplier}</Fact> : null}
        {line.product ? <Fact label={t('quantity')}>{t('cart:quantityIs', { count: line.product.quantity, unit: line.product.unit })}</Fact> : null}
        {line.pickupList.length > 0 ? (
          <Fact label={t('pickupItems')}>
            <ul className="plain">
              {line.pickupList.map((p) => (
                <li key={p.id}>{`${p.name}${p.inventoryNumber ? ` (${p.inventoryNumber})` : ''}, ${p.quantity} ${p.unit}`}</li>
              ))}
            </ul>
          </Fact>
        ) : null}
        {line.subContentType ? <Fact label={t('subContentType')}>{line.subContentType.label}</Fact> : null}
        <Fact label={t('accessories')}>
          {accessories.length > 0 ? (
            <ul className="plain">
              {accessories.map((a) => (
                <li key={a.id}>{`${a.name} (${a.productNumber}), ${a.quantity}`}</li>
              ))}
            </ul>
          ) : (
            t('none')
          )}
        </Fact>
        <Fact label={t('makes')}>
          {makes.length > 0 ? (
            <ul className="plain">
              {makes.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : (
            t('none')
          )}
        </Fact>
        <Fact label={t('text')}>{line.text ? <span className="pre">{line.text}</span> : t('none')}</Fact>
        <Fact label={t('requestedDate')}>{day(line.requestedDeliveryDate)}</Fact>
        {line.fromFacility ? <Fact label={t('fromFacility')}>{line.fromFacility.label}</Fact> : null}
        <Fact label={t('address')}>{line.address ? addressText(line.address) : t('noAddress')}</Fact>
        <Fact label={t('contact')}>{line.contact ? contactText(line.contact) : t('none')}</Fact>
        <Fact label={t('method')}>{line.deliveryMethod?.name ?? t('none')}</Fact>
        <Fact label={t('cart:eta')}>{day(line.deliveryDate)}</Fact>
        <Fact label={t('status')}>{status(line)}</Fact>
        {line.externalStatusComment ? <Fact label={t('statusComment')}>{line.externalStatusComment}</Fact> : null}
      </Facts>
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
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('core:cancel')}
        </Button>
      }
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
                <Fact label={t('quantity')}>{line.product ? t('cart:quantityIs', { count: line.product.quantity, unit: line.product.unit }) : (line.function?.quantity ?? '–')}</Fact>
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
