/**
 * The base storage a base-storage screen opens on (spec 3 §2), one rule for the inventory count, the
 * work list and the receive page: the storage chosen (the URL's), else the user's own facility when
 * it is a base storage (category 2, FACILITY_CATEGORY.baseStorage), else none, and the screen's
 * storage select chooses one. Decided where the spec is silent: spec 3 §2 words it "category value
 * above 0", but the base-storage calls take only a base storage (any other answers NOT_FOUND, "the
 * chosen storage is not a base storage"), so a user whose own facility is a care unit, a central
 * warehouse or a provider's site opens on no storage rather than on that refusal. Pure, no imports
 * but the contract's constants, so a screen that only needs the rule loads nothing else with it.
 */
import { FACILITY_CATEGORY } from '../../contract/constants.ts';

/** What the rule needs of the user's own facility (the session's `user.facility`). */
export type OwnFacility = { id: number; category: { value: number } } | null | undefined;

/** The user's own facility when it is a base storage, else null. */
export function ownBaseStorage(own: OwnFacility): number | null {
  return own && own.category.value === FACILITY_CATEGORY.baseStorage ? own.id : null;
}

/** The storage a base-storage screen opens on: the one chosen, else the user's own base storage, else null. */
export function defaultBaseStorage(chosen: number | null, own: OwnFacility): number | null {
  return chosen ?? ownBaseStorage(own);
}
