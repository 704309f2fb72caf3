/**
 * How a place of stock or delivery is shown by its facility category (spec 2 §6, spec 3 §6):
 * "Access to a client requires municipal authorization (hasAuthorizationForMunicipal). Without it
 * the client name is not a link and NOT_AUTHORIZED_TO_MUNICIPALITY is shown. The same applies to
 * location links of facility category 5 (client link). Facility category values 1 and 2 show
 * warehouse plus location."
 *
 * A pure rule, shared by every screen that names such a place (today the tasks' receiver: a Cn
 * task delivers to a care unit). The client and its authorization are the server's answer
 * (`LocationClient`), never worked out here: the server computes the flag for the caller.
 */
import { FACILITY_CATEGORY } from '../../contract/constants.ts';
import type { LocationClient } from '../../contract/tasks.ts';
import { routes } from '../../core/routes.ts';

/** A facility as a place is named with: its category and, for a client location, its client. */
export type LocationFacility = { category: { value: number }; client: LocationClient | null };

/**
 * - `storage`: a central warehouse or base storage (1, 2): shown with its warehouse and location
 *   where the screen has them, never a client link;
 * - `client`: a client location (5) whose client the user may open: a link to the client's page;
 * - `notAuthorized`: a client location whose client the user may not open: plain text and
 *   NOT_AUTHORIZED_TO_MUNICIPALITY;
 * - `plain`: anything else (a client location no client is known for, the provider's own sites).
 */
export type LocationShown = { kind: 'storage' } | { kind: 'client'; path: string } | { kind: 'notAuthorized' } | { kind: 'plain' };

export function locationShown(facility: LocationFacility): LocationShown {
  const category = facility.category.value;
  if (category === FACILITY_CATEGORY.centralWarehouse || category === FACILITY_CATEGORY.baseStorage) return { kind: 'storage' };
  if (category !== FACILITY_CATEGORY.clientLocation || !facility.client) return { kind: 'plain' };
  return facility.client.hasAuthorizationForMunicipal ? { kind: 'client', path: routes.client(facility.client.id, 'info') } : { kind: 'notAuthorized' };
}
