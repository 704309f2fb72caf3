/**
 * Core VirtualList (src/core/ui/virtual-list.tsx) turning virtual, in Chromium: a list longer than
 * PLAIN_ROWS_MAX shows its first rows whole until TanStack Virtual's chunk has come, then only the
 * rows in view. The rows in view stay the same elements across that change: a field keeps its focus
 * and what was typed in it (the inventory count's first line, typed into as the page opened, lost
 * both when the virtualized rows were another component that replaced the whole ones).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { PLAIN_ROWS_MAX, VirtualList } from '../../src/core/ui/virtual-list.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WAIT = { timeout: 5000 };
const COUNT = 300;

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

it('keeps the rows in view, their focus and what was typed, when the list turns virtual', async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const items = Array.from({ length: COUNT }, (_, i) => i);
  act(() =>
    root?.render(
      <VirtualList
        items={items}
        getKey={(i) => `line-${i}`}
        label="Rader"
        estimateSize={40}
        maxHeight={400}
        renderItem={(i) => (
          <label style={{ display: 'block', height: 40 }}>
            Rad {i + 1} <input aria-label={`Antal rad ${i + 1}`} />
          </label>
        )}
      />,
    ),
  );
  const box = host.querySelector<HTMLElement>('[role=list]');
  if (!box) throw new Error('no list');
  const sizer = box.firstElementChild;
  // Before the virtualizer's chunk has come: the first rows, whole, in the flow.
  expect(sizer?.classList.contains('plain')).toBe(true);
  expect(box.querySelectorAll('[role=listitem]')).toHaveLength(PLAIN_ROWS_MAX);
  const second = box.querySelector<HTMLInputElement>('input[aria-label="Antal rad 2"]');
  const firstRow = box.querySelector('[data-index="0"]');
  if (!second) throw new Error('no field');
  second.focus();
  second.value = '7';

  // Virtual: only the rows near the view, placed by the virtualizer ...
  await vi.waitFor(() => expect(box.querySelectorAll('[role=listitem]').length).toBeLessThan(PLAIN_ROWS_MAX), WAIT);
  expect(box.firstElementChild).toBe(sizer);
  expect(sizer?.classList.contains('plain')).toBe(false);
  // ... the same elements as before: the field has its focus and its text, the first row is the one shown whole.
  expect(box.querySelector('input[aria-label="Antal rad 2"]')).toBe(second);
  expect(second.isConnected).toBe(true);
  expect(document.activeElement).toBe(second);
  expect(second.value).toBe('7');
  expect(box.querySelector('[data-index="0"]')).toBe(firstRow);
  expect(box.querySelector('[data-index="0"]')?.getAttribute('aria-setsize')).toBe(String(COUNT));
});
