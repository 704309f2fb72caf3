/**
 * The fittings' shared part (spec 3 §2 to §8): the cache keys every fitting element uses (the list
 * `<fsp-fittings>` and the detail `<fsp-fitting>`), and the texts of the fitting error codes (spec 3
 * §8; the server's texts in server/errors.ts), the namespace `fittings`:
 * `failureText(error, t, 'fittings:errors')`. They load with this module, not with the shared runtime.
 */
import type { FittingListQuery } from '../../contract/fittings.ts';
import { addTexts } from '../i18n/index.ts';
import en from './fittings.en.json';
import sv from './fittings.sv.json';

export const FITTINGS_NS = 'fittings';
addTexts(FITTINGS_NS, { sv, en });

/** A fitting's keys are under `fittingKeys.all`: a change to one refreshes the lists too. */
export const fittingKeys = {
  all: ['fittings'] as const,
  lists: () => [...fittingKeys.all, 'list'] as const,
  list: (query: FittingListQuery) => [...fittingKeys.lists(), query] as const,
  fitting: (id: number) => [...fittingKeys.all, id] as const,
};
