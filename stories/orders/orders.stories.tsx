/**
 * `<fsp-orders>`, the order list, in every state with data from the reference API running in the
 * page (see .storybook/preview.tsx): Frida Förskrivare's eleven seeded sent orders: ordering's six
 * (7001000-7001005: Open has 7001003 Harald Ek, 7001004 a base storage, 7001002 Sven Holm and
 * 7001001 Greta Lindqvist; Closed 7001005 Maj Bergström, cancelled, and 7001000 Astrid Nilsson,
 * completed) and the five orders of the fittings (7002000-7002004, in process, 65 to 95 days old:
 * Harald, Sven, Maj, Greta, Astrid from the newest).
 * The cards under each tab, the table sorted by each column, a search, the filters set (dates,
 * client, base storage; an inverted range), My orders, one client's orders (who ordered instead of
 * the receiver), empty, loading, a server error, no session, English, and 375 px (cards; the table
 * stacked with its "Sort by" select). The stories only read.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { expectFailureCard, expectNotLoggedIn, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/orders/orders.element.ts';

type Args = {
  status?: 'open' | 'closed' | 'all';
  q?: string;
  fromDate?: string;
  toDate?: string;
  clientId?: number;
  facilityId?: number;
  view?: 'cards' | 'table';
  sort?: string;
  page?: number;
  mine?: boolean;
  client?: number;
  lang?: 'sv' | 'en';
};

const meta = {
  title: 'Orders/fsp-orders',
  render: ({ status, q, fromDate, toDate, clientId, facilityId, view, sort, page, mine, client, lang }) => (
    <fsp-orders
      {...(status ? { status } : {})}
      {...(q ? { q } : {})}
      {...(fromDate ? { 'from-date': fromDate } : {})}
      {...(toDate ? { 'to-date': toDate } : {})}
      {...(clientId ? { 'client-id': clientId } : {})}
      {...(facilityId ? { 'facility-id': facilityId } : {})}
      {...(view ? { view } : {})}
      {...(sort ? { sort } : {})}
      {...(page ? { page } : {})}
      {...(mine ? { mine: true } : {})}
      {...(client ? { client } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  args: {},
  argTypes: {
    status: { control: 'inline-radio', options: ['open', 'closed', 'all'], description: 'The status tab (cards).' },
    q: { control: 'text', description: 'Free-text search: order number, receiver name or identity number (the start).' },
    fromDate: { control: 'text', description: 'YYYY-MM-DD' },
    toDate: { control: 'text', description: 'YYYY-MM-DD' },
    clientId: { control: 'number' },
    facilityId: { control: 'number' },
    view: { control: 'inline-radio', options: ['cards', 'table'] },
    sort: { control: 'text', description: '{column}:{asc|desc} (table)' },
    page: { control: 'number' },
    mine: { control: 'boolean' },
    client: { control: 'number', description: 'Only this client’s orders.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-orders');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/**
 * Paths of the element's `fsp-navigate` events. An order's link is prevented (as a router does),
 * so the story's page stays; a move of the list is not, so the element sets its own attributes.
 */
function navigations(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    paths.push(e.detail.path);
    if (/^\/(my-myloc\/)?orders\/\d+$/.test(e.detail.path)) e.preventDefault();
  });
  return paths;
}

/** The order numbers of the cards, once `count` have come. */
async function cardNumbers(ui: Ui, count: number): Promise<string[]> {
  return waitFor(() => {
    const links = ui.queryAllByRole('link').filter((a) => a.getAttribute('part') === 'order-link');
    if (links.length !== count) throw new Error(`${links.length} cards, not ${count}`);
    return links.map((a) => a.textContent ?? '');
  }, TIMEOUT);
}

/** The table's rows once it has `count`, as the text of each cell. */
async function tableRows(ui: Ui, count: number): Promise<string[][]> {
  return waitFor(() => {
    const table = ui.getByRole('table', { name: /^(Beställningar|Orders)$/ });
    const rows = within(table).getAllByRole('row').slice(1);
    if (rows.length !== count || table.closest('[aria-busy=true]')) throw new Error(`${rows.length} rows, not ${count}`);
    return rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent ?? ''));
  }, TIMEOUT);
}

/** The number of orders (a status region of its own; the page's snackbar region is another). */
const countOf = (ui: Ui) => ui.getAllByRole('status').find((s) => s.getAttribute('part') === 'count');

/** A date field filled as a date picker does: the whole value at once. */
const setDate = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

/** Open, newest first: ordering's four, then the fittings' five orders (older). */
const OPEN = ['7001003', '7001004', '7001002', '7001001', '7002004', '7002003', '7002001', '7002002', '7002000'];
const CLOSED = ['7001005', '7001000'];
/** Every status, newest first: the first page (ten); 7002000, the oldest, is on the second. */
const ALL_FIRST_PAGE = ['7001003', '7001004', '7001002', '7001001', '7001005', '7001000', '7002004', '7002003', '7002001', '7002002'];

// ---- cards ---------------------------------------------------------------------------------------

/** The default: Open, newest first; each card a link to the order with its date, receiver and status. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Beställningar' })).toBeVisible();
    await expect(await cardNumbers(ui, 9)).toEqual(OPEN);
    await expect(ui.getByRole('tab', { name: 'Pågående' })).toHaveAttribute('aria-selected', 'true');
    await expect(countOf(ui)).toHaveTextContent('9 beställningar');
    const card = ui.getByRole('link', { name: '7001003' }).closest('li') as HTMLElement;
    await expect(card).toHaveTextContent('Harald Ek');
    await expect(card).toHaveTextContent('Beställd');
    await expect(card).toHaveTextContent(/Orderdatum:?\s*\d{4}-\d{2}-\d{2}/);
    // a base storage is named by its label, said to be one
    await expect(ui.getByRole('link', { name: '7001004' }).closest('li')).toHaveTextContent('(Baslager)');
    await expect(ui.getByRole('link', { name: '7001001' }).closest('li')).toHaveTextContent('Under behandling');
    await expect(ui.getByRole('link', { name: '7001003' })).toHaveAttribute('href', '/orders/1003');
    await userEvent.click(ui.getByRole('link', { name: '7001003' }));
    await expect(paths).toEqual(['/orders/1003']);
  },
};

/** Closed: completed and cancelled, from the tab (keyboard: arrows move, Enter chooses); the URL's path follows. */
export const ClosedTab: Story = {
  play: async ({ canvasElement }) => {
    const { ui, host } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await cardNumbers(ui, 9);
    ui.getByRole('tab', { name: 'Pågående' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(paths).toEqual(['/orders?status=closed']);
    await expect(host).toHaveAttribute('status', 'closed');
    await expect(await cardNumbers(ui, 2)).toEqual(CLOSED);
    await expect(ui.getByRole('link', { name: '7001005' }).closest('li')).toHaveTextContent('Makulerad');
    await expect(ui.getByRole('link', { name: '7001000' }).closest('li')).toHaveTextContent('Slutförd');
  },
};

export const AllTab: Story = {
  args: { status: 'all' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await cardNumbers(ui, 10)).toEqual(ALL_FIRST_PAGE);
    await expect(countOf(ui)).toHaveTextContent('11 beställningar');
  },
};

export const CardsEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await cardNumbers(ui, 9);
    await expect(ui.getByRole('tab', { name: 'Open' })).toBeVisible();
    await expect(ui.getByRole('link', { name: '7001003' }).closest('li')).toHaveTextContent('Ordered');
    await expect(ui.getByRole('link', { name: '7001004' }).closest('li')).toHaveTextContent('(Base storage)');
    await expect(countOf(ui)).toHaveTextContent('9 orders');
    await expect(ui.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

// ---- the table -----------------------------------------------------------------------------------

/** The table: every status from 20 through 99, no tabs; each header sorts (aria-sort), the rows follow. */
export const TableSorted: Story = {
  args: { view: 'table' },
  play: async ({ canvasElement }) => {
    const { ui, host } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const numbers = async () => (await tableRows(ui, 10)).map((r) => r[1]);
    await expect(await numbers()).toEqual(ALL_FIRST_PAGE);
    await expect(ui.queryByRole('tablist')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'true');
    const header = (name: string) => ui.getByRole('button', { name }).closest('th') as HTMLElement;
    await expect(header('Orderdatum')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Ordernummer')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(ui.getByRole('button', { name: 'Ordernummer' }));
    await expect(paths.at(-1)).toBe('/orders?view=table&sort=orderNumber%3Aasc');
    await expect(host).toHaveAttribute('sort', 'orderNumber:asc');
    await waitFor(() => expect(header('Ordernummer')).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(async () => expect(await numbers()).toEqual(['7001000', '7001001', '7001002', '7001003', '7001004', '7001005', '7002000', '7002001', '7002002', '7002003']), TIMEOUT);
    await userEvent.click(ui.getByRole('button', { name: 'Ordernummer' }));
    await waitFor(async () => expect(await numbers()).toEqual(['7002004', '7002003', '7002002', '7002001', '7002000', '7001005', '7001004', '7001003', '7001002', '7001001']), TIMEOUT);

    // receiver: by name, A to Ö (the base storage's label among them)
    await userEvent.click(ui.getByRole('button', { name: 'Mottagare' }));
    await waitFor(() => expect(header('Mottagare')).toHaveAttribute('aria-sort', 'ascending'));
    const receivers = await waitFor(async () => {
      const rows = await tableRows(ui, 10);
      if (rows[0]?.[1] === '7002004') throw new Error('not sorted yet');
      return rows.map((r) => r[2] ?? '');
    }, TIMEOUT);
    await expect(receivers.map((r) => /Astrid|Baslager|Greta|Harald|Maj|Sven/.exec(r)?.[0])).toEqual(['Astrid', 'Astrid', 'Baslager', 'Greta', 'Greta', 'Harald', 'Harald', 'Maj', 'Maj', 'Sven']);

    // status, from the keyboard: 20 first
    ui.getByRole('button', { name: 'Status' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header('Status')).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(async () => expect((await tableRows(ui, 10)).map((r) => r[4])).toEqual(['Beställd', 'Beställd', 'Behandlad', ...Array<string>(6).fill('Under behandling'), 'Slutförd']), TIMEOUT);
    await expect(focused(ui.getByRole('button', { name: 'Status' }))).toBe(ui.getByRole('button', { name: 'Status' }));
  },
};

/** The table given a sort in its attributes (a URL): order date, oldest first. */
export const TableGivenSort: Story = {
  args: { view: 'table', sort: 'orderDate:asc' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect((await tableRows(ui, 10)).map((r) => r[1])).toEqual(['7002000', '7002002', '7002001', '7002003', '7002004', '7001000', '7001005', '7001001', '7001002', '7001004']);
    await expect(ui.getByRole('button', { name: 'Orderdatum' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
  },
};

// ---- search and filters --------------------------------------------------------------------------

/** A search (the start of a name) applies on Search; the URL's query follows; Clear goes back. */
export const Search: Story = {
  args: { status: 'all' },
  play: async ({ canvasElement }) => {
    const { ui, host } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await cardNumbers(ui, 10);
    const field = ui.getByRole('searchbox', { name: 'Sök beställning' });
    await typeInto(field, 'Lindq');
    await expect(paths).toEqual([]);
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(paths).toEqual(['/orders?status=all&q=Lindq']);
    await expect(host).toHaveAttribute('q', 'Lindq');
    await expect(await cardNumbers(ui, 2)).toEqual(['7001001', '7002002']);
    await userEvent.click(ui.getByRole('button', { name: 'Rensa sökning och filter' }));
    await expect(paths.at(-1)).toBe('/orders?status=all');
    await expect(await cardNumbers(ui, 10)).toHaveLength(10);
  },
};

/** Filters given (a URL): the disclosure open with the dates and the client chosen; only that client's orders. */
export const FiltersSet: Story = {
  args: { status: 'all', fromDate: '2000-01-01', toDate: '2099-12-31', clientId: 2 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await cardNumbers(ui, 2)).toEqual(['7001001', '7002002']);
    const toggle = ui.getByRole('button', { name: /^Filter/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('3 valda');
    await expect(ui.getByLabelText('Från orderdatum')).toHaveValue('2000-01-01');
    await expect(ui.getByLabelText('Till orderdatum')).toHaveValue('2099-12-31');
    const client = await ui.findByRole('combobox', { name: 'Brukare' }, TIMEOUT);
    await waitFor(() => expect(client).toHaveValue('Greta Lindqvist'), TIMEOUT);
    await expect(ui.getByRole('combobox', { name: 'Baslager' })).toHaveValue('');
  },
};

/** Choosing filters: a client from the combobox and a date range; applied together on Search, all in the URL. */
export const ChooseFilters: Story = {
  play: async ({ canvasElement }) => {
    const { ui, host } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await cardNumbers(ui, 9);
    await userEvent.click(ui.getByRole('button', { name: 'Filter' }));
    const client = await ui.findByRole('combobox', { name: 'Brukare' }, TIMEOUT);
    await waitFor(() => expect(client).not.toHaveAttribute('aria-busy', 'true'), TIMEOUT);
    await typeInto(client, 'Sven');
    const option = await ui.findByRole('option', { name: /Sven Holm/ }, TIMEOUT);
    await userEvent.click(option);
    await expect(client).toHaveValue('Sven Holm');
    await setDate(ui.getByLabelText('Från orderdatum'), '2000-01-01');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(paths).toEqual(['/orders?fromDate=2000-01-01&clientId=4']);
    await expect(host).toHaveAttribute('client-id', '4');
    await expect(await cardNumbers(ui, 2)).toEqual(['7001002', '7002003']);
  },
};

/** A from date after the to date: said at the field, which gets the focus; nothing is asked. */
export const InvertedRange: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await cardNumbers(ui, 9);
    await userEvent.click(ui.getByRole('button', { name: 'Filter' }));
    await setDate(ui.getByLabelText('Från orderdatum'), '2026-03-01');
    await setDate(ui.getByLabelText('Till orderdatum'), '2026-02-01');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    const from = ui.getByLabelText('Från orderdatum');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription('Från-datumet kan inte vara efter till-datumet.');
    await waitFor(() => expect(focused(from)).toBe(from));
    await expect(paths).toEqual([]);
  },
};

/** No order matches: the empty state says so (a search), the tabs and the form stay. */
export const EmptySearch: Story = {
  args: { q: '123456789' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga beställningar' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Inga beställningar matchar sökningen. Ändra sökningen eller filtren.')).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Sök beställning' })).toHaveValue('123456789');
  },
};

/** Bo Begränsad has no municipality and no orders: the Open tab is empty. */
export const EmptyTab: Story = {
  parameters: { persona: 'begransad@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga beställningar' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Det finns inga pågående beställningar.')).toBeVisible();
  },
};

// ---- scopes --------------------------------------------------------------------------------------

/** My orders: the user's own (mine=true); an order opens under /my-myloc/orders. */
export const Mine: Story = {
  args: { mine: true },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Mina beställningar' })).toBeVisible();
    await expect(await cardNumbers(ui, 9)).toEqual(OPEN);
    await expect(ui.getByRole('link', { name: '7001002' })).toHaveAttribute('href', '/my-myloc/orders/1002');
    await userEvent.click(ui.getByRole('tab', { name: 'Avslutade' }));
    await expect(paths).toEqual(['/my-myloc/orders?status=closed']);
    await expect(await cardNumbers(ui, 2)).toEqual(CLOSED);
  },
};

/** Lager Lars has sent no orders: his own list is empty, whatever his municipalities' orders. */
export const MineEmpty: Story = {
  args: { mine: true, status: 'all' },
  parameters: { persona: 'lager@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga beställningar' }, TIMEOUT)).toBeVisible();
  },
};

/** One client's orders (the Orders tab of <fsp-client>): who ordered instead of the receiver, no client filter. */
export const ClientLimited: Story = {
  args: { client: 1, status: 'all' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Beställningar' })).toBeVisible();
    // Astrid's: ordering's completed order, and the order of her fittings (older).
    await expect(await cardNumbers(ui, 2)).toEqual(['7001000', '7002000']);
    const card = ui.getByRole('link', { name: '7001000' }).closest('li') as HTMLElement;
    await expect(card).toHaveTextContent('Beställd av');
    await expect(card).toHaveTextContent('Frida');
    await expect(card).not.toHaveTextContent('Astrid Nilsson');
    await userEvent.click(ui.getByRole('button', { name: 'Filter' }));
    await expect(await ui.findByRole('combobox', { name: 'Baslager' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('combobox', { name: 'Brukare' })).toBeNull();
    await userEvent.click(ui.getByRole('tab', { name: 'Pågående' }));
    await expect(paths).toEqual(['/clients/1/orders']);
  },
};

/** The client's table: Beställd av, no Mottagare column. */
export const ClientTable: Story = {
  args: { client: 1, view: 'table' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const [row] = await tableRows(ui, 2);
    await expect(row?.[2]).toContain('Frida');
    await expect(ui.queryByRole('button', { name: 'Mottagare' })).toBeNull();
    await expect(ui.getByRole('button', { name: 'Beställd av' })).toBeVisible();
  },
};

// ---- states --------------------------------------------------------------------------------------

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar beställningar …', {}, TIMEOUT);
    await expect(spinner.closest('[role=status]') ?? spinner).toBeVisible();
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('listitem')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { api: { status: { '/fsp/v1/web-orders?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Beställningarna kunde inte hämtas.');
    await expect(ui.getByRole('searchbox', { name: 'Sök beställning' })).toBeVisible();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se beställningarna.');
  },
};

// ---- 375 px --------------------------------------------------------------------------------------

/** 375 px: the cards fill the width, nothing scrolls sideways. */
export const Cards375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    await cardNumbers(ui, 9);
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    for (const tab of ui.getAllByRole('tab')) await expect(tab).toBeVisible();
  },
};

/** 375 px, the table: rows stacked as cards (each cell labelled), the headers hidden and a "Sort by" select in their place. */
export const Table375: Story = {
  args: { view: 'table' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await tableRows(ui, 10);
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await expect(ui.queryByRole('button', { name: 'Ordernummer' })).toBeNull();
    const select = ui.getByRole('combobox', { name: 'Sortera efter' });
    await expect(select).toBeVisible();
    await expect(select).toHaveValue('orderDate:desc');
    await userEvent.selectOptions(select, 'orderNumber:asc');
    await waitFor(async () => expect((await tableRows(ui, 10)).map((r) => r[1])).toEqual(['7001000', '7001001', '7001002', '7001003', '7001004', '7001005', '7002000', '7002001', '7002002', '7002003']), TIMEOUT);
  },
};
