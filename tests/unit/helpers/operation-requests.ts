/**
 * The authorization matrix's requests (docs/authorization.md, tests/unit/authorization-matrix.test.ts):
 * ONE request for every operation of the served OpenAPI document, keyed "METHOD path" as the document
 * names it. Each is a request a caller allowed to make it makes with success: real fixture ids that
 * the caller's role decides on (Malmö, 1280, is the municipality of Frida, Petra and Leo alike; Bo has
 * none), a body that passes validation, so that what differs between the callers is authorization.
 *
 * `prepareWorld` runs once in a fresh seeded database, as Frida Förskrivare with every right (before
 * the prescriber column takes hers away): it makes what the requests need that the seed has not (a
 * preliminary order with lines, a comment and a file, inventory counts) and reads the ids the seed
 * does not document and the signed links. Every caller starts from the world it leaves (the test
 * restores a snapshot of it), so each request is the same for every caller.
 */
import { sql } from 'drizzle-orm';
import { SESSION_HEADER } from '../../../src/contract/constants.ts';
import { rowsOf } from '../../../server/db/index.ts';
import { PNG_1X1 } from '../../../server/seed/messages.ts';
import { BASE_STORAGE_FIXTURES, FIXED_ASSET_FIXTURES, FIXTURE_CLIENTS, POPULATION_REGISTER, WORK_LIST_FIXTURES } from '../../../server/seed/fixtures.ts';
import type { TestServer } from './server.ts';

/** What a request sends: the path with its query, and a JSON body or a multipart form. */
export type Sent = { path: string; body?: unknown; form?: () => FormData; headers?: Record<string, string> };

/** A call made as some session (the caller's, or Frida's while the world is prepared); the answer's JSON, or null. */
export type CallAs = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

export type OperationRequest = {
  /** What the request is and why these ids: the table's last column. */
  why: string;
  send: (w: World) => Sent;
  /** When it runs among the caller's calls (default: reads 0, writes 1, deletes 2): what a request changes must not decide a later one's answer. */
  phase?: number;
  /** Made as the caller just before the request, its answer not checked: the caller's own state the request needs. */
  before?: (call: CallAs, w: World) => Promise<void>;
  /** The request ends the caller's session: the runner opens a new one after it. */
  endsSession?: boolean;
};

/** The ids and links the requests use, the same in every caller's database. */
export type World = {
  /** Maj Bergström's (1280) holdings. */
  majRollator: number;
  majGriptang: number;
  majBed: number;
  majCushion: number;
  /** Maj's editable contact (her daughter), and Astrid's editable (summer) address. */
  majContact: number;
  astridSummerAddress: number;
  /** Frida's preliminary order to Astrid, its two delivery lines (the second to delete), her comment and file on the first. */
  order: number;
  line: number;
  lineToDelete: number;
  lineComment: number;
  lineFile: number;
  lineFileUrl: string;
  /** Another preliminary order of Frida's, to delete. */
  orderToDelete: number;
  /** Meetings: of fitting 4 (Astrid, unplanned), 5 (Sven, unplanned), 10 (Greta, booked), 2 (Maj, planned). */
  unplannedMeeting: number;
  meetingToRelease: number;
  bookedMeeting: number;
  plannedMeeting: number;
  /** Frida's own (external) comment on fitting 1, and fitting 1's file with its signed link. */
  fittingComment: number;
  fittingFile: number;
  fittingFileUrl: string;
  /** A message Kalle sent Frida (so only Frida of the callers is a party to it); a signed attachment link. */
  messageToFrida: number;
  attachmentUrl: string;
  documentUrl: string;
  deviationFileUrl: string;
  /** HMC400001 in BL-MLM (1280), its table accessory, its label's signed link. */
  fixedAsset: number;
  fixedAssetAccessory: number;
  labelUrl: string;
  /** The stock balance's `plain` row (Käpp on BL-MLM F-10-1, 10 available) and its product. */
  balance: number;
  balanceProduct: number;
  /** A location of BL-LND (the order move's target). */
  lundLocation: number;
  /** The receipt's product: the first Rollator (a fixed asset), and its supplier. */
  fixedAssetProduct: number;
  fixedAssetSupplier: number;
  /** A Mobile BankID order (public). */
  orderRef: string;
  /** Counts: BL-MLM's open count (one line reported already, one to report, one to delete), BL-LND's to annul. */
  inventory: number;
  inventoryLine: number;
  inventoryLineFetched: number;
  inventoryLineToDelete: number;
  inventoryToDelete: number;
  /** The work list's tasks of BL-MLM: one to read, one to finish. */
  task: number;
  taskToFinish: number;
  /** A task of Maj's. */
  majTask: number;
};

const { astrid, maj } = FIXTURE_CLIENTS;
const MALMO_STORAGE = BASE_STORAGE_FIXTURES.storage.id; // BL-MLM, 1280
const LUND_STORAGE = 3; // BL-LND, 1281: Frida's and Petra's, not Leo's
const GUNNAR = POPULATION_REGISTER[0]; // in the register, registered in Malmö, no client yet

async function one<T extends Record<string, unknown>>(server: TestServer, query: string): Promise<T> {
  const row = rowsOf<T>(await server.db.execute(sql.raw(query)))[0];
  if (!row) throw new Error(`no row: ${query}`);
  return row;
}
const idOf = async (server: TestServer, query: string) => Number((await one<{ id: number }>(server, query)).id);

function ok<T>(answer: { status: number; json: unknown }, what: string): T {
  if (answer.status >= 300) throw new Error(`preparing the world: ${what} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as T;
}

/** Prepares what the requests need, as Frida with every right (`asFrida`), and reads the ids. */
export async function prepareWorld(server: TestServer, asFrida: CallAs): Promise<World> {
  const v1 = '/rs/fsp/v1';
  const holding = (name: string) => idOf(server, `SELECT s.id FROM stock_items s JOIN products p ON p.id = s.product_id WHERE s.client_id = ${maj.id} AND p.name LIKE '${name} %' ORDER BY s.id LIMIT 1`);
  const meetingOf = (fitting: number, status: string) => idOf(server, `SELECT id FROM fitting_meetings WHERE fitting_id = ${fitting} AND status = '${status}' ORDER BY id LIMIT 1`);

  // Frida's preliminary orders (the last made is her active one).
  const orderToDelete = ok<{ id: number }>(await asFrida('POST', `${v1}/web-orders`, { receiver: { type: 'CLIENT', id: astrid.id } }), 'an order to delete').id;
  const order = ok<{ id: number }>(await asFrida('POST', `${v1}/web-orders`, { receiver: { type: 'CLIENT', id: astrid.id } }), 'an order').id;
  const newLine = async () => ok<{ id: number }>(await asFrida('POST', `${v1}/web-orders/${order}/content`, { contentType: 'PRODUCT_DELIVERY', product: { id: 1, quantity: 1 } }), 'a line').id;
  const line = await newLine();
  const lineToDelete = await newLine();
  const lineComment = ok<{ id: number }>(await asFrida('POST', `${v1}/web-orders/${order}/content/${line}/comments`, { comment: 'Ring innan leverans.' }), 'a comment').id;
  const upload = new FormData();
  upload.set('file', new File([PNG_1X1], 'ritning.png'));
  const uploaded = await server.app.request(`${v1}/web-orders/${order}/content/${line}/files`, { method: 'POST', headers: { [SESSION_HEADER]: sessionOf(asFrida) }, body: upload });
  const lineFiles = ok<{ id: number; url: string }[]>({ status: uploaded.status, json: await uploaded.json() }, 'a line file');
  const lineFile = lineFiles[0];
  if (!lineFile) throw new Error('no line file');

  const fittingFiles = ok<{ id: number; url: string }[]>(await asFrida('GET', `${v1}/web-orders/fittings/1/files`), 'fitting 1’s files');
  const fittingFile = fittingFiles[0];
  if (!fittingFile) throw new Error('no file of fitting 1');

  const messageToFrida = await idOf(server, `SELECT m.id FROM messages m JOIN users s ON s.id = m.sender_id WHERE m.receiver_id = 1 AND s.username = 'konsulent@example.org' ORDER BY m.id LIMIT 1`);
  const attached = await idOf(server, `SELECT m.id FROM messages m JOIN message_attachments a ON a.message_id = m.id WHERE m.receiver_id = 1 OR m.sender_id = 1 ORDER BY m.id LIMIT 1`);
  const attachment = ok<{ attachments: { url: string }[] }>(await asFrida('GET', `${v1}/messages/${attached}`), 'a message with an attachment').attachments[0];
  const documents = ok<{ page: { url: string }[] }>(await asFrida('GET', `${v1}/company-guides?category=1`), 'the documents').page;
  const deviationFiles = ok<{ files: { url: string }[] }>(await asFrida('GET', `${v1}/deviations/5`), 'deviation 300005').files;
  if (!attachment || !documents[0] || !deviationFiles[0]) throw new Error('no attachment, document or deviation file');

  const fixedAsset = await idOf(server, `SELECT id FROM stock_items WHERE inventory_number = '${FIXED_ASSET_FIXTURES.inventoryNumber}'`);
  const label = ok<{ url: string }>(await asFrida('GET', `${v1}/fixed-assets/${fixedAsset}/label`), 'the label');
  const plain = await one<{ id: number; product_id: number }>(
    server,
    `SELECT s.id, s.product_id FROM stock_items s JOIN warehouse_locations l ON l.id = s.warehouse_location_id JOIN products p ON p.id = s.product_id
     WHERE s.facility_id = ${MALMO_STORAGE} AND l.value = '${BASE_STORAGE_FIXTURES.plain.location}' AND p.product_number = '${BASE_STORAGE_FIXTURES.plain.productNumber}'`,
  );
  const rollator = await one<{ id: number; supplier_id: number }>(server, `SELECT id, supplier_id FROM products WHERE id = 1`);
  const mobileId = ok<{ orderRef: string }>(await asFrida('POST', '/rs/mobile-id/authentication'), 'a Mobile BankID order');

  // Counts: BL-MLM's, one line reported (so it may be confirmed); BL-LND's, to annul.
  const inventory = ok<{ id: number }>(await asFrida('POST', `${v1}/base-storages/${MALMO_STORAGE}/inventories`), 'BL-MLM’s count').id;
  const lines = ok<{ page: { id: number; fetchedTimestamp: number }[] }>(await asFrida('GET', `${v1}/inventories/lines?baseStorageId=${MALMO_STORAGE}&amount=3`), 'the count’s lines').page;
  const [reported, toReport, toDelete] = lines;
  if (!reported || !toReport || !toDelete) throw new Error('fewer than three count lines');
  ok(await asFrida('POST', `${v1}/inventories/lines/${reported.id}`, { action: 'REPORT_LINE', reportedQty: 1, fetchedTimestamp: reported.fetchedTimestamp }), 'reporting a count line');
  const inventoryToDelete = ok<{ id: number }>(await asFrida('POST', `${v1}/base-storages/${LUND_STORAGE}/inventories`), 'BL-LND’s count').id;

  return {
    majRollator: await holding('Rollator'),
    majGriptang: await holding('Griptång'),
    majBed: await holding('Vårdsäng'),
    majCushion: await holding('Sittdyna'),
    majContact: await idOf(server, `SELECT id FROM client_contacts WHERE client_id = ${maj.id} AND is_editable ORDER BY id LIMIT 1`),
    astridSummerAddress: await idOf(server, `SELECT id FROM client_addresses WHERE client_id = ${astrid.id} AND NOT is_registered ORDER BY id LIMIT 1`),
    order,
    line,
    lineToDelete,
    lineComment,
    lineFile: lineFile.id,
    lineFileUrl: lineFile.url,
    orderToDelete,
    unplannedMeeting: await meetingOf(4, 'PLANNED'),
    meetingToRelease: await meetingOf(5, 'PLANNED'),
    bookedMeeting: await meetingOf(10, 'BOOKED'),
    plannedMeeting: await meetingOf(2, 'PLANNED'),
    fittingComment: await idOf(server, `SELECT id FROM fitting_comments WHERE fitting_id = 1 AND user_id = 1 ORDER BY id LIMIT 1`),
    fittingFile: fittingFile.id,
    fittingFileUrl: fittingFile.url,
    messageToFrida,
    attachmentUrl: attachment.url,
    documentUrl: documents[0].url,
    deviationFileUrl: deviationFiles[0].url,
    fixedAsset,
    fixedAssetAccessory: await idOf(server, `SELECT s.id FROM stock_items s JOIN products p ON p.id = s.product_id WHERE s.parent_id = ${fixedAsset} AND p.name LIKE 'Rullstolsbord %'`),
    labelUrl: label.url,
    balance: Number(plain.id),
    balanceProduct: Number(plain.product_id),
    lundLocation: await idOf(server, `SELECT l.id FROM warehouse_locations l JOIN warehouses w ON w.id = l.warehouse_id WHERE w.facility_id = ${LUND_STORAGE} ORDER BY l.id LIMIT 1`),
    fixedAssetProduct: Number(rollator.id),
    fixedAssetSupplier: Number(rollator.supplier_id),
    orderRef: mobileId.orderRef,
    inventory,
    inventoryLine: toReport.id,
    inventoryLineFetched: toReport.fetchedTimestamp,
    inventoryLineToDelete: toDelete.id,
    inventoryToDelete,
    task: await idOf(server, `SELECT id FROM tasks WHERE description = '${WORK_LIST_FIXTURES.full.description}'`),
    taskToFinish: await idOf(server, `SELECT id FROM tasks WHERE description = '${WORK_LIST_FIXTURES.maxZero.description}'`),
    majTask: await idOf(server, `SELECT id FROM tasks WHERE to_client_id = ${maj.id} AND status < 90 ORDER BY id LIMIT 1`),
  };
}

/** The session id behind a CallAs made by sessionCall (prepareWorld's multipart upload needs it). */
const sessions = new WeakMap<CallAs, string>();
function sessionOf(call: CallAs): string {
  const id = sessions.get(call);
  if (!id) throw new Error('not a session call');
  return id;
}

/** A CallAs with this session id (none: no header). */
export function sessionCall(server: TestServer, session: string | null): CallAs {
  const call: CallAs = async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (session) headers[SESSION_HEADER] = session;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await server.app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  };
  if (session) sessions.set(call, session);
  return call;
}

/** The part of a signed link after the origin (the links are absolute or root-relative). */
const local = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return `${u.pathname}${u.search}`;
};

const v1 = '/rs/fsp/v1';
const PDF = new TextEncoder().encode('%PDF-1.4\n%…\n');
const fileForm = (part: string, name: string, bytes: Uint8Array<ArrayBuffer>) => () => {
  const form = new FormData();
  form.set(part, new File([bytes], name));
  return form;
};
/** A day ahead, in Sweden's calendar (the meetings' dates are Swedish days). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Every operation's request, keyed "METHOD path" as the OpenAPI document names it. */
export const OPERATION_REQUESTS: Record<string, OperationRequest> = {
  // Login and session (/rs)
  'POST /rs/authentication': { why: 'log in as Tove with her password', send: () => ({ path: '/rs/authentication', body: { username: 'tekniker@example.org', password: 'demo' } }) },
  'GET /rs/authentication': { why: 'the caller’s app data', send: () => ({ path: '/rs/authentication' }) },
  'DELETE /rs/authentication': { why: 'log out (last: the runner opens a new session)', phase: 9, endsSession: true, send: () => ({ path: '/rs/authentication' }) },
  'GET /rs/configuration': { why: 'the configuration', send: () => ({ path: '/rs/configuration' }) },
  'GET /rs/password/rules': { why: 'the password rules', send: () => ({ path: '/rs/password/rules' }) },
  'POST /rs/password': { why: 'a reset link for an unknown username (answered as for a known one)', send: () => ({ path: '/rs/password', body: { username: 'ingen@example.org' } }) },
  'PUT /rs/password': {
    why: 'change the caller’s own password (previousPassword: a session call)',
    phase: 8,
    send: () => ({ path: '/rs/password', body: { previousPassword: 'demo', password: 'Hjälpmedel#2026', passwordRepeat: 'Hjälpmedel#2026' } }),
  },
  'POST /rs/mobile-id/authentication': { why: 'start a Mobile BankID order', send: () => ({ path: '/rs/mobile-id/authentication' }) },
  'POST /rs/mobile-id/collect': { why: 'collect a started order', send: (w) => ({ path: '/rs/mobile-id/collect', body: { orderRef: w.orderRef } }) },
  'GET /rs/sessions/current': { why: 'the kind of the caller’s session', send: () => ({ path: '/rs/sessions/current' }) },
  'POST /rs/authentication/open-id/exchange-token': {
    why: 'exchange a code (the test server has no OpenID provider: 503 OPEN_ID_NOT_CONFIGURED)',
    send: () => ({
      path: '/rs/authentication/open-id/exchange-token',
      body: { code: 'a-code', redirect_uri: 'https://portal.example.org/callback', code_verifier: 'v'.repeat(43), provider: 'OPEN_ID' },
    }),
  },
  'DELETE /rs/authentication/sso': { why: 'single-sign-on logout of the caller’s session (last: the runner opens a new session)', phase: 9, endsSession: true, send: () => ({ path: '/rs/authentication/sso' }) },
  'POST /rs/sessions/comflow/{sessionId}/close-all-comflow-activities': {
    why: 'close a workflow session’s activities (none of the callers has the workflow licence)',
    send: () => ({ path: `/rs/sessions/comflow/${'0'.repeat(32)}/close-all-comflow-activities` }),
  },

  // Signed links (no session)
  'GET /rs/fsp/v1/company-guides/{id}/content': { why: 'a document by its signed link', send: (w) => ({ path: local(w.documentUrl) }) },
  'GET /rs/fsp/v1/messages/{id}/attachments/{attachmentId}/content': { why: 'a message attachment by its signed link', send: (w) => ({ path: local(w.attachmentUrl) }) },
  'GET /rs/fsp/v1/product-images/{name}': { why: 'a product picture', send: () => ({ path: `${v1}/product-images/ganghjalpmedel.svg?preset=icon` }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/files/{file}': { why: 'Frida’s line file by its signed link', send: (w) => ({ path: local(w.lineFileUrl) }) },
  'GET /rs/fsp/v1/web-orders/fittings/{fitting}/files/{file}': { why: 'fitting 1’s file by its signed link', send: (w) => ({ path: local(w.fittingFileUrl) }) },
  'GET /rs/fsp/v1/deviations/{deviation}/files/{file}': { why: 'deviation 300005’s file by its signed link', send: (w) => ({ path: local(w.deviationFileUrl) }) },
  'GET /rs/fsp/v1/fixed-assets/{fixedAsset}/label.pdf': { why: 'HMC400001’s label by its signed link', send: (w) => ({ path: local(w.labelUrl) }) },

  // Clients (Astrid and Maj: Malmö)
  'GET /rs/fsp/v1/customers': { why: 'the caller’s municipalities', send: () => ({ path: `${v1}/customers` }) },
  'GET /rs/fsp/v1/clients': { why: 'search Astrid’s identity number (listed to all, a link only with 1280)', send: () => ({ path: `${v1}/clients?identityNumber=${astrid.identityNumber}` }) },
  'POST /rs/fsp/v1/clients/create': { why: 'make Gunnar Lindberg (the register, Malmö) a client', send: () => ({ path: `${v1}/clients/create`, body: { identityNumber: GUNNAR.identityNumber } }) },
  'GET /rs/fsp/v1/clients/{client}': { why: 'Astrid (1280)', send: () => ({ path: `${v1}/clients/${astrid.id}` }) },
  'PUT /rs/fsp/v1/clients/{client}': { why: 'Astrid’s advance contact', send: () => ({ path: `${v1}/clients/${astrid.id}`, body: { useAdvanceContact: true } }) },
  'GET /rs/fsp/v1/clients/{client}/addresses': { why: 'Astrid’s addresses', send: () => ({ path: `${v1}/clients/${astrid.id}/addresses` }) },
  'POST /rs/fsp/v1/clients/{client}/addresses': {
    why: 'a new address of Astrid’s',
    send: () => ({ path: `${v1}/clients/${astrid.id}/addresses`, body: { description: 'Dotterns hem', careOf: null, street: 'Lilla torg 1', postalNo: '211 34', city: 'Malmö' } }),
  },
  'PUT /rs/fsp/v1/clients/{client}/addresses/{address}': {
    why: 'Astrid’s summer address',
    send: (w) => ({ path: `${v1}/clients/${astrid.id}/addresses/${w.astridSummerAddress}`, body: { description: 'Sommarboende', careOf: null, street: 'Strandvägen 5', postalNo: '277 30', city: 'Kivik' } }),
  },
  'DELETE /rs/fsp/v1/clients/{client}/addresses/{address}': { why: 'Astrid’s summer address', send: (w) => ({ path: `${v1}/clients/${astrid.id}/addresses/${w.astridSummerAddress}` }) },
  'GET /rs/fsp/v1/clients/{client}/contacts': { why: 'Maj’s contacts', send: () => ({ path: `${v1}/clients/${maj.id}/contacts` }) },
  'POST /rs/fsp/v1/clients/{client}/contacts': {
    why: 'a new contact of Maj’s',
    send: () => ({ path: `${v1}/clients/${maj.id}/contacts`, body: { relation: 'Granne', firstName: 'Ove', surname: 'Lind', phoneNo: '070-174 06 50', email: null, isPrimaryContact: false } }),
  },
  'PUT /rs/fsp/v1/clients/{client}/contacts/{contact}': {
    why: 'Maj’s daughter',
    send: (w) => ({ path: `${v1}/clients/${maj.id}/contacts/${w.majContact}`, body: { relation: 'Dotter', firstName: 'Anna', surname: 'Bergström', phoneNo: '070-174 06 51', email: null, isPrimaryContact: true } }),
  },
  'DELETE /rs/fsp/v1/clients/{client}/contacts/{contact}': { why: 'Maj’s daughter', send: (w) => ({ path: `${v1}/clients/${maj.id}/contacts/${w.majContact}` }) },
  'GET /rs/fsp/v1/clients/{client}/tasks': { why: 'Maj’s tasks', send: () => ({ path: `${v1}/clients/${maj.id}/tasks` }) },
  'GET /rs/fsp/v1/clients/{client}/tasks/{task}': { why: 'Maj’s open delivery', send: (w) => ({ path: `${v1}/clients/${maj.id}/tasks/${w.majTask}` }) },
  'GET /rs/fsp/v1/clients/{client}/holdings': { why: 'Maj’s holdings', send: () => ({ path: `${v1}/clients/${maj.id}/holdings` }) },
  'POST /rs/fsp/v1/clients/{client}/holdings': {
    why: 'return one of Maj’s four reachers to BL-MLM',
    send: (w) => ({ path: `${v1}/clients/${maj.id}/holdings`, body: { action: 'RETURN_TO_STORAGE', payload: { holdings: [{ id: w.majGriptang, quantity: 1 }], toStorageId: MALMO_STORAGE } } }),
  },
  'GET /rs/fsp/v1/clients/{client}/holdings/{holding}': { why: 'Maj’s rollator', send: (w) => ({ path: `${v1}/clients/${maj.id}/holdings/${w.majRollator}` }) },
  'PUT /rs/fsp/v1/clients/{client}/holdings/{holding}': { why: 'the note of Maj’s rollator', send: (w) => ({ path: `${v1}/clients/${maj.id}/holdings/${w.majRollator}`, body: { note: 'Kontrollerad.' } }) },
  'POST /rs/fsp/v1/clients/{client}/holdings/{holding}/accessories': {
    why: 'fit one of Maj’s seat cushions to her bed',
    send: (w) => ({ path: `${v1}/clients/${maj.id}/holdings/${w.majBed}/accessories`, body: { action: 'ADD_FROM_HOLDING', payload: { holdings: [{ id: w.majCushion, quantity: 1 }] } } }),
  },
  'GET /rs/fsp/v1/clients/{client}/holding-transactions': { why: 'Maj’s holding history', send: () => ({ path: `${v1}/clients/${maj.id}/holding-transactions` }) },
  'GET /rs/fsp/v1/clients/{client}/timeline': { why: 'Maj’s story', send: () => ({ path: `${v1}/clients/${maj.id}/timeline` }) },

  // Fixed assets (HMC400001 in BL-MLM: 1280)
  'GET /rs/fsp/v1/fixed-assets': { why: 'search HMC400001 (an empty page without 1280)', send: () => ({ path: `${v1}/fixed-assets?search=${FIXED_ASSET_FIXTURES.inventoryNumber}` }) },
  'GET /rs/fsp/v1/fixed-assets/{fixedAsset}': { why: 'HMC400001', send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}` }) },
  'PUT /rs/fsp/v1/fixed-assets/{fixedAsset}': { why: 'HMC400001’s note', send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}`, body: { note: 'Bromsarna kontrollerade.' } }) },
  'GET /rs/fsp/v1/fixed-assets/{fixedAsset}/label': { why: 'HMC400001’s label link', send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}/label` }) },
  'GET /rs/fsp/v1/fixed-assets/{fixedAsset}/logistics-orders': { why: 'HMC400001’s order history', send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}/logistics-orders` }) },
  'GET /rs/fsp/v1/fixed-assets/{fixedAsset}/timeline': { why: 'HMC400001’s life', send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}/timeline` }) },
  'GET /rs/fsp/v1/fixed-assets/{fixedAsset}/accessories': { why: 'HMC400001’s accessories', send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}/accessories` }) },
  'POST /rs/fsp/v1/fixed-assets/{fixedAsset}/accessories': {
    why: 'take HMC400001’s wheelchair table off',
    send: (w) => ({ path: `${v1}/fixed-assets/${w.fixedAsset}/accessories`, body: { action: 'REMOVE', payload: { accessories: [{ id: w.fixedAssetAccessory, quantity: 1 }] } } }),
  },

  // Reference data and products
  'GET /rs/fsp/v1/base-storages': { why: 'the base storages', send: () => ({ path: `${v1}/base-storages` }) },
  'GET /rs/fsp/v1/reason-codes': { why: 'the scrapping reasons', send: () => ({ path: `${v1}/reason-codes?category=SCRAPPING` }) },
  'GET /rs/fsp/v1/products': { why: 'the catalogue', send: () => ({ path: `${v1}/products?amount=5` }) },
  'GET /rs/fsp/v1/products/filters': { why: 'the catalogue’s filters', send: () => ({ path: `${v1}/products/filters` }) },
  'GET /rs/fsp/v1/products/{product}': { why: 'the first rollator', send: () => ({ path: `${v1}/products/1` }) },
  'GET /rs/fsp/v1/products/{product}/page-contents': { why: 'the first rollator’s pictures', send: () => ({ path: `${v1}/products/1/page-contents?category=IMAGE&amount=1` }) },
  'GET /rs/fsp/v1/product-suppliers': { why: 'the product–supplier rows (what can be received)', send: () => ({ path: `${v1}/product-suppliers?searchValue=Rollator` }) },

  // Fittings (Petra plans 1280, 1281, 1287; Frida is the prescriber of all)
  'GET /rs/fsp/v1/web-orders/fittings': { why: 'the planning view’s Unplanned tab (isAdminCall: planners only)', send: () => ({ path: `${v1}/web-orders/fittings?isAdminCall=true&status=UNPLANNED` }) },
  'GET /rs/fsp/v1/web-orders/fittings/types': { why: 'the fitting types', send: () => ({ path: `${v1}/web-orders/fittings/types` }) },
  'PUT /rs/fsp/v1/web-orders/fittings/meetings': {
    why: 'the planning view’s Save: fitting 4’s (Astrid, unplanned) meeting moved to ten days ahead',
    send: (w) => ({ path: `${v1}/web-orders/fittings/meetings`, body: { meetings: [{ id: w.unplannedMeeting, date: inDays(10), fromTime: '13:00', toTime: '14:00' }] } }),
  },
  'POST /rs/fsp/v1/web-orders/fittings/meetings': {
    why: 'release fitting 5’s (Sven, 1287, unplanned) meeting',
    send: (w) => ({ path: `${v1}/web-orders/fittings/meetings?action=RELEASE_MEETINGS`, body: { meetingIds: [w.meetingToRelease] } }),
  },
  'DELETE /rs/fsp/v1/web-orders/fittings/comments/{comment}': { why: 'Frida’s own comment on fitting 1 (only its writer deletes it)', send: (w) => ({ path: `${v1}/web-orders/fittings/comments/${w.fittingComment}` }) },
  'GET /rs/fsp/v1/web-orders/fittings/{fitting}': { why: 'fitting 1 (Astrid)', send: () => ({ path: `${v1}/web-orders/fittings/1` }) },
  'PUT /rs/fsp/v1/web-orders/fittings/{fitting}': {
    why: 'choose the people of fitting 3 (Greta, 1281, waiting, no meeting)',
    send: () => ({ path: `${v1}/web-orders/fittings/3`, body: { consultantId: 102, technicianId: null } }),
  },
  'POST /rs/fsp/v1/web-orders/fittings/{fitting}': { why: 'complete fitting 12 (Maj, waiting, no meeting)', send: () => ({ path: `${v1}/web-orders/fittings/12?action=COMPLETE` }) },
  'POST /rs/fsp/v1/web-orders/fittings/{fitting}/meetings': {
    why: 'a new planned meeting of fitting 3',
    send: () => ({ path: `${v1}/web-orders/fittings/3/meetings`, body: { date: inDays(12), fromTime: '09:00', toTime: '10:00', status: 'PLANNED', consultantId: 101, addressType: 'CLIENT' } }),
  },
  'PUT /rs/fsp/v1/web-orders/fittings/{fitting}/meetings/{meeting}': {
    why: 'edit fitting 10’s booked meeting (the booked-meeting permission)',
    send: (w) => ({
      path: `${v1}/web-orders/fittings/10/meetings/${w.bookedMeeting}`,
      body: { date: inDays(4), fromTime: '15:00', toTime: '16:00', status: 'BOOKED', comment: 'Provkörning inne.', consultantId: 101, technicianId: 201, addressType: 'CLIENT' },
    }),
  },
  'POST /rs/fsp/v1/web-orders/fittings/{fitting}/meetings/{meeting}': { why: 'annul fitting 2’s planned meeting', send: (w) => ({ path: `${v1}/web-orders/fittings/2/meetings/${w.plannedMeeting}?action=CANCEL` }) },
  'POST /rs/fsp/v1/web-orders/fittings/{fitting}/comments': {
    why: 'an internal comment on fitting 4 (staff only: its consultant, technician or a planner)',
    send: () => ({ path: `${v1}/web-orders/fittings/4/comments`, body: { comment: 'Hemtjänsten är informerad.', type: 'INTERNAL' } }),
  },
  'GET /rs/fsp/v1/web-orders/fittings/{fitting}/files': { why: 'fitting 1’s files', send: () => ({ path: `${v1}/web-orders/fittings/1/files` }) },
  'POST /rs/fsp/v1/web-orders/fittings/{fitting}/files': { why: 'a PDF to fitting 1', send: () => ({ path: `${v1}/web-orders/fittings/1/files`, form: fileForm('file', 'matt.pdf', PDF) }) },
  'DELETE /rs/fsp/v1/web-orders/fittings/{fitting}/files/{file}': { why: 'fitting 1’s file', send: (w) => ({ path: `${v1}/web-orders/fittings/1/files/${w.fittingFile}` }) },
  'GET /rs/fsp/v1/web-orders/fittings/{fitting}/content': { why: 'fitting 1’s order lines', send: () => ({ path: `${v1}/web-orders/fittings/1/content` }) },
  'GET /rs/fsp/v1/resource-groups/{resource}/resources': { why: 'the consultants', send: () => ({ path: `${v1}/resource-groups/1/resources?mainResource=true` }) },

  // Orders: Frida's sent order 1000 to Astrid (read by 1280), her preliminary order (hers alone)
  'GET /rs/fsp/v1/web-orders': { why: 'the caller’s order list', send: () => ({ path: `${v1}/web-orders` }) },
  'POST /rs/fsp/v1/web-orders': { why: 'a new order to Astrid', send: () => ({ path: `${v1}/web-orders`, body: { receiver: { type: 'CLIENT', id: astrid.id } } }) },
  'GET /rs/fsp/v1/web-orders/filters': { why: 'the order list’s receiver filter', send: () => ({ path: `${v1}/web-orders/filters?clients=true&facilities=true` }) },
  'GET /rs/fsp/v1/web-orders/functions/categories': { why: 'the function order’s functions', send: () => ({ path: `${v1}/web-orders/functions/categories` }) },
  'GET /rs/fsp/v1/delivery-methods': { why: 'the delivery methods', send: () => ({ path: `${v1}/delivery-methods?all=true` }) },
  'GET /rs/fsp/v1/web-orders/{order}': { why: 'order 1000 (Frida’s, sent to Astrid)', send: () => ({ path: `${v1}/web-orders/1000` }) },
  'PUT /rs/fsp/v1/web-orders/{order}': { why: 'the note of Frida’s preliminary order', send: (w) => ({ path: `${v1}/web-orders/${w.order}`, body: { note: 'Leverans efter kl. 10.' } }) },
  'DELETE /rs/fsp/v1/web-orders/{order}': { why: 'another preliminary order of Frida’s', send: (w) => ({ path: `${v1}/web-orders/${w.orderToDelete}` }) },
  'POST /rs/fsp/v1/web-orders/{order}': { why: 'make Frida’s preliminary order the active one', send: (w) => ({ path: `${v1}/web-orders/${w.order}?action=SET_ACTIVE` }) },
  'GET /rs/fsp/v1/web-orders/{order}/content': { why: 'order 1000’s lines', send: () => ({ path: `${v1}/web-orders/1000/content` }) },
  'POST /rs/fsp/v1/web-orders/{order}/content': {
    why: 'a work order line in Frida’s preliminary order (the isOrderWorkEnabled flag)',
    send: (w) => ({ path: `${v1}/web-orders/${w.order}/content`, body: { contentType: 'WORK' } }),
  },
  'GET /rs/fsp/v1/web-orders/{order}/client-holdings': { why: 'the aids of order 1000’s client', send: () => ({ path: `${v1}/web-orders/1000/client-holdings` }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}': { why: 'order 1000’s first line', send: () => ({ path: `${v1}/web-orders/1000/content/1` }) },
  'PUT /rs/fsp/v1/web-orders/{order}/content/{content}': { why: 'a line of Frida’s preliminary order: two rollators', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}`, body: { product: { id: 1, quantity: 2 } } }) },
  'DELETE /rs/fsp/v1/web-orders/{order}/content/{content}': { why: 'the second line of Frida’s preliminary order', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.lineToDelete}` }) },
  'POST /rs/fsp/v1/web-orders/{order}/content/{content}': { why: 'REVERT_TO_DRAFT a line of Frida’s preliminary order', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}?action=REVERT_TO_DRAFT` }) },
  'PUT /rs/fsp/v1/web-orders/{order}/content/{content}/lines': { why: 'the quantity of a line of Frida’s preliminary order', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/lines`, body: { quantity: 3 } }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/form': { why: 'the wizard’s form step of Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/form` }) },
  'PUT /rs/fsp/v1/web-orders/{order}/content/{content}/form': {
    why: 'the wizard’s form step of Frida’s line',
    send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/form`, body: { text: 'Portkod 1234.', requestedDeliveryDate: null, contactBeforeDelivery: true } }),
  },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/delivery': { why: 'the wizard’s delivery step of Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/delivery` }) },
  'PUT /rs/fsp/v1/web-orders/{order}/content/{content}/delivery': {
    why: 'Astrid’s registered address, Frida as contact, standard delivery',
    send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/delivery`, body: { address: { id: 1, type: 'CLIENT_ADDRESS' }, contact: { id: 1, type: 'PRESCRIBER' }, deliveryMethod: { id: 1 } } }),
  },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/makes': { why: 'the makes of Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/makes` }) },
  'PUT /rs/fsp/v1/web-orders/{order}/content/{content}/makes': { why: 'no makes chosen on Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/makes`, body: [] }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/accessories': { why: 'the accessories of Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/accessories` }) },
  'PUT /rs/fsp/v1/web-orders/{order}/content/{content}/accessories': { why: 'no accessories chosen on Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/accessories`, body: [] }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/sub-content-types': { why: 'assembly or installation of Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/sub-content-types` }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/categories': { why: 'the work types of Frida’s line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/categories` }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/comments': { why: 'the comments of order 1000’s first line', send: () => ({ path: `${v1}/web-orders/1000/content/1/comments` }) },
  'POST /rs/fsp/v1/web-orders/{order}/content/{content}/comments': { why: 'a comment on order 1000’s first line (a sent order takes comments)', send: () => ({ path: `${v1}/web-orders/1000/content/1/comments`, body: { comment: 'Levererad enligt plan?' } }) },
  'DELETE /rs/fsp/v1/web-orders/{order}/content/{content}/comments/{comment}': { why: 'Frida’s comment on her line', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/comments/${w.lineComment}` }) },
  'GET /rs/fsp/v1/web-orders/{order}/content/{content}/files': { why: 'the files of order 1000’s first line', send: () => ({ path: `${v1}/web-orders/1000/content/1/files` }) },
  'POST /rs/fsp/v1/web-orders/{order}/content/{content}/files': { why: 'a PDF to Frida’s line (FSP_UploadWebOrderContentFile)', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/files`, form: fileForm('file', 'intyg.pdf', PDF) }) },
  'DELETE /rs/fsp/v1/web-orders/{order}/content/{content}/files/{file}': { why: 'the file of Frida’s line (FSP_DeleteWebOrderContentFile)', send: (w) => ({ path: `${v1}/web-orders/${w.order}/content/${w.line}/files/${w.lineFile}` }) },

  // Deviations (300005 and 300017 are Frida's)
  'GET /rs/fsp/v1/deviations/categories': { why: 'the categories', send: () => ({ path: `${v1}/deviations/categories` }) },
  'GET /rs/fsp/v1/deviations/categories/{category}/references': { why: 'the product category’s reference types', send: () => ({ path: `${v1}/deviations/categories/1/references` }) },
  'POST /rs/fsp/v1/deviations/categories/{category}/references': {
    why: 'validate order number 7001000 (Frida’s, to Astrid: seen with 1280; else 400 INVALID_REFERENCE_NUMBER, which tells nothing)',
    send: () => ({ path: `${v1}/deviations/categories/1/references?action=VALIDATE_REFERENCE`, body: { id: 2, value: '7001000' } }),
  },
  'GET /rs/fsp/v1/deviations': { why: 'Frida’s deviations by her user id (another’s id: 403)', send: () => ({ path: `${v1}/deviations?userId=1` }) },
  'POST /rs/fsp/v1/deviations': {
    why: 'report a deviation without a reference',
    send: () => ({ path: `${v1}/deviations`, body: { categoryId: 5, typeId: 501, description: 'Ingen återkoppling på min fråga.', reference: null } }),
  },
  'GET /rs/fsp/v1/deviations/{deviation}': { why: 'Frida’s deviation 300017', send: () => ({ path: `${v1}/deviations/17` }) },
  'POST /rs/fsp/v1/deviations/{deviation}/files': { why: 'a picture to Frida’s deviation 300017', send: () => ({ path: `${v1}/deviations/17/files`, form: fileForm('file1', 'foto.png', PNG_1X1) }) },

  // Base storage (BL-MLM: 1280, Leo's own location)
  'GET /rs/fsp/v1/base-storages/balances': { why: 'BL-MLM’s stock balance', send: () => ({ path: `${v1}/base-storages/balances?facilityIds=${MALMO_STORAGE}` }) },
  'POST /rs/fsp/v1/base-storages/balances/scrap': {
    why: 'scrap one cane of BL-MLM’s `plain` row',
    send: (w) => ({ path: `${v1}/base-storages/balances/scrap`, body: { balances: [{ balanceId: w.balance, quantity: 1 }], reasonCodeId: 1 } }),
  },
  'POST /rs/fsp/v1/base-storages/balances/{balance}/move': {
    why: 'order move of one cane of BL-MLM’s `plain` row into the caller’s active order to BL-LND, made just before, to a location of BL-LND (the orderMoveEnabled flag)',
    before: async (call) => {
      await call('POST', `${v1}/web-orders`, { receiver: { type: 'FACILITY', id: LUND_STORAGE } });
    },
    send: (w) => ({ path: `${v1}/base-storages/balances/${w.balance}/move`, body: { contentType: 'BASE_STORAGE_MOVE', fromFacility: { id: MALMO_STORAGE }, product: { id: w.balanceProduct, quantity: 1 }, toWarehouseLocation: { id: w.lundLocation } } }),
  },
  'GET /rs/fsp/v1/base-storages/{facility}/warehouses': { why: 'BL-MLM’s warehouses', send: () => ({ path: `${v1}/base-storages/${MALMO_STORAGE}/warehouses` }) },
  'GET /rs/fsp/v1/base-storages/{facility}/warehouses/locations': { why: 'BL-MLM’s locations', send: () => ({ path: `${v1}/base-storages/${MALMO_STORAGE}/warehouses/locations?amount=5` }) },
  'GET /rs/fsp/v1/base-storages/{facility}': { why: 'BL-MLM (any logged-in user)', send: () => ({ path: `${v1}/base-storages/${MALMO_STORAGE}` }) },
  'GET /rs/fsp/v1/base-storages/{facility}/inventories': { why: 'BL-MLM’s count', send: () => ({ path: `${v1}/base-storages/${MALMO_STORAGE}/inventories` }) },
  'POST /rs/fsp/v1/base-storages/{facility}/inventories': { why: 'start a count of BL-MLM (after its open one is confirmed, and after the receipt)', phase: 5, send: () => ({ path: `${v1}/base-storages/${MALMO_STORAGE}/inventories` }) },
  'GET /rs/fsp/v1/inventories/lines': { why: 'the lines of BL-MLM’s count', send: () => ({ path: `${v1}/inventories/lines?baseStorageId=${MALMO_STORAGE}&amount=5` }) },
  'GET /rs/fsp/v1/inventories/lines/{line}': { why: 'a line of BL-MLM’s count', send: (w) => ({ path: `${v1}/inventories/lines/${w.inventoryLine}` }) },
  'POST /rs/fsp/v1/inventories/lines/{line}': {
    why: 'report a line of BL-MLM’s count',
    send: (w) => ({ path: `${v1}/inventories/lines/${w.inventoryLine}`, body: { action: 'REPORT_LINE', reportedQty: 1, fetchedTimestamp: w.inventoryLineFetched } }),
  },
  'DELETE /rs/fsp/v1/inventories/lines/{line}': { why: 'a line of BL-MLM’s count', send: (w) => ({ path: `${v1}/inventories/lines/${w.inventoryLineToDelete}` }) },
  'POST /rs/fsp/v1/inventories/{inventory}': { why: 'confirm BL-MLM’s count (a line reported)', phase: 3, send: (w) => ({ path: `${v1}/inventories/${w.inventory}`, body: { action: 'CONFIRM' } }) },
  'DELETE /rs/fsp/v1/inventories/{inventory}': { why: 'annul BL-LND’s count (1281: not Leo’s storage)', send: (w) => ({ path: `${v1}/inventories/${w.inventoryToDelete}` }) },
  'POST /rs/fsp/v1/deliveries': {
    why: 'validate receiving a rollator (a fixed asset: isReceiveDeliveryForFixedAssetsEnabled) into BL-MLM, between its counts (a storage being counted receives nothing)',
    phase: 4,
    send: (w) => ({
      path: `${v1}/deliveries`,
      body: { action: 'VALIDATE_RECEIVE', payload: { productId: w.fixedAssetProduct, facilityId: MALMO_STORAGE, supplierId: w.fixedAssetSupplier, batch: null, serialNumber: 'SN-AUTHZ-1', quantity: 1, reference: null } },
    }),
  },
  'GET /rs/fsp/v1/tasks': { why: 'BL-MLM’s tasks', send: () => ({ path: `${v1}/tasks?baseStorage=${MALMO_STORAGE}` }) },
  'GET /rs/fsp/v1/tasks/{task}': { why: 'a work-list task of BL-MLM', send: (w) => ({ path: `${v1}/tasks/${w.task}` }) },
  'POST /rs/fsp/v1/tasks/{task}': { why: 'mark a work-list task of BL-MLM finished', send: (w) => ({ path: `${v1}/tasks/${w.taskToFinish}`, body: { action: 'FINISH' } }) },

  // Documents, messages, the welcome page, the profile
  'GET /rs/fsp/v1/company-guides/categories': { why: 'the document folders', send: () => ({ path: `${v1}/company-guides/categories` }) },
  'GET /rs/fsp/v1/company-guides': { why: 'a folder’s documents', send: () => ({ path: `${v1}/company-guides?category=1` }) },
  'GET /rs/fsp/v1/messages': { why: 'the caller’s inbox', send: () => ({ path: `${v1}/messages?isSender=false&status=20` }) },
  'POST /rs/fsp/v1/messages': {
    why: 'send Kalle a message',
    send: () => ({
      path: `${v1}/messages`,
      form: () => {
        const form = new FormData();
        form.set('data', JSON.stringify({ receiverId: 2, subject: 'Fråga', body: 'Hej Kalle!' }));
        return form;
      },
    }),
  },
  'GET /rs/fsp/v1/messages/receivers': { why: 'whom a message can go to', send: () => ({ path: `${v1}/messages/receivers?all=true` }) },
  'GET /rs/fsp/v1/messages/{id}': { why: 'a message Kalle sent Frida', send: (w) => ({ path: `${v1}/messages/${w.messageToFrida}` }) },
  'POST /rs/fsp/v1/messages/{id}': { why: 'READ a message Kalle sent Frida (its receiver only)', send: (w) => ({ path: `${v1}/messages/${w.messageToFrida}`, body: { action: 'READ' } }) },
  'GET /rs/fsp/v1/page-content': { why: 'the welcome page', send: () => ({ path: `${v1}/page-content?key=welcome` }) },
  'POST /rs/fsp/v1/education-occasions/{id}': {
    why: 'register on an occasion with seats (the caller first leaves another occasion of the education, as Petra is on one)',
    before: async (call) => {
      await call('POST', `${v1}/education-occasions/10`, { action: 'DEREGISTER' });
    },
    send: () => ({ path: `${v1}/education-occasions/9`, body: { action: 'REGISTER' } }),
  },
  'PUT /rs/fsp/v1/user/message': { why: 'accept the access message', send: () => ({ path: `${v1}/user/message`, body: { accepted: true } }) },
  'PUT /rs/fsp/v1/user': {
    why: 'the caller’s own name and contact details',
    send: () => ({ path: `${v1}/user`, body: { firstName: 'Testa', surname: 'Testsson', email: 'testa@example.org', phoneNo: '070-174 06 99' } }),
  },
  'GET /rs/fsp/v1/facilities': { why: 'the facilities of the caller’s municipalities', send: () => ({ path: `${v1}/facilities` }) },
  'PUT /rs/fsp/v1/user/location': { why: 'BL-MLM (1280) as the standard location', send: () => ({ path: `${v1}/user/location`, body: { facilityId: MALMO_STORAGE } }) },
  'POST /rs/fsp/v1/user/settings/{userSettingId}/get-user-setting': { why: 'the catalogue’s view (after it was set)', phase: 2, send: () => ({ path: `${v1}/user/settings/catalogue-view/get-user-setting` }) },
  'POST /rs/fsp/v1/user/settings/{userSettingId}/set-user-setting': { why: 'the catalogue’s view', send: () => ({ path: `${v1}/user/settings/catalogue-view/set-user-setting`, body: { value: 'list' } }) },
};

/** When a request runs: its own phase, or reads first, then writes, then deletes. */
export function phaseOf(key: string): number {
  const explicit = OPERATION_REQUESTS[key]?.phase;
  if (explicit !== undefined) return explicit;
  const method = key.split(' ')[0];
  return method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1;
}
