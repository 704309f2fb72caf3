/**
 * Education registration's rules (src/elements/education/registration.ts): what an occasion shows
 * and offers, how the server's answer updates the cached page, the occasion's time per language;
 * and the logged-out home's municipality logos against the seeded customers.
 */
import { describe, expect, it } from 'vitest';
import type { Education, EducationOccasion, PageContent } from '../../src/areas/page-content/page-content.ts';
import {
  actionFor,
  canDeregister,
  canRegister,
  isConflictCode,
  isRegisteredInEducation,
  occasionState,
  occasionTime,
  seatsLeft,
  withOccasion,
} from '../../src/elements/education/registration.ts';
import { MUNICIPALITY_GROUPS, MUNICIPALITY_LOGOS, nameSize } from '../../src/standalone/municipality-logos.tsx';
import { customers } from '../../server/db/schema.ts';
import { seededDb } from './helpers/server.ts';

function occasion(id: number, booked: number, max: number, isRegistered = false, educationId = 1): EducationOccasion {
  return {
    id,
    educationId,
    startDateTime: '2025-06-12T06:00:00.000Z',
    endDateTime: '2025-06-12T08:00:00.000Z',
    currentNumberOfAttendees: booked,
    maxNumberOfAttendees: max,
    isRegistered,
  };
}

function education(id: number, occasions: EducationOccasion[]): Education {
  return { id, title: `Utbildning ${id}`, description: 'Beskrivning', educationOccasions: occasions };
}

describe('occasion state and action', () => {
  it('offers registration on an occasion with seats left when the user is on none of the education', () => {
    const open = occasion(1, 8, 12);
    const e = education(1, [open, occasion(2, 3, 12)]);
    expect(seatsLeft(open)).toBe(4);
    expect(canRegister(e, open)).toBe(true);
    expect(canDeregister(open)).toBe(false);
    expect(occasionState(e, open)).toBe('open');
    expect(actionFor('open')).toBe('REGISTER');
  });

  it('says "one seat left" and still offers registration with exactly one seat', () => {
    const last = occasion(1, 4, 5);
    const e = education(1, [last]);
    expect(occasionState(e, last)).toBe('last-seat');
    expect(canRegister(e, last)).toBe(true);
    expect(actionFor('last-seat')).toBe('REGISTER');
  });

  it('a full occasion is fully booked: no action', () => {
    const full = occasion(1, 6, 6);
    const e = education(1, [full]);
    expect(canRegister(e, full)).toBe(false);
    expect(occasionState(e, full)).toBe('full');
    expect(actionFor('full')).toBeNull();
    // more attendees than seats (the seats were reduced): still full, never negative
    expect(seatsLeft(occasion(2, 9, 6))).toBe(0);
  });

  it('the user registered on an occasion may deregister from it, even when it is full', () => {
    const mine = occasion(1, 6, 6, true);
    const e = education(1, [mine]);
    expect(canDeregister(mine)).toBe(true);
    expect(canRegister(e, mine)).toBe(false);
    expect(occasionState(e, mine)).toBe('registered');
    expect(actionFor('registered')).toBe('DEREGISTER');
  });

  it('registered on one occasion, the other occasions of the same education are closed', () => {
    const mine = occasion(1, 3, 20, true);
    const other = occasion(2, 1, 20);
    const fullOther = occasion(3, 20, 20);
    const e = education(1, [mine, other, fullOther]);
    expect(isRegisteredInEducation(e)).toBe(true);
    expect(canRegister(e, other)).toBe(false);
    expect(occasionState(e, other)).toBe('closed');
    expect(actionFor('closed')).toBeNull();
    // a full one says fully booked, whatever else
    expect(occasionState(e, fullOther)).toBe('full');
    // another education is not affected
    const elsewhere = occasion(4, 1, 20, false, 2);
    expect(canRegister(education(2, [elsewhere]), elsewhere)).toBe(true);
  });
});

describe('withOccasion: the server answer into the cached page', () => {
  const page: PageContent = {
    title: 'Välkommen',
    text: 'Text',
    hyperlinkTitle: '',
    hyperlinks: [],
    fileTitle: '',
    files: [],
    educations: [education(1, [occasion(1, 8, 12), occasion(2, 3, 12)]), education(2, [occasion(3, 1, 5, false, 2)])],
  };

  it('replaces the occasion with the answer, count and isRegistered as the server has them', () => {
    const answer = { ...occasion(2, 4, 12), isRegistered: true };
    const next = withOccasion(page, answer);
    expect(next.educations[0]?.educationOccasions[1]).toEqual(answer);
    expect(next.educations[0]?.educationOccasions[0]).toBe(page.educations[0]?.educationOccasions[0]);
    // untouched parts keep their identity; the page is not changed in place
    expect(next.educations[1]).toBe(page.educations[1]);
    expect(page.educations[0]?.educationOccasions[1]?.currentNumberOfAttendees).toBe(3);
  });

  it('leaves a page without the occasion as it is', () => {
    expect(withOccasion(page, occasion(99, 1, 2))).toBe(page);
    expect(withOccasion(page, occasion(3, 2, 5, true, 1))).toBe(page); // id of education 2's occasion, wrong education
  });
});

describe('occasionTime', () => {
  it('Swedish: yyyy-MM-dd HH:mm, the end as a time on the same day (Swedish time)', () => {
    expect(occasionTime(occasion(1, 0, 1), 'sv')).toEqual({ start: '2025-06-12 08:00', end: '10:00' });
  });

  it('English: MM/dd/yyyy hh:mm a', () => {
    expect(occasionTime(occasion(1, 0, 1), 'en')).toEqual({ start: '06/12/2025 08:00 AM', end: '10:00 AM' });
  });

  it('an occasion over more than one day shows the end date too', () => {
    const o = { ...occasion(1, 0, 1), startDateTime: '2025-01-15T15:00:00.000Z', endDateTime: '2025-01-16T12:30:00.000Z' };
    expect(occasionTime(o, 'sv')).toEqual({ start: '2025-01-15 16:00', end: '2025-01-16 13:30' });
    expect(occasionTime(o, 'en')).toEqual({ start: '01/15/2025 04:00 PM', end: '01/16/2025 01:30 PM' });
  });
});

it('knows the 409 codes of the registration call', () => {
  for (const code of ['FULLY_BOOKED', 'ALREADY_REGISTERED', 'NOT_REGISTERED']) expect(isConflictCode(code)).toBe(true);
  for (const code of ['NOT_FOUND', 'CONFLICT', null, undefined]) expect(isConflictCode(code)).toBe(false);
});

describe('municipality logos', () => {
  it('are the seeded customers: six in the first regional group, eleven in the second', async () => {
    const { db, close } = await seededDb();
    try {
      const rows = await db.select({ name: customers.name, group: customers.regionGroup }).from(customers);
      const seeded = (group: number) => rows.filter((r) => r.group === group).map((r) => r.name).sort();
      const [first, second] = MUNICIPALITY_GROUPS;
      expect([...(first?.municipalities ?? [])].sort()).toEqual(seeded(1));
      expect([...(second?.municipalities ?? [])].sort()).toEqual(seeded(2));
      expect(first?.municipalities).toHaveLength(6);
      expect(second?.municipalities).toHaveLength(11);
    } finally {
      await close();
    }
  }, 60_000); // migrating and seeding a database takes seconds on a busy machine

  it('each has an alt text in both languages and an emblem of its own', () => {
    const entries = Object.entries(MUNICIPALITY_LOGOS);
    expect(entries).toHaveLength(17);
    for (const [name, entry] of entries) {
      expect(entry.alt.sv).toContain(name);
      expect(entry.alt.en).toContain(name);
      expect(entry.image.fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(entry.image.ink).not.toBe(entry.image.fill);
    }
    // neighbours in a group never look the same
    for (const group of MUNICIPALITY_GROUPS) {
      group.municipalities.forEach((name, i) => {
        const next = group.municipalities[i + 1];
        if (!next) return;
        const [a, b] = [MUNICIPALITY_LOGOS[name].image, MUNICIPALITY_LOGOS[next].image];
        expect(`${a.shape} ${a.fill}`).not.toBe(`${b.shape} ${b.fill}`);
      });
    }
  });

  it('the name in an emblem shrinks with its length, up to 18 units, to fit inside the shape', () => {
    expect(nameSize('Mark')).toBe(18);
    expect(nameSize('Staffanstorp')).toBeLessThan(nameSize('Halmstad'));
    for (const name of Object.keys(MUNICIPALITY_LOGOS)) expect(name.length * nameSize(name) * 0.72).toBeLessThanOrEqual(84);
  });
});
