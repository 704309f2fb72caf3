/**
 * What the `<fsp-fixed-asset>` stories share: the element rendered with a stock item id, the
 * fixtures they read (FIXED_ASSET_FIXTURES, server/seed/fixtures.ts; the demo seed's ids, checked
 * against the inventory number each story sees), a fact of a card, and a stand-in for the label's
 * window (`window.open`).
 */
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/fixed-asset/fixed-asset.element.ts';

export type Args = { fixedAsset?: number; baseStorage?: number; from?: string; lang?: 'sv' | 'en' };

/** The stock item ids of the demo seed's fixed assets these stories read. */
export const FIXED = {
  /** HMC400001: a Manuell rullstol in BL-MLM (base storage 2), two accessories (Sittdyna 2, Rullstolsbord 1), a note, every date, seven history rows. */
  wheelchair: { id: 638, inventoryNumber: 'HMC400001', storage: 2 },
  /** HMC500001: a Rollator in the central warehouse CL-MLM: no accessories, no note. */
  plain: { id: 1, inventoryNumber: 'HMC500001' },
  /** HMC500305: a Taklyft held by Maria Karlsson (client 75), with a Lyftsele fitted. */
  held: { id: 600, inventoryNumber: 'HMC500305', client: 75 },
  /** HMC500313: a Rollator held by client 86 (DEVIATION_FIXTURES.heldItem); one history row in the seed. */
  heldRollator: { id: 625, inventoryNumber: 'HMC500313', client: 86 },
} as const;

export const baseMeta = {
  render: ({ fixedAsset, baseStorage, from, lang }: Args) => (
    <fsp-fixed-asset
      {...(fixedAsset ? { 'fixed-asset': fixedAsset } : {})}
      {...(baseStorage ? { 'base-storage': baseStorage } : {})}
      {...(from ? { from } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  argTypes: {
    fixedAsset: { control: 'number', description: 'The stock item id.' },
    baseStorage: { control: 'number', description: 'The base storage it was opened from.' },
    from: { control: 'text', description: 'Where the back link leads.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS, persona: 'lager@example.org' },
} satisfies Partial<Meta<Args>>;

export const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-fixed-asset');
export type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The fixed asset's heading once it has loaded, checked to be the item the story means. */
export async function loaded(ui: Ui, name: RegExp | string, inventoryNumber: string): Promise<HTMLElement> {
  const heading = await ui.findByRole('heading', { level: 1, name }, TIMEOUT);
  await expect(ui.getByRole('navigation', { name: /^(Du är här|You are here)$/ })).toHaveTextContent(inventoryNumber);
  return heading;
}

/** The value shown for a label of the fact lists, or null when there is no such line. */
export function fact(root: HTMLElement, label: string): string | null {
  const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === label);
  return dt ? (dt.nextElementSibling?.textContent ?? '') : null;
}

/** The cell of a row under a column (stories/helpers.ts). */
export { cell } from '../helpers.ts';

/** The rows of a table part. */
export const rows = (root: HTMLElement, part: string) => [...root.querySelectorAll<HTMLTableRowElement>(`table[part="${part}"] tbody tr`)];

/** A window as the element sees it: where it was sent, whether it was closed. */
export type FakeWindow = { location: { href: string }; closed: boolean; opener: unknown; document: { title: string }; close: () => void };

/**
 * Replaces `window.open` for a story (a beforeEach; restored when it ends): each call is recorded
 * with what it was given and answers a stand-in window, or null as a browser that blocks it does.
 */
export function fakeWindows(opened: { url: string | undefined; target: string | undefined; window: FakeWindow | null }[], blocked = false) {
  return () => {
    const original = Object.getOwnPropertyDescriptor(window, 'open');
    window.open = (url?: string | URL, target?: string) => {
      let win: FakeWindow | null = null;
      if (!blocked) {
        const made: FakeWindow = {
          location: { href: String(url ?? '') },
          closed: false,
          opener: window,
          document: { title: '' },
          close: () => {
            made.closed = true;
          },
        };
        win = made;
      }
      opened.push({ url: url === undefined ? undefined : String(url), target, window: win });
      return win as unknown as Window | null;
    };
    return () => {
      if (original) Object.defineProperty(window, 'open', original);
      opened.length = 0;
    };
  };
}
