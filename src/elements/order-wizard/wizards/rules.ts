/**
 * The validation of the function, pickup, external assortment, work and fitting wizards' own steps
 * (spec 2 §5 Work order, Fitting order steps, Function order, Pickup order, External product):
 * pure functions, what a step's Next is disabled by and what it says. The server checks the same
 * when the line goes to the cart (server/routes/orders.ts lineNotReady).
 */
import type { WizardType } from '../steps.ts';

/** At most this many aids on a work or fitting order (spec 2 §9: selectable aid limit 1). */
export const MAX_AIDS = 1;

type FunctionChoice = { id: number; types: readonly { id: number }[] };

/** The function step: a function is required, and its type when it has types. */
export function functionProblem(functions: readonly FunctionChoice[], functionId: number | null, typeId: number | null): 'FUNCTION_REQUIRED' | 'FUNCTION_TYPE_REQUIRED' | null {
  const fn = functions.find((f) => f.id === functionId);
  if (!fn) return 'FUNCTION_REQUIRED';
  if (fn.types.length > 0 && !fn.types.some((t) => t.id === typeId)) return 'FUNCTION_TYPE_REQUIRED';
  return null;
}

/** A function's type kept when the function changes only if it is one of the new function's. */
export function typeAfterFunctionChange(functions: readonly FunctionChoice[], functionId: number, typeId: number | null): number | null {
  const fn = functions.find((f) => f.id === functionId);
  return fn && fn.types.some((t) => t.id === typeId) ? typeId : null;
}

/** An aid chosen from the client's holdings: which holding, how many, and whether its product has a number. */
export type ChosenAid = { id: number; quantity: number; maxQuantity: number; productNumber: string };

/** The fitting order's aid: a new one (described) or one the client holds. */
export type AidMode = 'new' | 'existing';

export type AidProblem = 'MAX_ONE_AID' | 'AID_OR_DESCRIPTION_REQUIRED' | 'AID_REQUIRED' | 'DESCRIPTION_REQUIRED' | 'QUANTITY_NOT_AVAILABLE' | null;

/**
 * The aid step of a pickup, work or fitting order:
 * - pickup: the chosen holdings, each 1..its maxQuantity, or a description;
 * - work: one aid at most (MAX_ONE_AID), and an aid or a description; an aid without a product
 *   number described too;
 * - fitting: a new aid needs a description; an existing one is one holding only, and needs a
 *   description when its product has no product number.
 */
export function aidProblem(type: WizardType, chosen: readonly ChosenAid[], text: string, mode: AidMode = 'existing'): AidProblem {
  const described = text.trim() !== '';
  if (chosen.some((c) => !Number.isInteger(c.quantity) || c.quantity < 1 || c.quantity > c.maxQuantity)) return 'QUANTITY_NOT_AVAILABLE';
  if (type === 'fittings') {
    if (mode === 'new') return described ? null : 'DESCRIPTION_REQUIRED';
    if (chosen.length > MAX_AIDS) return 'MAX_ONE_AID';
    if (chosen.length === 0) return 'AID_REQUIRED';
    return chosen.some((c) => c.productNumber.trim() === '') && !described ? 'DESCRIPTION_REQUIRED' : null;
  }
  if (type === 'work' && chosen.length > MAX_AIDS) return 'MAX_ONE_AID';
  // A work order's aid without a product number is described too, as the server holds (DESCRIPTION_REQUIRED).
  if (type === 'work' && chosen.some((c) => c.productNumber.trim() === '') && !described) return 'DESCRIPTION_REQUIRED';
  return chosen.length > 0 || described ? null : 'AID_OR_DESCRIPTION_REQUIRED';
}

/** The external product's fields as typed. */
export type ExternalInput = { productNumber: string; name: string; supplier: string; quantity: string };
export type ExternalErrors = Partial<Record<keyof ExternalInput, 'REQUIRED' | 'QUANTITY'>>;

/** The external product step: product number, name, supplier and quantity all required; the quantity a whole number 1..999. */
export function externalProductErrors(input: ExternalInput): ExternalErrors {
  const errors: ExternalErrors = {};
  for (const key of ['productNumber', 'name', 'supplier'] as const) if (input[key].trim() === '') errors[key] = 'REQUIRED';
  const q = input.quantity.trim();
  if (q === '') errors.quantity = 'REQUIRED';
  else if (!/^\d+$/.test(q) || Number(q) < 1 || Number(q) > 999) errors.quantity = 'QUANTITY';
  return errors;
}

type WorkType = { id: number; priorities: readonly { id: number }[] };

/** The priorities a work type offers (none before a type is chosen). */
export function prioritiesOf<T extends WorkType>(types: readonly T[], typeId: number | null): T['priorities'] {
  return types.find((t) => t.id === typeId)?.priorities ?? [];
}

/** The priority once the work type changes: reset (spec 2 §5 Work order), unless the type is the same. */
export function priorityAfterTypeChange(previousType: number | null, nextType: number, priority: number | null): number | null {
  return previousType === nextType ? priority : null;
}

/** The work type step: both the type and one of its priorities required. */
export function workTypeProblem(types: readonly WorkType[], typeId: number | null, priorityId: number | null): 'WORK_TYPE_REQUIRED' | 'PRIORITY_REQUIRED' | null {
  const type = types.find((t) => t.id === typeId);
  if (!type) return 'WORK_TYPE_REQUIRED';
  return type.priorities.some((p) => p.id === priorityId) ? null : 'PRIORITY_REQUIRED';
}

/** The fitting type step: a receiver, then a fitting type, required. */
export function fittingTypeProblem(hasReceiver: boolean, types: readonly { id: number }[], typeId: number | null): 'NO_RECEIVER_SELECTED' | 'FITTING_TYPE_REQUIRED' | null {
  if (!hasReceiver) return 'NO_RECEIVER_SELECTED';
  return types.some((t) => t.id === typeId) ? null : 'FITTING_TYPE_REQUIRED';
}
