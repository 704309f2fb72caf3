/**
 * The core VirtualList with useFetchNearEnd (src/core/ui/virtual-list.tsx), as the stock balance
 * and the inventory count feed it, in Chromium: an infinite list asks for its next page once when
 * its last rows come into view, not again while that page is being fetched (however the list is
 * scrolled or rendered meanwhile), again once the page is in and the new end comes into view, and
 * never when there is no next page. Both ways of the list: pages of 20 rows (rendered whole up to
 * PLAIN_ROWS_MAX, the end seen by an IntersectionObserver) and of 120 (virtualized from the first).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAIN_ROWS_MAX, useFetchNearEnd, VirtualList } from '../../src/core/ui/virtual-list.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROW_PX = 40;
const WAIT = { timeout: 5000 };

/** The test's side of the paging: how often the next page was asked for, and its answer. */
type Paging = { fetches: number; answer: () => void };

/**
 * An infinite query's paging (what useInfiniteQuery gives) of `last` pages; `onFetch` gets the
 * answer to a fetch, which the test gives when it says.
 */
function Harness({ pages: last, page, onFetch }: { pages: number; page: number; onFetch: (answer: () => void) => void }) {
  const [pages, setPages] = useState(1);
  const [fetching, setFetching] = useState(false);
  const [renders, setRenders] = useState(0);
  const fetchNextPage = () => {
    setFetching(true);
    return new Promise<void>((resolve) => {
      onFetch(() => {
        setPages((n) => n + 1);
        setFetching(false);
        resolve();
      });
    });
  };
  const onEndReached = useFetchNearEnd({ hasNextPage: pages < last, isFetchingNextPage: fetching, fetchNextPage });
  const items = Array.from({ length: pages * page }, (_, i) => i);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Rita om {renders}
      </button>
      <VirtualList
        items={items}
        getKey={(i) => i}
        label="Rader"
        estimateSize={ROW_PX}
        overscan={4}
        maxHeight={200}
        onEndReached={onEndReached}
        renderItem={(i) => <div style={{ height: ROW_PX }}>Rad {i + 1}</div>}
      />
    </>
  );
}

describe.each([
  { way: 'rendered whole', PAGE: 20 },
  { way: 'virtualized', PAGE: 120 },
])('useFetchNearEnd with VirtualList, $way', ({ PAGE }) => {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
  });

  function render(pages: number) {
    const paging: Paging = { fetches: 0, answer: () => undefined };
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const onFetch = (answer: () => void) => {
      paging.fetches += 1;
      paging.answer = answer;
    };
    act(() => root?.render(<Harness pages={pages} page={PAGE} onFetch={onFetch} />));
    const box = host.querySelector<HTMLElement>('[role=list]');
    if (!box) throw new Error('no list');
    const scrollToEnd = async () => {
      await act(async () => {
        box.scrollTop = box.scrollHeight;
        box.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      });
    };
    const rerender = () => act(() => host?.querySelector('button')?.click());
    // The rows in the box's view (virtualized, the others are not in the page; whole, they are, out of view).
    const rendered = () => {
      const view = box.getBoundingClientRect();
      return [...box.querySelectorAll('[role=listitem]')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.bottom > view.top && r.top < view.bottom;
      }).map((row) => row.textContent);
    };
    const inPage = () => box.querySelectorAll('[role=listitem]').length;
    return { paging, box, scrollToEnd, rerender, rendered, inPage };
  }

  it('asks for the next page once when the last rows come into view, not again while it is fetched', async () => {
    const { paging, scrollToEnd, rerender, rendered, inPage } = render(3);
    // The first rows in view: far from the end, nothing asked.
    await vi.waitFor(() => expect(rendered()).toContain('Rad 1'), WAIT);
    expect(paging.fetches).toBe(0);
    // Whole up to PLAIN_ROWS_MAX rows, else only those near the view.
    // (virtualized once its chunk has come: until then, the first PLAIN_ROWS_MAX rows, whole).
    if (PAGE <= PLAIN_ROWS_MAX) expect(inPage()).toBe(PAGE);
    else await vi.waitFor(() => expect(inPage()).toBeLessThan(30), WAIT);

    await scrollToEnd();
    await vi.waitFor(() => expect(rendered()).toContain(`Rad ${PAGE}`), WAIT);
    await vi.waitFor(() => expect(paging.fetches).toBe(1), WAIT);

    // While the page is fetched: scrolling and rendering again at the end ask nothing more.
    await scrollToEnd();
    rerender();
    rerender();
    await new Promise((r) => setTimeout(r, 100));
    expect(paging.fetches).toBe(1);

    // The page is in: the list is longer and its end out of view again, so nothing is asked ...
    act(() => paging.answer());
    await vi.waitFor(() => expect(rendered()).not.toContain(`Rad ${2 * PAGE}`), WAIT);
    expect(paging.fetches).toBe(1);
    // ... until the new end comes into view.
    await scrollToEnd();
    await vi.waitFor(() => expect(rendered()).toContain(`Rad ${2 * PAGE}`), WAIT);
    await vi.waitFor(() => expect(paging.fetches).toBe(2), WAIT);
  });

  it('asks nothing at the end when there is no next page', async () => {
    const { paging, scrollToEnd, rendered } = render(1);
    await scrollToEnd();
    await vi.waitFor(() => expect(rendered()).toContain(`Rad ${PAGE}`), WAIT);
    await new Promise((r) => setTimeout(r, 100));
    expect(paging.fetches).toBe(0);
  });
});
