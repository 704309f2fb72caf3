/**
 * `<fsp-inventory-count>`'s scan-to-count (issue 40) on BL-MLM, with the reference API running in
 * the page, as Leo Lagerström. A hand scanner types into the panel's code field and ends with Enter
 * (stories/hand-scanner.ts: keys 5 ms apart); a person typing a code and pressing Enter counts
 * the same. The states: the panel turned on (nothing scanned yet, Undo
 * disabled); a product counted twice and the last scan undone; a fixed asset counted by its
 * inventory number, and by its product number refused ("scan the inventory number"); a code on no
 * line; a product on several lines (Lyftsele's three batches) offered to choose from, and a GS1
 * code with its batch counting that batch's line at once; without a connection, a product number
 * counted from the lines loaded here (kept, "Inte sparat än") and a GTIN said to need one; English.
 * Each story gets a new count (`withCount`); every state is checked with axe by the story runner.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { InventoryLine } from '../../src/contract/inventories.ts';
import { typeAsScanner } from '../hand-scanner.ts';
import { TIMEOUT } from '../helpers.ts';
import { baseMeta, countLines, element, FIXED_ASSET, focused, goOffline, goOnline, inputOf, intercept, lineOf, settled, STORAGE, withCount, type Args } from './inventory-count-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-inventory-count scanning',
  args: { storage: STORAGE.mlm },
  beforeEach: withCount,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** Lyftsele Arjo Standard: batch-controlled, on three lines of BL-MLM (batches B2414, B2517, B2498). */
const SELE = '100007';
/** The GTIN the reference server gives product 8 (Lyftsele): 0735000 + 000008 + check digit. */
const SELE_GTIN = '07350000000085';

/** The lines of BL-MLM's count, all of them. */
const allLines = async () => (await countLines('status=ALL&from=0&amount=500')).page;

/** A product counted by quantity on one line of its own. */
async function singleLine(): Promise<InventoryLine> {
  const lines = await allLines();
  const line = lines.find((l) => l.product.inventoryNumber === null && l.product.batch === null && lines.filter((o) => o.product.productId === l.product.productId).length === 1);
  if (!line) throw new Error('no product on one line of BL-MLM');
  return line;
}

/** Turns scan-to-count on: its panel, the code field focused. */
async function openPanel(canvasElement: HTMLElement, names = { toggle: 'Skanna och räkna', field: 'Skannad kod' }) {
  const { root, ui } = await element(canvasElement);
  await userEvent.click(await ui.findByRole('button', { name: names.toggle }, TIMEOUT));
  const panel = within(await ui.findByRole('region', { name: names.toggle }, TIMEOUT));
  const field = await panel.findByRole<HTMLInputElement>('textbox', { name: names.field }, TIMEOUT);
  await waitFor(() => expect(focused(field)).toBe(field), TIMEOUT);
  return { root, ui, panel, field };
}

/** Scans `code` into the field as a hand scanner does (keys 5 ms apart, then Enter). */
async function scan(field: HTMLInputElement, code: string) {
  field.focus();
  await typeAsScanner(field, code);
}

const said = (root: HTMLElement) => root.querySelector('[part=scan-result]')?.textContent ?? '';

/** The panel on: nothing scanned yet, the running count 0, Undo disabled, the toggle pressed. */
export const ScanToCountOn: Story = {
  play: async ({ canvasElement }) => {
    const { ui, panel, field } = await openPanel(canvasElement);
    await expect(ui.getByRole('button', { name: 'Skanna och räkna' })).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveValue('');
    await expect(panel.getByText('0 skanningar')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Ångra senaste skanning' })).toBeDisabled();
    await expect(panel.getByRole('checkbox', { name: 'Ljud och vibration' })).toBeChecked();
  },
};

/** A product scanned twice: its line 2; Undo takes the last back (1). */
export const ProductCountedAndUndone: Story = {
  play: async ({ canvasElement }) => {
    const { root, panel, field } = await openPanel(canvasElement);
    const line = await singleLine();
    await scan(field, line.product.productNumber);
    await waitFor(() => expect(said(root)).toMatch(/^Räknad: .*: 1$/), TIMEOUT);
    await scan(field, line.product.productNumber);
    await waitFor(() => expect(said(root)).toMatch(/^Räknad: .*: 2$/), TIMEOUT);
    await expect(panel.getByText('2 skanningar')).toBeVisible();
    await settled(root);
    await expect(inputOf(await lineOf(root, line))).toHaveValue('2');
    await userEvent.click(panel.getByRole('button', { name: 'Ångra senaste skanning' }));
    await waitFor(() => expect(said(root)).toMatch(/^Ångrat: .* är 1 igen\.$/), TIMEOUT);
    await settled(root);
    await waitFor(async () => expect((await allLines()).find((l) => l.id === line.id)?.reportedQty).toBe(1), TIMEOUT);
    await expect(panel.getByText('1 skanning')).toBeVisible();
  },
};

/** A fixed asset: its inventory number counts it (1); its product number is refused with what to scan. */
export const FixedAsset: Story = {
  play: async ({ canvasElement }) => {
    const { root, field } = await openPanel(canvasElement);
    const item = (await allLines()).find((l) => l.product.inventoryNumber === FIXED_ASSET);
    if (!item) throw new Error('no line of the fixture fixed asset');
    await scan(field, item.product.productNumber);
    await waitFor(() => expect(said(root)).toBe(`${item.product.productNumber} är en artikel som räknas per individ: skanna individens inventarienummer.`), TIMEOUT);
    await scan(field, FIXED_ASSET);
    await waitFor(() => expect(said(root)).toMatch(new RegExp(`^Räknad: .*${FIXED_ASSET}.*: 1$`)), TIMEOUT);
  },
};

/** A code on no line of the count: said, nothing counted. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const { root, panel, field } = await openPanel(canvasElement);
    await scan(field, 'HMC000000');
    await waitFor(() => expect(said(root)).toBe('Ingen rad i inventeringen matchar HMC000000.'), TIMEOUT);
    await expect(root.querySelector('[part=scan-result]')).toHaveClass('fail');
    await expect(panel.getByText('0 skanningar')).toBeVisible();
  },
};

/**
 * Lyftsele's product number: three lines (batches) offered to choose from; the chosen one counted.
 * Then its GS1 code with the GTIN and batch B2517 counts that batch's line at once.
 */
export const ChooseALine: Story = {
  play: async ({ canvasElement }) => {
    const { root, panel, field } = await openPanel(canvasElement);
    await scan(field, SELE);
    const choose = within(await panel.findByRole('group', { name: `Rader för ${SELE}` }, TIMEOUT));
    const options = choose.getAllByRole('button').filter((b) => b.textContent !== 'Ingen av dessa');
    await expect(options).toHaveLength(3);
    await expect(said(root)).toBe(`${SELE} matchar 3 rader: välj den du räknade.`);
    const b2414 = options.find((b) => b.textContent?.includes('batch B2414'));
    if (!b2414) throw new Error('no B2414');
    await userEvent.click(b2414);
    await waitFor(() => expect(said(root)).toMatch(/^Räknad: Lyftsele Arjo Standard · batch B2414 · .*: 1$/), TIMEOUT);
    await expect(panel.queryByRole('group', { name: `Rader för ${SELE}` })).toBeNull();

    await scan(field, `(01)${SELE_GTIN}(10)B2517`);
    await waitFor(() => expect(said(root)).toMatch(/^Räknad: Lyftsele Arjo Standard · batch B2517 · .*: 1$/), TIMEOUT);
    await expect(panel.getByText('2 skanningar')).toBeVisible();
  },
};

/**
 * No connection (the lines' search gets no answer, the browser offline): a GTIN alone cannot be
 * matched and says so; a product number is matched among the lines loaded here and counted, kept
 * in this browser ("Inte sparat än") and saved when the connection is back.
 */
export const Offline: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'GET' && url.pathname.endsWith('/inventories/lines') && url.searchParams.has('searchValue')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : null,
  ),
  play: async ({ canvasElement }) => {
    const { root, field } = await openPanel(canvasElement);
    const line = await singleLine();
    await lineOf(root, line);
    goOffline();
    try {
      await scan(field, `(01)${SELE_GTIN}`);
      await waitFor(() => expect(said(root)).toBe('Ingen anslutning: ett GTIN kan inte matchas utan den. Skanna artikelnumret eller inventarienumret.'), TIMEOUT);
      await scan(field, line.product.productNumber);
      await waitFor(() => expect(said(root)).toMatch(/^Räknad: .*: 1$/), TIMEOUT);
      const row = await lineOf(root, line);
      await expect(inputOf(row)).toHaveValue('1');
      await waitFor(() => expect(row.querySelector('[part=not-saved]')).toHaveTextContent('Inte sparat än'), TIMEOUT);
    } finally {
      goOnline();
    }
    await settled(root);
    await waitFor(async () => expect((await allLines()).find((l) => l.id === line.id)?.reportedQty).toBe(1), TIMEOUT);
  },
};

/** In English: the panel, a count and a code on no line. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, panel, field } = await openPanel(canvasElement, { toggle: 'Scan to count', field: 'Scanned code' });
    const line = await singleLine();
    await scan(field, line.product.productNumber);
    await waitFor(() => expect(said(root)).toMatch(/^Counted: .*: 1$/), TIMEOUT);
    await expect(panel.getByText('1 scan')).toBeVisible();
    await scan(field, 'HMC000000');
    await waitFor(() => expect(said(root)).toBe('No line of the count matches HMC000000.'), TIMEOUT);
    await expect(panel.getByRole('button', { name: 'Undo last scan' })).toBeEnabled();
  },
};
