/**
 * `<fsp-fixed-asset>`'s changes (issue 17), made for real on the reference API running in the page
 * as Leo Lagerström: the note of HMC400001 (saved unchanged: no call; changed: PUT, "Ändringarna
 * är sparade.", then put back as it was; a failure keeps the text), removing its accessories (the
 * dialog: amounts from 1 to an accessory's quantity; refused with HELD_BY_CLIENT and with
 * QUANTITY_NOT_AVAILABLE, said inside with the choices kept; then done), and the order history's
 * paging (HMC500313 moved between two clients five times first).
 *
 * The in-page database is shared by the stories of a run: they run in this order, and each one
 * compares with what it saw first. The Sittdyna (2) loses one to the QUANTITY_NOT_AVAILABLE race;
 * the Rullstolsbord is then removed; HMC500313 ends with the client it started with.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { api, apiError, intercept, recordCalls, TIMEOUT } from '../helpers.ts';
import { baseMeta, cell, element, FIXED, loaded, rows, type Args, type Ui } from './fixed-asset-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-fixed-asset changes',
  args: { fixedAsset: FIXED.wheelchair.id },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const WHEELCHAIR = 'Manuell rullstol Invacare Standard';
const SITTDYNA = 'Sittdyna Sunrise Medical Standard';
const BORD = 'Rullstolsbord Invacare Standard';

type Accessory = { id: number; description: string; quantity: number };
type FixedAsset = { note: string | null; accessories: Accessory[]; client: { id: number } | null };
const fixedAsset = (id: number) => api<FixedAsset>('GET', `/fsp/v1/fixed-assets/${id}`);

/** The note's section: it comes a render after the facts (once the aid's life has its first page). */
const noteRegion = (ui: Ui) => ui.findByRole('region', { name: 'Anteckning' }, TIMEOUT);

// ---- the note ------------------------------------------------------------------------------------

const noteCalls = recordCalls();

/** Saved unchanged: closed without a call. Changed: one PUT, "Ändringarna är sparade.", the new text shown; then put back. */
export const Note: Story = {
  beforeEach: noteCalls.install,
  play: async ({ canvasElement }) => {
    noteCalls.calls.length = 0;
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const original = (await fixedAsset(FIXED.wheelchair.id)).note ?? '';
    const note = await noteRegion(ui);
    await userEvent.click(within(note).getByRole('button', { name: 'Ändra anteckning' }));
    const field = within(note).getByRole('textbox', { name: 'Anteckning' });
    await waitFor(() => expect(focused(field)).toBe(field), TIMEOUT);
    await expect(field).toHaveValue(original);
    await expect(field).toHaveAccessibleDescription(/tecken kvar\.$/);
    await userEvent.click(within(note).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(within(note).queryByRole('textbox')).toBeNull(), TIMEOUT);
    await expect(noteCalls.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    const added = ` Bromsarna justerade ${Date.now().toString(36)}.`;
    await userEvent.click(within(note).getByRole('button', { name: 'Ändra anteckning' }));
    await typeInto(within(note).getByRole('textbox', { name: 'Anteckning' }), added);
    await userEvent.click(within(note).getByRole('button', { name: 'Spara' }));
    await expect(await ui.findByText('Ändringarna är sparade.', {}, TIMEOUT)).toBeVisible();
    await expect(await within(note).findByText(`${original}${added}`.trim(), {}, TIMEOUT)).toBeVisible();
    await expect(noteCalls.calls.filter((c) => c.startsWith('PUT'))).toEqual([`PUT /rs/fsp/v1/fixed-assets/${FIXED.wheelchair.id}`]);
    await expect((await fixedAsset(FIXED.wheelchair.id)).note).toBe(`${original}${added}`.trim());
    const edit = within(note).getByRole('button', { name: 'Ändra anteckning' });
    await waitFor(() => expect(focused(edit)).toBe(edit), TIMEOUT);
    // As it was, for the stories after this one.
    await api('PUT', `/fsp/v1/fixed-assets/${FIXED.wheelchair.id}`, { note: original });
  },
};

/** The save fails (a refusal of the server): said in the form, the text kept, the form still open. */
export const NoteFails: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'PUT' && url.pathname.endsWith(`/fixed-assets/${FIXED.wheelchair.id}`) ? apiError(400, 'VALIDATION', 'Ogiltig begäran.') : null,
  ),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const note = await noteRegion(ui);
    await userEvent.click(within(note).getByRole('button', { name: 'Ändra anteckning' }));
    await typeInto(within(note).getByRole('textbox', { name: 'Anteckning' }), ' Mer text.');
    await userEvent.click(within(note).getByRole('button', { name: 'Spara' }));
    const alert = await within(note).findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Anteckningen kunde inte sparas.');
    await expect(alert).toHaveTextContent('Uppgifterna kunde inte sparas. Kontrollera dem och försök igen.');
    await expect(within(note).getByRole<HTMLTextAreaElement>('textbox', { name: 'Anteckning' }).value).toMatch(/ Mer text\.$/);
    await expect(ui.queryByText('Ändringarna är sparade.')).toBeNull();
  },
};

// ---- removing accessories ------------------------------------------------------------------------

/** Chooses accessories of the table by name and opens the removal. */
async function openRemoval(ui: Ui, names: string[], title: string) {
  const accessories = await ui.findByRole('region', { name: /^Tillbehör \(\d+\)$/ }, TIMEOUT);
  for (const name of names) await userEvent.click(within(accessories).getByRole('checkbox', { name: `Välj ${name}` }));
  await userEvent.click(within(accessories).getByRole('button', { name: names.length > 1 ? 'Ta bort valda tillbehör' : 'Ta bort valt tillbehör' }));
  return ui.findByRole('dialog', { name: title }, TIMEOUT);
}

/** A client has it by now (HELD_BY_CLIENT, as the server answers a race with a hand-over): said inside, the choices and amounts kept. */
export const RemoveHeldByClient: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'POST' && url.pathname.endsWith(`/fixed-assets/${FIXED.wheelchair.id}/accessories`) ? apiError(409, 'HELD_BY_CLIENT', 'Held by a client.') : null,
  ),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const dialog = await openRemoval(ui, [SITTDYNA, BORD], 'Ta bort 2 tillbehör');
    await expect(within(dialog).getByText(`Tillbehören tas bort från ${WHEELCHAIR} och läggs som egna rader på lagerplats A-01-2.`)).toBeVisible();
    const amount = within(dialog).getByRole('spinbutton', { name: `Antal av ${SITTDYNA}` });
    await expect(amount).toHaveAttribute('max', '2');
    await userEvent.click(within(dialog).getByRole('button', { name: `Öka antal ${SITTDYNA}` }));
    await expect(amount).toHaveValue(2);
    await expect(within(dialog).getByText('Hela: 1 st')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    const alert = await within(dialog).findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Det gick inte att ta bort tillbehören.');
    await expect(alert).toHaveTextContent('Inventariet är utlämnat till en brukare. Ta bort tillbehören under brukarens innehav. Ingenting har ändrats.');
    await expect(within(dialog).getByRole('spinbutton', { name: `Antal av ${SITTDYNA}` })).toHaveValue(2);
    await expect(within(dialog).getByText('Hela: 1 st')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
  },
};

/**
 * Both Sittdynor chosen while someone else takes one off (a real race): QUANTITY_NOT_AVAILABLE is
 * said inside, nothing changed of ours, the amount kept; the other one is still fitted.
 */
export const RemoveQuantityNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const before = await fixedAsset(FIXED.wheelchair.id);
    const sittdyna = before.accessories.find((a) => a.description === SITTDYNA);
    if (sittdyna?.quantity !== 2) throw new Error(`this story needs both Sittdynor fitted, not ${sittdyna?.quantity}`);
    const dialog = await openRemoval(ui, [SITTDYNA], 'Ta bort tillbehör');
    await userEvent.click(within(dialog).getByRole('button', { name: `Öka antal ${SITTDYNA}` }));
    await expect(within(dialog).getByRole('spinbutton', { name: `Antal av ${SITTDYNA}` })).toHaveValue(2);
    // Someone else takes one off first.
    await api('POST', `/fsp/v1/fixed-assets/${FIXED.wheelchair.id}/accessories`, { action: 'REMOVE', payload: { accessories: [{ id: sittdyna.id, quantity: 1 }] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    const alert = await within(dialog).findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Så många av tillbehöret sitter inte på inventariet längre. Ingenting har ändrats; kontrollera antalen och försök igen.');
    await expect(within(dialog).getByRole('spinbutton', { name: `Antal av ${SITTDYNA}` })).toHaveValue(2);
    await expect((await fixedAsset(FIXED.wheelchair.id)).accessories.find((a) => a.id === sittdyna.id)?.quantity).toBe(1);
  },
};

/** The Rullstolsbord removed: "Tillbehöret är borttaget …", the table without it, the choice cleared. */
export const RemoveAccessory: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await loaded(ui, WHEELCHAIR, 'HMC400001');
    const before = (await fixedAsset(FIXED.wheelchair.id)).accessories.length;
    const dialog = await openRemoval(ui, [BORD], 'Ta bort tillbehör');
    await expect(within(dialog).getByText(`Tillbehöret tas bort från ${WHEELCHAIR} och läggs som en egen rad på lagerplats A-01-2.`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await expect(await ui.findByText('Tillbehöret är borttaget och ligger nu på lagerplatsen.', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    const accessories = await ui.findByRole('region', { name: `Tillbehör (${before - 1})` }, TIMEOUT);
    await expect(accessories).not.toHaveTextContent(BORD);
    await expect(within(accessories).queryByRole('button', { name: 'Ta bort valda tillbehör' })).toBeDisabled();
    await expect(rows(root, 'accessories-table').length).toBe(before - 1);
    await expect((await fixedAsset(FIXED.wheelchair.id)).accessories.some((a) => a.description === BORD)).toBe(false);
  },
};

// ---- the order history's pages ------------------------------------------------------------------

type HistoryPage = { count: number };
/** The history's count before the moves of HistoryPages. */
let historyBefore = 0;

/** HMC500313 moved to another client and back three times first (six moves, twelve rows more): more than one page, paged in place, newest first. */
export const HistoryPages: Story = {
  args: { fixedAsset: FIXED.heldRollator.id },
  beforeEach: async () => {
    historyBefore = (await api<HistoryPage>('GET', `/fsp/v1/fixed-assets/${FIXED.heldRollator.id}/logistics-orders?amount=1`)).count;
    const { client } = await fixedAsset(FIXED.heldRollator.id);
    if (!client) throw new Error('HMC500313 is not held');
    const other = client.id === FIXED.held.client ? FIXED.heldRollator.client : FIXED.held.client;
    const move = (from: number, to: number) => api('POST', `/fsp/v1/clients/${from}/holdings`, { action: 'MOVE', payload: { holdings: [{ id: FIXED.heldRollator.id, quantity: 1 }], toClientId: to } });
    for (let i = 0; i < 3; i += 1) {
      await move(client.id, other);
      await move(other, client.id);
    }
  },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await loaded(ui, /^Rollator/, FIXED.heldRollator.inventoryNumber);
    const total = historyBefore + 12;
    const pages = Math.ceil(total / 10);
    const region = await ui.findByRole('region', { name: 'Orderhistorik' }, TIMEOUT);
    await expect(await within(region).findByText(`${total} händelser`, {}, TIMEOUT)).toBeVisible();
    const paging = within(region).getByRole('navigation', { name: 'Sidor' });
    await expect(paging).toHaveTextContent(`Sida 1 av ${pages}`);
    const first = rows(root, 'history-table');
    await expect(first.length).toBe(10);
    await expect(cell(first[0] as HTMLElement, 'Process')).toHaveTextContent('Flytt');
    await expect(cell(first[0] as HTMLElement, 'Händelse')).toHaveTextContent(/^Flyttad (in till|ut från) brukare$/);
    const firstTimes = first.map((r) => cell(r, 'Tidpunkt').textContent ?? '');
    await userEvent.click(within(paging).getByRole('button', { name: 'Nästa' }));
    await waitFor(() => expect(within(region).getByRole('navigation', { name: 'Sidor' })).toHaveTextContent(`Sida 2 av ${pages}`), TIMEOUT);
    const second = await waitFor(() => {
      const r = rows(root, 'history-table');
      if (r.length !== Math.min(10, total - 10) || r[0]?.closest('[aria-busy=true]')) throw new Error(`${r.length} rows`);
      return r;
    }, TIMEOUT);
    const secondTimes = second.map((r) => cell(r, 'Tidpunkt').textContent ?? '');
    await expect(secondTimes.every((t) => t <= (firstTimes.at(-1) ?? ''))).toBe(true);
  },
};
