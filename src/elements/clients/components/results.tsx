/**
 * The results of the search given as attributes: ten clients a page in the core Table (name,
 * identity number, registered address, municipality), with the states: no search yet, loading,
 * failed, no results. A client the user is not authorized for is plain text with a note, not a
 * link (spec 2 §6); a deregistered client says so. The number of results is announced (a status
 * region) without moving the focus; after paging, the focus goes to the results' heading.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ClientSearchQuery, ClientSummary } from '../../../contract/clients.ts';
import { formatDate, formatIdentityNumber, formatPostalNo } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { routes } from '../../../core/routes.ts';
import { Pagination, Spinner, StateMessage } from '../../../core/ui/components.tsx';
import { QueryFailure } from '../../../core/ui/query-failure.tsx';
import { Table, type Column } from '../../../core/ui/table.tsx';
import { clientSearchQuery } from '../api.ts';
import { useOpenClient } from '../navigation.ts';
import { NS } from '../ns.ts';
import { pageCount, pageQuery } from '../search.ts';

/** A query that is never run: the hooks below are called whether or not there is a search. */
const NO_SEARCH: ClientSearchQuery = { identityNumber: '' };

export const fullName = (c: Pick<ClientSummary, 'firstName' | 'surname'>) => [c.firstName, c.surname].filter(Boolean).join(' ');

function NameCell({ client }: { client: ClientSummary }) {
  const { t, lang } = useTexts(NS);
  const open = useOpenClient();
  const name = fullName(client);
  return (
    <div className="name-cell">
      {client.hasAuthorizationForMunicipal ? (
        <a href={routes.client(client.id, 'info')} onClick={(e) => open(e, client.id)} part="client-link">
          {name}
        </a>
      ) : (
        <span className="name" part="client-name">
          {name}
        </span>
      )}
      {client.hasAuthorizationForMunicipal && client.type !== 'UNIT' && !client.deregistrationDate ? null : (
        <span className="tags">
          {client.hasAuthorizationForMunicipal ? null : (
            <span className="tag" data-kind="not-authorized">
              {t('notAuthorized')}
              <span className="fsp-visually-hidden">: {t('notAuthorizedText')}</span>
            </span>
          )}
          {client.type === 'UNIT' ? <span className="tag">{t('unit')}</span> : null}
          {client.deregistrationDate ? (
            <span className="tag" data-kind="deregistered">
              {t('deregistered', { date: formatDate(`${client.deregistrationDate}T12:00:00Z`, lang) })}
            </span>
          ) : null}
        </span>
      )}
    </div>
  );
}

export function Results({ query }: {
  /** The checked search of the attributes; null when there is none to run (none given, or refused). */
  query: ClientSearchQuery | null;
}) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  // The page belongs to one search: another search starts at page 1.
  const searchKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ searchKey, page: 1 });
  const page = paging.searchKey === searchKey ? paging.page : 1;
  const result = useQuery({ ...clientSearchQuery(scope, pageQuery(query ?? NO_SEARCH, page)), enabled: query !== null });
  const heading = useRef<HTMLHeadingElement>(null);
  /** After paging: the heading, so the new page is read from its top. */
  const paged = useRef(false);

  const ready = result.status === 'success' && !result.isPlaceholderData;
  const moveFocus = useEffectEvent(() => {
    if (!paged.current) return;
    paged.current = false;
    heading.current?.focus();
  });
  useEffect(() => {
    if (ready) moveFocus();
  }, [ready, page]);

  const columns: Column<ClientSummary>[] = [
    { key: 'name', header: t('column.name'), cell: (c) => <NameCell client={c} /> },
    { key: 'identityNumber', header: t('column.identityNumber'), cell: (c) => <span className="nowrap">{c.type === 'PERSON' ? formatIdentityNumber(c.identityNumber) : c.identityNumber}</span> },
    {
      key: 'address',
      header: t('column.address'),
      cell: (c) =>
        c.defaultAddress ? (
          <span className="address">
            <span>{`${c.defaultAddress.street},`}</span> <span className="nowrap">{`${formatPostalNo(c.defaultAddress.postalNo)} ${c.defaultAddress.city}`}</span>
          </span>
        ) : (
          <span className="muted">{t('noAddress')}</span>
        ),
    },
    { key: 'municipality', header: t('column.municipality'), cell: (c) => c.municipalAffiliation?.name ?? t('column.noMunicipality') },
  ];

  const data = query !== null && result.status === 'success' ? result.data : null;
  let body = null;
  if (query === null) body = null;
  else if (result.status === 'pending') body = <Spinner label={t('searching')} />;
  else if (result.status === 'error') {
    body = <QueryFailure error={result.error} onRetry={() => void result.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (result.data.count === 0) body = <StateMessage kind="empty" title={t('empty')} text={t('emptyText')} />;
  else {
    body = (
      <>
        <div className="table-area" aria-busy={result.isPlaceholderData || undefined}>
          <Table caption={t('results')} columns={columns} rows={result.data.page} rowKey={(c) => c.id} part="table" />
        </div>
        <Pagination
          page={page}
          pages={pageCount(result.data.count)}
          onPage={(next) => {
            paged.current = true;
            setPaging({ searchKey, page: next });
          }}
        />
      </>
    );
  }

  const hasRows = data !== null && data.count > 0;
  // Said once the search has answered, without taking the focus from where the user is.
  // (While another page loads, the count stays: it is the same search.)
  const status = data === null ? '' : data.count === 0 ? t('empty') : t('resultCount', { count: data.count });
  return (
    <div className="results" part="results">
      <div className="results-head">
        {hasRows ? (
          <h2 ref={heading} tabIndex={-1}>
            {t('results')}
          </h2>
        ) : null}
        <p className={hasRows ? 'count' : 'count fsp-visually-hidden'} role="status" part="count">
          {status}
        </p>
      </div>
      {body}
    </div>
  );
}
