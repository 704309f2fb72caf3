/**
 * Fittings' shared texts and cache keys (spec 3 §4, §8), used by the list `<fsp-fittings>` and the
 * detail `<fsp-fitting>`; the namespace `fittings`: the server's error codes of fittings and
 * meetings (FILL_RED_FIELDS, MEETING_DATE_IN_PAST, …, every code of server/errors.ts that a fitting
 * call answers), the fitting status labels (10, 20, 30, 90, 99) and the meeting status labels, in
 * sv and en: `t('fittings:errors.MEETING_BOOKED')`, `failureText(error, t, 'fittings:errors')`.
 * They load with this module, not with the shared runtime (vite.config.ts).
 *
 * One fitting is under `fittingKeys.fitting(id)`, the lists under `fittingKeys.lists()`: a change to
 * a fitting invalidates `fittingKeys.all`, so the list and the detail on one page both follow.
 */
import { addTexts } from '../../core/i18n/index.ts';

export const FITTINGS_NS = 'fittings';
addTexts(FITTINGS_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

export { fittingKeys } from './keys.ts';
