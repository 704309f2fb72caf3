/**
 * `<fsp-cart>`, the cart (spec 2 §2 Cart, §4 Content line status, Cart and sending, Joint
 * delivery, §5 Quantity counter, ETA date, Price display, Confirmations) and the order
 * confirmation (`view="sent"`), with data from the reference API running in the page (persona
 * Frida Förskrivare). Each story makes the order it needs through the API before the element
 * renders (an order to Astrid Nilsson, client 1, with lines of the products it names, delivered to
 * her registered address by standard delivery) and deletes it afterwards.
 *
 * States: loading, a failed load, not logged in, no such order, empty, drafts (Send disabled:
 * CART_DRAFT_INFO_MESSAGE), a draft without an address, ready to send (groups, prices, total),
 * joint delivery on one line (the error) and on two, a quantity change and a refused one, the ETA
 * dialog, deleting a line, Edit (a draft; a line in the cart reverted first), sending (the
 * navigation, one idempotency key) and a failed send, deleting the order, `draft`, a sent order's
 * cart, `view="sent"`, English, 375 px; the dialogs: Change address on two lines (and one line
 * failing, then a retry; none offered for one line), a content type's Overview (Cancel, Edit),
 * a line's Messages (send, plain text, count, delete after a confirmation) and View (with the
 * line's files: uploaded and deleted in the cart, links only in a sent order's). Astrid's
 * second address is Sommarboende, Strandvägen 3, Kivik.
 *
 * Seeded facts used (docs/world.md): products 4 Duschpall Etac Standard, 5 Toalettförhöjning and
 * 11 Käpp (active, orderable, not fixed assets, priced in SEK); delivery method 1 Ordinarie
 * leverans.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { API_ROOT, IDEMPOTENCY_HEADER, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { Order, OrderContent } from '../../src/contract/orders.ts';
import { cartTotal } from '../../src/areas/orders/rules.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { sessionStore } from '../../src/core/session/store.ts';
import { formatAmount } from '../../src/elements/cart/lines.ts';
import { focused, pick, typeInto } from '../core/core-helpers.tsx';
import { api, deliver, expectFailureAlert, expectFailureCard, expectNotLoggedIn, expectStillLoading, navigations, PNG_1X1, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/cart/cart.element.ts';

type Args = { order?: number; draft?: boolean; view?: 'sent'; embedded?: boolean; lang?: 'sv' | 'en' };

/** The order the story made (read by render and by the play function). */
let current: Order | null = null;

const meta = {
  title: 'Orders/fsp-cart',
  render: ({ order, draft, view, embedded, lang }) => (
    <fsp-cart order={order ?? current?.id ?? 0} {...(draft ? { draft: true } : {})} {...(view ? { view } : {})} {...(embedded ? { embedded: true } : {})} {...(lang ? { lang } : {})} />
  ),
  args: {},
  argTypes: {
    order: { control: 'number', description: 'The order; absent: the one the story made.' },
    draft: { control: 'boolean', description: 'Only the drafts.' },
    view: { control: 'inline-radio', options: [undefined, 'sent'] },
    embedded: { control: 'boolean', description: 'Shown under /embedded: no links to pages without an embedded twin.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const ASTRID = { type: 'CLIENT', id: 1 } as const;
const DUSCHPALL = 4;
const TOALETT = 5;
const KAPP = 11;

// ---- the API, as the logged-in persona -------------------------------------------------------------


type LineSpec = { product: number; quantity?: number; state: 'cart' | 'draft' | 'no-address'; joint?: boolean };

/** A line of the order: a draft (without or with its delivery), or one in the cart. */
async function addLine(order: number, spec: LineSpec): Promise<OrderContent> {
  const base = `/fsp/v1/web-orders/${order}/content`;
  let line = await api<OrderContent>('POST', base, { contentType: 'PRODUCT_DELIVERY', product: { id: spec.product, quantity: spec.quantity ?? 1 }, steps: 5, currentStep: 4 });
  if (spec.state === 'no-address') return line;
  await deliver(order, line.id, { method: true });
  if (spec.joint) await api('PUT', `${base}/${line.id}`, { codeliveryId: 1 });
  if (spec.state === 'cart') line = await api<OrderContent>('POST', `${base}/${line.id}?action=ADD_TO_CART`);
  return line;
}

/** POST …/files as the persona: a PNG of one pixel on the line, named `name`. */
async function attach(orderId: number, line: number, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new File([PNG_1X1], name, { type: 'image/png' }));
  const response = await getTransport()(`${API_ROOT}/fsp/v1/web-orders/${orderId}/content/${line}/files`, { method: 'POST', headers: { [SESSION_HEADER]: sessionStore.getState().sessionId ?? '' }, body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** `beforeEach`: an order to Astrid with the lines (`files` on the first); `send` sends it too. Deleted after the story (unless sent). */
const withOrder = (lines: LineSpec[], options: { send?: boolean; note?: string; files?: string[] } = {}) => async () => {
  current = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: ASTRID });
  const made = [];
  for (const l of lines) made.push(await addLine(current.id, l));
  for (const name of options.files ?? []) await attach(current.id, made[0]?.id ?? 0, name);
  if (options.note) await api('PUT', `/fsp/v1/web-orders/${current.id}`, { note: options.note });
  if (options.send) await api('POST', `/fsp/v1/web-orders/${current.id}?action=SEND`);
  current = await api<Order>('GET', `/fsp/v1/web-orders/${current.id}`);
  const id = current.id;
  return async () => {
    current = null;
    if (!options.send) await api('DELETE', `/fsp/v1/web-orders/${id}`).catch(() => undefined);
  };
};

function order(): Order {
  if (!current) throw new Error('the story made no order');
  return current;
}
const fetchOrder = () => api<Order>('GET', `/fsp/v1/web-orders/${order().id}`);
/** The product name of the order's line at `index` (lines in the order they were made). */
function nameOf(index: number): string {
  const name = order().content[index]?.product?.name;
  if (!name) throw new Error(`no line ${index}`);
  return name;
}

// ---- the element -------------------------------------------------------------------------------

/** The cart once its order is shown (the heading and no spinner). */
async function cart(canvasElement: HTMLElement, heading = 'Varukorg') {
  const el = await renderedElement(canvasElement, 'fsp-cart');
  await el.ui.findByRole('heading', { level: 1, name: heading }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}
type Ui = Awaited<ReturnType<typeof cart>>['ui'];

/** The line (an article named by what it orders). */
const lineOf = (ui: Ui, name: string) => ui.findByRole('article', { name }, TIMEOUT);

/** The open dialog of the element. */
async function openDialog(ui: Ui, name: string) {
  const dialog = await ui.findByRole('dialog', { name }, TIMEOUT);
  return { dialog, body: within(dialog) };
}

async function snackbar(root: HTMLElement, text: string) {
  await waitFor(() => expect(root.querySelector('.fsp-snackbar')).toHaveTextContent(text), TIMEOUT);
}

const sendButton = (ui: Ui, name = 'Skicka beställningen') => ui.getByRole('button', { name });

function expectedTotal(o: Order, lang: 'sv' | 'en' = 'sv') {
  const total = cartTotal(o.content);
  // Testing Library compares the text with its whitespace made plain spaces (the group separator is a no-break space).
  return `${formatAmount(total.amount, lang)} ${total.currency}`.replace(/\s/g, ' ');
}

// ---- states of the load ------------------------------------------------------------------------------

/** The server fails: the failure card with its retry. */
export const LoadFailed: Story = {
  args: { order: 1 },
  parameters: { api: { status: { '/web-orders/1': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-cart');
    await expectFailureCard(ui, 'Varukorgen kunde inte hämtas');
  },
};

/** Nobody is logged in: no call, "not logged in". */
export const NotLoggedIn: Story = {
  args: { order: 1 },
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-cart');
    await expectNotLoggedIn(ui, 'Logga in för att se varukorgen.');
  },
};

/** An order that is not the user's (or none): said, with the way to the start page. */
export const NotFound: Story = {
  args: { order: 999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Beställningen finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  },
};

/** The order is on its way: the spinner. */
export const Loading: Story = {
  args: { order: 1 },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-cart');
    await expect(ui.getByRole('heading', { level: 1, name: 'Varukorg' })).toBeVisible();
    await expectStillLoading(ui);
  },
};

// ---- the cart --------------------------------------------------------------------------------------

/** No lines: the empty state with the catalogue; Send disabled (CART_EMPTY), Delete order offered. */
export const Empty: Story = {
  beforeEach: withOrder([]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement);
    await expect(ui.getByText(`Beställning ${order().orderNumber} · Astrid Nilsson`)).toBeVisible();
    await expect(ui.getByRole('heading', { name: 'Varukorgen är tom' })).toBeVisible();
    await expect(sendButton(ui)).toBeDisabled();
    await expect(sendButton(ui)).toHaveAccessibleDescription('Varukorgen är tom.');
    await expect(ui.getByRole('button', { name: 'Ta bort beställningen' })).toBeEnabled();
    await userEvent.click(ui.getByRole('link', { name: 'Till produktkatalogen' }));
    await expect(paths).toEqual(['/products']);
  },
};

/** `beforeEach`: an empty order to the base storage BL-MLM (2), deleted after the story. */
async function withBaseStorageOrder() {
  current = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: { type: 'FACILITY', id: 2 } });
  const made = current;
  return async () => {
    current = null;
    await api('DELETE', `/fsp/v1/web-orders/${made.id}`).catch(() => undefined);
  };
}

/** A base storage's order (BL-MLM, 2): the cart links to its stock balance (spec 2 §2 Cart: links to the base storages page; issue 37). */
export const BaseStorageReceiver: Story = {
  beforeEach: withBaseStorageOrder,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement);
    await expect(ui.getByText(`Beställning ${order().orderNumber} · Baslager Malmö Centrum`, { exact: false })).toBeVisible();
    await userEvent.click(ui.getByRole('link', { name: 'Baslagrets lagersaldo' }));
    await expect(paths).toEqual(['/base-storages?storage=2']);
  },
};

/** Two lines in the cart: one group with its heading, status, price, counter; the total; Send enabled. */
export const ReadyToSend: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, quantity: 2, state: 'cart' },
    { product: KAPP, state: 'cart' },
  ]),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Produkter för leverans (2 rader)' })).toBeVisible();
    await expect(ui.getByRole('list', { name: 'Rader: Produkter för leverans' })).toBeVisible();
    const duschpall = await lineOf(ui, 'Duschpall Etac Standard');
    const line = within(duschpall);
    await expect(line.getByText('I varukorgen')).toBeVisible();
    await expect(line.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' })).toHaveValue(2);
    await expect(line.getByRole('checkbox', { name: 'Samleverans av Duschpall Etac Standard' })).not.toBeChecked();
    await expect(line.getByText(/^Pris .+ SEK$/)).toBeVisible();
    await expect(line.getByText('Inget leveransdatum (ETA)')).toBeVisible();
    await expect(line.getByRole('button', { name: 'Ändra Duschpall Etac Standard' })).toBeEnabled();
    await expect(line.getByRole('button', { name: 'Ta bort Duschpall Etac Standard' })).toBeEnabled();
    await expect(ui.getByText(`Totalt ${expectedTotal(order())}`)).toBeVisible();
    await expect(sendButton(ui)).toBeEnabled();
    await expect(sendButton(ui)).not.toHaveAttribute('aria-describedby');
  },
};

/** A draft in the cart: "Utkast", a link to the drafts, Send disabled with CART_DRAFT_INFO_MESSAGE. */
export const Drafts: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'draft' },
  ]),
  play: async ({ canvasElement }) => {
    const { host, ui } = await cart(canvasElement);
    const draftLine = await lineOf(ui, nameOf(1));
    await expect(within(draftLine).getByText('Utkast')).toBeVisible();
    await expect(sendButton(ui)).toBeDisabled();
    await expect(sendButton(ui)).toHaveAccessibleDescription('Varukorgen har utkast. Slutför eller ta bort dem innan du skickar beställningen.');
    // Without a routing host, the link to the drafts switches the element itself.
    await userEvent.click(ui.getByRole('link', { name: 'Visa bara utkastet (1)' }));
    await waitFor(() => expect(host).toHaveAttribute('draft'));
    await expect(await ui.findByRole('heading', { level: 1, name: 'Utkast' })).toBeVisible();
  },
};

/** A draft without a delivery address: "Leveransadress saknas". */
export const MissingAddress: Story = {
  beforeEach: withOrder([{ product: TOALETT, state: 'no-address' }]),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    const [line] = await ui.findAllByRole('article', {}, TIMEOUT);
    await expect(within(line as HTMLElement).getByText('Leveransadress saknas')).toBeVisible();
    await expect(sendButton(ui)).toBeDisabled();
  },
};

/** `draft`: only the drafts, with the way back to the whole cart; no total, no Send. */
export const DraftsOnly: Story = {
  args: { draft: true },
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: TOALETT, state: 'draft' },
  ]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement, 'Utkast');
    await expect(ui.getByText('Bara utkasten visas.')).toBeVisible();
    const lines = await ui.findAllByRole('article', {}, TIMEOUT);
    await expect(lines).toHaveLength(1);
    await expect(ui.queryByRole('button', { name: 'Skicka beställningen' })).toBeNull();
    await expect(ui.queryByText(/^Totalt/)).toBeNull();
    await userEvent.click(ui.getByRole('link', { name: 'Visa hela varukorgen' }));
    await expect(paths).toEqual([`/orders/${order().id}/cart`]);
  },
};

// ---- joint delivery ------------------------------------------------------------------------------------

/** Joint delivery on one line only: MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY at Send, which is disabled. */
export const JointDeliveryOnOne: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart', joint: true },
    { product: KAPP, state: 'cart' },
  ]),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await expect(line.getByRole('checkbox', { name: 'Samleverans av Duschpall Etac Standard' })).toBeChecked();
    await expect(sendButton(ui)).toBeDisabled();
    await expect(sendButton(ui)).toHaveAccessibleDescription('Samleverans kräver minst två artiklar med samma adress och leveranssätt.');
  },
};

/** Joint delivery ticked on the second line too: the error goes and Send is enabled. */
export const JointDeliveryOnTwo: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart', joint: true },
    { product: KAPP, state: 'cart' },
  ]),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    const box = within(await lineOf(ui, nameOf(1))).getByRole('checkbox', { name: `Samleverans av ${nameOf(1)}` });
    await expect(box).toBeEnabled();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked(), TIMEOUT);
    await waitFor(() => expect(sendButton(ui)).toBeEnabled(), TIMEOUT);
    await expect(ui.queryByText('Samleverans kräver minst två artiklar med samma adress och leveranssätt.')).toBeNull();
    const saved = await fetchOrder();
    await expect(saved.content.map((l) => l.codeliveryId)).toEqual([1, 1]);
  },
};

// ---- a line's controls --------------------------------------------------------------------------------

/** + twice: one call a moment later with 3, "Antalet är uppdaterat.", the price follows. */
export const QuantityChange: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    const counter = line.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' });
    await expect(line.getByRole('button', { name: 'Minska antalet' })).toBeDisabled(); // min 1
    await userEvent.click(line.getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(line.getByRole('button', { name: 'Öka antalet' }));
    await expect(counter).toHaveValue(3);
    await snackbar(root, 'Antalet är uppdaterat.');
    const saved = await fetchOrder();
    await expect(saved.content[0]?.product?.quantity).toBe(3);
    await waitFor(() => expect(ui.getByText(`Totalt ${expectedTotal(saved)}`)).toBeVisible(), TIMEOUT);
  },
};

/**
 * A pickup line's items (spec 2 §5: pickup counters have max the item's maxQuantity): each item its
 * own counter, at most what is free of it; saved (PUT …/lines with the item's quantity) without
 * the line leaving the cart (its status stays 10, no revert to a draft).
 */
export const PickupItemQuantities: Story = {
  beforeEach: async () => {
    const rows = await api<{ page: { id: number; facilityId: number; quantity: number; allocatedQuantity: number; isFixedAsset: boolean; product: { productId: number } }[] }>(
      'GET',
      '/fsp/v1/base-storages/balances?amount=100',
    );
    const row = rows.page.find((r) => !r.isFixedAsset && r.quantity - r.allocatedQuantity >= 2);
    if (!row) throw new Error('no base-storage row with two free');
    current = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: ASTRID });
    const base = `/fsp/v1/web-orders/${current.id}/content`;
    const line = await api<OrderContent>('POST', base, {
      contentType: 'PRODUCT_PICKUP',
      product: { id: row.product.productId, quantity: 1 },
      fromFacility: { id: row.facilityId },
      pickupList: [{ id: row.id, quantity: 1 }],
      steps: 5,
      currentStep: 5,
    });
    await api('POST', `${base}/${line.id}?action=ADD_TO_CART`);
    current = await api<Order>('GET', `/fsp/v1/web-orders/${current.id}`);
    const made = current;
    return async () => {
      current = null;
      await api('DELETE', `/fsp/v1/web-orders/${made.id}`).catch(() => undefined);
    };
  },
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const made = order().content[0];
    const item = made?.pickupList[0];
    if (!made?.product || !item) throw new Error('no pickup line');
    const line = within(await lineOf(ui, made.product.name));
    const counter = line.getByRole('spinbutton', { name: `Antal att hämta av ${item.name}` });
    await expect(counter).toHaveValue(1);
    await expect(counter).toHaveAttribute('max', String(Math.min(999, item.maxQuantity)));
    const items = line.getByRole('list');
    await userEvent.click(within(items).getByRole('button', { name: 'Öka antalet' }));
    await expect(counter).toHaveValue(2);
    await snackbar(root, 'Antalet är uppdaterat.');
    const saved = (await fetchOrder()).content[0];
    await expect(saved?.pickupList[0]?.quantity).toBe(2);
    await expect(saved?.status.value).toBe(10); // still in the cart, not a draft
    await expect(line.getByText('I varukorgen')).toBeVisible();
  },
};

/**
 * No order (no `order`): NO_CLIENT_ORDER_SELECTED (spec 2 §8, the cart's warning) with New order,
 * which asks the host for the new-order popup (`fsp-new-order`).
 */
export const NoOrder: Story = {
  args: { order: 0 },
  play: async ({ canvasElement }) => {
    const asked: unknown[] = [];
    canvasElement.addEventListener('fsp-new-order', (e) => asked.push((e as CustomEvent).detail));
    const { ui } = await renderedElement(canvasElement, 'fsp-cart');
    await expect(await ui.findByRole('heading', { name: 'Ingen beställning är vald för brukaren. Skapa en ny beställning först.' }, TIMEOUT)).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Ny beställning' }));
    await expect(asked).toEqual([{}]);
  },
};

/** A refused quantity: the old value back and the reason in the snackbar. */
export const QuantityRefused: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  parameters: { api: { status: { '/lines': 500 } } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    const counter = line.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' });
    await userEvent.click(line.getByRole('button', { name: 'Öka antalet' }));
    await expect(counter).toHaveValue(2);
    await snackbar(root, 'Servern kunde inte returnera någon data');
    await waitFor(() => expect(counter).toHaveValue(1), TIMEOUT);
  },
};

/** The ETA dialog: a date before today is refused at the field; a later one is saved and shown. */
export const EtaDialog: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await userEvent.click(line.getByRole('button', { name: 'Ändra datum för Duschpall Etac Standard' }));
    const { body } = await openDialog(ui, 'Leveransdatum för Duschpall Etac Standard');
    const field = body.getByLabelText('Leveransdatum (ETA)');
    await expect(field).toHaveAttribute('max', '9999-12-31');
    await fireEvent.change(field, { target: { value: '2000-01-01' } });
    await userEvent.click(body.getByRole('button', { name: 'Spara' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(body.getByText('Datumet måste vara tidigast i dag och senast 9999-12-31.')).toBeVisible();
    const year = new Date().getFullYear() + 1;
    await fireEvent.change(field, { target: { value: `${year}-06-15` } });
    await userEvent.click(body.getByRole('button', { name: 'Spara' }));
    await snackbar(root, 'Leveransdatumet är sparat.');
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await waitFor(() => expect(line.getByText(`Leveransdatum (ETA): ${year}-06-15`)).toBeVisible(), TIMEOUT);
  },
};

/** Delete a line: the confirmation (Cancel focused), then "Artikeln är borttagen." and the line is gone. */
export const DeleteLine: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'cart' },
  ]),
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const name = nameOf(1);
    const line = within(await lineOf(ui, name));
    await userEvent.click(line.getByRole('button', { name: `Ta bort ${name}` }));
    const { body } = await openDialog(ui, `Ta bort ${name}?`);
    const cancel = body.getByRole('button', { name: 'Avbryt' });
    await waitFor(() => expect(focused(cancel)).toBe(cancel));
    await userEvent.click(body.getByRole('button', { name: 'Ta bort' }));
    await snackbar(root, 'Artikeln är borttagen.');
    await waitFor(() => expect(ui.queryByRole('article', { name })).toBeNull(), TIMEOUT);
    await expect(ui.getByRole('heading', { level: 2, name: 'Produkter för leverans (1 rad)' })).toBeVisible();
    await expect((await fetchOrder()).content).toHaveLength(1);
  },
};

/** Edit a line in the cart: it is reverted to a draft, then the user goes to its wizard. */
export const EditLine: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await userEvent.click(line.getByRole('button', { name: 'Ändra Duschpall Etac Standard' }));
    const id = order().content[0]?.id;
    await waitFor(() => expect(paths).toEqual([`/orders/${order().id}/products/${id}?contentid=${id}`]), TIMEOUT);
    await expect((await fetchOrder()).content[0]?.status.value).toBe(5);
  },
};

// ---- the dialogs: change address, overview, messages, view -------------------------------------------

/** `beforeEach`: withOrder, then the first line's additional information (a text with markup, shown as text). */
const withOrderAndInfo = (lines: LineSpec[], text: string) => async () => {
  const cleanup = await withOrder(lines)();
  const first = order().content[0];
  if (!first) throw new Error('no line');
  await api('PUT', `/fsp/v1/web-orders/${order().id}/content/${first.id}/form`, { text, requestedDeliveryDate: null, contactBeforeDelivery: false });
  current = await fetchOrder();
  return cleanup;
};

const KIVIK = 'Sommarboende, Strandvägen 3';

/** Change address on both lines: both checked, the other address chosen, "2 av 2", then "Adressen ändrad på 2 rader". */
export const ChangeAddress: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'draft' },
  ]),
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Ändra adress' }));
    const { dialog, body } = await openDialog(ui, 'Ändra leveransadress');
    const boxes = body.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    for (const box of boxes) await expect(box).toBeChecked();
    const select = await body.findByRole('combobox', { name: 'Leveransadress' }, TIMEOUT);
    const kivik = within(select).getAllByRole('option').find((o) => o.textContent?.startsWith(KIVIK));
    if (!(kivik instanceof HTMLOptionElement)) throw new Error('no Kivik address');
    await userEvent.selectOptions(select, kivik);
    await userEvent.click(body.getByRole('button', { name: 'Spara' }));
    await snackbar(root, 'Adressen ändrad på 2 rader');
    await waitFor(() => expect(dialog.isConnected && dialog.hasAttribute('open')).toBe(false), TIMEOUT);
    const lines = (await fetchOrder()).content;
    await expect(lines.map((l) => l.address?.street)).toEqual(['Strandvägen 3', 'Strandvägen 3']);
  },
};

/** Change address where one line fails: the failure is listed per line, the dialog stays with its choices; a retry succeeds. */
export const ChangeAddressFailure: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'cart' },
  ]),
  play: async ({ canvasElement }) => {
    const failing = order().content[1]?.id;
    const original = getTransport();
    setTransport((input, init) => {
      // Read without making a Request of it: that would use up the body the server still needs.
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method.toUpperCase() === 'PUT' && url.includes(`/content/${failing}/delivery`)) {
        return Promise.resolve(new Response(JSON.stringify({ code: 'UNEXPECTED' }), { status: 500, headers: { 'Content-Type': 'application/json' } }));
      }
      return original(input, init);
    });
    try {
      const { root, ui } = await cart(canvasElement);
      await userEvent.click(ui.getByRole('button', { name: 'Ändra adress' }));
      const { body } = await openDialog(ui, 'Ändra leveransadress');
      const select = await body.findByRole('combobox', { name: 'Leveransadress' }, TIMEOUT);
      const kivik = within(select).getAllByRole('option').find((o) => o.textContent?.startsWith(KIVIK));
      if (!(kivik instanceof HTMLOptionElement)) throw new Error('no Kivik address');
      await userEvent.selectOptions(select, kivik);
      await userEvent.click(body.getByRole('button', { name: 'Spara' }));
      const alert = await body.findByRole('alert', {}, TIMEOUT);
      await expect(alert).toHaveTextContent('1 rad ändrades inte:');
      await expect(alert).toHaveTextContent(`Käpp`);
      await expect(select).toHaveValue(kivik.value);
      await expect(body.getAllByRole('checkbox').every((b) => (b as HTMLInputElement).checked)).toBe(true);
      setTransport(original);
      await userEvent.click(body.getByRole('button', { name: 'Spara' }));
      await snackbar(root, 'Adressen ändrad på 2 rader');
      await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    } finally {
      setTransport(original);
    }
  },
};

/** One delivered line: no Change address. */
export const NoChangeAddressForOne: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    await lineOf(ui, 'Duschpall Etac Standard');
    await expect(ui.queryByRole('button', { name: 'Ändra adress' })).toBeNull();
  },
};

/** The overview of a content type: its lines read-only, Edit per line (a line in the cart is reverted first), Cancel closes. */
export const Overview: Story = {
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'draft' },
  ]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Översikt över Produkter för leverans' }));
    let { body } = await openDialog(ui, 'Översikt: Produkter för leverans');
    await expect(body.getByText('Duschpall Etac Standard')).toBeVisible();
    await expect(body.getByText(nameOf(1))).toBeVisible();
    await expect(body.getAllByText('Storgatan 14', { exact: false })).toHaveLength(2);
    await userEvent.click(body.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);

    await userEvent.click(ui.getByRole('button', { name: 'Översikt över Produkter för leverans' }));
    ({ body } = await openDialog(ui, 'Översikt: Produkter för leverans'));
    await userEvent.click(body.getByRole('button', { name: 'Ändra Duschpall Etac Standard' }));
    const id = order().content[0]?.id;
    await waitFor(() => expect(paths).toEqual([`/orders/${order().id}/products/${id}?contentid=${id}`]), TIMEOUT);
    await expect((await fetchOrder()).content[0]?.status.value).toBe(5);
  },
};

/** Messages: none yet; one sent (markup shown as text, the count follows); deleted after its confirmation. */
export const Messages: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await userEvent.click(await line.findByRole('button', { name: 'Meddelanden (0) om Duschpall Etac Standard' }, TIMEOUT));
    const { dialog, body } = await openDialog(ui, 'Meddelanden: Duschpall Etac Standard');
    await expect(await body.findByText('Inga meddelanden ännu.', {}, TIMEOUT)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Skicka' }));
    await expect(body.getByText('Skriv ett meddelande.')).toBeVisible();
    const field = body.getByLabelText('Nytt meddelande');
    await expect(field).toHaveAttribute('maxlength', '2000');
    const text = '<b>Ring</b> innan';
    await typeInto(field, text);
    await expect(body.getByText(`${text.length} av 2000 tecken`)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Skicka' }));
    await snackbar(root, 'Meddelandet är skickat.');
    await expect(await body.findByText(text, {}, TIMEOUT)).toBeVisible();
    await expect(dialog.querySelector('b')).toBeNull();
    await expect(field).toHaveValue('');
    await expect(await line.findByRole('button', { name: 'Meddelanden (1) om Duschpall Etac Standard' }, TIMEOUT)).toBeVisible();

    await userEvent.click(body.getByRole('button', { name: /^Ta bort meddelandet från / }));
    const confirm = await openDialog(ui, 'Ta bort meddelandet?');
    await userEvent.click(confirm.body.getByRole('button', { name: 'Ta bort' }));
    await snackbar(root, 'Meddelandet är borttaget.');
    await expect(await body.findByText('Inga meddelanden ännu.', {}, TIMEOUT)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
  },
};

/** View: everything of the line read-only; the additional information as plain text. */
export const ViewLine: Story = {
  beforeEach: withOrderAndInfo([{ product: DUSCHPALL, quantity: 2, state: 'cart' }], '<i>Portkod</i> 1234'),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await userEvent.click(line.getByRole('button', { name: 'Visa Duschpall Etac Standard' }));
    const { dialog, body } = await openDialog(ui, 'Duschpall Etac Standard');
    await expect(body.getByText('Övrig information').nextElementSibling).toHaveTextContent('<i>Portkod</i> 1234');
    await expect(dialog.querySelector('i')).toBeNull();
    await expect(body.getByText('Antal').nextElementSibling).toHaveTextContent('2 st');
    await expect(body.getByText('Leveransadress').nextElementSibling).toHaveTextContent('Storgatan 14');
    await expect(body.getByText('Leveranssätt').nextElementSibling).toHaveTextContent('Ordinarie leverans');
    await expect(body.getByText('Status').nextElementSibling).toHaveTextContent('I varukorgen');
    await expect(body.getByText('Rad').nextElementSibling).toHaveTextContent(order().content[0]?.contentNumber ?? '?');
    await userEvent.click(body.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
  },
};

/** View: the line's files as links; while the order is the cart, a file is uploaded there and one deleted after a confirmation. */
export const ViewLineFiles: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }], { files: ['ritning.png'] }),
  play: async ({ canvasElement }) => {
    const { ui, root } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await userEvent.click(line.getByRole('button', { name: 'Visa Duschpall Etac Standard' }));
    const { body } = await openDialog(ui, 'Duschpall Etac Standard');
    const files = within(await body.findByRole('region', { name: 'Filer' }, TIMEOUT));
    const link = await files.findByRole('link', { name: 'ritning.png (öppnas i ett nytt fönster)' }, TIMEOUT);
    await expect(link).toHaveAttribute('target', '_blank');
    await pick(root, [new File([PNG_1X1], 'foto.png', { type: 'image/png' })]);
    await userEvent.click(files.getByRole('button', { name: 'Ladda upp' }));
    await expect(await files.findByRole('link', { name: /^foto\.png/ }, TIMEOUT)).toBeVisible();
    await userEvent.click(files.getByRole('button', { name: 'Ta bort ritning.png' }));
    const confirm = await openDialog(ui, 'Ta bort filen?');
    await userEvent.click(confirm.body.getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(files.queryByRole('link', { name: /^ritning\.png/ })).toBeNull(), TIMEOUT);
    await expect((await fetchOrder()).content[0]?.files.map((f) => f.name)).toEqual(['foto.png']);
  },
};

/** A sent order's View: the files as links only (no upload, no delete). */
export const ViewSentLineFiles: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }], { send: true, files: ['ritning.png'] }),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await userEvent.click(line.getByRole('button', { name: 'Visa Duschpall Etac Standard' }));
    const { body } = await openDialog(ui, 'Duschpall Etac Standard');
    const files = within(await body.findByRole('region', { name: 'Filer' }, TIMEOUT));
    await expect(await files.findByRole('link', { name: /^ritning\.png/ }, TIMEOUT)).toBeVisible();
    await expect(files.queryByRole('button', { name: 'Ta bort ritning.png' })).toBeNull();
    await expect(files.queryByRole('button', { name: 'Välj filer' })).toBeNull();
  },
};

// ---- sending and deleting -------------------------------------------------------------------------

/** Send: the confirmation, then the order is sent with one idempotency key and the user goes to the confirmation. */
export const SendSuccess: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const keys: string[] = [];
    const original = getTransport();
    setTransport((input, init) => {
      const request = new Request(input instanceof Request ? input : String(input), init);
      if (request.url.includes('action=SEND')) keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
      return original(input, init);
    });
    try {
      const { ui } = await cart(canvasElement);
      await userEvent.click(sendButton(ui));
      const { body } = await openDialog(ui, `Skicka beställning ${order().orderNumber}?`);
      await expect(body.getByText('Beställningen med 1 rad skickas för Astrid Nilsson. Den kan inte ändras efteråt.')).toBeVisible();
      await userEvent.click(body.getByRole('button', { name: 'Skicka beställningen' }));
      await waitFor(() => expect(paths).toEqual([`/order-sent?order=${order().id}`]), TIMEOUT);
      await expect(keys).toHaveLength(1);
      await expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
      await expect((await fetchOrder()).status.value).toBe(20);
    } finally {
      setTransport(original);
    }
  },
};

/** A failed send: the confirmation closes, the cart reloads, the reason is said. */
export const SendFailure: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  parameters: { api: { status: { 'action=SEND': 500 } } },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement);
    await userEvent.click(sendButton(ui));
    const { body } = await openDialog(ui, `Skicka beställning ${order().orderNumber}?`);
    await userEvent.click(body.getByRole('button', { name: 'Skicka beställningen' }));
    await expectFailureAlert(ui, 'Beställningen kunde inte skickas. Varukorgen har laddats om.');
    await expect(ui.queryByRole('dialog')).toBeNull();
    await expect(paths).toEqual([]);
    await expect(sendButton(ui)).toBeEnabled();
  },
};

/** Delete the order: the confirmation, "Beställningen är borttagen.", then the start page. */
export const DeleteOrder: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { root, ui } = await cart(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Ta bort beställningen' }));
    const { body } = await openDialog(ui, `Ta bort beställning ${order().orderNumber}?`);
    await userEvent.click(body.getByRole('button', { name: 'Ta bort beställningen' }));
    await snackbar(root, 'Beställningen är borttagen.');
    await waitFor(() => expect(paths).toEqual(['/']), TIMEOUT);
    await expect(fetchOrder()).rejects.toThrow(/404/);
  },
};

/** A sent order's cart: it says so, and nothing can change. */
export const SentOrderCart: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }], { send: true }),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    await expect(ui.getByText(`Beställning ${order().orderNumber} är skickad (Beställd) och kan inte längre ändras.`)).toBeVisible();
    const line = within(await lineOf(ui, 'Duschpall Etac Standard'));
    await expect(line.getByText('1 st')).toBeVisible();
    await expect(line.queryByRole('spinbutton')).toBeNull();
    // Only View and Messages: comments are allowed on a sent order.
    await expect(line.getAllByRole('button')).toHaveLength(2);
    await expect(line.getByRole('button', { name: 'Visa Duschpall Etac Standard' })).toBeVisible();
    await expect(line.getByRole('button', { name: /^Meddelanden .*om Duschpall Etac Standard$/ })).toBeVisible();
    await expect(line.queryByRole('checkbox')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Skicka beställningen' })).toBeNull();
  },
};

/** The order's note (issue 37): written and saved in the cart while preliminary (CHANGES_SAVED); Save is off while nothing changed. */
export const OrderNote: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const { root, ui } = await cart(canvasElement);
    const note = ui.getByRole('textbox', { name: 'Meddelande' });
    const save = ui.getByRole('button', { name: 'Spara meddelandet' });
    await expect(note).toHaveValue('');
    await expect(note).toHaveAccessibleDescription('Ett meddelande till hjälpmedelscentralen om hela beställningen.');
    await expect(save).toBeDisabled();
    await typeInto(note, 'Ring innan leverans.');
    await userEvent.click(save);
    await snackbar(root, 'Ändringarna är sparade.');
    await waitFor(() => expect(save).toBeDisabled(), TIMEOUT);
    await expect((await fetchOrder()).note).toBe('Ring innan leverans.');
  },
};

/** A sent order's note: shown, no longer edited. */
export const SentOrderNote: Story = {
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }], { send: true, note: 'Porten har kod 1234.' }),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    const section = ui.getByRole('region', { name: 'Meddelande' });
    await expect(section).toHaveTextContent('Porten har kod 1234.');
    await expect(ui.queryByRole('textbox', { name: 'Meddelande' })).toBeNull();
  },
};

/** `view="sent"`: the confirmation with the order number, date, receiver, number of lines and the start page. */
export const ViewSent: Story = {
  args: { view: 'sent' },
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'cart' },
  ], { send: true }),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement, 'Beställningen är skickad');
    await expect(ui.getByText(`Tack! Beställning ${order().orderNumber} är skickad.`)).toBeVisible();
    await expect(ui.getByText('Beställningsnummer').nextElementSibling).toHaveTextContent(order().orderNumber);
    await expect(ui.getByText('Astrid Nilsson')).toBeVisible();
    await expect(ui.getByText('Antal rader').nextElementSibling).toHaveTextContent('2');
    await userEvent.click(ui.getByRole('link', { name: 'Till startsidan' }));
    await expect(paths).toEqual(['/']);
  },
};

// ---- under /embedded (issue 37) -----------------------------------------------------------------------

/** `embedded`, a base storage's order: no link to its stock balance (no embedded twin); the empty cart's catalogue link stays (it has one). */
export const EmbeddedBaseStorageReceiver: Story = {
  args: { embedded: true },
  beforeEach: withBaseStorageOrder,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await cart(canvasElement);
    await expect(ui.getByText(`Beställning ${order().orderNumber} · Baslager Malmö Centrum`)).toBeVisible();
    await expect(ui.queryByRole('link', { name: 'Baslagrets lagersaldo' })).toBeNull();
    await userEvent.click(ui.getByRole('link', { name: 'Till produktkatalogen' }));
    await expect(paths).toEqual(['/products']);
  },
};

/** `embedded`, Delete order: the move to the start page is still told; unprevented, the cart stays and says the order is deleted, with no link out. */
export const EmbeddedDeleteOrder: Story = {
  args: { embedded: true },
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }]),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { root, ui } = await cart(canvasElement);
    const page = location.href;
    const number = order().orderNumber;
    await userEvent.click(ui.getByRole('button', { name: 'Ta bort beställningen' }));
    const { body } = await openDialog(ui, `Ta bort beställning ${number}?`);
    await userEvent.click(body.getByRole('button', { name: 'Ta bort beställningen' }));
    await snackbar(root, 'Beställningen är borttagen.');
    await expect(await ui.findByRole('heading', { level: 2, name: `Beställning ${number} är borttagen.` }, TIMEOUT)).toBeVisible();
    await expect(paths).toEqual(['/']);
    await expect(ui.queryByRole('link')).toBeNull();
    await expect(location.href).toBe(page);
  },
};

/** `embedded`, `view="sent"`: the confirmation without the start page's link. */
export const EmbeddedViewSent: Story = {
  args: { view: 'sent', embedded: true },
  beforeEach: withOrder([{ product: DUSCHPALL, state: 'cart' }], { send: true }),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement, 'Beställningen är skickad');
    await expect(ui.getByText(`Tack! Beställning ${order().orderNumber} är skickad.`)).toBeVisible();
    await expect(ui.getByText('Antal rader').nextElementSibling).toHaveTextContent('1');
    await expect(ui.queryByRole('link')).toBeNull();
  },
};

/** `embedded`, an order that is not the user's: said, with no way to a start page. */
export const EmbeddedNotFound: Story = {
  args: { order: 999_999, embedded: true },
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Beställningen finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('link')).toBeNull();
  },
};

// ---- language and widths ---------------------------------------------------------------------------------

/** English: headings, statuses, the total in English number format. */
export const English: Story = {
  args: { lang: 'en' },
  beforeEach: withOrder([
    { product: DUSCHPALL, quantity: 12, state: 'cart' },
    { product: KAPP, state: 'draft' },
  ]),
  play: async ({ canvasElement }) => {
    const { ui } = await cart(canvasElement, 'Cart');
    await expect(ui.getByRole('heading', { level: 2, name: 'Products for delivery (2 lines)' })).toBeVisible();
    await expect(ui.getByText(`Total ${expectedTotal(order(), 'en')}`)).toBeVisible();
    await expect(sendButton(ui, 'Send the order')).toHaveAccessibleDescription('The cart has drafts. Finish or remove them before sending the order.');
    await expect(await ui.findByRole('spinbutton', { name: 'Quantity of Duschpall Etac Standard' }, TIMEOUT)).toHaveValue(12);
  },
};

/** 375 px: one column, nothing sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  beforeEach: withOrder([
    { product: DUSCHPALL, state: 'cart' },
    { product: KAPP, state: 'cart' },
  ]),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await cart(canvasElement);
    await lineOf(ui, 'Duschpall Etac Standard');
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(375));
    await expect(sendButton(ui).getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
