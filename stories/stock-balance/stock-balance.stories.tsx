/**
 * `<fsp-stock-balance>`'s list (spec 3 §3 Storage balance), with data from the reference API running
 * in the page (see .storybook/preview.tsx), as Frida Förskrivare (the orderMoveEnabled flag, no
 * active order; she may work on BL-MLM, BL-LND and BL-HSD): BL-MLM's 84 rows (docs/world.md "Stock
 * in storage": a plain row, one partly allocated, the fixture fixed asset HMC499001, HMC500063 with
 * a deviation, a batch; the fully allocated rows left out), every storage of hers at once (no
 * product links, the storage beside the product number), a search and filter that match nothing
 * (and clearing them), a storage with nothing to move or scrap, a thousand rows a hundred at a time (a replaced
 * answer: the seed has no storage that large), loading, a failure and its retry, no session,
 * English, 375 and 1366 px. Nothing here changes the database (the dialogs' stories do, in their
 * own file and page).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { StorageBalance } from '../../src/contract/base-storages.ts';
import { BALANCE_PAGE_SIZE } from '../../src/areas/stock/balance.ts';
import { api, expectFailureCard, expectNotLoggedIn, navigations, TIMEOUT } from '../helpers.ts';
import { actionsOf, apiError, BALANCES, baseMeta, cell, countText, element, intercept, nameOf, renderedRows, rowList, rowWith, STORAGE, type Args } from './stock-balance-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-stock-balance',
  args: { storage: STORAGE.mlm },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** BL-MLM's rows in the demo seed with something available (84, of which 5 fully allocated are not listed). */
const MLM_ROWS = 79;
/** The balance's path of BL-MLM as a product's or fixed asset's `from`. */
const FROM_MLM = encodeURIComponent('/base-storages?storage=2');

// ---- one storage -----------------------------------------------------------------------------------

/**
 * BL-MLM, by name: the count, the list named with it, only the rows in view rendered; a plain row
 * (a link to the product, its actions), a partly allocated one, the fixture fixed asset (its
 * inventory number a link), a batch, and the deviation marker on HMC500063 only; every row listed has
 * something available (the fully allocated ones: FullyAllocatedLeftOut). Create base-storage move
 * order is offered (the flag, no order).
 */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Lagersaldo' })).toBeVisible();
    await expect(ui.getByRole('combobox', { name: 'Baslager' })).toHaveValue('2');
    await expect(await countText(root)).toBe(`${MLM_ROWS} rader`);
    await expect(ui.getByText(`${MLM_ROWS} rader`)).toHaveAttribute('role', 'status');
    await expect(ui.getByRole('list', { name: `Lagersaldo, ${MLM_ROWS} rader` })).toBeVisible();
    const rendered = await renderedRows(root);
    await expect(rendered.length).toBeLessThan(MLM_ROWS);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', String(MLM_ROWS));
    await expect(nameOf(rendered[0] as HTMLElement)).toBe('Armbågskrycka Etac Hög');
    // Offered once the session's flags and active order are in (they may come after the rows).
    await expect(await ui.findByRole('button', { name: 'Skapa baslagerflyttorder' }, TIMEOUT)).toBeVisible();

    // a plain row: its product a link, nothing allocated, Move and Scrap
    const plain = await rowWith(root, 'Armbågskrycka Etac Hög', 'D-05-1');
    const product = within(plain).getByRole('link', { name: 'Armbågskrycka Etac Hög' });
    await expect(product).toHaveAttribute('part', 'product-link');
    await expect(product).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/base-storages/2/products/\\d+\\?from=${FROM_MLM}$`)));
    await expect(cell(plain, 'Artikel')).toHaveTextContent('100091');
    await expect(cell(plain, 'Inventarienr / batch')).toHaveTextContent('–');
    await expect(cell(plain, 'Lagerplats')).toHaveTextContent('D-05-1Huvudlager');
    await expect(cell(plain, 'Antal')).toHaveTextContent(/^Antal4 \S+4 tillgängligt$/);
    await expect(cell(plain, 'Leverantör och klass')).toHaveTextContent('EtacGånghjälpmedel');
    await expect(actionsOf(plain)).toEqual(['Flytta', 'Skrota']);
    await expect(within(plain).getByRole('button', { name: 'Flytta Armbågskrycka Etac Hög på D-05-1' })).toBeEnabled();
    await expect(within(plain).getByRole('button', { name: 'Skrota Armbågskrycka Etac Hög på D-05-1' })).toBeEnabled();
    await expect(plain.querySelector('[part=deviation]')).toBeNull();

    // partly allocated: 19, 6 of them allocated, 13 available
    const allocated = await rowWith(root, 'Armbågskrycka Human Care XL', 'A-06-1');
    await expect(cell(allocated, 'Antal')).toHaveTextContent(/^Antal19 \S+6 reserverat13 tillgängligt$/);
    await expect(actionsOf(allocated)).toEqual(['Flytta', 'Skrota']);

    // the Käpp fixture: 12, 2 allocated
    await expect(cell(await rowWith(root, 'Käpp Etac Standard', 'F-10-1'), 'Antal')).toHaveTextContent(/^Antal12 \S+2 reserverat10 tillgängligt$/);

    // the fixture fixed asset: its inventory number is a link to it
    const asset = await rowWith(root, 'HMC499001');
    await expect(nameOf(asset)).toBe('Rollator Etac Standard');
    await expect(cell(asset, 'Lagerplats')).toHaveTextContent('F-10-2');
    const assetLink = within(asset).getByRole('link', { name: 'Inventarie HMC499001' });
    await expect(assetLink).toHaveAttribute('part', 'fixed-asset-link');
    await expect(assetLink).toHaveTextContent('HMC499001');
    await expect(assetLink).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/base-storages/2/fixed-assets/\\d+\\?from=${FROM_MLM}$`)));
    await expect(actionsOf(asset)).toEqual(['Flytta', 'Skrota']);

    // a batch
    await expect(cell(await rowWith(root, 'Glidlakan Handicare Komfort'), 'Inventarienr / batch')).toHaveTextContent('Batch B2443');

    // the deviation marker
    const deviation = await rowWith(root, 'HMC500063');
    await expect(nameOf(deviation)).toBe('Elrullstol Permobil Standard');
    await expect(deviation.querySelector('[part=deviation]')).toHaveTextContent('Avvikelse');
    await expect(within(deviation).getByText('Avvikelse')).toBeVisible();
    await expect((await rowWith(root, 'HMC500064')).querySelector('[part=deviation]')).toBeNull();
  },
};

/** A product and a fixed asset open with fsp-navigate (here prevented, as a host that routes does), back to this view in `from`. */
export const OpenProductAndFixedAsset: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { root } = await element(canvasElement);
    const asset = await rowWith(root, 'HMC499001');
    await userEvent.click(within(asset).getByRole('link', { name: 'Rollator Etac Standard' }));
    await userEvent.click(within(asset).getByRole('link', { name: 'Inventarie HMC499001' }));
    await expect(paths).toEqual([
      expect.stringMatching(new RegExp(`^/base-storages/2/products/\\d+\\?from=${FROM_MLM}$`)),
      expect.stringMatching(new RegExp(`^/base-storages/2/fixed-assets/\\d+\\?from=${FROM_MLM}$`)),
    ]);
    await expect(await countText(root)).toBe(`${MLM_ROWS} rader`);
  },
};

/**
 * Spec 3 §5: a fully allocated row is not offered to move or scrap, so it is not listed. BL-MLM's
 * Manuell rullstol Invacare Standard: the server has rows of it fully allocated (HMC500060 and the
 * fixture HMC400001, each on an open delivery) beside ones with something available; the list shows
 * only the latter, each with Flytta and Skrota, and the count is theirs.
 */
export const FullyAllocatedLeftOut: Story = {
  args: { q: 'Manuell rullstol Invacare Standard' },
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const every = await api<{ page: StorageBalance[] }>('GET', `/fsp/v1/base-storages/balances?facilityIds=${STORAGE.mlm}&searchValue=${encodeURIComponent('Manuell rullstol Invacare Standard')}&includeNotOrderable=true&all=true`);
    const full = every.page.filter((b) => b.quantity <= b.allocatedQuantity).map((b) => b.product.inventoryNumber);
    await expect(full).toEqual(expect.arrayContaining(['HMC500060', 'HMC400001']));
    const offered = every.page.length - full.length;
    await expect(offered).toBeGreaterThan(0);
    await expect(await countText(root)).toBe(offered === 1 ? '1 rad' : `${offered} rader`);
    const rows = await renderedRows(root);
    await expect(rows).toHaveLength(offered);
    for (const row of rows) {
      await expect(nameOf(row)).toBe('Manuell rullstol Invacare Standard');
      await expect(row.textContent).not.toMatch(/HMC500060|HMC400001/);
      await expect(cell(row, 'Antal')).toHaveTextContent(/^Antal1 \S+1 tillgängligt$/); // a fixed asset, nothing allocated
      await expect(actionsOf(row)).toEqual(['Flytta', 'Skrota']);
    }
  },
};

// ---- every storage ------------------------------------------------------------------------------

/**
 * No storage chosen: the rows of every base storage Frida may work on (BL-MLM, BL-LND, BL-HSD; not
 * Borås), by name across them; each product's storage beside its number, and no product links (a
 * product's page needs its storage). Fixed assets keep their link.
 */
export const AllStorages: Story = {
  args: { storage: undefined },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const storage = ui.getByRole('combobox', { name: 'Baslager' });
    await expect(storage).toHaveValue('');
    await expect(within(storage).getByRole('option', { name: 'Alla mina baslager' })).toBeInTheDocument();
    const count = Number(/^(\d+) rader$/.exec(await countText(root))?.[1]);
    await expect(count).toBeGreaterThan(2 * MLM_ROWS);
    const rows = await renderedRows(root);
    await expect(rows[0]).toHaveAttribute('aria-setsize', String(count)); // the whole count, not the rows fetched so far
    await expect(root.querySelector('[part=product-link]')).toBeNull();
    const storages = new Set<string>();
    for (const row of rows) {
      const number = row.querySelector('.cell.product > .muted')?.textContent ?? '';
      await expect(number).toMatch(/^\d{6} · BL-(MLM|LND|HSD)$/);
      storages.add(number.slice(-6));
      await expect(row.querySelector('.cell.product > strong')).not.toBeNull();
    }
    await expect(storages.size).toBeGreaterThan(1);
    await expect(nameOf(rows[0] as HTMLElement)).toBe('Armbågskrycka Mediq Active');
    await expect(rows[0]).toHaveTextContent('100231 · BL-LND');
    const asset = await rowWith(root, 'HMC499001');
    await expect(asset).toHaveTextContent('100000 · BL-MLM');
    await expect(within(asset).getByRole('link', { name: 'Inventarie HMC499001' })).toHaveAttribute('href', expect.stringMatching(/^\/base-storages\/2\/fixed-assets\/\d+\?from=%2Fbase-storages$/));
  },
};

// ---- nothing to show ------------------------------------------------------------------------------

/**
 * A search and a status that match nothing: "Inga resultat hittades", the filtered text, the search
 * kept; "Rensa sökning och filter" is an fsp-navigate to the storage alone, after which its rows show.
 */
export const NoMatch: Story = {
  args: { q: 'vattenskada', productStatus: 'DISCONTINUED' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { root, ui, host } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga resultat hittades' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Inga rader matchar sökningen och filtren. Det som är helt reserverat visas inte.')).toBeVisible();
    await expect(ui.getByText('0 rader')).toBeVisible();
    await expect(ui.queryByRole('list')).toBeNull();
    await expect(ui.getByRole('searchbox', { name: 'Sök' })).toHaveValue('vattenskada');
    await expect(ui.getByRole('combobox', { name: 'Artikelstatus' })).toHaveValue('DISCONTINUED');
    await userEvent.click(ui.getByRole('button', { name: 'Rensa sökning och filter' }));
    await expect(paths).toEqual(['/base-storages?storage=2']);
    await waitFor(() => expect(host.hasAttribute('q') || host.hasAttribute('product-status')).toBe(false), TIMEOUT);
    await expect(await countText(root)).toBe(`${MLM_ROWS} rader`);
    await expect(ui.getByRole('searchbox', { name: 'Sök' })).toHaveValue('');
    await expect(ui.getByRole('combobox', { name: 'Artikelstatus' })).toHaveValue('');
    await expect(ui.queryByRole('button', { name: 'Rensa sökning och filter' })).toBeNull();
  },
};

/** The balance's answer asked for with availableOnly, replaced by an empty page. */
const nothingToMove = intercept(({ method, url }) =>
  method === 'GET' && url.pathname === BALANCES && url.searchParams.get('availableOnly') === 'true' ? Promise.resolve(Response.json({ page: [], count: 0 })) : null,
);

/**
 * A storage with nothing to move or scrap: empty, or all of it fully allocated (the seed has neither:
 * the balance's answer, asked for with availableOnly, is replaced by an empty page). Said so, that
 * what is fully allocated is not listed, and no filters to clear.
 */
export const EmptyStorage: Story = {
  beforeEach: nothingToMove,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga resultat hittades' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Här finns inget att flytta eller skrota. Det som är helt reserverat visas inte.')).toBeVisible();
    await expect(ui.getByText('0 rader')).toBeVisible();
    await expect(ui.queryByRole('list')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Rensa sökning och filter' })).toBeNull();
  },
};

/** The same in English. */
export const EmptyStorageEnglish: Story = {
  args: { lang: 'en' },
  beforeEach: nothingToMove,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'No results found' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('There is nothing here to move or scrap. What is fully allocated is not listed.')).toBeVisible();
    await expect(ui.getByText('0 rows')).toBeVisible();
  },
};

// ---- a long list -----------------------------------------------------------------------------------

const LONG = 1000;

/** A made-up row of the long list (n from 1). */
function longRow(n: number): StorageBalance {
  const number = String(n).padStart(4, '0');
  return {
    id: 900_000 + n,
    facilityId: STORAGE.mlm,
    value: 'BL-MLM',
    label: 'Baslager Malmö Centrum',
    category: { value: 2, label: 'Baslager' },
    quantity: 5,
    allocatedQuantity: 0,
    product: {
      id: 900_000 + n,
      productId: 10,
      name: `Rad ${number} Griptång`,
      productNumber: `8${number}`,
      inventoryNumber: null,
      batch: null,
      quantity: 5,
      allocatedQuantity: 0,
      unit: 'st',
      supplier: { id: 1, label: 'Etac' },
      itemClass: { id: 6, label: 'Vardagshjälpmedel' },
      hasDeviation: false,
    },
    location: { id: 1, value: 'A-01-1', label: 'Gång A, hylla 01, plan 1', warehouse: { id: 3, value: 'BL-MLM-HL', label: 'Huvudlager' } },
    isFixedAsset: false,
    inventoryId: null,
  };
}

/** The offsets (`from`) of the balance pages asked for, and the second page held until the story lets it go. */
const long = { offsets: [] as number[], release: null as (() => void) | null };
const PAGE = BALANCE_PAGE_SIZE;

/**
 * A thousand rows, BALANCE_PAGE_SIZE a page (the answers replaced: the demo seed's storages hold
 * fewer). The first page only is asked for; the list renders a few of its rows. Scrolling to
 * the end asks for the next page ("Hämtar fler rader …" while it comes), and its rows follow; so
 * on to the thousandth, after which nothing more is asked.
 */
export const LongList: Story = {
  beforeEach: () => {
    long.offsets = [];
    const restore = intercept(({ method, url }) => {
      if (method !== 'GET' || url.pathname !== BALANCES) return null;
      const from = Number(url.searchParams.get('from'));
      const amount = Number(url.searchParams.get('amount'));
      long.offsets.push(from);
      const answer = () => Response.json({ page: Array.from({ length: Math.max(0, Math.min(amount, LONG - from)) }, (_, i) => longRow(from + i + 1)), count: LONG });
      if (from !== PAGE) return Promise.resolve(answer());
      return new Promise<Response>((resolve) => {
        long.release = () => resolve(answer());
      });
    })();
    return () => {
      long.release?.();
      restore();
    };
  },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await countText(root)).toBe(`${LONG} rader`);
    await expect(ui.getByRole('list', { name: `Lagersaldo, ${LONG} rader` })).toBeVisible();
    const list = await rowList(root);
    const rowName = (n: number) => `Rad ${String(n).padStart(4, '0')} Griptång`;
    // Every row tells the whole count, though only the first page is here.
    await expect(list.querySelector('[role=listitem]')?.getAttribute('aria-setsize')).toBe(String(LONG));
    await expect((await renderedRows(root)).length).toBeLessThan(40);
    await expect(long.offsets).toEqual([0]);

    // to the end of the first page: the second is asked for, and shown as coming
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(long.offsets).toEqual([0, PAGE]), TIMEOUT);
    await expect(await ui.findByText('Hämtar fler rader …', {}, TIMEOUT)).toHaveAttribute('role', 'status');
    await expect(within(list).queryByText(rowName(PAGE + 1))).toBeNull();
    long.release?.();
    await waitFor(() => expect(ui.queryByText('Hämtar fler rader …')).toBeNull(), TIMEOUT);
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByText(rowName(2 * PAGE))).toBeVisible(), TIMEOUT);
    await expect((await renderedRows(root)).length).toBeLessThan(40);

    // and on to the last page, a page each time the end comes near
    for (let pages = 3; pages <= LONG / PAGE; pages++) {
      list.scrollTop = list.scrollHeight;
      await waitFor(() => expect(long.offsets.length).toBeGreaterThanOrEqual(pages), TIMEOUT);
      // Its rows come: at the end of the list, the page's last row.
      await waitFor(async () => {
        list.scrollTop = list.scrollHeight;
        await expect(list.querySelector(`[aria-posinset="${pages * PAGE}"]`)).not.toBeNull();
      }, TIMEOUT);
    }
    await expect(long.offsets).toEqual(Array.from({ length: LONG / PAGE }, (_, i) => i * PAGE));
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByText(rowName(LONG))).toBeVisible(), TIMEOUT);
    await expect(list.querySelector(`[aria-posinset="${LONG}"]`)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    await expect(long.offsets).toHaveLength(LONG / PAGE);
  },
};

// ---- states --------------------------------------------------------------------------------------

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar lagersaldot …', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('list')).toBeNull();
    await expect(ui.getByRole('heading', { level: 1, name: 'Lagersaldo' })).toBeVisible();
  },
};

/** Whether the balance's calls fail (LoadFailed's server, until it recovers). */
const server = { failing: true };

/** The balance fails (500): the failure card with the catalogue's text; once the server answers again, "Försök igen" brings the rows. */
export const LoadFailed: Story = {
  beforeEach: () => {
    server.failing = true;
    return intercept(({ method, url }) => (method === 'GET' && url.pathname === BALANCES && server.failing ? apiError(500, 'INTERNAL', 'Internt fel') : null))();
  },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const alert = await expectFailureCard(ui, 'Lagersaldot kunde inte hämtas.');
    await expect(ui.queryByRole('list')).toBeNull();
    server.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await expect(await countText(root)).toBe(`${MLM_ROWS} rader`);
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se lagersaldot.');
    await expect(ui.queryByRole('list')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Skapa baslagerflyttorder' })).toBeNull();
  },
};

// ---- language and layouts ------------------------------------------------------------------------

export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Stock balance' })).toBeVisible();
    await expect(await countText(root)).toBe(`${MLM_ROWS} rows`);
    await expect(ui.getByRole('list', { name: `Stock balance, ${MLM_ROWS} rows` })).toBeVisible();
    await expect(ui.getByRole('combobox', { name: 'Base storage' })).toHaveValue('2');
    await expect(ui.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    // Scanning into the search (issue 40; e2e: tests/e2e/scan-fields.spec.ts).
    await expect(ui.getByRole('button', { name: 'Scan inventory number, batch or product' })).toBeVisible();
    const filters = ui.getByRole('group', { name: 'Filters' });
    await expect(within(filters).getAllByRole('combobox').map((c) => c.getAttribute('name'))).toEqual(['itemClass', 'isoCode', 'supplier', 'productStatus', 'sort']);
    await expect(within(filters).getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Name A–Z');
    await expect(await ui.findByRole('button', { name: 'Create base-storage move order' }, TIMEOUT)).toBeVisible();
    const kapp = await rowWith(root, 'Käpp Etac Standard', 'F-10-1');
    await expect(cell(kapp, 'Quantity')).toHaveTextContent(/^Quantity12 \S+2 allocated10 available$/);
    await expect(actionsOf(kapp)).toEqual(['Move', 'Scrap']);
    await expect(within(kapp).getByRole('button', { name: 'Move Käpp Etac Standard on F-10-1' })).toBeVisible();
    await expect(within(await rowWith(root, 'HMC499001')).getByRole('link', { name: 'Fixed asset HMC499001' })).toBeVisible();
    await expect((await rowWith(root, 'HMC500063')).querySelector('[part=deviation]')).toHaveTextContent('Deviation');
  },
};

/** 375 px: each row a card of labelled cells (no header row), nothing sideways; a dialog fits. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    const kapp = await rowWith(root, 'Käpp Etac Standard', 'F-10-1');
    await expect(getComputedStyle(root.querySelector('.head-row') as HTMLElement).display).toBe('none');
    const label = cell(kapp, 'Antal').querySelector('.label') as HTMLElement;
    await expect(getComputedStyle(label).position).not.toBe('absolute');
    await expect(label).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await expect(kapp.scrollWidth).toBeLessThanOrEqual(kapp.clientWidth);
    for (const button of within(kapp).getAllByRole('button')) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.click(within(kapp).getByRole('button', { name: 'Skrota Käpp Etac Standard på F-10-1' }));
    const dialog = await ui.findByRole('dialog', { name: 'Skrota Käpp Etac Standard' }, TIMEOUT);
    await within(dialog).findByRole('combobox', { name: 'Orsak' }, TIMEOUT);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
  },
};

/** 1366 px: the cells are columns under a header row, the labels for screen readers only. */
export const Desktop1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root } = await element(canvasElement);
    const kapp = await rowWith(root, 'Käpp Etac Standard', 'F-10-1');
    const head = root.querySelector('.head-row') as HTMLElement;
    await expect(getComputedStyle(head).display).toBe('grid');
    await expect(head).toHaveTextContent('ArtikelInventarienr / batchLagerplatsAntalLeverantör och klassÅtgärder');
    await expect(getComputedStyle(cell(kapp, 'Antal').querySelector('.label') as HTMLElement).position).toBe('absolute');
    const [product, quantity] = [cell(kapp, 'Artikel'), cell(kapp, 'Antal')].map((c) => c.getBoundingClientRect());
    if (!product || !quantity) throw new Error('cells missing');
    await expect(quantity.left).toBeGreaterThan(product.right);
    await expect(Math.abs(quantity.top - product.top)).toBeLessThan(2);
  },
};
