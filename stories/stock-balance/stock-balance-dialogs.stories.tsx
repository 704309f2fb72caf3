/**
 * `<fsp-stock-balance>`'s actions (spec 3 §4 Moves, scrapping, returns, §5, §6 feature flags) on
 * BL-MLM, with the reference API running in the page, as Frida Förskrivare (the orderMoveEnabled
 * flag): the move dialog (a location of the row's storage is required; 1 to what is available), a
 * move done, refused (409, said in the dialog, the choices kept) and its locations failing; the
 * scrap dialog (a reason is required; 1 to what is available; a fixed asset whole), a scrap done
 * and refused; with an active order for another base storage (BL-LND), "Flytta till order" instead
 * of "Flytta", no product links and no Create base-storage move order, and the order move (to a
 * location of the receiving storage: chosen and sent, refused with the choices kept, its locations
 * loading, failing and none; English); the rows of that order's own storage; Create base-storage move order (every storage but the viewed).
 *
 * The in-page database is shared by the stories of this file. What is done for real is done to rows
 * no other story reads (a Vridplatta Handicare Bred moved, a Rollatorkorg Vermeiren Låg scrapped),
 * each story compares with what it saw first; the Käpp fixture (F-10-1, 12, 2 allocated) is only
 * read (an order move allocates nothing). Every story starts and ends with no active order: one a
 * story makes is deleted after it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { AppData } from '../../src/contract/authentication.ts';
import type { Order } from '../../src/contract/orders.ts';
import { api, TIMEOUT } from '../helpers.ts';
import {
  actionsOf,
  apiError,
  baseMeta,
  cell,
  choose,
  element,
  intercept,
  madeOrder,
  optionsOf,
  quantityOf,
  rowList,
  rowWith,
  STORAGE,
  withOrderFor,
  withoutOrder,
  type Args,
  type Ui,
} from './stock-balance-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-stock-balance dialogs',
  args: { storage: STORAGE.mlm },
  beforeEach: withoutOrder,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const KAPP = 'Käpp Etac Standard';

/** Opens a row's action (by the button's accessible name) and gives its dialog. */
async function openAction(ui: Ui, row: HTMLElement, button: string, title: string) {
  await userEvent.click(within(row).getByRole('button', { name: button }));
  return ui.findByRole('dialog', { name: title }, TIMEOUT);
}

/** The move dialog's location select, once the locations are there (its options come a render after it). */
async function locationSelect(dialog: HTMLElement) {
  const select = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: 'Till lagerplats' }, TIMEOUT);
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1), TIMEOUT);
  return select;
}

async function closed(ui: Ui) {
  await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
}

// ---- move ----------------------------------------------------------------------------------------

/**
 * Move of the Käpp fixture: where it is, the locations of its storage but its own (BL-MLM's main
 * and return warehouses), Flytta disabled (and why) until one is chosen, an amount from 1 to the 10
 * available. Cancelled: nothing changes.
 */
export const MoveDialog: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const kapp = await rowWith(root, KAPP, 'F-10-1');
    const dialog = await openAction(ui, kapp, 'Flytta Käpp Etac Standard på F-10-1', 'Flytta Käpp Etac Standard');
    const d = within(dialog);
    await expect(d.getByText('Från F-10-1, Huvudlager (Baslager Malmö Centrum).')).toBeVisible();
    const confirm = d.getByRole('button', { name: 'Flytta' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj en lagerplats att flytta till.');
    const location = await locationSelect(dialog);
    const options = optionsOf(location);
    await expect(options[0]).toBe('Välj…');
    await expect(options).toContain('BL-MLM-HL · F-09-1 (Gång F, hylla 09, plan 1)');
    await expect(options).toContain('BL-MLM-RET · RET-01 (Returhylla)');
    await expect(options.filter((o) => o?.includes('F-10-1'))).toEqual([]);
    await expect(options).toHaveLength(1 + 180 + 2 - 1);
    const amount = d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' });
    await expect(within(d.getByRole('list', { name: 'Antal att flytta' })).getByText(/^10 \S+ tillgängligt$/)).toBeVisible();
    await expect(amount).toHaveValue(1);
    await expect(amount).toHaveAttribute('min', '1');
    await expect(amount).toHaveAttribute('max', '10');
    await expect(d.getByRole('button', { name: `Minska antal ${KAPP}` })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await expect(amount).toHaveValue(2);
    await choose(location, 'BL-MLM-HL · F-09-1 (Gång F, hylla 09, plan 1)');
    await expect(confirm).toBeEnabled();
    await expect(confirm).not.toHaveAccessibleDescription();
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await closed(ui);
    await expect(cell(await rowWith(root, KAPP, 'F-10-1'), 'Antal')).toHaveTextContent(/^Antal12 \S+2 reserverat10 tillgängligt$/);
  },
};

/** Two Vridplatta Handicare Bred moved to F-09-1: "Artikeln är flyttad.", two fewer on D-03-3, and a row of them on F-09-1. */
export const MoveDone: Story = {
  args: { q: 'Vridplatta' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const row = await rowWith(root, 'Vridplatta Handicare Bred', 'D-03-3');
    const before = quantityOf(row);
    await expect(before).toBeGreaterThan(2);
    const dialog = await openAction(ui, row, 'Flytta Vridplatta Handicare Bred på D-03-3', 'Flytta Vridplatta Handicare Bred');
    const d = within(dialog);
    await choose(await locationSelect(dialog), 'BL-MLM-HL · F-09-1 (Gång F, hylla 09, plan 1)');
    await userEvent.click(d.getByRole('button', { name: 'Öka antal Vridplatta Handicare Bred' }));
    await userEvent.click(d.getByRole('button', { name: 'Flytta' }));
    await expect(await ui.findByText('Artikeln är flyttad.', {}, TIMEOUT)).toBeVisible();
    await closed(ui);
    await waitFor(async () => expect(quantityOf(await rowWith(root, 'Vridplatta Handicare Bred', 'D-03-3'))).toBe(before - 2), TIMEOUT);
    const moved = await rowWith(root, 'Vridplatta Handicare Bred', 'F-09-1');
    await expect(quantityOf(moved)).toBeGreaterThanOrEqual(2);
  },
};

/**
 * A refused move (409 QUANTITY_NOT_AVAILABLE, as when someone took the units meanwhile): said in the
 * dialog, which stays open with the location and the amount as chosen; no success notice.
 */
export const MoveRefused: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'POST' && /^\/rs\/fsp\/v1\/base-storages\/balances\/\d+\/move$/.test(url.pathname)
      ? apiError(409, 'QUANTITY_NOT_AVAILABLE', 'Antalet finns inte tillgängligt.')
      : null,
  ),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const dialog = await openAction(ui, await rowWith(root, KAPP, 'F-10-1'), 'Flytta Käpp Etac Standard på F-10-1', 'Flytta Käpp Etac Standard');
    const d = within(dialog);
    const location = await locationSelect(dialog);
    await choose(location, 'BL-MLM-HL · F-09-2 (Gång F, hylla 09, plan 2)');
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await userEvent.click(d.getByRole('button', { name: 'Flytta' }));
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent(
      'Det gick inte att flytta. Så många finns inte tillgängliga längre, kanske tog någon annan dem nyss. Ingenting har ändrats; listan är uppdaterad.',
    );
    await expect(dialog).toBeVisible();
    await expect(location).toHaveDisplayValue('BL-MLM-HL · F-09-2 (Gång F, hylla 09, plan 2)');
    await expect(d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' })).toHaveValue(3);
    await expect(d.getByRole('button', { name: 'Flytta' })).toBeEnabled();
    await expect(ui.queryByText('Artikeln är flyttad.')).toBeNull();
  },
};

/** The locations do not come (500): said in the dialog with a retry; Flytta stays disabled. */
export const MoveLocationsFailed: Story = {
  parameters: { api: { status: { '/warehouses/locations': 500 } } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const dialog = await openAction(ui, await rowWith(root, KAPP, 'F-10-1'), 'Flytta Käpp Etac Standard på F-10-1', 'Flytta Käpp Etac Standard');
    const d = within(dialog);
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Lagerplatserna kunde inte hämtas.');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    await expect(d.queryByRole('combobox')).toBeNull();
    await expect(d.getByRole('button', { name: 'Flytta' })).toBeDisabled();
    await expect(d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' })).toHaveValue(1);
  },
};

// ---- scrap ---------------------------------------------------------------------------------------

/**
 * Scrap: Skrota disabled (and why) until a reason is chosen; the Käpp from 1 to its 10 available;
 * the fixed asset HMC499001 whole. Cancelled: nothing changes.
 */
export const ScrapDialog: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const dialog = await openAction(ui, await rowWith(root, KAPP, 'F-10-1'), 'Skrota Käpp Etac Standard på F-10-1', 'Skrota Käpp Etac Standard');
    const d = within(dialog);
    await expect(d.getByText('Från F-10-1, Huvudlager (Baslager Malmö Centrum).')).toBeVisible();
    const confirm = d.getByRole('button', { name: 'Skrota' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj en orsak för att kunna skrota.');
    const reason = await d.findByRole('combobox', { name: 'Orsak' }, TIMEOUT);
    await waitFor(() => expect(optionsOf(reason)).toEqual(['Välj…', 'Trasig', 'Sliten', 'Saknas', 'Föråldrad', 'Hygienskäl']), TIMEOUT);
    const amount = d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' });
    await expect(within(d.getByRole('list', { name: 'Antal att skrota' })).getByText(/^10 \S+ tillgängligt$/)).toBeVisible();
    await expect(amount).toHaveValue(1);
    await expect(amount).toHaveAttribute('max', '10');
    const increase = d.getByRole('button', { name: `Öka antal ${KAPP}` });
    for (let n = 2; n <= 10; n++) await userEvent.click(increase);
    await expect(amount).toHaveValue(10);
    await expect(increase).toBeDisabled();
    await expect(d.getByRole('button', { name: `Minska antal ${KAPP}` })).toBeEnabled();
    await choose(reason, 'Sliten');
    await expect(confirm).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await closed(ui);
    await expect(cell(await rowWith(root, KAPP, 'F-10-1'), 'Antal')).toHaveTextContent(/^Antal12 \S+2 reserverat10 tillgängligt$/);

    // a fixed asset: whole, no counter (the dialog left open)
    const asset = await openAction(ui, await rowWith(root, 'HMC499001'), 'Skrota Rollator Etac Standard på F-10-2', 'Skrota Rollator Etac Standard');
    const a = within(asset);
    await expect(a.getByText('Hela: 1 st')).toBeVisible();
    await expect(a.queryByRole('spinbutton')).toBeNull();
    await expect(a.getByRole('list', { name: 'Antal att skrota' })).toHaveTextContent('Rollator Etac StandardInv.nr HMC499001Hela: 1 st');
    await choose(await a.findByRole('combobox', { name: 'Orsak' }, TIMEOUT), 'Trasig');
    await expect(a.getByRole('button', { name: 'Skrota' })).toBeEnabled();
  },
};

/** One Rollatorkorg Vermeiren Låg scrapped ("Trasig"): the notice with its name, one fewer in the list. */
export const ScrapDone: Story = {
  args: { q: 'Rollatorkorg' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const row = await rowWith(root, 'Rollatorkorg Vermeiren Låg', 'E-07-1');
    const before = quantityOf(row);
    await expect(before).toBeGreaterThan(1);
    const dialog = await openAction(ui, row, 'Skrota Rollatorkorg Vermeiren Låg på E-07-1', 'Skrota Rollatorkorg Vermeiren Låg');
    const d = within(dialog);
    await choose(await d.findByRole('combobox', { name: 'Orsak' }, TIMEOUT), 'Trasig');
    await userEvent.click(d.getByRole('button', { name: 'Skrota' }));
    await expect(await ui.findByText('Rollatorkorg Vermeiren Låg är skrotad.', {}, TIMEOUT)).toBeVisible();
    await closed(ui);
    await waitFor(async () => expect(quantityOf(await rowWith(root, 'Rollatorkorg Vermeiren Låg', 'E-07-1'))).toBe(before - 1), TIMEOUT);
  },
};

/** A refused scrap (409 QUANTITY_NOT_AVAILABLE): said in the dialog, which keeps the reason and the amount; no notice. */
export const ScrapRefused: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'POST' && url.pathname === '/rs/fsp/v1/base-storages/balances/scrap' ? apiError(409, 'QUANTITY_NOT_AVAILABLE', 'Antalet finns inte tillgängligt.') : null,
  ),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const dialog = await openAction(ui, await rowWith(root, KAPP, 'F-10-1'), 'Skrota Käpp Etac Standard på F-10-1', 'Skrota Käpp Etac Standard');
    const d = within(dialog);
    const reason = await d.findByRole('combobox', { name: 'Orsak' }, TIMEOUT);
    await choose(reason, 'Saknas');
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await userEvent.click(d.getByRole('button', { name: 'Skrota' }));
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent(
      'Det gick inte att skrota. Så många finns inte tillgängliga längre, kanske tog någon annan dem nyss. Ingenting har ändrats; listan är uppdaterad.',
    );
    await expect(reason).toHaveDisplayValue('Saknas');
    await expect(d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' })).toHaveValue(2);
    await expect(d.getByRole('button', { name: 'Skrota' })).toBeEnabled();
    await expect(ui.queryByText('Käpp Etac Standard är skrotad.')).toBeNull();
  },
};

// ---- an active order for another base storage ------------------------------------------------------

/**
 * Frida's active order goes to BL-LND (a FACILITY receiver, not the viewed BL-MLM), and she has the
 * orderMoveEnabled flag: every row with something available offers "Flytta till order" instead of
 * "Flytta"; product names are not links (fixed assets keep theirs); no Create base-storage move order.
 */
export const OrderForAnotherStorage: Story = {
  beforeEach: withOrderFor(STORAGE.lnd),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await waitFor(async () => expect(actionsOf(await rowWith(root, KAPP, 'F-10-1'))).toEqual(['Flytta till order', 'Skrota']), TIMEOUT);
    const kapp = await rowWith(root, KAPP, 'F-10-1');
    await expect(within(kapp).getByRole('button', { name: 'Flytta till order: Käpp Etac Standard på F-10-1' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Skapa baslagerflyttorder' })).toBeNull();
    const list = await rowList(root);
    await expect(within(list).queryAllByRole('button', { name: /^Flytta (?!till order: )/ })).toEqual([]);
    await expect(root.querySelector('[part=product-link]')).toBeNull();
    await expect(kapp.querySelector('.cell.product > strong')).toHaveTextContent(KAPP);
    await expect(within(await rowWith(root, 'HMC499001')).getByRole('link', { name: 'Inventarie HMC499001' })).toBeVisible();
  },
};

/** The order's own storage (BL-LND) viewed: nothing may move there (no direct move, no order move into itself), only Skrota; its product links show. */
export const OrderForThisStorage: Story = {
  args: { storage: STORAGE.lnd },
  beforeEach: withOrderFor(STORAGE.lnd),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const list = await rowList(root);
    await waitFor(() => expect(within(list).queryAllByRole('button', { name: /^Flytta / })).toEqual([]), TIMEOUT);
    const rows = [...list.querySelectorAll<HTMLElement>('[role=listitem]')];
    for (const row of rows) await expect(actionsOf(row).every((a) => a === 'Skrota')).toBe(true);
    await expect(within(list).getAllByRole('button', { name: /^Skrota / }).length).toBeGreaterThan(0);
    await expect(root.querySelector('[part=product-link]')).not.toBeNull();
    await expect(ui.queryByRole('button', { name: 'Skapa baslagerflyttorder' })).toBeNull();
  },
};

/** Opens the order move of the Käpp, once the active order is known. */
async function openOrderMove(root: HTMLElement, ui: Ui) {
  await waitFor(async () => expect(actionsOf(await rowWith(root, KAPP, 'F-10-1'))).toEqual(['Flytta till order', 'Skrota']), TIMEOUT);
  return openAction(ui, await rowWith(root, KAPP, 'F-10-1'), 'Flytta till order: Käpp Etac Standard på F-10-1', 'Flytta Käpp Etac Standard till baslagerordern');
}

/** The order move's location select (BL-LND's), once its locations are there. */
async function receivingLocationSelect(dialog: HTMLElement, receiver = 'Baslager Lund', label = 'Till lagerplats i') {
  const select = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: `${label} ${receiver}` }, TIMEOUT);
  await waitFor(() => expect(select.options.length).toBeGreaterThan(1), TIMEOUT);
  return select;
}

/**
 * The order move's dialog: it names the active order and its receiver (BL-LND) and offers the
 * receiving storage's locations (its main and return warehouses', none of BL-MLM's), where the goods
 * go (spec 3 §5, §7 toWarehouseLocation): "Lägg till i ordern" disabled (and why) until one is
 * chosen; 1 to the 10 available.
 */
export const OrderMoveDialog: Story = {
  beforeEach: withOrderFor(STORAGE.lnd),
  play: async ({ canvasElement }) => {
    const order = madeOrder();
    const { root, ui } = await element(canvasElement);
    const dialog = await openOrderMove(root, ui);
    const d = within(dialog);
    await expect(d.getByText('Från F-10-1, Huvudlager (Baslager Malmö Centrum).')).toBeVisible();
    await expect(d.getByText(`En flyttrad läggs till order ${order.orderNumber} till Baslager Lund.`)).toBeVisible();
    const confirm = d.getByRole('button', { name: 'Lägg till i ordern' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj en lagerplats i det mottagande baslagret.');
    const location = await receivingLocationSelect(dialog);
    const options = optionsOf(location);
    await expect(options[0]).toBe('Välj…');
    await expect(options).toContain('BL-LND-HL · F-10-1 (Gång F, hylla 10, plan 1)');
    await expect(options).toContain('BL-LND-RET · RET-01 (Returhylla)');
    await expect(options.filter((o) => o?.includes('BL-MLM'))).toEqual([]);
    await expect(options).toHaveLength(1 + 180 + 2);
    const amount = d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' });
    await expect(amount).toHaveValue(1);
    await expect(amount).toHaveAttribute('max', '10');
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await expect(amount).toHaveValue(2);
    await choose(location, 'BL-LND-HL · F-10-1 (Gång F, hylla 10, plan 1)');
    await expect(confirm).toBeEnabled();
    await expect(confirm).not.toHaveAccessibleDescription();
  },
};

/**
 * Two of the Käpp moved into the order, to BL-LND's F-09-1: "Artikeln är flyttad.", the order has a
 * BASE_STORAGE_MOVE line of 2 to that location, and nothing is allocated in the storage.
 */
export const OrderMoveDone: Story = {
  beforeEach: withOrderFor(STORAGE.lnd),
  play: async ({ canvasElement }) => {
    const order = madeOrder();
    const { root, ui } = await element(canvasElement);
    const dialog = await openOrderMove(root, ui);
    const d = within(dialog);
    await choose(await receivingLocationSelect(dialog), 'BL-LND-HL · F-09-1 (Gång F, hylla 09, plan 1)');
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await userEvent.click(d.getByRole('button', { name: 'Lägg till i ordern' }));
    await expect(await ui.findByText('Artikeln är flyttad.', {}, TIMEOUT)).toBeVisible();
    await closed(ui);
    const after = await api<Order>('GET', `/fsp/v1/web-orders/${order.id}`);
    await expect(after.content.map((c) => ({ type: c.contentType, product: c.product?.productNumber, quantity: c.product?.quantity, to: c.toWarehouseLocation?.value }))).toEqual([
      { type: 'BASE_STORAGE_MOVE', product: '100010', quantity: 2, to: 'F-09-1' },
    ]);
    await expect(cell(await rowWith(root, KAPP, 'F-10-1'), 'Antal')).toHaveTextContent(/^Antal12 \S+2 reserverat10 tillgängligt$/);
  },
};

/**
 * A refused order move (409 QUANTITY_NOT_AVAILABLE): said in the dialog, which stays open with the
 * location and the amount as chosen; no success notice, nothing in the order.
 */
export const OrderMoveRefused: Story = {
  beforeEach: [
    withOrderFor(STORAGE.lnd),
    intercept(({ method, url }) =>
      method === 'POST' && /^\/rs\/fsp\/v1\/base-storages\/balances\/\d+\/move$/.test(url.pathname)
        ? apiError(409, 'QUANTITY_NOT_AVAILABLE', 'Antalet finns inte tillgängligt.')
        : null,
    ),
  ],
  play: async ({ canvasElement }) => {
    const order = madeOrder();
    const { root, ui } = await element(canvasElement);
    const dialog = await openOrderMove(root, ui);
    const d = within(dialog);
    const location = await receivingLocationSelect(dialog);
    await choose(location, 'BL-LND-HL · F-09-2 (Gång F, hylla 09, plan 2)');
    await userEvent.click(d.getByRole('button', { name: `Öka antal ${KAPP}` }));
    await userEvent.click(d.getByRole('button', { name: 'Lägg till i ordern' }));
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Det gick inte att lägga till flytten i ordern.');
    await expect(dialog).toBeVisible();
    await expect(location).toHaveDisplayValue('BL-LND-HL · F-09-2 (Gång F, hylla 09, plan 2)');
    await expect(d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' })).toHaveValue(2);
    await expect(d.getByRole('button', { name: 'Lägg till i ordern' })).toBeEnabled();
    await expect(ui.queryByText('Artikeln är flyttad.')).toBeNull();
    await expect((await api<Order>('GET', `/fsp/v1/web-orders/${order.id}`)).content).toEqual([]);
  },
};

/** The receiving storage's locations do not come (500): said in the dialog with a retry; "Lägg till i ordern" stays disabled, the amount kept. */
export const OrderMoveLocationsFailed: Story = {
  beforeEach: withOrderFor(STORAGE.lnd),
  parameters: { api: { status: { '/warehouses/locations': 500 } } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const d = within(await openOrderMove(root, ui));
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Lagerplatserna i Baslager Lund kunde inte hämtas.');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    await expect(d.queryByRole('combobox')).toBeNull();
    await expect(d.getByRole('button', { name: 'Lägg till i ordern' })).toBeDisabled();
    await expect(d.getByRole('spinbutton', { name: 'Antal av Käpp Etac Standard' })).toHaveValue(1);
  },
};

/** While the receiving storage's locations are on their way: said in the dialog; "Lägg till i ordern" waits. */
export const OrderMoveLocationsLoading: Story = {
  beforeEach: [
    withOrderFor(STORAGE.lnd),
    intercept(({ method, url }) => (method === 'GET' && url.pathname === `/rs/fsp/v1/base-storages/${STORAGE.lnd}/warehouses/locations` ? new Promise<Response>(() => undefined) : null)),
  ],
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const d = within(await openOrderMove(root, ui));
    await expect(await d.findByText('Hämtar lagerplatserna i Baslager Lund …', {}, TIMEOUT)).toBeVisible();
    await expect(d.queryByRole('combobox')).toBeNull();
    await expect(d.getByRole('button', { name: 'Lägg till i ordern' })).toBeDisabled();
  },
};

/** A receiving storage with no locations (an empty answer): said in place of the select; nothing can be sent. */
export const OrderMoveNoLocations: Story = {
  beforeEach: [
    withOrderFor(STORAGE.lnd),
    intercept(({ method, url }) =>
      method === 'GET' && url.pathname === `/rs/fsp/v1/base-storages/${STORAGE.lnd}/warehouses/locations` ? Promise.resolve(Response.json({ page: [], count: 0 })) : null,
    ),
  ],
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const d = within(await openOrderMove(root, ui));
    const none = await d.findByRole('status', {}, TIMEOUT);
    await expect(none).toHaveTextContent('Baslager Lund har inga lagerplatser, så ingenting kan flyttas dit. Be den som sköter baslagret att lägga upp en lagerplats.');
    await expect(d.queryByRole('combobox')).toBeNull();
    const confirm = d.getByRole('button', { name: 'Lägg till i ordern' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj en lagerplats i det mottagande baslagret.');
  },
};

/** The order move's dialog in English: the receiving storage's locations and the texts. */
export const OrderMoveEnglish: Story = {
  args: { lang: 'en' },
  beforeEach: withOrderFor(STORAGE.lnd),
  play: async ({ canvasElement }) => {
    const order = madeOrder();
    const { root, ui } = await element(canvasElement);
    await waitFor(async () => expect(actionsOf(await rowWith(root, KAPP, 'F-10-1'))).toEqual(['Move to order', 'Scrap']), TIMEOUT);
    const dialog = await openAction(ui, await rowWith(root, KAPP, 'F-10-1'), 'Move to order: Käpp Etac Standard on F-10-1', 'Move Käpp Etac Standard into the base-storage order');
    const d = within(dialog);
    await expect(d.getByText(`A move line is added to order ${order.orderNumber} for Baslager Lund.`)).toBeVisible();
    const confirm = d.getByRole('button', { name: 'Add to the order' });
    await expect(confirm).toHaveAccessibleDescription('Choose a location in the receiving base storage.');
    const location = await receivingLocationSelect(dialog, 'Baslager Lund', 'To location in');
    await choose(location, 'BL-LND-HL · F-09-1 (Gång F, hylla 09, plan 1)');
    await expect(confirm).toBeEnabled();
  },
};

// ---- Create base-storage move order ----------------------------------------------------------------

/** Opens Create base-storage move order, once the rows show that no order is active. */
async function openCreateOrder(root: HTMLElement, ui: Ui) {
  await waitFor(async () => expect(actionsOf(await rowWith(root, KAPP, 'F-10-1'))).toEqual(['Flytta', 'Skrota']), TIMEOUT);
  // The button waits for the session's flags (orderMoveEnabled), which may come after the rows.
  await userEvent.click(await ui.findByRole('button', { name: 'Skapa baslagerflyttorder' }, TIMEOUT));
  const dialog = await ui.findByRole('dialog', { name: 'Skapa baslagerflyttorder' }, TIMEOUT);
  return { d: within(dialog), storage: await within(dialog).findByRole('combobox', { name: 'Mottagande baslager' }, TIMEOUT) };
}

/** No active order: Create base-storage move order lists every base storage but the viewed BL-MLM; "Skapa order" waits for one. */
export const CreateMoveOrderDialog: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const { d, storage } = await openCreateOrder(root, ui);
    await expect(d.getByText('En ny order till ett annat baslager blir din aktiva order. Rader flyttas sedan till den med Flytta till order.')).toBeVisible();
    const confirm = d.getByRole('button', { name: 'Skapa order' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Välj det baslager som ska ta emot.');
    await waitFor(() => expect(optionsOf(storage)).toEqual(['Välj…', 'BL-BRS Baslager Borås', 'BL-HSD Baslager Halmstad', 'BL-LND Baslager Lund']), TIMEOUT);
    await choose(storage, 'BL-LND Baslager Lund');
    await expect(confirm).toBeEnabled();
  },
};

/**
 * BL-LND chosen: the order is made and active (the notice names it), the button goes, and the rows
 * offer "Flytta till order". (The order is deleted after the story.)
 */
export const CreateMoveOrderDone: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const { d, storage } = await openCreateOrder(root, ui);
    await choose(storage, 'BL-LND Baslager Lund');
    await userEvent.click(d.getByRole('button', { name: 'Skapa order' }));
    const notice = await ui.findByText(/^Order \d+ till Baslager Lund är skapad och aktiv\.$/, {}, TIMEOUT);
    await expect(notice).toBeVisible();
    await closed(ui);
    const appData = await api<AppData>('GET', '/authentication');
    const active = await api<Order>('GET', `/fsp/v1/web-orders/${appData.currentOrder?.id}`);
    await expect(active.receiver).toMatchObject({ type: 'FACILITY', id: STORAGE.lnd });
    await expect(notice).toHaveTextContent(`Order ${active.orderNumber} till Baslager Lund`);
    await waitFor(() => expect(ui.queryByRole('button', { name: 'Skapa baslagerflyttorder' })).toBeNull(), TIMEOUT);
    await waitFor(async () => expect(actionsOf(await rowWith(root, KAPP, 'F-10-1'))).toEqual(['Flytta till order', 'Skrota']), TIMEOUT);
  },
};
