/**
 * `<fsp-inventory-count>`'s counting (spec 3 §5 Inventory counts) on BL-MLM, with the reference API
 * running in the page, as Leo Lagerström: lines counted by keyboard (typing, Enter saves and moves
 * to the next input), the count's status and progress following; the deviation marker, approve
 * and reset; a line removed (confirmed first); the line filter; a negative quantity and a 2 on the
 * fixed asset HMC499001 refused; counting with the connection lost ("Inte sparat än", saved when
 * it returns); a line changed meanwhile by Frida (both values, "Behåll mitt" and "Använd …"); the
 * confirm dialog and confirming; the annul dialog and annulling.
 *
 * The in-page database is shared by the stories of this file: each story gets a new count of BL-MLM
 * (started through the API before it, annulled after it, `withCount`), so what one counted is gone
 * for the next. The one confirmed count counts lines to their own balance: no balance changes.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { TIMEOUT } from '../helpers.ts';
import {
  baseMeta,
  countLines,
  element,
  firstLines,
  FIXED_ASSET,
  focused,
  FRIDA,
  goOffline,
  goOnline,
  inputOf,
  lineList,
  lineOf,
  linesCount,
  MLM_LINES,
  openCount,
  plainLines,
  progress,
  reportAs,
  settled,
  STORAGE,
  statusOf,
  typeCount,
  withCount,
  type Args,
  type Ui,
} from './inventory-count-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-inventory-count counting',
  args: { storage: STORAGE.mlm },
  beforeEach: withCount,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** A line's name and location as its input's and actions' names say them. */
const where = (line: { product: { name: string }; location: { value: string | null } }) => `${line.product.name}, ${line.location.value ?? '–'}`;

async function closed(ui: Ui) {
  await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
}

// ---- counting -------------------------------------------------------------------------------------

/**
 * Three lines counted by keyboard, each to its balance: typing, then Enter saves and puts the focus
 * in the next line's input; the count becomes "Pågår", "3 av 84 rader räknade", Confirm enabled
 * (its hint gone); each line says "Räknad" by Leo, with no deviation marker; the server has them.
 */
export const CountByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const lines = await firstLines(4);
    await expect(statusOf(root)).toBe('Ej påbörjad');
    await expect(ui.getByRole('button', { name: 'Bekräfta inventering' })).toBeDisabled();
    const first = inputOf(await lineOf(root, lines[0] ?? 0));
    await expect(first).toHaveAccessibleName(`Räknat antal, ${where(lines[0] as (typeof lines)[number])}`);
    await expect(first).toHaveAccessibleDescription('Skriv antalet. Det sparas efter en kort paus; Enter sparar och går till nästa rad.');
    await userEvent.click(first);
    for (const [i, line] of lines.slice(0, 3).entries()) {
      const input = inputOf(await lineOf(root, line));
      await expect(focused(input)).toBe(input);
      await typeCount(input, String(line.product.quantity));
      const next = inputOf(await lineOf(root, lines[i + 1] ?? 0));
      await waitFor(() => expect(focused(next)).toBe(next), TIMEOUT);
    }
    await settled(root);
    await waitFor(() => expect(statusOf(root)).toBe('Pågår'), TIMEOUT);
    await expect(progress(root)).toBe(`3 av ${MLM_LINES} rader räknade`);
    const confirm = ui.getByRole('button', { name: 'Bekräfta inventering' });
    await expect(confirm).toBeEnabled();
    await expect(confirm).not.toHaveAccessibleDescription();
    for (const line of lines.slice(0, 3)) {
      const row = await lineOf(root, line);
      await expect(inputOf(row)).toHaveValue(String(line.product.quantity));
      await expect(row).toHaveTextContent('Räknad');
      await expect(row).toHaveTextContent('Leo Lagerström');
      await expect(row.querySelector('[part=deviation]')).toBeNull();
    }
    const reported = await countLines('status=REPORTED&amount=10');
    await expect(reported.page.map((l) => [l.id, l.reportedQty])).toEqual(lines.slice(0, 3).map((l) => [l.id, l.product.quantity]));
  },
};

/**
 * A line counted 2 more than its balance: "Avvikelse +2" on it (and only on it); Godkänn makes it
 * "Godkänd" with Leo as approver (Godkänn gone, Återställ left); Återställ takes it back to "Ej
 * räknad", the input empty, the marker gone, the progress back to 0.
 */
export const DeviationApproveReset: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const [over, even] = await plainLines(2);
    if (!over || !even) throw new Error('no lines');
    await typeCount(inputOf(await lineOf(root, over)), String(over.product.quantity + 2));
    await typeCount(inputOf(await lineOf(root, even)), String(even.product.quantity), { enter: false });
    // Saved after the pause, without Enter.
    await settled(root);
    await waitFor(() => expect(progress(root)).toBe(`2 av ${MLM_LINES} rader räknade`), TIMEOUT);
    let row = await lineOf(root, over);
    await expect(row.querySelector('[part=deviation]')).toHaveTextContent('Avvikelse +2');
    await expect((await lineOf(root, even)).querySelector('[part=deviation]')).toBeNull();

    const actions = () => within(row).getByRole('group', { name: `Åtgärder för ${where(over)}` });
    await expect(within(actions()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Godkänn', 'Återställ', 'Ta bort']);
    await userEvent.click(within(actions()).getByRole('button', { name: 'Godkänn' }));
    await waitFor(async () => expect(await lineOf(root, over)).toHaveTextContent('Godkänd: Leo Lagerström'), TIMEOUT);
    row = await lineOf(root, over);
    await expect(row.querySelector('.line-status')).toHaveTextContent('Godkänd');
    await expect(within(actions()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Återställ', 'Ta bort']);
    await expect(row.querySelector('[part=deviation]')).toHaveTextContent('Avvikelse +2');

    await userEvent.click(within(actions()).getByRole('button', { name: 'Återställ' }));
    await waitFor(async () => expect((await lineOf(root, over)).querySelector('.line-status')).toHaveTextContent('Ej räknad'), TIMEOUT);
    row = await lineOf(root, over);
    await expect(inputOf(row)).toHaveValue('');
    await expect(row.querySelector('[part=deviation]')).toBeNull();
    await expect(row).not.toHaveTextContent('Leo Lagerström');
    await expect(within(actions()).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ta bort']);
    await waitFor(() => expect(progress(root)).toBe(`1 av ${MLM_LINES} rader räknade`), TIMEOUT);
  },
};

/** Ta bort asks first (the product and its location named); Avbryt keeps the line, Ta bort removes it: 83 lines. */
export const RemoveLine: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const [line] = await firstLines(1);
    if (!line) throw new Error('no line');
    const remove = async () => {
      await userEvent.click(within(await lineOf(root, line)).getByRole('button', { name: 'Ta bort' }));
      return ui.findByRole('dialog', { name: 'Ta bort raden?' }, TIMEOUT);
    };
    let dialog = await remove();
    await expect(dialog).toHaveTextContent(`${line.product.name} på ${line.location.value ?? '–'} tas bort ur inventeringen och räknas inte.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await closed(ui);
    await expect(await lineOf(root, line)).toBeVisible();
    await expect(linesCount(root)).toBe(`${MLM_LINES} rader`);

    dialog = await remove();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await closed(ui);
    await waitFor(() => expect(linesCount(root)).toBe(`${MLM_LINES - 1} rader`), TIMEOUT);
    await expect(progress(root)).toBe(`0 av ${MLM_LINES - 1} rader räknade`);
    await expect(root.querySelector(`input#count-${line.id}`)).toBeNull();
    await expect((await countLines('status=ALL&amount=1')).count).toBe(MLM_LINES - 1);
  },
};

/**
 * The filter (aria-pressed on the one chosen): with two lines counted, "Räknade" lists those two,
 * "Ej räknade" the other 82, "Alla" all 84.
 */
export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const lines = await firstLines(2);
    for (const line of lines) await typeCount(inputOf(await lineOf(root, line)), String(line.product.quantity));
    await settled(root);
    await waitFor(() => expect(progress(root)).toBe(`2 av ${MLM_LINES} rader räknade`), TIMEOUT);
    const filter = ui.getByRole('group', { name: 'Visa rader' });
    const choose = async (name: string, count: number) => {
      await userEvent.click(within(filter).getByRole('button', { name }));
      for (const b of within(filter).getAllByRole('button')) await expect(b).toHaveAttribute('aria-pressed', String(b.textContent === name));
      await waitFor(() => expect(linesCount(root)).toBe(`${count} rader`), TIMEOUT);
      return lineList(root);
    };
    let list = await choose('Räknade', 2);
    await expect([...list.querySelectorAll('input')].map((i) => i.id)).toEqual(lines.map((l) => `count-${l.id}`));
    list = await choose('Ej räknade', MLM_LINES - 2);
    await expect(list.querySelector(`input#count-${lines[0]?.id}`)).toBeNull();
    await expect(list.querySelector('input')).toHaveValue('');
    list = await choose('Alla', MLM_LINES);
    await expect(list.querySelector(`input#count-${lines[0]?.id}`)).toHaveValue(String(lines[0]?.product.quantity));
  },
};

/** "Räknade" with nothing counted: "Inga rader", "Inga rader är räknade än." */
export const FilterNothingCounted: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lineList(root);
    await userEvent.click(within(ui.getByRole('group', { name: 'Visa rader' })).getByRole('button', { name: 'Räknade' }));
    await expect(await ui.findByRole('heading', { level: 2, name: 'Inga rader' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Inga rader är räknade än.')).toBeVisible();
    await expect(linesCount(root)).toBe('0 rader');
  },
};

// ---- refusals -------------------------------------------------------------------------------------

/** -2 refused on the line: "Antalet kan inte vara mindre än 0." (an alert, the input's description), the input cleared, nothing saved. */
export const NegativeRefused: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const [line] = await firstLines(1);
    if (!line) throw new Error('no line');
    const input = inputOf(await lineOf(root, line));
    await typeCount(input, '-2');
    const alert = await within(await lineOf(root, line)).findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Antalet kan inte vara mindre än 0.');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Antalet kan inte vara mindre än 0.');
    await new Promise((r) => setTimeout(r, 700));
    await expect(progress(root)).toBe(`0 av ${MLM_LINES} rader räknade`);
    await expect((await countLines('status=REPORTED&amount=1')).count).toBe(0);
  },
};

/** The fixed asset HMC499001 (searched for): a 2 refused naming it, the input cleared; a 1 is saved. */
export const FixedAssetRefused: Story = {
  args: { q: FIXED_ASSET },
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    await waitFor(() => expect(linesCount(root)).toBe('1 rad'), TIMEOUT);
    const [row] = [...(await lineList(root)).querySelectorAll<HTMLElement>('[role=listitem]')];
    if (!row) throw new Error('no line');
    await expect(row).toHaveTextContent(`100000 · ${FIXED_ASSET}`);
    await expect(row).toHaveTextContent('Rollator Etac Standard');
    const input = inputOf(row);
    await typeCount(input, '2');
    await expect(await within(row).findByRole('alert', {}, TIMEOUT)).toHaveTextContent(`Rapporterat antal är inte giltigt för inventarie ${FIXED_ASSET}, det måste vara 0 eller 1.`);
    await expect(input).toHaveValue('');
    await expect((await countLines('status=REPORTED&amount=1')).count).toBe(0);
    await typeCount(input, '1');
    await settled(root);
    await waitFor(() => expect(progress(root)).toBe(`1 av ${MLM_LINES} rader räknade`), TIMEOUT);
    await expect(within(row).queryByRole('alert')).toBeNull();
    await expect(input).toHaveValue('1');
  },
};

// ---- the connection lost ------------------------------------------------------------------------------

/**
 * The browser goes offline: "Ingen anslutning", three lines counted are kept ("Inte sparat än" on
 * each, the banner counting them), nothing reaches the server; back online they are sent in order,
 * the markers and the banner go, "3 av 84 rader räknade".
 */
export const NotSavedOffline: Story = {
  beforeEach: () => goOnline,
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const lines = await plainLines(3);
    await lineList(root);
    goOffline();
    await expect(await ui.findByText(/^Ingen anslutning\. Fortsätt räkna/, {}, TIMEOUT)).toHaveAttribute('role', 'status');
    for (const line of lines) await typeCount(inputOf(await lineOf(root, line)), String(line.product.quantity + 1));
    await waitFor(() => expect(root.querySelectorAll('[part=not-saved]')).toHaveLength(3), TIMEOUT);
    for (const line of lines) {
      const marker = (await lineOf(root, line)).querySelector('[part=not-saved]');
      await expect(marker).toHaveTextContent('Inte sparat än');
      await expect(marker).toHaveAttribute('title', 'Sparas när anslutningen är tillbaka');
    }
    const banner = root.querySelector('[part=pending]');
    await expect(banner).toHaveTextContent('3 räknade antal är inte sparade än. De sparas i den här webbläsaren och skickas när anslutningen är tillbaka.');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(progress(root)).toBe(`0 av ${MLM_LINES} rader räknade`);
    await expect((await countLines('status=REPORTED&amount=1')).count).toBe(0);

    goOnline();
    await waitFor(() => expect(root.querySelectorAll('[part=not-saved]')).toHaveLength(0), TIMEOUT);
    await waitFor(() => expect(root.querySelector('[part=pending]')).toBeNull(), TIMEOUT);
    await waitFor(() => expect(progress(root)).toBe(`3 av ${MLM_LINES} rader räknade`), TIMEOUT);
    await expect(ui.queryByText(/^Ingen anslutning/)).toBeNull();
    const reported = await countLines('status=REPORTED&amount=10');
    await expect(reported.page.map((l) => [l.id, l.reportedQty])).toEqual(lines.map((l) => [l.id, l.product.quantity + 1]));
  },
};

// ---- a line changed meanwhile -----------------------------------------------------------------------

/** Frida counts the first line to 5 after the element read it; Leo types 7: both values shown, the choice offered, nothing overwritten. */
async function conflict(canvasElement: HTMLElement) {
  const { root, ui } = await element(canvasElement);
  const [line] = await plainLines(1);
  if (!line) throw new Error('no line');
  await lineList(root);
  await reportAs(FRIDA, line, 5);
  const input = inputOf(await lineOf(root, line));
  await typeCount(input, '7');
  const alert = await waitFor(() => {
    const found = root.querySelector<HTMLElement>('[part=conflict]');
    if (!found) throw new Error('no conflict shown');
    return found;
  }, TIMEOUT);
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveTextContent('Frida Förskrivare har ändrat raden till 5. Du räknade 7.');
  const row = await lineOf(root, line);
  // The line's buttons wait for the choice.
  await expect(within(row).getByRole('button', { name: 'Ta bort' })).toBeDisabled();
  // Nothing overwritten: the server still has Frida's 5.
  await expect((await countLines('status=REPORTED&amount=1')).page[0]?.reportedQty).toBe(5);
  return { root, ui, line, row, alert, input };
}

/** "Behåll mitt (7)": Leo's 7 is sent on the line's new version and saved, the conflict gone. */
export const ConflictKeepMine: Story = {
  play: async ({ canvasElement }) => {
    const { root, line, alert } = await conflict(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: 'Behåll mitt (7)' }));
    await waitFor(() => expect(root.querySelector('[part=conflict]')).toBeNull(), TIMEOUT);
    await settled(root);
    const row = await lineOf(root, line);
    await expect(inputOf(row)).toHaveValue('7');
    await waitFor(() => expect(row).toHaveTextContent('Leo Lagerström'), TIMEOUT);
    await expect((await countLines('status=REPORTED&amount=1')).page.map((l) => [l.id, l.reportedQty, l.reportedBy])).toEqual([[line.id, 7, 'Leo Lagerström']]);
  },
};

/** "Använd 5": Frida's 5 stands, shown with her name; nothing is sent. */
export const ConflictUseTheirs: Story = {
  play: async ({ canvasElement }) => {
    const { root, line, alert } = await conflict(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: 'Använd 5' }));
    await waitFor(() => expect(root.querySelector('[part=conflict]')).toBeNull(), TIMEOUT);
    const row = await lineOf(root, line);
    await expect(inputOf(row)).toHaveValue('5');
    await expect(row).toHaveTextContent('Frida Förskrivare');
    await expect(within(row).getByRole('button', { name: 'Ta bort' })).toBeEnabled();
    await new Promise((r) => setTimeout(r, 700));
    await expect((await countLines('status=REPORTED&amount=1')).page.map((l) => [l.id, l.reportedQty, l.reportedBy])).toEqual([[line.id, 5, 'Frida Förskrivare']]);
  },
};

// ---- confirm and annul ----------------------------------------------------------------------------

/**
 * Confirm: its dialog says what happens (Avbryt first, the count kept); confirmed ("Inventeringen är
 * bekräftad och saldona är uppdaterade."), the storage has no open count: Start count again. The
 * lines are counted to their own balances, so no balance changes.
 */
export const ConfirmCount: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const lines = await firstLines(2);
    for (const line of lines) await typeCount(inputOf(await lineOf(root, line)), String(line.product.quantity));
    await settled(root);
    await waitFor(() => expect(ui.getByRole('button', { name: 'Bekräfta inventering' })).toBeEnabled(), TIMEOUT);
    const open = async () => {
      await userEvent.click(ui.getByRole('button', { name: 'Bekräfta inventering' }));
      return ui.findByRole('dialog', { name: 'Bekräfta inventeringen?' }, TIMEOUT);
    };
    let dialog = await open();
    await expect(dialog).toHaveTextContent('Saldot för varje räknad rad sätts till det räknade antalet. Rader som inte är räknade lämnas som de är. Det går inte att ångra.');
    await expect(focused(within(dialog).getByRole('button', { name: 'Avbryt' }))).toBe(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await closed(ui);
    await expect(statusOf(root)).toBe('Pågår');

    dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await expect(await ui.findByText('Inventeringen är bekräftad och saldona är uppdaterade.', {}, TIMEOUT)).toBeVisible();
    await closed(ui);
    await expect(await ui.findByRole('button', { name: 'Starta inventering' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('heading', { level: 2, name: 'Ingen pågående inventering' })).toBeVisible();
    await expect(root.querySelector('[part=count]')).toBeNull();
    await expect(await openCount()).toBeNull();
  },
};

/** Annul: its dialog (Avbryt keeps the count); annulled: Start count again, and "Inventeringen är makulerad." said. */
export const AnnulCount: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lineList(root);
    const open = async () => {
      await userEvent.click(ui.getByRole('button', { name: 'Makulera inventering' }));
      return ui.findByRole('dialog', { name: 'Makulera inventeringen?' }, TIMEOUT);
    };
    let dialog = await open();
    await expect(dialog).toHaveTextContent('Inventeringen och alla räknade antal tas bort. Saldona ändras inte.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await closed(ui);
    await expect(root.querySelector('[part=count]')).not.toBeNull();

    dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Makulera' }));
    await expect(await ui.findByRole('button', { name: 'Starta inventering' }, TIMEOUT)).toBeVisible();
    await closed(ui);
    await expect(root.querySelector('[part=count]')).toBeNull();
    await expect(await openCount()).toBeNull();
    // The success notice (annulDialog.done). Not shown as a rule: useAnnulCount's onSettled returns
    // the invalidation, so the count is read again (none) and OpenCount, which holds the mutate()
    // callbacks, is gone before they run (reported; the element is to be fixed, not this story).
    await expect(await ui.findByText('Inventeringen är makulerad.', {}, TIMEOUT)).toBeVisible();
  },
};
