/**
 * The rules of education registration (spec 1 §4), pure: what an occasion shows and which action it
 * offers, and how an answer of the server changes the cached page. No React, no calls: unit-tested
 * in tests/unit/education.test.ts.
 */
import type { Education, EducationOccasion, PageContent } from '../../areas/page-content/page-content.ts';
import { formatDate, formatDateTime, formatTime } from '../../core/format/index.ts';
import type { Language } from '../../core/i18n/index.ts';

/**
 * What an occasion is to the user:
 * - `registered`: they are on it (they may deregister);
 * - `full`: no seat left ("Fully booked", no button);
 * - `closed`: seats left, but they are registered on another occasion of the same education;
 * - `last-seat`: exactly one seat left (they may register);
 * - `open`: more seats left (they may register).
 */
export type OccasionState = 'registered' | 'full' | 'closed' | 'last-seat' | 'open';

export type OccasionAction = 'REGISTER' | 'DEREGISTER';

/** The 409 codes of POST /education-occasions/{id}. */
export const CONFLICT_CODES = ['FULLY_BOOKED', 'ALREADY_REGISTERED', 'NOT_REGISTERED'] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

export function seatsLeft(occasion: EducationOccasion): number {
  return Math.max(0, occasion.maxNumberOfAttendees - occasion.currentNumberOfAttendees);
}

/** True when the user is registered on any occasion of the education. */
export function isRegisteredInEducation(education: Education): boolean {
  return education.educationOccasions.some((o) => o.isRegistered);
}

/** Register: the occasion is not full and the user is on no occasion of the same education. */
export function canRegister(education: Education, occasion: EducationOccasion): boolean {
  return !occasion.isRegistered && seatsLeft(occasion) > 0 && !isRegisteredInEducation(education);
}

/** Deregister: the user is registered on this occasion. */
export function canDeregister(occasion: EducationOccasion): boolean {
  return occasion.isRegistered;
}

export function occasionState(education: Education, occasion: EducationOccasion): OccasionState {
  if (occasion.isRegistered) return 'registered';
  const left = seatsLeft(occasion);
  if (left === 0) return 'full';
  if (isRegisteredInEducation(education)) return 'closed';
  return left === 1 ? 'last-seat' : 'open';
}

/** The button an occasion offers, or none. */
export function actionFor(state: OccasionState): OccasionAction | null {
  if (state === 'registered') return 'DEREGISTER';
  if (state === 'open' || state === 'last-seat') return 'REGISTER';
  return null;
}

/**
 * The page with the occasion replaced by the server's answer (its count and isRegistered as the
 * server has them, not as we guess them). The page itself when it does not hold the occasion.
 */
export function withOccasion(page: PageContent, occasion: EducationOccasion): PageContent {
  let found = false;
  const educations = page.educations.map((education) => {
    if (education.id !== occasion.educationId) return education;
    const educationOccasions = education.educationOccasions.map((o) => {
      if (o.id !== occasion.id) return o;
      found = true;
      return occasion;
    });
    return found ? { ...education, educationOccasions } : education;
  });
  return found ? { ...page, educations } : page;
}

export function isConflictCode(code: string | null | undefined): code is ConflictCode {
  return (CONFLICT_CODES as readonly (string | null | undefined)[]).includes(code);
}

/**
 * When an occasion takes place, in the language's formats (spec 1 §9): the start as date and time,
 * the end as time only when it is the same day (in Swedish time), else as date and time too.
 */
export function occasionTime(occasion: EducationOccasion, lang: Language): { start: string; end: string } {
  const sameDay = formatDate(occasion.startDateTime, lang) === formatDate(occasion.endDateTime, lang);
  return {
    start: formatDateTime(occasion.startDateTime, lang),
    end: sameDay ? formatTime(occasion.endDateTime, lang) : formatDateTime(occasion.endDateTime, lang),
  };
}
