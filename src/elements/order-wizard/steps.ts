/**
 * The wizards' steps (spec 2 §4 Wizards). Steps are 0-based here; the server's `currentStep` is
 * 1-based ("the step the wizard resumes at"), so a line at currentStep n resumes at step n - 1.
 */
import type { ContentType } from '../../contract/constants.ts';
import { NS } from './ns.ts';

/** The product wizard: product, accessories, additional info, address and contact, overview. */
export const PRODUCT_STEPS = ['product', 'accessories', 'info', 'delivery', 'overview'] as const;

/**
 * Every wizard's steps, by its `type` (the path segment of its route, spec 2 §2), in the spec's
 * order and counts: product 5, function 6, pickup 4, external assortment 4, work 6, fitting 6.
 */
export const WIZARDS = {
  products: PRODUCT_STEPS,
  functions: ['function', 'makes', 'accessories', 'info', 'delivery', 'overview'],
  'pick-ups': ['holdings', 'info', 'delivery', 'overview'],
  'external-assortments': ['external', 'info', 'delivery', 'overview'],
  work: ['aid', 'accessories', 'workType', 'info', 'delivery', 'overview'],
  fittings: ['fittingType', 'aid', 'info', 'delivery', 'meetingComment', 'overview'],
} as const satisfies Record<string, readonly string[]>;

export type WizardType = keyof typeof WIZARDS;
export type StepName = (typeof WIZARDS)[WizardType][number];

/** The wizard types built (`type` attribute). */
export const WIZARD_TYPES = Object.keys(WIZARDS) as WizardType[];

/** The content type a wizard's new line is created with (the product wizard's is chosen on its first step). */
export const CONTENT_TYPE_OF: Record<Exclude<WizardType, 'products'>, ContentType> = {
  functions: 'FUNCTION',
  'pick-ups': 'PICKUP',
  'external-assortments': 'NEW_PRODUCT',
  work: 'WORK',
  fittings: 'FITTING',
};

export function toWizardType(value: string | null | undefined): WizardType | null {
  return (WIZARD_TYPES as readonly string[]).includes(value ?? '') ? (value as WizardType) : null;
}

/** The furthest step reached (0-based) of a line, from its currentStep (1-based); no line: the first. */
export function reachedOf(line: { currentStep: number } | null | undefined, count: number): number {
  if (!line) return 0;
  return Math.min(Math.max(0, line.currentStep - 1), count - 1);
}

/** The currentStep (1-based) to store once step `saved` (0-based) is saved: the next one, never less than before. */
export function currentStepAfter(saved: number, line: { currentStep: number } | null | undefined, count: number): number {
  return Math.min(Math.max(line?.currentStep ?? 1, saved + 2), count);
}

/**
 * A step's label: the wizard's own wording where it has one (`stepsOf.<type>.<name>`: the pickup's
 * "Pickup address and contact"), else the shared one (`steps.<name>`).
 */
export const stepLabel = (t: (key: string[]) => string, type: WizardType, name: StepName): string => t([`${NS}:stepsOf.${type}.${name}`, `${NS}:steps.${name}`]);

/** The wizards whose line holds aids from the client's holdings or, instead, a description (the line's text). */
export const AID_WIZARDS: readonly WizardType[] = ['pick-ups', 'work', 'fittings'];

/** Whether the line needs its description: an aid wizard's line without an aid (spec 2 §5 Work order, Pickup order, Fitting order steps). */
export function descriptionRequired(type: WizardType, line: { pickupList: readonly unknown[] }): boolean {
  return AID_WIZARDS.includes(type) && line.pickupList.length === 0;
}
