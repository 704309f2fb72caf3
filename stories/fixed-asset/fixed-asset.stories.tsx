/**
 * `<fsp-fixed-asset>`, one fixed asset (issue 17), with data from the reference API running in the
 * page (see .storybook/preview.tsx) as Leo Lagerström (lager@example.org) and FIXED_ASSET_FIXTURES:
 * HMC400001 in full (every field with a value, the price by the rule, dates in the language's
 * format, location with warehouse and base storage, makes, an allocation, images, its two
 * accessories, its note, seven history rows with their process categories as text), opened from
 * the search or from the stock balance, and no longer in the base storage it was opened for; one
 * with no accessories and no note (HMC500001); one held by a client (its accessories not chosen
 * here); the label (opened in a window opened on the click, its failure closing it, a browser that
 * refuses the window); a failed history; no id, not found, loading, a server error, no session,
 * English, 375 px; the aid's life (issue 41): its strip and timeline, in English, in repair with
 * stock events (an answer made here), failed. Nothing here changes data (fixed-asset-changes.stories.tsx does).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { expectFailureAlert, expectFailureCard, expectNotLoggedIn, intercept, navigations, TIMEOUT } from '../helpers.ts';
import { baseMeta, cell, element, fact, fakeWindows, FIXED, loaded, rows, type Args, type FakeWindow } from './fixed-asset-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-fixed-asset',
  args: { fixedAsset: FIXED.wheelchair.id, from: '/inventories?q=HMC4' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const WHEELCHAIR = 'Manuell rullstol Invacare Standard';

// ---- the full fixed asset ------------------------------------------------------------------------

/**
 * HMC400001 from the search: the way back to it, the name with its numbers, where it is, every
 * field with a value (none without), the makes, the allocation, the image, the accessories, the
 * note and the order history, newest first, its process categories and events as text.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { root, ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getByRole('link', { name: 'Inventariesök' })).toHaveAttribute('href', '/inventories?q=HMC4');
    await expect(ui.getByText('Inv.nr HMC400001, Serienr INV-400001')).toBeVisible();
    await expect(root.querySelector('[part=whereabouts]')).toHaveTextContent('Finns i Baslager Malmö Centrum, lagerplats A-01-2.');
    await expect(root.querySelector('[part=deviation]')).toBeNull();

    const facts: [string, string | RegExp][] = [
      ['Beskrivning', 'Manuell rullstol, modell standard, från Invacare.'],
      ['Artikelnummer', '100001'],
      ['Inventarienummer', 'HMC400001'],
      ['Serienummer', 'INV-400001'],
      ['ISO-kod', '122203 - Manuella rullstolar med drivringar'],
      ['Artikelklass', 'Rullstolar'],
      ['Leverantör', 'Invacare'],
      ['Leverantörens artikelnummer', 'INV-91809'],
      ['Varuägare', 'Hjälpmedelscentralen Sydväst'],
      ['Anpassningsnummer', 'ANP-4001'],
      ['Pris', /^\d[\d\s\u00a0]*,\d{2} SEK$/],
      ['Antal', '1 st'],
      ['Reserverat', '1 st'],
      ['Tillgängligt', '0 st'],
      ['Produktstatus', 'Aktiv'],
      ['Lagerplats', 'A-01-2 (Gång A, hylla 01, plan 2)'],
      ['Lager', /^Huvudlager \(BL-MLM-\w+\)$/],
      ['Baslager', 'Baslager Malmö Centrum (BL-MLM)'],
      ['Plats för reservation', 'Ja'],
      ['Invacare', 'INV'],
    ];
    for (const [label, value] of facts) await expect(fact(root, label)).toMatch(value);
    for (const date of ['Anskaffningsdatum', 'Servicedatum', 'Besiktningsdatum', 'Garanti till']) await expect(fact(root, date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // no value, no line
    for (const none of ['Batch', 'Utlämnad', 'Information vid utlämning']) await expect(fact(root, none)).toBeNull();
    await expect(ui.getByText(/^Reserverat för Cn /)).toBeVisible();
    await expect(await ui.findByRole('img', { name: 'rullstolar.svg' })).toBeVisible();

    const accessories = await ui.findByRole('region', { name: 'Tillbehör (2)' }, TIMEOUT);
    const table = within(accessories).getByRole('table', { name: `Tillbehör monterade på ${WHEELCHAIR}` });
    await expect(table).toHaveTextContent('Sittdyna Sunrise Medical Standard');
    await expect(table).toHaveTextContent('Rullstolsbord Invacare Standard');
    await expect(within(accessories).getByRole('button', { name: 'Ta bort valda tillbehör' })).toBeDisabled();
    const note = await ui.findByRole('region', { name: 'Anteckning' }, TIMEOUT);
    await expect(note).toHaveTextContent('Nya drivringar monterade. Kontrollera bromsarna vid nästa service.');
    await expect(within(note).getByRole('button', { name: 'Ändra anteckning' })).toBeVisible();

    const history = await ui.findByRole('region', { name: 'Orderhistorik' }, TIMEOUT);
    const found = await waitFor(() => {
      const r = rows(root, 'history-table');
      if (r.length !== 7) throw new Error(`${r.length} history rows`);
      return r;
    }, TIMEOUT);
    await expect(within(history).getByText('7 händelser')).toHaveAttribute('role', 'status');
    await expect(found.map((r) => cell(r, 'Process').textContent)).toEqual(['Leverans', 'Flytt', 'Retur till baslager', 'Flytt', 'Flytt', 'Leverans', 'Flytt']);
    await expect(cell(found[0] as HTMLElement, 'Händelse')).toHaveTextContent(/^Leverans till vårdenhetOrder \S+$/);
    await expect(cell(found[0] as HTMLElement, 'Antal')).toHaveTextContent('1 stvarav 1 reserverad');
    await expect(cell(found[2] as HTMLElement, 'Händelse')).toHaveTextContent('Återlämnad');
    await expect(cell(found[0] as HTMLElement, 'Artikel')).toHaveTextContent(`${WHEELCHAIR}Art.nr 100001 · RullstolarInv.nr HMC400001`);
    const times = found.map((r) => cell(r, 'Tidpunkt').textContent ?? '');
    for (const time of times) await expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect([...times].sort().reverse()).toEqual(times);
    await expect(within(history).queryByRole('navigation', { name: 'Sidor' })).toBeNull();

    await userEvent.click(within(crumbs).getByRole('link', { name: 'Inventariesök' }));
    await expect(paths).toEqual(['/inventories?q=HMC4']);
  },
};

/** Opened from the stock balance (its route, `from` a base storage page): the way back is Lagersaldo. */
export const FromStockBalance: Story = {
  args: { baseStorage: FIXED.wheelchair.storage, from: '/base-storages?storage=2&q=rullstol' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await expect(ui.getByRole('link', { name: 'Lagersaldo' })).toHaveAttribute('href', '/base-storages?storage=2&q=rullstol');
    await expect(ui.queryByText('Inventariet ligger inte längre i det baslager du kom från.')).toBeNull();
  },
};

/** Opened for another base storage than the one it lies in: a notice says so. A `from` of another site leads to the search. */
export const NotInThatBaseStorage: Story = {
  args: { baseStorage: 3, from: 'https://example.org/' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await expect(ui.getByText('Inventariet ligger inte längre i det baslager du kom från.')).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Inventariesök' })).toHaveAttribute('href', '/inventories');
  },
};

/** HMC500001 (the central warehouse): no accessories, no note, no dates but the acquisition's; its location's facility is a central warehouse. */
export const NoAccessoriesNoNote: Story = {
  args: { fixedAsset: FIXED.plain.id },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await loaded(ui, /^Rollator/, 'HMC500001');
    const accessories = await ui.findByRole('region', { name: 'Tillbehör (0)' }, TIMEOUT);
    await expect(within(accessories).getByText('Inga tillbehör är monterade.')).toBeVisible();
    await expect(within(accessories).queryByRole('table')).toBeNull();
    await expect(within(accessories).queryByRole('button')).toBeNull();
    const note = await ui.findByRole('region', { name: 'Anteckning' }, TIMEOUT);
    await expect(within(note).getByText('Ingen anteckning.')).toBeVisible();
    await expect(within(note).getByRole('button', { name: 'Skriv anteckning' })).toBeVisible();
    await expect(fact(root, 'Centrallager')).toBe('Centrallager Malmö (CL-MLM)');
  },
};

/**
 * HMC500305, held by Maria Karlsson: who holds it (a link to the holding), no location; its
 * Lyftsele listed but not chosen here (they are removed in the client's holdings).
 */
export const HeldByClient: Story = {
  args: { fixedAsset: FIXED.held.id },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { root, ui } = await element(canvasElement);
    await loaded(ui, 'Taklyft Handicare Plus', 'HMC500305');
    const link = ui.getByRole('link', { name: 'Maria Karlsson' });
    await expect(link).toHaveAttribute('href', `/clients/${FIXED.held.client}/holdings/${FIXED.held.id}`);
    await expect(root.querySelector('[part=whereabouts]')).toHaveTextContent('Utlämnat till brukaren Maria Karlsson');
    await expect(fact(root, 'Lagerplats')).toBeNull();
    await expect(fact(root, 'Utlämnad')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const accessories = await ui.findByRole('region', { name: 'Tillbehör (1)' }, TIMEOUT);
    await expect(within(accessories).getByRole('table')).toHaveTextContent('Lyftsele Arjo XL');
    await expect(within(accessories).queryByRole('checkbox')).toBeNull();
    await expect(within(accessories).queryByRole('button')).toBeNull();
    await expect(accessories).toHaveTextContent('Inventariet är utlämnat till Maria Karlsson. Tillbehören tas bort under brukarens innehav.');
    await userEvent.click(link);
    await expect(paths).toEqual([`/clients/${FIXED.held.client}/holdings/${FIXED.held.id}`]);
  },
};

// ---- the label -----------------------------------------------------------------------------------

const labelWindows: Parameters<typeof fakeWindows>[0] = [];

/** Print label: a window opened in the click (about:blank, no way back to the page), then sent to the label's signed link. */
export const Label: Story = {
  beforeEach: fakeWindows(labelWindows),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await userEvent.click(ui.getByRole('button', { name: 'Skriv ut etikett' }));
    await expect(labelWindows.map((w) => [w.url, w.target])).toEqual([['about:blank', '_blank']]);
    const win = labelWindows[0]?.window as FakeWindow;
    await expect(win.opener).toBeNull();
    await waitFor(() => expect(win.location.href).toMatch(new RegExp(`/rs/fsp/v1/fixed-assets/${FIXED.wheelchair.id}/label\\.pdf\\?.*signature=`)), TIMEOUT);
    await expect(new URL(win.location.href).origin).toBe(location.origin);
    await expect(win.closed).toBe(false);
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

const failedWindows: Parameters<typeof fakeWindows>[0] = [];

/** The label's link cannot be had (500): the window opened for it is closed, and the failure said by the button. */
export const LabelFails: Story = {
  beforeEach: fakeWindows(failedWindows),
  parameters: { api: { status: { '/label': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await userEvent.click(ui.getByRole('button', { name: 'Skriv ut etikett' }));
    await expectFailureAlert(ui, 'Etiketten kunde inte hämtas.');
    await expect(failedWindows[0]?.window?.closed).toBe(true);
    await expect(failedWindows[0]?.window?.location.href).toBe('about:blank');
  },
};

const refusedWindows: Parameters<typeof fakeWindows>[0] = [];

/** A browser that refuses the window all the same: the label's link is offered to open by hand. */
export const LabelWindowRefused: Story = {
  beforeEach: fakeWindows(refusedWindows, true),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await userEvent.click(ui.getByRole('button', { name: 'Skriv ut etikett' }));
    const link = await ui.findByRole('link', { name: 'Öppna etiketten' }, TIMEOUT);
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/label\.pdf\?/));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(ui.getByText(/Webbläsaren öppnade inget nytt fönster\./)).toBeVisible();
  },
};

// ---- states --------------------------------------------------------------------------------------

/** The history fails (500): said in its section with a retry; the rest of the fixed asset is there. */
export const HistoryFails: Story = {
  parameters: { api: { status: { '/logistics-orders': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const history = await ui.findByRole('region', { name: 'Orderhistorik' }, TIMEOUT);
    await expectFailureCard(within(history), 'Orderhistoriken kunde inte hämtas.');
    await expect(await ui.findByRole('region', { name: 'Anteckning' }, TIMEOUT)).toBeVisible();
  },
};

/** No `fixed-asset`: said in place, with the way back. */
export const NoFixedAsset: Story = {
  args: { fixedAsset: 0, from: '' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Inventarie' })).toBeVisible();
    await expect(ui.getByRole('heading', { level: 2, name: 'Inget inventarie valt.' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Inventariesök' })).toHaveAttribute('href', '/inventories');
  },
};

/** No such fixed asset, or one Leo may not see: the same "does not exist". */
export const NotFound: Story = {
  args: { fixedAsset: 999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inventariet finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText(/Det finns inget inventarie med det numret som du kan se\./)).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Inventariesök' })).toHaveAttribute('href', '/inventories?q=HMC4');
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar inventariet …', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { api: { status: { [`/fsp/v1/fixed-assets/${FIXED.wheelchair.id}`]: 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Inventariet kunde inte hämtas.');
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se inventariet.');
  },
};

/** English: the fields, the dates as MM/dd/yyyy, the price with a decimal point, the history's categories. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await expect(ui.getByRole('link', { name: 'Inventory search' })).toBeVisible();
    await expect(fact(root, 'Price')).toMatch(/^[\d,]+\.\d{2} SEK$/);
    await expect(fact(root, 'Acquisition date')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(fact(root, 'Product status')).toBe('Active');
    await expect(fact(root, 'Location for allocation')).toBe('Yes');
    await expect(ui.getByRole('button', { name: 'Print label' })).toBeVisible();
    const found = await waitFor(() => {
      const r = rows(root, 'history-table');
      if (r.length !== 7) throw new Error(`${r.length} history rows`);
      return r;
    }, TIMEOUT);
    await expect(found.map((r) => cell(r, 'Process').textContent)).toEqual(['Delivery', 'Move', 'Return to base storage', 'Move', 'Move', 'Delivery', 'Move']);
    await expect(ui.getByText('7 events')).toBeVisible();
  },
};

/** 375 px: the facts under their labels, the tables as cards, nothing sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const history = await waitFor(() => {
      const r = rows(root, 'history-table');
      if (r.length !== 7) throw new Error(`${r.length} history rows`);
      return r;
    }, TIMEOUT);
    await expect(getComputedStyle(history[0] as HTMLElement).display).toBe('block');
    await expect(getComputedStyle(rows(root, 'accessories-table')[0] as HTMLElement).display).toBe('block');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};

// ---- the aid's life (issue 41) ---------------------------------------------------------------------

const lifeOf = (ui: Awaited<ReturnType<typeof element>>['ui'], name = /^(Hjälpmedlets liv|The aid's life)$/) => ui.findByRole('region', { name }, TIMEOUT);

/**
 * HMC400001's life under its facts: the lifecycle strip (five positions, "Returnerat" now: it was
 * handed over and came back), then what happened to it, newest first: its hand-overs and returns
 * (links to the client), moves between clients, its tasks (links to them); the count.
 */
export const AidLife: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const life = await lifeOf(ui);
    await expect(within(life).getByRole('heading', { level: 2, name: 'Hjälpmedlets liv' })).toBeVisible();
    const strip = await within(life).findByRole('list', { name: 'Var hjälpmedlet är nu' }, TIMEOUT);
    await expect(within(strip).getAllByRole('listitem').map((s) => s.textContent)).toEqual(['Mottaget', 'I lager', 'Hos brukare', 'På reparation', 'Returnerat (nu)']);
    await expect(within(strip).getAllByRole('listitem')[4]).toHaveAttribute('aria-current', 'step');
    const list = within(life).getByRole('list', { name: 'Det som hänt hjälpmedlet, senaste först' });
    // Core Timeline renders the first six, the rest a render later.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9), TIMEOUT);
    const entries = within(list).getAllByRole('listitem');
    await expect(life.querySelector('[part=timeline-count]')).toHaveTextContent('9 av 9');
    const returned = entries.find((e) => e.textContent?.includes('Returnerat')) as HTMLElement;
    const link = within(returned).getByRole('link');
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/clients\/\d+\/info$/));
    // An aid's own life leaves the aid out of each entry (it is the page's).
    await expect(returned).not.toHaveTextContent('HMC400001');
    await userEvent.click(link);
    await expect(paths).toHaveLength(1);
    await expect(paths[0]).toMatch(/^\/clients\/\d+\/info$/);
  },
};

/** In English. */
export const AidLifeEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const life = await lifeOf(ui);
    const strip = await within(life).findByRole('list', { name: 'Where the aid is now' }, TIMEOUT);
    await expect(within(strip).getAllByRole('listitem').map((s) => s.textContent)).toEqual(['Received', 'In storage', 'With client', 'In repair', 'Returned (now)']);
    // Its seventh entry: core Timeline renders the first six, the rest a render later.
    const list = within(life).getByRole('list', { name: 'What happened to the aid, newest first' });
    await waitFor(() => expect(list).toHaveTextContent('Handed over to the client'), TIMEOUT);
  },
};

/**
 * In repair, with stock events (an answer made here: the demo seed has no stock events, STOCK, nor
 * an aid in repair): "På reparation" now; a received delivery, a move and a count, a work order.
 */
export const AidLifeInRepair: Story = {
  beforeEach: intercept(({ url }) => {
    if (!url.pathname.endsWith(`/fixed-assets/${FIXED.wheelchair.id}/timeline`)) return null;
    const at = (d: number) => new Date(Date.UTC(2026, 10, 20 - d, 9)).toISOString();
    const entry = (id: string, d: number, kind: string, event: string, facts: { name: string; value: string }[], link: unknown = null) => ({ id, at: at(d), kind, event, actor: 'Leo Lagerström', item: null, link, facts });
    const page = [
      entry('w', 0, 'WORK', 'WORK_ORDERED', [{ name: 'WORK_TYPE', value: 'Reparation' }], { type: 'ORDER', id: 1000, number: '7001000', parentId: null }),
      entry('c', 3, 'STOCK', 'COUNTED', [{ name: 'QUANTITY_BEFORE', value: '1' }, { name: 'QUANTITY_AFTER', value: '1' }], { type: 'INVENTORY', id: 4, number: '4', parentId: 2 }),
      entry('m', 5, 'STOCK', 'MOVED', [{ name: 'FROM_LOCATION', value: 'A-01' }, { name: 'TO_LOCATION', value: 'B-02' }]),
      entry('r', 9, 'STOCK', 'RECEIVED', [{ name: 'SUPPLIER', value: 'Invacare' }]),
    ];
    return Promise.resolve(Response.json({ page, count: page.length, stage: 'IN_REPAIR' }));
  }),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const life = await lifeOf(ui);
    const strip = await within(life).findByRole('list', { name: 'Var hjälpmedlet är nu' }, TIMEOUT);
    const current = within(strip).getAllByRole('listitem').filter((s) => s.getAttribute('aria-current') === 'step');
    await expect(current.map((s) => s.textContent)).toEqual(['På reparation (nu)']);
    const list = within(life).getByRole('list', { name: 'Det som hänt hjälpmedlet, senaste först' });
    // Core Timeline shows a list's first three entries at first and the rest a render later.
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((e) => e.querySelector('[part=timeline-kind]')?.textContent)).toEqual(['Arbetsorder', 'Lager', 'Lager', 'Lager']), TIMEOUT);
    await expect(within(list).getByRole('link', { name: 'Inventerat, nytt antal: 4' })).toHaveAttribute('href', '/base-storages/inventory?storage=2');
    await expect(list).toHaveTextContent('Inleverans mottagen');
  },
};

/** The aid's life fails (500): said in its section with a retry; the rest of the fixed asset is there. */
export const AidLifeFails: Story = {
  parameters: { api: { status: { '/timeline?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    await expectFailureCard(within(await lifeOf(ui)), 'Historiken kunde inte hämtas');
    await expect(await ui.findByRole('region', { name: 'Orderhistorik' }, TIMEOUT)).toBeVisible();
  },
};
