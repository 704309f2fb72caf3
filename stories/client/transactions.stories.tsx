/**
 * `<fsp-client>`'s holding history (tab `holding-transactions`; spec 2 Client sub-pages Holding
 * transactions, spec 3 §3 History row), with data from the reference API running in the page, as
 * Frida Förskrivare: Maj Bergström's history newest first (hand-overs, an accessory fitted, a
 * worn-out rollator scrapped, a toilet seat raiser returned), the filter by event, by text and by
 * dates (a range that ends before it starts refused, nothing typed lost), a filter without
 * matches, no history (Astrid Nilsson), loading and a failed load; the search taking a scanned
 * code from the camera and from a hand scanner (issue 40). Nothing is changed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { typeInto } from '../core/core-helpers.tsx';
import { expectFailureCard, TIMEOUT } from '../helpers.ts';
import { scannerSeam } from '../core/scanner-seam.ts';
import { typeAsScanner } from '../hand-scanner.ts';
import { baseMeta, cell, choose, CLIENT, element, intercept, never, recordCalls, rows, type Args, type Ui } from './holdings-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Clients/fsp-client holding history',
  args: { client: CLIENT.maj, tab: 'holding-transactions' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const TABLE = 'transactions-table';
/** Sets a date input's value as the date picker does (one input event with the whole date). */
async function setDate(field: HTMLElement, value: string) {
  await fireEvent.input(field, { target: { value } });
  await expect(field).toHaveValue(value);
}

const filterOf = (ui: Ui) => ui.getByRole('search', { name: 'Filtrera historiken' });

/** Maj's history, newest first: every column, the reason of a scrap and the storage of a return. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Innehavshistorik' }, TIMEOUT)).toBeVisible();
    const found = await rows(root, TABLE);
    const times = found.map((r) => r.querySelector('time')?.getAttribute('dateTime') ?? '');
    await expect([...times].sort().reverse()).toEqual(times);
    await expect(cell(found[0] as HTMLElement, 'Tidpunkt')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // a scrap says why and who (the seed's old rollator, a fixed asset; other stories of the run may add more)
    const scrapped = found.filter((r) => cell(r, 'Händelse').textContent === 'Skrotad');
    await expect(scrapped.length).toBeGreaterThan(0);
    for (const r of scrapped) await expect(cell(r, 'Lager / brukare / orsak / användare')).toHaveTextContent(/^Orsak: .+Av: .+$/);
    await expect(scrapped.some((r) => /^Inv\.nr HMC\d+$/.test(cell(r, 'Inventarienr / batch').textContent ?? ''))).toBe(true);
    const returned = found.find((r) => cell(r, 'Händelse').textContent === 'Återlämnad');
    if (!returned) throw new Error('no returned row');
    await expect(cell(returned, 'Lager / brukare / orsak / användare')).toHaveTextContent(/^Baslager: Baslager /);
    await expect(cell(returned, 'Antal')).toHaveTextContent(/^\d+ st$/);
    await expect(found.some((r) => cell(r, 'Händelse').textContent === 'Tillbehör monterat')).toBe(true);
    const filter = filterOf(ui);
    const type = within(filter).getByRole('combobox', { name: 'Händelse' });
    await expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Alla händelser', 'Utlämnad', 'Återlämnad', 'Skrotad', 'Flyttad hit', 'Flyttad härifrån', 'Tillbehör monterat', 'Tillbehör borttaget',
    ]);
    await expect(within(filter).getByLabelText('Från och med')).toHaveAttribute('type', 'date');
    await expect(within(filter).getByLabelText('Till och med')).toHaveAttribute('type', 'date');
    await expect(within(filter).queryByRole('button', { name: 'Rensa filter' })).toBeNull();
  },
};

export const ListEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Holding history' }, TIMEOUT)).toBeVisible();
    const found = await rows(root, TABLE);
    await expect(found.map((r) => r.querySelector('td[data-label="Event"]')?.textContent)).toContain('Scrapped');
    await expect(ui.getByRole('search', { name: 'Filter the history' })).toBeVisible();
  },
};

const filterCalls = recordCalls();

/** The filter applies when submitted: only scrapped; then a text; then cleared. Each sends only what is set. */
export const Filter: Story = {
  beforeEach: filterCalls.install,
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await rows(root, TABLE);
    const filter = filterOf(ui);
    await choose(within(filter).getByRole('combobox', { name: 'Händelse' }), 'Skrotad');
    await userEvent.click(within(filter).getByRole('button', { name: 'Filtrera' }));
    await waitFor(async () => {
      const found = await rows(root, TABLE);
      await expect(found.length).toBeGreaterThan(0);
      await expect(found.every((r) => cell(r, 'Händelse').textContent === 'Skrotad')).toBe(true);
    }, TIMEOUT);
    await expect(ui.getByText(/^\d+ händelser?$/)).toBeVisible();
    await choose(within(filter).getByRole('combobox', { name: 'Händelse' }), 'Alla händelser');
    await typeInto(within(filter).getByRole('searchbox', { name: /^Sök/ }), 'Toalett');
    await userEvent.click(within(filter).getByRole('button', { name: 'Filtrera' }));
    await waitFor(async () => {
      const found = await rows(root, TABLE);
      await expect(found.every((r) => cell(r, 'Hjälpmedel').textContent?.startsWith('Toalettförhöjning'))).toBe(true);
      await expect(found.map((r) => cell(r, 'Händelse').textContent)).toEqual(['Återlämnad', 'Utlämnad']);
    }, TIMEOUT);
    const lists = filterCalls.calls.filter((c) => c.startsWith('GET /rs/fsp/v1/clients/3/holding-transactions'));
    await expect(lists.length).toBeGreaterThanOrEqual(3);
    await userEvent.click(within(filter).getByRole('button', { name: 'Rensa filter' }));
    await expect(within(filter).getByRole('searchbox', { name: /^Sök/ })).toHaveValue('');
    await waitFor(async () => expect((await rows(root, TABLE)).length).toBeGreaterThan(2), TIMEOUT);
  },
};

/**
 * Scanning into the search (issue 40): the camera reads an item's inventory number (a row of Maj's
 * history's) and the history shows that item's events at once, the code in the field; a hand
 * scanner typing the Toilet seat raiser's product number does the same, the focus kept there.
 */
export const ScannedIntoTheSearch: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const all = await rows(root, TABLE);
    const numbered = all.map((r) => /^Inv\.nr (HMC\d+)$/.exec(cell(r, 'Inventarienr / batch').textContent ?? '')?.[1]).find(Boolean);
    if (!numbered) throw new Error('no row with an inventory number');
    const done = scannerSeam([numbered])();
    try {
      const filter = filterOf(ui);
      const field = within(filter).getByRole<HTMLInputElement>('searchbox', { name: /^Sök/ });
      await userEvent.click(await within(filter).findByRole('button', { name: 'Skanna inventarienummer, batch eller artikel' }, TIMEOUT));
      await ui.findByRole('dialog', {}, TIMEOUT);
      await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
      await waitFor(() => expect(field).toHaveValue(numbered), TIMEOUT);
      await waitFor(async () => {
        const found = await rows(root, TABLE);
        await expect(found.length).toBeGreaterThan(0);
        await expect(found.every((r) => cell(r, 'Inventarienr / batch').textContent === `Inv.nr ${numbered}`)).toBe(true);
      }, TIMEOUT);

      const raiser = all.find((r) => cell(r, 'Hjälpmedel').textContent?.startsWith('Toalettförhöjning'));
      const productNumber = raiser ? cell(raiser, 'Artikelnummer').textContent ?? '' : '';
      if (!productNumber) throw new Error('no toilet seat raiser in the history');
      field.focus();
      field.select();
      await typeAsScanner(field, productNumber);
      await waitFor(async () => {
        const found = await rows(root, TABLE);
        await expect(found.map((r) => cell(r, 'Händelse').textContent)).toEqual(['Återlämnad', 'Utlämnad']);
      }, TIMEOUT);
      await expect(field).toHaveValue(productNumber);
      await expect((field.getRootNode() as ShadowRoot).activeElement).toBe(field);
    } finally {
      done();
    }
  },
};

/** A range that ends before it starts: refused at the field, nothing typed lost, no call. A range without events: its empty state. */
export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const before = (await rows(root, TABLE)).length;
    const filter = filterOf(ui);
    const from = within(filter).getByLabelText('Från och med');
    const to = within(filter).getByLabelText('Till och med');
    await setDate(from, '2020-06-30');
    await setDate(to, '2020-06-01');
    await userEvent.click(within(filter).getByRole('button', { name: 'Filtrera' }));
    await expect(to).toHaveAccessibleDescription('Till-datumet kan inte vara före från-datumet.');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveValue('2020-06-30');
    await expect((await rows(root, TABLE)).length).toBe(before);
    await setDate(to, '2020-07-31');
    await expect(to).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(filter).getByRole('button', { name: 'Filtrera' }));
    await expect(await ui.findByRole('heading', { name: 'Inga händelser matchar filtret' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Ändra eller rensa filtret.')).toBeVisible();
  },
};

/** Astrid Nilsson has no history. */
export const Empty: Story = {
  args: { client: CLIENT.astrid },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Ingen historik' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('search', { name: 'Filtrera historiken' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: intercept(({ method, url, signal }) => (method === 'GET' && url.pathname === '/rs/fsp/v1/clients/3/holding-transactions' ? never(signal) : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar historik…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { api: { status: { '/clients/3/holding-transactions?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Historiken kunde inte hämtas');
  },
};
