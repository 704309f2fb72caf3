/**
 * One holding (spec 2 §3 Holding; spec 3 §3 Holding and Fixed asset, §4, §5, §7): the stock-item
 * fields that have a value, its images (their names as alt text: a picture that does not load
 * leaves its name in a box of the same size), what it is fitted to, what it is allocated to, its
 * accessories (titles cut at 40 characters, the full title kept for screen readers and as a
 * tooltip), its note, and its actions: add accessories from the client's other holdings, remove
 * accessories to holdings of their own, scrap, return to a base storage, move to another client.
 * After an action that took all of it, the holding is no longer the client's: back to the list.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { HoldingAccessory, HoldingDetail as HoldingData } from '../../../../contract/clients.ts';
import { formatDate, formatPrice } from '../../../../core/format/index.ts';
import { truncateTitle } from '../../../../core/format/text.ts';
import { absoluteUrl, ApiFailure } from '../../../../core/http/client.ts';
import { useApiBase, useApiScope } from '../../../../core/http/query.ts';
import { useTexts } from '../../../../core/i18n/index.ts';
import { routes } from '../../../../core/routes.ts';
import { Button, Spinner, StateMessage } from '../../../../core/ui/components.tsx';
import { feedback } from '../../../../core/ui/feedback.ts';
import { QueryFailure } from '../../../../core/ui/query-failure.tsx';
import { availableQuantity } from '../../../../core/ui/quantity-counter.tsx';
import { Table, type Column } from '../../../../core/ui/table.tsx';
import { holdingQuery, useSaveHoldingNote } from '../../holdings-api.ts';
import { NS } from '../../ns.ts';
import type { ClientTabProps } from '../tab-props.ts';
import { AddAccessoriesDialog, RemoveAccessoriesDialog } from './accessory-dialogs.tsx';
import { HoldingActionDialog, type ActionDone, type HoldingActionKind } from './action-dialog.tsx';
import { actionFailureText, identifierOf } from './shared.tsx';
import { onPlainClick } from '../../../../core/ui/links.ts';

/** The note's longest text (the contract's HoldingNote). */
const NOTE_MAX = 2000;

type DetailProps = ClientTabProps & {
  holding: number;
  /** True (once) when the user opened it (not a page load): the heading takes the focus. */
  takeFocus: () => boolean;
};

export function HoldingDetail({ client, holding, onDetail, takeFocus }: DetailProps) {
  const { t } = useTexts(NS);
  const query = useQuery(holdingQuery(useApiScope(), client.id, holding));
  let content;
  if (query.status === 'pending') content = <Spinner label={t('holdings.detail.loading')} />;
  else if (query.status === 'error') {
    const error = query.error;
    content =
      error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message' ? (
        <StateMessage kind="empty" title={t('holdings.detail.notFound')} text={t('holdings.detail.notFoundText')} />
      ) : (
        <QueryFailure error={error} onRetry={() => void query.refetch()} title={t('holdings.detail.loadFailed')} notLoggedInText={t('notLoggedInText')} />
      );
  } else content = <HoldingView client={client} holding={query.data} onDetail={onDetail} takeFocus={takeFocus} />;
  return (
    <div className="holding" part="holding">
      <a
        className="holdings-back"
        href={routes.client(client.id, 'holdings')}
        onClick={onPlainClick(() => onDetail(null))}
      >
        <span aria-hidden="true">←</span>
        {t('holdings.detail.back')}
      </a>
      {content}
    </div>
  );
}

type Dialog =
  | { kind: HoldingActionKind; key: number }
  | { kind: 'addAccessories'; key: number }
  | { kind: 'removeAccessories'; key: number };

function HoldingView({ client, holding: h, onDetail, takeFocus }: { holding: HoldingData } & Pick<DetailProps, 'client' | 'onDetail' | 'takeFocus'>) {
  const { t, lang } = useTexts(NS);
  const apiBase = useApiBase();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [chosenAccessories, setChosenAccessories] = useState<ReadonlySet<number>>(new Set());
  const available = availableQuantity(h);

  // Opened by the user (not a page load): the heading, so the page is read from its top.
  const moveFocus = useEffectEvent(() => {
    if (takeFocus()) heading.current?.focus();
  });
  useEffect(() => moveFocus(), []);

  const actionDone = (done: ActionDone) => {
    setDialog(null);
    const taken = done.amounts.find((a) => a.id === h.id)?.quantity ?? 0;
    // All of it went (scrapped, returned, moved): it is not the client's any more.
    if (taken >= h.quantity) onDetail(null);
    else heading.current?.focus();
  };

  const identifier = identifierOf(h, t);
  const price = formatPrice(h, lang);
  const date = (value: string | null) => (value ? formatDate(value, lang) : null);
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
    [t('holdings.field.price'), price],
    [t('holdings.field.quantity'), t('holdings.quantity', { count: h.quantity, unit: h.unit })],
    [t('holdings.field.allocatedQuantity'), h.allocatedQuantity > 0 ? t('holdings.quantity', { count: h.allocatedQuantity, unit: h.unit }) : null],
    [t('holdings.field.availableQuantity'), h.allocatedQuantity > 0 ? t('holdings.quantity', { count: available, unit: h.unit }) : null],
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
    <article className="holding-view" aria-labelledby={headingId}>
      <header className="holding-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {h.name}
        </h2>
        {identifier ? <p className="holdings-muted">{identifier}</p> : null}
        {h.hasDeviation ? <p className="holdings-badge">{t('holdings.detail.hasDeviation')}</p> : null}
      </header>

      {h.parent ? (
        <p className="holding-parent">
          {t('holdings.detail.fittedTo')}{' '}
          <a
            href={routes.client(client.id, 'holdings', h.parent.id)}
            onClick={onPlainClick(() => {
              if (h.parent) onDetail(h.parent.id);
            })}
          >
            {h.parent.name}
          </a>
        </p>
      ) : null}

      <div className="holdings-actions" role="group" aria-label={t('holdings.detail.actions')} part="holding-actions">
        {available > 0 ? (
          <>
            <Button variant="danger" onClick={() => setDialog({ kind: 'scrap', key: Date.now() })}>
              {t('holdings.scrap.button')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'return', key: Date.now() })}>
              {t('holdings.return.button')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'move', key: Date.now() })}>
              {t('holdings.move.button')}
            </Button>
          </>
        ) : (
          <p className="holdings-chosen">{t('holdings.detail.nothingAvailable')}</p>
        )}
      </div>

      <div className="holding-columns">
        <section className="card" aria-labelledby={`${headingId}-facts`}>
          <h3 id={`${headingId}-facts`}>{t('holdings.detail.facts')}</h3>
          <Facts items={facts} />
          {h.makes.length ? (
            <>
              <h4>{t('holdings.detail.makes')}</h4>
              <Facts items={h.makes.map((m) => [m.label, m.value])} />
            </>
          ) : null}
        </section>
        <section className="card" aria-labelledby={`${headingId}-dates`}>
          <h3 id={`${headingId}-dates`}>{t('holdings.detail.dates')}</h3>
          <Facts items={dates} empty={t('holdings.detail.noDates')} />
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

      {h.images.length ? (
        <section className="holding-images" aria-labelledby={`${headingId}-images`}>
          <h3 id={`${headingId}-images`}>{t('holdings.detail.images')}</h3>
          <ul>
            {h.images.map((img) => (
              <li key={img.url}>
                <img src={absoluteUrl(img.url, apiBase)} alt={img.name} width={160} height={120} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Accessories
        holding={h}
        headingId={`${headingId}-accessories`}
        chosen={chosenAccessories}
        onChosen={setChosenAccessories}
        onAdd={() => setDialog({ kind: 'addAccessories', key: Date.now() })}
        onRemove={() => setDialog({ kind: 'removeAccessories', key: Date.now() })}
      />

      <Note clientId={client.id} holding={h} headingId={`${headingId}-note`} />

      {dialog?.kind === 'scrap' || dialog?.kind === 'return' || dialog?.kind === 'move' ? (
        <HoldingActionDialog key={dialog.key} kind={dialog.kind} client={client} holdings={[h]} onClose={() => setDialog(null)} onDone={actionDone} />
      ) : null}
      {dialog?.kind === 'addAccessories' ? (
        <AddAccessoriesDialog key={dialog.key} clientId={client.id} holding={h} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'removeAccessories' ? (
        <RemoveAccessoriesDialog
          key={dialog.key}
          clientId={client.id}
          holding={h}
          accessories={h.accessories.filter((a) => chosenAccessories.has(a.id))}
          onClose={() => setDialog(null)}
          onDone={() => {
            setChosenAccessories(new Set());
            setDialog(null);
          }}
        />
      ) : null}
    </article>
  );
}

/** A definition list of the facts that have a value (or `empty` when none has). */
function Facts({ items, empty }: { items: [string, ReactNode][]; empty?: string }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return empty ? <p className="holdings-muted">{empty}</p> : null;
  return (
    <dl className="facts">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A title cut at 40 characters, with the whole of it for screen readers and as a tooltip. */
export function ShortTitle({ text }: { text: string }) {
  const short = truncateTitle(text);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <span className="fsp-visually-hidden">{text}</span>
    </>
  );
}

function Accessories({ holding: h, headingId, chosen, onChosen, onAdd, onRemove }: {
  holding: HoldingData;
  headingId: string;
  chosen: ReadonlySet<number>;
  onChosen: (chosen: ReadonlySet<number>) => void;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const { t } = useTexts(NS);
  const present = new Set(h.accessories.map((a) => a.id));
  const selected = new Set([...chosen].filter((id) => present.has(id)));
  const columns: Column<HoldingAccessory>[] = [
    { key: 'description', header: t('holdings.accessories.column.description'), cell: (a) => <ShortTitle text={a.description} /> },
    { key: 'productNumber', header: t('holdings.accessories.column.productNumber'), cell: (a) => a.productNumber },
    { key: 'inventoryNumber', header: t('holdings.accessories.column.inventoryNumber'), cell: (a) => a.inventoryNumber ?? '' },
    { key: 'itemClass', header: t('holdings.accessories.column.itemClass'), cell: (a) => a.itemClass.label },
    { key: 'quantity', header: t('holdings.accessories.column.quantity'), cell: (a) => t('holdings.quantity', { count: a.quantity, unit: a.unit }), align: 'end' },
  ];
  return (
    <section className="holding-accessories" aria-labelledby={headingId} part="accessories">
      <h3 id={headingId}>{t('holdings.accessories.title', { count: h.accessories.length })}</h3>
      {h.accessories.length ? (
        <Table<HoldingAccessory>
          caption={t('holdings.accessories.caption', { name: h.name })}
          columns={columns}
          rows={h.accessories}
          rowKey={(a) => a.id}
          part="accessories-table"
          selection={{
            selected,
            rowLabel: (a) => t('holdings.chooseRow', { what: [truncateTitle(a.description), a.inventoryNumber].filter(Boolean).join(', ') }),
            allLabel: t('holdings.accessories.chooseAll'),
            onChange: (keys) => onChosen(new Set([...keys].map(Number))),
          }}
        />
      ) : (
        <p className="holdings-muted">{t('holdings.accessories.none')}</p>
      )}
      <div className="holdings-actions">
        <Button variant="secondary" onClick={onAdd}>
          {t('holdings.accessories.add')}
        </Button>
        {h.accessories.length ? (
          <Button variant="secondary" disabled={selected.size === 0} onClick={onRemove}>
            {t('holdings.accessories.remove', { count: selected.size })}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The note: shown, and changed in place. Saving what was not changed closes the form without a
 * call (spec 2 §5 Edit forms); a change says CHANGES_SAVED; a failure keeps what was typed.
 */
function Note({ clientId, holding: h, headingId }: { clientId: number; holding: HoldingData; headingId: string }) {
  const { t } = useTexts(NS);
  const save = useSaveHoldingNote(clientId, h.id);
  const original = h.note ?? '';
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
    <section className="holding-note card" aria-labelledby={headingId} part="note">
      <h3 id={headingId}>{t('holdings.note.title')}</h3>
      {editing ? (
        <form className="fsp-form" onSubmit={submit} noValidate aria-busy={save.isPending || undefined}>
          {save.error ? (
            <div className="fsp-alert" role="alert">
              <p>
                <strong>{t('holdings.note.failed')}</strong> {actionFailureText(save.error, t)}
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
