/**
 * src/standalone/prefetch.ts: the data a client's page and a fixed asset's page ask for first,
 * asked for with the move (the same options as the elements', so they find it in the cache); once;
 * only with a session and for a page that is shown; and the timeline's part with its texts.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKeys } from '../../src/areas/clients/clients.ts';
import { fixedAssetKeys } from '../../src/areas/fixed-assets/fixed-assets.ts';
import { timelineKeys } from '../../src/areas/timeline/queries.ts';
import type { ApiScope } from '../../src/core/http/query.ts';
import { i18n } from '../../src/core/i18n/index.ts';
import { CATALOG } from '../../src/catalog.ts';
import { prefetchLocation, prefetchRoute } from '../../src/standalone/prefetch.ts';
import { clientTarget, fixedAssetTarget } from '../../src/standalone/route-table.ts';

const scope = (loggedIn: boolean) => ({ api: {} as ApiScope['api'], key: 'http://portal.test/rs|sv|s1', loggedIn }) satisfies ApiScope;

function spied() {
  const client = new QueryClient();
  const asked: unknown[][] = [];
  const record = (options: { queryKey: readonly unknown[] }) => {
    asked.push([...options.queryKey]);
    // Answered as a call would be, so a second move finds it in the cache.
    client.setQueryData(options.queryKey, {});
    return Promise.resolve();
  };
  vi.spyOn(client, 'prefetchQuery').mockImplementation(record);
  vi.spyOn(client, 'prefetchInfiniteQuery').mockImplementation(record);
  return { client, asked };
}
const key = 'http://portal.test/rs|sv|s1';
const client = (path: string) => {
  const [, , id, tab] = path.split('/');
  return clientTarget({ id, ...(tab ? { tab } : {}) }, new URLSearchParams());
};

afterEach(() => vi.restoreAllMocks());

describe('prefetchRoute: a page’s first data with the move', () => {
  it('a client’s Timeline tab: the client and the first page of the story', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/timeline') }, 'sv');
    expect(asked).toEqual([[...clientKeys.detail(4), key], [...timelineKeys.client(4), key]]);
  });

  it('another tab of the client: the client only', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/holdings') }, 'sv');
    expect(asked).toEqual([[...clientKeys.detail(4), key]]);
  });

  it('a fixed asset: the aid and the first page of its life', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '50108' }, new URLSearchParams()) }, 'sv');
    expect(asked).toEqual([[...fixedAssetKeys.fixedAsset(50108), key], [...timelineKeys.aid(50108), key]]);
  });

  it('asks once: a query in the cache is not asked again (and says whether it asked)', () => {
    const { client: qc, asked } = spied();
    expect(prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/timeline') }, 'sv')).toBe(true);
    expect(prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/timeline') }, 'sv')).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('the data’s calls first, then the element’s code in the page’s language (the calls are not kept waiting behind its chunks’ import()s)', () => {
    const { client: qc } = spied();
    const order: string[] = [];
    const spec = CATALOG.find((s) => s.tag === 'fsp-fixed-asset');
    if (!spec) throw new Error('fsp-fixed-asset is not in the catalog');
    const load = vi.spyOn(spec, 'load').mockImplementation(() => {
      order.push('code');
      return Promise.resolve();
    });
    vi.spyOn(qc, 'prefetchQuery').mockImplementation(() => {
      order.push('data');
      return Promise.resolve();
    });
    vi.spyOn(qc, 'prefetchInfiniteQuery').mockImplementation(() => {
      order.push('data');
      return Promise.resolve();
    });
    prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '50108' }, new URLSearchParams()) }, 'en');
    expect(load).toHaveBeenCalledWith('en');
    expect(order).toEqual(['data', 'data', 'code']);
    // Nothing left to ask (the render after the move's listener): no second load of the code.
    qc.setQueryData([...fixedAssetKeys.fixedAsset(50108), key], {});
    qc.setQueryData([...timelineKeys.aid(50108), key], {});
    load.mockClear();
    expect(prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '50108' }, new URLSearchParams()) }, 'en')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('prefetchLocation: the route at a path, its first data; any other route nothing', () => {
    const { client: qc, asked } = spied();
    expect(prefetchLocation(qc, scope(true), '/inventories/50108', new URLSearchParams(), 'sv')).toBe(true);
    expect(prefetchLocation(qc, scope(true), '/base-storages/2/fixed-assets/50109', new URLSearchParams(), 'sv')).toBe(true);
    expect(prefetchLocation(qc, scope(true), '/clients/4/timeline', new URLSearchParams(), 'sv')).toBe(true);
    expect(prefetchLocation(qc, scope(true), '/orders', new URLSearchParams(), 'sv')).toBe(false);
    expect(prefetchLocation(qc, scope(true), '/inventories', new URLSearchParams(), 'sv')).toBe(false);
    expect(asked).toEqual([
      [...fixedAssetKeys.fixedAsset(50108), key],
      [...timelineKeys.aid(50108), key],
      [...fixedAssetKeys.fixedAsset(50109), key],
      [...timelineKeys.aid(50109), key],
      [...clientKeys.detail(4), key],
      [...timelineKeys.client(4), key],
    ]);
  });

  it('nothing without a session, for a redirect or a page not found', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(false), { kind: 'client', target: client('/clients/4/timeline') }, 'sv');
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4') }, 'sv');
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/x/timeline') }, 'sv');
    prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '0' }, new URLSearchParams()) }, 'sv');
    expect(asked).toEqual([]);
  });

  it('the timeline’s part and its texts in the page’s language come with the move', async () => {
    const { client: qc } = spied();
    prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '50108' }, new URLSearchParams()) }, 'en');
    const loaded = (lang: string) => ['timeline', 'core-timeline'].every((ns) => i18n.hasResourceBundle(lang, ns));
    expect(loaded('en')).toBe(false);
    await vi.waitFor(() => expect(loaded('en')).toBe(true));
    // Each part's module: the aid's life's, and the story's (the same namespaces), asked for by the
    // client's Timeline tab (in this file's first test; nothing else here imports either).
    const fetched = (module: string) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/src/areas/timeline/${module}`));
    expect(fetched('aid-life.tsx')).toBe(true);
    expect(fetched('client-story.tsx')).toBe(true);
  });
});
