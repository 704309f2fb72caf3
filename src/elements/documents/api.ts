/** The documents area's queries: folders and the files of one folder (GET /company-guides…). */
import { useApiQuery, type AnswerOf } from '../../core/http/query.ts';

export const FILES_PER_PAGE = 25;

export type FolderContent = AnswerOf<'get', 'fsp/v1/company-guides'>;

export function useFolders() {
  return useApiQuery('fsp/v1/company-guides/categories', { query: { all: 'true' } });
}

export function useFolderContent(folder: number, page: number) {
  return useApiQuery('fsp/v1/company-guides', { query: { category: folder, from: (page - 1) * FILES_PER_PAGE, amount: FILES_PER_PAGE } });
}

/** A file link from the server is a path on the API's origin, which may not be the page's. */
export function absoluteUrl(url: string, apiBase: string): string {
  const base = new URL(apiBase, globalThis.location?.href ?? 'http://localhost/');
  return new URL(url, base).href;
}
