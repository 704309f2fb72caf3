/**
 * The results of the search given as attributes: ten clients a page (or 25 or 50: core's "Rows per
 * page" under them, spec 1 §9; the page size is an attribute, the page the list's own state) in the core Table (name,
 * identity number, registered address, municipality), in the core PagedResults frame with its
 * states: no search yet (nothing), loading, failed, no results. A client the user is not authorized for is plain text with a note, not a
 * link (spec 2 §6); a deregistered client says so. The number of results is announced (a status
 * region) without moving the focus; after paging, the focus goes to the results' heading. Another
 * page size shows the page holding the first client shown before.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientSearchQuery, ClientSummary } from '../../../contract/clients.ts';
import { formatDate, formatIdentityNumber, formatPostalNo } from '../../../core/format/index.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { routes } from '../../../core/routes.ts';
import { PagedResults } from '../../../core/ui/paged-results.tsx';
import { LIST_PAGE_SIZES, pageAfterResize } from '../../../core/ui/page-size.ts';
import { PageSizeSelect } from '../../../core/ui/pagination.tsx';
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

export function Results({ query, pageSize, onPageSize }: {
  /** The checked search of the attributes; null when there is none to run (none given, or refused). */
  query: ClientSearchQuery | null;
  /** Clients a page (the `page-size` attribute). */
  pageSize: number;
  /** Another "Rows per page" chosen (the element navigates; the page follows the size it gets). */
  onPageSize: (size: number) => void;
}) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  // The page belongs to one search: another search starts at page 1. It was chosen at a page size:
  // at another (chosen here, or given from outside), the page holding its first client.
  const searchKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ searchKey, size: pageSize, page: 1 });
  const page = paging.searchKey !== searchKey ? 1 : paging.size === pageSize ? paging.page : pageAfterResize(paging.page, paging.size, pageSize);
  const result = useQuery({ ...clientSearchQuery(scope, pageQuery(query ?? NO_SEARCH, page, pageSize)), enabled: query !== null });

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

  return (
    <PagedResults
      result={query === null ? null : result}
      texts={{
        loading: t('searching'),
        loadFailed: t('loadFailed'),
        notLoggedInText: t('notLoggedInText'),
        empty: t('empty'),
        emptyText: t('emptyText'),
        count: (count) => t('resultCount', { count }),
      }}
      page={page}
      pageCount={(count) => pageCount(count, pageSize)}
      onPage={(next) => setPaging({ searchKey, size: pageSize, page: next })}
      heading={{ level: 'h2', text: t('results') }}
      pageSize={{ size: pageSize, choices: LIST_PAGE_SIZES, onSize: onPageSize, select: PageSizeSelect }}
    >
      {(clients) => <Table caption={t('results')} columns={columns} rows={clients} rowKey={(c) => c.id} part="table" />}
    </PagedResults>
  );
}
