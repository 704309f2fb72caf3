/**
 * The keyboard-wedge scanner (src/core/ui/scanner/wedge.ts): a burst of keystrokes and Enter is a
 * scan, a person typing is not. Two kinds of keys:
 * - keydown events dispatched with the times a scanner or a person would give them (`timeStamp`
 *   set on each event: the gaps are exact however busy the machine is), the character put in as
 *   the browser would (these events are not trusted, so nothing is typed or submitted by them);
 * - real keystrokes (vitest's userEvent through Playwright): they type and Enter submits the form,
 *   for the form's submit; their gaps are the machine's, so the burst's limit is wide there and the
 *   person's keys are far apart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { act, useRef, useState } from 'react';
import { useWedgeScan, type WedgeScanOptions } from '../../src/core/ui/scanner/wedge.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Calls = { onScan: (text: string) => void; onSubmit: (value: string) => void; onEnter: () => void };

/** A search form as a screen has it: a controlled field whose Enter submits; a scan puts its text in the field. */
function SearchForm({ calls, opts }: { calls: Calls; opts?: WedgeScanOptions }) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  useWedgeScan(ref, (text) => {
    calls.onScan(text);
    setValue(text);
  }, opts);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        calls.onSubmit(value);
      }}
    >
      <label>
        Inventarienummer
        <input ref={ref} value={value} onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && calls.onEnter()} />
      </label>
      <button type="submit">Sök</button>
    </form>
  );
}

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

function mount(opts?: WedgeScanOptions) {
  const calls = { onScan: vi.fn<(text: string) => void>(), onSubmit: vi.fn<(value: string) => void>(), onEnter: vi.fn<() => void>() };
  host = document.createElement('div');
  document.body.append(host);
  const r = createRoot(host);
  root = r;
  act(() => r.render(<SearchForm calls={calls} {...(opts ? { opts } : {})} />));
  const input = host.querySelector('input');
  if (!input) throw new Error('no input');
  input.focus();
  return { calls, input };
}

/** The value as the browser sets it, past React's own setter (so React sees the input event as a change). */
function setNativeValue(input: HTMLInputElement, value: string) {
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
}

/** One keydown at `at` ms; a character goes in as the browser would put it (replacing the selection). Returns whether the key's default was left alone. */
function key(input: HTMLInputElement, k: string, at: number): boolean {
  const down = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, composed: true });
  Object.defineProperty(down, 'timeStamp', { value: at });
  let proceed = true;
  act(() => {
    proceed = input.dispatchEvent(down);
    if (proceed && k.length === 1) {
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? input.value.length;
      setNativeValue(input, input.value.slice(0, start) + k + input.value.slice(end));
      input.setSelectionRange(start + 1, start + 1);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  return proceed;
}

/** Keys `gap` ms apart from `start`, then Enter `gap` ms after the last; whether Enter's default was left alone. */
function keys(input: HTMLInputElement, text: string, start: number, gap: number): boolean {
  [...text].forEach((ch, i) => key(input, ch, start + i * gap));
  return key(input, 'Enter', start + text.length * gap);
}

const rendered = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));

const isSelected = (input: HTMLInputElement) => input.selectionStart === 0 && input.selectionEnd === input.value.length && input.value.length > 0;

describe('useWedgeScan: dispatched keys at exact times', () => {
  it('a burst 5 ms apart and Enter: onScan once with the text, its Enter consumed, the focus kept, the text selected', async () => {
    const { calls, input } = mount();
    expect(keys(input, 'HMC500313', 1000, 5)).toBe(false);
    await rendered();
    expect(calls.onScan).toHaveBeenCalledTimes(1);
    expect(calls.onScan).toHaveBeenCalledWith('HMC500313');
    expect(calls.onEnter).not.toHaveBeenCalled();
    expect(input.value).toBe('HMC500313');
    expect(document.activeElement).toBe(input);
    expect(isSelected(input)).toBe(true);
  });

  it('a person typing (120 ms apart) and Enter: no scan, Enter left to the field', async () => {
    const { calls, input } = mount();
    expect(keys(input, 'HMC500313', 1000, 120)).toBe(true);
    await rendered();
    expect(calls.onScan).not.toHaveBeenCalled();
    expect(calls.onEnter).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('HMC500313');
  });

  it('two scans in a row: each calls onScan, and the second replaces the first in the field', async () => {
    const { calls, input } = mount();
    keys(input, 'HMC500313', 1000, 5);
    await rendered();
    keys(input, 'HMC499001', 3000, 5);
    await rendered();
    expect(calls.onScan.mock.calls).toEqual([['HMC500313'], ['HMC499001']]);
    expect(input.value).toBe('HMC499001');
    expect(isSelected(input)).toBe(true);
    expect(calls.onEnter).not.toHaveBeenCalled();
  });

  it('only the burst\'s text: what the person typed before it is not part of the scan', async () => {
    const { calls, input } = mount();
    key(input, 'a', 100);
    key(input, 'b', 400);
    keys(input, 'HMC500313', 2000, 5);
    await rendered();
    expect(calls.onScan).toHaveBeenCalledWith('HMC500313');
  });

  it('fewer than 4 characters, a slow Enter after a burst, a gap in the middle: no scan', async () => {
    const { calls, input } = mount();
    keys(input, 'HMC', 1000, 5);
    [...'HMC500313'].forEach((ch, i) => key(input, ch, 2000 + i * 5));
    key(input, 'Enter', 2000 + 8 * 5 + 200);
    // A pause in the middle: the burst is what came after it, 3 characters.
    [...'HMC5'].forEach((ch, i) => key(input, ch, 4000 + i * 5));
    keys(input, '003', 4500, 5);
    await rendered();
    expect(calls.onScan).not.toHaveBeenCalled();
    expect(calls.onEnter).toHaveBeenCalledTimes(3);
  });

  it('Shift between the characters does not break a burst; Backspace does', async () => {
    const { calls, input } = mount();
    key(input, 'Shift', 1000);
    key(input, 'H', 1002);
    key(input, 'Shift', 1004);
    keys(input, 'MC500313', 1006, 5);
    await rendered();
    expect(calls.onScan).toHaveBeenCalledWith('HMC500313');
    key(input, 'H', 5000);
    key(input, 'M', 5005);
    key(input, 'Backspace', 5010);
    keys(input, 'MC5', 5015, 5);
    await rendered();
    expect(calls.onScan).toHaveBeenCalledTimes(1);
  });

  it('the limits are the caller\'s: maxGapMs and minLength', async () => {
    const { calls, input } = mount({ maxGapMs: 100, minLength: 2 });
    keys(input, 'AB', 1000, 80);
    await rendered();
    expect(calls.onScan).toHaveBeenCalledWith('AB');
  });
});

describe('useWedgeScan: real keystrokes', () => {
  // Once mounted, React renders these keys' updates as a page would, outside act (which cannot wrap keys typed by Playwright).
  const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const outsideAct = () => {
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
  };
  afterEach(() => {
    reactTest.IS_REACT_ACT_ENVIRONMENT = true;
  });
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

  it('a scan\'s Enter does not submit the form: the scan is its one effect', async () => {
    // Playwright's keystrokes are CDP round trips, some ms apart on a busy machine: a wide limit.
    const { calls, input } = mount({ maxGapMs: 1000 });
    outsideAct();
    await userEvent.keyboard('HMC500313{Enter}');
    await settled();
    expect(calls.onScan).toHaveBeenCalledTimes(1);
    expect(calls.onScan).toHaveBeenCalledWith('HMC500313');
    expect(calls.onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    expect(isSelected(input)).toBe(true);
  });

  it('a person\'s Enter submits the form once, and no scan', async () => {
    const { calls, input } = mount();
    outsideAct();
    for (const ch of 'HMC500313') {
      await userEvent.keyboard(ch);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await userEvent.keyboard('{Enter}');
    await settled();
    expect(calls.onScan).not.toHaveBeenCalled();
    expect(calls.onSubmit).toHaveBeenCalledTimes(1);
    expect(calls.onSubmit).toHaveBeenCalledWith('HMC500313');
    expect(input.value).toBe('HMC500313');
  });
});
