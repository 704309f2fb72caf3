/**
 * Messages on the reference server (spec 1 §2 Messages, §4, §5, §7): the folders as queries over
 * the caller's own side, search, the unread filter, paging, the 403 rule, READ/ARCHIVE/UNARCHIVE,
 * sending with attachments checked by content, the signed download link, and embedded sessions.
 */
import { and, count, eq, ne, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import type { Message, MessageSummary } from '../../src/contract/messages.ts';
import { messageAttachments, messages } from '../../server/db/schema.ts';
import { attachmentDisposition } from '../../server/files.ts';
import { detectKind, signedAttachmentUrl, storedName } from '../../server/routes/messages.ts';
import { PASTED_HTML_BODY, PASTED_HTML_SUBJECT } from '../../server/seed/messages.ts';
import { makePdf } from '../../server/seed/pdf.ts';
import { expectError, json } from './helpers/http.ts';
import { withTestServer } from './helpers/server.ts';

type Page<T> = { page: T[]; count: number };
type Person = { id: number; firstName: string; surname: string; email: string };

const server = withTestServer();


const FORSKRIVARE = 1;
const KONSULENT = 2;
const TEKNIKER = 3;
const PLANERARE = 4;
const INAKTIV = 9;

const sessions = new Map<string, string>();
async function session(username: string): Promise<string> {
  const known = sessions.get(username);
  if (known) return known;
  const id = await server.login(username);
  sessions.set(username, id);
  return id;
}
const frida = () => session('forskrivare@example.org');
const tove = () => session('tekniker@example.org');

const get = async (path: string, sessionId: string) => server.request(`/rs/fsp/v1${path}`, { headers: { [SESSION_HEADER]: sessionId } });
const act = async (id: number, action: string, sessionId: string) =>
  server.request(`/rs/fsp/v1/messages/${id}`, {
    method: 'POST',
    headers: { [SESSION_HEADER]: sessionId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action }),
  });

async function list(sessionId: string, query: string): Promise<Page<MessageSummary>> {
  const res = await get(`/messages?${query}`, sessionId);
  expect(res.status, query).toBe(200);
  return json<Page<MessageSummary>>(res);
}
const countOf = async (sessionId: string, query: string) => (await list(sessionId, `${query}&amount=1`)).count;

type Upload = { name: string; bytes: Uint8Array; type?: string };
const blob = (bytes: Uint8Array, type = 'application/octet-stream') => new Blob([Uint8Array.from(bytes)], { type });

function messageForm(data: unknown, files: Upload[] = []): FormData {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  files.forEach((f, i) => form.append(`file${i}`, blob(f.bytes, f.type), f.name));
  return form;
}

async function postForm(sessionId: string, form: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return server.request('/rs/fsp/v1/messages', { method: 'POST', headers: { [SESSION_HEADER]: sessionId, ...headers }, body: form });
}

async function send(sessionId: string, receiverId: number, subject: string, body = 'Hej!\nEn rad till.', files: Upload[] = []): Promise<Message> {
  const res = await postForm(sessionId, messageForm({ receiverId, subject, body }, files));
  expect(res.status).toBe(201);
  return json<Message>(res);
}

const text = (s: string) => new TextEncoder().encode(s);
const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('GET /messages: the folders', () => {
  it('inbox, sent and archived make up all, each as its query says, newest first', async () => {
    const id = await frida();
    const [inbox, sent, archived, all] = await Promise.all([
      list(id, 'isSender=false&status=20&all=true'),
      list(id, 'isSender=true&status=20&all=true'),
      list(id, 'status=90&all=true'),
      list(id, 'all=true'),
    ]);
    // The seed: a few hundred messages for each persona, in every folder.
    expect(inbox.count).toBeGreaterThan(50);
    expect(sent.count).toBeGreaterThan(50);
    expect(archived.count).toBeGreaterThan(5);
    expect(all.count).toBe(inbox.count + sent.count + archived.count);
    expect(all.count).toBeGreaterThan(200);
    expect(inbox.page.every((m) => !m.isSender && m.status === 20 && m.receiver.id === FORSKRIVARE)).toBe(true);
    expect(sent.page.every((m) => m.isSender && m.status === 20 && m.sender.id === FORSKRIVARE)).toBe(true);
    expect(archived.page.every((m) => m.status === 90 && (m.sender.id === FORSKRIVARE || m.receiver.id === FORSKRIVARE))).toBe(true);
    expect(archived.page.some((m) => m.isSender) && archived.page.some((m) => !m.isSender)).toBe(true);
    const ids = new Set([...inbox.page, ...sent.page, ...archived.page].map((m) => m.id));
    expect(ids.size).toBe(all.count);
    expect(all.page.every((m) => ids.has(m.id))).toBe(true);
    for (const folder of [inbox, sent, archived, all]) {
      const dates = folder.page.map((m) => m.sentDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('the counts are those of the database, for the caller only', async () => {
    const [[inbox], [archivedBySender]] = await Promise.all([
      server.db.select({ n: count() }).from(messages).where(and(eq(messages.receiverId, FORSKRIVARE), eq(messages.receiverStatus, 20))),
      server.db.select({ n: count() }).from(messages).where(and(eq(messages.senderId, FORSKRIVARE), eq(messages.senderStatus, 90))),
    ]);
    const id = await frida();
    expect(await countOf(id, 'isSender=false&status=20')).toBe(inbox?.n);
    expect(await countOf(id, 'isSender=true&status=90')).toBe(archivedBySender?.n);
  });

  it('sort=SentDate:asc answers the oldest first', async () => {
    const id = await frida();
    const desc = await list(id, 'all=true');
    const asc = await list(id, 'all=true&sort=SentDate:asc');
    expect(asc.page.map((m) => m.id)).toEqual(desc.page.map((m) => m.id).reverse());
  });

  it('pages with from and amount, the count the same on every page', async () => {
    const id = await frida();
    const all = await list(id, 'isSender=false&status=20&all=true');
    const first = await list(id, 'isSender=false&status=20&from=0&amount=10');
    const second = await list(id, 'isSender=false&status=20&from=10&amount=10');
    expect(first.page).toHaveLength(10);
    expect(first.page.map((m) => m.id)).toEqual(all.page.slice(0, 10).map((m) => m.id));
    expect(second.page.map((m) => m.id)).toEqual(all.page.slice(10, 20).map((m) => m.id));
    expect([first.count, second.count]).toEqual([all.count, all.count]);
    expect((await list(id, 'isSender=false&status=20')).page).toHaveLength(10); // amount 10 by default
  });

  it('isRead=false: only unread messages the caller received', async () => {
    const id = await frida();
    const unread = await list(id, 'isRead=false&all=true');
    const [expected] = await server.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.receiverId, FORSKRIVARE), eq(messages.isRead, false)));
    expect(unread.count).toBe(expected?.n);
    expect(unread.count).toBeGreaterThan(0);
    expect(unread.page.every((m) => !m.isSender && !m.receiver.isRead)).toBe(true);
    // Unread in the inbox is a subset of unread in all.
    expect(await countOf(id, 'isSender=false&status=20&isRead=false')).toBeLessThanOrEqual(unread.count);
  });

  it('searches subject, body and the other party’s name; % and _ are plain characters', async () => {
    const id = await frida();
    const all = await countOf(id, 'sort=SentDate:desc');
    const pasted = await list(id, `searchValue=${encodeURIComponent(PASTED_HTML_SUBJECT)}`);
    expect(pasted.page.map((m) => m.subject)).toContain(PASTED_HTML_SUBJECT);
    const byBody = await list(id, `searchValue=${encodeURIComponent('onerror=alert(1)')}&all=true`);
    expect(byBody.page.map((m) => m.subject)).toContain(PASTED_HTML_SUBJECT);
    // Tove Tekniker: every hit has her as the other party, or the word in subject or body.
    const tekniker = await list(id, 'searchValue=tove&all=true');
    expect(tekniker.count).toBeGreaterThan(0);
    expect(tekniker.count).toBeLessThan(all);
    for (const m of tekniker.page) {
      const other = m.isSender ? m.receiver : m.sender;
      if (other.id === TEKNIKER) continue;
      const full = await json<Message>(await get(`/messages/${m.id}`, id));
      expect(`${full.subject}\n${full.body}`.toLowerCase()).toContain('tove');
    }
    // The full name matches too.
    expect(await countOf(id, 'searchValue=Tove%20Tekniker')).toBeGreaterThan(0);
    expect(await countOf(id, `searchValue=${encodeURIComponent('%')}`)).toBe(0);
    expect(await countOf(id, 'searchValue=_')).toBe(0);
  });

  it('an invalid status is a 400', async () => {
    await expectError(await get('/messages?status=30', await frida()), 400, 'VALIDATION');
  });

  it('without a session: 401', async () => {
    await expectError(await server.request('/rs/fsp/v1/messages'), 401, 'OTSS000');
  });
});

describe('GET /messages/receivers', () => {
  it('every active user but the caller, by surname and first name, searchable', async () => {
    const res = await get('/messages/receivers?all=true', await frida());
    expect(res.status).toBe(200);
    const { page, count: n } = await json<Page<Person>>(res);
    const ids = page.map((p) => p.id);
    expect(ids).not.toContain(FORSKRIVARE);
    expect(ids).not.toContain(INAKTIV);
    expect(ids).toEqual(expect.arrayContaining([KONSULENT, TEKNIKER, PLANERARE]));
    expect(n).toBe(page.length);
    const names = page.map((p) => `${p.surname} ${p.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const found = await json<Page<Person>>(await get('/messages/receivers?searchValue=planer', await frida()));
    expect(found.page.map((p) => p.id)).toEqual([PLANERARE]);
  });
});

describe('GET /messages/{id}', () => {
  it("another pair's message answers 403, an unknown one 404", async () => {
    const [other] = await server.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(ne(messages.senderId, FORSKRIVARE), ne(messages.receiverId, FORSKRIVARE)))
      .limit(1);
    if (!other) throw new Error('the seed has messages between the other personas');
    const id = await frida();
    await expectError(await get(`/messages/${other.id}`, id), 403, 'FORBIDDEN');
    await expectError(await act(other.id, 'ARCHIVE', id), 403, 'FORBIDDEN');
    await expectError(await act(other.id, 'READ', id), 403, 'FORBIDDEN');
    await expectError(await get('/messages/99999999', id), 404, 'NOT_FOUND');
    await expectError(await act(99999999, 'READ', id), 404, 'NOT_FOUND');
    // Beyond what an id column holds: still only not found.
    await expectError(await get('/messages/3000000000', id), 404, 'NOT_FOUND');
    await expectError(await act(3000000000, 'READ', id), 404, 'NOT_FOUND');
  });

  it('the body of pasted markup comes back as it was stored, byte for byte', async () => {
    const id = await frida();
    const [hit] = (await list(id, `searchValue=${encodeURIComponent(PASTED_HTML_SUBJECT)}`)).page;
    if (!hit) throw new Error('the pasted-HTML message is seeded');
    const res = await get(`/messages/${hit.id}`, id);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const message = await json<Message>(res);
    expect(message.body).toBe(PASTED_HTML_BODY);
    expect(message.body).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('POST /messages/{id}: READ, ARCHIVE, UNARCHIVE', () => {
  it('READ by the receiver marks it read and the unread count drops; by the sender 403', async () => {
    const sent = await send(await tove(), FORSKRIVARE, 'Läst eller inte');
    const id = await frida();
    const before = await countOf(id, 'isRead=false');
    expect((await list(id, 'isRead=false&all=true')).page.map((m) => m.id)).toContain(sent.id);
    await expectError(await act(sent.id, 'READ', await tove()), 403, 'FORBIDDEN');
    const res = await act(sent.id, 'READ', id);
    expect(res.status).toBe(200);
    const after = await json<MessageSummary>(res);
    expect(after).toMatchObject({ id: sent.id, isSender: false, status: 20, receiver: { id: FORSKRIVARE, isRead: true, messageId: sent.id } });
    expect(await countOf(id, 'isRead=false')).toBe(before - 1);
    expect((await json<Message>(await get(`/messages/${sent.id}`, id))).receiver.isRead).toBe(true);
    // The sender sees it read too.
    expect((await json<Message>(await get(`/messages/${sent.id}`, await tove()))).receiver.isRead).toBe(true);
  });

  it("ARCHIVE moves it from the caller's inbox to archived, the other party unaffected; UNARCHIVE moves it back", async () => {
    const sent = await send(await tove(), FORSKRIVARE, 'Arkivera mig');
    const frid = await frida();
    const inbox = async () => (await list(frid, 'isSender=false&status=20&all=true')).page.map((m) => m.id);
    const archived = async () => (await list(frid, 'status=90&all=true')).page.map((m) => m.id);
    const tovesSent = async () => (await list(await tove(), 'isSender=true&status=20&all=true')).page.map((m) => m.id);
    expect(await inbox()).toContain(sent.id);

    const res = await act(sent.id, 'ARCHIVE', frid);
    expect(res.status).toBe(200);
    expect(await json<MessageSummary>(res)).toMatchObject({ id: sent.id, status: 90, isSender: false });
    expect(await inbox()).not.toContain(sent.id);
    expect(await archived()).toContain(sent.id);
    expect(await tovesSent()).toContain(sent.id);
    expect((await json<Message>(await get(`/messages/${sent.id}`, await tove()))).status).toBe(20);

    // The sender archives their side: it leaves their sent folder, not the receiver's archive.
    expect(await json<MessageSummary>(await act(sent.id, 'ARCHIVE', await tove()))).toMatchObject({ status: 90, isSender: true });
    expect(await tovesSent()).not.toContain(sent.id);

    expect(await json<MessageSummary>(await act(sent.id, 'UNARCHIVE', frid))).toMatchObject({ status: 20 });
    expect(await inbox()).toContain(sent.id);
    expect(await archived()).not.toContain(sent.id);
    expect((await json<Message>(await get(`/messages/${sent.id}`, await tove()))).status).toBe(90);
  });

  it('an unknown action is a 400', async () => {
    const sent = await send(await tove(), FORSKRIVARE, 'Okänd åtgärd');
    await expectError(await act(sent.id, 'DELETE', await frida()), 400, 'VALIDATION');
  });
});

describe('POST /messages', () => {
  it('sends with a PDF and a PNG; the receiver sees it and downloads the files through their links', async () => {
    const pdf = makePdf('Åtgärdsplan', ['Rad ett', 'Rad två']);
    const pdfName = 'Åtgärdsplan "rullstol" 100%.pdf';
    const body = 'Hej Tove!\n\nSe bifogade filer.\r\nRad med tab\toch  två mellanslag.\n\nHälsningar\nFrida';
    const res = await postForm(
      await frida(),
      messageForm({ receiverId: TEKNIKER, receiverEmail: 'tekniker@example.org', subject: 'Underlag till utprovningen', body }, [
        { name: pdfName, bytes: pdf, type: 'text/html' }, // the declared type is not what is stored
        { name: 'foto.png', bytes: PNG_1X1, type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(201);
    const created = await json<Message>(res);
    expect(created).toMatchObject({ subject: 'Underlag till utprovningen', body, isSender: true, status: 20, attachmentCount: 2, receiver: { id: TEKNIKER, isRead: false }, sender: { id: FORSKRIVARE } });
    expect(created.attachments.map((a) => [a.name, a.contentType, a.size])).toEqual([
      [pdfName, 'application/pdf', pdf.byteLength],
      ['foto.png', 'image/png', PNG_1X1.byteLength],
    ]);

    const toveId = await tove();
    const inbox = await list(toveId, 'isSender=false&status=20&isRead=false');
    expect(inbox.page[0]).toMatchObject({ id: created.id, attachmentCount: 2, isSender: false });
    const message = await json<Message>(await get(`/messages/${created.id}`, toveId));
    expect(message.body).toBe(body);
    const [pdfFile, pngFile] = message.attachments;
    if (!pdfFile || !pngFile) throw new Error('two attachments');
    expect(pdfFile.url).toMatch(new RegExp(`^/rs/fsp/v1/messages/${created.id}/attachments/${pdfFile.id}/content\\?expires=\\d+&signature=[0-9a-f]{64}$`));

    // No session header: the signature is the permission.
    const download = await server.request(pdfFile.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    const disposition = download.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.slice(disposition.indexOf("UTF-8''") + 7))).toBe(pdfName);
    expect(download.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(download.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(download.headers.get('Cache-Control')).toContain('no-store');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const png = await server.request(pngFile.url);
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('takes the data part as a JSON file too, and a message without files', async () => {
    const form = new FormData();
    form.append('data', new Blob([JSON.stringify({ receiverId: PLANERARE, subject: 'Som fil', body: 'Data som blob' })], { type: 'application/json' }), 'blob');
    const res = await postForm(await frida(), form);
    expect(res.status).toBe(201);
    expect(await json<Message>(res)).toMatchObject({ subject: 'Som fil', attachments: [], attachmentCount: 0, receiver: { id: PLANERARE } });
  });

  it('markup in the body is stored and answered as it was sent', async () => {
    const body = '<b>fet</b> <img src=x onerror=alert(1)>\n<a href="javascript:alert(1)">länk</a>\n<script>alert(1)</script> &amp; &lt;';
    const sent = await send(await frida(), TEKNIKER, '<i>Ämne</i> & "citat"', body);
    expect(sent.body).toBe(body);
    const read = await json<Message>(await get(`/messages/${sent.id}`, await tove()));
    expect(read.body).toBe(body);
    expect(read.subject).toBe('<i>Ämne</i> & "citat"');
  });

  it('refuses a file by its content: HTML or an executable named .pdf, any ZIP not named .xlsx/.docx', async () => {
    const before = await server.db.select({ n: count() }).from(messages);
    const id = await frida();
    const data = { receiverId: TEKNIKER, subject: 'Bilaga', body: 'Se bilaga' };
    const refused: Upload[] = [
      { name: 'rapport.pdf', bytes: text('<!doctype html><script>alert(1)</script>'), type: 'application/pdf' },
      { name: 'rapport.pdf', bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), type: 'application/pdf' },
      { name: 'arkiv.zip', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), type: 'application/zip' },
      { name: 'bild.svg', bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: 'image/svg+xml' },
      { name: 'tom.png', bytes: new Uint8Array(0), type: 'image/png' },
    ];
    for (const file of refused) {
      await expectError(await postForm(id, messageForm(data, [{ name: 'ok.png', bytes: PNG_1X1 }, file])), 400, 'FILE_TYPE_NOT_ALLOWED');
    }
    // Nothing of a refused request is stored.
    expect(await server.db.select({ n: count() }).from(messages)).toEqual(before);
  });

  it('stores the detected type, with an extension of it: a PNG named .html downloads as .html.png', async () => {
    const sent = await send(await frida(), TEKNIKER, 'Bild', 'En bild', [{ name: 'sida.html', bytes: PNG_1X1, type: 'text/html' }]);
    expect(sent.attachments[0]).toMatchObject({ name: 'sida.html.png', contentType: 'image/png' });
    const res = await server.request(sent.attachments[0]?.url ?? '');
    expect(res.headers.get('Content-Type')).toBe('image/png');
  });

  it('a file over the limit: 413 FILE_TOO_LARGE; more than the files allowed: 400 TOO_MANY_FILES', async () => {
    const id = await frida();
    const data = { receiverId: TEKNIKER, subject: 'Stor', body: 'Stor fil' };
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(text('%PDF-1.4\n'));
    await expectError(await postForm(id, messageForm(data, [{ name: 'stor.pdf', bytes: big }])), 413, 'FILE_TOO_LARGE');
    const atLimit = big.subarray(0, UPLOAD_MAX_BYTES);
    expect((await postForm(id, messageForm(data, [{ name: 'lagom.pdf', bytes: atLimit }]))).status).toBe(201);
    const many = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: `bild${i}.png`, bytes: PNG_1X1 }));
    await expectError(await postForm(id, messageForm(data, many)), 400, 'TOO_MANY_FILES');
    expect((await postForm(id, messageForm(data, many.slice(0, UPLOAD_MAX_FILES)))).status).toBe(201);
  }, 60_000); // storing 10 MB takes PGlite a few seconds

  it('a request larger than any allowed upload is refused by its Content-Length before it is read', async () => {
    const res = await server.request('/rs/fsp/v1/messages', {
      method: 'POST',
      headers: { [SESSION_HEADER]: await frida(), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 2 * 1024 * 1024) },
      body: '--x--\r\n',
    });
    await expectError(res, 413, 'FILE_TOO_LARGE');
  });

  it('validates the data part: a missing subject, no data, not JSON, a stray part', async () => {
    const id = await frida();
    const missing = await expectError(await postForm(id, messageForm({ receiverId: TEKNIKER, body: 'Inget ämne' })), 400, 'VALIDATION');
    expect(missing.error.errorMessage).toContain('subject');
    await expectError(await postForm(id, messageForm({ receiverId: TEKNIKER, subject: '   ', body: 'Blankt ämne' })), 400, 'VALIDATION');
    await expectError(await postForm(id, messageForm('{not json')), 400, 'VALIDATION');
    const noData = new FormData();
    noData.append('file0', blob(PNG_1X1), 'a.png');
    await expectError(await postForm(id, noData), 400, 'VALIDATION');
    const stray = messageForm({ receiverId: TEKNIKER, subject: 'Hej', body: 'Hej' });
    stray.append('file', blob(PNG_1X1), 'a.png');
    await expectError(await postForm(id, stray), 400, 'VALIDATION');
    const asJson = await server.request('/rs/fsp/v1/messages', {
      method: 'POST',
      headers: { [SESSION_HEADER]: id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ receiverId: TEKNIKER, subject: 'Hej', body: 'Hej' }),
    });
    await expectError(asJson, 400, 'VALIDATION');
  });

  it('the receiver must be an active user other than the caller: else 404 RECEIVER_NOT_FOUND', async () => {
    const id = await frida();
    for (const receiverId of [99999, 3000000000, INAKTIV, FORSKRIVARE]) {
      await expectError(await postForm(id, messageForm({ receiverId, subject: 'Hej', body: 'Hej' })), 404, 'RECEIVER_NOT_FOUND');
    }
  });
});

describe('GET /messages/{id}/attachments/{attachmentId}/content: the signed link', () => {
  async function attachmentLink(): Promise<{ message: Message; url: string }> {
    const message = await send(await frida(), TEKNIKER, 'Länk', 'Med bilaga', [{ name: 'a.pdf', bytes: makePdf('A', ['a']) }]);
    const url = message.attachments[0]?.url;
    if (!url) throw new Error('an attachment');
    return { message, url };
  }

  it('an altered signature, another message id or another attachment id: 403 LINK_EXPIRED', async () => {
    const { message, url } = await attachmentLink();
    const [, other] = await server.db.select({ id: messageAttachments.id, messageId: messageAttachments.messageId }).from(messageAttachments).limit(2);
    expect((await server.request(url)).status).toBe(200);
    const signature = /signature=([0-9a-f]{64})/.exec(url)?.[1] ?? '';
    const flipped = url.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    await expectError(await server.request(flipped), 403, 'LINK_EXPIRED');
    await expectError(await server.request(url.replace(`/messages/${message.id}/`, `/messages/${message.id + 1}/`)), 403, 'LINK_EXPIRED');
    if (other) await expectError(await server.request(url.replace(/attachments\/\d+\//, `attachments/${other.id}/`)), 403, 'LINK_EXPIRED');
    await expectError(await server.request(url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`)), 403, 'LINK_EXPIRED');
  });

  it('expires after an hour', async () => {
    const { url } = await attachmentLink();
    const before = server.clock.now;
    try {
      server.advance(59 * 60_000);
      expect((await server.request(url)).status).toBe(200);
      server.advance(2 * 60_000);
      await expectError(await server.request(url), 403, 'LINK_EXPIRED');
    } finally {
      server.clock.now = before;
    }
  });

  it('a valid signature for an attachment that does not exist: 404', async () => {
    const { message } = await attachmentLink();
    // Sign a link to an attachment id that is not there, as the server would.
    const url = await signedAttachmentUrl(server.config.linkSecret, message.id, 99999999, server.clock.now);
    await expectError(await server.request(url), 404, 'NOT_FOUND');
  });
});

describe('embedded sessions', () => {
  it('may use messages, and still not the other areas', async () => {
    const id = await server.tokenSession(TEKNIKER, 'embedded');
    const inbox = await list(id, 'isSender=false&status=20');
    expect(inbox.count).toBeGreaterThan(0);
    expect((await get('/messages/receivers?all=true', id)).status).toBe(200);
    const first = inbox.page[0];
    if (!first) throw new Error('an inbox message');
    expect((await get(`/messages/${first.id}`, id)).status).toBe(200);
    expect((await act(first.id, 'READ', id)).status).toBe(200);
    expect((await postForm(id, messageForm({ receiverId: FORSKRIVARE, subject: 'Från inbäddad', body: 'Hej' }))).status).toBe(201);
    await expectError(await get('/company-guides/categories', id), 403, 'FORBIDDEN');
    await expectError(await get('/customers', id), 403, 'FORBIDDEN');
  });
});

describe('the seeded messages', () => {
  it('each working persona has a few hundred, with replies, attachments, unread and archived ones', async () => {
    for (const userId of [FORSKRIVARE, KONSULENT, TEKNIKER, PLANERARE, 5]) {
      const [row] = await server.db
        .select({ n: count() })
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)));
      expect(row?.n, `user ${userId}`).toBeGreaterThan(200);
    }
    const rows = await server.db.select({ subject: messages.subject, body: messages.body, isRead: messages.isRead, receiverStatus: messages.receiverStatus }).from(messages);
    expect(rows.some((m) => m.subject.startsWith('RE: ') && m.body.includes('-'.repeat(120)))).toBe(true);
    expect(rows.some((m) => m.body.split('\n').length > 5)).toBe(true);
    expect(rows.some((m) => !m.isRead) && rows.some((m) => m.receiverStatus === 90)).toBe(true);
    const [files] = await server.db.select({ n: count() }).from(messageAttachments);
    expect(files?.n).toBeGreaterThan(3);
  });
});

describe('upload checks (unit)', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  it('detects each accepted type by its first bytes', () => {
    const kind = (b: Uint8Array, name = 'x') => detectKind(b, name)?.contentType ?? null;
    expect(kind(PNG_1X1)).toBe('image/png');
    expect(kind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(kind(text('GIF89a...'))).toBe('image/gif');
    expect(kind(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(kind(text('%PDF-1.7'))).toBe('application/pdf');
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
    expect(kind(ole, 'a.xls')).toBe('application/vnd.ms-excel');
    expect(kind(ole, 'a.DOC')).toBe('application/msword');
    expect(kind(ole, 'a.msg')).toBeNull();
    const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0);
    expect(kind(zip, 'a.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(kind(zip, 'a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(kind(zip, 'a.zip')).toBeNull();
    expect(kind(text('<?xml version="1.0"?><a/>'))).toBe('application/xml');
    expect(kind(bytes(0xef, 0xbb, 0xbf, ...text('<?xml version="1.0"?><a/>')))).toBe('application/xml');
    expect(kind(text('<html><script>alert(1)</script></html>'), 'a.xml')).toBeNull();
    expect(kind(text('  <?xml version="1.0"?>'))).toBeNull();
    expect(kind(text('GIF8'))).toBeNull();
    expect(kind(new Uint8Array(0), 'a.pdf')).toBeNull();
  });

  it('stores a clean name that ends in an extension of the detected type', () => {
    const png = detectKind(PNG_1X1, 'x');
    if (!png) throw new Error('png');
    expect(storedName('C:\\fakepath\\bild.PNG', png)).toBe('bild.PNG');
    expect(storedName('../../etc/bild.png', png)).toBe('bild.png');
    expect(storedName('evil\u202Egnp.exe', png)).toBe('evilgnp.exe.png');
    expect(storedName('rad\r\nbrytning.png', png)).toBe('radbrytning.png');
    expect(storedName('', png)).toBe('bilaga.png');
  });

  it('Content-Disposition: attachment, an ASCII fallback and the exact name in UTF-8', () => {
    expect(attachmentDisposition('Åtgärd "ett" (1).pdf')).toBe(`attachment; filename="Atgard _ett_ (1).pdf"; filename*=UTF-8''%C3%85tg%C3%A4rd%20%22ett%22%20%281%29.pdf`);
    expect(attachmentDisposition('a\\b%c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%5Cb%25c.pdf`);
  });
});
