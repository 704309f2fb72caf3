/**
 * A line's facts (spec 2 §2 Order detail, Cart "view content"), one list for the order detail's
 * lines (`<fsp-order>`) and the cart's View dialog (`<fsp-cart>`): the quantity and unit, the
 * external product's supplier, the installation or assembly, the priority, the items of a pickup,
 * the accessories and makes chosen, the additional text, where it comes from (or is picked up in)
 * and goes (a base-storage move: to which location), how, the dates, whom to contact, the supplier's comment and the files (links that open
 * in a new window). A fact without a value is left out, but for the address, the ETA and the
 * contact (always said: "missing" or "none"); `every` (the cart's View, "everything of one line")
 * says every fact, "None" where there is nothing. Text from data is rendered as text, never as HTML.
 * Its texts are a namespace of their own (`order-line`), loaded with it: the cart loads it only with
 * its dialogs, on demand.
 */
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../core/format/index.ts';
import { addTexts, useTexts } from '../../core/i18n/index.ts';
import { Fact, Facts } from '../../core/ui/facts.tsx';
import { useApiLink } from '../../core/ui/links.ts';
import { chosenMakes, lineQuantity } from './lines.ts';
import type { OrderLine } from './orders.ts';
import { addressText, contactText } from './text.ts';

const NS = 'order-line';
addTexts(NS, { sv: () => import('./line.sv.json'), en: () => import('./line.en.json') });

export type LineFactsProps = {
  line: OrderLine;
  /** The external product's supplier (lineTitle's), when the line is one. */
  supplier: string | null | undefined;
  /** Every fact, "None" where there is nothing (the cart's View); else only those with a value. */
  every?: boolean;
  /** The caller's own facts, first in the list (the cart's View: the content type, the line, what it orders, its status). */
  children?: ReactNode;
  /** Whether the files are among the facts (the cart's View shows them apart, with upload and delete: line-files.tsx). */
  files?: boolean;
};

export function LineFacts({ line, supplier, every = false, children, files = true }: LineFactsProps) {
  const { t, lang } = useTexts(NS);
  const none = t('none');
  const day = (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`, lang) : none);
  const quantity = lineQuantity(line);
  const accessories = line.accessories.filter((a) => a.selected);
  const makes = chosenMakes(line);
  const pickup = line.contentType === 'PRODUCT_PICKUP';
  /** A fact shown when it has a value, or always in `every`, then "None" for no value. */
  const optional = (label: string, value: ReactNode, has: boolean) => (has || every ? <Fact label={t(label)}>{has ? value : none}</Fact> : null);
  return (
    <Facts className="line-facts">
      {children}
      {quantity ? <Fact label={t('quantity')}>{t('quantityIs', { count: quantity.count, unit: quantity.unit })}</Fact> : null}
      {supplier ? <Fact label={t('supplier')}>{supplier}</Fact> : null}
      {/* A work order's or a fitting's kind is its name; a delivered product's or a function's is its installation or assembly. */}
      {line.subContentType && (line.product || line.function) ? <Fact label={t('subContentType')}>{line.subContentType.label}</Fact> : null}
      {line.priority ? <Fact label={t('priority')}>{line.priority.label}</Fact> : null}
      {line.pickupList.length > 0 ? (
        <Fact label={t('pickupItems')}>
          <ul className="plain">
            {line.pickupList.map((p) => (
              <li key={p.id}>{`${p.name}${p.inventoryNumber ? ` (${p.inventoryNumber})` : ''}, ${p.quantity} ${p.unit}`}</li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {optional(
        'accessories',
        <ul className="plain">
          {accessories.map((a) => (
            <li key={a.id}>{t('accessoryIs', { name: a.name, number: a.productNumber, count: a.quantity })}</li>
          ))}
        </ul>,
        accessories.length > 0,
      )}
      {optional(
        'makes',
        <ul className="plain">
          {makes.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>,
        makes.length > 0,
      )}
      {optional('text', <span className="pre">{line.text}</span>, Boolean(line.text))}
      {line.fromFacility ? <Fact label={t(pickup ? 'pickupIn' : 'fromFacility')}>{line.fromFacility.label}</Fact> : null}
      {line.fromAddress ? <Fact label={t('fromAddress')}>{addressText(line.fromAddress)}</Fact> : null}
      <Fact label={t(pickup ? 'pickupAddress' : 'address')}>{line.address ? addressText(line.address) : t('noAddress')}</Fact>
      {/* A base-storage move's location in the receiving storage (spec 3 §7 toWarehouseLocation). */}
      {line.toWarehouseLocation ? (
        <Fact label={t('toLocation')}>{`${line.toWarehouseLocation.value}${line.toWarehouseLocation.label ? ` (${line.toWarehouseLocation.label})` : ''}`}</Fact>
      ) : null}
      {optional('method', line.deliveryMethod?.name ?? none, line.deliveryMethod !== null || line.contentType === 'PRODUCT_DELIVERY')}
      {optional('requestedDate', day(line.requestedDeliveryDate), line.requestedDeliveryDate !== null)}
      <Fact label={t('eta')}>{day(line.deliveryDate)}</Fact>
      <Fact label={t('contact')}>{line.contact ? contactText(line.contact) : none}</Fact>
      {line.externalStatusComment ? <Fact label={t('statusComment')}>{line.externalStatusComment}</Fact> : null}
      {files && line.files.length > 0 ? (
        <Fact label={t('files')}>
          <Files files={line.files} />
        </Fact>
      ) : null}
    </Facts>
  );
}

/** The line's files: links to the signed addresses the API gives, opened in a new window. */
function Files({ files }: { files: OrderLine['files'] }) {
  const { t, lang } = useTexts(NS);
  const apiLink = useApiLink();
  return (
    <ul className="plain files">
      {files.map((f) => (
        <li key={f.id}>
          <a href={apiLink(f.url)} target="_blank" rel="noopener noreferrer">
            {f.name}
            <span className="fsp-visually-hidden"> {t('newWindow')}</span>
          </a>{' '}
          <span className="muted">{t('fileBy', { by: f.createdBy, date: formatDateTime(f.createdDateTime, lang) })}</span>
        </li>
      ))}
    </ul>
  );
}
