/** The documents area's queries: folders and the files of one folder (GET /company-guides…). */
import { apiQuery, type AnswerOf, type ApiScope } from '../../core/http/query.ts';

export const FILES_PER_PAGE = 25;

export type FolderContent = AnswerOf<'get', 'fsp/v1/company-guides'>;

export const documentKeys = {
  all: ['documents'] as const,
  folders: () => [...documentKeys.all, 'folders'] as const,
  folder: (folder: number, page: number) => [...documentKeys.all, 'folder', folder, page] as const,
};

export const foldersQuery = (scope: ApiScope) => apiQuery(scope, documentKeys.folders(), 'fsp/v1/company-guides/categories', { query: { all: 'true' } });

export const folderContentQuery = (scope: ApiScope, folder: number, page: number) =>
  apiQuery(scope, documentKeys.folder(folder, page), 'fsp/v1/company-guides', {
    query: { category: folder, from: (page - 1) * FILES_PER_PAGE, amount: FILES_PER_PAGE },
  });
