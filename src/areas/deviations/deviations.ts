/**
 * Deviations' shared parts (spec 3 §2 Deviations, §4 Deviation status, §8), used by the report
 * wizard `<fsp-deviation-report>`, the list `<fsp-deviations>` and the detail `<fsp-deviation>`:
 * - the namespace `deviations`: the status labels (DEVIATION_STATUS_{id}), the error codes a
 *   deviation call answers (INVALID_REFERENCE_NUMBER, the upload refusals), DEVIATION_SUCCESS, and
 *   the texts of attaching files, in sv and en;
 * - the cache keys (`deviationKeys`): creating a deviation or attaching a file invalidates
 *   `deviationKeys.all`, so a list and a detail on the same page follow at once;
 * - the paths, the list's URL (`state`, `q`, `page`, `pageSize`: one canonical query a view) shared
 *   with the standalone's route table;
 * - one file's upload (POST /deviations/{deviation}/files, part `file1`, with progress), which the
 *   wizard makes after creating the deviation and the detail's Attachments tab makes to add one.
 * Not in the shared runtime (vite.config.ts): it loads with the deviation elements.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEVIATION_FILE_PART, DEVIATION_PAGE_SIZE, DEVIATION_STATES, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type DeviationState } from '../../contract/constants.ts';
import type { DeviationListQuery } from '../../contract/deviations.ts';
import { useApiBase, type AnswerOf } from '../../core/http/query.ts';
import { pagesOf, parseListPageSize, type ListPageSize } from '../../core/ui/page-size.ts';
import { upload, type UploadProgress } from '../../core/http/upload.ts';
import { addTexts, useLanguage, useTexts } from '../../core/i18n/index.ts';
import { formatSize, type FileRules, type FileUploadTexts } from '../../core/ui/file-upload.tsx';

export const DEVIATIONS_NS = 'deviations';
addTexts(DEVIATIONS_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

export type DeviationData = AnswerOf<'get', 'fsp/v1/deviations/{deviation}'>;
export type DeviationSummaryData = AnswerOf<'get', 'fsp/v1/deviations'>['page'][number];

export const deviationKeys = {
  all: ['deviations'] as const,
  categories: () => [...deviationKeys.all, 'categories'] as const,
  references: (category: number) => [...deviationKeys.categories(), category, 'references'] as const,
  lists: () => [...deviationKeys.all, 'list'] as const,
  list: (query: DeviationListQuery) => [...deviationKeys.lists(), query] as const,
  deviation: (id: number) => [...deviationKeys.all, id] as const,
};

// ---------------------------------------------------------------------------------------------
// Paths and the list's URL

export const DEVIATION_REPORT_PATH = '/deviation';
export const DEVIATIONS_PATH = '/my-myloc/deviations';
export const DEVIATION_TABS = ['info', 'attachments'] as const;
export type DeviationTab = (typeof DEVIATION_TABS)[number];

/** The tab an attribute or path names; an unknown or absent one is Info. */
export const toDeviationTab = (tab: string | null | undefined): DeviationTab => (tab === 'attachments' ? 'attachments' : 'info');
/** A deviation's tab (spec 3 §2: /info and /attachments). */
export const deviationPath = (id: number, tab: DeviationTab = 'info'): string => `${DEVIATIONS_PATH}/${id}/${tab}`;

export type DeviationFilter = Lowercase<DeviationState>;
export const DEVIATION_FILTERS = DEVIATION_STATES.map((s) => s.toLowerCase() as DeviationFilter);
/** `pageSize`: rows a page, DEVIATION_PAGE_SIZE (10) by default or another of core's LIST_PAGE_SIZES (spec 1 §9: "show items per page"). */
export type DeviationListState = { state: DeviationFilter; q: string; page: number; pageSize: ListPageSize };

const MAX_PAGE = 1_000_000;
const Q_MAX = 100;

/** The list's state from its query string: `state` (open, the default; closed; all), `q`, `page` (from 1), `pageSize` (10, 25 or 50; anything else 10). */
export function parseDeviationListQuery(search: URLSearchParams): DeviationListState {
  const asked = (search.get('state') ?? '').trim().toLowerCase();
  const state = (DEVIATION_FILTERS as readonly string[]).includes(asked) ? (asked as DeviationFilter) : 'open';
  const q = (search.get('q') ?? '').trim().slice(0, Q_MAX);
  const pageText = (search.get('page') ?? '').trim();
  const page = /^[1-9]\d{0,6}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1;
  return { state, q, page, pageSize: parseListPageSize(search.get('pageSize')) };
}

/** The query string's values of a state, defaults left out (the page size as the query names it). */
function listQueryOf(s: DeviationListState): Record<'state' | 'q' | 'page' | 'pageSize', string | undefined> {
  return {
    state: s.state === 'open' ? undefined : s.state,
    q: s.q || undefined,
    page: s.page > 1 ? String(s.page) : undefined,
    pageSize: s.pageSize !== DEVIATION_PAGE_SIZE ? String(s.pageSize) : undefined,
  };
}

/** `<fsp-deviations>`' attributes of a state, defaults left out. */
export function deviationListAttributes(s: DeviationListState): Record<'state' | 'q' | 'page' | 'page-size', string | undefined> {
  const { pageSize, ...rest } = listQueryOf(s);
  return { ...rest, 'page-size': pageSize };
}

/** The list's path with its canonical query (`/my-myloc/deviations?state=all&q=…&pageSize=25`). */
export function deviationListPath(s: DeviationListState): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(listQueryOf(s))) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return `${DEVIATIONS_PATH}${query ? `?${query}` : ''}`;
}

/** The API's query of a state (GET /deviations): the user's own, newest first, `pageSize` a page. */
export function deviationListApiQuery(s: DeviationListState): DeviationListQuery {
  return {
    state: s.state.toUpperCase() as DeviationState,
    ...(s.q ? { freeTextSearch: s.q } : {}),
    sort: 'createdDateTime:desc',
    from: (s.page - 1) * s.pageSize,
    amount: s.pageSize,
  };
}

/** Pages of a count at a page size (at least 1). */
export const deviationPageCount = (count: number, size: number = DEVIATION_PAGE_SIZE): number => pagesOf(count, size);

/** Whether a status shows a badge (spec 3 §4: 10 registered shows none). */
export const hasStatusBadge = (status: number): boolean => status !== 10;

// ---------------------------------------------------------------------------------------------
// Files

/** What may be attached: the portal's upload types (spec 3 §5), size and count (the server checks them again, by content). */
export const DEVIATION_FILE_RULES: FileRules = { accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES };
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Core FileUpload's texts in the deviations' words. */
export function useDeviationFileTexts(): FileUploadTexts {
  const { t, lang } = useTexts(DEVIATIONS_NS);
  return {
    choose: t('files.choose'),
    hint: t('files.hint', { maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
    listLabel: t('files.chosen'),
    remove: (name) => t('files.remove', { name }),
    refused: (r) => t(`files.refused.${r.reason}`, { name: r.name, maxFiles: UPLOAD_MAX_FILES, maxMb: MAX_MB }),
    progress: t('files.uploading'),
    size: (bytes) => formatSize(bytes, lang),
  };
}

/** POST /deviations/{deviation}/files: one file, part `file1`, with its progress; the deviation answers. Invalidates every deviation. */
export function useUploadDeviationFile() {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deviation, file, onProgress }: { deviation: number; file: File; onProgress: (p: UploadProgress) => void }) => {
      const form = new FormData();
      form.append(DEVIATION_FILE_PART, file);
      return upload<DeviationData>(apiBase, lang, `fsp/v1/deviations/${deviation}/files`, form, { notify: false, onProgress });
    },
    onSettled: () => client.invalidateQueries({ queryKey: deviationKeys.all }),
  });
}
