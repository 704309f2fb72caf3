/**
 * `<fsp-inventory-count>` (spec 3 §2 /base-storages/inventory, §4, §5, §7 Inventory counts), with
 * data from the reference API running in the page (see .storybook/preview.tsx), as Leo Lagerström
 * (lager@example.org, whose own facility is BL-MLM): no storage chosen (Petra Planerare, who has no
 * facility of her own), Leo's own storage by default with no open count, Start count, a search that
 * matches nothing, loading, a failure and its retry, another storage's count refused (403), no
 * session, English, 375 and 1366 px; Frida, whose own facility is not a base storage, opens on none.
 *
 * The in-page database is shared by the stories of this file: each story that needs a count starts
 * one through the API and annuls it after (`withCount`), the others make sure there is none
 * (`withoutCount`); nothing is counted here (the counting, which changes lines, is in
 * inventory-count-counting.stories.tsx, its own file and page).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { expectFailureCard, expectNotLoggedIn, navigations, TIMEOUT } from '../helpers.ts';
import {
  apiError,
  baseMeta,
  element,
  FRIDA,
  inputOf,
  intercept,
  lineList,
  linesCount,
  MLM_LINES,
  progress,
  renderedLines,
  STORAGE,
  statusOf,
  withCount,
  withoutCount,
  type Args,
} from './inventory-count-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-inventory-count',
  args: { storage: STORAGE.mlm },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const COUNTS = '/rs/fsp/v1/base-storages/2/inventories';

// ---- no storage, no count, Start count ----------------------------------------------------------------

/**
 * No storage chosen: Petra Planerare has no facility of her own, so nothing is written to the URL and
 * "Välj ett baslager" is said; choosing BL-MLM is an fsp-navigate to it (then its view, no count).
 */
export const NoStorage: Story = {
  args: { storage: undefined },
  parameters: { persona: 'planerare@example.org' },
  beforeEach: withoutCount,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { host, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Inventering' })).toBeVisible();
    await expect(await ui.findByRole('heading', { level: 2, name: 'Välj ett baslager' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Välj baslagret du ska inventera.')).toBeVisible();
    const select = ui.getByRole('combobox', { name: 'Baslager' });
    await expect(select).toHaveValue('');
    await expect(ui.queryByRole('button', { name: 'Starta inventering' })).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    await expect(paths).toEqual([]);
    await expect(host.hasAttribute('storage')).toBe(false);

    const option = await within(select).findByRole<HTMLOptionElement>('option', { name: 'BL-MLM Baslager Malmö Centrum' }, TIMEOUT);
    await userEvent.selectOptions(select, option);
    await expect(paths).toEqual([`/base-storages/inventory?storage=${STORAGE.mlm}`]);
    await waitFor(() => expect(host.getAttribute('storage')).toBe(String(STORAGE.mlm)), TIMEOUT);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Ingen pågående inventering' }, TIMEOUT)).toBeVisible();
  },
};

/**
 * Frida Förskrivare's own facility is a care unit (VB-SOL, category 5), not a base storage: the count
 * opens on no storage, as for a user without a facility ("Välj ett baslager", nothing written to the
 * URL), not on her facility and its refusal ("Det valda lagret är inget baslager"); the select
 * chooses one of the storages she may work on.
 */
export const OwnFacilityNotABaseStorage: Story = {
  args: { storage: undefined },
  parameters: { persona: FRIDA },
  beforeEach: withoutCount,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { host, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Välj ett baslager' }, TIMEOUT)).toBeVisible();
    const select = ui.getByRole('combobox', { name: 'Baslager' });
    await expect(select).toHaveValue('');
    await new Promise((r) => setTimeout(r, 300));
    await expect(ui.queryByText(/inget baslager/)).toBeNull();
    await expect(paths).toEqual([]);
    await expect(host.hasAttribute('storage')).toBe(false);

    const option = await within(select).findByRole<HTMLOptionElement>('option', { name: 'BL-MLM Baslager Malmö Centrum' }, TIMEOUT);
    await userEvent.selectOptions(select, option);
    await expect(paths).toEqual([`/base-storages/inventory?storage=${STORAGE.mlm}`]);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Ingen pågående inventering' }, TIMEOUT)).toBeVisible();
  },
};

/**
 * Leo without a storage in the URL: his own facility (BL-MLM) is chosen and written to the URL (an
 * fsp-navigate); it has no open count: "Ingen pågående inventering" with Start count.
 */
export const NoCount: Story = {
  args: { storage: undefined },
  beforeEach: withoutCount,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { host, root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Ingen pågående inventering' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Starta en inventering för att räkna baslagrets saldo. Varje saldorad blir en rad att räkna.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Starta inventering' })).toBeEnabled();
    await expect(paths).toEqual([`/base-storages/inventory?storage=${STORAGE.mlm}`]);
    await expect(host.getAttribute('storage')).toBe(String(STORAGE.mlm));
    await expect(ui.getByRole('combobox', { name: 'Baslager' })).toHaveValue(String(STORAGE.mlm));
    await expect(root.querySelector('[part=start]')).not.toBeNull();
    await expect(root.querySelector('[part=count]')).toBeNull();
  },
};

/**
 * Start count: the new count, "Ej påbörjad", "0 av 84 rader räknade"; Confirm disabled with its hint
 * (nothing counted), Annul offered; the filter on "Alla"; the 84 lines, none counted, a few rendered.
 */
export const StartCount: Story = {
  beforeEach: withoutCount,
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Starta inventering' }, TIMEOUT));
    await expect(await ui.findByRole('heading', { level: 2, name: /^Inventering INV-\d{6}$/ }, TIMEOUT)).toBeVisible();
    await expect(statusOf(root)).toBe('Ej påbörjad');
    await expect(progress(root)).toBe(`0 av ${MLM_LINES} rader räknade`);
    const confirm = ui.getByRole('button', { name: 'Bekräfta inventering' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Bekräfta när minst en rad är räknad.');
    await expect(ui.getByRole('button', { name: 'Makulera inventering' })).toBeEnabled();
    const filter = ui.getByRole('group', { name: 'Visa rader' });
    await expect(within(filter).getByRole('button', { name: 'Alla' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(filter).getByRole('button', { name: 'Ej räknade' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(filter).getByRole('button', { name: 'Räknade' })).toHaveAttribute('aria-pressed', 'false');
    await lineList(root);
    await expect(linesCount(root)).toBe(`${MLM_LINES} rader`);
    await expect(ui.getByRole('list', { name: `Inventeringsrader, ${MLM_LINES} rader` })).toBeVisible();
    const lines = await renderedLines(root);
    await expect(lines.length).toBeLessThan(MLM_LINES);
    await expect(lines[0]).toHaveAttribute('aria-setsize', String(MLM_LINES));
    const first = lines[0] as HTMLElement;
    await expect(inputOf(first)).toHaveValue('');
    await expect(first).toHaveTextContent('Ej räknad');
    await expect(within(first).queryByRole('button', { name: 'Godkänn' })).toBeNull();
    await expect(within(first).getByRole('button', { name: 'Ta bort' })).toBeEnabled();
    await expect(ui.queryByRole('button', { name: 'Starta inventering' })).toBeNull();
  },
};

// ---- a search ------------------------------------------------------------------------------------------

/** A search that matches no line: "Inga rader", "Ingen rad matchar sökningen.", 0 rader; "Rensa sökningen" navigates to the storage alone, whose 84 lines show. */
export const NoMatch: Story = {
  args: { q: 'vattenskada' },
  beforeEach: withCount,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { host, root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga rader' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Ingen rad matchar sökningen.')).toBeVisible();
    await expect(linesCount(root)).toBe('0 rader');
    await expect(ui.getByRole('searchbox', { name: 'Sök' })).toHaveValue('vattenskada');
    await expect(root.querySelector('[role=listitem]')).toBeNull();
    // The count itself is all there.
    await expect(progress(root)).toBe(`0 av ${MLM_LINES} rader räknade`);
    await userEvent.click(ui.getByRole('button', { name: 'Rensa sökningen' }));
    await expect(paths).toEqual([`/base-storages/inventory?storage=${STORAGE.mlm}`]);
    await waitFor(() => expect(host.hasAttribute('q')).toBe(false), TIMEOUT);
    await lineList(root);
    await expect(linesCount(root)).toBe(`${MLM_LINES} rader`);
    await expect(ui.getByRole('searchbox', { name: 'Sök' })).toHaveValue('');
  },
};

// ---- loading and failures ------------------------------------------------------------------------------

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar inventeringen …', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.getByRole('heading', { level: 1, name: 'Inventering' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Starta inventering' })).toBeNull();
    await expect(root.querySelector('[part=count]')).toBeNull();
  },
};

/** Whether the count's call fails (LoadFailed's server, until it recovers). */
const server = { failing: true };

/** The count fails (500): the failure card with the catalogue's text; once the server answers again, "Försök igen" brings the view (no count: Start count). */
export const LoadFailed: Story = {
  beforeEach: async () => {
    const cleanup = await withoutCount();
    server.failing = true;
    const restore = intercept(({ method, url }) => (method === 'GET' && url.pathname === COUNTS && server.failing ? apiError(500, 'INTERNAL', 'Internt fel') : null))();
    return () => {
      restore();
      return cleanup();
    };
  },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await expectFailureCard(ui, 'Inventeringen kunde inte hämtas.');
    await expect(ui.queryByRole('button', { name: 'Starta inventering' })).toBeNull();
    server.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await expect(await ui.findByRole('button', { name: 'Starta inventering' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** BL-LND is not Leo's (403 NOT_AUTHORIZED_TO_MUNICIPALITY): the element's own text says so; no Start count. */
export const OtherStorage: Story = {
  args: { storage: STORAGE.lnd },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Du får inte arbeta i det här baslagret. Välj ett av dina baslager.' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Starta inventering' })).toBeNull();
    await expect(root.querySelector('[part=count]')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att inventera.');
    await expect(ui.queryByRole('button', { name: 'Starta inventering' })).toBeNull();
    await expect(root.querySelector('[part=count]')).toBeNull();
  },
};

// ---- language and layouts ------------------------------------------------------------------------------

/** English: the count, its status and hint, the filter, the lines and a line's input in English. */
export const English: Story = {
  args: { lang: 'en' },
  beforeEach: withCount,
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Inventory count' })).toBeVisible();
    await expect(await ui.findByRole('heading', { level: 2, name: /^Inventory count INV-\d{6}$/ }, TIMEOUT)).toBeVisible();
    await expect(statusOf(root)).toBe('Not started');
    await expect(progress(root)).toBe(`0 of ${MLM_LINES} lines counted`);
    await expect(ui.getByRole('button', { name: 'Confirm count' })).toHaveAccessibleDescription('Confirm once at least one line is counted.');
    await expect(ui.getByRole('button', { name: 'Annul count' })).toBeEnabled();
    await expect(ui.getByRole('combobox', { name: 'Base storage' })).toHaveValue(String(STORAGE.mlm));
    await expect(ui.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    const filter = ui.getByRole('group', { name: 'Show lines' });
    await expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Not counted', 'Counted']);
    await lineList(root);
    await expect(linesCount(root)).toBe(`${MLM_LINES} lines`);
    await expect(ui.getByRole('list', { name: `Count lines, ${MLM_LINES} lines` })).toBeVisible();
    const first = (await renderedLines(root))[0] as HTMLElement;
    await expect(within(first).getByRole('textbox', { name: /^Counted quantity, / })).toHaveValue('');
    await expect(within(first).getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** 375 px: each line a card of labelled cells (no header row), nothing sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  beforeEach: withCount,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root } = await element(canvasElement);
    const first = (await renderedLines(root))[0] as HTMLElement;
    await expect(getComputedStyle(root.querySelector('.head-row') as HTMLElement).display).toBe('none');
    const label = first.querySelector('.cell.counted .label') as HTMLElement;
    await expect(label).toHaveTextContent('Räknat');
    await expect(getComputedStyle(label).position).not.toBe('absolute');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);
    for (const button of within(first).getAllByRole('button')) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(inputOf(first).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** 1366 px: the cells are columns under a header row, the labels for screen readers only. */
export const Desktop1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  beforeEach: withCount,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root } = await element(canvasElement);
    const first = (await renderedLines(root))[0] as HTMLElement;
    const head = root.querySelector('.head-row') as HTMLElement;
    await expect(getComputedStyle(head).display).toBe('grid');
    await expect(head).toHaveTextContent('ArtikelLagerplatsSaldoRäknatRapporteradÅtgärder');
    await expect(getComputedStyle(first.querySelector('.cell.counted .label') as HTMLElement).position).toBe('absolute');
    const [product, counted] = [first.querySelector('.cell.product'), first.querySelector('.cell.counted')].map((c) => (c as HTMLElement).getBoundingClientRect());
    if (!product || !counted) throw new Error('cells missing');
    await expect(counted.left).toBeGreaterThan(product.right);
    await expect(Math.abs(counted.top - product.top)).toBeLessThan(2);
  },
};
