/**
 * The client and base-storage filters (spec 2 §2 Order list): core Comboboxes over the receivers of
 * the orders the list can show (GET /web-orders/filters; a user's own for My orders). A client's
 * own list has no client filter. A chunk of its own, loaded when the filters are first opened (the
 * combobox brings Floating UI and the virtualizer). A failure to fetch the receivers is said at
 * the fields; the rest of the search works without them.
 */
import { useQuery } from '@tanstack/react-query';
import type { OrderListScope } from '../../../areas/orders/list.ts';
import { useApiScope } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Combobox } from '../../../core/ui/combobox.tsx';
import { orderFiltersQuery } from '../api.ts';
import { NS } from '../ns.ts';

type Receiver = { id: number; label: string };

export function Receivers({ scope, clientId, facilityId, onClient, onFacility }: {
  scope: OrderListScope;
  clientId: number | null;
  facilityId: number | null;
  onClient: (id: number | null) => void;
  onFacility: (id: number | null) => void;
}) {
  const { t } = useTexts(NS);
  const withClients = scope.kind !== 'client';
  const filters = useQuery(orderFiltersQuery(useApiScope(), { mine: scope.kind === 'mine', clients: withClients }));
  const loading = filters.status === 'pending';
  const error = filters.status === 'error' ? t('filters.failed') : null;
  const clients = filters.data?.clients ?? [];
  const facilities = filters.data?.facilities ?? [];
  const texts = (none: string) => ({ noMatches: none, loading: t('filters.loading'), results: (count: number) => t('filters.results', { count }) });
  const common = { getKey: (r: Receiver) => r.id, getLabel: (r: Receiver) => r.label, loading, error, hint: t('filters.pickHint'), rowHeight: 44 };
  return (
    <>
      {withClients ? (
        <Combobox<Receiver>
          {...common}
          label={t('filters.client')}
          options={clients}
          value={clients.find((c) => c.id === clientId) ?? null}
          onChange={(r) => onClient(r?.id ?? null)}
          texts={texts(t('filters.noMatches'))}
        />
      ) : null}
      <Combobox<Receiver>
        {...common}
        label={t('filters.facility')}
        options={facilities}
        value={facilities.find((f) => f.id === facilityId) ?? null}
        onChange={(r) => onFacility(r?.id ?? null)}
        texts={texts(facilities.length ? t('filters.noMatches') : t('filters.noFacilities'))}
      />
    </>
  );
}
