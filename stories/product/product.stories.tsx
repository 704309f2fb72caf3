/**
 * `<fsp-product>` with data from the reference API running in the page (see .storybook/preview.tsx):
 * a product with everything (breadcrumb back to the catalogue with its filters, name, price per
 * unit, facts, makes, long text, stock per storage with the chosen one first, the linked content's
 * tabs with their external links), Similar products, the breadcrumb from a stock balance and from a
 * `from` that is not ours, a product that cannot be ordered, no price (price 0, no currency), a
 * category without content, several pictures, the four calls made at once; loading, failure (of
 * the product, of one tab), not found, not logged in, no product; English; at 375 and 1366 px.
 *
 * Prices, orderability, pictures and texts the seed does not have are made by changing the
 * server's answer for the story (`patchProduct`, `patchContents`): the rest is the seed's.
 * Product 1 is Rollator Etac Standard (ISO code 1 120606 Rollatorer, article class 1
 * Gånghjälpmedel); product 4 is a shower stool, whose ISO code has no film.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { Product, ProductPageContent } from '../../src/contract/products.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { expectFailureCard, expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/product/product.element.ts';

type Args = { product?: number | null; storage?: number | undefined; from?: string | undefined; lang?: 'sv' | 'en' };

const CATALOGUE = '/products?isoCodes=1&q=rollator&storage=2';

const meta = {
  title: 'Products/fsp-product',
  render: ({ product, storage, from, lang }) => (
    <fsp-product {...(product != null ? { product } : {})} {...(storage ? { storage } : {})} {...(from ? { from } : {})} {...(lang ? { lang } : {})} />
  ),
  args: { product: 1, storage: 2, from: CATALOGUE },
  argTypes: {
    product: { control: 'number', description: 'The product id (1–20: the first of each product type, orderable).' },
    storage: { control: 'number', description: 'The chosen storage: 1 the central storage, 2–5 the base storages.' },
    from: { control: 'text', description: 'Where the user came from: a catalogue or stock balance path with its query.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-product');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

const urlOf = (input: RequestInfo | URL) => new URL(input instanceof Request ? input.url : String(input), location.href);

/** Changes the JSON answer to the calls whose path matches, for the story. */
function patchAnswer<T>(path: RegExp, patch: (answer: T, url: URL) => T) {
  return () => {
    const original = getTransport();
    setTransport(async (input, init) => {
      const response = await original(input, init);
      const url = urlOf(input);
      if (!path.test(url.pathname) || !response.ok) return response;
      const answer = patch((await response.json()) as T, url);
      return Response.json(answer, { status: response.status, headers: { 'Content-Type': 'application/json' } });
    });
    return () => setTransport(original);
  };
}

/** The product's answer changed (its price, orderability, pictures, ...). */
const patchProduct = (id: number, patch: Partial<Product>) => patchAnswer<Product>(new RegExp(`/fsp/v1/products/${id}$`), (p) => ({ ...p, ...patch }));

/** One category's page contents changed. */
const patchContents = (id: number, category: ProductPageContent['category'], patch: (page: ProductPageContent[]) => ProductPageContent[]) =>
  patchAnswer<{ page: ProductPageContent[]; count: number }>(new RegExp(`/fsp/v1/products/${id}/page-contents$`), (answer, url) => {
    if (url.searchParams.get('category') !== category) return answer;
    const page = patch(answer.page);
    return { page, count: page.length };
  });

/** Both in one story. */
const both = (...installs: (() => () => void)[]) => () => {
  const undo = installs.map((install) => install());
  return () => undo.reverse().forEach((u) => u());
};

/** Paths of the element's `fsp-navigate` events, each prevented (a host that routes), so the story stays. */
function routed(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    e.preventDefault();
    paths.push(e.detail.path);
  });
  return paths;
}

/** The name, once the product has loaded. */
async function heading(ui: Ui, name = 'Rollator Etac Standard') {
  return ui.findByRole('heading', { level: 1, name }, TIMEOUT);
}

/** The value shown for a label of a fact list. */
function fact(root: HTMLElement, label: string): string {
  const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === label);
  if (!dt) throw new Error(`no fact ${label}`);
  return dt.nextElementSibling?.textContent ?? '';
}

/** Text with its spaces (no-break, narrow no-break) as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

// ---- a product with everything -----------------------------------------------------------------

/** Everything: breadcrumb, name, price per unit (computed, currency upper-cased), facts, makes, text, stock, contents. */
export const WithEverything: Story = {
  beforeEach: patchProduct(1, { salesPrice: 2450, salesPriceQuantity: 1, numberOfPriceDecimals: 2, salesPriceCurrency: { value: 'sek' } }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Produkter', 'Rollator Etac Standard']);
    await expect(within(crumbs).getByRole('link', { name: 'Produkter' })).toHaveAttribute('href', CATALOGUE);
    await expect(plain(root.querySelector('[part=price] .price-value')?.textContent)).toBe('2 450,00 SEK / st');
    await expect(root.querySelector('[part=price]')).toHaveTextContent(/^Pris/);
    await expect(fact(root, 'Produktnummer')).toBe('100000');
    await expect(fact(root, 'Beskrivning')).toBe('Rollator, modell standard, från Etac.');
    await expect(fact(root, 'Artikelklass')).toBe('Gånghjälpmedel');
    await expect(fact(root, 'ISO-kod')).toBe('120606 Rollatorer');
    await expect(fact(root, 'Leverantör')).toBe('Etac');
    await expect(fact(root, 'Leverantörens artikelnummer')).toMatch(/^ETA-\d{5}$/);
    await expect(fact(root, 'Status')).toBe('Aktiv');
    const makes = ui.getByRole('region', { name: 'Utföranden' });
    await expect(fact(makes, 'Etac')).toBe('ETA');
    await expect(ui.getByRole('region', { name: 'Om produkten' })).toHaveTextContent(/^Om produktenFyrhjulig rollator/);
    // an orderable product: no label, no note
    await expect(ui.queryByText('Ej beställningsbar')).toBeNull();
    await expect(root.querySelector('[part=not-orderable]')).toBeNull();
    // one picture: no gallery controls
    await expect(ui.getByRole('img', { name: 'Rollator Etac Standard' })).toBeVisible();
    await expect(ui.queryByRole('toolbar')).toBeNull();
    // no ordering block yet
    await expect(ui.queryByRole('button', { name: /Lägg i|Beställ/ })).toBeNull();
  },
};

/** The stock per storage: every storage, the chosen one (BL-MLM, 2) first and marked; available is quantity − allocated. */
export const Stock: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const table = ui.getByRole('table', { name: 'Lagersaldo per lager' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Lager', 'Saldo', 'Reserverat', 'Tillgängligt']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/BL-MLM/);
    await expect(rows[0]).toHaveTextContent('Valt lager');
    await expect(root.querySelectorAll('[part=stock] .badge')).toHaveLength(1);
    for (const row of rows) {
      const [quantity, allocated, available] = [...row.querySelectorAll('td')].slice(1).map((td) => Number(plain(td.textContent).replace(/\s/g, '')));
      await expect(available).toBe(Math.max(0, (quantity ?? 0) - (allocated ?? 0)));
    }
  },
};

/** The linked content: the newest of each category; links to other sites open in a new window and say so. */
export const Contents: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui);
    const tabs = ui.getByRole('tablist', { name: 'Innehåll per kategori' });
    await expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bilder', 'Dokument', 'Film']);
    await expect(within(tabs).getByRole('tab', { name: 'Bilder' })).toHaveAttribute('aria-selected', 'true');
    // the product's own pictures are newer than its ISO code's
    let panel = ui.getByRole('tabpanel', { name: 'Bilder' });
    await expect(await within(panel).findByRole('heading', { level: 3, name: 'Rollator: bilder på modellen' }, TIMEOUT)).toBeVisible();
    const published = panel.querySelector('time');
    await expect(published?.parentElement?.textContent).toMatch(/^Publicerad \d{4}-\d{2}-\d{2}$/);
    await expect(published?.getAttribute('datetime')).toBe(published?.textContent);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Dokument' }));
    panel = ui.getByRole('tabpanel', { name: 'Dokument' });
    await expect(within(panel).getByRole('heading', { level: 3, name: 'Rollatorer: dokument' })).toBeVisible();
    const manual = within(panel).getByRole('link', { name: 'Bruksanvisning rollator (öppnas i nytt fönster)' });
    await expect(manual).toHaveAttribute('target', '_blank');
    await expect(manual).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(manual.getAttribute('href')).toMatch(/^https:\/\//);
    await expect(within(panel).getByRole('heading', { level: 4, name: 'Mer hos leverantören' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Film' }));
    panel = ui.getByRole('tabpanel', { name: 'Film' });
    await expect(within(panel).getByRole('link', { name: /^Instruktionsfilm rollator/ })).toHaveAttribute('target', '_blank');
  },
};

/** A category without content (the shower stool's ISO code has no film): "Inget innehåll". */
export const NoContentInCategory: Story = {
  args: { product: 4 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui, 'Duschpall Etac Standard');
    await userEvent.click(ui.getByRole('tab', { name: 'Film' }));
    const panel = ui.getByRole('tabpanel', { name: 'Film' });
    await expect(await within(panel).findByRole('heading', { name: 'Inget innehåll' }, TIMEOUT)).toBeVisible();
    await expect(panel).toHaveTextContent('Det finns ingen film till produkten.');
  },
};

/** Text from the data is text: line breaks kept, markup shown as written, only http(s) links. */
export const TextIsText: Story = {
  beforeEach: both(
    patchProduct(1, { text: 'Första raden.\nAndra raden med <b>fet</b> text.', makes: [] }),
    patchContents(1, 'DOCUMENT', (page) =>
      page.map((c) => ({ ...c, documents: [{ id: 1, url: 'javascript:alert(1)', name: 'Skadlig länk' }, ...c.documents] })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const text = root.querySelector<HTMLElement>('[part=text] .long-text');
    await expect(text?.textContent).toBe('Första raden.\nAndra raden med <b>fet</b> text.');
    await expect(text?.querySelector('b')).toBeNull();
    await expect(getComputedStyle(text as HTMLElement).whiteSpace).toBe('pre-line');
    // no makes: no makes list
    await expect(root.querySelector('[part=makes]')).toBeNull();
    await userEvent.click(ui.getByRole('tab', { name: 'Dokument' }));
    const panel = ui.getByRole('tabpanel', { name: 'Dokument' });
    await expect(await within(panel).findByText('Skadlig länk', {}, TIMEOUT)).toBeVisible();
    await expect(within(panel).queryByRole('link', { name: /Skadlig länk/ })).toBeNull();
  },
};

// ---- price and orderability --------------------------------------------------------------------

/** Price / price quantity with the decimals given: 4 900 for 2, no decimals, is 2 450 SEK per pair. */
export const PriceQuantity: Story = {
  beforeEach: patchProduct(1, { salesPrice: 4900, salesPriceQuantity: 2, numberOfPriceDecimals: 0, salesPriceCurrency: { value: 'Sek' }, unit: 'par' }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    await expect(plain(root.querySelector('[part=price] .price-value')?.textContent)).toBe('2 450 SEK / par');
  },
};

/** Price 0: no price shown. */
export const NoPrice: Story = {
  beforeEach: patchProduct(1, { salesPrice: 0 }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    await expect(root.querySelector('[part=price]')).toBeNull();
    await expect(ui.queryByText('Pris')).toBeNull();
    await expect(root.querySelector('[part=facts]')).not.toBeNull();
  },
};

/** No currency: no price shown, whatever the amount. */
export const NoCurrency: Story = {
  beforeEach: patchProduct(1, { salesPrice: 2450, salesPriceCurrency: null }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    await expect(root.querySelector('[part=price]')).toBeNull();
  },
};

/** Not orderable: NOT_ORDERABLE_SINGULAR on the picture, and that it can only be picked up in a base storage. */
export const NotOrderable: Story = {
  beforeEach: patchProduct(1, { isOrderable: false, status: 'PHASING_OUT' }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const label = ui.getByText('Ej beställningsbar');
    await expect(label).toBeVisible();
    await expect(root.querySelector('[part=gallery]')?.contains(label)).toBe(true);
    await expect(root.querySelector('[part=not-orderable]')).toHaveTextContent('Produkten kan inte beställas. Den kan bara hämtas i ett baslager.');
    await expect(fact(root, 'Status')).toBe('Utgående');
  },
};

/** Several pictures: the gallery with previous/next, the position and the thumbnails. */
export const SeveralPictures: Story = {
  beforeEach: patchAnswer<Product>(/\/fsp\/v1\/products\/1$/, (p) => ({
    ...p,
    images: [0, 1, 2].map((i) => ({ name: `Bild ${i + 1}`, url: p.images[0]?.url ?? `/rs/fsp/v1/product-images/ganghjalpmedel.svg` })),
  })),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const thumbs = within(ui.getByRole('toolbar', { name: 'Bilder på Rollator Etac Standard' })).getAllByRole('button');
    await expect(thumbs).toHaveLength(3);
    const position = root.querySelector('[part=gallery] [aria-live=polite]');
    await expect(position).toHaveTextContent('Bild 1 av 3');
    await userEvent.click(ui.getByRole('button', { name: 'Nästa bild' }));
    await expect(position).toHaveTextContent('Bild 2 av 3');
    await expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
  },
};

// ---- navigation --------------------------------------------------------------------------------

/** Similar products: the catalogue by ISO code and article class, and the chosen base storage. */
export const SimilarProducts: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui);
    const paths = routed(canvasElement);
    const link = ui.getByRole('link', { name: 'Liknande produkter' });
    await expect(link).toHaveAttribute('href', '/products?baseStorages=2&itemClasses=1&isoCodes=1&storage=2');
    await expect(link).toHaveAccessibleDescription('Produkter med samma ISO-kod och artikelklass');
    await userEvent.click(link);
    await expect(paths).toEqual(['/products?baseStorages=2&itemClasses=1&isoCodes=1&storage=2']);
    // the breadcrumb leads back to the catalogue with its filters
    await userEvent.click(ui.getByRole('link', { name: 'Produkter' }));
    await expect(paths).toEqual(['/products?baseStorages=2&itemClasses=1&isoCodes=1&storage=2', CATALOGUE]);
  },
};

/** No storage chosen: Similar products by ISO code and article class only; no storage marked. */
export const NoStorage: Story = {
  args: { storage: undefined, from: undefined },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    await expect(ui.getByRole('link', { name: 'Liknande produkter' })).toHaveAttribute('href', '/products?itemClasses=1&isoCodes=1');
    await expect(ui.getByRole('link', { name: 'Produkter' })).toHaveAttribute('href', '/products');
    await expect(root.querySelectorAll('[part=stock] .badge')).toHaveLength(0);
  },
};

/** The central storage chosen: it is a central storage filter of Similar products (facilities). */
export const CentralStorage: Story = {
  args: { storage: 1 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui);
    await expect(ui.getByRole('link', { name: 'Liknande produkter' })).toHaveAttribute('href', '/products?facilities=1&itemClasses=1&isoCodes=1&storage=1');
    const rows = within(ui.getByRole('table', { name: 'Lagersaldo per lager' })).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(/CL-MLM/);
  },
};

/** From a stock balance: the breadcrumb says so and leads back there. */
export const FromStockBalance: Story = {
  args: { from: '/base-storages/2/stock?q=rollator' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui);
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lagersaldo', 'Rollator Etac Standard']);
    await expect(within(crumbs).getByRole('link', { name: 'Lagersaldo' })).toHaveAttribute('href', '/base-storages/2/stock?q=rollator');
  },
};

/** A `from` that is not a path of ours (another site): the breadcrumb leads to the plain catalogue. */
export const ForeignFrom: Story = {
  args: { from: 'https://evil.example/products' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui);
    await expect(ui.getByRole('link', { name: 'Produkter' })).toHaveAttribute('href', '/products');
  },
};

// ---- loading and errors ------------------------------------------------------------------------

/** The product and the three categories are asked for at once: the contents do not wait for the product. */
const calls: string[] = [];
export const ParallelCalls: Story = {
  beforeEach: () => {
    calls.length = 0;
    const original = getTransport();
    setTransport((input, init) => {
      const url = urlOf(input);
      calls.push(url.pathname + (url.searchParams.get('category') ? `?${url.searchParams.get('category')}` : ''));
      // the product never answers: whatever else is asked for was asked for without waiting for it
      if (/\/products\/1$/.test(url.pathname)) return new Promise<Response>(() => undefined);
      return original(input, init);
    });
    return () => setTransport(original);
  },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectStillLoading(ui);
    await waitFor(
      () =>
        expect(calls.filter((c) => c.includes('/products/')).sort()).toEqual([
          '/rs/fsp/v1/products/1',
          '/rs/fsp/v1/products/1/page-contents?DOCUMENT',
          '/rs/fsp/v1/products/1/page-contents?IMAGE',
          '/rs/fsp/v1/products/1/page-contents?VIDEO',
        ]),
      TIMEOUT,
    );
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectStillLoading(ui);
    await expect(ui.getByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    await expect(ui.queryByRole('tablist')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { api: { status: { '/fsp/v1/products/1': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Produkten kunde inte hämtas');
    await expect(ui.getByRole('link', { name: 'Produkter' })).toHaveAttribute('href', CATALOGUE);
    await expect(ui.queryByRole('tablist')).toBeNull();
  },
};

/** One category failing: its tab says so (with a retry); the product and the other tabs are there. */
export const ContentError: Story = {
  parameters: { api: { status: { 'category=DOCUMENT': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await heading(ui);
    await userEvent.click(ui.getByRole('tab', { name: 'Dokument' }));
    const panel = ui.getByRole('tabpanel', { name: 'Dokument' });
    await expectFailureCard(within(panel), 'Innehållet kunde inte hämtas');
    await userEvent.click(ui.getByRole('tab', { name: 'Bilder' }));
    await expect(await ui.findByRole('heading', { level: 3, name: 'Rollator: bilder på modellen' }, TIMEOUT)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { product: 99_999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Produkten finns inte' }, TIMEOUT)).toBeVisible();
    const paths = routed(canvasElement);
    const back = ui.getByRole('link', { name: 'Till produktkatalogen' });
    await expect(back).toHaveAttribute('href', CATALOGUE);
    await userEvent.click(back);
    await expect(paths).toEqual([CATALOGUE]);
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se produkten.');
  },
};

export const NoProduct: Story = {
  args: { product: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Ingen produkt vald' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Till produktkatalogen' })).toHaveAttribute('href', CATALOGUE);
  },
};

// ---- language and layouts ----------------------------------------------------------------------

export const English: Story = {
  args: { lang: 'en' },
  beforeEach: patchProduct(1, { salesPrice: 2450, salesPriceQuantity: 1, numberOfPriceDecimals: 2, salesPriceCurrency: { value: 'sek' }, isOrderable: false }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const crumbs = ui.getByRole('navigation', { name: 'You are here' });
    await expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Products', 'Rollator Etac Standard']);
    await expect(plain(root.querySelector('[part=price] .price-value')?.textContent)).toBe('2,450.00 SEK / st');
    await expect(ui.getByText('Not orderable')).toBeVisible();
    await expect(root.querySelector('[part=not-orderable]')).toHaveTextContent('It can only be picked up in a base storage.');
    await expect(fact(root, 'Article class')).toBe('Gånghjälpmedel');
    await expect(fact(root, 'Supplier item number')).toMatch(/^ETA-/);
    await expect(within(ui.getByRole('tablist', { name: 'Content by category' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Images', 'Documents', 'Videos']);
    await expect(ui.getByRole('link', { name: 'Similar products' })).toBeVisible();
    await expect(ui.getByRole('table', { name: 'Stock per storage' })).toBeVisible();
    await userEvent.click(ui.getByRole('tab', { name: 'Documents' }));
    await expect(await ui.findByRole('link', { name: 'Bruksanvisning rollator (opens in a new window)' }, TIMEOUT)).toBeVisible();
  },
};

/** 375 px: one column, facts' labels above their values, the stock as cards, nothing sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(375));
    const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === 'Artikelklass');
    const dd = dt?.nextElementSibling;
    if (!dt || !dd) throw new Error('no article class');
    await expect(dd.getBoundingClientRect().top).toBeGreaterThanOrEqual(dt.getBoundingClientRect().bottom - 1);
    const picture = root.querySelector('[part=gallery] .fsp-product-image');
    await expect(picture?.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const row = root.querySelector('[part=stock-table] tbody tr');
    await expect(getComputedStyle(row as HTMLElement).display).toBe('block');
  },
};

/** 1366 px: the pictures beside the price and the facts; the stock as a table. */
export const Desktop1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root, ui } = await element(canvasElement);
    await heading(ui);
    const gallery = root.querySelector('[part=gallery]')?.getBoundingClientRect();
    const facts = root.querySelector('[part=facts]')?.getBoundingClientRect();
    await expect(facts && gallery && facts.left).toBeGreaterThan(gallery?.right ?? Infinity);
    const row = root.querySelector('[part=stock-table] tbody tr');
    await expect(getComputedStyle(row as HTMLElement).display).toBe('table-row');
  },
};
