/**
 * The rules of fittings and their meetings (spec 3 §4 Fitting status, Meeting status, §5 Fittings
 * and meetings), shared by the server, which enforces them, and the browser, which shows them
 * before a call is made. Zod-free, so browser code may import it as a value.
 *
 * Times are wall-clock times in Sweden (Europe/Stockholm): a meeting is on a date from a time to a
 * time, as the user typed them, and "today" and "now" are Swedish today and now.
 */
import { FITTING_STATUS, type FittingGroup, type MeetingStatus } from '../constants.ts';

const TIME_ZONE = 'Europe/Stockholm';

/** Today in Sweden (YYYY-MM-DD) and the time now (HH:mm). */
export function swedishNow(now: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

export const isClosedStatus = (status: number): boolean => status === FITTING_STATUS.completed || status === FITTING_STATUS.annulled;

/** What a fitting's group follows from: its status, whether it is released, and its next meeting. */
export type GroupFacts = { status: number; released: boolean; nextMeetingStatus: MeetingStatus | null };

/**
 * The group of a fitting (spec 3 §4): closed when completed or annulled; active when its next
 * meeting is booked; waiting when released for booking; unplanned otherwise.
 */
export function fittingGroup(f: GroupFacts): FittingGroup {
  if (isClosedStatus(f.status)) return 'CLOSED';
  if (f.nextMeetingStatus === 'BOOKED') return 'ACTIVE';
  return f.released ? 'WAITING' : 'UNPLANNED';
}

/** The open status of each group (FITTING_STATUS): what the server stores as the fitting's status. */
export function statusOfGroup(group: Exclude<FittingGroup, 'CLOSED'>): number {
  return group === 'ACTIVE' ? FITTING_STATUS.active : group === 'WAITING' ? FITTING_STATUS.waiting : FITTING_STATUS.unplanned;
}

/**
 * The groups a user's list tab shows. The user's own list has Active, Waiting and Closed: a fitting
 * not yet released waits for its meeting too, so it is under Waiting. The planner's list (admin)
 * has Unplanned on its own.
 */
export function groupsOfTab(tab: FittingGroup, admin: boolean): FittingGroup[] {
  if (!admin && tab === 'WAITING') return ['UNPLANNED', 'WAITING'];
  if (!admin && tab === 'UNPLANNED') return [];
  return [tab];
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isMeetingDate = (s: string): boolean => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const isMeetingTime = (s: string): boolean => TIME.test(s);

/** A meeting's times as typed (empty or null when not filled in). */
export type MeetingTimes = { date?: string | null | undefined; fromTime?: string | null | undefined; toTime?: string | null | undefined };

/**
 * What is wrong with a meeting's times, field by field (spec 3 §5):
 * - `FILL_RED_FIELDS`: a date, from time or to time is missing (required to create a meeting and to
 *   save a planned or booked one);
 * - `INVALID_DATE` / `INVALID_TIME`: not a date (YYYY-MM-DD) or a time (HH:mm);
 * - `MEETING_DATE_IN_PAST`: the date is before today;
 * - `MEETING_TIME_IN_PAST`: the date is today and the from time is before now;
 * - `TO_TIME_BEFORE_FROM_TIME`: the to time is before the from time (the same time is allowed: the
 *   to time's minimum is the from time).
 * An empty object: the times are fine.
 */
export type MeetingTimeError = 'FILL_RED_FIELDS' | 'INVALID_DATE' | 'INVALID_TIME' | 'MEETING_DATE_IN_PAST' | 'MEETING_TIME_IN_PAST' | 'TO_TIME_BEFORE_FROM_TIME';
export type MeetingTimeErrors = Partial<Record<'date' | 'fromTime' | 'toTime', MeetingTimeError>>;

export function meetingTimeErrors(t: MeetingTimes, now: Date): MeetingTimeErrors {
  const out: MeetingTimeErrors = {};
  const date = t.date?.trim() ?? '';
  const from = t.fromTime?.trim() ?? '';
  const to = t.toTime?.trim() ?? '';
  if (!date) out.date = 'FILL_RED_FIELDS';
  else if (!isMeetingDate(date)) out.date = 'INVALID_DATE';
  if (!from) out.fromTime = 'FILL_RED_FIELDS';
  else if (!isMeetingTime(from)) out.fromTime = 'INVALID_TIME';
  if (!to) out.toTime = 'FILL_RED_FIELDS';
  else if (!isMeetingTime(to)) out.toTime = 'INVALID_TIME';
  const today = swedishNow(now);
  if (!out.date && date < today.date) out.date = 'MEETING_DATE_IN_PAST';
  if (!out.date && !out.fromTime && date === today.date && from < today.time) out.fromTime = 'MEETING_TIME_IN_PAST';
  if (!out.fromTime && !out.toTime && to < from) out.toTime = 'TO_TIME_BEFORE_FROM_TIME';
  return out;
}

/** The first error of a meeting's times (FILL_RED_FIELDS before the others), or null. */
export function firstMeetingTimeError(t: MeetingTimes, now: Date): MeetingTimeError | null {
  const errors = Object.values(meetingTimeErrors(t, now));
  return errors.includes('FILL_RED_FIELDS') ? 'FILL_RED_FIELDS' : (errors[0] ?? null);
}

/** The least date a meeting may have (today) and, on that date, the least from time (now). */
export function meetingMinimums(date: string | null | undefined, now: Date): { date: string; fromTime: string | null } {
  const today = swedishNow(now);
  return { date: today.date, fromTime: date === today.date ? today.time : null };
}

/** A meeting is over when its date and to time are before now (in Sweden). */
export function meetingIsOver(m: { date: string; toTime: string }, now: Date): boolean {
  const today = swedishNow(now);
  return m.date < today.date || (m.date === today.date && m.toTime < today.time);
}

/** A meeting's place is the provider's own facility: only then can a room be chosen (spec 3 §5). */
export const roomAllowed = (addressType: string | null | undefined): boolean => addressType === 'PROVIDER';

/** What the user may do to a meeting, by its status and the fitting's (spec 3 §4 Meeting status, §6). */
export type MeetingFacts = { status: MeetingStatus; fittingClosed: boolean };
export type Permissions = ReadonlySet<string> | readonly string[];
export const has = (p: Permissions, id: string) => (Array.isArray(p) ? p.includes(id) : (p as ReadonlySet<string>).has(id));

/** A planned meeting is edited with FSP_UpdatePlannedWebOrderFittingMeeting, a booked one only with FSP_UpdateUnplannedWebOrderFittingMeetings. */
export function mayEditMeeting(m: MeetingFacts, p: Permissions): boolean {
  if (m.fittingClosed || m.status === 'CANCELED') return false;
  return m.status === 'BOOKED' ? has(p, 'FSP_UpdateUnplannedWebOrderFittingMeetings') : has(p, 'FSP_UpdatePlannedWebOrderFittingMeeting');
}

/** A meeting is annulled with FSP_CancelWebOrderFittingMeeting, unless the fitting is closed or the meeting already canceled. */
export function mayCancelMeeting(m: MeetingFacts, p: Permissions): boolean {
  return !m.fittingClosed && m.status !== 'CANCELED' && has(p, 'FSP_CancelWebOrderFittingMeeting');
}

/** Complete is offered with its permission, on an open fitting whose next meeting is not booked. */
export function mayComplete(f: { status: number; nextMeetingStatus: MeetingStatus | null }, p: Permissions): boolean {
  return !isClosedStatus(f.status) && f.nextMeetingStatus !== 'BOOKED' && has(p, 'FSP_CompleteWebOrderFitting');
}

/** Consultant and technician are chosen with FSP_UpdateWebOrderFitting, on an open fitting whose next meeting is not booked. */
export function mayChoosePeople(f: { status: number; nextMeetingStatus: MeetingStatus | null }, p: Permissions): boolean {
  return !isClosedStatus(f.status) && f.nextMeetingStatus !== 'BOOKED' && has(p, 'FSP_UpdateWebOrderFitting');
}

/** What the fitting type says of its people (spec 3 §3 fittingType.consultantMandatory, technicianMandatory). */
export type MandatoryPeople = { consultantMandatory: boolean; technicianMandatory: boolean };
/** The people a meeting is saved with (null or absent: none chosen). */
export type MeetingPeople = { consultantId?: number | null | undefined; technicianId?: number | null | undefined };
export type MeetingPeopleError = 'CONSULTANT_REQUIRED' | 'TECHNICIAN_REQUIRED';
export type MeetingPeopleErrors = Partial<Record<'consultantId' | 'technicianId', MeetingPeopleError>>;

/**
 * What is missing of a meeting's people (spec 3 §5: "Consultant and technician must be chosen where
 * the fitting type marks them mandatory"), field by field: `CONSULTANT_REQUIRED` /
 * `TECHNICIAN_REQUIRED` (the server's 400 codes, the same as for the fitting's own people). Checked
 * by the meeting dialog before the call and by the server on every meeting it saves (create,
 * update, the planning view's bulk update). An empty object: nothing is missing.
 */
export function meetingPeopleErrors(type: MandatoryPeople, people: MeetingPeople): MeetingPeopleErrors {
  const out: MeetingPeopleErrors = {};
  if (type.consultantMandatory && !people.consultantId) out.consultantId = 'CONSULTANT_REQUIRED';
  if (type.technicianMandatory && !people.technicianId) out.technicianId = 'TECHNICIAN_REQUIRED';
  return out;
}

/** The first missing person of a meeting (the consultant before the technician), or null. */
export function firstMeetingPeopleError(type: MandatoryPeople, people: MeetingPeople): MeetingPeopleError | null {
  const errors = meetingPeopleErrors(type, people);
  return errors.consultantId ?? errors.technicianId ?? null;
}
