import { readFileSync } from 'node:fs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { authorizations, clients, customers, facilities, users } from '../../server/db/schema.ts';
import { seededDb } from './helpers/server.ts';

const TEST_NUMBERS = new Set(
  readFileSync(new URL('../../server/seed/data/testpersonnummer.txt', import.meta.url), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean),
);

const PERSONAS = ['forskrivare', 'konsulent', 'tekniker', 'planerare', 'lager', 'begransad', 'comflow', 'comflow-utan-licens', 'okand', 'inaktiv', 'utgangen'].map(
  (p) => `${p}@example.org`,
);

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await seededDb());
}, 60_000);

afterAll(async () => {
  await close();
});

async function userId(username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('seed', () => {
  it('the test list is read (sanity)', () => {
    expect(TEST_NUMBERS.size).toBeGreaterThan(20_000);
    expect(TEST_NUMBERS.has('193001016595')).toBe(true);
  });

  it('every client identity number comes from testpersonnummer.txt', async () => {
    const rows = await db.select({ identityNumber: clients.identityNumber }).from(clients);
    expect(rows.length).toBeGreaterThan(0);
    const foreign = rows.map((r) => r.identityNumber).filter((n) => !TEST_NUMBERS.has(n));
    expect(foreign).toEqual([]);
  });

  it("every persona's identity number comes from testpersonnummer.txt and is its own", async () => {
    const rows = await db.select({ username: users.username, identityNumber: users.identityNumber }).from(users).where(inArray(users.username, PERSONAS));
    const numbers = rows.map((r) => r.identityNumber);
    expect(numbers.filter((n) => !n || !TEST_NUMBERS.has(n))).toEqual([]);
    expect(new Set(numbers).size).toBe(PERSONAS.length);
  });

  it('the 11 personas exist', async () => {
    const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, PERSONAS));
    expect(rows.map((r) => r.username).sort()).toEqual([...PERSONAS].sort());
  });

  it('inaktiv is disabled and utgangen has an expired password', async () => {
    const rows = await db
      .select({ username: users.username, disabled: users.disabled, passwordExpired: users.passwordExpired })
      .from(users)
      .where(inArray(users.username, ['inaktiv@example.org', 'utgangen@example.org', 'forskrivare@example.org']));
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName['inaktiv@example.org']).toMatchObject({ disabled: true, passwordExpired: false });
    expect(byName['utgangen@example.org']).toMatchObject({ disabled: false, passwordExpired: true });
    expect(byName['forskrivare@example.org']).toMatchObject({ disabled: false, passwordExpired: false });
  });

  it("lager's facility has category value 2", async () => {
    const [row] = await db
      .select({ categoryValue: facilities.categoryValue })
      .from(users)
      .innerJoin(facilities, eq(facilities.id, users.facilityId))
      .where(eq(users.username, 'lager@example.org'));
    expect(row?.categoryValue).toBe(2);
  });

  it('begransad has no MUNICIPALITY authorization', async () => {
    const id = await userId('begransad@example.org');
    const [row] = await db
      .select({ n: count() })
      .from(authorizations)
      .where(and(eq(authorizations.userId, id), eq(authorizations.type, 'MUNICIPALITY')));
    expect(row?.n).toBe(0);
    // …while forskrivare has some, so the query finds them when they exist.
    const [other] = await db
      .select({ n: count() })
      .from(authorizations)
      .where(and(eq(authorizations.userId, await userId('forskrivare@example.org')), eq(authorizations.type, 'MUNICIPALITY')));
    expect(other?.n).toBe(6);
  });

  it("comflow's applications are ['COMFLOW']", async () => {
    const [row] = await db.select({ applications: users.applications }).from(users).where(eq(users.username, 'comflow@example.org'));
    expect(row?.applications).toEqual(['COMFLOW']);
  });

  it('of the two COMFLOW-only personas, comflow holds a workflow license and comflow-utan-licens does not', async () => {
    const rows = await db
      .select({ username: users.username, applications: users.applications, license: users.workflowLicense })
      .from(users)
      .where(inArray(users.username, ['comflow@example.org', 'comflow-utan-licens@example.org', 'forskrivare@example.org']));
    expect(Object.fromEntries(rows.map((r) => [r.username, { applications: r.applications, license: r.license }]))).toEqual({
      'comflow@example.org': { applications: ['COMFLOW'], license: true },
      'comflow-utan-licens@example.org': { applications: ['COMFLOW'], license: false },
      'forskrivare@example.org': { applications: ['FSP'], license: false },
    });
  });

  it('6 municipalities in region group 1 and 11 in group 2', async () => {
    const rows = await db.select({ group: customers.regionGroup, n: count() }).from(customers).groupBy(customers.regionGroup);
    const byGroup = Object.fromEntries(rows.map((r) => [r.group, r.n]));
    expect(byGroup).toEqual({ 1: 6, 2: 11 });
  });
});
