/**
 * The rules of fittings and meetings (spec 3 §4, §5; src/contract/shared/fitting-rules.ts), shared
 * by the server and the meeting form: the status groups and the list tabs, the meeting times
 * against Swedish today and now, the room, the people a fitting type makes mandatory, and what each
 * permission allows.
 */
import { describe, expect, it } from 'vitest';
import {
  firstMeetingPeopleError,
  firstMeetingTimeError,
  fittingGroup,
  groupsOfTab,
  mayCancelMeeting,
  mayChoosePeople,
  mayComplete,
  mayEditMeeting,
  meetingIsOver,
  meetingMinimums,
  meetingPeopleErrors,
  meetingTimeErrors,
  roomAllowed,
  swedishNow,
} from '../../src/contract/shared/fitting-rules.ts';

// 2026-11-26 14:30 in Stockholm (UTC+1 in winter).
const NOW = new Date('2026-11-26T13:30:00Z');

describe('the status groups', () => {
  it('closes a completed (90) or annulled (99) fitting whatever its meetings', () => {
    expect(fittingGroup({ status: 90, released: true, nextMeetingStatus: 'BOOKED' })).toBe('CLOSED');
    expect(fittingGroup({ status: 99, released: false, nextMeetingStatus: null })).toBe('CLOSED');
  });
  it('is active when the next meeting is booked, waiting when released, unplanned otherwise', () => {
    expect(fittingGroup({ status: 10, released: false, nextMeetingStatus: 'BOOKED' })).toBe('ACTIVE');
    expect(fittingGroup({ status: 10, released: true, nextMeetingStatus: 'PLANNED' })).toBe('WAITING');
    expect(fittingGroup({ status: 10, released: true, nextMeetingStatus: null })).toBe('WAITING');
    expect(fittingGroup({ status: 10, released: false, nextMeetingStatus: 'PLANNED' })).toBe('UNPLANNED');
    expect(fittingGroup({ status: 10, released: false, nextMeetingStatus: null })).toBe('UNPLANNED');
  });
  it('shows the user unplanned fittings under Waiting; the planner has Unplanned of its own', () => {
    expect(groupsOfTab('WAITING', false)).toEqual(['UNPLANNED', 'WAITING']);
    expect(groupsOfTab('UNPLANNED', false)).toEqual([]);
    expect(groupsOfTab('WAITING', true)).toEqual(['WAITING']);
    expect(groupsOfTab('UNPLANNED', true)).toEqual(['UNPLANNED']);
    expect(groupsOfTab('ACTIVE', false)).toEqual(['ACTIVE']);
  });
});

describe('the meeting times', () => {
  it('reads today and now in Swedish time, summer and winter', () => {
    expect(swedishNow(NOW)).toEqual({ date: '2026-11-26', time: '14:30' });
    expect(swedishNow(new Date('2026-06-30T22:30:00Z'))).toEqual({ date: '2026-07-01', time: '00:30' });
  });
  it('needs a date, a from time and a to time (FILL_RED_FIELDS)', () => {
    expect(meetingTimeErrors({}, NOW)).toEqual({ date: 'FILL_RED_FIELDS', fromTime: 'FILL_RED_FIELDS', toTime: 'FILL_RED_FIELDS' });
    expect(firstMeetingTimeError({ date: '2026-11-27', fromTime: '10:00', toTime: ' ' }, NOW)).toBe('FILL_RED_FIELDS');
    expect(firstMeetingTimeError({ date: '2026-11-20', fromTime: '', toTime: '11:00' }, NOW)).toBe('FILL_RED_FIELDS');
  });
  it('refuses what is not a date or a time', () => {
    expect(meetingTimeErrors({ date: '2026-02-30', fromTime: '24:00', toTime: '9:5' }, NOW)).toEqual({ date: 'INVALID_DATE', fromTime: 'INVALID_TIME', toTime: 'INVALID_TIME' });
  });
  it('refuses yesterday, allows today from now on and any later day', () => {
    expect(firstMeetingTimeError({ date: '2026-11-25', fromTime: '10:00', toTime: '11:00' }, NOW)).toBe('MEETING_DATE_IN_PAST');
    expect(firstMeetingTimeError({ date: '2026-11-26', fromTime: '14:29', toTime: '15:00' }, NOW)).toBe('MEETING_TIME_IN_PAST');
    expect(firstMeetingTimeError({ date: '2026-11-26', fromTime: '14:30', toTime: '15:00' }, NOW)).toBeNull();
    expect(firstMeetingTimeError({ date: '2026-11-27', fromTime: '07:00', toTime: '08:00' }, NOW)).toBeNull();
  });
  it('refuses a to time before the from time; the same time is the minimum, allowed', () => {
    expect(meetingTimeErrors({ date: '2026-11-27', fromTime: '10:00', toTime: '09:59' }, NOW)).toEqual({ toTime: 'TO_TIME_BEFORE_FROM_TIME' });
    expect(meetingTimeErrors({ date: '2026-11-27', fromTime: '10:00', toTime: '10:00' }, NOW)).toEqual({});
  });
  it('gives the form its minimums: today, and now only on today', () => {
    expect(meetingMinimums('2026-11-26', NOW)).toEqual({ date: '2026-11-26', fromTime: '14:30' });
    expect(meetingMinimums('2026-11-27', NOW)).toEqual({ date: '2026-11-26', fromTime: null });
  });
  it('knows a meeting is over when its to time has passed', () => {
    expect(meetingIsOver({ date: '2026-11-26', toTime: '14:29' }, NOW)).toBe(true);
    expect(meetingIsOver({ date: '2026-11-26', toTime: '14:30' }, NOW)).toBe(false);
    expect(meetingIsOver({ date: '2026-11-25', toTime: '23:59' }, NOW)).toBe(true);
  });
  it('allows a room only at the provider’s own facility', () => {
    expect(roomAllowed('PROVIDER')).toBe(true);
    expect(roomAllowed('CLIENT')).toBe(false);
    expect(roomAllowed('OTHER')).toBe(false);
  });
});

describe('the permissions', () => {
  const planned = { status: 'PLANNED' as const, fittingClosed: false };
  const booked = { status: 'BOOKED' as const, fittingClosed: false };
  it('edits a planned meeting with one permission and a booked one only with the other', () => {
    expect(mayEditMeeting(planned, ['FSP_UpdatePlannedWebOrderFittingMeeting'])).toBe(true);
    expect(mayEditMeeting(booked, ['FSP_UpdatePlannedWebOrderFittingMeeting'])).toBe(false);
    expect(mayEditMeeting(booked, new Set(['FSP_UpdateUnplannedWebOrderFittingMeetings']))).toBe(true);
    expect(mayEditMeeting({ ...planned, fittingClosed: true }, ['FSP_UpdatePlannedWebOrderFittingMeeting'])).toBe(false);
    expect(mayEditMeeting({ status: 'CANCELED', fittingClosed: false }, ['FSP_UpdatePlannedWebOrderFittingMeeting'])).toBe(false);
  });
  it('annuls a meeting unless the fitting is closed or the meeting already canceled', () => {
    const p = ['FSP_CancelWebOrderFittingMeeting'];
    expect(mayCancelMeeting(booked, p)).toBe(true);
    expect(mayCancelMeeting({ status: 'CANCELED', fittingClosed: false }, p)).toBe(false);
    expect(mayCancelMeeting({ ...planned, fittingClosed: true }, p)).toBe(false);
    expect(mayCancelMeeting(planned, [])).toBe(false);
  });
  it('annuls a previous meeting by the same rule (spec 3 §4: one over, booked or planned, may be annulled; time is no part of it)', () => {
    const p = new Set(['FSP_CancelWebOrderFittingMeeting']);
    // Fitting 1's meeting a week ago (booked) and one that was only planned: the Previous meetings tab offers Annul.
    expect(mayCancelMeeting(booked, p)).toBe(true);
    expect(mayCancelMeeting(planned, p)).toBe(true);
    // Its meeting annulled three days ago ("Annulled"), and a completed fitting's meeting (fitting 7): no Annul.
    expect(mayCancelMeeting({ status: 'CANCELED', fittingClosed: false }, p)).toBe(false);
    expect(mayCancelMeeting({ ...booked, fittingClosed: true }, p)).toBe(false);
    expect(mayCancelMeeting({ status: 'CANCELED', fittingClosed: true }, p)).toBe(false);
    // Tove Tekniker (no FSP_CancelWebOrderFittingMeeting): none.
    expect(mayCancelMeeting(booked, new Set(['FSP_UpdatePlannedWebOrderFittingMeeting']))).toBe(false);
  });
  it('hides Complete and the choice of people while the next meeting is booked', () => {
    const p = ['FSP_CompleteWebOrderFitting', 'FSP_UpdateWebOrderFitting'];
    expect(mayComplete({ status: 10, nextMeetingStatus: 'BOOKED' }, p)).toBe(false);
    expect(mayComplete({ status: 10, nextMeetingStatus: 'PLANNED' }, p)).toBe(true);
    expect(mayComplete({ status: 90, nextMeetingStatus: null }, p)).toBe(false);
    expect(mayChoosePeople({ status: 10, nextMeetingStatus: 'BOOKED' }, p)).toBe(false);
    expect(mayChoosePeople({ status: 10, nextMeetingStatus: null }, p)).toBe(true);
    expect(mayChoosePeople({ status: 10, nextMeetingStatus: null }, [])).toBe(false);
  });
});

describe('the mandatory people (spec 3 §5)', () => {
  const none = { consultantMandatory: false, technicianMandatory: false };
  const consultant = { consultantMandatory: true, technicianMandatory: false };
  const technician = { consultantMandatory: false, technicianMandatory: true };
  const both = { consultantMandatory: true, technicianMandatory: true };

  it('asks for nobody where the type marks nobody mandatory', () => {
    expect(meetingPeopleErrors(none, {})).toEqual({});
    expect(meetingPeopleErrors(none, { consultantId: null, technicianId: null })).toEqual({});
    expect(firstMeetingPeopleError(none, {})).toBeNull();
  });

  it('asks for the consultant, the technician or both, field by field', () => {
    expect(meetingPeopleErrors(consultant, { consultantId: null, technicianId: 201 })).toEqual({ consultantId: 'CONSULTANT_REQUIRED' });
    expect(meetingPeopleErrors(consultant, { consultantId: 101, technicianId: null })).toEqual({});
    expect(meetingPeopleErrors(technician, { consultantId: 101 })).toEqual({ technicianId: 'TECHNICIAN_REQUIRED' });
    expect(meetingPeopleErrors(technician, { technicianId: 201 })).toEqual({});
    expect(meetingPeopleErrors(both, {})).toEqual({ consultantId: 'CONSULTANT_REQUIRED', technicianId: 'TECHNICIAN_REQUIRED' });
    expect(meetingPeopleErrors(both, { consultantId: 101, technicianId: 201 })).toEqual({});
  });

  it('names the consultant first', () => {
    expect(firstMeetingPeopleError(both, {})).toBe('CONSULTANT_REQUIRED');
    expect(firstMeetingPeopleError(both, { consultantId: 101 })).toBe('TECHNICIAN_REQUIRED');
  });
});
