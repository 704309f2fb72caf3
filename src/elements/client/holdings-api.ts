/**
 * The server state of `<fsp-client>`'s holdings, tasks and holding transactions (spec 2 §7
 * Clients, spec 3 §7 Fixed assets and holdings): the holding list, one holding, the holding
 * transactions and the client's tasks (the reference data the dialogs choose from, base storages
 * and scrapping reasons, is core's: content/stock-items.tsx). Mutations: RETURN_TO_STORAGE, SCRAP and MOVE of holdings, the
 * accessory actions ADD_FROM_HOLDING and REMOVE_TO_HOLDING, and the holding's note.
 *
 * Every key of one client lives under `clientKeys.client(id)` (src/areas/clients/clients.ts), so a
 * mutation invalidates that one root and everything of the client follows: the list, the open
 * holding and the transactions. A MOVE also invalidates the receiving client's root.
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessoryAction, ClientSummary, HoldingAction, HoldingTransactionQuery } from '../../contract/clients.ts';
import { clientKeys } from '../../areas/clients/clients.ts';
import { apiQuery, useApi, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

/** Rows a page of the holding list, the transactions and the tasks (spec: page long lists). */
export const HOLDINGS_PER_PAGE = 25;
export const TRANSACTIONS_PER_PAGE = 25;
export const TASKS_PER_PAGE = 25;

/** The client task types (spec 2 §2, §9): CH delivery to the client, CA collection. */
export const CLIENT_TASK_TYPES_QUERY = 'CH,CA';

export type HoldingPage = AnswerOf<'get', 'fsp/v1/clients/{client}/holdings'>;
export type HoldingTransactionPage = AnswerOf<'get', 'fsp/v1/clients/{client}/holding-transactions'>;
export type ClientTaskPage = AnswerOf<'get', 'fsp/v1/clients/{client}/tasks'>;

/** The transactions' filter as the user set it ('' is no filter). */
export type TransactionFilter = { type: NonNullable<HoldingTransactionQuery['type']> | ''; searchValue: string; fromDate: string; toDate: string };
export const NO_TRANSACTION_FILTER: TransactionFilter = { type: '', searchValue: '', fromDate: '', toDate: '' };

/** `from` of a 1-based page. */
const fromOf = (page: number, perPage: number) => (Math.max(1, Math.floor(page)) - 1) * perPage;

/** How many pages `count` rows fill (at least one). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / perPage));
}

export const holdingKeys = {
  holdings: (client: number) => [...clientKeys.client(client), 'holdings'] as const,
  list: (client: number, page: number) => [...clientKeys.client(client), 'holdings', 'list', page] as const,
  available: (client: number) => [...clientKeys.client(client), 'holdings', 'available'] as const,
  detail: (client: number, holding: number) => [...clientKeys.client(client), 'holdings', 'detail', holding] as const,
  transactions: (client: number, filter: TransactionFilter, page: number) => [...clientKeys.client(client), 'transactions', filter, page] as const,
  tasks: (client: number, page: number) => [...clientKeys.client(client), 'tasks', 'list', page] as const,
  task: (client: number, task: number) => [...clientKeys.client(client), 'tasks', 'detail', task] as const,
};

/** A page of the client's holdings (the server sorts by handed-over date, newest first). Paging keeps the page shown until the next one is there. */
export const holdingsQuery = (scope: ApiScope, client: number, page: number) => ({
  ...apiQuery(scope, holdingKeys.list(client, page), 'fsp/v1/clients/{client}/holdings', {
    params: { client },
    query: { from: fromOf(page, HOLDINGS_PER_PAGE), amount: HOLDINGS_PER_PAGE },
  }),
  placeholderData: keepPreviousData,
});

/** Every holding of the client with something available (to fit as an accessory). */
export const availableHoldingsQuery = (scope: ApiScope, client: number) =>
  apiQuery(scope, holdingKeys.available(client), 'fsp/v1/clients/{client}/holdings', { params: { client }, query: { availableOnly: 'true', all: 'true' } }, { notify: false });

/** One holding with its stock-item fields and accessories; its 404 (gone: scrapped, moved) is shown in place. */
export const holdingQuery = (scope: ApiScope, client: number, holding: number) =>
  apiQuery(scope, holdingKeys.detail(client, holding), 'fsp/v1/clients/{client}/holdings/{holding}', { params: { client, holding } }, { notify: false });

/** The transactions query of a filter: only what is set is sent. */
export function transactionQuery(filter: TransactionFilter, page: number): HoldingTransactionQuery {
  const query: HoldingTransactionQuery = { from: fromOf(page, TRANSACTIONS_PER_PAGE), amount: TRANSACTIONS_PER_PAGE };
  if (filter.type) query.type = filter.type;
  const search = filter.searchValue.trim().slice(0, 200);
  if (search) query.searchValue = search;
  if (filter.fromDate) query.fromDate = filter.fromDate;
  if (filter.toDate) query.toDate = filter.toDate;
  return query;
}

/** A page of the holding transactions, newest first, filtered. */
export const transactionsQuery = (scope: ApiScope, client: number, filter: TransactionFilter, page: number) => ({
  ...apiQuery(scope, holdingKeys.transactions(client, filter, page), 'fsp/v1/clients/{client}/holding-transactions', {
    params: { client },
    query: transactionQuery(filter, page),
  }),
  placeholderData: keepPreviousData,
});

/** A page of the client's tasks of types CH and CA. */
export const tasksQuery = (scope: ApiScope, client: number, page: number) => ({
  ...apiQuery(scope, holdingKeys.tasks(client, page), 'fsp/v1/clients/{client}/tasks', {
    params: { client },
    query: { taskTypes: CLIENT_TASK_TYPES_QUERY, from: fromOf(page, TASKS_PER_PAGE), amount: TASKS_PER_PAGE },
  }),
  placeholderData: keepPreviousData,
});

/** One task with its lines; its 404 is shown in place. */
export const taskQuery = (scope: ApiScope, client: number, task: number) =>
  apiQuery(scope, holdingKeys.task(client, task), 'fsp/v1/clients/{client}/tasks/{task}', { params: { client, task } }, { notify: false });

/**
 * RETURN_TO_STORAGE, SCRAP or MOVE. A failure is shown by the dialog (which stays open with the
 * user's choices), not the snackbar. On success the client's root is invalidated without waiting
 * for the refetch, so the caller can leave a holding that is gone before its query answers 404.
 */
export function useHoldingAction(client: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: HoldingAction) => api('post', 'fsp/v1/clients/{client}/holdings', { params: { client }, json: action }, { notify: false }),
    onSuccess: (_result, action) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.client(client) });
      if (action.action === 'MOVE') void queryClient.invalidateQueries({ queryKey: clientKeys.client(action.payload.toClientId) });
    },
  });
}

/** ADD_FROM_HOLDING or REMOVE_TO_HOLDING on one holding; the answer is the holding after the change. */
export function useAccessoryAction(client: number, holding: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccessoryAction) =>
      api('post', 'fsp/v1/clients/{client}/holdings/{holding}/accessories', { params: { client, holding }, json: action }, { notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKeys.client(client) }),
  });
}

/** Saves the holding's note (an empty note removes it). */
export function useSaveHoldingNote(client: number, holding: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api('put', 'fsp/v1/clients/{client}/holdings/{holding}', { params: { client, holding }, json: { note } }, { notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientKeys.client(client) }),
  });
}

/**
 * The client a MOVE goes to, by twelve-digit identity number (GET /clients?identityNumber=…):
 * null when there is none. Fetched afresh each time (who may receive can change), under the
 * search's keys so the end of the session drops it with the rest.
 */
export function useFindClient() {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  return async (identityNumber: string): Promise<ClientSummary | null> => {
    const query = { identityNumber, from: 0, amount: 1 };
    const page = await queryClient.fetchQuery({ ...apiQuery(scope, clientKeys.search(query), 'fsp/v1/clients', { query }, { notify: false }), staleTime: 0 });
    return page.page.find((c) => c.identityNumber === identityNumber) ?? null;
  };
}
