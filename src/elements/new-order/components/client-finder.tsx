/**
 * Step 1's client search (spec 1 New-order popup, spec 2 §5 Client search): a personal identity
 * number (any form the client search takes; checked before any call, sent as twelve digits) looks
 * up one client; a valid number that is no client is offered a search of the national population
 * register (spec 1 §4), run when the user chooses it, whose person can be made a client here. Anything else searches units by name or number. The search runs on submit and is
 * enabled only when the field is not empty; emptying the field says so. The client found is shown
 * with its address and municipality; one without a municipality gets one chosen from the user's
 * municipalities first; one the user is not authorized for cannot be chosen. Holdings opens the
 * client's holdings read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { municipalitiesQuery } from '../../../areas/clients/clients.ts';
import { formatIdentityNumber, formatPostalNo } from '../../../core/format/index.ts';
import { parseIdentityNumber } from '../../../core/format/identity-number.ts';
import { failureText } from '../../../core/http/failure.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button, SelectField, Spinner, TextField } from '../../../core/ui/components.tsx';
import { lookupQuery, unitsQuery, useCreateClient, useSetMunicipality, type LookupPage } from '../api.ts';
import { HoldingsDialog } from './holdings-dialog.tsx';
import { NS } from '../ns.ts';

/** The client chosen; `ready`: it has a municipality and the user is authorized for it. */
export type FoundClient = { id: number; ready: boolean };

type ClientRow = LookupPage['page'][number];

/** Digits with spaces, hyphens or a plus between them: meant as an identity number, else a unit. */
const NUMBER_LIKE = /^[\d\s+-]+$/;

type Search = { kind: 'person'; identityNumber: string } | { kind: 'unit'; text: string };

/** What the typed text searches, or the problem of an identity number that is not one. */
export function readSearch(text: string, today = new Date()): { ok: true; search: Search } | { ok: false; problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  if (!NUMBER_LIKE.test(trimmed)) return { ok: true, search: { kind: 'unit', text: trimmed } };
  const parsed = parseIdentityNumber(trimmed, today);
  return parsed.ok ? { ok: true, search: { kind: 'person', identityNumber: parsed.value } } : { ok: false, problem: parsed.problem };
}

export function ClientFinder({ secret, onClient }: { secret: boolean; onClient: (client: FoundClient | null) => void }) {
  const { t } = useTexts(NS);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [search, setSearch] = useState<Search | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenUnit, setChosenUnit] = useState<number | null>(null);
  // Each Search is a new lookup: its result mounts afresh and tells the client again, even for the same text.
  const [round, setRound] = useState(0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readSearch(text);
    setChosenUnit(null);
    setRound((r) => r + 1);
    onClient(null);
    if (!read.ok) {
      setProblem(read.problem);
      setSearch(null);
      return;
    }
    setProblem(null);
    setSearch(read.search);
  };

  const emptied = touched && text.trim() === '';
  const error = emptied ? t('identityEmpty') : problem ? t(`problems.${problem}`) : null;
  return (
    <div className="client-finder">
      <form className="search" onSubmit={submit} role="search" aria-label={t(secret ? 'searchSecret' : 'search')}>
        <TextField
          label={t('identityOrUnit')}
          value={text}
          onValueChange={(v) => {
            setText(v);
            setTouched(true);
            if (v.trim() === '') {
              setSearch(null);
              setProblem(null);
              onClient(null);
            }
          }}
          autoComplete="off"
          inputMode="text"
          placeholder={t('identityPlaceholder')}
          error={error}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          {t('searchButton')}
        </Button>
      </form>
      {search?.kind === 'person' ? <PersonResult key={`${round}:${search.identityNumber}`} identityNumber={search.identityNumber} onClient={onClient} /> : null}
      {search?.kind === 'unit' ? <UnitResults key={`${round}:${search.text}`} text={search.text} chosen={chosenUnit} onChoose={setChosenUnit} onClient={onClient} /> : null}
    </div>
  );
}

function PersonResult({ identityNumber, onClient }: { identityNumber: string; onClient: (client: FoundClient | null) => void }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  // The population register is asked only when the user chooses to, after the portal found no client.
  const [register, setRegister] = useState(false);
  const lookup = useQuery(lookupQuery(scope, identityNumber, register));
  const create = useCreateClient();
  const found = lookup.data?.page[0] ?? null;
  const ready = found !== null && found.hasAuthorizationForMunicipal && found.municipalAffiliation !== null;
  // Told after each answer: the client found (or none), and whether it can be chosen.
  const foundId = found?.id ?? null;
  const answered = lookup.isSuccess;
  useEffect(() => {
    if (answered) onClient(foundId === null ? null : { id: foundId, ready });
  }, [answered, foundId, ready, onClient]);

  if (lookup.isPending) return <Spinner label={t('searching')} />;
  if (lookup.isError) {
    return (
      <p className="fsp-error" role="alert">
        {failureText(lookup.error, t)} <Button variant="secondary" onClick={() => void lookup.refetch()}>{t('core:retry')}</Button>
      </p>
    );
  }
  if (found) return <ClientCard client={found} />;
  if (!register) {
    return (
      <div className="result-none">
        <p role="status">{t('notFoundInPortal', { number: formatIdentityNumber(identityNumber) })}</p>
        <Button variant="secondary" onClick={() => setRegister(true)}>
          {t('searchRegister')}
        </Button>
      </div>
    );
  }
  const person = lookup.data.populationRegister ?? null;
  if (!person) {
    return (
      <p className="result-none" role="status">
        {t('notFound', { number: formatIdentityNumber(identityNumber) })}
      </p>
    );
  }
  return (
    <div className="card register" part="register-person">
      <p role="status">{t('notClient')}</p>
      <p className="name">
        {person.firstName} {person.surname}
      </p>
      <p>{formatIdentityNumber(person.identityNumber)}</p>
      {person.defaultAddress ? (
        <p>
          {person.defaultAddress.street}, {formatPostalNo(person.defaultAddress.postalNo)} {person.defaultAddress.city}
        </p>
      ) : null}
      <Button busy={create.isPending} onClick={() => create.mutate(person.identityNumber, { onSuccess: () => void lookup.refetch() })}>
        {t('createClient')}
      </Button>
      {create.isError ? (
        <p className="fsp-error" role="alert">
          {failureText(create.error, t)}
        </p>
      ) : null}
    </div>
  );
}

function ClientCard({ client }: { client: ClientRow }) {
  const { t } = useTexts(NS);
  const [holdings, setHoldings] = useState(false);
  const titleId = useId();
  return (
    <section className="card client" part="client" aria-labelledby={titleId}>
      <h3 id={titleId} className="name">
        {client.firstName} {client.surname}
      </h3>
      <p>{client.type === 'UNIT' ? client.identityNumber : formatIdentityNumber(client.identityNumber)}</p>
      {client.defaultAddress ? (
        <p>
          {client.defaultAddress.street}, {formatPostalNo(client.defaultAddress.postalNo)} {client.defaultAddress.city}
        </p>
      ) : null}
      {client.municipalAffiliation ? (
        <p>
          {t('municipality')}: {client.municipalAffiliation.name}
        </p>
      ) : null}
      {client.deregistrationDate ? <p className="fsp-error">{t('deregistered')}</p> : null}
      {!client.hasAuthorizationForMunicipal ? (
        <p className="fsp-error" role="alert">
          {t('core:errors.NOT_AUTHORIZED_TO_MUNICIPALITY')}
        </p>
      ) : client.municipalAffiliation === null ? (
        <MunicipalityChoice client={client.id} />
      ) : (
        <Button variant="secondary" onClick={() => setHoldings(true)}>
          {t('holdings')}
        </Button>
      )}
      {holdings ? <HoldingsDialog client={client} onClose={() => setHoldings(false)} /> : null}
    </section>
  );
}

/** A client without a municipal affiliation: one is chosen (and saved) before Next is enabled. */
function MunicipalityChoice({ client }: { client: number }) {
  const { t } = useTexts(NS);
  const municipalities = useQuery(municipalitiesQuery(useApiScope()));
  const save = useSetMunicipality();
  const [value, setValue] = useState('');
  if (municipalities.isPending) return <Spinner label={t('core:loading')} />;
  const options = municipalities.data?.page.map((m) => ({ value: m.id, label: m.name })) ?? [];
  return (
    <div className="municipality-choice">
      <p role="status">{t('noMunicipality')}</p>
      {options.length === 0 ? (
        <p className="fsp-error">{t('noMunicipalities')}</p>
      ) : (
        <>
          <SelectField label={t('municipality')} value={value} onValueChange={setValue} options={options} placeholder={t('chooseMunicipality')} />
          <Button disabled={!value} busy={save.isPending} onClick={() => save.mutate({ id: client, municipality: value })}>
            {t('saveMunicipality')}
          </Button>
        </>
      )}
      {save.isError ? (
        <p className="fsp-error" role="alert">
          {failureText(save.error, t)}
        </p>
      ) : null}
    </div>
  );
}

function UnitResults({ text, chosen, onChoose, onClient }: { text: string; chosen: number | null; onChoose: (unit: number) => void; onClient: (client: FoundClient | null) => void }) {
  const { t } = useTexts(NS);
  const units = useQuery(unitsQuery(useApiScope(), text));
  const rows = units.data?.page.filter((c) => c.type === 'UNIT') ?? [];
  const current = rows.find((r) => r.id === chosen) ?? null;
  const ready = current !== null && current.hasAuthorizationForMunicipal && current.municipalAffiliation !== null;
  const currentId = current?.id ?? null;
  useEffect(() => {
    onClient(currentId === null ? null : { id: currentId, ready });
  }, [currentId, ready, onClient]);
  if (units.isPending) return <Spinner label={t('searching')} />;
  if (units.isError) {
    return (
      <p className="fsp-error" role="alert">
        {failureText(units.error, t)}
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="result-none" role="status">
        {t('noUnits', { text })}
      </p>
    );
  }
  return (
    <>
      <fieldset className="units">
        <legend>{t('units', { count: rows.length })}</legend>
        {rows.map((u) => (
          <label key={u.id} className="radio">
            <input type="radio" name="unit" checked={chosen === u.id} onChange={() => onChoose(u.id)} />
            {u.firstName} {u.surname} ({u.identityNumber}){u.municipalAffiliation ? `, ${u.municipalAffiliation.name}` : ''}
          </label>
        ))}
      </fieldset>
      {current ? <ClientCard client={current} /> : null}
    </>
  );
}
