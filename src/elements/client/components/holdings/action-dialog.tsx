/**
 * The dialog of an action on chosen holdings (spec 3 §4 Moves, scrapping, returns; §5 Moves,
 * scrap, holdings): scrap (a reason is required), return to a base storage (the storage is
 * required), or move to another client (the receiving client's identity number, looked up: the
 * user must be authorized for that client, and it must be another client). Each chosen holding
 * gets an amount from 1 to what is available (a fixed asset goes whole). Confirm stays disabled,
 * with a hint saying why, until what is required is chosen. A refusal (409 QUANTITY_NOT_AVAILABLE,
 * a lost connection) is shown inside, and the dialog stays open with every choice kept.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import type { Client, ClientSummary, Holding, HoldingAction } from '../../../../contract/clients.ts';
import { clientKeys } from '../../../../areas/clients/clients.ts';
import { ActionForm, AmountList, amountRowOf, amountsOf, ReasonSelect, ReferenceSelect, startAmounts } from '../../../../areas/stock/items.tsx';
import { baseStoragesQuery } from '../../../../areas/stock/reference.ts';
import { parseIdentityNumber } from '../../../../core/format/identity-number.ts';
import { formatIdentityNumber } from '../../../../core/format/index.ts';
import { useApiScope } from '../../../../core/http/query.ts';
import { useTexts } from '../../../../core/i18n/index.ts';
import { Button, TextField } from '../../../../core/ui/components.tsx';
import { feedback } from '../../../../core/ui/feedback.ts';
import { useFindClient, useHoldingAction } from '../../holdings-api.ts';
import { NS } from '../../ns.ts';
import { actionFailureText } from './shared.tsx';

export type HoldingActionKind = 'scrap' | 'return' | 'move';

/** What was done, for the caller to follow (leave a holding that is gone, clear the selection). */
export type ActionDone = { kind: HoldingActionKind; amounts: { id: number; quantity: number }[] };

type Receiver = { state: 'idle' } | { state: 'looking' } | { state: 'found'; client: ClientSummary } | { state: 'problem'; text: string };

export function HoldingActionDialog({ kind, client, holdings, onClose, onDone }: {
  kind: HoldingActionKind;
  /** The client whose holdings these are. */
  client: Client;
  /** The chosen holdings (each with something available). */
  holdings: readonly Holding[];
  onClose: () => void;
  onDone: (done: ActionDone) => void;
}) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const action = useHoldingAction(client.id);
  const rows = holdings.map((h) => amountRowOf(h, t)).filter((r) => r.max > 0);
  const [amounts, setAmounts] = useState(() => startAmounts(rows));
  const [reason, setReason] = useState('');
  const [storage, setStorage] = useState('');
  const [identity, setIdentity] = useState('');
  const [receiver, setReceiver] = useState<Receiver>({ state: 'idle' });
  const findClient = useFindClient();
  const busy = action.isPending;

  const storages = useQuery({ ...baseStoragesQuery(scope), enabled: kind === 'return' });

  const chosen = kind === 'scrap' ? reason !== '' : kind === 'return' ? storage !== '' : receiver.state === 'found';
  const ready = chosen && rows.length > 0;

  async function lookUp() {
    const parsed = parseIdentityNumber(identity);
    if (!parsed.ok) {
      setReceiver({ state: 'problem', text: t(`holdings.move.problem.${parsed.problem}`) });
      return;
    }
    setReceiver({ state: 'looking' });
    try {
      const found = await findClient(parsed.value);
      if (!found) setReceiver({ state: 'problem', text: t('holdings.move.notFound', { number: formatIdentityNumber(parsed.value) }) });
      else if (found.id === client.id) setReceiver({ state: 'problem', text: t('holdings.move.sameClient') });
      else if (!found.hasAuthorizationForMunicipal) setReceiver({ state: 'problem', text: t('holdings.move.notAuthorized', { name: `${found.firstName} ${found.surname}` }) });
      else setReceiver({ state: 'found', client: found });
    } catch (error) {
      setReceiver({ state: 'problem', text: actionFailureText(error, t) });
    }
  }

  function submit() {
    const chosenAmounts = amountsOf(rows, amounts);
    let request: HoldingAction;
    if (kind === 'scrap') {
      request = { action: 'SCRAP', payload: { reasonCodeId: Number(reason), balances: chosenAmounts.map((a) => ({ balanceId: a.id, quantity: a.quantity })) } };
    } else if (kind === 'return') {
      request = { action: 'RETURN_TO_STORAGE', payload: { toStorageId: Number(storage), holdings: chosenAmounts } };
    } else if (receiver.state === 'found') {
      request = { action: 'MOVE', payload: { toClientId: receiver.client.id, holdings: chosenAmounts } };
    } else return;
    action.mutate(request, {
      onSuccess: () => {
        const name = receiver.state === 'found' ? `${receiver.client.firstName} ${receiver.client.surname}` : '';
        feedback.snack(t(`holdings.${kind}.done`, { count: chosenAmounts.length, name }), 'success');
        onDone({ kind, amounts: chosenAmounts });
      },
      // What is available may have changed under us (another user, another tab): the list behind
      // the dialog follows, the dialog keeps the user's choices.
      onError: () => void queryClient.invalidateQueries({ queryKey: clientKeys.client(client.id) }),
    });
  }

  const onIdentityKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter here looks the client up; it does not confirm the move
    void lookUp();
  };

  let choice;
  if (kind === 'scrap') {
    choice = <ReasonSelect value={reason} onChange={setReason} disabled={busy} />;
  } else if (kind === 'return') {
    choice = (
      <ReferenceSelect
        query={storages}
        texts={{ label: t('holdings.return.storage'), loading: t('holdings.return.storagesLoading'), failed: t('holdings.return.storagesFailed') }}
        option={(s) => s.label}
        value={storage}
        onChange={setStorage}
        disabled={busy}
        name="storage"
      />
    );
  } else {
    choice = (
      <div className="holdings-receiver">
        <div className="holdings-lookup">
          <TextField
            label={t('holdings.move.identityNumber')}
            value={identity}
            onValueChange={(v) => {
              setIdentity(v);
              if (receiver.state !== 'idle') setReceiver({ state: 'idle' });
            }}
            onKeyDown={onIdentityKey}
            error={receiver.state === 'problem' ? receiver.text : null}
            placeholder={t('holdings.move.placeholder')}
            autoComplete="off"
            inputMode="text"
            maxLength={20}
            readOnly={busy}
            name="identityNumber"
          />
          <Button variant="secondary" onClick={() => void lookUp()} busy={receiver.state === 'looking'} disabled={busy || identity.trim() === ''}>
            {t('holdings.move.lookUp')}
          </Button>
        </div>
        <p className="holdings-receiver-status" role="status">
          {receiver.state === 'found'
            ? t('holdings.move.found', { name: `${receiver.client.firstName} ${receiver.client.surname}`, number: formatIdentityNumber(receiver.client.identityNumber) })
            : receiver.state === 'looking'
              ? t('holdings.move.looking')
              : ''}
        </p>
      </div>
    );
  }

  const failure = action.error ? actionFailureText(action.error, t) : null;
  return (
    <ActionForm
      title={t(`holdings.${kind}.title`, { count: rows.length })}
      failedTitle={t(`holdings.${kind}.failed`)}
      failure={failure}
      busy={busy}
      ready={ready}
      hint={t(`holdings.${kind}.hint`)}
      confirm={t(`holdings.${kind}.confirm`)}
      danger={kind === 'scrap'}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="holdings-intro">{t(`holdings.${kind}.intro`, { count: rows.length })}</p>
      {choice}
      <AmountList
        rows={rows}
        amounts={amounts}
        onChange={(id, n) => setAmounts((m) => new Map(m).set(id, n))}
        disabled={busy}
        label={t(`holdings.${kind}.amounts`)}
      />
    </ActionForm>
  );
}
