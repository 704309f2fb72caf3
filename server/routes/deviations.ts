/**
 * Deviations (src/contract/deviations.ts; spec 3 §2 Deviations, §3 Deviation, §4, §5, §7, §8): the
 * categories with their types, a category's reference types and VALIDATE_REFERENCE, the caller's
 * own list, reporting one, one deviation with its files, a file per request and its signed link.
 *
 * Any logged-in user may report a deviation (no FUNCTION permission); a deviation is its reporter's
 * alone: the list reads only the caller's, and another user's deviation answers 403 to every call
 * (an id that is nobody's: 404). The categories, types and reference types are reference data in
 * code (server/deviation-reference.ts), labelled in the caller's language. A reference's code is
 * checked against the world by one function (checkReference), on VALIDATE_REFERENCE and again when
 * the deviation is created: an inventory number of any stock item, an order number of an order the
 * caller's order list shows (orderNumberSeenBy), the product number of any product. A deviation on
 * an inventory number keeps the stock item and sets its hasDeviation, in the insert's transaction.
 * The deviation number is derived from the id (deviationNumber: 300000 + id).
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { API_V1, DEVIATION_FILE_PART, DEVIATION_STATE_STATUSES, DEVIATION_STATUS, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import {
  createDeviation,
  getDeviation,
  getDeviationFile,
  listDeviationCategories,
  listDeviationReferences,
  listDeviations,
  uploadDeviationFile,
  validateDeviationReference,
  type Deviation,
  type DeviationCategory,
  type DeviationFile,
  type DeviationReferenceType,
  type DeviationSummary,
} from '../../src/contract/deviations.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import { FOLD_CLOSE, FOLD_OPEN, deviationFiles, deviations, products, stockItems } from '../db/schema.ts';
import {
  DEVIATION_CATEGORIES,
  DEVIATION_NUMBER_BASE,
  deviationCategoryById,
  deviationLabelMatches,
  deviationNumber,
  deviationReferenceTypeById,
  deviationReferenceTypeOf,
  deviationTypeOf,
  type DeviationCategoryDef,
} from '../deviation-reference.ts';
import { ApiError, errorText, type Lang } from '../errors.ts';
import { fileDownload, requireSignedLink, signedFilesOf, type FileLink } from '../files.ts';
import { escapeLike, pageWindow } from '../paging.ts';
import { gtinOfWord } from '../gtin.ts';
import { readSingleUpload, singleUploadLimit } from './messages.ts';
import { orderNumberSeenBy } from './orders.ts';


function invalid(lang: Lang, detail: string): ApiError {
  return new ApiError(400, 'VALIDATION', `${errorText('VALIDATION', lang)} ${detail}`);
}

// ---------------------------------------------------------------------------------------------
// Reference data in the caller's language

function toCategory(c: DeviationCategoryDef, lang: Lang): DeviationCategory {
  return { id: c.id, value: c.value, label: c.label[lang], types: c.types.map((t) => ({ id: t.id, label: t.label[lang] })) };
}

function referenceTypesOf(c: DeviationCategoryDef, lang: Lang): DeviationReferenceType[] {
  return c.referenceTypeIds.flatMap((id) => {
    const r = deviationReferenceTypeById(id);
    return r ? [{ id: r.id, value: r.value, label: r.label[lang] }] : [];
  });
}

function requireCategory(id: number): DeviationCategoryDef {
  const category = deviationCategoryById(id);
  if (!category) throw new ApiError(404, 'NOT_FOUND');
  return category;
}

// ---------------------------------------------------------------------------------------------
// The reference check (VALIDATE_REFERENCE, and create)

type CheckedReference = { referenceTypeId: number; value: string; stockItemId: number | null };

/**
 * Checks a reference of a deviation of `category` against the world: its type must be one of the
 * category's (else `notOfCategory`: 404 on the validate route, 400 VALIDATION on create), and its
 * code (trimmed) must refer to something of that type, else 400 INVALID_REFERENCE_NUMBER. An
 * inventory number answers its stock item too; a product's GTIN is taken for its product number.
 */
async function checkReference(db: Db, userId: number, category: DeviationCategoryDef, ref: { id: number; value: string }, notOfCategory: () => ApiError): Promise<CheckedReference> {
  const type = deviationReferenceTypeOf(category, ref.id);
  if (!type) throw notOfCategory();
  let value = ref.value.trim();
  let found = false;
  let stockItemId: number | null = null;
  if (value) {
    switch (type.value) {
      case 'INVENTORY_NUMBER': {
        const [item] = await db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.inventoryNumber, value)).limit(1);
        stockItemId = item?.id ?? null;
        found = item !== undefined;
        break;
      }
      case 'ORDER_NUMBER':
        found = await orderNumberSeenBy(db, userId, value);
        break;
      case 'PRODUCT_NUMBER': {
        // A GTIN (a scanned GS1 code's (01), issue 40) names its product: the deviation keeps the
        // product number, as if it had been typed.
        const gtin = gtinOfWord(value);
        const [product] = await db
          .select({ productNumber: products.productNumber })
          .from(products)
          .where(gtin === null ? eq(products.productNumber, value) : or(eq(products.productNumber, value), eq(products.gtin, gtin)))
          .limit(1);
        found = product !== undefined;
        if (product) value = product.productNumber;
        break;
      }
    }
  }
  if (!found) throw new ApiError(400, 'INVALID_REFERENCE_NUMBER');
  return { referenceTypeId: type.id, value, stockItemId };
}

// ---------------------------------------------------------------------------------------------
// Reading

const summaryFields = {
  id: deviations.id,
  userId: deviations.userId,
  categoryId: deviations.categoryId,
  typeId: deviations.typeId,
  referenceTypeId: deviations.referenceTypeId,
  referenceValue: deviations.referenceValue,
  description: deviations.description,
  status: deviations.status,
  createdAt: deviations.createdAt,
  // Qualified by hand: a query of one table renders its columns without the table's name, and an
  // unqualified "id" in the subquery would be the file's.
  fileCount: sql<number>`(select count(*) from ${deviationFiles} where ${deviationFiles}.deviation_id = ${deviations}.id)`.mapWith(Number),
};
type SummaryRow = {
  id: number;
  userId: number;
  categoryId: number;
  typeId: number;
  referenceTypeId: number | null;
  referenceValue: string | null;
  description: string;
  status: number;
  createdAt: Date;
  fileCount: number;
};

/** The fields both answers share; a category or type no longer in the reference data shows its id. */
function baseOf(row: SummaryRow, lang: Lang): Omit<DeviationSummary, 'fileCount'> {
  const category = deviationCategoryById(row.categoryId);
  const type = category ? deviationTypeOf(category, row.typeId) : null;
  const referenceType = row.referenceTypeId === null ? null : deviationReferenceTypeById(row.referenceTypeId);
  return {
    id: row.id,
    deviationNumber: deviationNumber(row.id),
    description: row.description,
    category: { id: row.categoryId, value: category?.value ?? String(row.categoryId), label: category?.label[lang] ?? String(row.categoryId) },
    type: { id: row.typeId, label: type?.label[lang] ?? String(row.typeId) },
    reference:
      row.referenceTypeId === null || row.referenceValue === null
        ? null
        : { id: row.referenceTypeId, value: row.referenceValue, valueLabel: referenceType?.label[lang] ?? String(row.referenceTypeId) },
    status: { id: row.status },
    createdDateTime: row.createdAt.toISOString(),
  };
}

const fileLink = (deviation: number, file: number): FileLink => ({ path: `${API_V1}/deviations/${deviation}/files/${file}`, subject: `deviation-file:${deviation}:${file}` });

/** The deviation's files, named as the deviation contract names them (createdAt, owner). */
async function filesOf(db: Db, secret: string, deviation: number, now: Date): Promise<DeviationFile[]> {
  const files = await signedFilesOf(db, 'deviation', deviation, fileLink, { secret, now });
  return files.map(({ createdDateTime, createdBy, ...file }) => ({ ...file, createdAt: createdDateTime, owner: createdBy }));
}

/** The caller's deviation: 404 when there is none, 403 when it is another user's. */
async function requireOwn(db: Db, userId: number, id: number): Promise<SummaryRow> {
  const [row] = await db.select(summaryFields).from(deviations).where(eq(deviations.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.userId !== userId) throw new ApiError(403, 'FORBIDDEN');
  return row;
}

async function loadDeviation(db: Db, userId: number, id: number, lang: Lang, secret: string, now: Date): Promise<Deviation> {
  const row = await requireOwn(db, userId, id);
  return { ...baseOf(row, lang), files: await filesOf(db, secret, id, now) };
}

/**
 * The free-text search: every word (case-insensitive) must be found, anywhere, in the deviation
 * number, the description, the reference code, or the category's or the type's label in the
 * caller's language (labels are matched here, in code, and become their ids).
 */
function searchOf(text: string | undefined, lang: Lang): SQL | undefined {
  const words = (text ?? '').trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  const conditions = words.map((word) => {
    const p = `%${escapeLike(word)}%`;
    const labels = deviationLabelMatches(word, lang);
    return (
      or(
        sql`(${deviations.id} + ${sql.raw(String(DEVIATION_NUMBER_BASE))})::text LIKE ${p}`,
        sql`${FOLD_OPEN}${deviations.description}${FOLD_CLOSE} LIKE ${p}`,
        sql`${FOLD_OPEN}${deviations.referenceValue}${FOLD_CLOSE} LIKE ${p}`,
        labels.categoryIds.length ? inArray(deviations.categoryId, labels.categoryIds) : undefined,
        labels.typeIds.length ? inArray(deviations.typeId, labels.typeIds) : undefined,
      ) ?? sql`false`
    );
  });
  return conditions.length ? and(...conditions) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Routes

/** Routes that need a session (mounted behind the session check). The categories' paths first: `categories` is no deviation id. */
export const deviationRoutes = newRouter()
  .openapi(listDeviationCategories, (c) => c.json(DEVIATION_CATEGORIES.map((category) => toCategory(category, c.var.lang)), 200))
  .openapi(listDeviationReferences, (c) => {
    const { category } = c.req.valid('param');
    return c.json(referenceTypesOf(requireCategory(category), c.var.lang), 200);
  })
  .openapi(validateDeviationReference, async (c) => {
    const { db, session } = c.var;
    const category = requireCategory(c.req.valid('param').category);
    await checkReference(db, session.userId, category, c.req.valid('json'), () => new ApiError(404, 'NOT_FOUND'));
    return c.body(null, 204);
  })
  .openapi(listDeviations, async (c) => {
    const { db, session, lang } = c.var;
    const q = c.req.valid('query');
    if (q.userId !== undefined && q.userId !== session.userId) throw new ApiError(403, 'FORBIDDEN');
    const { limit, offset } = pageWindow(q);
    const where = and(eq(deviations.userId, session.userId), inArray(deviations.status, [...DEVIATION_STATE_STATUSES[q.state]]), searchOf(q.freeTextSearch, lang));
    const order = q.sort === 'createdDateTime:asc' ? [asc(deviations.createdAt), asc(deviations.id)] : [desc(deviations.createdAt), desc(deviations.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryFields)
        .from(deviations)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(deviations).where(where),
    ]);
    return c.json({ page: rows.map((r) => ({ ...baseOf(r, lang), fileCount: r.fileCount })), count: total?.n ?? 0 }, 200);
  })
  .openapi(createDeviation, async (c) => {
    const { db, session, lang, config } = c.var;
    const body = c.req.valid('json');
    const category = deviationCategoryById(body.categoryId);
    if (!category) throw invalid(lang, 'categoryId: no such category');
    if (!deviationTypeOf(category, body.typeId)) throw invalid(lang, 'typeId: not a type of the category');
    const now = config.now();
    const id = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // No reference: null, or the spec's { id: null, value: "" } (the wizard's id 0).
      const given = body.reference?.id ? { id: body.reference.id, value: body.reference.value ?? '' } : null;
      const reference = given ? await checkReference(t, session.userId, category, given, () => invalid(lang, 'reference.id: not a reference type of the category')) : null;
      const [row] = await t
        .insert(deviations)
        .values({
          userId: session.userId,
          categoryId: category.id,
          typeId: body.typeId,
          referenceTypeId: reference?.referenceTypeId ?? null,
          referenceValue: reference?.value ?? null,
          stockItemId: reference?.stockItemId ?? null,
          description: body.description,
          status: DEVIATION_STATUS.registered,
          createdAt: now,
        })
        .returning({ id: deviations.id });
      if (!row) throw new Error('the deviation was not inserted');
      if (reference && reference.stockItemId !== null) await t.update(stockItems).set({ hasDeviation: true }).where(eq(stockItems.id, reference.stockItemId));
      return row.id;
    });
    return c.json(await loadDeviation(db, session.userId, id, lang, config.linkSecret, now), 201);
  })
  .openapi(getDeviation, async (c) => {
    const { db, session, lang, config } = c.var;
    const { deviation } = c.req.valid('param');
    return c.json(await loadDeviation(db, session.userId, deviation, lang, config.linkSecret, config.now()), 200);
  })
  // A multipart form, read and checked here (as the fittings' upload): the contract's body schema
  // describes it for the document (registered below).
  .openapi({ ...uploadDeviationFile, request: { params: uploadDeviationFile.request.params }, hide: true, middleware: [singleUploadLimit] }, async (c) => {
    const { db, session, lang, config } = c.var;
    const { deviation } = c.req.valid('param');
    await requireOwn(db, session.userId, deviation);
    const upload = await readSingleUpload(c.req, DEVIATION_FILE_PART);
    const now = config.now();
    await db.transaction(async (tx) => {
      // The deviation locked first: of two uploads at once, only one can take the last place.
      await tx.select({ id: deviations.id }).from(deviations).where(eq(deviations.id, deviation)).for('update');
      const [files] = await tx.select({ n: count() }).from(deviationFiles).where(eq(deviationFiles.deviationId, deviation));
      if ((files?.n ?? 0) >= UPLOAD_MAX_FILES) throw new ApiError(400, 'TOO_MANY_FILES');
      await tx.insert(deviationFiles).values({ deviationId: deviation, userId: session.userId, at: now, name: upload.name, contentType: upload.kind.contentType, content: upload.bytes });
    });
    return c.json(await loadDeviation(db, session.userId, deviation, lang, config.linkSecret, now), 201);
  });
deviationRoutes.openAPIRegistry.registerPath(uploadDeviationFile);

/** A deviation's file behind its signed link: no session header, since a download link cannot send one. */
export const deviationFileRoutes = newRouter().openapi(getDeviationFile, async (c) => {
  const { db, config } = c.var;
  const { deviation, file } = c.req.valid('param');
  await requireSignedLink(config.linkSecret, fileLink(deviation, file).subject, c.req.valid('query'), config.now());
  const [f] = await db
    .select()
    .from(deviationFiles)
    .where(and(eq(deviationFiles.id, file), eq(deviationFiles.deviationId, deviation)));
  if (!f) throw new ApiError(404, 'NOT_FOUND');
  return fileDownload(c, f);
});
