/**
 * core/ui/timeline.tsx in Chromium, on React's own clock (no act()): a list's first render shows
 * its first three entries (the top of a screen), so they are painted without waiting for the whole page, and the rest
 * follow in the next render; a later render (show more) shows every entry at once.
 */
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../src/core/i18n/index.ts';
import { session } from '../../src/core/session/store.ts';
import { Timeline, TIMELINE_TEXTS, type TimelineItem } from '../../src/core/ui/timeline.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let mounted: { root: Root; container: HTMLElement } | null = null;
afterEach(() => {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = null;
});

const items = (n: number): TimelineItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, at: `2026-11-${String(28 - (i % 27)).padStart(2, '0')}T10:00:00Z`, kind: 'ORDER', kindLabel: 'Order', actor: null, title: `Händelse ${i + 1}` }));

describe('Timeline: the first entries first', () => {
  it('shows the first three entries in its first render, then every one; a page more shows at once', async () => {
    await loadTexts('sv', ['core', TIMELINE_TEXTS]);
    session.setLanguage('sv', false);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    mounted = { root, container };
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(container.querySelectorAll('li').length));
    observer.observe(container, { childList: true, subtree: true });
    const render = (n: number) => root.render(<Timeline label="Det som hänt" items={items(n)} count={60} empty={{ title: 'Inget' }} />);
    render(30);
    await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(30));
    expect(counts[0]).toBe(3);
    counts.length = 0;
    render(55);
    await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(55));
    expect(counts.every((c) => c === 55)).toBe(true);
    observer.disconnect();
  });
});
