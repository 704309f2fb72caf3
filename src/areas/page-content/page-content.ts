/**
 * Page content (GET /fsp/v1/page-content): a page of the portal's own content, by key — the welcome
 * page (`welcome`, the default) with its text, hyperlinks, files and educations — in the caller's
 * language (Accept-Language; the server answers Swedish where it has no translation).
 *
 * In core because two layers read it: the standalone's welcome page (its title, text, links and
 * files) and `<fsp-education>` (its educations). Both use `pageContentQuery`, so they share one
 * cache entry and one request; a registration updates that entry, and the welcome page follows.
 */
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

/** The page the portal's home shows. */
export const DEFAULT_PAGE_KEY = 'welcome';

export type PageContent = AnswerOf<'get', 'fsp/v1/page-content'>;
export type Education = PageContent['educations'][number];
export type EducationOccasion = Education['educationOccasions'][number];

export const pageContentKeys = {
  all: ['page-content'] as const,
  page: (key: string) => [...pageContentKeys.all, key] as const,
};

/** The page with that key (default the welcome page), in the scope's language and session. */
export const pageContentQuery = (scope: ApiScope, key: string = DEFAULT_PAGE_KEY) =>
  apiQuery(scope, pageContentKeys.page(key), 'fsp/v1/page-content', { query: { key } });
