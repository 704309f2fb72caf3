/**
 * `<fsp-order>`, one order read-only (spec 2 §2 Order detail, §3 Order, Order content line, §4
 * Order status, Content line status, Fitting order lines), with data from the reference API
 * running in the page (persona Frida Förskrivare unless a story says otherwise).
 *
 * States: loading, a failed load (500) and its retry, not logged in, not found (404), no access to
 * the receiver's municipality (Leo Lagerström, authorized for Malmö only, opening Frida's order
 * 1001 to Greta Lindqvist in Lund: 403 NOT_AUTHORIZED_TO_MUNICIPALITY), no valid id; a sent order
 * with a line of every content type but the base-storage move (which no call makes), a file and a
 * comment; a completed order (1000); an order to a base storage (1004, BL-LND); a completed
 * fitting; a content type of 200 lines (Show all, a virtual list); the user's own preliminary order (linked to its cart); My orders' breadcrumb; English;
 * 375 px.
 *
 * Seeded facts used (docs/world.md, server/seed/orders.ts): Frida's sent orders 1000 (Astrid
 * Nilsson, Malmö, completed: a Rollator delivered and a Griptång picked up in BL-MLM), 1001 (Greta
 * Lindqvist, Lund, in process) and 1004 (base storage BL-LND, four lines); products 4 Duschpall
 * Etac Standard and 10 Griptång; delivery method 1 Ordinarie leverans; function 1 (type 11), work
 * type 10 with priority 103, fitting type 20.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { API_ROOT, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { ContentCreate, Order, OrderContent } from '../../src/contract/orders.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { sessionStore } from '../../src/core/session/store.ts';
import { focused } from '../core/core-helpers.tsx';
import { api, deliver, expectFailureCard, expectNotLoggedIn, expectStillLoading, navigations, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/order/order.element.ts';

type Args = { order?: number; mine?: boolean; lang?: 'sv' | 'en' };

/** The order the story made (read by render and by the play function). */
let current: Order | null = null;

const meta = {
  title: 'Orders/fsp-order',
  render: ({ order, mine, lang }) => <fsp-order order={order ?? current?.id ?? 0} {...(mine ? { mine: true } : {})} {...(lang ? { lang } : {})} />,
  args: {},
  argTypes: {
    order: { control: 'number', description: 'The order; absent: the one the story made.' },
    mine: { control: 'boolean', description: 'Opened from My orders.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const ASTRID = { type: 'CLIENT', id: 1 } as const;
const COMPLETED = 1000;
const GRETA_LUND = 1001;
const BASE_STORAGE = 1004;

// ---- the API, as the logged-in persona -------------------------------------------------------------

/** A line of the order, given its delivery (the receiver's first address and contact; method 1 when `method` or when the line needs one), put in the cart. */
async function addLine(order: number, body: ContentCreate, options: { method?: boolean; delivery?: boolean } = {}): Promise<OrderContent> {
  const base = `/fsp/v1/web-orders/${order}/content`;
  const line = await api<OrderContent>('POST', base, body);
  if (options.delivery !== false) await deliver(order, line.id, options);
  return api<OrderContent>('POST', `${base}/${line.id}?action=ADD_TO_CART`);
}

/** A small PDF attached to a line (multipart, as the wizards' upload does). */
async function attachPdf(order: number, content: number, name: string): Promise<void> {
  const id = sessionStore.getState().sessionId;
  if (!id) throw new Error('no session');
  const form = new FormData();
  form.append('file', new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' }));
  const response = await getTransport()(`${API_ROOT}/fsp/v1/web-orders/${order}/content/${content}/files`, { method: 'POST', headers: { [SESSION_HEADER]: id }, body: form });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/**
 * `beforeEach`: an order to Astrid with a line of every content type a call can make (function,
 * product delivery, product pickup, external product, pickup, fitting, work), a file and a comment
 * on the delivered product, sent. A sent order cannot be deleted: it stays in the page's database.
 */
async function sentOrderOfEveryType() {
  const made = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: ASTRID });
  const id = made.id;
  await addLine(id, { contentType: 'FUNCTION', function: { id: 1, type: { id: 11 } }, steps: 5, currentStep: 5 });
  const duschpall = await addLine(id, { contentType: 'PRODUCT_DELIVERY', product: { id: 4, quantity: 2 }, steps: 5, currentStep: 5, text: 'Ring på porttelefonen.\n<b>Inte</b> före kl. 9.' }, { method: true });
  await addLine(id, { contentType: 'PRODUCT_PICKUP', product: { id: 10, quantity: 1 }, fromFacility: { id: 2 }, steps: 5, currentStep: 5 }, { delivery: false });
  await addLine(id, { contentType: 'NEW_PRODUCT', product: { productNumber: 'EXT-100', name: 'Specialsits Ergo', supplier: { label: 'Sittcentrum AB' }, quantity: 1 }, steps: 4, currentStep: 4 });
  await addLine(id, { contentType: 'PICKUP', text: 'Hämta den gamla rollatorn i entrén.', steps: 4, currentStep: 4 });
  await addLine(id, { contentType: 'FITTING', subContentType: { id: 20 }, fittingType: { id: 1 }, text: 'Utprovning av rullstol hemma.', steps: 6, currentStep: 6 });
  await addLine(id, { contentType: 'WORK', subContentType: { id: 10 }, priority: { id: 103 }, text: 'Bromsen på rullstolen tar dåligt.', steps: 6, currentStep: 6 });
  await attachPdf(id, duschpall.id, 'ordination.pdf');
  await api('POST', `/fsp/v1/web-orders/${id}/content/${duschpall.id}/comments`, { comment: 'Levereras <i>helst</i> på förmiddagen.' });
  await api('POST', `/fsp/v1/web-orders/${id}?action=SEND`);
  current = await api<Order>('GET', `/fsp/v1/web-orders/${id}`);
  return () => {
    current = null;
  };
}

function order(): Order {
  if (!current) throw new Error('the story made no order');
  return current;
}

// ---- the element -------------------------------------------------------------------------------

/** The order once shown (its number as the title, no spinner). */
async function shown(canvasElement: HTMLElement, title: RegExp | string = /^Beställning \d+$/) {
  const el = await renderedElement(canvasElement, 'fsp-order');
  await el.ui.findByRole('heading', { level: 1, name: title }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}
type Ui = Awaited<ReturnType<typeof shown>>['ui'];

/** A content type's group (a section named by its heading). */
const group = (ui: Ui, name: RegExp) => ui.getByRole('region', { name });
/** The value of a fact (a dd after its dt) within `scope`. */
function fact(scope: HTMLElement, label: string): HTMLElement {
  const dt = [...scope.querySelectorAll('dt')].find((d) => d.textContent === label);
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no fact ${label}`);
  return dd;
}

// ---- states of the load ------------------------------------------------------------------------------

/** The order is on its way: the breadcrumb, the title and the spinner. */
export const Loading: Story = {
  args: { order: COMPLETED },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-order');
    await expect(ui.getByRole('heading', { level: 1, name: 'Beställning' })).toBeVisible();
    await expect(ui.getByRole('navigation', { name: 'Du är här' })).toBeVisible();
    await expectStillLoading(ui);
  },
};

/** The server fails: the failure card with its retry. */
export const LoadFailed: Story = {
  args: { order: COMPLETED },
  parameters: { api: { status: { [`/web-orders/${COMPLETED}`]: 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-order');
    await expectFailureCard(ui, 'Beställningen kunde inte hämtas');
  },
};

/** Nobody is logged in: no call, "not logged in". */
export const NotLoggedIn: Story = {
  args: { order: COMPLETED },
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-order');
    await expectNotLoggedIn(ui, 'Logga in för att se beställningen.');
  },
};

/** No such order (404): said, with the way back to the order list. */
export const NotFound: Story = {
  args: { order: 999_999 },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await shown(canvasElement, 'Beställning');
    await expect(await ui.findByRole('heading', { name: 'Beställningen finns inte' }, TIMEOUT)).toBeVisible();
    await userEvent.click(ui.getByRole('link', { name: 'Till beställningarna' }));
    await expect(paths).toEqual(['/orders']);
  },
};

/** Leo Lagerström (Malmö only) opens Frida's order to a client in Lund: 403, the no-access text, nothing of the order. */
export const Forbidden: Story = {
  args: { order: GRETA_LUND },
  parameters: { persona: 'lager@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement, 'Beställning');
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Ingen behörighet till beställningen' })).toBeVisible();
    await expect(alert).toHaveTextContent('Du är inte behörig till mottagarens kommun och kan inte se beställningen.');
    await expect(ui.queryByText('Greta')).toBeNull();
  },
};

/** No valid id: no call, "no order is chosen" with the way to the list. */
export const NoOrder: Story = {
  args: { order: 0 },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-order');
    await expect(await ui.findByRole('heading', { name: 'Ingen beställning är vald' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Till beställningarna' })).toHaveAttribute('href', '/orders');
  },
};

// ---- the order -----------------------------------------------------------------------------------

/** A sent order with a line of every content type: grouped, each line's facts, a file, the comment read on demand, the history. */
export const SentEveryContentType: Story = {
  beforeEach: sentOrderOfEveryType,
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui, section } = await shown(canvasElement, `Beställning ${order().orderNumber}`);
    await expect(fact(section, 'Status')).toHaveTextContent('Beställd');
    await expect(fact(section, 'Beställd av')).toHaveTextContent('Frida Förskrivare');
    // The receiver, with the municipality's emblem.
    const receiver = ui.getByRole('region', { name: 'Mottagare' });
    await expect(fact(receiver, 'Namn')).toHaveTextContent('Astrid Nilsson');
    await expect(fact(receiver, 'Personnummer')).toHaveTextContent('19380114-7061');
    await expect(within(receiver).getByRole('img', { name: 'Malmö stad' })).toBeVisible();
    // One group a content type, in the spec's order.
    const headings = ui.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Funktionsbeställning (1 rad)',
      'Produkter för leverans (1 rad)',
      'Produkter att hämta i baslager (1 rad)',
      'Externt sortiment (1 rad)',
      'Hämtning (1 rad)',
      'Utprovning (1 rad)',
      'Arbetsorder (1 rad)',
    ]);
    const delivery = within(group(ui, /^Produkter för leverans/));
    const line = delivery.getByRole('article', { name: 'Duschpall Etac Standard' });
    await expect(within(line).getByText('Beställd')).toBeVisible();
    await expect(fact(line, 'Antal')).toHaveTextContent('2 st');
    await expect(fact(line, 'Leveranssätt')).toHaveTextContent('Ordinarie leverans');
    // Text from data is text: the tags are shown, not made.
    await expect(fact(line, 'Övrig information')).toHaveTextContent('<b>Inte</b> före kl. 9.');
    await expect(line.querySelector('b')).toBeNull();
    const file = within(line).getByRole('link', { name: /^ordination\.pdf/ });
    await expect(file).toHaveAttribute('target', '_blank');
    await expect(file).toHaveAttribute('rel', 'noopener noreferrer');
    // The comment: read on demand.
    const messages = within(line).getByRole('button', { name: 'Meddelanden (1) om Duschpall Etac Standard' });
    await expect(messages).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(messages);
    await expect(messages).toHaveAttribute('aria-expanded', 'true');
    const list = await within(line).findByRole('list', { name: 'Meddelanden om Duschpall Etac Standard' }, TIMEOUT);
    await expect(list).toHaveTextContent('Levereras <i>helst</i> på förmiddagen.');
    await expect(list).toHaveTextContent('Frida Förskrivare');
    // The other types: what each orders.
    await expect(within(group(ui, /^Externt sortiment/)).getByRole('article', { name: 'Specialsits Ergo' })).toBeVisible();
    await expect(fact(within(group(ui, /^Externt sortiment/)).getByRole('article'), 'Leverantör')).toHaveTextContent('Sittcentrum AB');
    await expect(fact(within(group(ui, /^Arbetsorder/)).getByRole('article'), 'Prioritet')).toHaveTextContent('Normal (inom 10 dagar)');
    await expect(within(group(ui, /^Utprovning/)).queryByText('Utprovningen är avslutad')).toBeNull();
    // No ordering button on any line: the detail is read-only.
    await expect(ui.getAllByRole('button').map((b) => b.textContent)).toEqual(['Meddelanden (1)']);
    // The history: created and sent by Frida.
    const history = ui.getByRole('table', { name: 'Beställningens historik' });
    const rows = within(history).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Skapad', 'Skickad']);
    for (const r of rows) await expect(within(r).getAllByRole('cell')[3]).toHaveTextContent('Frida Förskrivare');
    // The breadcrumb leads back to the list.
    await userEvent.click(ui.getByRole('link', { name: 'Beställningar' }));
    await expect(paths).toEqual(['/orders']);
  },
};

/** Frida's completed order 1000 (Astrid): status Slutförd, the delivered and the picked-up line, the history to completion. */
export const Completed: Story = {
  args: { order: COMPLETED },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement, 'Beställning 7001000');
    await expect(fact(section, 'Status')).toHaveTextContent('Slutförd');
    await expect(ui.getByRole('heading', { level: 3, name: /^Produkter för leverans/ })).toBeVisible();
    await expect(ui.getByRole('heading', { level: 3, name: /^Produkter att hämta i baslager/ })).toBeVisible();
    const rows = within(ui.getByRole('table', { name: 'Beställningens historik' })).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Skapad', 'Skickad', 'Status ändrad']);
    await expect(within(rows[2] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('Slutförd');
  },
};

/** Order 1004 to base storage BL-LND: the storage and its code instead of a person, four delivered lines. */
export const ToBaseStorage: Story = {
  args: { order: BASE_STORAGE },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement, 'Beställning 7001004');
    const receiver = ui.getByRole('region', { name: 'Mottagare' });
    await expect(fact(receiver, 'Typ')).toHaveTextContent('Baslager');
    await expect(fact(receiver, 'Baslager')).toHaveTextContent('Baslager Lund');
    await expect(fact(receiver, 'Kod')).toHaveTextContent('BL-LND');
    await expect(within(receiver).queryByText('Personnummer')).toBeNull();
    await expect(ui.getByRole('heading', { level: 3, name: 'Produkter för leverans (4 rader)' })).toBeVisible();
  },
};

/**
 * A completed fitting: the fitting line says so and offers no ordering. The reference server has no
 * call that completes a fitting (the fittings area sets it), so this story gives the sent order's
 * fitting line status 90 in the answer, as the fitting system would.
 */
export const CompletedFitting: Story = {
  beforeEach: async () => {
    const cleanup = await sentOrderOfEveryType();
    const original = getTransport();
    const id = order().id;
    setTransport(async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url, location.href).pathname.endsWith(`/web-orders/${id}`) || !response.ok) return response;
      const data = (await response.json()) as Order;
      const content = data.content.map((l) => (l.contentType === 'FITTING' ? { ...l, status: { value: 90, label: 'Levererad' } } : l));
      return new Response(JSON.stringify({ ...data, content }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    return () => {
      setTransport(original);
      cleanup();
    };
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement, `Beställning ${order().orderNumber}`);
    const fitting = within(group(ui, /^Utprovning/)).getByRole('article');
    await expect(within(fitting).getByText('Utprovningen är avslutad')).toBeVisible();
    await expect(within(fitting).queryAllByRole('button')).toEqual([]);
    await expect(within(group(ui, /^Arbetsorder/)).queryByText('Utprovningen är avslutad')).toBeNull();
  },
};

/**
 * A content type of 200 lines (a large sent order): the first 40, then "Visa alla 200 rader", which
 * shows all of them in a virtual list (only the lines in view rendered, the same list with each line's
 * place in 200 told) and turns into "Visa färre rader". The server's answer for order 1004 (four
 * delivered lines) has its lines repeated to 200 here; making 200 lines through the API would take
 * the story most of its time. axe checks the list as the play leaves it.
 */
export const LargeGroup: Story = {
  args: { order: BASE_STORAGE },
  beforeEach: () => {
    const original = getTransport();
    setTransport(async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url, location.href).pathname.endsWith(`/web-orders/${BASE_STORAGE}`) || !response.ok) return response;
      const data = (await response.json()) as Order;
      const content = Array.from({ length: 200 }, (_, i) => {
        const line = data.content[i % data.content.length] as OrderContent;
        return { ...line, id: 1_000_000 + i, contentNumber: `${data.orderNumber}-${i + 1}` };
      });
      return new Response(JSON.stringify({ ...data, content }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    return () => setTransport(original);
  },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement, 'Beställning 7001004');
    const name = 'Rader: Produkter för leverans';
    await expect(within(ui.getByRole('list', { name })).getAllByRole('article')).toHaveLength(40);
    const more = ui.getByRole('button', { name: 'Visa alla 200 rader' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent('Visa färre rader');
    await expect(focused(more)).toBe(more);
    // All 200 in a virtual list: a few lines rendered, each a listitem that tells its place.
    const list = await ui.findByRole('list', { name });
    await expect((list.getRootNode() as Document | ShadowRoot).getElementById(more.getAttribute('aria-controls') ?? '')?.contains(list)).toBe(true);
    const items = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    // (virtualized once the rows' chunk has come: the first 50 whole until then)
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeLessThanOrEqual(30), TIMEOUT);
    await expect(items()[0]).toHaveAttribute('aria-setsize', '200');
    await expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    await expect(within(list).getByText('Rad 7001004-1')).toBeVisible();
    await expect(list).toHaveAttribute('tabindex', '0'); // the scroll box is reachable by keyboard
    // Scrolled to the end: the last line, the first gone, still few rendered.
    await waitFor(async () => {
      list.scrollTop = list.scrollHeight;
      await expect(within(list).getByText('Rad 7001004-200')).toBeVisible();
    }, TIMEOUT);
    await expect(within(list).getByText('Rad 7001004-200').closest('[role=listitem]')).toHaveAttribute('aria-posinset', '200');
    await expect(within(list).queryByText('Rad 7001004-1')).toBeNull();
    await expect(within(list).getAllByRole('article').length).toBeLessThanOrEqual(30);
    // And fewer again: the first 40 in the page's flow.
    await userEvent.click(more);
    await expect(within(ui.getByRole('list', { name })).getAllByRole('article')).toHaveLength(40);
  },
};

/** The user's own order, not sent: it is the cart, and the element leads there. Deleted afterwards. */
export const NotSentYet: Story = {
  beforeEach: async () => {
    current = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: ASTRID });
    const made = current;
    return async () => {
      current = null;
      await api('DELETE', `/fsp/v1/web-orders/${made.id}`).catch(() => undefined);
    };
  },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await shown(canvasElement, `Beställning ${order().orderNumber}`);
    await expect(ui.getByRole('heading', { name: 'Beställningen är inte skickad' })).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
    await userEvent.click(ui.getByRole('link', { name: 'Till varukorgen' }));
    await expect(paths).toEqual([`/orders/${order().id}/cart`]);
  },
};

/** Opened from My orders: the breadcrumb leads back there. */
export const FromMyOrders: Story = {
  args: { order: COMPLETED, mine: true },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui } = await shown(canvasElement, 'Beställning 7001000');
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Mina beställningar' }));
    await expect(paths).toEqual(['/my-myloc/orders']);
  },
};

/** In English: the texts, the statuses, the dates. */
export const English: Story = {
  args: { order: COMPLETED, lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement, 'Order 7001000');
    await expect(fact(section, 'Status')).toHaveTextContent('Completed');
    await expect(ui.getByRole('region', { name: 'Receiver' })).toBeVisible();
    await expect(ui.getByRole('heading', { level: 3, name: /^Products for delivery/ })).toBeVisible();
    const rows = within(ui.getByRole('table', { name: "The order's history" })).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Created', 'Sent', 'Status changed']);
  },
};

/** A phone, 375 px: nothing wider than the screen; the history as cards. */
export const Phone375: Story = {
  beforeEach: sentOrderOfEveryType,
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { host } = await shown(canvasElement, `Beställning ${order().orderNumber}`);
    await waitFor(() => expect(host.scrollWidth).toBeLessThanOrEqual(host.clientWidth + 1), TIMEOUT);
    const root = host.shadowRoot;
    if (!root) throw new Error('no shadow root');
    for (const el of root.querySelectorAll<HTMLElement>('article, table, dl')) await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(host.getBoundingClientRect().right + 1);
  },
};
