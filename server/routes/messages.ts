/**
 * Messages (spec 1 §2 Messages, §3 Message, §4, §5, §7): the folder lists, one message, sending
 * with attachments, READ/ARCHIVE/UNARCHIVE, the receivers, and the signed attachment link.
 *
 * A user reaches only messages they sent or received (else 403). Each side has a status of its own
 * (20 active, 90 archived), so the folders are queries over the caller's side:
 * inbox `isSender=false&status=20`, sent `isSender=true&status=20`, archived `status=90`, all: none.
 * An upload is accepted by its content (magic bytes), never by its name or declared type, and the
 * type detected is the one stored and served; the file comes back only as a download
 * (Content-Disposition: attachment, a sandboxing CSP, nosniff).
 */
import { and, asc, between, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bodyLimit } from 'hono/body-limit';
import { API_V1, MESSAGE_STATUS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import {
  NewMessage,
  actOnMessage,
  createMessage,
  getMessage,
  getMessageAttachment,
  listMessageReceivers,
  listMessages,
  type Message,
  type MessageAttachment,
  type MessageSummary,
} from '../../src/contract/messages.ts';
import { describeIssues, hasNul, newRouter, NUL_MESSAGE } from '../context.ts';
import { signedLink } from '../crypto.ts';
import type { Db } from '../db/index.ts';
import { messageAttachments, messages, users } from '../db/schema.ts';
import { ApiError, errorText, type Lang } from '../errors.ts';
import { fileDownload, requireSignedLink } from '../files.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { MAX_ID } from '../../src/contract/shared/query-id.ts';

/** A whole upload may not be larger than its files can be, plus room for the data part and the multipart framing. */
export const UPLOAD_MAX_REQUEST_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 1024 * 1024;

/** The largest id the integer columns hold: a larger one is of nothing (and would make PostgreSQL fail the query). */

type Status = MessageSummary['status'];
const asStatus = (n: number): Status => (n === MESSAGE_STATUS.archived ? MESSAGE_STATUS.archived : MESSAGE_STATUS.active);

// ---------------------------------------------------------------------------------------------
// Signed attachment links

const attachmentSubject = (messageId: number, attachmentId: number) => `message-attachment:${messageId}:${attachmentId}`;

export function signedAttachmentUrl(secret: string, messageId: number, attachmentId: number, now: Date): Promise<string> {
  return signedLink(secret, `${API_V1}/messages/${messageId}/attachments/${attachmentId}/content`, attachmentSubject(messageId, attachmentId), now);
}

// ---------------------------------------------------------------------------------------------
// Upload checks: the type by content

type FileKind = { contentType: string; extensions: readonly string[] };

const KINDS = {
  png: { contentType: 'image/png', extensions: ['png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { contentType: 'image/gif', extensions: ['gif'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  xls: { contentType: 'application/vnd.ms-excel', extensions: ['xls'] },
  doc: { contentType: 'application/msword', extensions: ['doc'] },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xml: { contentType: 'application/xml', extensions: ['xml'] },
} as const satisfies Record<string, FileKind>;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}
const ascii = (s: string): number[] => Array.from(s, (ch) => ch.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The kind of a file by its first bytes, or null when it is none of the accepted ones. The two
 * container formats say only "Office": an OLE2 compound file must be named .xls or .doc, a ZIP
 * archive .xlsx or .docx (any other ZIP is refused). XML must open with its declaration.
 */
export function detectKind(bytes: Uint8Array, name: string): FileKind | null {
  const ext = extensionOf(name);
  if (startsWith(bytes, PNG)) return KINDS.png;
  if (startsWith(bytes, JPEG)) return KINDS.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return KINDS.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return KINDS.webp;
  if (startsWith(bytes, ascii('%PDF-'))) return KINDS.pdf;
  if (startsWith(bytes, OLE2)) return ext === 'xls' ? KINDS.xls : ext === 'doc' ? KINDS.doc : null;
  if (startsWith(bytes, ZIP)) return ext === 'xlsx' ? KINDS.xlsx : ext === 'docx' ? KINDS.docx : null;
  const xmlAt = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  if (startsWith(bytes, ascii('<?xml'), xmlAt) && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[xmlAt + 5] ?? 0)) return KINDS.xml;
  return null;
}

/** The body limit of a one-file upload (an order line's, a fitting's or a deviation's): the file and its multipart framing. */
export const singleUploadLimit = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError(413, 'FILE_TOO_LARGE');
  },
});

/**
 * The one file of a multipart upload (part `part`: `file` for an order line's or a fitting's,
 * `file1` for a deviation's), checked by size and content: its bytes, its kind and the name it is
 * stored under. 400 VALIDATION (no readable body, no file in that part), 413 FILE_TOO_LARGE,
 * 400 FILE_TYPE_NOT_ALLOWED.
 */
export async function readSingleUpload(req: { formData: () => Promise<FormData> }, part = 'file'): Promise<{ bytes: Uint8Array; kind: FileKind; name: string }> {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ApiError(400, 'VALIDATION', 'the multipart body cannot be read');
  }
  const file = form.get(part);
  if (!(file instanceof File)) throw new ApiError(400, 'VALIDATION', `${part}: a file is required`);
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectKind(bytes, file.name);
  if (!kind) throw new ApiError(400, 'FILE_TYPE_NOT_ALLOWED');
  return { bytes, kind, name: storedName(file.name, kind) };
}

/**
 * The name a file is stored under: its last path segment, without control and format characters
 * (no line breaks in a header, no right-to-left override that turns `gpj.exe` around), at most
 * 200 characters, and ending in an extension of its detected kind (one is added when it does not:
 * `bild.html` holding a PNG is stored as `bild.html.png`, so a download never opens as another type).
 */
export function storedName(raw: string, kind: FileKind): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\uD800-\uDFFF]/gu, '') // lone surrogates (with u, a valid pair is one code point outside the range)
    .trim()
    .slice(0, 200)
    .trim();
  const name = base || 'bilaga';
  return kind.extensions.includes(extensionOf(name)) ? name : `${name}.${kind.extensions[0] ?? 'bin'}`;
}

// ---------------------------------------------------------------------------------------------
// Queries

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');

const summaryFields = {
  id: messages.id,
  subject: messages.subject,
  sentAt: messages.sentAt,
  isRead: messages.isRead,
  senderStatus: messages.senderStatus,
  receiverStatus: messages.receiverStatus,
  senderId: sender.id,
  senderFirstName: sender.firstName,
  senderSurname: sender.surname,
  senderEmail: sender.email,
  receiverId: receiver.id,
  receiverFirstName: receiver.firstName,
  receiverSurname: receiver.surname,
  receiverEmail: receiver.email,
  attachmentCount: sql<number>`(select count(*) from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})`.mapWith(Number),
};

type SummaryRow = {
  id: number;
  subject: string;
  sentAt: Date;
  isRead: boolean;
  senderStatus: number;
  receiverStatus: number;
  senderId: number;
  senderFirstName: string;
  senderSurname: string;
  senderEmail: string;
  receiverId: number;
  receiverFirstName: string;
  receiverSurname: string;
  receiverEmail: string;
  attachmentCount: number;
};

function toSummary(row: SummaryRow, userId: number): MessageSummary {
  const isSender = row.senderId === userId;
  return {
    id: row.id,
    subject: row.subject,
    sentDate: row.sentAt.toISOString(),
    status: asStatus(isSender ? row.senderStatus : row.receiverStatus),
    isSender,
    sender: { id: row.senderId, firstName: row.senderFirstName, surname: row.senderSurname, email: row.senderEmail },
    receiver: {
      id: row.receiverId,
      firstName: row.receiverFirstName,
      surname: row.receiverSurname,
      email: row.receiverEmail,
      messageId: row.id,
      isRead: row.isRead,
    },
    attachmentCount: row.attachmentCount,
  };
}

function summaries(db: Db) {
  return db.select(summaryFields).from(messages).innerJoin(sender, eq(sender.id, messages.senderId)).innerJoin(receiver, eq(receiver.id, messages.receiverId));
}

type ListQuery = {
  searchValue?: string | undefined;
  status?: Status | undefined;
  isRead?: 'true' | 'false' | undefined;
  isSender?: 'true' | 'false' | undefined;
};

/**
 * The caller's messages that match: their side (sent, received or both) in the status asked for
 * (left out: 20 to 90, all), read or not (a receiver's state, so only messages they received), and
 * the search over subject, body and the other party's name.
 */
function listWhere(userId: number, q: ListQuery): SQL {
  const inStatus = (column: typeof messages.senderStatus | typeof messages.receiverStatus) => (q.status === undefined ? between(column, MESSAGE_STATUS.active, MESSAGE_STATUS.archived) : eq(column, q.status));
  const sides: SQL[] = [];
  if (q.isSender !== 'false' && q.isRead === undefined) sides.push(and(eq(messages.senderId, userId), inStatus(messages.senderStatus)) ?? sql`false`);
  if (q.isSender !== 'true') {
    const read = q.isRead === undefined ? undefined : eq(messages.isRead, q.isRead === 'true');
    sides.push(and(eq(messages.receiverId, userId), inStatus(messages.receiverStatus), read) ?? sql`false`);
  }
  const side = or(...sides) ?? sql`false`;
  const term = q.searchValue?.trim();
  if (!term) return side;
  const p = `%${escapeLike(term)}%`;
  const nameMatches = (u: typeof sender | typeof receiver) => or(ilike(u.firstName, p), ilike(u.surname, p), ilike(sql`${u.firstName} || ' ' || ${u.surname}`, p));
  const search = or(
    ilike(messages.subject, p),
    ilike(messages.body, p),
    and(eq(messages.senderId, userId), nameMatches(receiver)),
    and(eq(messages.receiverId, userId), nameMatches(sender)),
  );
  return and(side, search) ?? side;
}

async function loadSummary(db: Db, id: number): Promise<SummaryRow | undefined> {
  if (id > MAX_ID) return undefined;
  const [row] = await summaries(db).where(eq(messages.id, id));
  return row;
}

/** The message if the caller sent or received it: 404 when there is none, 403 when it is someone else's. */
function ownRow<R extends SummaryRow>(row: R | undefined, userId: number): R {
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.senderId !== userId && row.receiverId !== userId) throw new ApiError(403, 'FORBIDDEN');
  return row;
}

async function loadMessage(db: Db, secret: string, now: Date, id: number, userId: number): Promise<Message> {
  if (id > MAX_ID) throw new ApiError(404, 'NOT_FOUND');
  const [[row], files] = await Promise.all([
    db
      .select({ ...summaryFields, body: messages.body })
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.senderId))
      .innerJoin(receiver, eq(receiver.id, messages.receiverId))
      .where(eq(messages.id, id)),
    db
      .select({
        id: messageAttachments.id,
        name: messageAttachments.name,
        contentType: messageAttachments.contentType,
        size: sql<number>`octet_length(${messageAttachments.content})`.mapWith(Number),
      })
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, id))
      .orderBy(asc(messageAttachments.id)),
  ]);
  const own = ownRow(row, userId);
  const attachments: MessageAttachment[] = await Promise.all(files.map(async (f) => ({ ...f, url: await signedAttachmentUrl(secret, id, f.id, now) })));
  return { ...toSummary(own, userId), body: own.body, attachments };
}

// ---------------------------------------------------------------------------------------------
// The multipart upload

type Upload = { name: string; contentType: string; content: Uint8Array };

function invalid(lang: Lang, detail: string): ApiError {
  return new ApiError(400, 'VALIDATION', `${errorText('VALIDATION', lang)} ${detail}`);
}

/** Reads and checks the form of POST /messages: the `data` part and the files `file0`..`fileN`. */
async function readNewMessage(form: FormData, lang: Lang): Promise<{ data: NewMessage; uploads: Upload[] }> {
  let dataPart: string | File | undefined;
  const files: { index: number; file: File }[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'data') {
      if (dataPart !== undefined) throw invalid(lang, 'data: more than one part');
      dataPart = value;
      continue;
    }
    const match = /^file(\d{1,3})$/.exec(name);
    if (!match) throw invalid(lang, `${name}: unknown part (expected data and file0..fileN)`);
    if (typeof value === 'string') throw invalid(lang, `${name}: not a file`);
    const index = Number(match[1]);
    if (files.some((f) => f.index === index)) throw invalid(lang, `${name}: more than one part`);
    files.push({ index, file: value });
  }
  if (dataPart === undefined) throw invalid(lang, 'data: Required');
  let json: unknown;
  try {
    json = JSON.parse(typeof dataPart === 'string' ? dataPart : await dataPart.text());
  } catch {
    throw invalid(lang, 'data: not JSON');
  }
  const parsed = NewMessage.safeParse(json);
  if (!parsed.success) throw invalid(lang, describeIssues(parsed.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] }))));
  if (hasNul(parsed.data)) throw invalid(lang, NUL_MESSAGE);

  if (files.length > UPLOAD_MAX_FILES) throw new ApiError(400, 'TOO_MANY_FILES');
  files.sort((a, b) => a.index - b.index);
  if (files.some(({ file }) => file.size > UPLOAD_MAX_BYTES)) throw new ApiError(413, 'FILE_TOO_LARGE');
  const uploads: Upload[] = [];
  for (const { file } of files) {
    const content = new Uint8Array(await file.arrayBuffer());
    if (content.byteLength > UPLOAD_MAX_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE');
    const kind = detectKind(content, file.name);
    if (!kind) throw new ApiError(400, 'FILE_TYPE_NOT_ALLOWED');
    uploads.push({ name: storedName(file.name, kind), contentType: kind.contentType, content });
  }
  return { data: parsed.data, uploads };
}

/** Refuses an upload larger than any allowed one before it is read (by Content-Length, or while it streams). */
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_MAX_REQUEST_BYTES,
  onError: () => {
    throw new ApiError(413, 'FILE_TOO_LARGE');
  },
});

// ---------------------------------------------------------------------------------------------
// Routes

/** Routes that need a session (mounted behind the session check). */
export const messageRoutes = newRouter()
  .openapi(listMessages, async (c) => {
    const { db, session } = c.var;
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const where = listWhere(session.userId, query);
    const order = query.sort === 'SentDate:asc' ? [asc(messages.sentAt), asc(messages.id)] : [desc(messages.sentAt), desc(messages.id)];
    const [rows, [total]] = await Promise.all([
      summaries(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .innerJoin(receiver, eq(receiver.id, messages.receiverId))
        .where(where),
    ]);
    return c.json({ page: rows.map((r) => toSummary(r, session.userId)), count: total?.n ?? 0 }, 200);
  })
  // Before /messages/{id}, which would take `receivers` for an id.
  .openapi(listMessageReceivers, async (c) => {
    const { db, session } = c.var;
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const term = query.searchValue?.trim();
    const p = term ? `%${escapeLike(term)}%` : undefined;
    const where = and(
      ne(users.id, session.userId),
      eq(users.disabled, false),
      p ? or(ilike(users.firstName, p), ilike(users.surname, p), ilike(sql`${users.firstName} || ' ' || ${users.surname}`, p), ilike(users.email, p)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
        .from(users)
        .where(where)
        .orderBy(asc(users.surname), asc(users.firstName), asc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return c.json({ page: rows, count: total?.n ?? 0 }, 200);
  })
  .openapi(getMessage, async (c) => {
    const { db, config, session } = c.var;
    const { id } = c.req.valid('param');
    return c.json(await loadMessage(db, config.linkSecret, config.now(), id, session.userId), 200);
  })
  .openapi(actOnMessage, async (c) => {
    const { db, session } = c.var;
    const { id } = c.req.valid('param');
    const { action } = c.req.valid('json');
    const userId = session.userId;
    const row = ownRow(await loadSummary(db, id), userId);
    if (action === 'READ') {
      if (row.receiverId !== userId) throw new ApiError(403, 'FORBIDDEN');
      await db.update(messages).set({ isRead: true }).where(eq(messages.id, id));
    } else {
      const status = action === 'ARCHIVE' ? MESSAGE_STATUS.archived : MESSAGE_STATUS.active;
      // The caller's own side: a sender archives it from their sent folder, a receiver from their inbox.
      await db
        .update(messages)
        .set(row.senderId === userId ? { senderStatus: status } : { receiverStatus: status })
        .where(eq(messages.id, id));
    }
    return c.json(toSummary(ownRow(await loadSummary(db, id), userId), userId), 200);
  })
  // A multipart form, read and checked here: the contract's body schema describes it for the
  // document (registered below), but would take a file for a string and read the body before the
  // size limit could refuse it.
  .openapi({ ...createMessage, request: {}, hide: true, middleware: [uploadLimit] }, async (c) => {
    const { db, config, session, lang } = c.var;
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) throw invalid(lang, 'expected multipart/form-data');
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw invalid(lang, 'the multipart body cannot be read');
    }
    const { data, uploads } = await readNewMessage(form, lang);
    // The receivers are the active users but the caller (GET /messages/receivers): anyone else is no receiver.
    if (data.receiverId > MAX_ID) throw new ApiError(404, 'RECEIVER_NOT_FOUND');
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, data.receiverId), eq(users.disabled, false), ne(users.id, session.userId)));
    if (!target) throw new ApiError(404, 'RECEIVER_NOT_FOUND');
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({ senderId: session.userId, receiverId: target.id, subject: data.subject, body: data.body, sentAt: config.now() })
        .returning({ id: messages.id });
      if (!row) throw new Error('the message was not inserted');
      if (uploads.length) await tx.insert(messageAttachments).values(uploads.map((u) => ({ messageId: row.id, ...u })));
      return row.id;
    });
    return c.json(await loadMessage(db, config.linkSecret, config.now(), id, session.userId), 201);
  });
messageRoutes.openAPIRegistry.registerPath(createMessage);

/** The attachment behind a signed link: no session header, since a download link cannot send one. */
export const messageAttachmentRoutes = newRouter().openapi(getMessageAttachment, async (c) => {
  const { db, config } = c.var;
  const { id, attachmentId } = c.req.valid('param');
  await requireSignedLink(config.linkSecret, attachmentSubject(id, attachmentId), c.req.valid('query'), config.now());
  const [file] = await db
    .select()
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.messageId, id)));
  if (!file) throw new ApiError(404, 'NOT_FOUND');
  return fileDownload(c, file);
});
