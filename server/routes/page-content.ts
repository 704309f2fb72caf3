/**
 * GET /page-content: the welcome page with hyperlinks, the files of its folder and educations, in
 * the caller's language. POST /education-occasions/{id}: registration on an education occasion.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { actOnEducationOccasion, getPageContent } from '../../src/contract/page-content.ts';
import { newRouter } from '../context.ts';
import type { Db } from '../db/index.ts';
import { documents, educationOccasions, educationRegistrations, educations, pageContents } from '../db/schema.ts';
import { ApiError, type Lang } from '../errors.ts';
import { signedDocumentUrl } from './documents.ts';

/** The texts of a row in the caller's language: Swedish is the row itself, other languages its translations. */
function translation<T>(translations: Partial<Record<Exclude<Lang, 'sv'>, T>>, lang: Lang): Partial<T> {
  return lang === 'sv' ? {} : (translations[lang] ?? {});
}

type Executor = Pick<Db, 'select'>;

/** An occasion's columns with its attendee count (joined with its registrations, grouped by occasion). */
const OCCASION_COLUMNS = {
  id: educationOccasions.id,
  educationId: educationOccasions.educationId,
  startDateTime: educationOccasions.startDateTime,
  endDateTime: educationOccasions.endDateTime,
  maxNumberOfAttendees: educationOccasions.maxNumberOfAttendees,
  attendees: count(educationRegistrations.userId),
};

type OccasionRow = { id: number; educationId: number; startDateTime: Date; endDateTime: Date; maxNumberOfAttendees: number; attendees: number };

/** An occasion as the contract answers it. */
function occasionAnswer(o: OccasionRow, isRegistered: boolean) {
  return {
    id: o.id,
    educationId: o.educationId,
    startDateTime: o.startDateTime.toISOString(),
    endDateTime: o.endDateTime.toISOString(),
    currentNumberOfAttendees: o.attendees,
    maxNumberOfAttendees: o.maxNumberOfAttendees,
    isRegistered,
  };
}

/** One occasion as the contract answers it: the attendee count and whether the caller is registered. */
async function occasionView(db: Executor, occasionId: number, userId: number) {
  const [[occasion], [mine]] = await Promise.all([
    db
      .select(OCCASION_COLUMNS)
      .from(educationOccasions)
      .leftJoin(educationRegistrations, eq(educationRegistrations.occasionId, educationOccasions.id))
      .where(eq(educationOccasions.id, occasionId))
      .groupBy(educationOccasions.id),
    db
      .select({ occasionId: educationRegistrations.occasionId })
      .from(educationRegistrations)
      .where(and(eq(educationRegistrations.occasionId, occasionId), eq(educationRegistrations.userId, userId))),
  ]);
  if (!occasion) throw new ApiError(404, 'NOT_FOUND');
  return occasionAnswer(occasion, mine !== undefined);
}

export const pageContentRoutes = newRouter()
  .openapi(getPageContent, async (c) => {
    const { db, session, lang } = c.var;
    const { key } = c.req.valid('query');
    const [page] = await db.select().from(pageContents).where(eq(pageContents.key, key));
    if (!page) throw new ApiError(404, 'NOT_FOUND');
    // Two rounds of queries, each in parallel: the page's files and educations, then the occasions
    // with their attendee counts and the caller's own registrations.
    const [files, eds] = await Promise.all([
      page.fileFolderId
        ? db.select({ id: documents.id, name: documents.name }).from(documents).where(eq(documents.folderId, page.fileFolderId)).orderBy(asc(documents.name))
        : Promise.resolve([]),
      db.select().from(educations).where(eq(educations.pageContentId, page.id)),
    ]);
    const edIds = eds.map((e) => e.id);
    const [occasions, mine] = edIds.length
      ? await Promise.all([
          db
            .select(OCCASION_COLUMNS)
            .from(educationOccasions)
            .leftJoin(educationRegistrations, eq(educationRegistrations.occasionId, educationOccasions.id))
            .where(inArray(educationOccasions.educationId, edIds))
            .groupBy(educationOccasions.id)
            .orderBy(asc(educationOccasions.startDateTime), asc(educationOccasions.id)),
          db
            .select({ occasionId: educationRegistrations.occasionId })
            .from(educationRegistrations)
            .innerJoin(educationOccasions, eq(educationOccasions.id, educationRegistrations.occasionId))
            .where(and(eq(educationRegistrations.userId, session.userId), inArray(educationOccasions.educationId, edIds))),
        ])
      : [[], []];
    const registered = new Set(mine.map((m) => m.occasionId));
    // The texts in the caller's language where the row has them, field by field, else Swedish.
    // Hyperlink names stay as stored: they name the linked sites (1177 Vårdguiden, Socialstyrelsen),
    // which keep their names in every language, and the schema has no translated field for them.
    // File names are the documents' own names, likewise not translated.
    const texts = { ...page, ...translation(page.translations, lang) };
    const educationList = eds
      .map((e) => ({ ...e, ...translation(e.translations, lang) }))
      // By title in the caller's language, with its collation (å, ä, ö last in Swedish).
      .sort((a, b) => a.title.localeCompare(b.title, lang) || a.id - b.id);
    return c.json(
      {
        title: texts.title,
        text: texts.text,
        hyperlinkTitle: texts.hyperlinkTitle,
        hyperlinks: page.hyperlinks,
        fileTitle: texts.fileTitle,
        files: await Promise.all(files.map(async (f) => ({ ...f, url: await signedDocumentUrl(c.var.config.linkSecret, f.id, c.var.config.now()) }))),
        educations: educationList.map((e) => ({
          id: e.id,
          title: e.title,
          description: e.description,
          educationOccasions: occasions.filter((o) => o.educationId === e.id).map((o) => occasionAnswer(o, registered.has(o.id))),
        })),
      },
      200,
    );
  })
  .openapi(actOnEducationOccasion, async (c) => {
    const { db, session } = c.var;
    const { id } = c.req.valid('param');
    const { action } = c.req.valid('json');
    const userId = session.userId;
    // One transaction that first locks the occasion's education row (SELECT ... FOR UPDATE): every
    // registration change within one education waits for the one before it to commit, and each
    // statement after the lock reads what it committed (PostgreSQL's READ COMMITTED takes a new
    // snapshot per statement). So the seat count and the caller's registrations in the education
    // cannot change between the checks and the insert: of two callers racing for the last seat
    // exactly one gets it, and one caller racing on two occasions of one education gets one.
    // On PGlite a transaction holds the only connection, so there it is serial anyway.
    const occasion = await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ educationId: educationOccasions.educationId, max: educationOccasions.maxNumberOfAttendees, start: educationOccasions.startDateTime })
        .from(educationOccasions)
        .innerJoin(educations, eq(educations.id, educationOccasions.educationId))
        .where(eq(educationOccasions.id, id))
        .for('update', { of: educations });
      if (!target) throw new ApiError(404, 'NOT_FOUND');
      // Decided (the spec is silent): who attends an occasion is settled when it starts.
      if (target.start.getTime() <= c.var.config.now().getTime()) throw new ApiError(409, 'OCCASION_STARTED');
      if (action === 'REGISTER') {
        const [[inEducation], [taken]] = await Promise.all([
          tx
            .select({ occasionId: educationRegistrations.occasionId })
            .from(educationRegistrations)
            .innerJoin(educationOccasions, eq(educationOccasions.id, educationRegistrations.occasionId))
            .where(and(eq(educationRegistrations.userId, userId), eq(educationOccasions.educationId, target.educationId)))
            .limit(1),
          tx.select({ n: count() }).from(educationRegistrations).where(eq(educationRegistrations.occasionId, id)),
        ]);
        if (inEducation) throw new ApiError(409, 'ALREADY_REGISTERED');
        if ((taken?.n ?? 0) >= target.max) throw new ApiError(409, 'FULLY_BOOKED');
        await tx.insert(educationRegistrations).values({ occasionId: id, userId });
      } else {
        const removed = await tx
          .delete(educationRegistrations)
          .where(and(eq(educationRegistrations.occasionId, id), eq(educationRegistrations.userId, userId)))
          .returning({ occasionId: educationRegistrations.occasionId });
        if (!removed.length) throw new ApiError(409, 'NOT_REGISTERED');
      }
      return occasionView(tx, id, userId);
    });
    return c.json(occasion, 200);
  });
