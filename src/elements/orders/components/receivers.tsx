/**
 * The client and base-storage filters (spec 2 §2 Order list): core's searching Comboboxes over the
 * receivers of the orders the list can show (GET /web-orders/filters; a user's own for My orders),
 * a first page of those whose name has every word typed, so a list of 20,000 clients is never
 * sent whole. A client's
 * own list has no client filter. A chunk of its own, loaded when the filters are first opened (the
 * combobox brings Floating UI and the virtualizer). A failure to fetch the receivers is said at
 * the fields; the rest of the search works without them.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderListScope } from '../../../areas/orders/list.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Combobox } from '../../../core/ui/combobox.tsx';
import { orderFiltersQuery } from '../api.ts';
import { NS } from '../ns.ts';

type Receiver = { id: number; label: string };
type Kind = 'clients' | 'facilities';

export function Receivers({ scope, clientId, facilityId, onClient, onFacility }: {
  scope: OrderListScope;
  clientId: number | null;
  facilityId: number | null;
  onClient: (id: number | null) => void;
  onFacility: (id: number | null) => void;
}) {
  const withClients = scope.kind !== 'client';
  return (
    <>
      {withClients ? <ReceiverFilter kind="clients" scope={scope} chosen={clientId} onChange={onClient} /> : null}
      <ReceiverFilter kind="facilities" scope={scope} chosen={facilityId} onChange={onFacility} />
    </>
  );
}

/** One filter: a searching combobox over the receivers of one kind, a first page at a time. */
function ReceiverFilter({ kind, scope, chosen, onChange }: { kind: Kind; scope: OrderListScope; chosen: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTexts(NS);
  const [searchValue, setSearchValue] = useState('');
  const filters = useQuery(orderFiltersQuery(useApiScope(), { mine: scope.kind === 'mine', kind, searchValue, chosen }));
  const options = filters.data?.[kind] ?? [];
  const chosenOne = kind === 'clients' ? filters.data?.chosen.client : filters.data?.chosen.facility;
  const value = options.find((r) => r.id === chosen) ?? (chosenOne?.id === chosen ? chosenOne : null) ?? null;
  const none = kind === 'facilities' && !searchValue && options.length === 0 ? t('filters.noFacilities') : t('filters.noMatches');
  return (
    <Combobox<Receiver>
      label={t(kind === 'clients' ? 'filters.client' : 'filters.facility')}
      options={options}
      value={value}
      onChange={(r) => onChange(r?.id ?? null)}
      onSearch={setSearchValue}
      getKey={(r) => r.id}
      getLabel={(r) => r.label}
      loading={filters.isFetching}
      error={filters.status === 'error' ? t('filters.failed') : null}
      hint={filters.data?.more[kind] ? t('filters.moreHint', { count: options.length }) : t('filters.pickHint')}
      rowHeight={44}
      texts={{ noMatches: none, loading: t('filters.loading'), results: (count: number) => t('filters.results', { count }) }}
    />
  );
}
