/**
 * `<fsp-receive-delivery>`, receiving deliveries into a base storage (issue 19; spec 3 §2 Receive
 * delivery, §4, §5, §7, §8), with the reference API running in the page (see .storybook/preview.tsx)
 * as Leo Lagerström (lager@example.org, whose own facility is BL-MLM, id 2). The seed's first product
 * of a type is the one received (docs/world.md, docs/api.md "Receive delivery"):
 * - Duschpall Etac Standard (4, 100003): neither batch nor serial number: not-lot-controlled;
 * - Lyftsele Arjo Standard (8, 100007): batch controlled: lot-controlled;
 * - Rollator Etac Standard (1, 100000): a fixed asset (serial controlled) with three performance
 *   attributes; the fixture HMC499001 already has its serial number ETA24-99001;
 * - Gåbord Etac Standard (17, 100016): a fixed asset without performance attributes.
 * The receive page: no search yet (the storage defaulted to Leo's own), an empty search refused at
 * the field, hits with paging, a search made, no hits, the search failing and its retry, loading,
 * a reference too long, Choose without a storage (Petra Planerare, no facility of her own; Leo
 * emptying his), Choose on a fixed asset without the isReceiveDeliveryForFixedAssetsEnabled flag (Lisa
 * Lagerbiträde, whose flag is off), a storage being counted (spec 3 §5: nothing received), Choose opening the wizard, no session, English, 375 px.
 * The wizard: loading, a product that does not exist (the page hidden, the failure said), each type's
 * steps and the refusals of VALIDATE_RECEIVE (BATCH_REQUIRED, SERIAL_NUMBER_REQUIRED,
 * SERIAL_NUMBER_EXISTS) in the dialog, a lot-controlled item with a serial number (the seed's
 * Batteripaket Permobil 50 Ah: its amount is 1), the overviews, the completions (a
 * fixed asset's with its inventory number and label, a plain product's without), a RECEIVE whose
 * answer was lost and the draft then changed (the server's 422 IDEMPOTENCY_KEY_REUSED said, then a
 * new key), the flag off, a type that is none, a route naming another type than the product's,
 * English, 375 px.
 * Scanning (issue 40, through the scanner's seam, stories/core/scanner-seam.ts): the search's scan
 * button, a package's GS1 code scanned in the search (its GTIN searched, the one hit chosen, the
 * wizard's batch filled from it, said above the field), the wizard's batch and serial fields each
 * with a scan button, a GS1 code scanned into the serial field; Swedish and English.
 *
 * The in-page database is this file's. What is received for real: a Rollator with a new serial
 * number each time (a fixed asset, HMC6xxxxx) and Duschpallar added to BL-MLM's receiving row; no
 * story reads what another one received.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { IDEMPOTENCY_HEADER } from '../../src/contract/constants.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { api, cell, expectFailureCard, expectNotLoggedIn, expectStillLoading, intercept, navigations, recordCalls, renderedElement, shownRows, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/receive-delivery/receive-delivery.element.ts';
import { productGtin } from '../../server/gtin.ts';
import { scannerSeam } from '../core/scanner-seam.ts';

type Args = {
  storage?: number;
  q?: string;
  page?: number;
  pageSize?: number;
  reference?: string;
  type?: string;
  supplier?: number;
  product?: number;
  baseStorage?: number;
  lang?: 'sv' | 'en';
};

const meta = {
  title: 'Base storage/fsp-receive-delivery',
  render: ({ storage, q, page, pageSize, reference, type, supplier, product, baseStorage, lang }) => (
    <fsp-receive-delivery
      {...(storage ? { storage } : {})}
      {...(q ? { q } : {})}
      {...(page ? { page } : {})}
      {...(pageSize ? { 'page-size': pageSize } : {})}
      {...(reference ? { reference } : {})}
      {...(type ? { type } : {})}
      {...(supplier ? { supplier } : {})}
      {...(product ? { product } : {})}
      {...(baseStorage ? { 'base-storage': baseStorage } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  args: {},
  argTypes: {
    storage: { control: 'inline-radio', options: [undefined, 2, 3, 4], description: 'The receive page: the base storage (absent: the user’s own): 2 BL-MLM, 3 BL-LND, 4 BL-HSD.' },
    q: { control: 'text', description: 'The receive page: the search.' },
    page: { control: 'number' },
    pageSize: { control: 'inline-radio', options: [10, 25, 50], description: 'The receive page: hits a page (absent: 10).' },
    reference: { control: 'text', description: 'The reference (delivery note), at most 60 characters.' },
    type: { control: 'inline-radio', options: [undefined, 'not-lot-controlled', 'lot-controlled', 'fixed-asset-controlled'], description: 'The wizard: the receive type.' },
    supplier: { control: 'number', description: 'The wizard: the product’s supplier (1 Etac, 8 Arjo).' },
    product: { control: 'number', description: 'The wizard: the product (1 Rollator, 4 Duschpall, 8 Lyftsele, 17 Gåbord).' },
    baseStorage: { control: 'number', description: 'The wizard: the base storage received into.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS, persona: 'lager@example.org' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** BL-MLM, Leo's own facility. */
const MLM = 2;
const MLM_NAME = 'BL-MLM Baslager Malmö Centrum';
/** The products received (the seed's first of their types), as the wizard's attributes. */
const STOOL = { type: 'not-lot-controlled', supplier: 1, product: 4, baseStorage: MLM } as const;
const SLING = { type: 'lot-controlled', supplier: 8, product: 8, baseStorage: MLM } as const;
const ROLLATOR = { type: 'fixed-asset-controlled', supplier: 1, product: 1, baseStorage: MLM } as const;
const WALKING_TABLE = { type: 'fixed-asset-controlled', supplier: 1, product: 17, baseStorage: MLM } as const;
/** The seed's one product serial controlled but not a fixed asset (Batteripaket Permobil 50 Ah, 241): lot-controlled. */
const BATTERY = { type: 'lot-controlled', supplier: 3, product: 241, baseStorage: MLM } as const;
/** The serial number of the fixture HMC499001, a Rollator Etac Standard. */
const TAKEN_SERIAL = 'ETA24-99001';
/** A delivery note's number, as a reference. */
const NOTE = 'FS-2025-0412';

const SEARCH = '/rs/fsp/v1/product-suppliers';
const DELIVERIES = '/rs/fsp/v1/deliveries';

// ---- helpers -------------------------------------------------------------------------------------

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-receive-delivery');
type Ui = Awaited<ReturnType<typeof element>>['ui'];
/** The hits table's caption, in Swedish and English. */
const HITS = ['Artiklar att ta emot', 'Items to receive'];

/** A serial number no stock item has. */
const newSerial = () => `ETA-${Date.now().toString(36).toUpperCase()}`;

/** The row of a hit (by its name). */
function rowOf(ui: Ui, name: string): HTMLElement {
  const row = ui.getByText(name, { selector: 'td' }).closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}


const searchField = (ui: Ui) => ui.getByRole('searchbox', { name: 'Artikel' });
const referenceField = (ui: Ui) => ui.getByRole('textbox', { name: 'Referens (valfri)' });
const storageSelect = (ui: Ui) => ui.getByRole<HTMLSelectElement>('combobox', { name: 'Basförråd' });

/** The wizard once a step is shown (its h2 named `name`, no spinner). */
async function step(ui: Ui, name: string) {
  const heading = await ui.findByRole('heading', { level: 2, name }, TIMEOUT);
  await waitFor(() => expect(heading.closest('form')?.querySelector('[aria-busy=true], .fsp-spinner')).toBeFalsy(), TIMEOUT);
  return heading;
}
const stepper = (ui: Ui) => within(ui.getByRole('navigation', { name: 'Steg' }));
const stepNames = (ui: Ui) => stepper(ui).getAllByRole('button').map((b) => b.textContent);
const next = (ui: Ui) => ui.getByRole('button', { name: 'Nästa' });

/** Next pressed, the server's check passed: the step named `name` shown. */
async function nextTo(ui: Ui, name: string) {
  await userEvent.click(next(ui));
  return step(ui, name);
}

/** The facts shown (the product step, the overview, the completion) as [term, value] pairs. */
function facts(root: HTMLElement): [string, string][] {
  const list = root.querySelector<HTMLElement>('[part=facts]');
  if (!list) throw new Error('no facts');
  return [...list.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']);
}

/** The refusal dialog saying `text`; OK closes it and the focus returns to `back` (what had it). */
async function refusedWith(ui: Ui, text: string, back: HTMLElement) {
  const dialog = await ui.findByRole('dialog', { name: 'Det gick inte' }, TIMEOUT);
  await expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
  const ok = within(dialog).getByRole('button', { name: 'OK' });
  await waitFor(() => expect(focused(ok)).toBe(ok), TIMEOUT);
  await userEvent.click(ok);
  await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
  await waitFor(() => expect(focused(back)).toBe(back), TIMEOUT);
}

/** Lisa Lagerbiträde: BL-MLM's staff like Leo, whose isReceiveDeliveryForFixedAssetsEnabled is false (docs/world.md). */
const WITHOUT_FIXED_ASSETS = { persona: 'lager-utan-inventarier@example.org' };

// ---- the receive page: before a search ------------------------------------------------------------

const startCalls = recordCalls();
/**
 * No storage and no search given: Leo's own facility (BL-MLM) is chosen and written to the URL (an
 * fsp-navigate); the reference is empty (0 of at most 60 characters); nothing is searched.
 */
export const Start: Story = {
  beforeEach: startCalls.install,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Ta emot leverans' })).toBeVisible();
    await expect(ui.getByText(/^Välj basförrådet som tar emot leveransen/)).toBeVisible();
    await waitFor(() => expect(storageSelect(ui)).toHaveValue(String(MLM)), TIMEOUT);
    // the option's name once the storages have come (the chosen id may be shown a moment before)
    await waitFor(() => expect(storageSelect(ui)).toHaveDisplayValue(MLM_NAME), TIMEOUT);
    await expect(paths).toEqual([`/receive/delivery?storage=${MLM}`]);
    await waitFor(() => expect(host.getAttribute('storage')).toBe(String(MLM)), TIMEOUT);
    await expect(referenceField(ui)).toHaveValue('');
    await expect(referenceField(ui)).toHaveAccessibleDescription('0 av högst 60 tecken');
    await expect(ui.getByRole('search', { name: 'Sök artikel att ta emot' })).toBeVisible();
    await expect(searchField(ui)).toHaveValue('');
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(startCalls.calls.filter((c) => c.startsWith(`GET ${SEARCH}`))).toEqual([]);
  },
};

const refusedCalls = recordCalls();
/** An empty search (only spaces) is refused at the field (INVALID_SEARCH_QUERY's text): no call, no fsp-navigate; typing clears it. */
export const EmptySearchRefused: Story = {
  args: { storage: MLM },
  beforeEach: refusedCalls.install,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    const field = searchField(ui);
    await typeInto(field, '   ');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    const message = await ui.findByText('Skriv vad du söker efter.', {}, TIMEOUT);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Skriv vad du söker efter.');
    await expect(field.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(focused(field)).toBe(field), TIMEOUT);
    await expect(paths).toEqual([]);
    await expect(host.hasAttribute('q')).toBe(false);
    await expect(refusedCalls.calls.filter((c) => c.startsWith(`GET ${SEARCH}`))).toEqual([]);
    await expect(ui.queryByRole('table')).toBeNull();
    await typeInto(field, 'r');
    await expect(ui.queryByText('Skriv vad du söker efter.')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

// ---- the receive page: hits ------------------------------------------------------------------------

/**
 * "rollator": the twelve rollators and twelve rollator baskets, ten a page by name: name, product
 * number, supplier product number, article class, supplier and Choose; paging below.
 */
export const Hits: Story = {
  args: { storage: MLM, q: 'rollator' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const names = await shownRows(ui, HITS, 10);
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    await expect(names.every((n) => n.startsWith('Rollator'))).toBe(true);
    await expect(ui.getByText('24 artiklar')).toHaveAttribute('role', 'status');
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Benämning', 'Artikelnr', 'Lev. artikelnr', 'Artikelklass', 'Leverantör', 'Välj']);
    const row = rowOf(ui, 'Rollator Etac Standard');
    await expect(cell(row, 'Artikelnr')).toHaveTextContent('100000');
    await expect(cell(row, 'Lev. artikelnr')).toHaveTextContent(/^ETA-\d{5}$/);
    await expect(cell(row, 'Artikelklass')).toHaveTextContent('Gånghjälpmedel');
    await expect(cell(row, 'Leverantör')).toHaveTextContent('Etac');
    await expect(within(row).getByRole('button', { name: 'Välj Rollator Etac Standard (100000)' })).toBeEnabled();
    const paging = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(paging).toHaveTextContent('Sida 1 av 3');
    await expect(within(paging).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await expect(searchField(ui)).toHaveValue('rollator');
  },
};

/** Paging is an fsp-navigate with `page`, the storage kept; unprevented, the element shows page 2. */
export const NextPage: Story = {
  args: { storage: MLM, q: 'rollator' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    const first = await shownRows(ui, HITS, 10);
    await userEvent.click(within(ui.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Nästa' }));
    await expect(paths).toEqual([`/receive/delivery?storage=${MLM}&q=rollator&page=2`]);
    await waitFor(() => expect(host.getAttribute('page')).toBe('2'), TIMEOUT);
    await waitFor(() => expect(ui.getByRole('navigation', { name: 'Sidor' })).toHaveTextContent('Sida 2 av 3'), TIMEOUT);
    const second = await shownRows(ui, HITS, 10);
    await expect(second.some((n) => first.includes(n))).toBe(false);
  },
};

/**
 * 25 hits a page (`page-size`): all 24 "rollator" hits on one page, no paging, "Rows per page" says
 * 25; choosing 10 again is an fsp-navigate without `pageSize` (the default), the storage kept.
 */
export const RowsPerPage: Story = {
  args: { storage: MLM, q: 'rollator', pageSize: 25 },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownRows(ui, HITS, 24);
    await expect(ui.getByText('24 artiklar')).toBeVisible();
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
    const select = ui.getByRole('combobox', { name: 'Rader per sida' });
    await expect(select).toHaveValue('25');
    await userEvent.selectOptions(select, '10');
    await expect(paths).toEqual([`/receive/delivery?storage=${MLM}&q=rollator`]);
    await waitFor(() => expect(host.hasAttribute('page-size')).toBe(false), TIMEOUT);
    await shownRows(ui, HITS, 10);
    await expect(ui.getByRole('navigation', { name: 'Sidor' })).toHaveTextContent('Sida 1 av 3');
  },
};

/** A search submitted is an fsp-navigate with the storage and `q` (trimmed); unprevented, its hits are shown. */
export const SubmitSearch: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await waitFor(() => expect(host.getAttribute('storage')).toBe(String(MLM)), TIMEOUT);
    await typeInto(searchField(ui), ' duschpall etac standard ');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(paths.at(-1)).toBe(`/receive/delivery?storage=${MLM}&q=duschpall+etac+standard`);
    await waitFor(() => expect(host.getAttribute('q')).toBe('duschpall etac standard'), TIMEOUT);
    await expect(await shownRows(ui, HITS, 1)).toEqual(['Duschpall Etac Standard']);
    await expect(ui.getByText('1 artikel')).toBeVisible();
    await expect(cell(rowOf(ui, 'Duschpall Etac Standard'), 'Artikelklass')).toHaveTextContent('Hygienhjälpmedel');
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
  },
};

/**
 * Choose on a hit opens the wizard of its type (an fsp-navigate with the reference typed in the
 * location state, after one replacing the receive page's entry with it); unprevented, the element
 * shows the Duschpall's wizard with the reference.
 */
export const ChooseOpensWizard: Story = {
  args: { storage: MLM, q: 'duschpall etac standard' },
  play: async ({ canvasElement }) => {
    const events: HTMLElementEventMap['fsp-navigate'][] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => events.push(e));
    const { ui, host, root } = await element(canvasElement);
    await shownRows(ui, HITS, 1);
    await typeInto(referenceField(ui), NOTE);
    await expect(referenceField(ui)).toHaveAccessibleDescription('12 av högst 60 tecken');
    await userEvent.click(ui.getByRole('button', { name: 'Välj Duschpall Etac Standard (100003)' }));
    // The receive page's entry takes the reference first (replaced), so Back from the wizard shows it; then the wizard.
    await expect(events.map((e) => e.detail)).toEqual([
      { path: `/receive/delivery?storage=${MLM}&q=duschpall+etac+standard`, replace: true, state: { reference: NOTE } },
      { path: `/receive/delivery/order/not-lot-controlled/1/4/${MLM}`, state: { reference: NOTE } },
    ]);
    await step(ui, 'Artikel');
    await expect(ui.getByRole('heading', { level: 1, name: 'Ta emot artikel' })).toBeVisible();
    await expect(host.getAttribute('type')).toBe('not-lot-controlled');
    await expect(host.getAttribute('product')).toBe('4');
    await expect(host.getAttribute('base-storage')).toBe(String(MLM));
    await expect(host.getAttribute('reference')).toBe(NOTE);
    await expect(host.hasAttribute('q')).toBe(false);
    await expect(facts(root)).toContainEqual(['Referens', NOTE]);
  },
};

// ---- the receive page: no hits, failures, refusals ----------------------------------------------

/** No product matches: "Inga träffar" with what to search by, the search still in the field. */
export const NoHits: Story = {
  args: { storage: MLM, q: 'vattenskoter' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga träffar' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Ingen artikel matchar sökningen. Sök på benämning, artikelnummer eller leverantörens artikelnummer.')).toBeVisible();
    await expect(searchField(ui)).toHaveValue('vattenskoter');
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

/** Whether the search fails (SearchFailed's server, until it recovers). */
const searchServer = { failing: true };

/** The search fails (500): the failure card with the catalogue's text; once the server answers again, "Försök igen" shows the hits. */
export const SearchFailed: Story = {
  args: { storage: MLM, q: 'lyftsele arjo standard' },
  beforeEach: () => {
    searchServer.failing = true;
    return intercept(({ method, url }) =>
      method === 'GET' && url.pathname === SEARCH && searchServer.failing ? Promise.resolve(Response.json({ error: { code: 'INTERNAL', errorMessage: 'Internt fel' } }, { status: 500 })) : null,
    )();
  },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await expectFailureCard(ui, 'Sökningen kunde inte göras.');
    await expect(ui.queryByRole('table')).toBeNull();
    searchServer.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await expect(await shownRows(ui, HITS, 1)).toEqual(['Lyftsele Arjo Standard']);
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  args: { storage: MLM, q: 'rollator' },
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

/**
 * A reference above 60 characters: REFERENCE_FIELD_TOO_LONG said at the field as it is typed (the
 * text never cut); Choose is refused with it in the dialog; shortened, the refusal goes.
 */
export const ReferenceTooLong: Story = {
  args: { storage: MLM, q: 'duschpall etac standard' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui } = await element(canvasElement);
    await shownRows(ui, HITS, 1);
    const field = referenceField(ui);
    const long = `Följesedel ${'1234567890'.repeat(5)}1`;
    await typeInto(field, long);
    await expect(field).toHaveValue(long);
    await expect(ui.getByText('Referensen får vara högst 60 tecken.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${long.length} av högst 60 tecken Referensen får vara högst 60 tecken.`);
    const choose = ui.getByRole('button', { name: 'Välj Duschpall Etac Standard (100003)' });
    await userEvent.click(choose);
    await refusedWith(ui, 'Referensen får vara högst 60 tecken.', choose);
    await expect(paths).toEqual([]);
    await expect(field).toHaveValue(long);
  },
};

/**
 * Petra Planerare has no facility of her own: no storage is chosen (nothing written to the URL);
 * Choose is refused with BASE_STORAGE_MUST_BE_ASSIGNED_VALUE in the dialog, OK returns the focus.
 */
export const ChooseWithoutStorage: Story = {
  args: { q: 'duschpall etac standard' },
  parameters: { persona: 'planerare@example.org' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownRows(ui, HITS, 1);
    await within(storageSelect(ui)).findByRole('option', { name: MLM_NAME }, TIMEOUT);
    await expect(storageSelect(ui)).toHaveValue('');
    await expect(storageSelect(ui)).toHaveDisplayValue('Välj basförråd');
    const choose = ui.getByRole('button', { name: 'Välj Duschpall Etac Standard (100003)' });
    await userEvent.click(choose);
    await refusedWith(ui, 'Välj basförrådet som tar emot leveransen.', choose);
    await expect(paths).toEqual([]);
    await expect(host.hasAttribute('storage')).toBe(false);
    await expect(host.hasAttribute('product')).toBe(false);
  },
};

/**
 * Leo empties the storage (the "Välj basförråd" option): an fsp-navigate without it, and his own is
 * not chosen again; Choose is refused with BASE_STORAGE_MUST_BE_ASSIGNED_VALUE.
 */
export const StorageCleared: Story = {
  args: { storage: MLM, q: 'duschpall etac standard' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await shownRows(ui, HITS, 1);
    await within(storageSelect(ui)).findByRole('option', { name: MLM_NAME }, TIMEOUT);
    await userEvent.selectOptions(storageSelect(ui), 'Välj basförråd');
    await expect(paths).toEqual(['/receive/delivery?q=duschpall+etac+standard']);
    await waitFor(() => expect(host.hasAttribute('storage')).toBe(false), TIMEOUT);
    await new Promise((r) => setTimeout(r, 300));
    await expect(storageSelect(ui)).toHaveValue('');
    await expect(paths).toHaveLength(1);
    const choose = ui.getByRole('button', { name: 'Välj Duschpall Etac Standard (100003)' });
    await userEvent.click(choose);
    await refusedWith(ui, 'Välj basförrådet som tar emot leveransen.', choose);
    await expect(paths).toHaveLength(1);
  },
};

/**
 * Without the isReceiveDeliveryForFixedAssetsEnabled flag: Choose on a fixed asset (the Rollator)
 * is refused (RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED) in the dialog; other items may
 * still be chosen (the basket is offered as usual).
 */
export const ChooseFixedAssetNotAllowed: Story = {
  args: { storage: MLM, q: 'rollator etac standard' },
  parameters: WITHOUT_FIXED_ASSETS,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await expect(await shownRows(ui, HITS, 2)).toEqual(['Rollator Etac Standard', 'Rollatorkorg Etac Standard']);
    const choose = ui.getByRole('button', { name: 'Välj Rollator Etac Standard (100000)' });
    await userEvent.click(choose);
    await refusedWith(ui, 'Du har inte behörighet att ta emot inventarier.', choose);
    await expect(paths).toEqual([]);
    await expect(host.hasAttribute('type')).toBe(false);
  },
};

/**
 * BL-MLM being counted (a count started through the API before the element shows, deleted after):
 * the page says so under the settings with a link to the count (spec 3 §5 "Inventories (counts)
 * cannot be received"), and Choose is refused with INVENTORY_IN_PROGRESS in the dialog.
 */
let countDuringStory: number | null = null;
export const StorageBeingCounted: Story = {
  args: { storage: MLM, q: 'duschpall etac standard' },
  beforeEach: async () => {
    countDuringStory = (await api<{ id: number }>('POST', `/fsp/v1/base-storages/${MLM}/inventories`)).id;
  },
  play: async ({ canvasElement }) => {
    try {
      const paths = navigations(canvasElement, true);
      const { ui, root } = await element(canvasElement);
      await shownRows(ui, HITS, 1);
      const notice = await waitFor(() => {
        const found = root.querySelector<HTMLElement>('[part=count-open]');
        if (!found) throw new Error('no notice of the count');
        return found;
      }, TIMEOUT);
      await expect(notice).toHaveTextContent(/^BL-MLM Baslager Malmö Centrum inventeras \(INV-\d{6}\): ingenting kan tas emot dit förrän inventeringen är bekräftad eller borttagen\. Öppna inventeringen$/);
      const link = within(notice).getByRole('link', { name: 'Öppna inventeringen' });
      await expect(link).toHaveAttribute('href', `/base-storages/inventory?storage=${MLM}`);
      const choose = ui.getByRole('button', { name: 'Välj Duschpall Etac Standard (100003)' });
      await userEvent.click(choose);
      await refusedWith(ui, 'Basförrådet inventeras: ingenting kan tas emot dit förrän inventeringen är bekräftad eller borttagen.', choose);
      await expect(paths).toEqual([]);
      await userEvent.click(link);
      await expect(paths).toEqual([`/base-storages/inventory?storage=${MLM}`]);
    } finally {
      if (countDuringStory !== null) await api('DELETE', `/fsp/v1/inventories/${countDuringStory}`);
      countDuringStory = null;
    }
  },
};

export const NotLoggedIn: Story = {
  args: { storage: MLM, q: 'rollator' },
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att ta emot leveranser.');
  },
};

/** English: the page, the hits, the refusal of an empty search. */
export const English: Story = {
  args: { storage: MLM, q: 'lyftsele', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Receive delivery' })).toBeVisible();
    await waitFor(() => expect(ui.getByRole('combobox', { name: 'Base storage' })).toHaveDisplayValue(MLM_NAME), TIMEOUT);
    await expect(ui.getByRole('textbox', { name: 'Reference (optional)' })).toHaveAccessibleDescription('0 of at most 60 characters');
    const names = await shownRows(ui, HITS, 10);
    await expect(names.every((n) => n.startsWith('Lyftsele'))).toBe(true);
    await expect(ui.getByText('12 items')).toBeVisible();
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Product no.', 'Supplier product no.', 'Article class', 'Supplier', 'Choose']);
    await expect(ui.getByRole('button', { name: 'Choose Lyftsele Arjo Standard (100007)' })).toBeVisible();
    await expect(ui.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  },
};

// ---- the wizard: loading and what is not there -----------------------------------------------------

/** The product and the storage still being read: the wizard's title and a spinner, no step. */
export const WizardLoading: Story = {
  args: { ...STOOL },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Ta emot artikel' })).toBeVisible();
    await expectStillLoading(ui);
    await expect(ui.queryByRole('navigation', { name: 'Steg' })).toBeNull();
    await expect(ui.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** No product 999999 (404): the failure in the element's words with a retry; no step, no facts. */
export const WizardProductNotFound: Story = {
  args: { type: 'not-lot-controlled', supplier: 1, product: 999_999, baseStorage: MLM },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Artikeln eller basförrådet finns inte.' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(ui.queryByRole('navigation', { name: 'Steg' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Nästa' })).toBeNull();
    await expect(root.querySelector('[part=facts]')).toBeNull();
    // The way back is still there; the page itself is the wizard.
    const crumbs = within(ui.getByRole('navigation', { name: 'Du är här' }));
    await expect(crumbs.getByRole('link', { name: 'Ta emot leverans' })).toHaveAttribute('href', `/receive/delivery?storage=${MLM}`);
    await expect(crumbs.getByText('Ta emot artikel')).toHaveAttribute('aria-current', 'page');
  },
};

/** A type that is none (`type="pallet"`): "Sidan finns inte", nothing asked of the server. */
export const NoSuchWizard: Story = {
  args: { type: 'pallet', supplier: 1, product: 4, baseStorage: MLM },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Ta emot leverans' })).toBeVisible();
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await expect(alert).toHaveTextContent('Länken leder inte till någon mottagning. Börja om från Ta emot leverans.');
    await expect(ui.queryByRole('navigation', { name: 'Steg' })).toBeNull();
  },
};

/** A route naming another type than the product's (the Duschpall as lot-controlled): its own wizard instead, the entry replaced. */
export const WrongTypeRedirected: Story = {
  args: { ...STOOL, type: 'lot-controlled' },
  play: async ({ canvasElement }) => {
    const events: HTMLElementEventMap['fsp-navigate'][] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => events.push(e));
    const { ui, host } = await element(canvasElement);
    await step(ui, 'Artikel');
    await expect(events.map((e) => e.detail)).toEqual([{ path: `/receive/delivery/order/not-lot-controlled/1/4/${MLM}`, replace: true, state: {} }]);
    await expect(host.getAttribute('type')).toBe('not-lot-controlled');
    await expect(stepNames(ui)).toEqual(['1Artikel', '2Antal', '3Översikt']);
  },
};

// ---- the wizard: not-lot-controlled (Duschpall) ----------------------------------------------------

/**
 * The product step: the steps Artikel, Antal, Översikt (the later ones not reached yet), the
 * breadcrumbs back to the receive page, the facts of the product and the storage, the reference.
 */
export const PlainProductStep: Story = {
  args: { ...STOOL, reference: NOTE },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Artikel');
    await expect(ui.getByRole('heading', { level: 1, name: 'Ta emot artikel' })).toBeVisible();
    const crumbs = within(ui.getByRole('navigation', { name: 'Du är här' }));
    await expect(crumbs.getByRole('link', { name: 'Ta emot leverans' })).toHaveAttribute('href', `/receive/delivery?storage=${MLM}`);
    await expect(crumbs.getByText('Duschpall Etac Standard')).toHaveAttribute('aria-current', 'page');
    await expect(stepper(ui).getByRole('button', { name: 'Artikel' })).toHaveAttribute('aria-current', 'step');
    await expect(stepper(ui).getByRole('button', { name: 'Antal' })).toBeDisabled();
    await expect(stepper(ui).getByRole('button', { name: 'Översikt' })).toBeDisabled();
    const shown = facts(root);
    await expect(shown.map(([term]) => term)).toEqual(['Artikel', 'Artikelnr', 'Leverantör', 'Lev. artikelnr', 'Artikelklass', 'Basförråd', 'Referens']);
    await expect(shown).toContainEqual(['Artikel', 'Duschpall Etac Standard']);
    await expect(shown).toContainEqual(['Artikelnr', '100003']);
    await expect(shown).toContainEqual(['Leverantör', 'Etac']);
    await expect(shown).toContainEqual(['Artikelklass', 'Hygienhjälpmedel']);
    await expect(shown).toContainEqual(['Basförråd', MLM_NAME]);
    await expect(shown).toContainEqual(['Referens', NOTE]);
    await expect(ui.queryByRole('button', { name: 'Tillbaka' })).toBeNull();
    await expect(next(ui)).toBeEnabled();
  },
};

/** The amount step: the counter from 1, what is received into where; + and − change it; Tillbaka goes back. */
export const PlainAmountStep: Story = {
  args: { ...STOOL },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Artikel');
    await nextTo(ui, 'Antal');
    await expect(stepper(ui).getByRole('button', { name: 'Antal' })).toHaveAttribute('aria-current', 'step');
    await expect(stepper(ui).getByRole('button', { name: 'Artikel (klart)' })).toBeEnabled();
    await expect(ui.getByText(`Duschpall Etac Standard (100003) till ${MLM_NAME}`)).toBeVisible();
    const counter = ui.getByRole('group', { name: 'Antal Duschpall Etac Standard' });
    const amount = within(counter).getByRole('spinbutton', { name: 'Antal Duschpall Etac Standard' });
    await expect(amount).toHaveValue(1);
    await expect(within(counter).getByRole('button', { name: 'Minska antalet' })).toBeDisabled();
    await userEvent.click(within(counter).getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(within(counter).getByRole('button', { name: 'Öka antalet' }));
    await expect(amount).toHaveValue(3);
    await expect(within(counter).getByRole('button', { name: 'Minska antalet' })).toBeEnabled();
    await expect(ui.getByRole('button', { name: 'Tillbaka' })).toBeEnabled();
  },
};

/** The overview: everything entered (the amount 3 st), Ta emot instead of Nästa. */
export const PlainOverview: Story = {
  args: { ...STOOL, reference: NOTE },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Artikel');
    await nextTo(ui, 'Antal');
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await nextTo(ui, 'Översikt');
    await expect(stepper(ui).getByRole('button', { name: 'Översikt' })).toHaveAttribute('aria-current', 'step');
    await expect(facts(root)).toEqual([
      ['Artikel', 'Duschpall Etac Standard'],
      ['Artikelnr', '100003'],
      ['Leverantör', 'Etac'],
      ['Lev. artikelnr', expect.stringMatching(/^ETA-\d{5}$/)],
      ['Artikelklass', 'Hygienhjälpmedel'],
      ['Basförråd', MLM_NAME],
      ['Referens', NOTE],
      ['Antal', '3 st'],
    ]);
    await expect(ui.getByRole('button', { name: 'Ta emot' })).toBeEnabled();
    await expect(ui.queryByRole('button', { name: 'Nästa' })).toBeNull();
    // Back to the amount: the 3 is kept.
    await userEvent.click(ui.getByRole('button', { name: 'Tillbaka' }));
    await step(ui, 'Antal');
    await expect(ui.getByRole('spinbutton', { name: 'Antal Duschpall Etac Standard' })).toHaveValue(3);
  },
};

/**
 * Received (2 Duschpallar): "Mottaget", what was received into where; no inventory number, no label
 * link; the focus on Fortsätt, which returns to the receive page with the storage and the reference.
 */
export const PlainReceived: Story = {
  args: { ...STOOL, reference: NOTE },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, root, host } = await element(canvasElement);
    await step(ui, 'Artikel');
    await nextTo(ui, 'Antal');
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await nextTo(ui, 'Översikt');
    await userEvent.click(ui.getByRole('button', { name: 'Ta emot' }));
    const done = await ui.findByRole('region', { name: 'Mottaget' }, TIMEOUT);
    await expect(within(done).getByRole('status')).toHaveTextContent(`2 st Duschpall Etac Standard har tagits emot i ${MLM_NAME}.`);
    await expect(facts(root)).toContainEqual(['Antal', '2 st']);
    await expect(facts(root).map(([term]) => term)).not.toContain('Inventarienummer');
    await expect(within(done).queryByRole('link')).toBeNull();
    await expect(ui.queryByRole('navigation', { name: 'Steg' })).toBeNull();
    const go = within(done).getByRole('button', { name: 'Fortsätt' });
    await waitFor(() => expect(focused(go)).toBe(go), TIMEOUT);
    await userEvent.click(go);
    await expect(paths).toEqual([`/receive/delivery?storage=${MLM}`]);
    await waitFor(() => expect(host.hasAttribute('product')).toBe(false), TIMEOUT);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Ta emot leverans' }, TIMEOUT)).toBeVisible();
    await expect(referenceField(ui)).toHaveValue(NOTE);
    await waitFor(() => expect(storageSelect(ui)).toHaveValue(String(MLM)), TIMEOUT);
  },
};

/**
 * `beforeEach`: the Idempotency-Key of every RECEIVE recorded; the first reaches the server, which
 * receives, and its answer is lost (a gateway's 504 in its place).
 */
const firstReceiveLost = {
  keys: [] as string[],
  install: () => {
    const original = getTransport();
    const keys = firstReceiveLost.keys;
    keys.length = 0;
    setTransport(async (input, init) => {
      if (input instanceof Request && input.method === 'POST' && new URL(input.url).pathname === DELIVERIES) {
        const body = (await input.clone().json()) as { action?: string };
        if (body.action === 'RECEIVE') {
          keys.push(input.headers.get(IDEMPOTENCY_HEADER) ?? '');
          if (keys.length === 1) {
            await original(input, init);
            return new Response('<!doctype html><title>504 Gateway Time-out</title><h1>504 Gateway Time-out</h1>', { status: 504, headers: { 'Content-Type': 'text/html' } });
          }
        }
      }
      return original(input, init);
    });
    return () => setTransport(original);
  },
};

/**
 * Receive's answer lost (1 Duschpall received, a 504 said), then the amount changed to 2 and Receive
 * pressed again with the same key: the server's 422 IDEMPOTENCY_KEY_REUSED, said as "already
 * received, nothing more" (not the first receipt shown as if it were this one, and not the 2
 * received as well unasked); Receive once more, knowingly, with a new key: the 2 received.
 */
export const LostAnswerThenChanged: Story = {
  args: { ...STOOL, reference: NOTE },
  beforeEach: firstReceiveLost.install,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Artikel');
    await nextTo(ui, 'Antal');
    await nextTo(ui, 'Översikt');
    const receive = () => ui.getByRole('button', { name: 'Ta emot' });
    await userEvent.click(receive());
    const lost = await ui.findByRole('dialog', { name: 'Det gick inte' }, TIMEOUT);
    await userEvent.click(within(lost).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await userEvent.click(ui.getByRole('button', { name: 'Tillbaka' }));
    await step(ui, 'Antal');
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await nextTo(ui, 'Översikt');
    await userEvent.click(receive());
    await refusedWith(ui, 'Mottagningen är redan gjord, med uppgifterna som de var när Ta emot trycktes första gången, inte de här. Inget mer har tagits emot.', receive());
    await expect(ui.queryByRole('region', { name: 'Mottaget' })).toBeNull();
    await userEvent.click(receive());
    const done = await ui.findByRole('region', { name: 'Mottaget' }, TIMEOUT);
    await expect(within(done).getByRole('status')).toHaveTextContent(`2 st Duschpall Etac Standard har tagits emot i ${MLM_NAME}.`);
    const [first, again, fresh] = firstReceiveLost.keys;
    await expect(firstReceiveLost.keys).toHaveLength(3);
    await expect(again).toBe(first);
    await expect(fresh).not.toBe(first);
    await expect(fresh).toMatch(/^.{8,100}$/);
  },
};

// ---- the wizard: lot-controlled (Lyftsele, batch) ------------------------------------------------

/** The batch step: Batch eller serienummer, Antal, Översikt; the batch number only (the sling has no serial number). */
export const BatchStep: Story = {
  args: { ...SLING },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await expect(stepNames(ui)).toEqual(['1Batch eller serienummer', '2Antal', '3Översikt']);
    await expect(ui.getByText(`Lyftsele Arjo Standard (100007) till ${MLM_NAME}`)).toBeVisible();
    await expect(ui.getByRole('textbox', { name: 'Batchnummer' })).toHaveValue('');
    await expect(ui.getByRole('textbox', { name: 'Batchnummer' })).toHaveAttribute('aria-required', 'true');
    await expect(ui.queryByRole('textbox', { name: 'Serienummer' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Tillbaka' })).toBeNull();
  },
};

/** What POST /deliveries answered in the story (VALIDATE_RECEIVE, RECEIVE), in order. */
const deliveryAnswers: number[] = [];
/** `beforeEach`: records what POST /deliveries answers. */
const watchDeliveries = () => {
  deliveryAnswers.length = 0;
  return intercept(({ method, url, original }) =>
    method === 'POST' && url.pathname === DELIVERIES
      ? original().then((response) => {
          deliveryAnswers.push(response.status);
          return response;
        })
      : null,
  )();
};

/** Next without a batch: VALIDATE_RECEIVE answers 400 BATCH_REQUIRED, said in the dialog; still on the step, the focus back on Next. */
export const BatchRequired: Story = {
  args: { ...SLING },
  beforeEach: watchDeliveries,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await userEvent.click(next(ui));
    await refusedWith(ui, 'Artikeln är batchstyrd: ange batchnummer.', next(ui));
    await expect(deliveryAnswers).toEqual([400]);
    await expect(ui.getByRole('heading', { level: 2, name: 'Batch eller serienummer' })).toBeVisible();
    await expect(stepper(ui).getByRole('button', { name: 'Antal' })).toBeDisabled();
  },
};

/** A batch given: the amount step (the counter); 4 of them; the overview with the batch. */
export const BatchAmountAndOverview: Story = {
  args: { ...SLING },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await typeInto(ui.getByRole('textbox', { name: 'Batchnummer' }), 'B2511');
    await nextTo(ui, 'Antal');
    const amount = ui.getByRole('spinbutton', { name: 'Antal Lyftsele Arjo Standard' });
    await expect(amount).toHaveValue(1);
    for (let i = 0; i < 3; i++) await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await expect(amount).toHaveValue(4);
    await nextTo(ui, 'Översikt');
    const shown = facts(root);
    await expect(shown).toContainEqual(['Batchnummer', 'B2511']);
    await expect(shown).toContainEqual(['Antal', '4 st']);
    await expect(shown).toContainEqual(['Referens', 'Saknas']);
    await expect(shown.map(([term]) => term)).not.toContain('Serienummer');
    await expect(ui.getByRole('button', { name: 'Ta emot' })).toBeEnabled();
  },
};

/**
 * Lot-controlled by serial number (the seed's Batteripaket, serial controlled and not a fixed asset):
 * the serial number field only; the amount is fixed to 1 (no counter).
 */
export const SerialAmountFixed: Story = {
  args: { ...BATTERY },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await expect(ui.queryByRole('textbox', { name: 'Batchnummer' })).toBeNull();
    await typeInto(ui.getByRole('textbox', { name: 'Serienummer' }), newSerial());
    await nextTo(ui, 'Antal');
    await expect(ui.getByText('Antal: 1 st. En artikel med serienummer eller inventarienummer tas emot en i taget.')).toBeVisible();
    await expect(ui.queryByRole('spinbutton')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Öka antalet' })).toBeNull();
    await nextTo(ui, 'Översikt');
    await expect(facts(root)).toContainEqual(['Antal', '1 st']);
  },
};

// ---- the wizard: fixed-asset-controlled (Rollator) -----------------------------------------------

/** The serial step: Batch eller serienummer, Prestanda, Översikt (no amount: one at a time); the serial number only. */
export const FixedAssetSerialStep: Story = {
  args: { ...ROLLATOR },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await expect(stepNames(ui)).toEqual(['1Batch eller serienummer', '2Prestanda', '3Översikt']);
    await expect(ui.getByText(`Rollator Etac Standard (100000) till ${MLM_NAME}`)).toBeVisible();
    await expect(ui.getByRole('textbox', { name: 'Serienummer' })).toHaveAttribute('aria-required', 'true');
    await expect(ui.queryByRole('textbox', { name: 'Batchnummer' })).toBeNull();
  },
};

/** Next without a serial number: SERIAL_NUMBER_REQUIRED in the dialog; still on the step. */
export const SerialNumberRequired: Story = {
  args: { ...ROLLATOR },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await typeInto(ui.getByRole('textbox', { name: 'Serienummer' }), '  ');
    await userEvent.click(next(ui));
    await refusedWith(ui, 'Artikeln är serienummerstyrd: ange serienummer.', next(ui));
    await expect(ui.getByRole('heading', { level: 2, name: 'Batch eller serienummer' })).toBeVisible();
  },
};

/** The serial number of HMC499001 (409 SERIAL_NUMBER_EXISTS): said in the dialog, the number kept to correct. */
export const SerialNumberExists: Story = {
  args: { ...ROLLATOR },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    const serial = ui.getByRole('textbox', { name: 'Serienummer' });
    await typeInto(serial, TAKEN_SERIAL);
    await userEvent.click(next(ui));
    await refusedWith(ui, 'Serienumret finns redan på en artikel i lager. Kontrollera numret.', next(ui));
    await expect(serial).toHaveValue(TAKEN_SERIAL);
    await expect(stepper(ui).getByRole('button', { name: 'Prestanda' })).toBeDisabled();
  },
};

/** The performance attributes: one field a performance attribute of the Rollator, all optional. */
export const FixedAssetAttributes: Story = {
  args: { ...ROLLATOR },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await typeInto(ui.getByRole('textbox', { name: 'Serienummer' }), newSerial());
    await nextTo(ui, 'Prestanda');
    await expect(ui.getByText('Fyll i de prestandavärden du har. Tomma fält skickas inte.')).toBeVisible();
    const form = ui.getByRole('form', { name: 'Prestanda' });
    await expect(within(form).getAllByRole('textbox').map((f) => f.getAttribute('name'))).toEqual(['attribute-HANDLE_HEIGHT', 'attribute-MAX_USER_WEIGHT', 'attribute-WIDTH']);
    for (const label of ['Handtagshöjd (cm)', 'Max brukarvikt (kg)', 'Totalbredd (cm)']) await expect(ui.getByRole('textbox', { name: label })).toHaveValue('');
    await expect(stepper(ui).getByRole('button', { name: 'Batch eller serienummer (klart)' })).toBeEnabled();
  },
};

/** The overview: the serial number, the amount 1 st, the attributes filled in (the empty one left out). */
export const FixedAssetOverview: Story = {
  args: { ...ROLLATOR, reference: NOTE },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    const serial = newSerial();
    await typeInto(ui.getByRole('textbox', { name: 'Serienummer' }), serial);
    await nextTo(ui, 'Prestanda');
    await typeInto(ui.getByRole('textbox', { name: 'Handtagshöjd (cm)' }), '84');
    await typeInto(ui.getByRole('textbox', { name: 'Max brukarvikt (kg)' }), '150');
    await nextTo(ui, 'Översikt');
    await expect(facts(root)).toEqual([
      ['Artikel', 'Rollator Etac Standard'],
      ['Artikelnr', '100000'],
      ['Leverantör', 'Etac'],
      ['Lev. artikelnr', expect.stringMatching(/^ETA-\d{5}$/)],
      ['Artikelklass', 'Gånghjälpmedel'],
      ['Basförråd', MLM_NAME],
      ['Referens', NOTE],
      ['Serienummer', serial],
      ['Antal', '1 st'],
      ['Handtagshöjd (cm)', '84'],
      ['Max brukarvikt (kg)', '150'],
    ]);
    await expect(ui.getByRole('button', { name: 'Ta emot' })).toBeEnabled();
  },
};

/**
 * Received: "Mottaget", the new inventory number among the facts and the link to its inventory
 * label (a PDF, in a new tab); Fortsätt has the focus.
 */
export const FixedAssetReceived: Story = {
  args: { ...ROLLATOR, reference: NOTE },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    const serial = newSerial();
    await typeInto(ui.getByRole('textbox', { name: 'Serienummer' }), serial);
    await nextTo(ui, 'Prestanda');
    await typeInto(ui.getByRole('textbox', { name: 'Totalbredd (cm)' }), '62');
    await nextTo(ui, 'Översikt');
    await userEvent.click(ui.getByRole('button', { name: 'Ta emot' }));
    const done = await ui.findByRole('region', { name: 'Mottaget' }, TIMEOUT);
    await expect(within(done).getByRole('status')).toHaveTextContent(`1 st Rollator Etac Standard har tagits emot i ${MLM_NAME}.`);
    const shown = facts(root);
    await expect(shown).toContainEqual(['Serienummer', serial]);
    await expect(shown).toContainEqual(['Totalbredd (cm)', '62']);
    const number = shown.find(([term]) => term === 'Inventarienummer')?.[1] ?? '';
    await expect(number).toMatch(/^HMC6\d{5}$/);
    const label = within(done).getByRole('link', { name: `Öppna inventarieetikett ${number} (PDF)` });
    await expect(label).toHaveAttribute('href', expect.stringMatching(/\/rs\/fsp\/v1\/fixed-assets\/\d+\/label\.pdf\?/));
    await expect(label).toHaveAttribute('target', '_blank');
    const go = within(done).getByRole('button', { name: 'Fortsätt' });
    await waitFor(() => expect(focused(go)).toBe(go), TIMEOUT);
  },
};

/** A fixed asset without performance attributes (the Gåbord): the serial number, then straight to the overview. */
export const FixedAssetWithoutAttributes: Story = {
  args: { ...WALKING_TABLE },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    await expect(stepNames(ui)).toEqual(['1Batch eller serienummer', '2Översikt']);
    await typeInto(ui.getByRole('textbox', { name: 'Serienummer' }), newSerial());
    await nextTo(ui, 'Översikt');
    await expect(facts(root)).toContainEqual(['Artikel', 'Gåbord Etac Standard']);
    await expect(facts(root)).toContainEqual(['Antal', '1 st']);
  },
};

/** Without the isReceiveDeliveryForFixedAssetsEnabled flag, the Rollator's wizard says so instead of its steps. */
export const WizardFixedAssetNotAllowed: Story = {
  args: { ...ROLLATOR },
  parameters: WITHOUT_FIXED_ASSETS,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Det gick inte' })).toBeVisible();
    await expect(alert).toHaveTextContent('Du har inte behörighet att ta emot inventarier.');
    await expect(ui.queryByRole('navigation', { name: 'Steg' })).toBeNull();
    await expect(ui.queryByRole('textbox', { name: 'Serienummer' })).toBeNull();
  },
};

/** English: the Lyftsele's batch step and its refusal. */
export const WizardEnglish: Story = {
  args: { ...SLING, lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await ui.findByRole('heading', { level: 2, name: 'Batch or serial number' }, TIMEOUT);
    await expect(ui.getByRole('heading', { level: 1, name: 'Receive item' })).toBeVisible();
    await expect(within(ui.getByRole('navigation', { name: 'Steps' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['1Batch or serial number', '2Amount', '3Overview']);
    await expect(ui.getByText(`Lyftsele Arjo Standard (100007) into ${MLM_NAME}`)).toBeVisible();
    const nextButton = ui.getByRole('button', { name: 'Next' });
    await userEvent.click(nextButton);
    const dialog = await ui.findByRole('dialog', { name: 'That did not work' }, TIMEOUT);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The item is batch controlled: enter the batch number.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
  },
};

// ---- 375 px --------------------------------------------------------------------------------------

/** 375 px: the hits are cards (each cell under its header's label), Choose within the screen; nothing scrolls sideways. */
export const Phone375: Story = {
  args: { storage: MLM, q: 'rollator' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root } = await element(canvasElement);
    await shownRows(ui, HITS, 10);
    const row = rowOf(ui, 'Rollator Etac Standard');
    await expect(getComputedStyle(row).display).toBe('block');
    await expect(row.querySelector('td')).toHaveAttribute('data-label', 'Benämning');
    await expect(within(row).getByRole('button', { name: 'Välj Rollator Etac Standard (100000)' }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeVisible();
  },
};

/** 375 px, the wizard: the compact step line ("Steg 2 av 3: Antal"), the counter and the buttons within the screen. */
export const WizardPhone375: Story = {
  args: { ...STOOL },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root } = await element(canvasElement);
    await step(ui, 'Artikel');
    await nextTo(ui, 'Antal');
    await expect(ui.getByText('Steg 2 av 3: Antal')).toBeVisible();
    const counter = ui.getByRole('group', { name: 'Antal Duschpall Etac Standard' });
    await expect(counter.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    for (const name of ['Tillbaka', 'Nästa']) await expect(ui.getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};

// ---- scanning (issue 40) ---------------------------------------------------------------------------

/** A package's GS1 code as the camera's reader hands it over: Lyftsele's GTIN, a batch, GS, a serial number. */
const SCANNED_BATCH = 'LOT-2611A';
const SCANNED_SERIAL = 'PMB-50-0042';
const packageCode = (product: number) => `01${productGtin(product)}10${SCANNED_BATCH}\u001d21${SCANNED_SERIAL}`;

/** The scan button's dialog opened, the code read and the dialog closed. */
async function scanWith(ui: Ui, button: HTMLElement) {
  await userEvent.click(button);
  await ui.findByRole('dialog', {}, TIMEOUT);
  await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
}

const searchWithScan = (lang: 'sv' | 'en'): Story => ({
  args: { storage: MLM, lang },
  beforeEach: scannerSeam(),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const texts = lang === 'sv' ? { field: 'Artikel', scan: 'Skanna artikel' } : { field: 'Item', scan: 'Scan item' };
    const scan = await ui.findByRole('button', { name: texts.scan }, TIMEOUT);
    const field = ui.getByRole('searchbox', { name: texts.field });
    // Beside the field, in the search form.
    await expect(scan.closest('form')).toBe(field.closest('form'));
  },
});
/** The receive search with its scan button (the camera's; a hand scanner types into the field). */
export const SearchWithScanButton = searchWithScan('sv');
export const SearchWithScanButtonEn = searchWithScan('en');

/**
 * A package's GS1 code read by the camera in the search: its GTIN searched (the one hit, Lyftsele
 * Arjo Standard), chosen: the wizard starts with the code's batch, said above the field.
 */
export const ScannedInSearchFillsTheBatch: Story = {
  args: { storage: MLM },
  beforeEach: scannerSeam([packageCode(SLING.product)]),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await scanWith(ui, await ui.findByRole('button', { name: 'Skanna artikel' }, TIMEOUT));
    await expect(await shownRows(ui, HITS, 1)).toEqual(['Lyftsele Arjo Standard']);
    await expect(searchField(ui)).toHaveValue(productGtin(SLING.product));
    await userEvent.click(ui.getByRole('button', { name: 'Välj Lyftsele Arjo Standard (100007)' }));
    await step(ui, 'Batch eller serienummer');
    await expect(ui.getByRole('textbox', { name: 'Batchnummer' })).toHaveValue(SCANNED_BATCH);
    await expect(ui.getByText('Ifyllt från koden som skannades i sökningen. Kontrollera mot förpackningen.')).toBeVisible();
  },
};

const lotFieldWithScan = (lang: 'sv' | 'en'): Story => ({
  args: { ...SLING, lang },
  beforeEach: scannerSeam(),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const texts = lang === 'sv' ? { step: 'Batch eller serienummer', field: 'Batchnummer', scan: 'Skanna batchnummer' } : { step: 'Batch or serial number', field: 'Batch number', scan: 'Scan batch number' };
    await step(ui, texts.step);
    const scan = await ui.findByRole('button', { name: texts.scan }, TIMEOUT);
    const field = ui.getByRole('textbox', { name: texts.field });
    await expect(scan.parentElement).toBe(field.closest('.fsp-field')?.parentElement);
    await expect(ui.queryByText(/Ifyllt från|Filled in from/)).toBeNull();
  },
});
/** The wizard's batch field with its scan button. */
export const BatchFieldWithScanButton = lotFieldWithScan('sv');
export const BatchFieldWithScanButtonEn = lotFieldWithScan('en');

/** A GS1 code read by the camera into the serial field (Batteripaket, serial controlled): its (21) fills it, the focus back in it. */
export const ScannedIntoTheSerialField: Story = {
  args: { ...BATTERY },
  beforeEach: scannerSeam([packageCode(BATTERY.product)]),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await step(ui, 'Batch eller serienummer');
    const field = ui.getByRole('textbox', { name: 'Serienummer' });
    await expect(field).toHaveValue('');
    await scanWith(ui, await ui.findByRole('button', { name: 'Skanna serienummer' }, TIMEOUT));
    await waitFor(() => expect(field).toHaveValue(SCANNED_SERIAL), TIMEOUT);
    await waitFor(() => expect(focused(field)).toBe(field), TIMEOUT);
  },
};
