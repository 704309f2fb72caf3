/**
 * The wizards' steps (spec 2 §4 Wizards). Steps are 0-based here; the server's `currentStep` is
 * 1-based ("the step the wizard resumes at"), so a line at currentStep n resumes at step n - 1.
 */
/** The product wizard: product, accessories, additional info, address and contact, overview. */
export const PRODUCT_STEPS = ['product', 'accessories', 'info', 'delivery', 'overview'] as const;
export type ProductStep = (typeof PRODUCT_STEPS)[number];

/** The wizard types built (`type` attribute); the others are absent until their issue. */
export const WIZARD_TYPES = ['products'] as const;
export type WizardType = (typeof WIZARD_TYPES)[number];

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

