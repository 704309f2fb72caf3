/**
 * The timelines' queries (issue 41): keys and infinite query options, in a module of their own so
 * an element can start a timeline's call while it loads its own data (`<fsp-client>`'s Timeline tab,
 * `<fsp-fixed-asset>`'s aid's life) without taking the rest of the area (texts, links, entries);
 * and the names the story's and the aid's life's modules announce themselves by as they run.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AidTimelinePage, TimelinePage } from '../../contract/timeline.ts';
import { TIMELINE_KINDS, TIMELINE_PAGE_SIZE, type TimelineKind } from '../../contract/shared/timeline.ts';
import { scopedGet, type ApiScope } from '../../core/http/query.ts';

/**
 * The names of the area's parts (core `announcePart`): an element's `lazyPart` of the story or
 * the aid's life with its name renders it at once when its module has run already (fetched by the
 * standalone with the move to the page), not a render and a layout after its own import() answers.
 */
export const TIMELINE_PARTS = { clientStory: 'timeline/client-story', aidLife: 'timeline/aid-life' } as const;

/** The kinds chosen (null: all); sorted, so one choice is one key whatever the order of the clicks. */
export type KindFilter = readonly TimelineKind[] | null;
/** The kinds of a `kinds` attribute ("ORDER,TASK"): the known ones, in the list's order; none known is null (all). */
export function parseKinds(value: string | null | undefined): KindFilter {
  const named = new Set((value ?? '').toUpperCase().split(',').map((k) => k.trim()));
  const kinds = TIMELINE_KINDS.filter((k) => named.has(k));
  return kinds.length ? kinds : null;
}

const kindsParam = (kinds: KindFilter): string | undefined => (kinds && kinds.length ? [...kinds].sort().join(',') : undefined);

export const timelineKeys = {
  all: ['timeline'] as const,
  aid: (fixedAsset: number, kinds: KindFilter = null) => [...timelineKeys.all, 'aid', { fixedAsset, kinds: kindsParam(kinds) ?? null }] as const,
  client: (client: number, kinds: KindFilter = null) => [...timelineKeys.all, 'client', { client, kinds: kindsParam(kinds) ?? null }] as const,
};

/** The index of the next page's first entry, or undefined when every entry is shown. */
export function nextFrom(last: TimelinePage, pages: readonly TimelinePage[]): number | undefined {
  const shown = pages.reduce((n, p) => n + p.page.length, 0);
  return shown < last.count && (pages.at(-1)?.page.length ?? 0) > 0 ? shown : undefined;
}

const pageQuery = (from: number, kinds: KindFilter) => {
  const k = kindsParam(kinds);
  return { from, amount: TIMELINE_PAGE_SIZE, ...(k ? { kinds: k } : {}) };
};

/** An aid's life, a page at a time (the stage is each page's; the first page's is shown). */
export const aidTimelineQuery = (scope: ApiScope, fixedAsset: number, kinds: KindFilter = null) =>
  infiniteQueryOptions({
    queryKey: [...timelineKeys.aid(fixedAsset, kinds), scope.key],
    queryFn: ({ pageParam, signal }): Promise<AidTimelinePage> =>
      scopedGet(scope, signal, 'fsp/v1/fixed-assets/{fixedAsset}/timeline', { params: { fixedAsset }, query: pageQuery(pageParam, kinds) }, { notify: false }),
    initialPageParam: 0,
    getNextPageParam: (last: AidTimelinePage, pages: AidTimelinePage[]) => nextFrom(last, pages),
  });

/** A client's story, a page at a time. */
export const clientTimelineQuery = (scope: ApiScope, client: number, kinds: KindFilter = null) =>
  infiniteQueryOptions({
    queryKey: [...timelineKeys.client(client, kinds), scope.key],
    queryFn: ({ pageParam, signal }): Promise<TimelinePage> =>
      scopedGet(scope, signal, 'fsp/v1/clients/{client}/timeline', { params: { client }, query: pageQuery(pageParam, kinds) }, { notify: false }),
    initialPageParam: 0,
    getNextPageParam: (last: TimelinePage, pages: TimelinePage[]) => nextFrom(last, pages),
  });
