/**
 * `<fsp-product-catalogue>` in every state, with data from the reference API running in the page
 * (see .storybook/preview.tsx; the demo seed's 241 products, 229 of them orderable): no storage
 * chosen (Frida's standard location is a care unit: no stock, no links, a hint), a storage chosen
 * (stock and links), the standard location as the storage (Leo's base storage), searching and
 * filtering with the URL following, the chips, the list view (switched, and restored from the
 * setting), the empty result, loading, failures of the products and of the filters, no session, a
 * product that cannot be ordered, no price, 100 a page with the page input, a page past the end,
 * the filters in a drawer at 375 px and beside the results at 1366 px, English.
 *
 * The view is a user setting on the in-page server, shared by every story: a story that changes it
 * puts grid back when it ends.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { ProductSummary } from '../../src/contract/products.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { apiFor } from '../../src/core/http/query.ts';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { api, expectFailureCard, expectNotLoggedIn, renderedElement, settled, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/product-catalogue/product-catalogue.element.ts';

type Args = {
  q?: string;
  facilities?: string;
  baseStorages?: string;
  itemClasses?: string;
  isoCodes?: string;
  suppliers?: string;
  productStatuses?: string;
  includeNotOrderable?: boolean;
  page?: number;
  pageSize?: number;
  storage?: number;
  lang?: 'sv' | 'en';
};

const ATTRIBUTES = {
  q: 'q',
  facilities: 'facilities',
  baseStorages: 'base-storages',
  itemClasses: 'item-classes',
  isoCodes: 'iso-codes',
  suppliers: 'suppliers',
  productStatuses: 'product-statuses',
  page: 'page',
  pageSize: 'page-size',
  storage: 'storage',
  lang: 'lang',
} as const;

const meta = {
  title: 'Products/fsp-product-catalogue',
  render: (args) => {
    const attributes: Record<string, string> = {};
    for (const [key, name] of Object.entries(ATTRIBUTES)) {
      const value = args[key as keyof typeof ATTRIBUTES];
      if (value !== undefined && value !== '') attributes[name] = String(value);
    }
    if (args.includeNotOrderable) attributes['include-not-orderable'] = '';
    return <fsp-product-catalogue {...attributes} />;
  },
  args: {},
  argTypes: {
    q: { control: 'text', description: 'The search: product number, name or supplier item number.' },
    facilities: { control: 'text', description: 'Central storage ids (1), comma-separated: only products in stock there.' },
    baseStorages: { control: 'text', description: 'Base storage ids (2–5), comma-separated: only products in stock there.' },
    itemClasses: { control: 'text', description: 'Item class ids (1–8), comma-separated.' },
    isoCodes: { control: 'text', description: 'ISO code ids (1–19), comma-separated.' },
    suppliers: { control: 'text', description: 'Supplier ids (1–9), comma-separated.' },
    productStatuses: { control: 'text', description: 'ACTIVE, PHASING_OUT, DISCONTINUED, comma-separated.' },
    includeNotOrderable: { control: 'boolean', description: 'List products that cannot be ordered too.' },
    page: { control: 'number' },
    pageSize: { control: 'inline-radio', options: [24, 52, 100] },
    storage: { control: 'number', description: 'The chosen storage: 1 the central storage, 2–5 the base storages.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-product-catalogue');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The orderable products of the demo seed (of all 241). */
const ORDERABLE = 229;

type Navigation = { path: string; replace: boolean };

/**
 * The element's `fsp-navigate` events. The catalogue's own moves are not prevented (nobody routes
 * here), so the element sets its own attributes; a product's link is prevented, so the story stays.
 */
function navigations(canvasElement: HTMLElement) {
  const seen: Navigation[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    seen.push({ path: e.detail.path, replace: e.detail.replace === true });
    if (e.detail.path.startsWith('/products/')) e.preventDefault();
  });
  return seen;
}

/** The cards of the grid, once they are there and settled (not the previous page's). */
async function cards(root: HTMLElement, count?: number) {
  return waitFor(() => {
    const busy = root.querySelector('.results-body[aria-busy=true]');
    const found = [...root.querySelectorAll<HTMLElement>('[part=card]')];
    if (busy || found.length === 0 || (count !== undefined && found.length !== count)) throw new Error(`cards: ${found.length}${busy ? ' (busy)' : ''}`);
    return found;
  }, TIMEOUT);
}

const countOf = (root: HTMLElement) => root.querySelector('[part=count]');

/** Text with its spaces (no-break, narrow no-break) as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The filter checkbox of a value (its label starts with the value's label). */
const filterBox = (ui: Ui, label: string) => ui.getByRole('checkbox', { name: new RegExp(`^(\\d+ )?${label} \\(\\d+\\)$`) });

/** The answers of GET /products changed for the story. */
function patchProducts(patch: (p: ProductSummary) => ProductSummary) {
  return () => {
    const original = getTransport();
    setTransport(async (input, init) => {
      const response = await original(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== '/rs/fsp/v1/products' || !response.ok) return response;
      const answer = (await response.json()) as { page: ProductSummary[]; count: number };
      return Response.json({ ...answer, page: answer.page.map(patch) });
    });
    return () => setTransport(original);
  };
}

/** The logged-in user's catalogue view on the in-page server. */
const writeView = (value: 'grid' | 'list') =>
  apiFor('/rs', 'sv')('post', 'fsp/v1/user/settings/{userSettingId}/set-user-setting', { params: { userSettingId: 'catalogue-view' }, json: { value } });
const readView = async () =>
  (await apiFor('/rs', 'sv')('post', 'fsp/v1/user/settings/{userSettingId}/get-user-setting', { params: { userSettingId: 'catalogue-view' } })).value;

// ---- the chosen storage --------------------------------------------------------------------------

/**
 * Frida's standard location is a care unit, not a storage: no storage is chosen, so the cards show
 * no stock and no link, and a hint next to the select says why. 229 orderable products, 24 a page.
 */
export const NoStorageChosen: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Produktkatalog' })).toBeVisible();
    const found = await cards(root, 24);
    await expect(plain(countOf(root)?.textContent)).toBe(`${ORDERABLE} produkter`);
    await expect(countOf(root)).toHaveAttribute('role', 'status');
    const select = ui.getByRole('combobox', { name: 'Lagersaldo i' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAccessibleDescription('Välj ett lager för att se lagersaldot och kunna öppna produkterna.');
    await expect(root.querySelectorAll('[part=product-link]')).toHaveLength(0);
    await expect(root.querySelector('.stock')).toBeNull();
    // name, product number, supplier and price, sorted by description
    const first = found[0] as HTMLElement;
    await expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(/\S/);
    await expect(first).toHaveTextContent(/Produktnr 1\d{5}/);
    await expect(plain(first.querySelector('.price')?.textContent)).toMatch(/^\d[\d ]*,\d{2} SEK$/);
    // every picture has its box (width and height), so nothing jumps when it arrives
    const img = first.querySelector('img');
    if (img) {
      await expect(img).toHaveAttribute('width', '250');
      await expect(img).toHaveAttribute('loading', 'lazy');
    }
    // the storages to choose from: the central storage and the base storages, grouped
    const groups = [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.value)]);
    await expect(groups).toEqual([
      ['Centrallager', ['1']],
      ['Baslager', expect.arrayContaining(['2', '3', '4', '5'])],
    ]);
  },
};

/**
 * A storage chosen (the central storage): each card shows what is available there and its name
 * links to the product with the storage and the way back; a click is an fsp-navigate.
 */
export const StorageChosen: Story = {
  args: { storage: 1, q: 'rollator' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const seen = navigations(canvasElement);
    const found = await cards(root);
    await expect(ui.getByRole('combobox', { name: 'Lagersaldo i' })).toHaveValue('1');
    await expect(ui.queryByText(/Välj ett lager för att se/)).toBeNull();
    const link = within(found[0] as HTMLElement).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/products\/\d+\?storage=1&from=%2Fproducts%3Fq%3Drollator%26storage%3D1$/);
    for (const card of found) await expect(plain(card.querySelector('.stock')?.textContent)).toMatch(/^I lager: -?\d+ (st|par)$/);
    await userEvent.click(link);
    await expect(seen).toEqual([{ path: link.getAttribute('href'), replace: false }]);
  },
};

/**
 * The active order is for base storage BL-MLM (2) while the catalogue shows another storage's stock
 * (3): no product links, and a note says why (spec 2 §6, issue 37). The order's own storage chosen,
 * the links are back.
 */
export const OrderForAnotherBaseStorage: Story = {
  args: { storage: 3, q: 'rollator' },
  beforeEach: async () => {
    const appData = await api<{ currentOrder: { id: number } | null }>('GET', '/authentication');
    if (appData.currentOrder) await api('DELETE', `/fsp/v1/web-orders/${appData.currentOrder.id}`);
    const made = await api<{ id: number }>('POST', '/fsp/v1/web-orders', { receiver: { type: 'FACILITY', id: 2 } });
    return () => api('DELETE', `/fsp/v1/web-orders/${made.id}`).then(() => undefined, () => undefined);
  },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const found = await cards(root);
    const note = await ui.findByRole('note', {}, TIMEOUT);
    await expect(note).toHaveTextContent('Produkterna öppnas inte härifrån: den aktiva beställningen gäller ett annat baslager (Baslager Malmö Centrum).');
    await expect(root.querySelectorAll('[part=product-link]')).toHaveLength(0);
    for (const card of found) await expect(within(card).queryByRole('link')).toBeNull();
    await userEvent.selectOptions(ui.getByRole('combobox', { name: 'Lagersaldo i' }), '2');
    await waitFor(() => expect(root.querySelectorAll('[part=product-link]').length).toBeGreaterThan(0), TIMEOUT);
    await expect(ui.queryByRole('note')).toBeNull();
  },
};

/** Available is the quantity less what is held for orders: Armbågskrycka Human Care XL has 19 in BL-MLM, 6 held. */
export const StockAvailable: Story = {
  args: { storage: 2, q: 'Armbågskrycka Human Care' },
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const found = await cards(root);
    const crutch = found.find((c) => c.textContent?.includes('Armbågskrycka Human Care XL'));
    await expect(plain(crutch?.querySelector('.stock')?.textContent)).toBe('I lager: 13 par');
  },
};

/** Leo's standard location is base storage BL-MLM (2): it is the chosen storage until he picks another. */
export const StandardLocationIsStorage: Story = {
  parameters: { persona: 'lager@example.org' },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    const seen = navigations(canvasElement);
    await cards(root, 24);
    const select = ui.getByRole('combobox', { name: 'Lagersaldo i' });
    await expect(select).toHaveValue('2');
    // no "choose a storage" option once there is one
    await expect([...select.querySelectorAll('option')].some((o) => o.value === '')).toBe(false);
    await expect(root.querySelectorAll('[part=product-link]')).toHaveLength(24);
    await expect(root.querySelector('[part=product-link]')?.getAttribute('href')).toMatch(/\?storage=2&from=%2Fproducts$/);
    await userEvent.selectOptions(select, '3');
    await waitFor(() => expect(seen).toEqual([{ path: '/products?storage=3', replace: true }]));
    await expect(host).toHaveAttribute('storage', '3');
    await waitFor(() => expect(root.querySelector('[part=product-link]')?.getAttribute('href')).toMatch(/\?storage=3&/), TIMEOUT);
  },
};

// ---- searching and filtering ---------------------------------------------------------------------

/**
 * Typing searches once it rests (300 ms), the URL replaced, not pushed; the field keeps what is
 * typed. A filter checked is in the URL at once, shown as a chip; the count follows.
 */
export const SearchAndFilter: Story = {
  args: { storage: 2 },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    const seen = navigations(canvasElement);
    await cards(root, 24);
    const field = ui.getByRole('searchbox', { name: 'Sök produkt' });
    await expect(field).toHaveAttribute('placeholder', 'Produktnummer, namn eller leverantörens artikelnummer');
    await typeInto(field, 'rollator');
    // one navigation for the whole word, after the typing rested
    await waitFor(() => expect(seen).toEqual([{ path: '/products?q=rollator&storage=2', replace: true }]), TIMEOUT);
    await expect(host).toHaveAttribute('q', 'rollator');
    await waitFor(() => expect(plain(countOf(root)?.textContent)).toMatch(/^\d+ produkter$/), TIMEOUT);
    await waitFor(() => expect(plain(countOf(root)?.textContent)).not.toBe(`${ORDERABLE} produkter`), TIMEOUT);
    await expect(field).toHaveValue('rollator');
    // a filter: ISO code Rollatorer (1)
    const rollators = await waitFor(() => filterBox(ui, 'Rollatorer'), TIMEOUT);
    await userEvent.click(rollators);
    await expect(seen.at(-1)).toEqual({ path: '/products?q=rollator&isoCodes=1&storage=2', replace: true });
    await expect(host).toHaveAttribute('iso-codes', '1');
    await expect(rollators).toBeChecked();
    const chip = ui.getByRole('button', { name: 'Ta bort filtret ISO-kod: Rollatorer' });
    await expect(chip).toHaveTextContent('Rollatorer');
    const found = await cards(root);
    for (const card of found) await expect(card).toHaveTextContent(/Rollator/i);
    // the chip removes the filter; the focus goes to the results' heading (no chip left)
    await userEvent.click(chip);
    await expect(seen.at(-1)).toEqual({ path: '/products?q=rollator&storage=2', replace: true });
    await expect(host).not.toHaveAttribute('iso-codes');
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('heading', { level: 2, name: 'Sökresultat' })));
    await settled(root);
  },
};

/**
 * A host that routes (prevents the event and sets the attributes itself, a moment later): the box
 * is checked at once, and the element follows the attributes the host sets. Typing on while the
 * URL catches up keeps every character.
 */
export const RoutedByHost: Story = {
  args: { storage: 2 },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    const seen: string[] = [];
    // The host's first answer waits until the test lets it go (not a fixed delay, which a busy
    // machine can outrun); later ones come 80 ms after the event.
    let held: (() => void) | null = null;
    let holdNext = true;
    canvasElement.addEventListener('fsp-navigate', (e) => {
      e.preventDefault();
      seen.push(e.detail.path);
      const query = new URL(e.detail.path, location.href).searchParams;
      const answer = () => {
        host.setAttribute('q', query.get('q') ?? '');
        if (query.get('itemClasses')) host.setAttribute('item-classes', query.get('itemClasses') ?? '');
        else host.removeAttribute('item-classes');
      };
      if (holdNext) {
        holdNext = false;
        held = answer;
      } else setTimeout(answer, 80);
    });
    await cards(root, 24);
    const walkers = await waitFor(() => filterBox(ui, 'Gånghjälpmedel'), TIMEOUT);
    await userEvent.click(walkers);
    // checked before the host has answered
    await expect(walkers).toBeChecked();
    await expect(host).not.toHaveAttribute('item-classes');
    await waitFor(() => expect(held).not.toBeNull());
    (held as (() => void) | null)?.();
    await waitFor(() => expect(host).toHaveAttribute('item-classes', '1'));
    await expect(walkers).toBeChecked();
    await expect(seen).toEqual(['/products?itemClasses=1&storage=2']);
    // typing: the field keeps what is typed while the host catches up with the first word
    const field = ui.getByRole('searchbox', { name: 'Sök produkt' });
    await typeInto(field, 'krycka');
    await waitFor(() => expect(seen.at(-1)).toBe('/products?q=krycka&itemClasses=1&storage=2'), TIMEOUT);
    await typeInto(field, ' etac');
    await expect(field).toHaveValue('krycka etac');
    await waitFor(() => expect(host).toHaveAttribute('q', 'krycka'));
    await expect(field).toHaveValue('krycka etac');
    await waitFor(() => expect(seen.at(-1)).toBe('/products?q=krycka+etac&itemClasses=1&storage=2'), TIMEOUT);
    await waitFor(() => expect(host).toHaveAttribute('q', 'krycka etac'));
    await expect(field).toHaveValue('krycka etac');
    // The last search's results in place (not the faded previous ones) before the axe check.
    await settled(root);
  },
};

/** A copied URL opens the same view: the search, the filters checked, their chips, the page. */
export const FromUrl: Story = {
  args: { q: 'rollator', itemClasses: '1', productStatuses: 'ACTIVE', storage: 2 },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await cards(root);
    await expect(ui.getByRole('searchbox', { name: 'Sök produkt' })).toHaveValue('rollator');
    await waitFor(() => expect(filterBox(ui, 'Gånghjälpmedel')).toBeChecked(), TIMEOUT);
    await expect(filterBox(ui, 'Aktiv')).toBeChecked();
    const chips = within(ui.getByRole('list', { name: 'Valda filter' }));
    await expect(chips.getByRole('button', { name: 'Ta bort filtret Artikelklass: Gånghjälpmedel' })).toBeVisible();
    await expect(chips.getByRole('button', { name: /^Ta bort filtret Status: Aktiv$|^Ta bort filtret .*: Aktiv$/ })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Rensa alla filter' })).toBeVisible();
  },
};

/** Groups of many values (the 19 ISO codes) show eight behind "Visa alla"; Rensa filter clears every filter. */
export const ShowAllAndClear: Story = {
  args: { isoCodes: '19', storage: 1 },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    navigations(canvasElement);
    await cards(root);
    const iso = await waitFor(() => {
      const group = root.querySelector<HTMLElement>('fieldset[data-group=isoCodes]');
      if (!group) throw new Error('no ISO codes yet');
      return group;
    }, TIMEOUT);
    // eight, and the chosen one further down
    await expect(within(iso).getAllByRole('checkbox')).toHaveLength(9);
    const toggle = within(iso).getByRole('button', { name: 'Visa alla (19)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(within(iso).getAllByRole('checkbox')).toHaveLength(19);
    await expect(within(iso).getByRole('button', { name: 'Visa färre' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(ui.getByRole('button', { name: 'Rensa filter' }));
    await expect(host).not.toHaveAttribute('iso-codes');
    await expect(host).toHaveAttribute('storage', '1');
    await expect(ui.queryByRole('list', { name: 'Valda filter' })).toBeNull();
    // the unfiltered page settled: axe checks what the user reads, not the dimmed refetch
    await waitFor(() => expect(plain(countOf(root)?.textContent)).toBe(`${ORDERABLE} produkter`), TIMEOUT);
    await settled(root);
  },
};

/** The show-not-orderable toggle: Käpp Etac Komfort cannot be ordered; listed with the label on its picture. */
export const NotOrderableLabel: Story = {
  args: { q: 'Käpp Etac Komfort', storage: 2 },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    navigations(canvasElement);
    await waitFor(() => expect(ui.getByRole('heading', { name: 'Inga produkter hittades' })).toBeVisible(), TIMEOUT);
    await userEvent.click(ui.getByRole('checkbox', { name: 'Visa även produkter som inte kan beställas' }));
    await expect(host).toHaveAttribute('include-not-orderable', '');
    const [card] = await cards(root, 1);
    await expect(card).toHaveTextContent('Käpp Etac Komfort');
    await expect(within(card as HTMLElement).getByText('Ej beställningsbar')).toBeVisible();
    await expect(card?.querySelector('figcaption')).toHaveTextContent('Ej beställningsbar');
    await expect(ui.getByRole('button', { name: 'Ta bort filtret Visning: Även ej beställningsbara' })).toBeVisible();
  },
};

/** No price (none, or no currency): nothing is shown where the price would be (spec 2 §5). */
export const NoPrice: Story = {
  args: { q: 'rollator', storage: 1 },
  beforeEach: patchProducts((p) => ({ ...p, salesPrice: 0 })),
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    await cards(root);
    await expect(root.querySelector('.price')).toBeNull();
  },
};

// ---- views ---------------------------------------------------------------------------------------

/** The list view: switched at once, saved as the setting; grid again puts it back. */
export const ListView: Story = {
  args: { storage: 1 },
  beforeEach: () => () => void writeView('grid'),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await cards(root, 24);
    const grid = ui.getByRole('button', { name: 'Rutnät' });
    const list = ui.getByRole('button', { name: 'Lista' });
    await expect(ui.getByRole('group', { name: 'Visning' })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    const table = ui.getByRole('table', { name: 'Sökresultat' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Bild', 'Produkt', 'Produktnummer', 'Leverantör', 'Pris', 'I lager']);
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
    await expect(root.querySelector('[part=card]')).toBeNull();
    await waitFor(async () => expect(await readView()).toBe('list'), TIMEOUT);
    await userEvent.click(grid);
    await cards(root, 24);
    await waitFor(async () => expect(await readView()).toBe('grid'), TIMEOUT);
  },
};

/** The next visit: a user whose setting is list sees the list first (never the grid in between). */
export const ListFromSetting: Story = {
  args: { storage: 1 },
  beforeEach: async () => {
    await writeView('list');
    return () => void writeView('grid');
  },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const table = await ui.findByRole('table', { name: 'Sökresultat' }, TIMEOUT);
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
    await expect(root.querySelector('[part=card]')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  },
};

// ---- paging --------------------------------------------------------------------------------------

/** 100 a page: three pages of 229; the page input goes to a page on Enter, refuses what is not one. */
export const HundredPerPage: Story = {
  args: { pageSize: 100, storage: 1 },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    const seen = navigations(canvasElement);
    await cards(root, 100);
    await expect(ui.getByRole('combobox', { name: 'Per sida' })).toHaveValue('100');
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(within(pages).getByText('Sida 1 av 3')).toBeVisible();
    const input = within(pages).getByRole('spinbutton', { name: 'Gå till sida' });
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('max', '3');
    // 4 is not a page: said, not applied
    await fireEvent.input(input, { target: { value: '4' } });
    await fireEvent.keyDown(input, { key: 'Enter' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Ange en sida från 1 till 3.');
    await expect(seen).toEqual([]);
    await fireEvent.input(input, { target: { value: '3' } });
    await fireEvent.keyDown(input, { key: 'Enter' });
    await expect(seen).toEqual([{ path: '/products?page=3&pageSize=100&storage=1', replace: true }]);
    await expect(host).toHaveAttribute('page', '3');
    await cards(root, 29);
    await expect(within(pages).getByText('Sida 3 av 3')).toBeVisible();
    // the new page is read from its top
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('heading', { level: 2, name: 'Sökresultat' })), TIMEOUT);
    // a smaller page size starts again at page 1
    await userEvent.selectOptions(ui.getByRole('combobox', { name: 'Per sida' }), '52');
    await expect(seen.at(-1)).toEqual({ path: '/products?pageSize=52&storage=1', replace: true });
    await cards(root, 52);
  },
};

/** Next keeps the cards in place (busy) while the next page loads, then gives the heading the focus. */
export const Paging: Story = {
  args: { storage: 1 },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const first = await cards(root, 24);
    const firstName = first[0]?.querySelector('h3')?.textContent;
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await waitFor(() => expect(ui.getByText('Sida 2 av 10')).toBeVisible(), TIMEOUT);
    await waitFor(async () => expect((await cards(root, 24))[0]?.querySelector('h3')?.textContent).not.toBe(firstName), TIMEOUT);
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('heading', { level: 2, name: 'Sökresultat' })), TIMEOUT);
  },
};

/** A page past the end (a URL of a longer list): the last page, the URL put right. */
export const PageBeyondLast: Story = {
  args: { page: 99, storage: 1 },
  play: async ({ canvasElement }) => {
    const { host, root, ui } = await element(canvasElement);
    await waitFor(() => expect(host).toHaveAttribute('page', '10'), TIMEOUT);
    await cards(root, 13);
    await expect(ui.getByText('Sida 10 av 10')).toBeVisible();
  },
};

// ---- states --------------------------------------------------------------------------------------

/** No product matches: said in words, with a way to clear the filters when there are any. */
export const EmptyResult: Story = {
  args: { q: 'ingen sådan produkt', itemClasses: '2' },
  play: async ({ canvasElement }) => {
    const { host, ui, root } = await element(canvasElement);
    navigations(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga produkter hittades' }, TIMEOUT)).toBeVisible();
    await expect(countOf(root)).toHaveTextContent('Inga produkter hittades');
    await userEvent.click(within(root.querySelector('.fsp-state') as HTMLElement).getByRole('button', { name: 'Rensa filter' }));
    await expect(host).not.toHaveAttribute('item-classes');
    await expect(host).toHaveAttribute('q', 'ingen sådan produkt');
    await settled(root);
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar produkter…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.getByText('Hämtar filter…')).toBeVisible();
  },
};

/** The products fail: the failure card with a retry; the search and the filters stay usable. */
export const ServerError: Story = {
  args: { storage: 1 },
  parameters: { api: { status: { '/fsp/v1/products?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Produkterna kunde inte hämtas');
    await expect(ui.getByRole('searchbox', { name: 'Sök produkt' })).toBeEnabled();
    await waitFor(() => expect(filterBox(ui, 'Rollatorer')).toBeVisible(), TIMEOUT);
  },
};

/** The filters fail: the panel says so with a retry; the products are listed all the same. */
export const FiltersFailed: Story = {
  args: { storage: 1 },
  parameters: { api: { status: { '/fsp/v1/products/filters': 500 } } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await cards(root, 24);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Filtren kunde inte hämtas.');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se produktkatalogen.');
  },
};

export const English: Story = {
  args: { lang: 'en', storage: 2 },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
    await cards(root, 24);
    await expect(ui.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Product number, name or supplier item number');
    await expect(plain(countOf(root)?.textContent)).toBe(`${ORDERABLE} products`);
    await expect(ui.getByRole('combobox', { name: 'Stock in' })).toHaveValue('2');
    await expect(ui.getByRole('group', { name: 'View' })).toBeVisible();
    await expect(ui.getByRole('combobox', { name: 'Per page' })).toBeVisible();
    await expect(plain(root.querySelector('.stock')?.textContent)).toMatch(/^In stock: -?\d+ (st|par)$/);
    await expect(plain(root.querySelector('.price')?.textContent)).toMatch(/^\d[\d,]*\.\d{2} SEK$/);
    await expect(ui.getByRole('spinbutton', { name: 'Go to page' })).toBeVisible();
  },
};

// ---- layouts -------------------------------------------------------------------------------------

/**
 * 375 px: the filters are a drawer behind "Filter"; it takes the focus, Escape closes it and the
 * focus goes back; a filter chosen in it shows on the button and as a chip. Two cards a row.
 */
export const FiltersDrawer375: Story = {
  args: { storage: 2 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    navigations(canvasElement);
    const found = await cards(root, 24);
    await expect(root.querySelector('[part=filters]')).toBeNull();
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    const [a, b] = found.map((c) => c.getBoundingClientRect());
    await expect(a && b && Math.abs(a.top - b.top) < 1).toBe(true);
    const toggle = ui.getByRole('button', { name: 'Filter' });
    await userEvent.click(toggle);
    const drawer = await ui.findByRole('dialog', { name: 'Filter' });
    await expect(drawer).toHaveAttribute('open');
    await waitFor(() => expect(drawer.contains(focused(root))).toBe(true));
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const walkers = await waitFor(() => within(drawer).getByRole('checkbox', { name: /Gånghjälpmedel \(\d+\)$/ }), TIMEOUT);
    await userEvent.click(walkers);
    await expect(walkers).toBeChecked();
    await expect(within(drawer).getByRole('button', { name: /^Visa \d+ produkter$/ })).toBeVisible();
    // Escape: the browser fires `cancel` on the modal <dialog> (a synthetic key press would not)
    await fireEvent(drawer, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    const reopened = ui.getByRole('button', { name: 'Filter (1)' });
    await waitFor(() => expect(focused(root)).toBe(reopened));
    await expect(ui.getByRole('button', { name: 'Ta bort filtret Artikelklass: Gånghjälpmedel' })).toBeVisible();
    // the close button closes it too
    await userEvent.click(reopened);
    await userEvent.click(within(await ui.findByRole('dialog', { name: 'Filter' })).getByRole('button', { name: 'Stäng filter' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await settled(root);
  },
};

/** 1366 px: the filters beside the results, several cards a row. */
export const Desktop1366: Story = {
  args: { storage: 2 },
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root, ui } = await element(canvasElement);
    const found = await cards(root, 24);
    const panel = root.querySelector<HTMLElement>('[part=filters]');
    if (!panel) throw new Error('no filter panel');
    await expect(panel.getBoundingClientRect().right).toBeLessThan((found[0] as HTMLElement).getBoundingClientRect().left);
    await expect(ui.queryByRole('button', { name: /^Filter/ })).toBeNull();
    const tops = new Set(found.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};
