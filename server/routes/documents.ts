/** Documents: GET /company-guides/categories, GET /company-guides, and the signed file link. */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { getDocumentContent, listDocuments, listFolders } from '../../src/contract/documents.ts';
import { API_V1 } from '../../src/contract/common.ts';
import { newRouter } from '../context.ts';
import { signedLink, validSignedLink } from '../crypto.ts';
import { documentFolders, documents } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { escapeLike, pageWindow } from '../paging.ts';

export function signedDocumentUrl(secret: string, id: number, now: Date): Promise<string> {
  return signedLink(secret, `${API_V1}/company-guides/${id}/content`, `document:${id}`, now);
}


/** Routes that need a session (mounted behind the session check). */
export const documentRoutes = newRouter()
  .openapi(listFolders, async (c) => {
    const { db } = c.var;
    const { limit, offset } = pageWindow(c.req.valid('query'));
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: documentFolders.id, name: documentFolders.name, fileCount: count(documents.id) })
        .from(documentFolders)
        .leftJoin(documents, eq(documents.folderId, documentFolders.id))
        .groupBy(documentFolders.id)
        .orderBy(asc(documentFolders.sortOrder), asc(documentFolders.name))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(documentFolders),
    ]);
    return c.json({ page: rows, count: total?.n ?? 0 }, 200);
  })
  .openapi(listDocuments, async (c) => {
    const { db, config } = c.var;
    const query = c.req.valid('query');
    const { limit, offset } = pageWindow(query);
    const where = and(
      eq(documents.folderId, query.category),
      query.searchValue ? ilike(documents.name, `%${escapeLike(query.searchValue)}%`) : undefined,
    );
    const [[folder], rows, [total]] = await Promise.all([
      db
        .select({ id: documentFolders.id, name: documentFolders.name, fileCount: count(documents.id) })
        .from(documentFolders)
        .leftJoin(documents, eq(documents.folderId, documentFolders.id))
        .where(eq(documentFolders.id, query.category))
        .groupBy(documentFolders.id),
      db
        .select({
          id: documents.id,
          name: documents.name,
          contentType: documents.contentType,
          size: sql<number>`octet_length(${documents.content})`.mapWith(Number),
        })
        .from(documents)
        .where(where)
        .orderBy(asc(documents.name))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(documents).where(where),
    ]);
    if (!folder) throw new ApiError(404, 'NOT_FOUND');
    const now = config.now();
    const page = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        name: r.name,
        contentType: r.contentType,
        size: r.size,
        url: await signedDocumentUrl(config.linkSecret, r.id, now),
      })),
    );
    return c.json({ page, count: total?.n ?? 0, folder }, 200);
  });

/** The file behind a signed link: no session header, since a new tab cannot send one. */
export const documentContentRoutes = newRouter().openapi(getDocumentContent, async (c) => {
  const { db, config } = c.var;
  const { id } = c.req.valid('param');
  if (!(await validSignedLink(config.linkSecret, `document:${id}`, c.req.valid('query'), config.now()))) throw new ApiError(403, 'LINK_EXPIRED');
  const [doc] = await db.select().from(documents).where(eq(documents.id, id));
  if (!doc) throw new ApiError(404, 'NOT_FOUND');
  // A copy of exactly the file: node-postgres hands bytea out as a view into a shared pool buffer.
  return c.body(Uint8Array.from(doc.content).buffer, 200, {
    'Content-Type': doc.contentType,
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  });
});
