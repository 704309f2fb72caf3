/**
 * `<fsp-inventory-search>`, the inventory search (issue 17), with data from the reference API
 * running in the page (see .storybook/preview.tsx) as Leo Lagerström (lager@example.org, base
 * storage staff in Malmö) and the fixed assets of FIXED_ASSET_FIXTURES (server/seed/fixtures.ts):
 * HMC400001 in base storage BL-MLM, HMC400002 in Borås (which Leo may not see), HMC500313 held by a
 * client; the world's HMC5000xx, in the central warehouse CL-MLM (not a base storage), for paging.
 * States: no search yet, an empty search refused in place (no call), hits, a hit in a base storage
 * and one held by a client, paging and a search as fsp-navigate, opening a hit, no hits, a refusal
 * in the search's words, loading, a server error, no session, English and 375 px (cards).
 * Nothing here changes data.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { api, apiError, cell, expectFailureCard, expectNotLoggedIn, intercept, navigations, recordCalls, renderedElement, shownRows, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/inventory-search/inventory-search.element.ts';

type Args = { q?: string; page?: number; pageSize?: number; lang?: 'sv' | 'en' };

const meta = {
  title: 'Base storage/fsp-inventory-search',
  render: ({ q, page, pageSize, lang }) => (
    <fsp-inventory-search {...(q ? { q } : {})} {...(page ? { page } : {})} {...(pageSize ? { 'page-size': pageSize } : {})} {...(lang ? { lang } : {})} />
  ),
  args: {},
  argTypes: {
    q: { control: 'text', description: 'The search (an inventory number or part of one).' },
    page: { control: 'number' },
    pageSize: { control: 'inline-radio', options: [10, 25, 50], description: 'Hits a page (absent: 10).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS, persona: 'lager@example.org' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-inventory-search');
type Ui = Awaited<ReturnType<typeof element>>['ui'];
/** The hits table's caption, in Swedish and English. */
const HITS = ['Träffar', 'Hits'];

type Hit = { id: number; inventoryNumber: string | null };
/** A fixed asset's stock item id, as the server has it. */
async function idOf(inventoryNumber: string): Promise<number> {
  const { page } = await api<{ page: Hit[] }>('GET', `/fsp/v1/fixed-assets?search=${inventoryNumber}`);
  const hit = page.find((h) => h.inventoryNumber === inventoryNumber);
  if (!hit) throw new Error(`no ${inventoryNumber}`);
  return hit.id;
}

/** The row of a hit (by its inventory number). */
function rowOf(ui: Ui, inventoryNumber: string): HTMLElement {
  const row = ui.getByText(inventoryNumber, { selector: 'a, td' }).closest('tr');
  if (!row) throw new Error(`no row of ${inventoryNumber}`);
  return row;
}


// ---- before a search ---------------------------------------------------------------------------

const startCalls = recordCalls();
/** No search yet: the heading, what to search for, the field; nothing asked of the server. */
export const Start: Story = {
  beforeEach: startCalls.install,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Inventariesök' })).toBeVisible();
    await expect(ui.getByText(/Sök på ett inventarienummer eller en del av det/)).toBeVisible();
    await expect(ui.getByRole('search', { name: 'Sök inventarier' })).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Inventarienummer' })).toHaveValue('');
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(startCalls.calls.filter((c) => c.startsWith('GET /rs/fsp/v1/fixed-assets'))).toEqual([]);
  },
};

const refusedCalls = recordCalls();
/** An empty search (only spaces) is refused at the field with INVALID_SEARCH_QUERY's text: no fsp-navigate, no call; typing clears it. */
export const EmptySearchRefused: Story = {
  beforeEach: refusedCalls.install,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    const field = ui.getByRole('searchbox', { name: 'Inventarienummer' });
    await typeInto(field, '   ');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    const message = await ui.findByText('Ange ett inventarienummer att söka på.', {}, TIMEOUT);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(focused(field)).toBe(field), TIMEOUT);
    await expect(paths).toEqual([]);
    await expect(host.hasAttribute('q')).toBe(false);
    await expect(refusedCalls.calls.filter((c) => c.startsWith('GET /rs/fsp/v1/fixed-assets'))).toEqual([]);
    await expect(ui.queryByRole('table')).toBeNull();
    await typeInto(field, 'H');
    await expect(ui.queryByText('Ange ett inventarienummer att söka på.')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

// ---- hits ----------------------------------------------------------------------------------------

/**
 * HMC400001: one hit in base storage BL-MLM, its product and serial number, linked to the base
 * storage's route of the fixed asset with the search as `from`.
 */
export const HitInBaseStorage: Story = {
  args: { q: 'HMC400001' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownRows(ui, HITS, 1)).toEqual(['HMC400001']);
    await expect(ui.getByText('1 träff')).toHaveAttribute('role', 'status');
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Inventarienr', 'Produkt', 'Serienummer', 'Antal', 'Var']);
    const row = rowOf(ui, 'HMC400001');
    await expect(cell(row, 'Produkt')).toHaveTextContent('Manuell rullstol Invacare StandardArtikelnr 100001');
    await expect(cell(row, 'Serienummer')).toHaveTextContent('INV-400001');
    await expect(cell(row, 'Antal')).toHaveTextContent('1 st');
    await expect(cell(row, 'Var')).toHaveTextContent('Baslager Malmö Centrum (BL-MLM)');
    const id = await idOf('HMC400001');
    await waitFor(() => expect(within(row).getByRole('link', { name: 'HMC400001' })).toHaveAttribute('href', `/base-storages/2/fixed-assets/${id}?from=%2Finventories%3Fq%3DHMC400001`), TIMEOUT);
  },
};

/** HMC500313 is held by a client: where it is says who; it opens /inventories/{id}. */
export const HitHeldByClient: Story = {
  args: { q: 'hmc500313' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownRows(ui, HITS, 1)).toEqual(['HMC500313']);
    const row = rowOf(ui, 'HMC500313');
    await expect(cell(row, 'Var')).toHaveTextContent(/^Hos brukaren \S+ \S+$/);
    const id = await idOf('HMC500313');
    await expect(within(row).getByRole('link', { name: 'HMC500313' })).toHaveAttribute('href', `/inventories/${id}?from=%2Finventories%3Fq%3Dhmc500313`);
  },
};

/**
 * A part of a number: the central warehouse's HMC5000xx, ten a page in inventory-number order;
 * the central warehouse is not a base storage, so they open /inventories/{id}.
 */
export const Hits: Story = {
  args: { q: 'HMC5000' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const numbers = await shownRows(ui, HITS, 10);
    await expect(numbers).toEqual([...numbers].sort());
    await expect(numbers.every((n) => n.startsWith('HMC5000'))).toBe(true);
    const paging = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(paging).toHaveTextContent(/Sida 1 av \d+/);
    await expect(within(paging).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    const first = rowOf(ui, numbers[0] ?? '');
    await expect(cell(first, 'Var')).toHaveTextContent('Centrallager Malmö (CL-MLM)');
    await expect(within(first).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/inventories\/\d+\?from=%2Finventories%3Fq%3DHMC5000$/));
  },
};

/** Paging is an fsp-navigate with `page`; unprevented, the element shows page 2. */
export const NextPage: Story = {
  args: { q: 'HMC5000' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    const first = await shownRows(ui, HITS, 10);
    await userEvent.click(within(ui.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Nästa' }));
    await expect(paths).toEqual(['/inventories?q=HMC5000&page=2']);
    await waitFor(() => expect(host.getAttribute('page')).toBe('2'), TIMEOUT);
    await waitFor(() => expect(ui.getByRole('navigation', { name: 'Sidor' })).toHaveTextContent(/Sida 2 av/), TIMEOUT);
    const second = await shownRows(ui, HITS, 10);
    await expect(second.every((n) => n > (first.at(-1) ?? ''))).toBe(true);
  },
};

/**
 * 25 hits a page (`page-size`): "Rows per page" says 25, a hit's link returns to the search with it;
 * choosing 50 is an fsp-navigate with `pageSize=50` (page 1: it holds the first hit shown).
 */
export const RowsPerPage: Story = {
  args: { q: 'HMC5000', pageSize: 25 },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    const numbers = await shownRows(ui, HITS, 25);
    const select = ui.getByRole('combobox', { name: 'Rader per sida' });
    await expect(select).toHaveValue('25');
    await expect(within(rowOf(ui, numbers[0] ?? '')).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\?from=%2Finventories%3Fq%3DHMC5000%26pageSize%3D25$/));
    await userEvent.selectOptions(select, '50');
    await expect(paths).toEqual(['/inventories?q=HMC5000&pageSize=50']);
    await waitFor(() => expect(host.getAttribute('page-size')).toBe('50'), TIMEOUT);
    await expect((await shownRows(ui, HITS, 50)).slice(0, 25)).toEqual(numbers);
  },
};

/** Submitting a search is an fsp-navigate with `q` (trimmed, page 1); unprevented, the element shows its hits. */
export const SubmitSearch: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await typeInto(ui.getByRole('searchbox', { name: 'Inventarienummer' }), ' hmc400001 ');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(paths).toEqual(['/inventories?q=hmc400001']);
    await waitFor(() => expect(host.getAttribute('q')).toBe('hmc400001'), TIMEOUT);
    await expect(await shownRows(ui, HITS, 1)).toEqual(['HMC400001']);
  },
};

/** A host that routes prevents the events: a search and opening a hit only tell the host. */
export const Routed: Story = {
  args: { q: 'HMC400001' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui, host } = await element(canvasElement);
    await shownRows(ui, HITS, 1);
    const id = await idOf('HMC400001');
    const link = ui.getByRole('link', { name: 'HMC400001' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^\/base-storages\//), TIMEOUT);
    await userEvent.click(link);
    await expect(paths).toEqual([`/base-storages/2/fixed-assets/${id}?from=%2Finventories%3Fq%3DHMC400001`]);
    await typeInto(ui.getByRole('searchbox', { name: 'Inventarienummer' }), '2');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(paths.at(-1)).toBe('/inventories?q=HMC4000012');
    await expect(host.getAttribute('q')).toBe('HMC400001');
  },
};

// ---- no hits and failures ------------------------------------------------------------------------

/** No stock item has it: "Inga träffar", the search still in the field. */
export const NoHits: Story = {
  args: { q: 'HMC000000' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga träffar' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Inget inventarie som du kan se matchar sökningen.')).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Inventarienummer' })).toHaveValue('HMC000000');
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

/** HMC400002 lies in Borås, which Leo may not see: not found, as if it did not exist. */
export const OtherMunicipality: Story = {
  args: { q: 'HMC400002' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga träffar' }, TIMEOUT)).toBeVisible();
  },
};

/** The server refuses the search (INVALID_SEARCH_QUERY): said in the search's own words, with a retry. */
export const RefusedByServer: Story = {
  args: { q: 'HMC4' },
  beforeEach: intercept(({ url }) => (url.pathname.endsWith('/fsp/v1/fixed-assets') ? apiError(400, 'INVALID_SEARCH_QUERY', 'Ange ett inventarienummer att söka på.') : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Sökningen kunde inte göras.' })).toBeVisible();
    await expect(alert).toHaveTextContent('Ange ett inventarienummer att söka på.');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { q: 'HMC4' },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Söker …', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  args: { q: 'HMC4' },
  parameters: { api: { status: { '/fsp/v1/fixed-assets?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Sökningen kunde inte göras.');
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  args: { q: 'HMC4' },
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att söka bland inventarier.');
  },
};

export const English: Story = {
  args: { q: 'HMC400001', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Inventory search' })).toBeVisible();
    await expect(await shownRows(ui, HITS, 1)).toEqual(['HMC400001']);
    await expect(ui.getByText('1 hit')).toBeVisible();
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Inventory number', 'Product', 'Serial number', 'Quantity', 'Where']);
    await expect(cell(rowOf(ui, 'HMC400001'), 'Product')).toHaveTextContent('Product no. 100001');
  },
};

/** 375 px: the hits are cards (each cell under its header's label); nothing scrolls sideways. */
export const Phone375: Story = {
  args: { q: 'HMC5000' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root } = await element(canvasElement);
    const [first] = await shownRows(ui, HITS, 10);
    const row = rowOf(ui, first ?? '');
    await expect(getComputedStyle(row).display).toBe('block');
    await expect(row.querySelector('td')).toHaveAttribute('data-label', 'Inventarienr');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeVisible();
  },
};
