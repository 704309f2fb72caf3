/**
 * What the `<fsp-inventory-count>` stories share: the element rendered from args as Leo Lagerström
 * (lager@example.org, whose own facility is BL-MLM), the storage's open count made and annulled
 * through the API around a story, the lines (a virtualized list: a line is found by scrolling to
 * it), typing a quantity as the keyboard does, and the connection cut as the saver sees it.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import type { Inventory, InventoryLine } from '../../src/contract/inventories.ts';
import { API_ROOT, SESSION_HEADER } from '../../src/contract/constants.ts';
import { getTransport } from '../../src/core/http/client.ts';
import { api, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/inventory-count/inventory-count.element.ts';

export type Args = { storage?: number | undefined; q?: string; lang?: 'sv' | 'en' };

/** The base storages (docs/world.md "Facilities"): Leo works in BL-MLM only; Frida on BL-MLM, BL-LND and BL-HSD. */
export const STORAGE = { mlm: 2, lnd: 3, hsd: 4, brs: 5 } as const;
export const LEO = 'lager@example.org';
export const FRIDA = 'forskrivare@example.org';
/** BL-MLM's lines of a count: one a balance row (the stock balance's 84). */
export const MLM_LINES = 84;
/** The fixture fixed asset of BL-MLM (Rollator Etac Standard on F-10-2). */
export const FIXED_ASSET = 'HMC499001';

export const baseMeta = {
  render: ({ storage, q, lang }: Args) => <fsp-inventory-count {...(storage ? { storage } : {})} {...(q ? { q } : {})} {...(lang ? { lang } : {})} />,
  argTypes: {
    storage: { control: 'inline-radio', options: [undefined, 2, 3, 4, 5], description: 'The base storage (absent: the user’s own facility): 2 BL-MLM, 3 BL-LND, 4 BL-HSD, 5 BL-BRS.' },
    q: { control: 'text', description: 'The search of the lines.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS, persona: LEO },
} satisfies Partial<Meta<Args>>;

export const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-inventory-count');
export type Ui = Awaited<ReturnType<typeof element>>['ui'];

// ---- the open count, through the API ------------------------------------------------------------------

type Page<T> = { page: T[]; count: number };

/** The storage's open count, or null. */
export async function openCount(storage: number = STORAGE.mlm): Promise<Inventory | null> {
  return (await api<Page<Inventory>>('GET', `/fsp/v1/base-storages/${storage}/inventories`)).page[0] ?? null;
}

/** No open count of the storage (one a story left is annulled). */
export async function noOpenCount(storage: number = STORAGE.mlm): Promise<void> {
  const open = await openCount(storage);
  if (open) await api('DELETE', `/fsp/v1/inventories/${open.id}`);
}

/** `beforeEach`: BL-MLM has no open count before the story, nor after it. */
export async function withoutCount() {
  await noOpenCount();
  return () => noOpenCount().catch(() => undefined);
}

/** `beforeEach`: a new count of BL-MLM (nothing counted), annulled after the story. */
export async function withCount() {
  await noOpenCount();
  await api<Inventory>('POST', `/fsp/v1/base-storages/${STORAGE.mlm}/inventories`);
  return () => noOpenCount().catch(() => undefined);
}

/** The open count's lines of BL-MLM as the API gives them (`status` ALL, NOT_REPORTED or REPORTED). */
export async function countLines(query = 'status=ALL&amount=100'): Promise<Page<InventoryLine>> {
  return api<Page<InventoryLine>>('GET', `/fsp/v1/inventories/lines?baseStorageId=${STORAGE.mlm}&${query}`);
}

/** The first `n` lines (id order, as the element lists them) of BL-MLM's open count. */
export async function firstLines(n: number): Promise<InventoryLine[]> {
  return (await countLines(`status=ALL&from=0&amount=${n}`)).page;
}

/** The first `n` lines without an inventory number (any whole quantity may be counted on them), from the first 20. */
export async function plainLines(n: number): Promise<InventoryLine[]> {
  const lines = (await firstLines(20)).filter((l) => l.product.inventoryNumber === null).slice(0, n);
  if (lines.length < n) throw new Error(`fewer than ${n} plain lines among the first 20`);
  return lines;
}

/**
 * Reports a line's quantity as another user does meanwhile (a session of their own, through the
 * same transport as the element's): the line's version moves on under the element's feet.
 */
export async function reportAs(username: string, line: InventoryLine, reportedQty: number): Promise<InventoryLine> {
  const { startBrowserServer } = await import('../../server/browser.ts');
  const session = await (await startBrowserServer()).login(username);
  const response = await getTransport()(`${API_ROOT}/fsp/v1/inventories/lines/${line.id}`, {
    method: 'POST',
    headers: { [SESSION_HEADER]: session, 'Accept-Language': 'sv', 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'REPORT_LINE', reportedQty, fetchedTimestamp: line.fetchedTimestamp }),
  });
  if (!response.ok) throw new Error(`REPORT_LINE as ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { inventoryLine: InventoryLine }).inventoryLine;
}

// ---- the lines -----------------------------------------------------------------------------------

/** The lines' scroll box (the list), once lines are shown and no other view is loading. */
export async function lineList(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const list = root.querySelector<HTMLElement>('[part=lines]');
    if (!list || list.closest('[aria-busy=true]') || !list.querySelector('[role=listitem]')) throw new Error('no lines shown yet');
    return list;
  }, TIMEOUT);
}

/** The lines in the page now (the list renders those in view and a few beyond). */
export async function renderedLines(root: HTMLElement): Promise<HTMLElement[]> {
  const list = await lineList(root);
  return [...list.querySelectorAll<HTMLElement>('[role=listitem]')];
}

const frame = () => new Promise((r) => setTimeout(r, 50));

/** The rendered line of a line (by its input's id `count-{id}`), scrolled to from the top. */
export async function lineOf(root: HTMLElement, line: InventoryLine | number): Promise<HTMLElement> {
  const id = typeof line === 'number' ? line : line.id;
  const list = await lineList(root);
  const find = () => list.querySelector<HTMLInputElement>(`input#count-${id}`)?.closest<HTMLElement>('[role=listitem]');
  const now = find();
  if (now) return now;
  list.scrollTop = 0;
  await frame();
  for (;;) {
    const found = find();
    if (found) {
      found.scrollIntoView({ block: 'nearest' });
      await frame();
      return found;
    }
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) throw new Error(`no line ${id}`);
    list.scrollTop += Math.max(40, list.clientHeight / 2);
    await frame();
  }
}

/** A line's counted-quantity input. */
export const inputOf = (line: HTMLElement) => within(line).getByRole<HTMLInputElement>('textbox', { name: /^Räknat antal, / });

/** What has focus in the shadow root holding `node` (jest-dom's toHaveFocus looks at the document only). */
export function focused(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.activeElement : document.activeElement;
}

/**
 * Types into the focused count input as keystrokes do, one character at a time (the native value
 * and `input`: user-event misses React's value tracking inside shadow roots), then Enter if asked.
 */
export async function typeCount(input: HTMLInputElement, text: string, { enter = true }: { enter?: boolean } = {}) {
  if (focused(input) !== input) input.focus();
  await expect(focused(input)).toBe(input);
  await fireEvent.input(input, { target: { value: '' } });
  for (const ch of text) await fireEvent.input(input, { target: { value: input.value + ch } });
  if (enter) await fireEvent.keyDown(input, { key: 'Enter' });
}

/** The count's progress ("3 av 84 rader räknade"), a status. */
export const progress = (root: HTMLElement) => root.querySelector('[part=count] .count-title [role=status]')?.textContent ?? '';

/** The count's status text ("Pågår"). */
export const statusOf = (root: HTMLElement) => root.querySelector('[part=status]')?.textContent ?? '';

/** The number of lines above the list ("84 rader"). */
export const linesCount = (root: HTMLElement) => root.querySelector('.lines-count')?.textContent ?? '';

/** Waits for the saver to have nothing in flight (no line says "Sparar …"). */
export async function settled(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('.save-state')).toBeNull(), TIMEOUT);
}

// ---- the connection, as the saver sees it ---------------------------------------------------------

/** The browser said offline: `navigator.onLine` false and the `offline` event. */
export function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

/** Back online: `navigator.onLine` as the browser says it again, and the `online` event. */
export function goOnline() {
  if (Object.getOwnPropertyDescriptor(navigator, 'onLine')) {
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
  }
}

export { apiError, intercept, never } from '../helpers.ts';
