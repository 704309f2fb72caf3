/**
 * `<fsp-deviations>`, the user's own deviations (issue 16), with data from the reference API running
 * in the page (see .storybook/preview.tsx) and the seeded deviations (server/seed/deviations.ts,
 * docs/world.md "Deviations"): Frida Förskrivare's fifteen, newest first, ten a page: Open (eleven,
 * statuses 10 and 20: 300017 … 300006 on page 1, 300005 on page 2), Closed (four: 300004 … 300001)
 * and All; a search, a search with no match, a user with none (the warehouse); the status badges
 * (none for 10 registered); a tab and a search as fsp-navigate; loading, a server error, no session,
 * English and 375 px (cards).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { expectFailureCard, expectNotLoggedIn, navigations, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/deviations/deviations.element.ts';

type Args = { state?: 'open' | 'closed' | 'all'; q?: string; page?: number; pageSize?: number; lang?: 'sv' | 'en' };

const meta = {
  title: 'Deviations/fsp-deviations',
  render: ({ state, q, page, pageSize, lang }) => (
    <fsp-deviations {...(state ? { state } : {})} {...(q ? { q } : {})} {...(page ? { page } : {})} {...(pageSize ? { 'page-size': pageSize } : {})} {...(lang ? { lang } : {})} />
  ),
  args: {},
  argTypes: {
    state: { control: 'inline-radio', options: ['open', 'closed', 'all'], description: 'The filter (absent: open).' },
    q: { control: 'text', description: 'The free-text search.' },
    page: { control: 'number' },
    pageSize: { control: 'inline-radio', options: [10, 25, 50], description: 'Rows a page (absent: 10).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-deviations');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** Frida's open deviations on page 1, newest first. */
const OPEN_PAGE_1 = ['300017', '300016', '300014', '300013', '300012', '300011', '300010', '300008', '300007', '300006'];

/** The deviation numbers shown, once there are `count` (and not a previous page's kept while loading). */
async function shownNumbers(ui: Ui, count: number): Promise<string[]> {
  return waitFor(() => {
    const links = ui.queryAllByRole('link').filter((a) => a.getAttribute('part') === 'deviation-link');
    if (links.length !== count || links[0]?.closest('[aria-busy=true]')) throw new Error(`${links.length} deviations, not ${count}`);
    return links.map((a) => a.textContent ?? '');
  }, TIMEOUT);
}

/** The row of a deviation (by its number). */
function rowOf(ui: Ui, number: string): HTMLElement {
  const row = ui.getByRole('link', { name: number }).closest('tr');
  if (!row) throw new Error(`no row of ${number}`);
  return row;
}

/** The status badge of a row, or null (10 registered shows none). */
const badgeOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[part=status]');

// ---- the filters -------------------------------------------------------------------------------

/**
 * The default, Open: eleven, ten on page 1 newest first (300017 first), each linked to its detail,
 * the paging "Sida 1 av 2"; a 20 not fixed has its badge, a 10 registered none; a file counted.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Mina avvikelser' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Rapportera avvikelse' })).toHaveAttribute('href', '/deviation');
    await expect(ui.getByRole('tab', { name: 'Öppna' })).toHaveAttribute('aria-selected', 'true');
    await expect(await shownNumbers(ui, 10)).toEqual(OPEN_PAGE_1);
    await expect(ui.getByText('11 avvikelser')).toHaveAttribute('role', 'status');
    await expect(ui.getByRole('table', { name: 'Avvikelser' })).toBeVisible();
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Avvikelsenummer', 'Rapporterad', 'Kategori och avvikelsekod', 'Referens', 'Status']);
    await expect(ui.getByRole('link', { name: '300017' })).toHaveAttribute('href', '/my-myloc/deviations/17/info');
    const paging = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(paging).toHaveTextContent('Sida 1 av 2');
    await expect(within(paging).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await expect(within(paging).getByRole('button', { name: 'Nästa' })).toBeEnabled();

    // 300017: 10 registered (no badge), Produkt / Trasig vid leverans, no reference.
    const newest = rowOf(ui, '300017');
    await expect(badgeOf(newest)).toBeNull();
    await expect(newest).toHaveTextContent('Registrerad'); // said to assistive technology only
    await expect(within(newest).getByText('Registrerad')).toHaveClass('fsp-visually-hidden');
    await expect(newest).toHaveTextContent('Produkt');
    await expect(newest).toHaveTextContent('Trasig vid leverans');
    await expect(newest).toHaveTextContent('Ingen referens');
    // 300016: 20 not fixed, a product number.
    const notFixed = rowOf(ui, '300016');
    await expect(badgeOf(notFixed)).toHaveTextContent('Ej åtgärdad');
    await expect(notFixed).toHaveTextContent('Artikelnummer: 100002');
    // 300013: its PNG counted.
    await expect(rowOf(ui, '300013')).toHaveTextContent('1 bilaga');
  },
};

/** Closed: the four, with the badges of 30 fix not needed and 40 fixed; no paging. */
export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Stängda' })).toHaveAttribute('aria-selected', 'true');
    await expect(await shownNumbers(ui, 4)).toEqual(['300004', '300003', '300002', '300001']);
    await expect(ui.getByText('4 avvikelser')).toBeVisible();
    await expect(badgeOf(rowOf(ui, '300004'))).toHaveTextContent('Åtgärd behövs ej');
    await expect(badgeOf(rowOf(ui, '300003'))).toHaveTextContent('Åtgärdad');
    await expect(badgeOf(rowOf(ui, '300002'))).toHaveTextContent('Åtgärd behövs ej');
    await expect(badgeOf(rowOf(ui, '300001'))).toHaveTextContent('Åtgärdad');
    await expect(rowOf(ui, '300003')).toHaveTextContent('Inventarienummer: HMC500304');
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
  },
};

/** All: fifteen, the newest ten on page 1. */
export const All: Story = {
  args: { state: 'all' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Alla' })).toHaveAttribute('aria-selected', 'true');
    await expect(await shownNumbers(ui, 10)).toEqual(OPEN_PAGE_1);
    await expect(ui.getByText('15 avvikelser')).toBeVisible();
    await expect(ui.getByRole('navigation', { name: 'Sidor' })).toHaveTextContent('Sida 1 av 2');
  },
};

/** Open, page 2: the eleventh, 300005 (20 not fixed, an inventory number, its PNG). */
export const OpenPage2: Story = {
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownNumbers(ui, 1)).toEqual(['300005']);
    await expect(ui.getByText('11 avvikelser')).toBeVisible();
    const paging = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(paging).toHaveTextContent('Sida 2 av 2');
    await expect(within(paging).getByRole('button', { name: 'Nästa' })).toBeDisabled();
    const row = rowOf(ui, '300005');
    await expect(badgeOf(row)).toHaveTextContent('Ej åtgärdad');
    await expect(row).toHaveTextContent('Rengöring och hygien');
    await expect(row).toHaveTextContent('Ej rengjord vid leverans');
    await expect(row).toHaveTextContent('Inventarienummer: HMC500093');
    await expect(row).toHaveTextContent('1 bilaga');
  },
};

/** Paging is an fsp-navigate with `page`; unprevented, the element shows page 2. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownNumbers(ui, 10);
    await userEvent.click(within(ui.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Nästa' }));
    await expect(paths).toEqual(['/my-myloc/deviations?page=2']);
    await waitFor(() => expect(host.getAttribute('page')).toBe('2'), TIMEOUT);
    await expect(await shownNumbers(ui, 1)).toEqual(['300005']);
  },
};

/** 25 a page (`page-size`): all eleven open deviations on one page, no paging, "Rows per page" says 25. */
export const RowsPerPage25: Story = {
  args: { pageSize: 25 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownNumbers(ui, 11)).toEqual([...OPEN_PAGE_1, '300005']);
    await expect(ui.getByRole('combobox', { name: 'Rader per sida' })).toHaveValue('25');
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
  },
};

/**
 * Choosing 25 rows on page 2 is an fsp-navigate with `pageSize=25` and no page: the eleventh
 * deviation, the first shown, is on page 1 of 25; unprevented, the element shows all eleven.
 */
export const ChooseRowsPerPage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownNumbers(ui, 1);
    const select = ui.getByRole('combobox', { name: 'Rader per sida' });
    await expect(select).toHaveValue('10');
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await userEvent.selectOptions(select, '25');
    await expect(paths).toEqual(['/my-myloc/deviations?pageSize=25']);
    await waitFor(() => expect(host.getAttribute('page-size')).toBe('25'), TIMEOUT);
    await expect(host.hasAttribute('page')).toBe(false);
    await expect(await shownNumbers(ui, 11)).toEqual([...OPEN_PAGE_1, '300005']);
  },
};

// ---- the search ----------------------------------------------------------------------------------

/** A search (`q`): "rengöring" finds the open deviations of Rengöring och hygien; Clear offered. */
export const Search: Story = {
  args: { q: 'rengöring' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('searchbox', { name: 'Sök' })).toHaveValue('rengöring');
    await expect(await shownNumbers(ui, 2)).toEqual(['300014', '300005']);
    await expect(ui.getByText('2 avvikelser')).toBeVisible();
    for (const n of ['300014', '300005']) await expect(rowOf(ui, n)).toHaveTextContent('Rengöring och hygien');
    await expect(ui.getByRole('button', { name: 'Rensa' })).toBeVisible();
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
  },
};

/** A search by number among All. */
export const SearchByNumber: Story = {
  args: { state: 'all', q: '300002' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownNumbers(ui, 1)).toEqual(['300002']);
    await expect(ui.getByText('1 avvikelse')).toBeVisible();
    await expect(rowOf(ui, '300002')).toHaveTextContent('Ordernummer: 7001000');
  },
};

/** A search with no match: "Inga resultat hittades", the search text still in the field, no table. */
export const SearchNoMatch: Story = {
  args: { q: 'vattenskada' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga resultat hittades' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Inga av dina avvikelser matchar sökningen.')).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Sök' })).toHaveValue('vattenskada');
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Rensa' })).toBeVisible();
  },
};

/** Submitting the search is an fsp-navigate with `q`; unprevented, the element shows the result. */
export const SubmitSearch: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownNumbers(ui, 10);
    await fireEvent.input(ui.getByRole('searchbox', { name: 'Sök' }), { target: { value: ' smuts ' } });
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(paths).toEqual(['/my-myloc/deviations?q=smuts']);
    await waitFor(() => expect(host.getAttribute('q')).toBe('smuts'), TIMEOUT);
    await expect(await shownNumbers(ui, 1)).toEqual(['300005']);
  },
};

// ---- navigation ----------------------------------------------------------------------------------

/** Choosing Stängda is an fsp-navigate with the list's path; unprevented, the element shows it. */
export const ChangeTab: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownNumbers(ui, 10);
    await expect(ui.getByRole('tab', { name: 'Stängda' })).toHaveAttribute('href', '/my-myloc/deviations?state=closed');
    await userEvent.click(ui.getByRole('tab', { name: 'Stängda' }));
    await expect(paths).toEqual(['/my-myloc/deviations?state=closed']);
    await waitFor(() => expect(host.getAttribute('state')).toBe('closed'), TIMEOUT);
    await expect(ui.getByRole('tab', { name: 'Stängda' })).toHaveAttribute('aria-selected', 'true');
    await expect(await shownNumbers(ui, 4)).toEqual(['300004', '300003', '300002', '300001']);
  },
};

/** A host that routes prevents the event: the element stays as it is until the host sets the attributes. */
export const ChangeTabRouted: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui, host } = await element(canvasElement);
    await shownNumbers(ui, 10);
    await userEvent.click(ui.getByRole('tab', { name: 'Alla' }));
    await expect(paths).toEqual(['/my-myloc/deviations?state=all']);
    await expect(host.hasAttribute('state')).toBe(false);
    await expect(ui.getByRole('tab', { name: 'Öppna' })).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByText('11 avvikelser')).toBeVisible();
  },
};

// ---- states --------------------------------------------------------------------------------------

/** The warehouse user has reported none: the empty state of Open. */
export const Empty: Story = {
  parameters: { persona: 'lager@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga resultat hittades' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Du har inga öppna avvikelser.')).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(ui.getByRole('link', { name: 'Rapportera avvikelse' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar avvikelser …', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { api: { status: { '/fsp/v1/deviations?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Avvikelserna kunde inte hämtas.');
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se dina avvikelser.');
  },
};

export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'My deviations' })).toBeVisible();
    await expect(ui.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Open', 'Closed', 'All']);
    await expect(await shownNumbers(ui, 10)).toEqual(OPEN_PAGE_1);
    await expect(ui.getByText('11 deviations')).toBeVisible();
    await expect(badgeOf(rowOf(ui, '300016'))).toHaveTextContent('Not fixed');
    await expect(rowOf(ui, '300017')).toHaveTextContent('Broken on delivery');
    await expect(ui.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  },
};

/** 375 px: the rows are cards (each cell under its header's label); nothing scrolls sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root } = await element(canvasElement);
    await shownNumbers(ui, 10);
    const row = rowOf(ui, '300016');
    await expect(getComputedStyle(row).display).toBe('block');
    await expect(row.querySelector('td')).toHaveAttribute('data-label', 'Avvikelsenummer');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    for (const tab of ui.getAllByRole('tab')) await expect(tab).toBeVisible();
  },
};
