/**
 * `<fsp-order-wizard type="products">` in every state, with the reference API running in the page:
 * a new line (the product searched for and chosen), each of the five steps with a line made for the
 * story (product, a pickup with its base storage chosen, a pickup available in no base storage
 * (NOT_AVAILABLE_IN_BASE_STORAGE), an installation-mandatory product with its
 * locked checkbox, accessories with and without any, additional information with its limits, address
 * and contact with a missing method, the overview with Add to cart), an installation-mandatory
 * product to a base storage (refused), a failed save (the line gone, or the server's 500) that keeps
 * what was typed, a sent order and a line no longer a draft, an unknown wizard type, loading, English,
 * under /embedded (no Home breadcrumb) and 375 px. The fsp-navigate events are prevented as a routing host would, except in RoutedByItself. Each story makes its order to Astrid
 * Nilsson (or a base storage) through the API and deletes it afterwards.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { Order, OrderContent } from '../../src/contract/orders.ts';
import { typeInto } from '../core/core-helpers.tsx';
import { api, deliver, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/order-wizard/order-wizard.element.ts';

type Args = { type?: string; order?: number; step?: number; lang?: 'sv' | 'en'; embedded?: boolean };

/** The order and line the story made, read by render and the play function. */
let current: { order: Order; line: OrderContent | null } | null = null;

const meta = {
  title: 'Orders/fsp-order-wizard (products)',
  render: ({ type, order, step, lang, embedded }) => (
    <fsp-order-wizard
      type={type ?? 'products'}
      order={order ?? current?.order.id ?? 0}
      {...(current?.line ? { content: current.line.id } : {})}
      {...(step !== undefined ? { step } : {})}
      {...(lang ? { lang } : {})}
      {...(embedded ? { embedded: true } : {})}
    />
  ),
  args: {},
  argTypes: {
    type: { control: 'text', description: 'The wizard: products.' },
    step: { control: 'number', description: 'The step shown, 0-based (the location state).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const ASTRID = { type: 'CLIENT', id: 1 } as const;
const BL_MLM = { type: 'FACILITY', id: 2 } as const;
const DUSCHPALL = 4;
const ROLLATOR = 21;
/** Tryckavlastande madrass Invacare Hög: an inventory item whose installation is mandatory. */
const MATTRESS = 87;
/** Duschpall Handicare Smal: orderable, and available in no base storage. */
const NOT_AVAILABLE = 24;

/** `beforeEach`: an order, with a draft line of `product` at `currentStep` unless none; deleted afterwards. */
const withLine =
  (spec: { product?: number; currentStep?: number; receiver?: typeof ASTRID | typeof BL_MLM; inCart?: boolean } = {}) =>
  async () => {
    const order = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: spec.receiver ?? ASTRID });
    let line: OrderContent | null = null;
    if (spec.product) {
      line = await api<OrderContent>('POST', `/fsp/v1/web-orders/${order.id}/content`, {
        contentType: 'PRODUCT_DELIVERY',
        product: { id: spec.product, quantity: 1 },
        currentStep: spec.currentStep ?? 1,
      });
      if (spec.inCart) {
        await deliver(order.id, line.id, { method: true });
        line = await api<OrderContent>('POST', `/fsp/v1/web-orders/${order.id}/content/${line.id}?action=ADD_TO_CART`);
      }
    }
    current = { order, line };
    return async () => {
      current = null;
      await api('DELETE', `/fsp/v1/web-orders/${order.id}`).catch(() => undefined);
    };
  };

/** The wizard once its step is shown (no spinner). */
async function wizard(canvasElement: HTMLElement) {
  const el = await renderedElement(canvasElement, 'fsp-order-wizard');
  await el.ui.findByRole('heading', { level: 1 }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}

/** The fsp-navigate events, prevented (a host that routes). */
function navigations(canvasElement: HTMLElement) {
  const seen: { path: string; state?: { step?: number } }[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    e.preventDefault();
    seen.push({ path: e.detail.path, ...(e.detail.state ? { state: e.detail.state } : {}) });
  });
  return seen;
}

const next = (ui: Awaited<ReturnType<typeof wizard>>['ui']) => ui.getByRole('button', { name: 'Spara och fortsätt' });

/** A type that is no wizard: there is no such wizard. */
export const UnknownType: Story = {
  beforeEach: withLine(),
  args: { type: 'repairs' },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-order-wizard');
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Det finns ingen sådan guide eller orderrad.');
  },
};

/** No line yet: the catalogue searched, a product chosen, its choices, and the line made on save. */
export const NewLine: Story = {
  beforeEach: withLine(),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Astrid Nilsson');
    await expect(ui.getByRole('button', { name: /^Produkt/ })).toHaveAttribute('aria-current', 'step');
    await expect(ui.getByRole('button', { name: /^Tillbehör/ })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeDisabled();
    await typeInto(ui.getByRole('textbox', { name: 'Sök produkt' }), 'Duschpall Etac Standard');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await userEvent.click(await ui.findByRole('button', { name: 'Välj Duschpall Etac Standard' }, TIMEOUT));
    await expect(await ui.findByText('Duschpall Etac Standard', {}, TIMEOUT)).toBeVisible();
    await userEvent.click(ui.getByRole('radio', { name: 'Leverans' }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const [move] = moves;
    await expect(move?.path).toMatch(/^\/orders\/\d+\/products\/\d+\?contentid=\d+$/);
    await expect(move?.state).toEqual({ step: 1 });
  },
};

/** Step 1 of a line: its quantity and delivery type; saving moves on with the step in the state. */
export const ProductStep: Story = {
  beforeEach: withLine({ product: DUSCHPALL }),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('radio', { name: 'Leverans' })).toBeChecked();
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await expect(ui.getByRole('spinbutton', { name: 'Antal Duschpall Etac Standard' })).toHaveValue(2);
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves.at(-1)?.state).toEqual({ step: 1 }), TIMEOUT);
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}`);
    await expect(line.product?.quantity).toBe(2);
    await expect(line.currentStep).toBe(2);
  },
};

/** Pickup for Frida (her own place is no base storage): the base storage is chosen, required, and saved with the line. */
export const PickupStorage: Story = {
  beforeEach: withLine({ product: DUSCHPALL }),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.queryByRole('combobox', { name: 'Baslager att hämta i' })).toBeNull();
    await userEvent.click(ui.getByRole('radio', { name: 'Hämta i baslager' }));
    const storage = ui.getByRole('combobox', { name: 'Baslager att hämta i' });
    // None chosen: LOCATION_MISSING (spec 2 §8), and nothing is saved.
    await userEvent.selectOptions(storage, '');
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Lagerplats saknas: välj baslagret att hämta i, eller välj leverans.');
    await expect(moves).toHaveLength(0);
    await userEvent.selectOptions(storage, ui.getByRole('option', { name: /^Baslager Lund \(\d+ tillgängliga\)$/ }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 1 });
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}`);
    await expect(line.contentType).toBe('PRODUCT_PICKUP');
    await expect(line.fromFacility?.id).toBe(3);
  },
};

/**
 * A pickup with nowhere to pick it up, for Frida (her own place is no base storage): Duschpall
 * Handicare Smal (24) is available in no base storage (docs/world.md). Pickup chosen: the
 * NOT_AVAILABLE_IN_BASE_STORAGE label (spec 2 §8) and why, in place of the base storage to choose,
 * Next disabled and described by it (the server refuses such a pickup too, 400); delivery goes on.
 */
export const NotAvailableInBaseStorage: Story = {
  beforeEach: async () => {
    const product = await api<{ isOrderable: boolean; storageBalances: { facility: { category: { value: number } }; quantity: number; allocatedQuantity: number }[] }>('GET', `/fsp/v1/products/${NOT_AVAILABLE}`);
    if (!product.isOrderable || product.storageBalances.some((b) => b.facility.category.value === 2 && b.quantity - b.allocatedQuantity > 0)) {
      throw new Error('the seed’s product 24 is to be orderable and available in no base storage');
    }
    return withLine({ product: NOT_AVAILABLE })();
  },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { root, ui } = await wizard(canvasElement);
    await expect(ui.getByRole('radio', { name: 'Leverans' })).toBeChecked();
    await expect(ui.queryByText('Finns inte i baslager')).toBeNull();
    await userEvent.click(ui.getByRole('radio', { name: 'Hämta i baslager' }));
    // No base storage to choose: the label instead, and Next says why it is disabled.
    await expect(ui.queryByRole('combobox', { name: 'Baslager att hämta i' })).toBeNull();
    const why = 'Finns inte i baslager Inget baslager har den tillgänglig att hämta. Välj leverans i stället.';
    await expect(ui.getAllByRole('status').find((s) => s.querySelector('[part=not-available]'))).toHaveTextContent(why);
    await expect(root.querySelector('[part=not-available]')).toHaveTextContent(/^Finns inte i baslager$/);
    await expect(next(ui)).toBeDisabled();
    await expect(next(ui)).toHaveAccessibleDescription(why);
    await expect(moves).toHaveLength(0);
    // Delivered instead: the label goes, and the line is saved as a delivery.
    await userEvent.click(ui.getByRole('radio', { name: 'Leverans' }));
    await expect(root.querySelector('[part=not-available]')).toBeNull();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}`);
    await expect(line.contentType).toBe('PRODUCT_DELIVERY');
  },
};

/** An installation-mandatory product delivered to a client: Installation checked and locked, with why; saved with it. */
export const InstallationMandatory: Story = {
  beforeEach: withLine({ product: MATTRESS }),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    // An inventory item: delivered only, no pickup.
    await expect(ui.queryByRole('radio', { name: 'Hämta i baslager' })).toBeNull();
    const box = ui.getByRole('checkbox', { name: 'Installation' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Produkten måste installeras.');
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}`);
    await expect(line.subContentType).not.toBeNull();
  },
};

/** No host routing (fsp-navigate not prevented): the element follows its own step, setting `step` itself. */
export const RoutedByItself: Story = {
  beforeEach: withLine({ product: DUSCHPALL }),
  play: async ({ canvasElement }) => {
    const seen: { path: string; state?: { step?: number } }[] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => seen.push({ path: e.detail.path, ...(e.detail.state ? { state: e.detail.state } : {}) }));
    const { host, ui } = await wizard(canvasElement);
    await userEvent.click(next(ui));
    await waitFor(() => expect(host).toHaveAttribute('step', '1'), TIMEOUT);
    await expect(seen).toEqual([{ path: `/orders/${current?.order.id}/products/${current?.line?.id}?contentid=${current?.line?.id}`, state: { step: 1 } }]);
    await expect(await ui.findByRole('button', { name: /^Tillbehör/ }, TIMEOUT)).toHaveAttribute('aria-current', 'step');
    await expect(await ui.findByText('Produkten har inga tillbehör.', {}, TIMEOUT)).toBeVisible();
  },
};

/** Step 2: the product's accessories, each chosen with a quantity; saved with the line, then step 3. */
export const Accessories: Story = {
  beforeEach: withLine({ product: ROLLATOR, currentStep: 2 }),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('button', { name: /^Tillbehör/ })).toHaveAttribute('aria-current', 'step');
    const boxes = await ui.findAllByRole('checkbox', {}, TIMEOUT);
    await expect(boxes.length).toBeGreaterThan(0);
    const first = boxes[0] as HTMLElement;
    await expect(first).not.toBeChecked();
    await expect(ui.queryAllByRole('group')).toHaveLength(0);
    await userEvent.click(first);
    // The chosen accessory gets its counter; one more of it.
    await expect(ui.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]).toEqual({ path: `/orders/${current?.order.id}/products/${current?.line?.id}?contentid=${current?.line?.id}`, state: { step: 2 } });
    const stored = await api<{ selected: boolean; quantity: number }[]>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}/accessories`);
    await expect(stored.filter((a) => a.selected).map((a) => a.quantity)).toEqual([2]);
  },
};

/** Step 2 of a product without accessories: the ACCESSORIES_MISSING label (spec 2 §8) and why, and Next goes on. */
export const NoAccessories: Story = {
  beforeEach: withLine({ product: DUSCHPALL, currentStep: 2 }),
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByText('Produkten har inga tillbehör.', {}, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Tillbehör saknas')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Tillbaka' })).toBeEnabled();
  },
};

/** Step 3: the message is counted to 2,000 characters; a requested date before today is refused before any call. */
export const AdditionalInformation: Story = {
  beforeEach: withLine({ product: DUSCHPALL, currentStep: 3 }),
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    const message = await ui.findByRole('textbox', { name: 'Meddelande till leverantör eller tekniker' }, TIMEOUT);
    await typeInto(message, 'Ring först');
    await expect(message).toHaveAccessibleDescription('10 av 2000 tecken');
    const date = ui.getByLabelText('Önskat leveransdatum');
    await fireEvent.change(date, { target: { value: '2020-01-01' } });
    await expect(await ui.findByText('Datumet måste vara tidigast i dag och senast 9999-12-31.', {}, TIMEOUT)).toBeVisible();
    await expect(next(ui)).toBeDisabled();
    await expect(message).toHaveValue('Ring först');
  },
};

/** Step 4 delivered to a client: without a method, "No delivery method selected", nothing chosen lost. */
export const AddressAndContact: Story = {
  beforeEach: withLine({ product: DUSCHPALL, currentStep: 4 }),
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    const summer = await ui.findByRole('radio', { name: /Sommarboende/ }, TIMEOUT);
    await userEvent.click(summer);
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Inget leveranssätt valt.');
    await expect(summer).toBeChecked();
    await expect(ui.getByRole('combobox', { name: 'Leveranssätt' })).toBeVisible();
  },
};

/** Step 5: the overview; Edit goes back to a step (state), Add to cart goes to the cart. */
export const Overview: Story = {
  beforeEach: async () => {
    const cleanup = await withLine({ product: DUSCHPALL, currentStep: 5 })();
    const { order, line } = current ?? {};
    if (order && line) await deliver(order.id, line.id, { method: true });
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const overview = await ui.findByRole('form', { name: 'Översikt' }, TIMEOUT);
    await expect(overview).toHaveTextContent('Duschpall Etac Standard');
    await expect(overview).toHaveTextContent('Storgatan 14');
    await userEvent.click(ui.getByRole('button', { name: 'Ändra Tillbehör' }));
    await waitFor(() => expect(moves.at(-1)?.state).toEqual({ step: 1 }), TIMEOUT);
    await userEvent.click(ui.getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() => expect(moves.at(-1)?.path).toBe(`/orders/${current?.order.id}/cart`), TIMEOUT);
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}`);
    await expect(line.status.value).toBe(10);
  },
};

/** A base storage receiver and an installation-mandatory product: refused with the reason, no save. */
let mattressNumber = '';
export const InstallationToBaseStorage: Story = {
  beforeEach: async () => {
    mattressNumber = (await api<{ productNumber: string }>('GET', '/fsp/v1/products/87')).productNumber;
    return withLine({ receiver: BL_MLM })();
  },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await typeInto(ui.getByRole('textbox', { name: 'Sök produkt' }), mattressNumber);
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await userEvent.click(await ui.findByRole('button', { name: 'Välj Tryckavlastande madrass Invacare Hög' }, TIMEOUT));
    await expect(await ui.findByText('Installationsbeställning är inte tillåten till baslager.', {}, TIMEOUT)).toBeVisible();
    await expect(next(ui)).toBeDisabled();
    await expect(ui.queryByRole('radio', { name: 'Hämta i baslager' })).toBeNull();
  },
};

/** A failed save (the line deleted meanwhile, in another tab): the step stays with what was chosen, and says why. */
export const SaveFails: Story = {
  beforeEach: withLine({ product: DUSCHPALL }),
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Öka antalet' }));
    await api('DELETE', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line?.id}`);
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('spinbutton', { name: 'Antal Duschpall Etac Standard' })).toHaveValue(2);
    await expect(ui.getByRole('button', { name: /^Produkt/ })).toHaveAttribute('aria-current', 'step');
  },
};

/** The server fails the save (500): the chosen product and its choices stay, the step says why, no move. */
export const SaveServerError: Story = {
  beforeEach: withLine(),
  parameters: { api: { status: { '/content': 500 } } },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await typeInto(ui.getByRole('textbox', { name: 'Sök produkt' }), 'Duschpall Etac Standard');
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await userEvent.click(await ui.findByRole('button', { name: 'Välj Duschpall Etac Standard' }, TIMEOUT));
    await userEvent.click(await ui.findByRole('button', { name: 'Öka antalet' }, TIMEOUT));
    await userEvent.click(ui.getByRole('radio', { name: 'Hämta i baslager' }));
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Servern kunde inte');
    await expect(moves).toHaveLength(0);
    await expect(ui.getByRole('spinbutton', { name: 'Antal Duschpall Etac Standard' })).toHaveValue(2);
    await expect(ui.getByRole('radio', { name: 'Hämta i baslager' })).toBeChecked();
    await expect(ui.getByRole('button', { name: /^Produkt/ })).toHaveAttribute('aria-current', 'step');
  },
};

/** An order already sent (Frida's order 1000) is not edited here. */
export const SentOrder: Story = {
  beforeEach: () => {
    current = null;
  },
  args: { order: 1000 },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Raden är inte längre ett utkast');
    await expect(ui.queryByRole('button', { name: 'Spara och fortsätt' })).toBeNull();
  },
};

/** A line already in the cart is not edited here. */
export const NotADraft: Story = {
  beforeEach: withLine({ product: DUSCHPALL, currentStep: 5, inCart: true }),
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByText(/inte längre ett utkast/, {}, TIMEOUT)).toBeVisible();
  },
};

/** Loading: the busy shell with its spinner (Frida's sent order 1000, never answered). */
export const Loading: Story = {
  args: { order: 1000 },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { section } = await renderedElement(canvasElement, 'fsp-order-wizard');
    await waitFor(() => expect(section.querySelector('[aria-busy=true] .fsp-spinner')).not.toBeNull(), TIMEOUT);
  },
};

/** Under /embedded (`embedded`): the breadcrumbs start at the cart, with no Home (the start page has no embedded page). */
export const Embedded: Story = {
  beforeEach: withLine({ product: DUSCHPALL }),
  args: { embedded: true },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    const trail = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(trail).queryByRole('link', { name: 'Start' })).toBeNull();
    await expect(within(trail).getByRole('link', { name: 'Varukorg' })).toBeVisible();
  },
};

export const English: Story = {
  beforeEach: withLine({ product: DUSCHPALL }),
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Order products');
    await expect(ui.getByRole('button', { name: 'Save and continue' })).toBeVisible();
    await expect(ui.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  },
};

export const Phone375: Story = {
  beforeEach: withLine({ product: DUSCHPALL, currentStep: 4 }),
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByRole('radio', { name: /Folkbokföringsadress/ }, TIMEOUT)).toBeChecked();
  },
};
