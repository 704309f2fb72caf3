/**
 * src/standalone/prefetch.ts: the data a client's page and a fixed asset's page ask for first,
 * asked for with the move (the same options as the elements', so they find it in the cache); once;
 * only with a session and for a page that is shown.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKeys } from '../../src/areas/clients/clients.ts';
import { fixedAssetKeys } from '../../src/areas/fixed-assets/fixed-assets.ts';
import { timelineKeys } from '../../src/areas/timeline/queries.ts';
import type { ApiScope } from '../../src/core/http/query.ts';
import { prefetchRoute } from '../../src/standalone/prefetch.ts';
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
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/timeline') });
    expect(asked).toEqual([[...clientKeys.detail(4), key], [...timelineKeys.client(4), key]]);
  });

  it('another tab of the client: the client only', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/holdings') });
    expect(asked).toEqual([[...clientKeys.detail(4), key]]);
  });

  it('a fixed asset: the aid and the first page of its life', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '50108' }, new URLSearchParams()) });
    expect(asked).toEqual([[...fixedAssetKeys.fixedAsset(50108), key], [...timelineKeys.aid(50108), key]]);
  });

  it('asks once: a query in the cache is not asked again', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/timeline') });
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4/timeline') });
    expect(asked).toHaveLength(2);
  });

  it('nothing without a session, for a redirect or a page not found', () => {
    const { client: qc, asked } = spied();
    prefetchRoute(qc, scope(false), { kind: 'client', target: client('/clients/4/timeline') });
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/4') });
    prefetchRoute(qc, scope(true), { kind: 'client', target: client('/clients/x/timeline') });
    prefetchRoute(qc, scope(true), { kind: 'fixedAsset', target: fixedAssetTarget({ product: '0' }, new URLSearchParams()) });
    expect(asked).toEqual([]);
  });
});
