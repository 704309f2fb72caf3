/**
 * What the `<fsp-stock-balance>` stories share: the element rendered from args, its rows (a
 * virtualized list: only the rows in view are in the page, so a row is found by scrolling to it),
 * the active order a story makes through the API, and replacing or holding the answers to some
 * calls while the rest go to the in-page server.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import type { AppData } from '../../src/contract/authentication.ts';
import type { Order } from '../../src/contract/orders.ts';
import { api, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/stock-balance/stock-balance.element.ts';

export type Args = {
  storage?: number | undefined;
  q?: string;
  itemClass?: number;
  productStatus?: 'ACTIVE' | 'PHASING_OUT' | 'DISCONTINUED';
  sort?: 'description:asc' | 'description:desc' | 'location:asc';
  lang?: 'sv' | 'en';
};

/** The base storages (docs/world.md "Facilities"); Frida may work on BL-MLM, BL-LND and BL-HSD, not BL-BRS. */
export const STORAGE = { mlm: 2, lnd: 3, hsd: 4, brs: 5 } as const;

export const baseMeta = {
  render: ({ storage, q, itemClass, productStatus, sort, lang }: Args) => (
    <fsp-stock-balance
      {...(storage ? { storage } : {})}
      {...(q ? { q } : {})}
      {...(itemClass ? { 'item-class': itemClass } : {})}
      {...(productStatus ? { 'product-status': productStatus } : {})}
      {...(sort ? { sort } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  argTypes: {
    storage: { control: 'inline-radio', options: [undefined, 2, 3, 4, 5], description: 'The base storage (absent: every one the user may work on): 2 BL-MLM, 3 BL-LND, 4 BL-HSD, 5 BL-BRS.' },
    q: { control: 'text', description: 'The search.' },
    itemClass: { control: 'number', description: 'Filter: an item class id (1 Gånghjälpmedel, 2 Rullstolar, …).' },
    productStatus: { control: 'inline-radio', options: [undefined, 'ACTIVE', 'PHASING_OUT', 'DISCONTINUED'] },
    sort: { control: 'inline-radio', options: ['description:asc', 'description:desc', 'location:asc'] },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Partial<Meta<Args>>;

export const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-stock-balance');
export type Ui = Awaited<ReturnType<typeof element>>['ui'];

// ---- the rows ------------------------------------------------------------------------------------

/** The rows' scroll box (the list), once rows are shown and no other view is loading. */
export async function rowList(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const list = root.querySelector<HTMLElement>('[part=rows]');
    if (!list || list.closest('[aria-busy=true]') || !list.querySelector('[role=listitem]')) throw new Error('no rows shown yet');
    return list;
  }, TIMEOUT);
}

/** The rows in the page now (the list renders those in view and a few beyond). */
export async function renderedRows(root: HTMLElement): Promise<HTMLElement[]> {
  const list = await rowList(root);
  return [...list.querySelectorAll<HTMLElement>('[role=listitem]')];
}

/** The product name of a row (a link or plain text). */
export const nameOf = (row: HTMLElement) => row.querySelector('.cell.product > a, .cell.product > strong')?.textContent ?? '';

const frame = () => new Promise((r) => setTimeout(r, 50));

/**
 * The row whose text has every one of `texts`, scrolled to: the list is scrolled from its top,
 * half a box at a time, until the row is rendered (a virtualized list has only the rows in view).
 */
export async function rowWith(root: HTMLElement, ...texts: string[]): Promise<HTMLElement> {
  const list = await rowList(root);
  const match = () => [...list.querySelectorAll<HTMLElement>('[role=listitem]')].filter((r) => texts.every((t) => r.textContent?.includes(t)));
  const now = match();
  if (now.length === 1 && now[0]) return now[0];
  list.scrollTop = 0;
  await frame();
  for (;;) {
    const found = match();
    if (found.length > 1) throw new Error(`${found.length} rows with ${texts.join(', ')}`);
    if (found[0]) {
      found[0].scrollIntoView({ block: 'nearest' });
      await frame();
      return found[0];
    }
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) {
      // At the end of the rows fetched so far: the list fetches the next page near its end; the
      // row is not there only if no page arrives (the list stops growing).
      const height = list.scrollHeight;
      const until = Date.now() + 5000;
      while (list.scrollHeight === height && Date.now() < until) await frame();
      if (list.scrollHeight === height) throw new Error(`no row with ${texts.join(', ')}`);
    }
    list.scrollTop += Math.max(40, list.clientHeight / 2);
    await frame();
  }
}

/** A row's cell by its label (the labels are in every cell but the actions). */
export function cell(row: HTMLElement, label: string): HTMLElement {
  const found = [...row.querySelectorAll<HTMLElement>('.cell')].find((c) => c.querySelector('.label')?.textContent === label);
  if (!found) throw new Error(`no ${label} cell`);
  return found;
}

/** The quantity of a row: "12 st" -> 12. */
export const quantityOf = (row: HTMLElement, label = 'Antal') => Number(/^(\d+)/.exec(cell(row, label).querySelector('.label + span')?.textContent ?? '')?.[1]);

/** The count shown above the rows ("84 rader"). */
export async function countText(root: HTMLElement): Promise<string> {
  await rowList(root);
  return root.querySelector('[part=count]')?.textContent ?? '';
}

/** The buttons of a row (their visible texts). */
export const actionsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);

/** Chooses the option with this text in a native select, as the user would. */
export async function choose(select: HTMLElement, label: string) {
  // A reference select's options come a render after it (core ReferenceSelect).
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name: label }, TIMEOUT);
  await fireEvent.change(select, { target: { value: option.value } });
  await expect(select).toHaveValue(option.value);
}

/** The texts of a select's options. */
export const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

// ---- the active order ------------------------------------------------------------------------------

/** The order a story made (read by its play function). */
let made: Order | null = null;

export function madeOrder(): Order {
  if (!made) throw new Error('the story made no order');
  return made;
}

/** No active order: the user's active one, if a story left one, is deleted. */
export async function noActiveOrder(): Promise<void> {
  const appData = await api<AppData>('GET', '/authentication');
  if (appData.currentOrder) await api('DELETE', `/fsp/v1/web-orders/${appData.currentOrder.id}`);
  made = null;
}

/** `beforeEach`: no active order before, and none after (an order the story made is deleted). */
export async function withoutOrder() {
  await noActiveOrder();
  return () => noActiveOrder().catch(() => undefined);
}

/** `beforeEach`: a new order for a base storage, the user's active order while the story runs; deleted after. */
export const withOrderFor = (facility: number) => async () => {
  await noActiveOrder();
  made = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: { type: 'FACILITY', id: facility } });
  return () => noActiveOrder().catch(() => undefined);
};

// ---- replaced answers: intercept and apiError are stories/helpers.ts' (re-exported for the stories)

export { apiError, intercept } from '../helpers.ts';

export const BALANCES = '/rs/fsp/v1/base-storages/balances';
