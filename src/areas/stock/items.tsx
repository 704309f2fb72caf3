/**
 * Stock items' shared parts (spec 2 §3 Holding; spec 3 §3 Base storage, balance and stock item,
 * Fixed asset; §4 Moves, scrapping, returns; §5 Moves, scrap, holdings and Other), used by a
 * client's holdings (`<fsp-client>`), the fixed-asset detail (`<fsp-fixed-asset>`) and the stock
 * balance (`<fsp-stock-balance>`):
 * - the namespace `stock` (texts under `holdings.`: the fields, quantities, amounts, accessories,
 *   the note, scrapping), in sv and en; `<fsp-client>` merges it into its own;
 * - how an item is told from another of its name (`identifierOf`), and the amounts a dialog takes
 *   (`AmountRow`, `AmountList`: a counter from 1 to what is available; a fixed asset whole);
 * - a stock item's detail: its facts and dates (`StockItemCards`), images, accessories table, note
 *   editor; the frame of an action dialog (`ActionForm`), and the scrapping reason (`ReasonSelect`);
 * - the reference data they choose from is stock-reference.ts (base storages, scrapping reasons).
 * Styles: stock-items.css (stock-styles.ts), adopted by the parts that render. Not in the shared
 * runtime (vite.config.ts): it loads with the elements that use it.
 */
import { useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useDeferredValue, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { HoldingAccessory } from '../../contract/clients.ts';
import { formatDate, formatPrice } from '../../core/format/index.ts';
import { truncateTitle } from '../../core/format/text.ts';
import { ShortTitle } from '../../core/ui/short-title.tsx';
import { useApiScope } from '../../core/http/query.ts';
import { addTexts, useTexts } from '../../core/i18n/index.ts';
import { Button, SelectField, Spinner } from '../../core/ui/components.tsx';
import { Dialog } from '../../core/ui/dialog.tsx';
import { Fact, Facts } from '../../core/ui/facts.tsx';
import { feedback } from '../../core/ui/feedback.ts';
import { availableQuantity, QuantityCounter } from '../../core/ui/quantity-counter.tsx';
import { Table, type Column } from '../../core/ui/table.tsx';
import { reasonCodesQuery } from './reference.ts';
import { useStockStyles } from './styles.ts';
import { ProductImage } from '../../core/ui/product-image.tsx';

export const STOCK_NS = 'stock';
addTexts(STOCK_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

/** The note's longest text (the contract's HoldingNote and FixedAssetNote). */
export const NOTE_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// Naming and amounts

/** "Inv.nr 12345", "Batch B-7", "Serienr S-1", joined; null when the item has none. */
export function identifierOf(h: { inventoryNumber: string | null; batch: string | null; serialNumber?: string | null }, t: TFunction): string | null {
  const parts = [
    h.inventoryNumber ? t('holdings.inventoryNumberShort', { value: h.inventoryNumber }) : null,
    h.batch ? t('holdings.batchShort', { value: h.batch }) : null,
    h.serialNumber ? t('holdings.serialNumberShort', { value: h.serialNumber }) : null,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : null;
}

/** A row an action takes an amount of: a holding, a balance row, or an accessory of one. */
export type AmountRow = {
  id: number;
  name: string;
  /** Inventory number, batch, serial number: what tells it from another of the same name. */
  identifier: string | null;
  unit: string;
  /** The most the action may take (at least 1 for a row offered). */
  max: number;
  /** Taken whole: a fixed asset, or a row with only one to take. No counter. */
  whole: boolean;
};

/** What an amount row is made from: a stock item with its quantities. */
export type AmountSource = {
  id: number;
  name: string;
  inventoryNumber: string | null;
  batch: string | null;
  serialNumber?: string | null;
  unit: string;
  quantity: number;
  allocatedQuantity: number;
  isFixedAsset: boolean;
};

/** A stock item as a row of an action dialog: at most what is available, a fixed asset whole. */
export function amountRowOf(h: AmountSource, t: TFunction): AmountRow {
  const max = availableQuantity(h);
  return { id: h.id, name: h.name, identifier: identifierOf(h, t), unit: h.unit, max, whole: h.isFixedAsset || max <= 1 };
}

/** An accessory as a row of the removal: 1 up to its quantity. */
export function accessoryRow(a: HoldingAccessory): AmountRow {
  return { id: a.id, name: truncateTitle(a.description), identifier: a.inventoryNumber, unit: a.unit, max: a.quantity, whole: a.quantity <= 1 };
}

/** Every row at its start amount: 1, or the whole of a row taken whole. */
export function startAmounts(rows: readonly AmountRow[]): Map<number, number> {
  return new Map(rows.map((r) => [r.id, r.whole ? r.max : 1]));
}

/** The amounts to send: each row's chosen amount, within 1..max. */
export function amountsOf(rows: readonly AmountRow[], amounts: ReadonlyMap<number, number>): { id: number; quantity: number }[] {
  return rows.map((r) => ({ id: r.id, quantity: r.whole ? r.max : Math.min(r.max, Math.max(1, amounts.get(r.id) ?? 1)) }));
}

/** The rows of a dialog, each with its amount: a counter (1..max), or the whole of it as text. */
export function AmountList({ rows, amounts, onChange, disabled, label }: {
  rows: readonly AmountRow[];
  amounts: ReadonlyMap<number, number>;
  onChange: (id: number, amount: number) => void;
  disabled?: boolean;
  /** The list's accessible name ("Antal att skrota"). */
  label: string;
}) {
  const { t } = useTexts(STOCK_NS);
  useStockStyles();
  return (
    <ul className="holdings-amounts" aria-label={label}>
      {rows.map((r) => (
        <li key={r.id}>
          <span className="holdings-amount-name">
            <strong>{r.name}</strong>
            {r.identifier ? <span className="holdings-muted">{r.identifier}</span> : null}
            {r.whole ? null : <span className="holdings-muted">{t('holdings.available', { count: r.max, unit: r.unit })}</span>}
          </span>
          {r.whole ? (
            <span className="holdings-whole">{t('holdings.whole', { count: r.max, unit: r.unit })}</span>
          ) : (
            <QuantityCounter
              label={t('holdings.amountOf', { what: r.identifier ? `${r.name}, ${r.identifier}` : r.name })}
              value={amounts.get(r.id) ?? 1}
              min={1}
              max={r.max}
              onChange={(n) => onChange(r.id, n)}
              disabled={disabled ?? false}
              texts={{ decrease: t('holdings.decrease', { name: r.name }), increase: t('holdings.increase', { name: r.name }) }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Dialogs

/**
 * An action dialog's frame: the failure (the dialog stays open with every choice kept), the
 * content, the hint of what is missing, Cancel and Confirm (disabled, pointing at the hint, until
 * `ready`).
 */
export function ActionForm({ title, failedTitle, failure, busy, ready, hint, confirm, danger, onSubmit, onClose, children }: {
  title: string;
  failedTitle: string;
  /** The failure's text (null: none). */
  failure: string | null;
  busy: boolean;
  ready: boolean;
  hint: string;
  confirm: string;
  /** A destructive confirm (scrap). */
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTexts(STOCK_NS);
  useStockStyles();
  const hintId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !busy) onSubmit();
  };
  return (
    <Dialog open title={title} onClose={() => (busy ? undefined : onClose())}>
      <form className="fsp-form holdings-dialog" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {failure ? (
          <div className="fsp-alert" role="alert">
            <p>
              <strong>{failedTitle}</strong> {failure}
            </p>
          </div>
        ) : null}
        {children}
        {!ready ? (
          <p id={hintId} className="fsp-field-hint">
            {hint}
          </p>
        ) : null}
        <div className="fsp-dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('holdings.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} disabled={!ready} aria-describedby={ready ? undefined : hintId}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Reference data (reasons, storages, locations) that did not come: what failed, and a retry. */
export function ReferenceFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTexts(STOCK_NS);
  return (
    <div className="fsp-alert holdings-reference-failure" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

const NO_ITEMS: readonly never[] = [];

/**
 * A choice among reference data (scrapping reasons, base storages, a storage's locations): a
 * spinner while it comes, its failure with a retry, then a labelled select with "Choose…" first.
 * The choice is required: the dialog's Confirm waits for it. The options come a render after the
 * select (useDeferredValue): a list of a few hundred options is most of the cost of a dialog's
 * first frame (their styles and the select's width), so the dialog shows at once and the list,
 * closed, fills in before anyone can open it.
 */
export function ReferenceSelect<T extends { id: number }>({ query, texts, option, include, value, onChange, disabled, name }: {
  query: UseQueryResult<{ page: T[] }>;
  /** `empty`: said in place of the select when nothing is offered (default: an empty select). */
  texts: { label: string; loading: string; failed: string; empty?: string };
  /** An item's text in the list. */
  option: (item: T) => string;
  /** Which items are offered (default: all). */
  include?: (item: T) => boolean;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  name: string;
}) {
  const { t } = useTexts(STOCK_NS);
  // The cache's own array: the same object until the data changes, so the deferral happens once.
  const items: readonly T[] = useDeferredValue(query.data?.page ?? NO_ITEMS, NO_ITEMS);
  const options = items.filter((item) => include?.(item) ?? true).map((item) => ({ value: String(item.id), label: option(item) }));
  if (query.status === 'pending') return <Spinner label={texts.loading} />;
  if (query.status === 'error') return <ReferenceFailure text={texts.failed} onRetry={() => void query.refetch()} />;
  // Read from the answer, not the deferred items: a list that has come is not "empty" for a render.
  if (texts.empty && !query.data.page.some((item) => include?.(item) ?? true)) return <p className="holdings-muted" role="status">{texts.empty}</p>;
  return <SelectField label={texts.label} value={value} onValueChange={onChange} placeholder={t('holdings.choose')} options={options} disabled={disabled} name={name} />;
}

/** The scrapping reason (GET /reason-codes, category SCRAPPING): required, so Confirm waits for it. */
export function ReasonSelect({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled: boolean }) {
  const { t } = useTexts(STOCK_NS);
  const reasons = useQuery(reasonCodesQuery(useApiScope()));
  return (
    <ReferenceSelect
      query={reasons}
      texts={{ label: t('holdings.scrap.reason'), loading: t('holdings.scrap.reasonsLoading'), failed: t('holdings.scrap.reasonsFailed') }}
      option={(r) => r.label}
      value={value}
      onChange={onChange}
      disabled={disabled}
      name="reason"
    />
  );
}

// ---------------------------------------------------------------------------------------------
// One stock item

/** A definition list of the facts that have a value (or `empty` when none has). */
export function FactList({ items, empty }: { items: [string, ReactNode][]; empty?: string }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return empty ? <p className="holdings-muted">{empty}</p> : null;
  return (
    <Facts>
      {shown.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </Facts>
  );
}

/** The stock-item fields of spec 3 §3 a holding and a fixed asset share (what a holding alone has is optional). */
export type StockItemFields = {
  description: string;
  extendedDescription: string;
  productNumber: string;
  inventoryNumber: string | null;
  batch: string | null;
  serialNumber: string | null;
  isoCode: { value: string; label: string };
  itemClass: { label: string };
  supplier: { label: string };
  mainSupplierItemNumber: string;
  goodsOwner: { label: string } | null;
  customizationNumber: string | null;
  salesPrice: number;
  salesPriceQuantity: number;
  numberOfPriceDecimals: number;
  salesPriceCurrency: { value: string };
  quantity: number;
  allocatedQuantity: number;
  unit: string;
  handedOverDate: string | null;
  handedOverBy?: string | null;
  handedOverInformation: string | null;
  prescriberName?: string | null;
  prescriptionDate?: string | null;
  acquisitionDate: string | null;
  serviceDate: string | null;
  inspectionDate: string | null;
  warrantyToDate: string | null;
  makes: { id: number; label: string; value: string }[];
  allocations: { referencedOrderLine: { orderType: string; orderNumber: string | null } }[];
};

/**
 * A stock item's facts and its dates, each a card (side by side where there is room): every field
 * with a value (the price by spec 3 §5's rule, dates in the language's format), its makes, and
 * what it is allocated to. `extra` facts (a fixed asset's location) follow the item's own.
 */
export function StockItemCards({ item: h, headingId, extra = [] }: { item: StockItemFields; headingId: string; extra?: [string, ReactNode][] }) {
  const { t, lang } = useTexts(STOCK_NS);
  useStockStyles();
  const date = (value: string | null | undefined) => (value ? formatDate(value, lang) : null);
  const quantity = (count: number) => t('holdings.quantity', { count, unit: h.unit });
  const facts: [string, ReactNode][] = [
    [t('holdings.field.description'), h.description || null],
    [t('holdings.field.extendedDescription'), h.extendedDescription || null],
    [t('holdings.field.productNumber'), h.productNumber || null],
    [t('holdings.field.inventoryNumber'), h.inventoryNumber],
    [t('holdings.field.batch'), h.batch],
    [t('holdings.field.serialNumber'), h.serialNumber],
    [t('holdings.field.isoCode'), h.isoCode.value ? `${h.isoCode.value} - ${h.isoCode.label}` : null],
    [t('holdings.field.itemClass'), h.itemClass.label || null],
    [t('holdings.field.supplier'), h.supplier.label || null],
    [t('holdings.field.supplierItemNumber'), h.mainSupplierItemNumber || null],
    [t('holdings.field.goodsOwner'), h.goodsOwner?.label || null],
    [t('holdings.field.customizationNumber'), h.customizationNumber],
    [t('holdings.field.price'), formatPrice(h, lang)],
    [t('holdings.field.quantity'), quantity(h.quantity)],
    [t('holdings.field.allocatedQuantity'), h.allocatedQuantity > 0 ? quantity(h.allocatedQuantity) : null],
    [t('holdings.field.availableQuantity'), h.allocatedQuantity > 0 ? quantity(availableQuantity(h)) : null],
    ...extra,
  ];
  const dates: [string, ReactNode][] = [
    [t('holdings.field.handedOverDate'), date(h.handedOverDate)],
    [t('holdings.field.handedOverBy'), h.handedOverBy],
    [t('holdings.field.handedOverInformation'), h.handedOverInformation],
    [t('holdings.field.prescriberName'), h.prescriberName],
    [t('holdings.field.prescriptionDate'), date(h.prescriptionDate)],
    [t('holdings.field.acquisitionDate'), date(h.acquisitionDate)],
    [t('holdings.field.serviceDate'), date(h.serviceDate)],
    [t('holdings.field.inspectionDate'), date(h.inspectionDate)],
    [t('holdings.field.warrantyToDate'), date(h.warrantyToDate)],
  ];
  return (
    <div className="holding-columns">
      <section className="card" aria-labelledby={`${headingId}-facts`}>
        <h3 id={`${headingId}-facts`}>{t('holdings.detail.facts')}</h3>
        <FactList items={facts} />
        {h.makes.length ? (
          <>
            <h4>{t('holdings.detail.makes')}</h4>
            <FactList items={h.makes.map((m) => [m.label, m.value])} />
          </>
        ) : null}
      </section>
      <section className="card" aria-labelledby={`${headingId}-dates`}>
        <h3 id={`${headingId}-dates`}>{t('holdings.detail.dates')}</h3>
        <FactList items={dates} empty={t('holdings.detail.noDates')} />
        {h.allocations.length ? (
          <>
            <h4>{t('holdings.detail.allocations')}</h4>
            <ul className="holding-list">
              {h.allocations.map((a, i) => (
                <li key={`${a.referencedOrderLine.orderNumber}-${i}`}>
                  {t('holdings.detail.allocation', { type: a.referencedOrderLine.orderType, number: a.referencedOrderLine.orderNumber })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}

/**
 * The item's images in the spec's `small` preset (spec 3 §9: 250 px, 130 px on a narrow screen; the
 * picture asked for at that width), their names as alt text (one that does not load leaves a box of
 * the same size saying so, named by it).
 */
export function StockItemImages({ images, headingId }: { images: readonly { name: string; url: string }[]; headingId: string }) {
  const { t } = useTexts(STOCK_NS);
  if (!images.length) return null;
  return (
    <section className="holding-images" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('holdings.detail.images')}</h3>
      <ul>
        {images.map((img) => (
          <li key={img.url}>
            <ProductImage image={img} preset="small" alt={img.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const NONE_CHOSEN: ReadonlySet<number> = new Set();

/**
 * The accessories fitted to an item: a table (titles cut at 40 characters, the full title kept
 * for screen readers and as a tooltip) whose rows may be chosen, and the actions on them. Without
 * `onChosen` the rows are not chosen (nothing to act on them with).
 */
export function AccessoryTable({ item, headingId, chosen = NONE_CHOSEN, onChosen, part, children }: {
  item: { name: string; accessories: readonly HoldingAccessory[] };
  headingId: string;
  chosen?: ReadonlySet<number>;
  onChosen?: (chosen: ReadonlySet<number>) => void;
  /** The section's CSS part; its table's is `<part>-table`. */
  part: string;
  /** The actions (given the chosen accessories that are still there), or what is said instead of them. */
  children?: (selected: ReadonlySet<number>) => ReactNode;
}) {
  const { t } = useTexts(STOCK_NS);
  const present = new Set(item.accessories.map((a) => a.id));
  const selected = new Set([...chosen].filter((id) => present.has(id)));
  const columns: Column<HoldingAccessory>[] = [
    { key: 'description', header: t('holdings.accessories.column.description'), cell: (a) => <ShortTitle text={a.description} /> },
    { key: 'productNumber', header: t('holdings.accessories.column.productNumber'), cell: (a) => a.productNumber },
    { key: 'inventoryNumber', header: t('holdings.accessories.column.inventoryNumber'), cell: (a) => a.inventoryNumber ?? '' },
    { key: 'itemClass', header: t('holdings.accessories.column.itemClass'), cell: (a) => a.itemClass.label },
    { key: 'quantity', header: t('holdings.accessories.column.quantity'), cell: (a) => t('holdings.quantity', { count: a.quantity, unit: a.unit }), align: 'end' },
  ];
  return (
    <section className="holding-accessories" aria-labelledby={headingId} part={part}>
      <h3 id={headingId}>{t('holdings.accessories.title', { count: item.accessories.length })}</h3>
      {item.accessories.length ? (
        <Table<HoldingAccessory>
          caption={t('holdings.accessories.caption', { name: item.name })}
          columns={columns}
          rows={item.accessories}
          rowKey={(a) => a.id}
          part={`${part}-table`}
          {...(onChosen
            ? {
                selection: {
                  selected,
                  rowLabel: (a: HoldingAccessory) => t('holdings.chooseRow', { what: [truncateTitle(a.description), a.inventoryNumber].filter(Boolean).join(', ') }),
                  allLabel: t('holdings.accessories.chooseAll'),
                  onChange: (keys: Set<string | number>) => onChosen(new Set([...keys].map(Number))),
                },
              }
            : {})}
        />
      ) : (
        <p className="holdings-muted">{t('holdings.accessories.none')}</p>
      )}
      {children ? <div className="holdings-actions">{children(selected)}</div> : null}
    </section>
  );
}

/**
 * The note: shown, and changed in place. Saving what was not changed closes the form without a
 * call (spec 2 §5 Edit forms); a change says CHANGES_SAVED; a failure keeps what was typed.
 */
export function NoteCard({ note, headingId, save, failureText, part }: {
  note: string | null;
  headingId: string;
  /** The mutation that saves the note's text (trimmed; empty removes it). */
  save: UseMutationResult<unknown, Error, string>;
  failureText: (error: unknown) => string;
  part?: string;
}) {
  const { t } = useTexts(STOCK_NS);
  const original = note ?? '';
  const [text, setText] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const editing = text !== null;

  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);

  const close = () => {
    setText(null);
    save.reset();
    requestAnimationFrame(() => editButton.current?.focus());
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    if (text === null || save.isPending) return;
    if (text.trim() === original.trim()) {
      close();
      return;
    }
    save.mutate(text.trim(), {
      onSuccess: () => {
        feedback.snack(t('notices.changesSaved'), 'success');
        close();
      },
    });
  }

  return (
    <section className="holding-note card" aria-labelledby={headingId} part={part}>
      <h3 id={headingId}>{t('holdings.note.title')}</h3>
      {editing ? (
        <form className="fsp-form" onSubmit={submit} noValidate aria-busy={save.isPending || undefined}>
          {save.error ? (
            <div className="fsp-alert" role="alert">
              <p>
                <strong>{t('holdings.note.failed')}</strong> {failureText(save.error)}
              </p>
            </div>
          ) : null}
          <div className="fsp-field">
            <label htmlFor={fieldId}>{t('holdings.note.label')}</label>
            <textarea
              ref={field}
              id={fieldId}
              name="note"
              rows={4}
              maxLength={NOTE_MAX}
              value={text}
              readOnly={save.isPending}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`${fieldId}-hint`}
            />
            <p id={`${fieldId}-hint`} className="fsp-field-hint">
              {t('holdings.note.hint', { count: NOTE_MAX - text.length })}
            </p>
          </div>
          <div className="fsp-form-actions">
            <Button type="submit" busy={save.isPending}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={close} disabled={save.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {original ? <p className="holding-note-text">{original}</p> : <p className="holdings-muted">{t('holdings.note.none')}</p>}
          <Button ref={editButton} variant="secondary" onClick={() => setText(original)}>
            {t(original ? 'holdings.note.edit' : 'holdings.note.add')}
          </Button>
        </>
      )}
    </section>
  );
}
