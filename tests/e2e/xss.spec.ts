/**
 * The XSS corpus (issue 36, tests/e2e/xss-payloads.ts: 55 payloads) stored through every free-text
 * field the API keeps and the UI shows, as Frida Förskrivare through the API, then read in the
 * standalone portal and in a host page on another origin with the strictest CSP (Trusted Types
 * too, tests/hosts/xss.html, which shows several elements side by side). On every screen: no
 * payload runs (no `__xss(n)` call, no dialog, the title untouched, no request to evil.example), no
 * CSP violation (event or console) and no page error, no markup of a payload in the DOM (no element
 * with an `on…` attribute, no script, iframe, object, embed, base, meta, link, style, …, no
 * javascript:/data:text URL), and every payload's text shown exactly as typed, in the text of the
 * element that shows the field, at least as many times as the screen's fields hold it (so a field
 * shown as markup is missed even when another field on the screen shows the same payload).
 *
 * A field holds as many payloads as its length allows (xss-payloads.ts `pack`: a 2000-character
 * field the whole corpus at once, a 200-character subject about a tenth of it), in as many records
 * as that takes; a payload longer than a field's limit cannot be stored there and is left out of
 * it. Where one record holds a field (the client's phone) or the records are made for other fields
 * (a meeting's city, an external product's number), the field holds what fits those. File names
 * are the payloads the server keeps as sent (no path separator, no control or format character).
 * The fields, each with the screens that show it:
 * - messages (spec 1): subject (the list and the message), body and attachment names (the message)
 * - the client (spec 2): phone (Info); each contact's relation, first name, surname and phone
 *   (Contacts; the name and relation also in the delete confirmation, an i18next text); each
 *   address's description, c/o, street and city (Addresses; and its confirmation); a holding's note
 *   (the holding's page)
 * - an order (spec 2): the order's note, a line's text (additional information), a line's comment,
 *   an external product's number, name and supplier, and the client's addresses and contacts as
 *   the lines' deliveries (the order detail)
 * - a fitting (spec 3), made by sending the order's fitting line: the line's text (Info), its
 *   meeting wish (an external comment), an external and an internal comment (the comment tabs; the
 *   internal one also in the planning view's row), a
 *   meeting's comment and every meeting's address (c/o, street, city) (Next meeting), attachment
 *   names (Attachments). (A fitting's contact, on User and contact, is set by no call of the API.)
 * - a deviation (spec 3): description (Info), attachment names (Attachments)
 * - a fixed asset (spec 3): its note (the fixed asset's page)
 * - receiving (spec 3): the reference, which travels in the location state (the standalone's
 *   history entry, a host's `reference` attribute) and is shown on the wizard's steps
 *
 * The data is Frida's own and of a client no other spec uses (Rolf Bengtsson of Varberg, made a
 * client here from the population register): the messages go to Bo Begränsad, whom no other spec
 * writes to; the order, fitting and deviation are new. Of the seeded world only two notes change, of
 * a generated client's holding and of a fixed asset (no other spec reads them, none had a note), and
 * both are removed again when the spec ends.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_V1, COMMENT_MAX, SESSION_HEADER } from '../../src/contract/constants.ts';
import { RECEIVE_TYPE_SLUGS, type ReceiveType } from '../../src/contract/shared/receive-type.ts';
import { hostOrigin } from '../hosts/origins.ts';
import { PASSWORD, signIn } from './helpers.ts';
import { XSS_PAYLOADS, pack, type Packed, type XssPayload } from './xss-payloads.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const PORTAL = `http://localhost:${PORT}`;
const HOST = hostOrigin(PORT, 'strict-csp');
const FRIDA = 'forskrivare@example.org';
/** Rolf Bengtsson of Varberg (1383): in the population register, a client of no other spec. */
const ROLF = '194907282315';
/** Bo Begränsad: the receiver of the messages (no other spec writes to him). */
const BO = 'Begränsad';
/** BL-MLM, where Frida may receive deliveries; a cane (Käpp, 100010) to receive. */
const STORAGE = 2;
const CANE = '100010';

/** A real 1×1 PNG: the server accepts a file by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const LINES = '\n';
const SPACE = ' ';
/** The whole corpus, one payload a line: 1982 characters, one 2000-character field. */
const CORPUS = XSS_PAYLOADS.map((p) => p.text).join(LINES);
/** A file name the server keeps as sent: no path separator, control or format character (it strips those), no quote (multipart). */
const FILE_NAMES = XSS_PAYLOADS.filter((p) => !/["\\/\p{Cc}\p{Cf}]/u.test(p.text));
const FILES_A_RECORD = 10;

type Field =
  | 'message subject'
  | 'message body'
  | 'message attachment name'
  | 'client phone'
  | 'contact relation'
  | 'contact first name'
  | 'contact surname'
  | 'contact phone'
  | 'address description'
  | 'address c/o'
  | 'address street'
  | 'address city'
  | 'order note'
  | 'line text'
  | 'line comment'
  | 'external product number'
  | 'external product name'
  | 'external product supplier'
  | 'fitting text'
  | 'fitting meeting wish'
  | 'fitting external comment'
  | 'fitting internal comment'
  | 'meeting comment'
  | 'meeting c/o'
  | 'meeting street'
  | 'meeting city'
  | 'fitting attachment name'
  | 'deviation description'
  | 'deviation attachment name'
  | 'holding note'
  | 'fixed asset note'
  | 'receive reference';

/** What was stored: the records, and for each field the payloads it holds. */
type World = {
  client: number;
  messages: { id: number; subject: XssPayload[]; files: XssPayload[]; body: boolean }[];
  order: number;
  fitting: number;
  deviation: number;
  /** A generated client's holding and a fixed asset in the central warehouse: their notes are ours until the spec ends. */
  holding: { client: number; id: number };
  fixedAsset: number;
  receive: { type: string; supplier: number; product: number; baseStorage: number };
  stored: Map<Field, XssPayload[]>;
  /** Each contact's payloads: in its relation and name, and in its phone. */
  contacts: { names: XssPayload[]; phone: XssPayload[] }[];
  /** Each address's payloads, by field. */
  addresses: Record<'description' | 'careOf' | 'street' | 'city', XssPayload[]>[];
  /** The order's lines' deliveries: each line's address and contact (indexes of the two above). */
  deliveries: { address: number; contact: number }[];
};

/** Frida through the API: JSON and multipart calls that must succeed. */
async function fridaApi(request: APIRequestContext) {
  const login = await request.post(`${PORTAL}/rs/authentication`, { data: { username: FRIDA, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { [SESSION_HEADER]: ((await login.json()) as { id: string }).id, 'Accept-Language': 'sv' };
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`${PORTAL}${API_V1}${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (res.status() === 204 ? null : await res.json()) as T;
  };
  const upload = async <T>(path: string, multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>): Promise<T> => {
    const res = await request.post(`${PORTAL}${API_V1}${path}`, { headers, multipart });
    expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { call, upload };
}

const png = (p: XssPayload) => ({ name: p.text, mimeType: 'image/png', buffer: PNG });
const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
/** A day `offset` days from today (YYYY-MM-DD, UTC: far enough ahead that the zone does not matter). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Stores the corpus through every field, as Frida; what puts a seeded row back as it was goes to `undo`. */
async function storeCorpus(request: APIRequestContext, undo: (() => Promise<unknown>)[]): Promise<World> {
  const { call, upload } = await fridaApi(request);
  const stored = new Map<Field, XssPayload[]>();
  const keep = (field: Field, payloads: readonly XssPayload[]) => stored.set(field, [...(stored.get(field) ?? []), ...payloads]);
  /** The value for a field: the packed payloads (recorded as stored there), or `otherwise` when none are left. */
  const fill = <T extends string | null>(field: Field, value: Packed | undefined, otherwise: T): string | T => {
    if (!value) return otherwise;
    keep(field, value.payloads);
    return value.text;
  };
  const packed = (max: number) => pack(XSS_PAYLOADS, max, SPACE).values;
  const whole = (field: Field) => {
    keep(field, XSS_PAYLOADS);
    return CORPUS;
  };

  // Messages to Bo: the subjects (200 characters), the body (the corpus), the attachments' names.
  const [bo] = (await call<{ page: { id: number }[] }>('get', `/messages/receivers?searchValue=${encodeURIComponent(BO)}`)).page;
  if (!bo) throw new Error('no Bo Begränsad');
  const files = chunks(FILE_NAMES, FILES_A_RECORD);
  const messages: World['messages'] = [];
  for (const [i, subject] of packed(200).entries()) {
    const attached = files[i] ?? [];
    const body = i === 0 ? whole('message body') : `Meddelande ${i + 1}.`;
    const parts: Record<string, string | ReturnType<typeof png>> = { data: JSON.stringify({ receiverId: bo.id, subject: fill('message subject', subject, ''), body }) };
    for (const [n, p] of attached.entries()) parts[`file${n}`] = png(p);
    const message = await upload<{ id: number; attachments: { name: string }[] }>('/messages', parts);
    // Kept as sent, with the type's extension added.
    expect(message.attachments.map((a) => a.name)).toEqual(attached.map((p) => `${p.text}.png`));
    keep('message attachment name', attached);
    messages.push({ id: message.id, subject: subject.payloads, files: attached, body: i === 0 });
  }

  // Rolf made a client; his phone (one), contacts and addresses (as many as the payloads take).
  const client = await call<{ id: number }>('post', '/clients/create', { identityNumber: ROLF });
  const phones = packed(40);
  const hundreds = packed(100);
  await call('put', `/clients/${client.id}`, { contactInformation: { phoneNo: fill('client phone', phones[0], null), email: null } });
  const contacts: { id: number; names: XssPayload[]; phone: XssPayload[] }[] = [];
  const named = Math.ceil(hundreds.length / 3);
  for (let i = 0; i < Math.max(named, phones.length); i++) {
    const [relation, firstName, surname] = [0, 1, 2].map((k) => hundreds[3 * i + k]);
    const contact = await call<{ id: number }>('post', `/clients/${client.id}/contacts`, {
      relation: fill('contact relation', relation, 'Granne'),
      firstName: fill('contact first name', firstName, 'Test'),
      surname: fill('contact surname', surname, `Kontakt ${i + 1}`),
      phoneNo: fill('contact phone', phones[i], '070-174 06 16'),
      email: null,
      isPrimaryContact: false,
    });
    contacts.push({ id: contact.id, names: [relation, firstName, surname].flatMap((v) => v?.payloads ?? []), phone: phones[i]?.payloads ?? [] });
  }
  const addresses: ({ id: number } & World['addresses'][number])[] = [];
  for (let i = 0; i < Math.ceil(hundreds.length / 4); i++) {
    const [description, careOf, street, city] = [0, 1, 2, 3].map((k) => hundreds[4 * i + k]);
    const address = await call<{ id: number }>('post', `/clients/${client.id}/addresses`, {
      description: fill('address description', description, `Adress ${i + 1}`),
      careOf: fill('address c/o', careOf, null),
      street: fill('address street', street, 'Rosengatan 6'),
      postalNo: '43241',
      city: fill('address city', city, 'Varberg'),
    });
    const of = (v: Packed | undefined) => v?.payloads ?? [];
    addresses.push({ id: address.id, description: of(description), careOf: of(careOf), street: of(street), city: of(city) });
  }

  // An order to Rolf: the note; a delivered product per named contact and address (each line to an
  // address and a contact), the first with the corpus as its text and a comment; external products
  // (number 50, name and supplier 200 characters); a fitting line with the corpus as its text and
  // meeting wish.
  const order = await call<{ id: number; orderNumber: string }>('post', '/web-orders', { receiver: { type: 'CLIENT', id: client.id } });
  await call('put', `/web-orders/${order.id}`, { note: whole('order note') });
  const deliveries: World['deliveries'] = [];
  const deliver = async (line: number, index: number, method: boolean) => {
    const delivery = { address: index % addresses.length, contact: index % contacts.length };
    deliveries.push(delivery);
    await call('put', `/web-orders/${order.id}/content/${line}/delivery`, {
      address: { id: addresses[delivery.address]?.id, type: 'CLIENT_ADDRESS' },
      contact: { id: contacts[delivery.contact]?.id, type: 'CONTACT' },
      deliveryMethod: method ? { id: 1 } : null,
    });
    await call('post', `/web-orders/${order.id}/content/${line}?action=ADD_TO_CART`);
  };
  const products: number[] = [];
  for (let i = 0; i < Math.max(named, addresses.length); i++) {
    const line = await call<{ id: number }>('post', `/web-orders/${order.id}/content`, { contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 1 }, steps: 5, currentStep: 5 });
    if (i === 0) await call('put', `/web-orders/${order.id}/content/${line.id}/form`, { text: whole('line text'), requestedDeliveryDate: null, contactBeforeDelivery: false });
    await deliver(line.id, i, true);
    products.push(line.id);
  }
  const names = packed(200);
  const numbers = packed(50);
  for (let i = 0; i < Math.ceil(names.length / 2); i++) {
    const product = {
      productNumber: fill('external product number', numbers[i], `EXT-${i + 1}`),
      name: fill('external product name', names[2 * i], 'Specialsits'),
      supplier: { label: fill('external product supplier', names[2 * i + 1], 'Leverantör AB') },
      quantity: 1,
    };
    const line = await call<{ id: number }>('post', `/web-orders/${order.id}/content`, { contentType: 'NEW_PRODUCT', product });
    await deliver(line.id, i, true);
  }
  const fittingLine = await call<{ id: number }>('post', `/web-orders/${order.id}/content`, { contentType: 'FITTING', fittingType: { id: 1 }, text: whole('fitting text'), meetingComment: whole('fitting meeting wish') });
  await deliver(fittingLine.id, 0, false);
  await call('post', `/web-orders/${order.id}?action=SEND`);
  await call('post', `/web-orders/${order.id}/content/${products[0]}/comments`, { comment: whole('line comment'), type: 'EXTERNAL' });

  // The fitting the sent line became: comments, meetings (a comment, an address of their own), files.
  const waiting = await call<{ page: { id: number; contentNumber: string }[] }>('get', '/web-orders/fittings?status=WAITING&amount=100');
  const made = waiting.page.find((f) => f.contentNumber.startsWith(`${order.orderNumber}-`));
  if (!made) throw new Error('the fitting line made no fitting');
  await call('post', `/web-orders/fittings/${made.id}/comments`, { comment: whole('fitting external comment'), type: 'EXTERNAL' });
  await call('post', `/web-orders/fittings/${made.id}/comments`, { comment: whole('fitting internal comment'), type: 'INTERNAL' });
  const cities = packed(60);
  for (let i = 0; i < Math.ceil(hundreds.length / 2); i++) {
    await call('post', `/web-orders/fittings/${made.id}/meetings`, {
      date: day(20 + i),
      fromTime: '09:00',
      toTime: '10:00',
      status: 'PLANNED',
      comment: i === 0 ? whole('meeting comment') : null,
      // The fitting type (1) makes the consultant mandatory, and a sent line's fitting has none yet.
      consultantId: 101,
      addressType: 'OTHER',
      address: {
        careOf: fill('meeting c/o', hundreds[2 * i], null),
        street: fill('meeting street', hundreds[2 * i + 1], 'Strandvägen 3'),
        postalNo: '432 41',
        city: fill('meeting city', cities[i], 'Varberg'),
      },
    });
  }
  const fittingFiles = files.at(-1) ?? [];
  for (const p of fittingFiles) await upload(`/web-orders/fittings/${made.id}/files`, { file: png(p) });
  keep('fitting attachment name', fittingFiles);

  // A deviation: the description, and files.
  const deviation = await call<{ id: number }>('post', '/deviations', { categoryId: 1, typeId: 104, description: whole('deviation description'), reference: null });
  const deviationFiles = files[0] ?? [];
  for (const p of deviationFiles) await upload(`/deviations/${deviation.id}/files`, { file1: png(p) });
  keep('deviation attachment name', deviationFiles);

  // Notes: of a holding of a generated client of Varberg (one of Frida's municipalities only) and of
  // a fixed asset in the central warehouse, none with a note yet; no other spec reads them, and the
  // notes are removed again when the spec ends (`undo`).
  const people = await call<{ page: { id: number; municipalAffiliation: { id: string } | null; hasAuthorizationForMunicipal: boolean; deregistrationDate: string | null }[] }>('get', '/clients?identityNumber=19&amount=100');
  let holding: World['holding'] | undefined;
  for (const person of people.page.filter((p) => p.id !== client.id && p.municipalAffiliation?.id === '1383' && p.hasAuthorizationForMunicipal && !p.deregistrationDate)) {
    const held = await call<{ page: { id: number }[] }>('get', `/clients/${person.id}/holdings?amount=20`);
    for (const h of held.page) {
      if (holding || (await call<{ note: string | null }>('get', `/clients/${person.id}/holdings/${h.id}`)).note !== null) continue;
      holding = { client: person.id, id: h.id };
    }
    if (holding) break;
  }
  if (!holding) throw new Error('no holding without a note');
  const { client: holder, id: held } = holding;
  undo.push(() => call('put', `/clients/${holder}/holdings/${held}`, { note: '' }));
  await call('put', `/clients/${holder}/holdings/${held}`, { note: whole('holding note') });
  const assets = await call<{ page: { id: number; storage: { value: string } | null; client: unknown; parent: unknown; canOpen: boolean }[] }>('get', '/fixed-assets?search=HMC5&amount=100');
  let fixedAsset: number | undefined;
  for (const a of assets.page.filter((a) => a.storage?.value === 'CL-MLM' && a.canOpen && a.client === null && a.parent === null).reverse()) {
    if ((await call<{ note: string | null }>('get', `/fixed-assets/${a.id}`)).note !== null) continue;
    fixedAsset = a.id;
    break;
  }
  if (fixedAsset === undefined) throw new Error('no fixed asset without a note');
  const asset = fixedAsset;
  undo.push(() => call('put', `/fixed-assets/${asset}`, { note: '' }));
  await call('put', `/fixed-assets/${asset}`, { note: whole('fixed asset note') });

  // Receiving: the reference is the location state's, shown by the wizard's steps.
  const [cane] = (await call<{ page: { id: number; receiveType: ReceiveType; supplier: { id: number } }[] }>('get', `/product-suppliers?searchValue=${CANE}`)).page;
  if (!cane) throw new Error('no cane to receive');
  keep('receive reference', XSS_PAYLOADS);

  return {
    client: client.id,
    messages,
    order: order.id,
    fitting: made.id,
    deviation: deviation.id,
    holding,
    fixedAsset,
    receive: { type: RECEIVE_TYPE_SLUGS[cane.receiveType], supplier: cane.supplier.id, product: cane.id, baseStorage: STORAGE },
    stored,
    contacts,
    addresses: addresses.map(({ description, careOf, street, city }) => ({ description, careOf, street, city })),
    deliveries,
  };
}

// ---------------------------------------------------------------------------------------------
// Watching the page

type Watch = { xss: number[]; violations: string[] };
type Seen = { dialogs: string[]; errors: string[]; evil: string[] };

/** `__xss(n)` recorded, and every CSP violation, from the first script of every page and frame on. */
async function watch(page: Page): Promise<Seen> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; xssWatch: Watch };
    w.xssWatch = { xss: [], violations: [] };
    w.__xss = (n) => {
      w.xssWatch.xss.push(n);
      try {
        (window.parent as unknown as { __xss?: (n: number) => void }).__xss?.(n);
      } catch {
        // another origin's parent
      }
    };
    document.addEventListener('securitypolicyviolation', (e) => w.xssWatch.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`), true);
  });
  const seen: Seen = { dialogs: [], errors: [], evil: [] };
  page.on('dialog', (d) => {
    seen.dialogs.push(`${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Trusted(HTML|Script|ScriptURL| ?Types?)|Refused to/i.test(m.text())) seen.errors.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  await page.route(/evil\.example/, async (route) => {
    seen.evil.push(route.request().url());
    await route.abort();
  });
  return seen;
}

/** Nothing ran, nothing was refused by the CSP, nothing was asked of evil.example. */
async function expectNothingRan(page: Page, seen: Seen, where: string) {
  const watched = await page.evaluate(() => (window as unknown as { xssWatch: Watch }).xssWatch);
  expect({ where, xss: watched.xss, violations: watched.violations, ...seen }).toEqual({ where, xss: [], violations: [], dialogs: [], errors: [], evil: [] });
  expect(await page.title(), `${where}: the title`).not.toMatch(/^\d+$|xss/i);
}

/**
 * The element's text (its shadow tree's and nested shadow trees' text nodes, in order) and
 * whatever in it looks like a payload's markup: an `on…` attribute, an element a payload could
 * bring (script, iframe, object, embed, base, meta, link, style, …), a javascript:/vbscript:/
 * data:text URL in a link, a form's action or a frame's source.
 */
function inspect(root: Element): { text: string; markup: string[] } {
  const texts: string[] = [];
  const markup: string[] = [];
  const TAGS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'noscript', 'xmp', 'template', 'math', 'marquee', 'foreignobject', 'animate', 'set']);
  const URLS = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'background', 'poster']);
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) texts.push(node.nodeValue ?? '');
    if (node instanceof Element) {
      const tag = node.localName.toLowerCase();
      if (TAGS.has(tag)) markup.push(`<${tag}>`);
      for (const a of Array.from(node.attributes)) {
        if (a.name.toLowerCase().startsWith('on')) markup.push(`<${tag} ${a.name}>`);
        if (URLS.has(a.name.toLowerCase()) && /^\s*(javascript|vbscript|data:text)/i.test(a.value)) markup.push(`<${tag} ${a.name}=${a.value}>`);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return { text: texts.join(''), markup };
}

type Group = { what: string; payloads: readonly XssPayload[] };

/** How many times `part` is in `text` (apart). */
function occurrences(text: string, part: string): number {
  let n = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) n++;
  return n;
}

/**
 * The element shows the payloads of `groups` (each field's, or each record's, of what the screen
 * shows) as text: each payload at least as many times as the groups hold it (so one field rendered
 * as markup is missed even when another field shows the same payload; more is fine: a table's name
 * is also in its row's buttons' labels), and no markup of a payload. Waited for, until the element
 * has loaded.
 */
async function expectShown(element: Locator, groups: readonly Group[]) {
  for (const g of groups) expect(g.payloads.length, `${g.what}: something stored`).toBeGreaterThan(0);
  const wanted = new Map<XssPayload, string[]>();
  for (const g of groups) for (const p of g.payloads) wanted.set(p, [...(wanted.get(p) ?? []), g.what]);
  const wrong = async () => {
    const { text, markup } = await element.evaluate(inspect);
    const counts = [...wanted].flatMap(([p, where]) => {
      const shown = occurrences(text, p.text);
      return shown >= where.length ? [] : [`#${p.id} ${p.label}: shown ${shown} times, stored ${where.length} (${where.join(', ')})`];
    });
    return [...markup.map((m) => `markup ${m}`), ...counts];
  };
  await expect.poll(wrong, { timeout: 15_000, intervals: [50, 100, 200], message: 'every payload shown as text, as often as stored' }).toEqual([]);
}

/** What each screen shows of the world, by field or by record. */
function screens(world: World) {
  const f = (...fields: Field[]): Group[] => fields.map((what) => ({ what, payloads: world.stored.get(what) ?? [] }));
  const contact = (i: number): Group[] => {
    const c = world.contacts[i];
    return c ? [{ what: `contact ${i + 1}'s name and relation`, payloads: c.names }, { what: `contact ${i + 1}'s phone`, payloads: c.phone }].filter((g) => g.payloads.length > 0) : [];
  };
  const address = (i: number) => Object.values(world.addresses[i] ?? {}).flat();
  const orderLines = world.deliveries.flatMap((d, i) => [{ what: `line ${i + 1}'s address`, payloads: address(d.address) }, ...contact(d.contact)]);
  const first = world.addresses[0];
  return {
    messageList: f('message subject'),
    message: (m: World['messages'][number]): Group[] => [
      ...f('message subject'),
      { what: "the message's subject", payloads: m.subject },
      ...(m.body ? f('message body') : []),
      ...(m.files.length > 0 ? [{ what: "the message's attachments", payloads: m.files }] : []),
    ],
    clientInfo: f('client phone'),
    clientContacts: f('contact relation', 'contact first name', 'contact surname', 'contact phone'),
    clientAddresses: f('address description', 'address c/o', 'address street', 'address city'),
    /** The first contact's delete confirmation: its name and relation. */
    contactConfirmation: [{ what: "contact 1's name and relation", payloads: world.contacts[0]?.names ?? [] }],
    /** The first address's delete confirmation: its description, street and city. */
    addressConfirmation: [{ what: "address 1's description, street and city", payloads: first ? [...first.description, ...first.street, ...first.city] : [] }],
    order: [...f('order note', 'line text', 'fitting text', 'external product number', 'external product name', 'external product supplier'), ...orderLines],
    orderComments: f('line comment'),
    fittingInfo: f('fitting text'),
    fittingMeetings: f('meeting comment', 'meeting c/o', 'meeting street', 'meeting city'),
    fittingExternal: f('fitting meeting wish', 'fitting external comment'),
    fittingInternal: f('fitting internal comment'),
    fittingAttachments: f('fitting attachment name'),
    holding: f('holding note'),
    fixedAsset: f('fixed asset note'),
    deviationInfo: f('deviation description'),
    deviationAttachments: f('deviation attachment name'),
  };
}

// ---------------------------------------------------------------------------------------------

/** The planning view's row of the fitting. */
const planned = (page: Page) => page.locator(`fsp-fittings tr:has(a[href^="/my-myloc/fittings/${world.fitting}/info?"])`);

let world: World;
let request: APIRequestContext;
/** Puts back what the spec changed of the seeded world (two notes), when it ends. */
const undo: (() => Promise<unknown>)[] = [];

test.beforeAll(async ({ playwright }) => {
  expect(CORPUS.length, 'the corpus fits one 2000-character field').toBeLessThanOrEqual(COMMENT_MAX);
  request = await playwright.request.newContext();
  world = await storeCorpus(request, undo);
});

test.afterAll(async () => {
  for (const step of undo.splice(0)) await step();
  await request.dispose();
});

test('the standalone shows every payload of every field as text, runs none, and its CSP refuses nothing', async ({ page }) => {
  test.slow();
  const seen = await watch(page);
  const shows = screens(world);
  await signIn(page, FRIDA);
  /** A screen opened by its address (a page load). */
  const show = async (path: string, tag: string, groups: readonly Group[]) => {
    await page.goto(path);
    await expectShown(page.locator(tag), groups);
    await expectNothingRan(page, seen, path);
  };
  /** Another of the element's screens, by a click on the link to it (no page load): a tab, a message. */
  const follow = async (link: Locator, tag: string, groups: readonly Group[]) => {
    await link.click();
    await expect(link).toHaveAttribute('aria-selected', 'true');
    await expectShown(page.locator(tag), groups);
    await expectNothingRan(page, seen, (await link.getAttribute('href')) ?? tag);
  };
  const tab = (tag: string, path: string) => page.locator(`${tag} [role=tab][href="${path}"]`);

  // Messages: the sent folder searched for Bo lists every subject; each message its body and files.
  const search = `?q=${encodeURIComponent(BO)}`;
  const [first, ...others] = world.messages.filter((m) => m.body || m.files.length > 0);
  if (!first) throw new Error('no message');
  await show(`/messages/sent/${first.id}${search}`, 'fsp-messages', shows.message(first));
  for (const m of others) {
    const link = page.locator(`fsp-messages [part=message] a[href^="/messages/sent/${m.id}?"]`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/messages/sent/${m.id}`));
    await expectShown(page.locator('fsp-messages'), shows.message(m));
    await expectNothingRan(page, seen, `message ${m.id}`);
  }

  // The client: Info, Contacts, Addresses.
  const client = `/clients/${world.client}`;
  await show(`${client}/info`, 'fsp-client', shows.clientInfo);
  await follow(tab('fsp-client', `${client}/contacts`), 'fsp-client', shows.clientContacts);
  // A row's delete confirmation names it through an i18next text (the template forms among them).
  const confirm = async (row: XssPayload | undefined, groups: readonly Group[]) => {
    if (!row) throw new Error('no row to confirm');
    // The first such row: a run again on the same server adds the same rows again.
    await page.locator('fsp-client tr', { hasText: row.text }).first().getByRole('button', { name: /^Ta bort/ }).click();
    const dialog = page.locator('fsp-client').getByRole('dialog');
    await expectShown(dialog, groups);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  const phones = new Set(world.contacts.flatMap((c) => c.phone));
  await confirm(world.contacts[0]?.names.find((p) => !phones.has(p)), shows.contactConfirmation);
  await follow(tab('fsp-client', `${client}/addresses`), 'fsp-client', shows.clientAddresses);
  await confirm(world.addresses[0]?.description[0], shows.addressConfirmation);
  await expectNothingRan(page, seen, 'the confirmations');

  // The order: its note, lines (texts, external products, deliveries), then a line's comments.
  await show(`/orders/${world.order}`, 'fsp-order', shows.order);
  const order = page.locator('fsp-order');
  await order.getByRole('button', { name: /^Meddelanden/ }).click();
  await expectShown(order, [...shows.order, ...shows.orderComments]);
  await expectNothingRan(page, seen, 'the order with its comments');

  // The fitting: Info, Next meeting, the comments, Attachments.
  const fitting = `/my-myloc/fittings/${world.fitting}`;
  await show(`${fitting}/info`, 'fsp-fitting', shows.fittingInfo);
  await follow(tab('fsp-fitting', `${fitting}/next-meeting`), 'fsp-fitting', shows.fittingMeetings);
  await follow(tab('fsp-fitting', `${fitting}/external-comments`), 'fsp-fitting', shows.fittingExternal);
  await follow(tab('fsp-fitting', `${fitting}/internal-comments`), 'fsp-fitting', shows.fittingInternal);
  await follow(tab('fsp-fitting', `${fitting}/attachments`), 'fsp-fitting', shows.fittingAttachments);

  // The planning view (Frida plans fittings of her municipalities): the fitting's row, its newest internal comment.
  await page.goto('/my-myloc/fittings?role=admin&status=unplanned');
  await expectShown(planned(page), shows.fittingInternal);
  await expectNothingRan(page, seen, 'the planning view');

  // The deviation: Info, Attachments.
  const deviation = `/my-myloc/deviations/${world.deviation}`;
  await show(`${deviation}/info`, 'fsp-deviation', shows.deviationInfo);
  await follow(tab('fsp-deviation', `${deviation}/attachments`), 'fsp-deviation', shows.deviationAttachments);

  // The notes: a holding's, a fixed asset's.
  await show(`/clients/${world.holding.client}/holdings/${world.holding.id}`, 'fsp-client', shows.holding);
  await show(`/inventories/${world.fixedAsset}`, 'fsp-fixed-asset', shows.fixedAsset);

  // Receiving: the reference in the history entry's state (where the search page leaves it), at
  // most 1000 characters a page (the standalone keeps no longer one).
  const { type, supplier, product, baseStorage } = world.receive;
  await page.goto(`/receive/delivery/order/${type}/${supplier}/${product}/${baseStorage}`);
  for (const reference of pack(XSS_PAYLOADS, 1000, SPACE).values) {
    await page.evaluate((state) => {
      history.replaceState(state, '', location.href);
      dispatchEvent(new PopStateEvent('popstate', { state }));
    }, { reference: reference.text });
    await expectShown(page.locator('fsp-receive-delivery'), [{ what: 'receive reference', payloads: reference.payloads }]);
  }
  await expectNothingRan(page, seen, 'receiving');
});

test('a host page with a strict CSP and Trusted Types shows every payload as text in the elements, runs none, and refuses nothing', async ({ page }) => {
  test.slow();
  const seen = await watch(page);
  const shows = screens(world);
  const fitting = (tab: string) => ['fsp-fitting', { fitting: world.fitting, tab }] as const;
  const { type, supplier, product, baseStorage } = world.receive;
  const views: (readonly [string, Record<string, string | number>, readonly Group[]])[] = [
    ...world.messages.filter((m) => m.body || m.files.length > 0).map((m) => ['fsp-messages', { folder: 'sent', q: BO, message: m.id }, shows.message(m)] as const),
    ['fsp-client', { client: world.client, tab: 'info' }, shows.clientInfo],
    ['fsp-client', { client: world.client, tab: 'contacts' }, shows.clientContacts],
    ['fsp-client', { client: world.client, tab: 'addresses' }, shows.clientAddresses],
    ['fsp-order', { order: world.order }, shows.order],
    [...fitting('info'), shows.fittingInfo],
    [...fitting('next-meeting'), shows.fittingMeetings],
    [...fitting('external-comments'), shows.fittingExternal],
    [...fitting('internal-comments'), shows.fittingInternal],
    [...fitting('attachments'), shows.fittingAttachments],
    ['fsp-deviation', { deviation: world.deviation, tab: 'info' }, shows.deviationInfo],
    ['fsp-deviation', { deviation: world.deviation, tab: 'attachments' }, shows.deviationAttachments],
    ['fsp-fittings', { admin: '', status: 'unplanned' }, shows.fittingInternal],
    ['fsp-client', { client: world.holding.client, tab: 'holdings', holding: world.holding.id }, shows.holding],
    ['fsp-fixed-asset', { 'fixed-asset': world.fixedAsset }, shows.fixedAsset],
    // The host keeps the reference itself and gives it as the attribute: the whole corpus at once.
    ['fsp-receive-delivery', { type, supplier, product, 'base-storage': baseStorage, reference: XSS_PAYLOADS.map((p) => p.text).join(SPACE) }, [{ what: 'receive reference', payloads: XSS_PAYLOADS }]],
  ];

  await page.goto(`${HOST}/xss.html#${encodeURIComponent(JSON.stringify(views.map(([tag, attributes]) => [tag, attributes])))}`);
  await expect(page.locator('#status')).toHaveText('Logged in');
  const elements = page.locator('#outlet > section > *');
  await expect(elements).toHaveCount(views.length);
  for (const [i, [, , groups]] of views.entries()) await expectShown(elements.nth(i), groups);
  // The order's comments: opened, they load and show.
  const order = page.locator('fsp-order');
  await order.getByRole('button', { name: /^Meddelanden/ }).click();
  await expectShown(order, [...shows.order, ...shows.orderComments]);
  await expectNothingRan(page, seen, 'the host page');
});
