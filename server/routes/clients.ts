/**
 * Clients (spec 2 §2 Client search and sub-pages, §3 Client, Address, Contact, Task, §5, §7
 * Clients): the search, one client and its change, addresses, contacts and tasks. The holdings are
 * in server/routes/holdings.ts.
 *
 * The municipal rule: a user reaches a client only with a MUNICIPALITY authorization for the
 * client's municipal affiliation (customerId). A client without one (made from the population
 * register with a coordination number) is reachable by any user holding at least one MUNICIPALITY
 * authorization, so that one of them can choose its municipality. Every call under
 * /clients/{client} answers 404 for no such client, then 403 NOT_AUTHORIZED_TO_MUNICIPALITY without
 * the authorization (`requireClient`); the search lists every client that matches, with
 * `hasAuthorizationForMunicipal` per caller.
 *
 * The new-order popup's lookup (GET /clients?newOrder=true) takes one exact personal identity number
 * and, with searchNavet, looks in the population register (the population_register table, playing
 * Navet) when no client has it; POST /clients/create makes such a person a client.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, like, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  createClient,
  createClientAddress,
  createClientContact,
  deleteClientAddress,
  deleteClientContact,
  getClient,
  getClientTask,
  listClientAddresses,
  listClientTasks,
  listClients,
  listClientContacts,
  updateClientAddress,
  updateClient,
  updateClientContact,
  type Address,
  type Client,
  type ClientSummary,
  type ClientTask,
  type ClientTaskDetail,
  type Contact,
  type PopulationRegisterPerson,
} from '../../src/contract/clients.ts';
import { parseIdentityNumber } from '../../src/contract/shared/identity-number.ts';
import { CLIENT_TASK_TYPES, FACILITY_CATEGORY } from '../../src/contract/constants.ts';
import type { LocationClient } from '../../src/contract/tasks.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import {
  authorizations,
  clientAddressFields,
  clientAddresses,
  clientContacts,
  clients,
  customers,
  facilities,
  populationRegister,
  tasks,
  users,
  warehouses,
} from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { taskBase, taskBaseFields, taskLinesOf, type TaskBaseRow } from '../task-lines.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';

/** The largest id the integer columns hold: the contract caps every id at it. */

// ---------------------------------------------------------------------------------------------
// The municipal rule

/** The user's MUNICIPALITY authorizations, those of `municipality` (any when undefined). */
function municipalityAuthorizations(db: Db, userId: number, municipality: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(authorizations)
    .where(and(eq(authorizations.userId, userId), eq(authorizations.type, 'MUNICIPALITY'), municipality));
}

/**
 * True when the user holds a MUNICIPALITY authorization for the client row's municipality, or any
 * MUNICIPALITY authorization when the client has none (correlated on clients).
 */
export function authorizedFor(db: Db, userId: number): SQL<boolean> {
  const q = municipalityAuthorizations(db, userId, or(isNull(clients.customerId), eq(authorizations.authId, clients.customerId)));
  return sql<boolean>`${exists(q)}`.mapWith(Boolean);
}

/**
 * Whether the user may reach clients of this municipality; null (a client without one): whether the
 * user holds any MUNICIPALITY authorization.
 */
export async function isAuthorizedToMunicipality(db: Db, userId: number, customerId: string | null): Promise<boolean> {
  const [row] = await municipalityAuthorizations(db, userId, customerId === null ? undefined : eq(authorizations.authId, customerId)).limit(1);
  return row !== undefined;
}

/**
 * The clients whose locations these facilities are (spec 2 §6, spec 3 §6: a location of facility
 * category 5 is a client link): for each care unit (category 5) the unit client (type UNIT) whose
 * registered address is at it, the lowest id when several are, and whether the user may reach that
 * client under the municipal rule above (`hasAuthorizationForMunicipal`, as the search answers it).
 * A facility of another category, or a care unit no unit is registered at, is not in the map. One
 * query for any number of facilities (a page of tasks); it starts from the units (an index of their
 * own), a handful at any scale.
 */
export async function clientLocations(db: Db, userId: number, facilityIds: readonly number[]): Promise<Map<number, LocationClient>> {
  const out = new Map<number, LocationClient>();
  if (!facilityIds.length) return out;
  const rows = await db
    .selectDistinctOn([clientAddresses.facilityId], { facilityId: clientAddresses.facilityId, id: clients.id, authorized: authorizedFor(db, userId) })
    .from(clients)
    .innerJoin(clientAddresses, registeredAddress)
    .innerJoin(facilities, eq(facilities.id, clientAddresses.facilityId))
    .where(and(eq(clients.type, 'UNIT'), inArray(clientAddresses.facilityId, [...new Set(facilityIds)]), eq(facilities.categoryValue, FACILITY_CATEGORY.clientLocation)))
    .orderBy(clientAddresses.facilityId, clients.id);
  for (const r of rows) if (r.facilityId !== null) out.set(r.facilityId, { id: r.id, hasAuthorizationForMunicipal: r.authorized });
  return out;
}

/**
 * The client the caller may reach: 404 NOT_FOUND when there is none, 403
 * NOT_AUTHORIZED_TO_MUNICIPALITY without an authorization for its municipality. Every call under
 * /clients/{client} starts with it.
 */
export async function requireClient(db: Db, userId: number, clientId: number): Promise<{ id: number; customerId: string | null; firstName: string; surname: string }> {
  if (clientId > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  const [row] = await db
    .select({ id: clients.id, customerId: clients.customerId, firstName: clients.firstName, surname: clients.surname, authorized: authorizedFor(db, userId) })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (!row.authorized) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Clients

/** The registered address (population register) of the client row, joined on clients. */
const registeredAddress = and(eq(clientAddresses.clientId, clients.id), eq(clientAddresses.isRegistered, true));

function summaryFields(db: Db, userId: number) {
  return {
    id: clients.id,
    type: clients.type,
    firstName: clients.firstName,
    surname: clients.surname,
    identityNumber: clients.identityNumber,
    customerId: clients.customerId,
    customerName: customers.name,
    street: clientAddresses.street,
    postalNo: clientAddresses.postalNo,
    city: clientAddresses.city,
    deregistrationDate: clients.deregistrationDate,
    authorized: authorizedFor(db, userId),
  };
}

type SummaryRow = {
  id: number;
  type: string;
  firstName: string;
  surname: string;
  identityNumber: string;
  customerId: string | null;
  customerName: string | null;
  street: string | null;
  postalNo: string | null;
  city: string | null;
  deregistrationDate: string | null;
  authorized: boolean;
};

function toSummary(row: SummaryRow): ClientSummary {
  return {
    id: row.id,
    type: row.type === 'UNIT' ? 'UNIT' : 'PERSON',
    firstName: row.firstName,
    surname: row.surname,
    identityNumber: row.identityNumber,
    defaultAddress: row.street !== null && row.postalNo !== null && row.city !== null ? { street: row.street, postalNo: row.postalNo.replace(/\s/g, ''), city: row.city } : null,
    municipalAffiliation: row.customerId !== null && row.customerName !== null ? { id: row.customerId, name: row.customerName } : null,
    hasAuthorizationForMunicipal: row.authorized,
    deregistrationDate: row.deregistrationDate,
  };
}

async function loadClient(db: Db, userId: number, clientId: number): Promise<Client> {
  const [row] = await db
    .select({
      ...summaryFields(db, userId),
      phoneNo: clients.phoneNo,
      email: clients.email,
      useAdvanceContact: clients.useAdvanceContact,
      deregistrationReason: clients.deregistrationReason,
    })
    .from(clients)
    .leftJoin(customers, eq(customers.id, clients.customerId))
    .leftJoin(clientAddresses, registeredAddress)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return {
    ...toSummary(row),
    contactInformation: { phoneNo: row.phoneNo, email: row.email },
    useAdvanceContact: row.useAdvanceContact,
    deregistrationReason: row.deregistrationReason === null ? null : { label: row.deregistrationReason },
  };
}

type SearchQuery = { identityNumber?: string | undefined; firstName?: string | undefined; surname?: string | undefined; zipCode?: string | undefined; city?: string | undefined };

/**
 * The search's condition: twelve digits (or yyyymmdd-nnnn) match one identity number exactly,
 * fewer digits identity numbers starting with them (LIKE 'x%' on the text_pattern_ops index), any
 * other text a unit by name or unit number (contains, any case). Blank: 400 INVALID_SEARCH_QUERY.
 * The filters are starts-with on the client's names and the registered address.
 */
function searchWhere(q: SearchQuery): { where: SQL; needsAddress: boolean } {
  const raw = (q.identityNumber ?? '').trim();
  if (!raw) throw new ApiError(400, 'INVALID_SEARCH_QUERY');
  const digits = /^\d{8}-\d{4}$/.test(raw) ? raw.replace('-', '') : raw;
  let match: SQL | undefined;
  if (/^\d{12}$/.test(digits)) match = eq(clients.identityNumber, digits);
  else if (/^\d+$/.test(digits)) match = like(clients.identityNumber, `${digits}%`);
  else {
    const p = `%${escapeLike(raw)}%`;
    match = and(
      eq(clients.type, 'UNIT'),
      or(ilike(clients.firstName, p), ilike(clients.surname, p), ilike(clients.identityNumber, p), ilike(sql`${clients.firstName} || ' ' || ${clients.surname}`, p)),
    );
  }
  // Starts with, any case, as lower(column) LIKE 'value%': the expression indexes on lower(...)
  // with text_pattern_ops serve it (an ILIKE could use no index). Under a C ctype PostgreSQL's
  // lower() folds only ASCII, so 'Åke' stays 'Åke': a value starting with a Swedish letter also
  // matches it with its capital first (a second range of the same index; names and cities start
  // with the capital).
  const startsWith = (value: string | undefined) => value?.trim().toLowerCase() || undefined;
  const lowerStartsWith = (column: AnyColumn, value: string) => {
    const capital = `${value.charAt(0).toUpperCase()}${value.slice(1)}`;
    const like = (v: string) => sql`lower(${column}) LIKE ${`${escapeLike(v)}%`}`;
    return /^[åäöéèü]/.test(value) ? sql`(${like(value)} OR ${like(capital)})` : like(value);
  };
  const firstName = startsWith(q.firstName);
  const surname = startsWith(q.surname);
  const city = startsWith(q.city);
  const zip = q.zipCode?.replace(/\s/g, '');
  const where = and(
    match,
    firstName ? lowerStartsWith(clients.firstName, firstName) : undefined,
    surname ? lowerStartsWith(clients.surname, surname) : undefined,
    city ? lowerStartsWith(clientAddresses.city, city) : undefined,
    zip ? like(clientAddresses.postalNo, `${escapeLike(zip)}%`) : undefined,
  );
  return { where: where ?? sql`true`, needsAddress: Boolean(city || zip) };
}

// ---------------------------------------------------------------------------------------------
// The new-order popup: one person by identity number, the population register, creating a client

const REGISTERED_ADDRESS_DESCRIPTION = 'Folkbokföringsadress';

/** A personal identity number (or coordination number) as the API takes it: twelve digits, else the given error. */
function identityNumberOf(input: string | undefined, now: Date, error: 'INVALID_SEARCH_QUERY' | 'VALIDATION'): string {
  const parsed = parseIdentityNumber(input ?? '', now);
  if (!parsed.ok) throw new ApiError(400, error, error === 'VALIDATION' ? `identityNumber: not a valid personal identity number (${parsed.problem})` : undefined);
  return parsed.value;
}

/** The client (a person) with exactly this identity number, as the search lists it. */
async function personByIdentityNumber(db: Db, userId: number, identityNumber: string): Promise<ClientSummary | null> {
  const [row] = await db
    .select(summaryFields(db, userId))
    .from(clients)
    .leftJoin(customers, eq(customers.id, clients.customerId))
    .leftJoin(clientAddresses, registeredAddress)
    .where(and(eq(clients.identityNumber, identityNumber), eq(clients.type, 'PERSON')))
    .limit(1);
  return row ? toSummary(row) : null;
}

/** The person of the population register with this number, or null. */
async function registerPerson(db: Db, identityNumber: string) {
  const [row] = await db
    .select({
      identityNumber: populationRegister.identityNumber,
      firstName: populationRegister.firstName,
      surname: populationRegister.surname,
      street: populationRegister.street,
      postalNo: populationRegister.postalNo,
      city: populationRegister.city,
      customerId: populationRegister.customerId,
      customerName: customers.name,
    })
    .from(populationRegister)
    .leftJoin(customers, eq(customers.id, populationRegister.customerId))
    .where(eq(populationRegister.identityNumber, identityNumber));
  return row ?? null;
}

function toRegisterPerson(row: NonNullable<Awaited<ReturnType<typeof registerPerson>>>): PopulationRegisterPerson {
  return {
    identityNumber: row.identityNumber,
    firstName: row.firstName,
    surname: row.surname,
    defaultAddress: row.street !== null && row.postalNo !== null && row.city !== null ? { street: row.street, postalNo: row.postalNo.replace(/\s/g, ''), city: row.city } : null,
    municipalAffiliation: row.customerId !== null && row.customerName !== null ? { id: row.customerId, name: row.customerName } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Addresses and contacts

const addressFields = {
  ...clientAddressFields,
  facilityId: facilities.id,
  facilityLabel: facilities.label,
};

type AddressRow = { id: number; description: string; careOf: string | null; street: string; postalNo: string; city: string; isRegistered: boolean; facilityId: number | null; facilityLabel: string | null };

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    description: row.description,
    careOf: row.careOf,
    street: row.street,
    postalNo: row.postalNo.replace(/\s/g, ''),
    city: row.city,
    isEditable: !row.isRegistered,
    isDefault: row.isRegistered,
    facility: row.facilityId !== null && row.facilityLabel !== null ? { id: row.facilityId, label: row.facilityLabel } : null,
  };
}

function addresses(db: Db) {
  return db.select(addressFields).from(clientAddresses).leftJoin(facilities, eq(facilities.id, clientAddresses.facilityId));
}

async function loadAddress(db: Db, clientId: number, addressId: number): Promise<AddressRow> {
  if (addressId > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  const [row] = await addresses(db).where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.clientId, clientId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** An editable address of the client: 404 when it is not the client's, 403 NOT_EDITABLE for the registered one. */
async function editableAddress(db: Db, clientId: number, addressId: number): Promise<AddressRow> {
  const row = await loadAddress(db, clientId, addressId);
  if (row.isRegistered) throw new ApiError(403, 'NOT_EDITABLE');
  return row;
}

type ContactRow = typeof clientContacts.$inferSelect;

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    type: 'CONTACT',
    relation: row.relation,
    firstName: row.firstName,
    surname: row.surname,
    phoneNo: row.phoneNo,
    email: row.email,
    isPrimaryContact: row.isPrimaryContact,
    isEditable: row.isEditable,
  };
}

async function loadContact(db: Db, clientId: number, contactId: number): Promise<ContactRow> {
  if (contactId > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  const [row] = await db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

const PRESCRIBER_RELATION: Record<Lang, string> = { sv: 'Förskrivare', en: 'Prescriber' };

/** Locks the client's row: contact changes of one client (its one primary contact) happen one at a time. */
async function lockClient(tx: Db, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
}

const blankToNull = (s: string | null | undefined): string | null => (s === undefined || s === null || s.trim() === '' ? null : s.trim());

// ---------------------------------------------------------------------------------------------
// Tasks

const taskFields = {
  ...taskBaseFields,
  firstName: clients.firstName,
  surname: clients.surname,
  identityNumber: clients.identityNumber,
};

type TaskRow = TaskBaseRow & {
  firstName: string;
  surname: string;
  identityNumber: string;
};

function toTask(row: TaskRow): ClientTask {
  return {
    ...taskBase(row, row.type === 'CA' ? 'CA' : 'CH'),
    to: { firstName: row.firstName, surname: row.surname, identityNumber: row.identityNumber },
  };
}

function clientTasks(db: Db) {
  return db.select(taskFields).from(tasks).innerJoin(clients, eq(clients.id, tasks.toClientId)).leftJoin(warehouses, eq(warehouses.id, tasks.fromWarehouseId));
}

// ---------------------------------------------------------------------------------------------
// Routes

export const clientRoutes = newRouter()
  .openapi(listClients, async (c) => {
    const { db, session, config } = c.var;
    const query = c.req.valid('query');
    if (query.newOrder === 'true') {
      // The new-order popup: one person by exact number (the other filters and paging ignored);
      // not a client, and searchNavet: the population register (for a caller authorized for some
      // municipality: the register is not open to anyone).
      const identityNumber = identityNumberOf(query.identityNumber, config.now(), 'INVALID_SEARCH_QUERY');
      const client = await personByIdentityNumber(db, session.userId, identityNumber);
      if (client) return c.json({ page: [client], count: 1 }, 200);
      if (query.searchNavet !== 'true') return c.json({ page: [], count: 0 }, 200);
      if (!(await isAuthorizedToMunicipality(db, session.userId, null))) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      const person = await registerPerson(db, identityNumber);
      return c.json({ page: [], count: 0, populationRegister: person ? toRegisterPerson(person) : null }, 200);
    }
    const { where, needsAddress } = searchWhere(query);
    const { limit, offset } = pageWindow(query);
    // The page and the count in parallel. The page's ids are picked from the clients alone (the
    // registered address joined only when a filter needs it), ordered and cut; only those rows are
    // then joined with the municipality, the address and the caller's authorization. So a broad
    // prefix ("19": half the clients) sorts narrow rows once and joins ten, not thousands.
    const matching = db.select({ id: clients.id }).from(clients);
    const picked = (needsAddress ? matching.innerJoin(clientAddresses, registeredAddress) : matching)
      .where(where)
      .orderBy(asc(clients.surname), asc(clients.firstName), asc(clients.id))
      .limit(limit)
      .offset(offset)
      .as('picked');
    const countQuery = needsAddress
      ? db.select({ n: count() }).from(clients).innerJoin(clientAddresses, registeredAddress).where(where)
      : db.select({ n: count() }).from(clients).where(where);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryFields(db, session.userId))
        .from(picked)
        .innerJoin(clients, eq(clients.id, picked.id))
        .leftJoin(customers, eq(customers.id, clients.customerId))
        .leftJoin(clientAddresses, registeredAddress)
        .orderBy(asc(clients.surname), asc(clients.firstName), asc(clients.id)),
      countQuery,
    ]);
    return c.json({ page: rows.map(toSummary), count: total?.n ?? 0 }, 200);
  })
  .openapi(createClient, async (c) => {
    const { db, session, config } = c.var;
    const body = c.req.valid('json');
    const identityNumber = identityNumberOf(body.identityNumber, config.now(), 'VALIDATION');
    // Only a user authorized for some municipality makes clients (the one who may then choose a
    // municipality for a client without one).
    if (!(await isAuthorizedToMunicipality(db, session.userId, null))) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.identityNumber, identityNumber));
    let clientId = existing?.id;
    if (clientId === undefined) {
      const person = await registerPerson(db, identityNumber);
      if (!person) throw new ApiError(404, 'NOT_FOUND');
      // Registered in a municipality the caller may not reach: not made a client (the caller could
      // not open it, nor order for it).
      if (!(await isAuthorizedToMunicipality(db, session.userId, person.customerId))) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
      // One transaction; a create racing this one for the same number inserts nothing here (the
      // unique identity number) and both answer the one client.
      clientId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(clients)
          .values({ type: 'PERSON', identityNumber, firstName: person.firstName, surname: person.surname, customerId: person.customerId })
          .onConflictDoNothing()
          .returning({ id: clients.id });
        if (!row) return undefined;
        if (person.street !== null && person.postalNo !== null && person.city !== null) {
          await tx.insert(clientAddresses).values({
            clientId: row.id,
            description: REGISTERED_ADDRESS_DESCRIPTION,
            street: person.street,
            postalNo: person.postalNo,
            city: person.city,
            isRegistered: true,
          });
        }
        return row.id;
      });
      if (clientId === undefined) {
        const [raced] = await db.select({ id: clients.id }).from(clients).where(eq(clients.identityNumber, identityNumber));
        clientId = raced?.id;
      }
      if (clientId === undefined) throw new Error('the client was not created');
    }
    // An existing client (or one just made) is answered as GET /clients/{client} would: 403
    // without the authorization for its municipality.
    await requireClient(db, session.userId, clientId);
    return c.json(await loadClient(db, session.userId, clientId), 201);
  })
  .openapi(getClient, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    await requireClient(db, session.userId, client);
    return c.json(await loadClient(db, session.userId, client), 200);
  })
  .openapi(updateClient, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireClient(db, session.userId, client);
    const customerId = body.municipalAffiliation?.id;
    if (customerId !== undefined) {
      const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
      if (!customer) throw new ApiError(404, 'NOT_FOUND');
      if (!(await isAuthorizedToMunicipality(db, session.userId, customerId))) throw new ApiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY');
    }
    const changes = {
      ...(body.contactInformation === undefined
        ? {}
        : { phoneNo: blankToNull(body.contactInformation.phoneNo), email: blankToNull(body.contactInformation.email) }),
      ...(body.useAdvanceContact === undefined ? {} : { useAdvanceContact: body.useAdvanceContact }),
      ...(customerId === undefined ? {} : { customerId }),
    };
    // Every field is optional: a body that changes nothing ({}) answers the client as it is.
    if (Object.keys(changes).length) await db.update(clients).set(changes).where(eq(clients.id, client));
    return c.json(await loadClient(db, session.userId, client), 200);
  })

  // Addresses
  .openapi(listClientAddresses, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    await requireClient(db, session.userId, client);
    const rows = await addresses(db)
      .where(eq(clientAddresses.clientId, client))
      .orderBy(desc(clientAddresses.isRegistered), asc(clientAddresses.description), asc(clientAddresses.id));
    return c.json({ page: rows.map(toAddress), count: rows.length }, 200);
  })
  .openapi(createClientAddress, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireClient(db, session.userId, client);
    const [row] = await db
      .insert(clientAddresses)
      .values({ clientId: client, description: body.description, careOf: blankToNull(body.careOf), street: body.street, postalNo: body.postalNo, city: body.city, isRegistered: false })
      .returning({ id: clientAddresses.id });
    if (!row) throw new Error('the address was not inserted');
    return c.json(toAddress(await loadAddress(db, client, row.id)), 201);
  })
  .openapi(updateClientAddress, async (c) => {
    const { db, session } = c.var;
    const { client, address } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireClient(db, session.userId, client);
    await editableAddress(db, client, address);
    await db
      .update(clientAddresses)
      .set({ description: body.description, careOf: blankToNull(body.careOf), street: body.street, postalNo: body.postalNo, city: body.city })
      .where(and(eq(clientAddresses.id, address), eq(clientAddresses.clientId, client), eq(clientAddresses.isRegistered, false)));
    return c.json(toAddress(await loadAddress(db, client, address)), 200);
  })
  .openapi(deleteClientAddress, async (c) => {
    const { db, session } = c.var;
    const { client, address } = c.req.valid('param');
    await requireClient(db, session.userId, client);
    await editableAddress(db, client, address);
    await db.delete(clientAddresses).where(and(eq(clientAddresses.id, address), eq(clientAddresses.clientId, client), eq(clientAddresses.isRegistered, false)));
    return c.body(null, 204);
  })

  // Contacts
  .openapi(listClientContacts, async (c) => {
    const { db, session, lang } = c.var;
    const { client } = c.req.valid('param');
    const query = c.req.valid('query');
    await requireClient(db, session.userId, client);
    const rows = await db
      .select()
      .from(clientContacts)
      .where(and(eq(clientContacts.clientId, client), query.contactid === undefined ? undefined : eq(clientContacts.id, query.contactid)))
      .orderBy(desc(clientContacts.isPrimaryContact), asc(clientContacts.surname), asc(clientContacts.firstName), asc(clientContacts.id));
    const page = rows.map(toContact);
    // The prescriber first: the caller, or the user prescriberId names (left out when there is no
    // such user, when includeCurrentUserAsPrescriber=false, and when one contact is asked for).
    if (query.includeCurrentUserAsPrescriber === 'true' && query.contactid === undefined) {
      const [prescriber] = await db
        .select({ id: users.id, firstName: users.firstName, surname: users.surname, phoneNo: users.phoneNo, email: users.email })
        .from(users)
        .where(eq(users.id, query.prescriberId ?? session.userId));
      if (prescriber) page.unshift({ ...prescriber, type: 'PRESCRIBER', relation: PRESCRIBER_RELATION[lang], isPrimaryContact: false, isEditable: false });
    }
    return c.json({ page, count: page.length }, 200);
  })
  .openapi(createClientContact, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireClient(db, session.userId, client);
    // One transaction under the client's row lock: the primary-contact check and the change of
    // primary cannot interleave with another call's (at most one primary a client).
    const id = await db.transaction(async (tx) => {
      await lockClient(tx, client);
      let primary = body.isPrimaryContact;
      if (primary) {
        const [other] = await tx
          .select({ id: clientContacts.id })
          .from(clientContacts)
          .where(and(eq(clientContacts.clientId, client), eq(clientContacts.isPrimaryContact, true)));
        if (other) {
          if (body.primaryContactChoice === undefined) throw new ApiError(409, 'PRIMARY_CONTACT_EXISTS');
          if (body.primaryContactChoice === 'KEEP') primary = false;
          else await tx.update(clientContacts).set({ isPrimaryContact: false }).where(eq(clientContacts.id, other.id));
        }
      }
      const [row] = await tx
        .insert(clientContacts)
        .values({
          clientId: client,
          relation: body.relation,
          firstName: body.firstName,
          surname: body.surname,
          phoneNo: body.phoneNo,
          email: blankToNull(body.email),
          isPrimaryContact: primary,
          isEditable: true,
        })
        .returning({ id: clientContacts.id });
      if (!row) throw new Error('the contact was not inserted');
      return row.id;
    });
    return c.json(toContact(await loadContact(db, client, id)), 201);
  })
  .openapi(updateClientContact, async (c) => {
    const { db, session } = c.var;
    const { client, contact } = c.req.valid('param');
    const body = c.req.valid('json');
    await requireClient(db, session.userId, client);
    await db.transaction(async (tx) => {
      await lockClient(tx, client);
      const row = await loadContact(tx, client, contact);
      if (!row.isEditable) throw new ApiError(403, 'NOT_EDITABLE');
      // isPrimaryContact true makes it the primary (the former one is no longer), unless the
      // caller says KEEP; false (or left out) makes it an ordinary contact.
      let primary = body.isPrimaryContact;
      if (primary && !row.isPrimaryContact) {
        const [other] = await tx
          .select({ id: clientContacts.id })
          .from(clientContacts)
          .where(and(eq(clientContacts.clientId, client), eq(clientContacts.isPrimaryContact, true), ne(clientContacts.id, contact)));
        if (other && body.primaryContactChoice === 'KEEP') primary = false;
        else if (other) await tx.update(clientContacts).set({ isPrimaryContact: false }).where(eq(clientContacts.id, other.id));
      }
      await tx
        .update(clientContacts)
        .set({ relation: body.relation, firstName: body.firstName, surname: body.surname, phoneNo: body.phoneNo, email: blankToNull(body.email), isPrimaryContact: primary })
        .where(eq(clientContacts.id, contact));
    });
    return c.json(toContact(await loadContact(db, client, contact)), 200);
  })
  .openapi(deleteClientContact, async (c) => {
    const { db, session } = c.var;
    const { client, contact } = c.req.valid('param');
    await requireClient(db, session.userId, client);
    const row = await loadContact(db, client, contact);
    if (!row.isEditable) throw new ApiError(403, 'NOT_EDITABLE');
    await db.delete(clientContacts).where(and(eq(clientContacts.id, contact), eq(clientContacts.clientId, client), eq(clientContacts.isEditable, true)));
    return c.body(null, 204);
  })

  // Tasks
  .openapi(listClientTasks, async (c) => {
    const { db, session } = c.var;
    const { client } = c.req.valid('param');
    const query = c.req.valid('query');
    await requireClient(db, session.userId, client);
    const types = CLIENT_TASK_TYPES.filter((t) => query.taskTypes.split(',').includes(t));
    const where = and(eq(tasks.toClientId, client), inArray(tasks.type, types));
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      clientTasks(db).where(where).orderBy(desc(tasks.plannedDateTime), desc(tasks.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(tasks).where(where),
    ]);
    return c.json({ page: rows.map(toTask), count: total?.n ?? 0 }, 200);
  })
  .openapi(getClientTask, async (c) => {
    const { db, session } = c.var;
    const { client, task } = c.req.valid('param');
    await requireClient(db, session.userId, client);
    const [[row], lines] = await Promise.all([
      clientTasks(db).where(and(eq(tasks.id, task), eq(tasks.toClientId, client), inArray(tasks.type, [...CLIENT_TASK_TYPES]))),
      taskLinesOf(db, task),
    ]);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const detail: ClientTaskDetail = { ...toTask(row), lines };
    return c.json(detail, 200);
  });
