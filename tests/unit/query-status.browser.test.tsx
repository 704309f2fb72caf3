/**
 * core/http/query-status.ts useQueryStatus: a query's status as the shared cache holds it, following each
 * change, without observing it (it neither asks for the query nor keeps it): undefined while the
 * cache has none, then pending, success or error as the query goes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryStatus } from '../../src/core/http/query-status.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function Status({ queryKey }: { queryKey: readonly unknown[] }) {
  return <output>{useQueryStatus(queryKey) ?? 'none'}</output>;
}

function show(client: QueryClient, queryKey: readonly unknown[]): HTMLElement {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(<QueryClientProvider client={client}><Status queryKey={queryKey} /></QueryClientProvider>));
  return container;
}

function later<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useQueryStatus', () => {
  it('none until the query is in the cache; pending while it is asked; success when it has answered', async () => {
    const client = new QueryClient();
    const answer = later<string>();
    const view = show(client, ['life', 1]);
    expect(view.textContent).toBe('none');
    // Asked elsewhere (another component's query, a prefetch): followed here.
    let asked!: Promise<unknown>;
    act(() => void (asked = client.prefetchQuery({ queryKey: ['life', 1], queryFn: () => answer.promise })));
    expect(view.textContent).toBe('pending');
    await act(async () => {
      answer.resolve('first page');
      await asked;
    });
    expect(view.textContent).toBe('success');
  });

  it('error when the query has failed; another key is not followed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answer = later<string>();
    const view = show(client, ['life', 2]);
    let asked!: Promise<unknown>;
    act(() => {
      asked = client.prefetchQuery({ queryKey: ['life', 2], queryFn: () => answer.promise });
      void client.prefetchQuery({ queryKey: ['life', 3], queryFn: () => new Promise<string>(() => undefined) });
    });
    await act(async () => {
      answer.reject(new Error('500'));
      await asked;
    });
    expect(view.textContent).toBe('error');
  });

  it('asks for nothing itself and keeps nothing in the cache', () => {
    const client = new QueryClient();
    show(client, ['life', 4]);
    expect(client.getQueryCache().findAll()).toEqual([]);
  });
});
