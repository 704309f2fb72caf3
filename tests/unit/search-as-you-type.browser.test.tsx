/**
 * The core useSearchAsYouType (src/core/ui/search-as-you-type.ts), the messages' and the
 * catalogue's search boxes, in Chromium with fake timers: typing is searched once it rests for
 * 300 ms, Enter at once while a search waits (and that one is then not sent), a host that ignores
 * the move keeps the text typed (and a caller that applies the search itself sees it applied), the
 * box's own search coming back late leaves what was typed on since, and Back to an older search
 * puts it in the box without searching it again.
 */
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchAsYouType, type SearchAsYouType } from '../../src/core/ui/search-as-you-type.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Expose = (box: SearchAsYouType) => void;

/** A box given `q` by the test (a host that routes, or ignores the move). */
function Box({ q, onSearch, expose }: { q: string; onSearch: (q: string) => void; expose: Expose }) {
  const box = useSearchAsYouType({ q, onSearch, normalize: (text) => text.trim().slice(0, 20) });
  useEffect(() => expose(box));
  return <input aria-label="Sök" value={box.text} onChange={(e) => box.setText(e.target.value)} />;
}

/** A caller that applies its search at once, whatever the host does (the catalogue's asked state). */
function Applying({ onSearch, expose }: { onSearch: (q: string) => void; expose: Expose }) {
  const [q, setQ] = useState('');
  const box = useSearchAsYouType({
    q,
    onSearch: (next) => {
      setQ(next);
      onSearch(next);
    },
  });
  useEffect(() => expose(box));
  return (
    <>
      <input aria-label="Sök" value={box.text} onChange={(e) => box.setText(e.target.value)} />
      <output>{q}</output>
    </>
  );
}

describe('useSearchAsYouType', () => {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  let box: SearchAsYouType | null = null;
  const expose: Expose = (b) => {
    box = b;
  };
  const onSearch = vi.fn<(q: string) => void>();

  beforeEach(() => {
    vi.useFakeTimers();
    onSearch.mockClear();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    box = null;
    vi.useRealTimers();
  });

  const given = (q: string) =>
    act(() => {
      root?.render(<Box q={q} onSearch={onSearch} expose={expose} />);
    });
  const type = (text: string) =>
    act(() => {
      box?.setText(text);
    });
  const enter = () =>
    act(() => {
      box?.searchNow();
    });
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const field = () => host?.querySelector('input')?.value;

  it('searches once the typing has rested for 300 ms, each keystroke restarting the wait', () => {
    given('');
    type('r');
    wait(200);
    type('ro');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch.mock.calls).toEqual([['ro']]);
    // What normalizes to the same search is not searched again.
    type('ro  ');
    wait(1000);
    expect(onSearch.mock.calls).toEqual([['ro']]);
    expect(field()).toBe('ro  ');
  });

  it('Enter searches at once while a search waits, and the waiting one is not sent', () => {
    given('');
    type('rollator');
    wait(100);
    enter();
    expect(onSearch.mock.calls).toEqual([['rollator']]);
    wait(1000);
    enter();
    expect(onSearch.mock.calls).toEqual([['rollator']]);
  });

  it('a host that ignores the move: the text typed stays, the search is not sent again, the next one is', () => {
    given('');
    type('rollator');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch.mock.calls).toEqual([['rollator']]);
    given(''); // the host prevented the move and did not move: q is as it was
    wait(1000);
    expect(field()).toBe('rollator');
    enter();
    expect(onSearch.mock.calls).toEqual([['rollator']]);
    // Emptied again: that is a search of its own (the last one sent was "rollator").
    type('');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch.mock.calls).toEqual([['rollator'], ['']]);
  });

  it('a caller that applies the search itself sees it applied though the host ignores the move; the text stays', () => {
    act(() => {
      root?.render(<Applying onSearch={onSearch} expose={expose} />);
    });
    type('krycka ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch.mock.calls).toEqual([['krycka']]);
    expect(host?.querySelector('output')?.textContent).toBe('krycka');
    expect(field()).toBe('krycka ');
    wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('its own search coming back late leaves what was typed on since', () => {
    given('');
    type('krycka');
    wait(SEARCH_DEBOUNCE_MS);
    type('krycka etac');
    given('krycka'); // the host catches up with the first search
    expect(field()).toBe('krycka etac');
    wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch.mock.calls).toEqual([['krycka'], ['krycka etac']]);
    given('krycka etac');
    expect(field()).toBe('krycka etac');
    wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('Back to an older search puts it in the box, and it is not searched again', () => {
    given('rullstol');
    expect(field()).toBe('rullstol');
    type('rollator');
    wait(SEARCH_DEBOUNCE_MS);
    given('rollator');
    expect(onSearch.mock.calls).toEqual([['rollator']]);
    given('rullstol'); // Back
    expect(field()).toBe('rullstol');
    wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
    // A search typed while one waited, then Back: the older one wins, the typed one is dropped.
    type('säng');
    wait(100);
    given('');
    expect(field()).toBe('');
    wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
