/** Documents: company guide folders (categories) and their files. */
import { z } from '@hono/zod-openapi';
import { PagingQuery, SignedLinkQuery, errorResponses, jsonResponse, noSession, pageOf, defineRoute } from './common.ts';

export const DocumentFolder = z
  .object({ id: z.number().int(), name: z.string(), fileCount: z.number().int() })
  .openapi('DocumentFolder');
export type DocumentFolder = z.infer<typeof DocumentFolder>;

export const DocumentFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string().openapi({ description: 'A signed link that opens the file without a session header; valid for one hour' }),
    contentType: z.string(),
    size: z.number().int(),
  })
  .openapi('DocumentFile');
export type DocumentFile = z.infer<typeof DocumentFile>;

export const listFolders = defineRoute({
  operationId: 'listFolders',
  method: 'get',
  path: '/company-guides/categories',
  summary: 'Document folders',
  request: { query: PagingQuery },
  responses: {
    200: jsonResponse('Folders', pageOf(DocumentFolder, 'DocumentFolderPage')),
    ...errorResponses(400, 401, 403),
  },
});

export const FolderQuery = PagingQuery.extend({
  category: z.coerce.number().int().min(1).openapi({ description: 'The folder id' }),
  searchValue: z.string().max(200).optional(),
});

export const listDocuments = defineRoute({
  operationId: 'listDocuments',
  method: 'get',
  path: '/company-guides',
  summary: 'Files of one folder, by name; includes the folder name',
  request: { query: FolderQuery },
  responses: {
    200: jsonResponse('Files', pageOf(DocumentFile, 'DocumentFilePage').extend({ folder: DocumentFolder }).openapi('DocumentFolderContent')),
    ...errorResponses(400, 401, 403, { 404: 'NOT_FOUND: no such folder' }),
  },
});

export const getDocumentContent = defineRoute({
  operationId: 'getDocumentContent',
  method: 'get',
  path: '/company-guides/{id}/content',
  summary: 'The file itself, through the signed link from the file list (no session: the signature is the permission)',
  security: noSession,
  request: {
    params: z.object({ id: z.coerce.number().int() }),
    query: SignedLinkQuery,
  },
  responses: {
    200: { description: 'The file, inline' },
    ...errorResponses(400, { 403: 'LINK_EXPIRED: the link expired or was altered', 404: 'NOT_FOUND: no such file' }),
  },
});
