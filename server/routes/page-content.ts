/** GET /page-content: the welcome page with hyperlinks, the files of its folder and educations. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { getPageContent } from '../../src/contract/page-content.ts';
import { newRouter } from '../context.ts';
import { documents, educationOccasions, educationRegistrations, educations, pageContents } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { signedDocumentUrl } from './documents.ts';

export const pageContentRoutes = newRouter().openapi(getPageContent, async (c) => {
  const { db, session } = c.var;
  const { key } = c.req.valid('query');
  const [page] = await db.select().from(pageContents).where(eq(pageContents.key, key));
  if (!page) throw new ApiError(404, 'NOT_FOUND');
  // Two rounds of queries, each in parallel: the page's files and educations, then the occasions
  // with their attendee counts and the caller's own registrations.
  const [files, eds] = await Promise.all([
    page.fileFolderId
      ? db.select({ id: documents.id, name: documents.name }).from(documents).where(eq(documents.folderId, page.fileFolderId)).orderBy(asc(documents.name))
      : Promise.resolve([]),
    db.select().from(educations).where(eq(educations.pageContentId, page.id)).orderBy(asc(educations.title)),
  ]);
  const edIds = eds.map((e) => e.id);
  const [occasions, mine] = edIds.length
    ? await Promise.all([
        db
          .select({
            id: educationOccasions.id,
            educationId: educationOccasions.educationId,
            startDateTime: educationOccasions.startDateTime,
            endDateTime: educationOccasions.endDateTime,
            maxNumberOfAttendees: educationOccasions.maxNumberOfAttendees,
            attendees: count(educationRegistrations.userId),
          })
          .from(educationOccasions)
          .leftJoin(educationRegistrations, eq(educationRegistrations.occasionId, educationOccasions.id))
          .where(inArray(educationOccasions.educationId, edIds))
          .groupBy(educationOccasions.id)
          .orderBy(asc(educationOccasions.startDateTime)),
        db
          .select({ occasionId: educationRegistrations.occasionId })
          .from(educationRegistrations)
          .innerJoin(educationOccasions, eq(educationOccasions.id, educationRegistrations.occasionId))
          .where(and(eq(educationRegistrations.userId, session.userId), inArray(educationOccasions.educationId, edIds))),
      ])
    : [[], []];
  const registered = new Set(mine.map((m) => m.occasionId));
  return c.json(
    {
      title: page.title,
      text: page.text,
      hyperlinkTitle: page.hyperlinkTitle,
      hyperlinks: page.hyperlinks,
      fileTitle: page.fileTitle,
      files: await Promise.all(files.map(async (f) => ({ ...f, url: await signedDocumentUrl(c.var.config.linkSecret, f.id, c.var.config.now()) }))),
      educations: eds.map((e) => ({
        id: e.id,
        title: e.title,
        description: e.description,
        educationOccasions: occasions
          .filter((o) => o.educationId === e.id)
          .map((o) => ({
            id: o.id,
            educationId: o.educationId,
            startDateTime: o.startDateTime.toISOString(),
            endDateTime: o.endDateTime.toISOString(),
            currentNumberOfAttendees: o.attendees,
            maxNumberOfAttendees: o.maxNumberOfAttendees,
            isRegistered: registered.has(o.id),
          })),
      })),
    },
    200,
  );
});
