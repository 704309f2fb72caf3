/** What every sub-page of `<fsp-client>` gets from the element's root (client.tsx). */
import type { Client } from '../../../contract/clients.ts';

export type ClientTabProps = {
  /** The client, loaded (and authorized) before any sub-page renders. */
  client: Client;
  /**
   * The single page's id, when the route names one: a holding id on `holdings`, a task id on
   * `tasks`; null shows the list.
   */
  detail: number | null;
  /** Opens a single page (a holding, a task) or, with null, goes back to the list: an fsp-navigate. */
  onDetail: (id: number | null) => void;
  /** Any other portal path (e.g. `routes.client(other, 'holdings')`): an fsp-navigate. */
  onNavigate: (path: string) => void;
  /** On `orders`: the order list's query (the `orders-query` attribute), null for the default list. */
  ordersQuery: string | null;
};
