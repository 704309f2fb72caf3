/**
 * The report wizard's rules (spec 3 §2 Deviations, §5 Deviations), pure and unit-tested: the
 * draft the three steps fill, what each step needs before Next, what choosing a category resets,
 * and the body of POST /deviations.
 */
import { DEVIATION_DESCRIPTION_MAX, DEVIATION_REFERENCE_MAX, NO_DEVIATION_REFERENCE } from '../../contract/constants.ts';
import type { DeviationInput } from '../../contract/deviations.ts';

export type ReportDraft = {
  /** The category's id, or null before one is chosen. */
  categoryId: number | null;
  /** The deviation code (type) of the category, or null. */
  typeId: number | null;
  /** The reference type; NO_DEVIATION_REFERENCE (0, "no reference") until another is chosen. */
  referenceId: number;
  /** The code of the reference (ignored for "no reference"). */
  code: string;
  description: string;
};

export const EMPTY_DRAFT: ReportDraft = { categoryId: null, typeId: null, referenceId: NO_DEVIATION_REFERENCE, code: '', description: '' };

/** The steps, 0-based: category and type, reference, description and files. */
export const REPORT_STEPS = ['type', 'reference', 'description'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];

/** Choosing a category (spec 3 §2): the type, the reference and its code are reset; the description stays. */
export function chooseCategory(draft: ReportDraft, categoryId: number | null): ReportDraft {
  if (draft.categoryId === categoryId) return draft;
  return { ...draft, categoryId, typeId: null, referenceId: NO_DEVIATION_REFERENCE, code: '' };
}

/** Choosing a reference type: the code typed for another type is cleared. */
export function chooseReference(draft: ReportDraft, referenceId: number): ReportDraft {
  if (draft.referenceId === referenceId) return draft;
  return { ...draft, referenceId, code: '' };
}

/** Step 1's Next (spec 3 §5): enabled only with both a category and a type chosen. */
export const typeStepDone = (d: ReportDraft): boolean => d.categoryId !== null && d.typeId !== null;

/** Whether the draft refers to something (any reference but "no reference"), so its code is checked by the server. */
export const hasReference = (d: ReportDraft): boolean => d.referenceId !== NO_DEVIATION_REFERENCE;

/** What is wrong with the reference's code before the server is asked: nothing, missing, or too long. */
export function codeProblem(d: ReportDraft): 'required' | 'tooLong' | null {
  if (!hasReference(d)) return null;
  const code = d.code.trim();
  if (!code) return 'required';
  if (code.length > DEVIATION_REFERENCE_MAX) return 'tooLong';
  return null;
}

/** What is wrong with the description: nothing, missing, or too long. */
export function descriptionProblem(d: ReportDraft): 'required' | 'tooLong' | null {
  const text = d.description.trim();
  if (!text) return 'required';
  if (text.length > DEVIATION_DESCRIPTION_MAX) return 'tooLong';
  return null;
}

/** The furthest step the draft may show (a later step needs the earlier ones done; a reference also its server check). */
export function furthestStep(d: ReportDraft, referenceChecked: boolean): number {
  if (!typeStepDone(d)) return 0;
  if (hasReference(d) && (codeProblem(d) !== null || !referenceChecked)) return 1;
  return 2;
}

/**
 * The body of POST /deviations (spec 3 §5): "no reference" (id 0) is sent as null, which is the
 * contract's form of "id 0 with an empty value"; texts are trimmed. Null while a choice is missing.
 */
export function createBody(d: ReportDraft): DeviationInput | null {
  if (d.categoryId === null || d.typeId === null) return null;
  return {
    categoryId: d.categoryId,
    typeId: d.typeId,
    description: d.description.trim(),
    reference: hasReference(d) ? { id: d.referenceId, value: d.code.trim() } : null,
  };
}
