/**
 * Uploaded files behind signed links: a deviation's, a fitting's and an order line's files, listed
 * with their links, and the download a link opens (a message's attachments use the download too).
 *
 * The three file tables are alike but for the column naming what a file belongs to; each route
 * names its file's link (the path and the subject it is signed for, server/crypto.ts), and the
 * download checks the link against that same subject.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { signedLink, validSignedLink } from './crypto.ts';
import type { Db } from './db/index.ts';
import { deviationFiles, fittingFiles, users, webOrderFiles } from './db/schema.ts';
import { ApiError } from './errors.ts';

/** A person's name as a list shows it: first name and surname, either left out when missing. */
export const fullName = (first: string | null, surname: string | null) => [first, surname].filter(Boolean).join(' ');

/** Where a file is downloaded, and the subject its link is signed for (`deviation-file:3:5`, …). */
export type FileLink = { path: string; subject: string };

/** A listed file: its signed link (an hour), when and by whom it was attached. */
export type SignedFile = { id: number; name: string; url: string; createdDateTime: string; createdBy: string };

/** The file tables, each with the column naming what a file belongs to. */
const FILE_TABLES = {
  deviation: { table: deviationFiles, owner: deviationFiles.deviationId },
  fitting: { table: fittingFiles, owner: fittingFiles.fittingId },
  orderLine: { table: webOrderFiles, owner: webOrderFiles.contentId },
};

type Signing = { secret: string; now: Date };

/**
 * The files of each of `owners` (deviations, fittings or order lines), oldest first, each with its
 * signed link: `link` names a file of an owner. An owner without files is not in the map.
 */
export async function signedFiles(
  db: Db,
  kind: keyof typeof FILE_TABLES,
  owners: number[],
  link: (owner: number, file: number) => FileLink,
  { secret, now }: Signing,
): Promise<Map<number, SignedFile[]>> {
  const out = new Map<number, SignedFile[]>();
  if (!owners.length) return out;
  const { table, owner } = FILE_TABLES[kind];
  const rows = await db
    .select({ id: table.id, owner, name: table.name, at: table.at, firstName: users.firstName, surname: users.surname })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(inArray(owner, owners))
    .orderBy(asc(table.at), asc(table.id));
  for (const r of rows) {
    const { path, subject } = link(r.owner, r.id);
    const file = { id: r.id, name: r.name, url: await signedLink(secret, path, subject, now), createdDateTime: r.at.toISOString(), createdBy: fullName(r.firstName, r.surname) };
    out.set(r.owner, [...(out.get(r.owner) ?? []), file]);
  }
  return out;
}

/** signedFiles of one owner. */
export async function signedFilesOf(db: Db, kind: keyof typeof FILE_TABLES, owner: number, link: (owner: number, file: number) => FileLink, signing: Signing): Promise<SignedFile[]> {
  return (await signedFiles(db, kind, [owner], link, signing)).get(owner) ?? [];
}

/** A download link's check: 403 LINK_EXPIRED unless its `expires` and `signature` were made for `subject` and still hold. */
export async function requireSignedLink(secret: string, subject: string, link: { expires: number; signature: string }, now: Date): Promise<void> {
  if (!(await validSignedLink(secret, subject, link, now))) throw new ApiError(403, 'LINK_EXPIRED');
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266, RFC 5987): an ASCII fallback without
 * quotes, backslashes or percent signs (å, ä, ö lose their marks), and the exact name encoded.
 */
export function attachmentDisposition(name: string): string {
  const fallback =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
      .trim() || 'bilaga';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored file as its download: only ever an attachment of the type detected on upload, in a
 * sandbox, not cached. A copy of exactly the file: node-postgres hands bytea out as a view into a
 * shared pool buffer.
 */
export function fileDownload(c: Context, file: { name: string; contentType: string; content: Uint8Array }) {
  return c.body(Uint8Array.from(file.content).buffer, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentDisposition(file.name),
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  });
}
