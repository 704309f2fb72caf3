/**
 * `<fsp-client>`'s holdings (tab `holdings`): the list, the single holding and their actions, with
 * data from the reference API running in the page (see .storybook/preview.tsx), as Frida
 * Förskrivare: Maj Bergström's fixture holdings (the fully allocated Käpp cannot be chosen), the
 * scrap dialog (a reason is required; amounts from 1 to what is available), the return dialog (a
 * base storage is required; a fixed asset goes whole), the move dialog (the receiver looked up: not
 * valid, the same client, not authorized, found), a refused action (the dialog keeps the choices),
 * the single holding (its facts, its accessory, a title cut at 40 characters, the note, one that is
 * gone), a client without holdings (Astrid Nilsson, who holds nothing), loading and a failed load;
 * at 375 and 1366 px.
 *
 * The in-page database is shared by every story of a run. Maj's holdings are only read here (the
 * Sittdyna gets a note, which no story counts); what is done for real is done to Solrosen's
 * Glidlakan (one scrapped), Harald's Stödhandtag (one returned) and Duschstol (moved to Greta),
 * and each story compares with what it saw first, never with a number another may change.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { expectFailureCard, TIMEOUT } from '../helpers.ts';
import { apiError, baseMeta, cell, choose, CLIENT, element, intercept, navigations, never, recordCalls, rows, rowWith, type Args, type Ui } from './holdings-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Clients/fsp-client holdings',
  args: { client: CLIENT.maj, tab: 'holdings' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const TABLE = 'holdings-table';

/** The actions bar of the list. */
const actionsOf = (ui: Ui) => ui.getByRole('group', { name: 'Åtgärder för valda hjälpmedel' });

/** Checks the row's checkbox. */
async function pick(row: HTMLElement) {
  const box = within(row).getByRole('checkbox');
  await userEvent.click(box);
  await expect(box).toBeChecked();
}

/** Opens an action of the list's bar and gives its dialog. */
async function openAction(ui: Ui, button: string, title: string) {
  await userEvent.click(within(actionsOf(ui)).getByRole('button', { name: button }));
  return ui.findByRole('dialog', { name: title }, TIMEOUT);
}

/** Replaces a field's text as keystrokes would (React's value tracking sees it inside the shadow root). */
async function replaceText(field: HTMLElement, text: string) {
  await fireEvent.input(field, { target: { value: '' } });
  await typeInto(field, text);
}

/** The quantity cell's number: "4 st" -> 4. */
const quantityOf = (row: HTMLElement) => Number(/(\d+)/.exec(cell(row, 'Antal').textContent ?? '')?.[1]);

// ---- the list ------------------------------------------------------------------------------------

/** Maj's six holdings, newest handed over first; the Käpp (all allocated) cannot be chosen; nothing chosen, no action. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Innehav' }, TIMEOUT)).toBeVisible();
    const found = await rows(root, TABLE);
    await expect(found.map((r) => cell(r, 'Benämning').querySelector('a')?.textContent?.split(' ')[0])).toEqual(['Rollator', 'Griptång', 'Duschpall', 'Vårdsäng', 'Käpp', 'Sittdyna']);
    await expect(ui.getByText('6 hjälpmedel')).toBeVisible();
    const rollator = await rowWith(root, TABLE, 'Rollator');
    await expect(cell(rollator, 'Inventarienr / batch / serienr')).toHaveTextContent(/^Inv\.nr HMC\d+, Serienr /);
    await expect(cell(rollator, 'Antal')).toHaveTextContent('1 st');
    await expect(cell(rollator, 'Förskrivare')).toHaveTextContent('Frida Förskrivare');
    await expect(cell(rollator, 'Utlämnad')).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
    await expect(within(rollator).getByRole('link', { name: /^Rollator/ })).toHaveAttribute('href', expect.stringMatching(/^\/clients\/3\/holdings\/\d+$/));
    const griptang = await rowWith(root, TABLE, 'Griptång');
    await expect(cell(griptang, 'Inventarienr / batch / serienr')).toHaveTextContent(/^Batch /);
    await expect(cell(griptang, 'Antal')).toHaveTextContent('4 st');
    const duschpall = await rowWith(root, TABLE, 'Duschpall');
    await expect(cell(duschpall, 'Antal')).toHaveTextContent('2 stvarav 1 reserverad');
    await expect(within(duschpall).getByRole('checkbox')).toBeEnabled();
    const kapp = await rowWith(root, TABLE, 'Käpp');
    await expect(within(kapp).getByRole('checkbox', { name: 'Välj Käpp Etac Standard' })).toBeDisabled();
    await expect(cell(kapp, 'Antal')).toHaveTextContent('Allt reserverat, inget att välja');
    await expect(await rowWith(root, TABLE, 'Vårdsäng')).toHaveTextContent('1 tillbehör');
    const bar = actionsOf(ui);
    await expect(within(bar).getByText('Välj hjälpmedel i listan för att skrota, återlämna eller flytta dem.')).toBeVisible();
    for (const name of ['Skrota', 'Återlämna till baslager', 'Flytta']) await expect(within(bar).getByRole('button', { name })).toBeDisabled();
    // choosing all takes only what can be chosen
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj alla hjälpmedel med något tillgängligt på sidan' }));
    await expect(within(bar).getByText('5 hjälpmedel valda')).toBeVisible();
    await expect(within(kapp).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'Avmarkera alla' }));
    await expect(within(bar).getByRole('button', { name: 'Skrota' })).toBeDisabled();
  },
};

export const ListEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Holdings' }, TIMEOUT)).toBeVisible();
    const kapp = await rowWith(root, TABLE, 'Käpp');
    await expect(kapp.querySelector('td[data-label="Quantity"]')).toHaveTextContent('All allocated, nothing to choose');
    await expect(ui.getByText('6 aids')).toBeVisible();
    const bar = ui.getByRole('group', { name: 'Actions on the chosen aids' });
    await expect(within(bar).getByRole('button', { name: 'Return to base storage' })).toBeDisabled();
    await expect(ui.getByRole('table', { name: 'Aids held by Maj Bergström' })).toBeVisible();
  },
};

/** A name opens the single holding: an fsp-navigate; nobody routes here, so the element moves itself, and the heading takes the focus. */
export const OpenHolding: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const bed = await rowWith(root, TABLE, 'Vårdsäng');
    await userEvent.click(within(bed).getByRole('link'));
    await expect(paths).toEqual([expect.stringMatching(/^\/clients\/3\/holdings\/\d+$/)]);
    const heading = await ui.findByRole('heading', { level: 2, name: 'Vårdsäng Invacare Standard' }, TIMEOUT);
    await waitFor(() => expect(focused(heading)).toBe(heading), TIMEOUT);
    await expect(canvasElement.querySelector('fsp-client')).toHaveAttribute('holding', expect.stringMatching(/^\d+$/));
    // back: the list, and the focus on the holding's link
    await userEvent.click(ui.getByRole('link', { name: 'Alla hjälpmedel' }));
    await expect(paths.at(-1)).toBe('/clients/3/holdings');
    const link = within(await rowWith(root, TABLE, 'Vårdsäng')).getByRole('link');
    await waitFor(() => expect(focused(link)).toBe(link), TIMEOUT);
  },
};

// ---- the dialogs ---------------------------------------------------------------------------------

/** Scrap: Confirm disabled (and why) until a reason is chosen; each amount from 1 to what is available; a fixed asset whole. Cancelled: nothing changes. */
export const ScrapDialog: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await pick(await rowWith(root, TABLE, 'Griptång'));
    await pick(await rowWith(root, TABLE, 'Duschpall'));
    await pick(await rowWith(root, TABLE, 'Rollator'));
    await expect(within(actionsOf(ui)).getByText('3 hjälpmedel valda')).toBeVisible();
    const dialog = await openAction(ui, 'Skrota', 'Skrota 3 hjälpmedel');
    const d = within(dialog);
    const confirm = d.getByRole('button', { name: 'Skrota' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj en orsak för att kunna skrota.');
    const reason = await d.findByRole('combobox', { name: 'Orsak' }, TIMEOUT);
    await waitFor(() => expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toEqual(['Välj…', 'Trasig', 'Sliten', 'Saknas', 'Föråldrad', 'Hygienskäl']), TIMEOUT);
    // Griptång: 1..4; Duschpall: one available, taken whole; Rollator: a fixed asset, whole
    const griptang = d.getByRole('spinbutton', { name: /^Antal av Griptång/ });
    await expect(griptang).toHaveValue(1);
    await expect(griptang).toHaveAttribute('max', '4');
    await expect(d.getByRole('button', { name: 'Minska antal Griptång Etac Standard' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: 'Öka antal Griptång Etac Standard' }));
    await expect(griptang).toHaveValue(2);
    await expect(d.getAllByRole('spinbutton')).toHaveLength(1);
    await expect(d.getAllByText(/^Hela: 1 st$/)).toHaveLength(2);
    await choose(reason, 'Sliten');
    await expect(confirm).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await expect(cell(await rowWith(root, TABLE, 'Griptång'), 'Antal')).toHaveTextContent('4 st');
    // the choice stays for another try
    await expect(within(actionsOf(ui)).getByText('3 hjälpmedel valda')).toBeVisible();
  },
};

/** Scrapping one of Solrosen's Glidlakan: the notice, the list one fewer, the choice cleared, the focus on the list's heading. */
export const ScrapDone: Story = {
  args: { client: CLIENT.solrosen },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const before = quantityOf(await rowWith(root, TABLE, 'Glidlakan'));
    await expect(before).toBeGreaterThan(1);
    await pick(await rowWith(root, TABLE, 'Glidlakan'));
    const dialog = await openAction(ui, 'Skrota', 'Skrota hjälpmedel');
    const d = within(dialog);
    await choose(await d.findByRole('combobox', { name: 'Orsak' }, TIMEOUT), 'Trasig');
    await userEvent.click(d.getByRole('button', { name: 'Skrota' }));
    await expect(await ui.findByText('Hjälpmedlet är skrotat.', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await waitFor(async () => expect(quantityOf(await rowWith(root, TABLE, 'Glidlakan'))).toBe(before - 1), TIMEOUT);
    await expect(within(actionsOf(ui)).getByRole('button', { name: 'Skrota' })).toBeDisabled();
    const heading = ui.getByRole('heading', { level: 2, name: 'Innehav' });
    await waitFor(() => expect(focused(heading)).toBe(heading), TIMEOUT);
  },
};

/** Return: the base storage is required; one of Harald's two Stödhandtag goes back; one stays. */
export const ReturnDone: Story = {
  args: { client: CLIENT.harald },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const before = quantityOf(await rowWith(root, TABLE, 'Stödhandtag'));
    await expect(before).toBeGreaterThan(1);
    await pick(await rowWith(root, TABLE, 'Stödhandtag'));
    const dialog = await openAction(ui, 'Återlämna till baslager', 'Återlämna till baslager');
    const d = within(dialog);
    const confirm = d.getByRole('button', { name: 'Återlämna' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj ett baslager för att kunna återlämna.');
    const storage = await d.findByRole('combobox', { name: 'Baslager' }, TIMEOUT);
    await waitFor(() => expect(within(storage).getAllByRole('option').map((o) => o.textContent)).toContain('Baslager Halmstad'), TIMEOUT);
    await expect(d.getByRole('spinbutton', { name: /^Antal av Stödhandtag/ })).toHaveAttribute('max', String(before));
    await choose(storage, 'Baslager Halmstad');
    await userEvent.click(confirm);
    await expect(await ui.findByText('Hjälpmedlet är återlämnat.', {}, TIMEOUT)).toBeVisible();
    await waitFor(async () => expect(quantityOf(await rowWith(root, TABLE, 'Stödhandtag'))).toBe(before - 1), TIMEOUT);
  },
};

/**
 * Move: the receiver's identity number, checked before any call (the check digit), then looked up:
 * the same client and a client of a municipality the user is not authorized for (Erik Sandberg,
 * Borås) are refused; Greta Lindqvist is found, and Harald's Duschstol moves to her.
 */
export const MoveDone: Story = {
  args: { client: CLIENT.harald },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await pick(await rowWith(root, TABLE, 'Duschstol'));
    const dialog = await openAction(ui, 'Flytta', 'Flytta till annan brukare');
    const d = within(dialog);
    const field = d.getByRole('textbox', { name: 'Mottagarens personnummer' });
    const confirm = d.getByRole('button', { name: 'Flytta' });
    await expect(confirm).toBeDisabled();
    await typeInto(field, 'Greta');
    await userEvent.click(d.getByRole('button', { name: 'Hämta brukare' }));
    await expect(field).toHaveAccessibleDescription('Skriv personnumret som ÅÅÅÅMMDD-NNNN eller ÅÅMMDD-NNNN.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await replaceText(field, '192501019216'); // Harald himself
    await userEvent.click(d.getByRole('button', { name: 'Hämta brukare' }));
    await expect(await d.findByText('Det är samma brukare. Ange en annan mottagare.', {}, TIMEOUT)).toBeVisible();
    await replaceText(field, '195001232296');
    await userEvent.click(d.getByRole('button', { name: 'Hämta brukare' }));
    await expect(await d.findByText('Du har inte behörighet till kommunen som Erik Sandberg tillhör.', {}, TIMEOUT)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await replaceText(field, '410115-7545'); // Greta, ten digits
    await userEvent.click(d.getByRole('button', { name: 'Hämta brukare' }));
    await expect(await d.findByText('Flyttas till Greta Lindqvist, 19410115-7545.', {}, TIMEOUT)).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(await ui.findByText('Flyttad till Greta Lindqvist.', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(root.querySelector(`[part=${TABLE}]`)?.textContent ?? '').not.toContain('Duschstol'), TIMEOUT);
  },
};

/**
 * A refused scrap (409 QUANTITY_NOT_AVAILABLE, as when someone else took some meanwhile): said in
 * the dialog, which stays open with the reason and the amount as chosen; nothing in the snackbar.
 */
export const ActionRefused: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'POST' && url.pathname === '/rs/fsp/v1/clients/3/holdings'
      ? apiError(409, 'QUANTITY_NOT_AVAILABLE', 'Antalet finns inte tillgängligt: det är mer än det som inte är reserverat. Ingenting ändrades.')
      : null,
  ),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await pick(await rowWith(root, TABLE, 'Griptång'));
    const dialog = await openAction(ui, 'Skrota', 'Skrota hjälpmedel');
    const d = within(dialog);
    const reason = await d.findByRole('combobox', { name: 'Orsak' }, TIMEOUT);
    await choose(reason, 'Saknas');
    await userEvent.click(d.getByRole('button', { name: 'Öka antal Griptång Etac Standard' }));
    await userEvent.click(d.getByRole('button', { name: 'Öka antal Griptång Etac Standard' }));
    await userEvent.click(d.getByRole('button', { name: 'Skrota' }));
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Det gick inte att skrota. Så många finns inte tillgängliga längre. Ingenting har ändrats; kontrollera antalen och försök igen.');
    await expect(dialog).toBeVisible();
    await expect(reason).toHaveValue(within(reason).getByRole<HTMLOptionElement>('option', { name: 'Saknas' }).value);
    await expect(d.getByRole('spinbutton', { name: /^Antal av Griptång/ })).toHaveValue(3);
    await expect(d.getByRole('button', { name: 'Skrota' })).toBeEnabled();
    await expect(ui.queryByText('Hjälpmedlet är skrotat.')).toBeNull();
  },
};

// ---- the single holding --------------------------------------------------------------------------

/** Opens a holding of the list by the start of its name. */
async function openHolding(root: HTMLElement, ui: Ui, name: string) {
  await userEvent.click(within(await rowWith(root, TABLE, name)).getByRole('link'));
  return ui.findByRole('article', { name: new RegExp(`^${name}`) }, TIMEOUT);
}

/** The value shown for a label of a fact list. */
function fact(root: HTMLElement, label: string): string | null {
  const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === label);
  return dt ? (dt.nextElementSibling?.textContent ?? '') : null;
}

/** The Vårdsäng: the stock-item facts that have a value (none that has not), its madrass as an accessory, its image by name, its actions. */
export const Holding: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const article = await openHolding(root, ui, 'Vårdsäng');
    const a = within(article);
    await expect(fact(article, 'Artikelnummer')).toMatch(/^\d+$/);
    await expect(fact(article, 'Inventarienummer')).toMatch(/^HMC\d+$/);
    await expect(fact(article, 'ISO-kod')).toMatch(/^181210 - /);
    await expect(fact(article, 'Leverantör')).toBe('Invacare');
    await expect(fact(article, 'Varuägare')).toBe('Malmö kommun');
    await expect(fact(article, 'Pris')).toMatch(/^[\d\s ]+,\d{2} SEK$/);
    await expect(fact(article, 'Utlämnad av')).toBe('Frida Förskrivare');
    await expect(fact(article, 'Förskrivningsdatum')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // no value, no line
    await expect(fact(article, 'Batch')).toBeNull();
    await expect(fact(article, 'Anpassningsnummer')).toBeNull();
    await expect(fact(article, 'Reserverat')).toBeNull();
    // the spec's small preset (250 px), asked for at its width
    const image = a.getByRole('img', { name: 'sangar.svg' });
    await expect(image).toHaveAttribute('width', '250');
    await expect(image.getAttribute('src')).toMatch(/[?&]preset=small$/);
    const accessories = a.getByRole('region', { name: 'Tillbehör (1)' });
    await expect(within(accessories).getByRole('table', { name: 'Tillbehör monterade på Vårdsäng Invacare Standard' })).toHaveTextContent('Tryckavlastande madrass');
    await expect(within(accessories).getByRole('button', { name: 'Ta bort valda tillbehör' })).toBeDisabled();
    await userEvent.click(within(accessories).getByRole('checkbox', { name: /^Välj Tryckavlastande madrass/ }));
    await expect(within(accessories).getByRole('button', { name: 'Ta bort valt tillbehör' })).toBeEnabled();
    const actions = a.getByRole('group', { name: 'Åtgärder för hjälpmedlet' });
    await expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Skrota', 'Återlämna till baslager', 'Flytta']);
    // the dialogs are the list's, for this one holding
    await userEvent.click(within(actions).getByRole('button', { name: 'Skrota' }));
    const dialog = await ui.findByRole('dialog', { name: 'Skrota hjälpmedel' }, TIMEOUT);
    await expect(within(dialog).getByText('Hela: 1 st')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    // adding: the client's other holdings with something available, not the Käpp, not itself
    await userEvent.click(within(accessories).getByRole('button', { name: 'Lägg till tillbehör' }));
    const add = await ui.findByRole('dialog', { name: 'Lägg till tillbehör på Vårdsäng Invacare Standard' }, TIMEOUT);
    const group = await within(add).findByRole('group', { name: 'Brukarens hjälpmedel som kan monteras på Vårdsäng Invacare Standard' }, TIMEOUT);
    const names = within(group).getAllByRole('checkbox').map((c) => c.closest('label')?.querySelector('strong')?.textContent);
    await expect(names).toContain('Sittdyna Sunrise Medical Standard');
    await expect(names).not.toContain('Käpp Etac Standard');
    await expect(names).not.toContain('Vårdsäng Invacare Standard');
    await expect(within(add).getByRole('button', { name: 'Lägg till' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Sittdyna/ }));
    await expect(within(add).getByRole('spinbutton', { name: /^Antal av Sittdyna/ })).toHaveAttribute('max', '2');
    await expect(within(add).getByRole('button', { name: 'Lägg till' })).toBeEnabled();
    await userEvent.click(within(add).getByRole('button', { name: 'Avbryt' }));
  },
};

/**
 * A holding with an inventory number (the Vårdsäng) ends with the aid's life (issue 41): the
 * lifecycle strip, its current position "Hos brukare" (aria-current="step"), and what happened to
 * it, newest first, its hand-over to Maj among it.
 */
export const HoldingAidLife: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const article = await openHolding(root, ui, 'Vårdsäng');
    const life = await within(article).findByRole('region', { name: 'Hjälpmedlets liv' }, TIMEOUT);
    await expect(within(life).getByRole('heading', { level: 3, name: 'Hjälpmedlets liv' })).toBeVisible();
    const strip = await within(life).findByRole('list', { name: 'Var hjälpmedlet är nu' }, TIMEOUT);
    const steps = within(strip).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    const current = steps.filter((s) => s.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Hos brukare (nu)');
    const list = within(life).getByRole('list', { name: 'Det som hänt hjälpmedlet, senaste först' });
    // Among the first page (core Timeline renders six first, the rest a render later).
    await waitFor(() => expect(list).toHaveTextContent('Utlämnat till brukaren'), TIMEOUT);
  },
};

export const HoldingEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const article = await openHolding(root, ui, 'Vårdsäng');
    await expect(fact(article, 'Goods owner')).toBe('Malmö kommun');
    await expect(fact(article, 'Price')).toMatch(/^[\d,]+\.\d{2} SEK$/);
    await expect(within(article).getByRole('region', { name: 'Accessories (1)' })).toBeVisible();
    await expect(within(article).getByRole('button', { name: 'Write a note' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'All aids' })).toBeVisible();
  },
};

/** An accessory title of more than 40 characters is cut with "…"; the whole of it is the tooltip and what a screen reader reads. */
export const AccessoryTitleCut: Story = {
  beforeEach: intercept(({ method, url, original }) =>
    method === 'GET' && /^\/rs\/fsp\/v1\/clients\/3\/holdings\/\d+$/.test(url.pathname)
      ? original().then(async (answer) => {
          const holding = (await answer.json()) as { accessories: { description: string }[] };
          for (const a of holding.accessories) a.description = 'Tryckavlastande madrass med överdrag i polyuretan, 90 x 200 cm';
          return Response.json(holding);
        })
      : null,
  ),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const article = await openHolding(root, ui, 'Vårdsäng');
    const table = within(article).getByRole('table', { name: /^Tillbehör monterade på/ });
    const shown = table.querySelector<HTMLElement>('td[data-label="Benämning"] [aria-hidden="true"]');
    await expect(shown).toHaveTextContent('Tryckavlastande madrass med överdrag i p…');
    await expect(shown).toHaveAttribute('title', 'Tryckavlastande madrass med överdrag i polyuretan, 90 x 200 cm');
    await expect(within(table).getByText('Tryckavlastande madrass med överdrag i polyuretan, 90 x 200 cm')).toHaveClass('fsp-visually-hidden');
  },
};

const noteCalls = recordCalls();

/** The note of Maj's Sittdyna: saving it unchanged closes without a call; a change is saved ("Ändringarna är sparade.") and shown. */
export const Note: Story = {
  beforeEach: noteCalls.install,
  play: async ({ canvasElement }) => {
    noteCalls.calls.length = 0;
    const { root, ui } = await element(canvasElement);
    const article = await openHolding(root, ui, 'Sittdyna');
    const note = within(article).getByRole('region', { name: 'Anteckning' });
    const start = within(note).getByRole('button', { name: /^(Skriv|Ändra) anteckning$/ });
    await userEvent.click(start);
    const field = within(note).getByRole('textbox', { name: 'Anteckning' });
    await waitFor(() => expect(focused(field)).toBe(field), TIMEOUT);
    await expect(field).toHaveAccessibleDescription(/tecken kvar\.$/);
    await userEvent.click(within(note).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(within(note).queryByRole('textbox')).toBeNull(), TIMEOUT);
    await expect(noteCalls.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    const text = `Dynan tvättas varannan vecka ${Date.now().toString(36)}`;
    await userEvent.click(within(note).getByRole('button', { name: /^(Skriv|Ändra) anteckning$/ }));
    await typeInto(within(note).getByRole('textbox', { name: 'Anteckning' }), text);
    await userEvent.click(within(note).getByRole('button', { name: 'Spara' }));
    await expect(await ui.findByText('Ändringarna är sparade.', {}, TIMEOUT)).toBeVisible();
    await expect(await within(note).findByText(text, {}, TIMEOUT)).toBeVisible();
    await expect(noteCalls.calls.filter((c) => c.startsWith('PUT'))).toEqual([expect.stringMatching(/^PUT \/rs\/fsp\/v1\/clients\/3\/holdings\/\d+$/)]);
    const edit = within(note).getByRole('button', { name: 'Ändra anteckning' });
    await waitFor(() => expect(focused(edit)).toBe(edit), TIMEOUT);
  },
};

/** A holding the client does not hold (gone: scrapped, moved): said in place, with the way back. */
export const HoldingGone: Story = {
  args: { holding: 999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Hjälpmedlet finns inte hos brukaren' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Alla hjälpmedel' })).toHaveAttribute('href', '/clients/3/holdings');
  },
};

// ---- states --------------------------------------------------------------------------------------

/** Astrid Nilsson holds nothing: the empty state, and no actions. */
export const Empty: Story = {
  args: { client: CLIENT.astrid },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga hjälpmedel' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Brukaren har inga hjälpmedel utlämnade.')).toBeVisible();
    await expect(ui.queryByRole('group', { name: 'Åtgärder för valda hjälpmedel' })).toBeNull();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

/** The holdings never answer: the client's header and tabs, and the list's own loading state. */
export const Loading: Story = {
  beforeEach: intercept(({ method, url, signal }) => (method === 'GET' && url.pathname === '/rs/fsp/v1/clients/3/holdings' ? never(signal) : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Maj Bergström' }, TIMEOUT)).toBeVisible();
    const spinner = await ui.findByText('Hämtar hjälpmedel…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
  },
};

/** The holdings fail (500): the failure card with the catalogue's text and a retry. */
export const LoadFailed: Story = {
  parameters: { api: { status: { '/clients/3/holdings?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Hjälpmedlen kunde inte hämtas');
  },
};

// ---- layouts -------------------------------------------------------------------------------------

/** 375 px: each holding a card (its labels beside its values), nothing sideways; the dialog fits. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    const griptang = await rowWith(root, TABLE, 'Griptång');
    await expect(getComputedStyle(griptang).display).toBe('block');
    await expect(getComputedStyle(cell(griptang, 'Antal'), '::before').content).toBe('"Antal"');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await pick(griptang);
    const dialog = await openAction(ui, 'Skrota', 'Skrota hjälpmedel');
    await within(dialog).findByRole('combobox', { name: 'Orsak' }, TIMEOUT);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** 1366 px: a table with its column headers; the single holding's facts side by side. */
export const Desktop1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root, ui } = await element(canvasElement);
    const griptang = await rowWith(root, TABLE, 'Griptång');
    await expect(getComputedStyle(griptang).display).toBe('table-row');
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Benämning', 'Inventarienr / batch / serienr', 'Antal', 'Utlämnad', 'Förskrivare']);
    const article = await openHolding(root, ui, 'Vårdsäng');
    const [facts, dates] = [...article.querySelectorAll<HTMLElement>('.holding-columns > .card')].map((c) => c.getBoundingClientRect());
    if (!facts || !dates) throw new Error('cards missing');
    await expect(dates.left).toBeGreaterThan(facts.right);
  },
};

