/**
 * One holding (spec 2 §3 Holding; spec 3 §3 Holding and Fixed asset, §4, §5, §7): the stock-item
 * fields that have a value, its images (their names as alt text: a picture that does not load
 * leaves its name in a box of the same size), what it is fitted to, what it is allocated to, its
 * accessories (titles cut at 40 characters, the full title kept for screen readers and as a
 * tooltip), its note, and its actions: add accessories from the client's other holdings, remove
 * accessories to holdings of their own, scrap, return to a base storage, move to another client.
 * After an action that took all of it, the holding is no longer the client's: back to the list.
 * A holding with an inventory number ends with the aid's life (issue 41, areas/timeline AidLife).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { HoldingDetail as HoldingData } from '../../../../contract/clients.ts';
import { AccessoryTable, identifierOf, NoteCard, StockItemCards, StockItemImages } from '../../../../areas/stock/items.tsx';
import { ApiFailure } from '../../../../core/http/client.ts';
import { useApiScope } from '../../../../core/http/query.ts';
import { useTexts } from '../../../../core/i18n/index.ts';
import { routes } from '../../../../core/routes.ts';
import { Button, Spinner, StateMessage } from '../../../../core/ui/components.tsx';
import { QueryFailure } from '../../../../core/ui/query-failure.tsx';
import { availableQuantity } from '../../../../core/ui/quantity-counter.tsx';
import { holdingQuery, useSaveHoldingNote } from '../../holdings-api.ts';
import { NS } from '../../ns.ts';
import type { ClientTabProps } from '../tab-props.ts';
import { AddAccessoriesDialog, RemoveAccessoriesDialog } from './accessory-dialogs.tsx';
import { HoldingActionDialog, type ActionDone, type HoldingActionKind } from './action-dialog.tsx';
import { actionFailureText } from './shared.tsx';
import { onPlainClick } from '../../../../core/ui/links.ts';
import { TIMELINE_PARTS } from '../../../../areas/timeline/queries.ts';
import { lazyPart } from '../../../../core/element/lazy-part.tsx';

/** The aid's life (issue 41) of a holding with an inventory number: a part of its own, loaded when such a holding is shown. */
const AidLife = lazyPart(() => import('../../../../areas/timeline/aid-life.tsx').then((m) => ({ component: m.AidLife, texts: m.AID_LIFE_TEXTS })), { name: TIMELINE_PARTS.aidLife });

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
  const { t } = useTexts(NS);
  const save = useSaveHoldingNote(client.id, h.id);
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

      <StockItemCards item={h} headingId={headingId} />
      <StockItemImages images={h.images} headingId={`${headingId}-images`} />

      <AccessoryTable item={h} headingId={`${headingId}-accessories`} chosen={chosenAccessories} onChosen={setChosenAccessories} part="accessories">
        {(selected) => (
          <>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'addAccessories', key: Date.now() })}>
              {t('holdings.accessories.add')}
            </Button>
            {h.accessories.length ? (
              <Button variant="secondary" disabled={selected.size === 0} onClick={() => setDialog({ kind: 'removeAccessories', key: Date.now() })}>
                {t('holdings.accessories.remove', { count: selected.size })}
              </Button>
            ) : null}
          </>
        )}
      </AccessoryTable>

      <NoteCard note={h.note} headingId={`${headingId}-note`} save={save} failureText={(error) => actionFailureText(error, t)} part="note" />

      {/* An aid with an inventory number is one stock item (the holding's id): its life, newest first. */}
      {h.inventoryNumber ? <AidLife fixedAsset={h.id} level={3} fallback={<Spinner />} /> : null}

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
