/**
 * A screen's first data asked for with the move to it, beside its element's code, for the screens
 * whose first data is known from the path alone and whose speed is a target (issue 41: a timeline's
 * first entries within 300 ms at 4x CPU): a client's page (the client, and on its Timeline tab the
 * story's first page) and a fixed asset's (the aid and its life's first page). The element asks for
 * the same queries (the same options, from the areas) and finds them in the one shared cache,
 * already answered or on their way; without this they were asked only once its code had come and
 * it had rendered (100-200 ms at 4x). Each query is asked once (none already in the cache), and
 * only with a session. The timeline's part (the story's, the aid's life's: a chunk of its own) and
 * its texts in the page's language come meanwhile too: asked by the element, they came after its
 * first render, and the timeline a render later (measured side by side, 2026-12-01: the aid's life
 * 27-128 ms sooner with this and its view's order, the client's story about 25). Any other route
 * asks for nothing here: its element starts its own calls.
 * Asked at the move itself (prefetchLocation, from the router's onNavigation), before the app
 * renders the new route: traced on 2026-12-02, the calls asked in the render went out only once it
 * had ended (40-130 ms at 4x). The calls first, then the timeline's part and the element's code
 * (preloadElement): the ~20 `import()`s of the element's chunks took 15-18 ms of the move's task at
 * 4x (profiled 2026-12-03), and the calls' requests were made only after them. Side by side on
 * the large seed (the builds taking turns, three runs of 24-30 moves each, 2026-12-03): the aid's
 * life 243/211/250 ms with the calls first, 274/212/262 with the code first.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CATALOG } from '../catalog.ts';
import { clientQuery } from '../areas/clients/clients.ts';
import { fixedAssetQuery } from '../areas/fixed-assets/fixed-assets.ts';
import { aidTimelineQuery, clientTimelineQuery } from '../areas/timeline/queries.ts';
import type { ApiScope } from '../core/http/query.ts';
import { loadTexts, type Language } from '../core/i18n/index.ts';
import { clientTarget, fixedAssetTarget, matchLoggedIn, type FixedAssetTarget, type ClientTarget } from './route-table.ts';

/** What a route shows: the client's or the fixed asset's page (their targets' attributes), else nothing to ask for. */
export type PrefetchTarget = { kind: 'client'; target: ClientTarget } | { kind: 'fixedAsset'; target: FixedAssetTarget };

/**
 * A timeline's part (its chunk) and its texts in `lang`, so the element finds both in place when its
 * data comes. Each is fetched once however often this runs: the module map keeps the chunk and
 * core i18n's loadTexts each namespace (a failure is the element's to say when it renders).
 */
function preloadPart(lang: Language, load: () => Promise<readonly string[]>): void {
  // The area's texts' chunk (areas/timeline/timeline.ts registers these same modules, so the same
  // chunks) asked for now, beside the part's: else only once the part's chunk and those it imports
  // have come and run (120-190 ms after the move at 4x, traced), and the client's story showed a
  // render and a layout after the client's tabs. loadTexts then finds it in the module map.
  void TIMELINE_TEXT_CHUNKS[lang]().catch(() => undefined);
  load()
    .then((texts) => loadTexts(lang, texts))
    .catch(() => undefined);
}

/** The chunks of the timeline area's texts, one a language: the modules timeline.ts's `addTexts` loads. */
const TIMELINE_TEXT_CHUNKS: Record<Language, () => Promise<unknown>> = {
  sv: () => import('../areas/timeline/sv.json'),
  en: () => import('../areas/timeline/en.json'),
};

/**
 * The element's code (its module and every chunk it needs: the catalog's `load`), asked for right
 * after the data's calls, in the same task. Its entry file has a stable name, so the browser asks
 * the server whether it changed (elements/*.js are not immutable); traced on 2026-12-02 with the
 * calls asked a task earlier, that question waited behind them in the reference server (120 ms at
 * 4x). The element's own connection asks again and finds the modules in the module map.
 */
function preloadElement(tag: `fsp-${string}`, lang: Language): void {
  void CATALOG.find((spec) => spec.tag === tag)
    ?.load(lang)
    .catch(() => undefined);
}

export function prefetchRoute(queryClient: QueryClient, scope: ApiScope, route: PrefetchTarget, lang: Language): boolean {
  if (!scope.loggedIn || route.target.kind !== 'show') return false;
  const tag = route.kind === 'client' ? 'fsp-client' : 'fsp-fixed-asset';
  let asked = false;
  const ask = (options: { queryKey: readonly unknown[] }, start: () => Promise<void>) => {
    if (queryClient.getQueryState(options.queryKey)) return;
    asked = true;
    void start();
  };
  if (route.kind === 'client') {
    const { client, tab } = route.target.attributes;
    const id = Number(client);
    const detail = clientQuery(scope, id);
    ask(detail, () => queryClient.prefetchQuery(detail));
    if (tab === 'timeline') {
      const story = clientTimelineQuery(scope, id);
      ask(story, () => queryClient.prefetchInfiniteQuery(story));
      preloadPart(lang, () => import('../areas/timeline/client-story.tsx').then((m) => m.CLIENT_STORY_TEXTS));
    }
  } else {
    const id = Number(route.target.attributes['fixed-asset']);
    const detail = fixedAssetQuery(scope, id);
    ask(detail, () => queryClient.prefetchQuery(detail));
    const life = aidTimelineQuery(scope, id);
    ask(life, () => queryClient.prefetchInfiniteQuery(life));
    preloadPart(lang, () => import('../areas/timeline/aid-life.tsx').then((m) => m.AID_LIFE_TEXTS));
  }
  // The element's code after the calls; none when nothing is asked (every render of the logged-in
  // part calls this, and the move's listener has asked already).
  if (asked) preloadElement(tag, lang);
  return asked;
}

/**
 * What the logged-in route at `pathname` and `search` asks for first (prefetchRoute), if it is one
 * of those screens. Called by the logged-in part as it renders (a page loaded at that path) and on
 * every move before it renders (router.ts onNavigation): the calls go out at the move, not once the
 * render has ended (40-130 ms later at 4x CPU).
 */
export function prefetchLocation(queryClient: QueryClient, scope: ApiScope, pathname: string, search: URLSearchParams, lang: Language): boolean {
  const match = matchLoggedIn(pathname);
  if (match?.name === 'client') return prefetchRoute(queryClient, scope, { kind: 'client', target: clientTarget(match.params, search) }, lang);
  if (match?.name === 'baseStorageFixedAsset' || match?.name === 'inventory') return prefetchRoute(queryClient, scope, { kind: 'fixedAsset', target: fixedAssetTarget(match.params, search) }, lang);
  return false;
}
