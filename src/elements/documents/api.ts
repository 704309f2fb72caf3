/** The documents area's queries: folders and the files of one folder (GET /company-guides…). */
import type { DocumentFile, DocumentFolder } from '../../contract/documents.ts';
import type { Page } from '../../contract/common.ts';
import { useApiQuery } from '../../core/http/query.ts';

export const FILES_PER_PAGE = 25;

export type FolderContent = Page<DocumentFile> & { folder: DocumentFolder };

export const documentPaths = {
  folders: () => 'fsp/v1/company-guides/categories?all=true',
  files: (folder: number, page: number) =>
    `fsp/v1/company-guides?category=${folder}&from=${(page - 1) * FILES_PER_PAGE}&amount=${FILES_PER_PAGE}`,
};

export function useFolders() {
  return useApiQuery<Page<DocumentFolder>>(documentPaths.folders());
}

export function useFolderContent(folder: number, page: number) {
  return useApiQuery<FolderContent>(documentPaths.files(folder, page));
}

/** A file link from the server is a path on the API's origin, which may not be the page's. */
export function absoluteUrl(url: string, apiBase: string): string {
  const base = new URL(apiBase, globalThis.location?.href ?? 'http://localhost/');
  return new URL(url, base).href;
}
