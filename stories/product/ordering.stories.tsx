/**
 * The ordering block of `<fsp-product>` (spec 2 §4 Delivery type, Assembly or installation, §5
 * Quantity counter, Add button, Delivery update), with data from the reference API running in the
 * page. Each story makes the active order it needs through the API before the element renders (a
 * new order becomes the user's active one) and deletes it afterwards, so no story sees another's.
 *
 * Seeded facts used (docs/world.md): Leo Lagerström (lager@example.org) works in base storage 2
 * Baslager Malmö Centrum, where Duschpall Etac Standard (product 4) is in stock; Frida Förskrivare
 * (the default persona) works at a care unit, no base storage. Astrid Nilsson (client 1, Malmö) is a
 * client of both. Tryckavlastande madrass Invacare Hög (87) is an inventory item whose order control
 * is INSTALLATION_MANDATORY; Elrullstol Sunrise Medical Smal (23) has ASSEMBLY_OPTIONAL; Taklyft
 * Arjo Smal (29) is an inventory item that cannot be ordered; Duschpall Handicare Bred (44) cannot be
 * ordered and no base storage has it, Duschpall Handicare Smal (24) is orderable and no base storage has it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { AppData } from '../../src/contract/authentication.ts';
import type { Order, OrderContent } from '../../src/contract/orders.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { renderedElement, TIMEOUT, VIEWPORTS, api } from '../helpers.ts';
import '../../src/elements/product/product.element.ts';

type Args = { product: number; storage?: number | undefined; lang?: 'sv' | 'en' };

const meta = {
  title: 'Products/fsp-product/Ordering',
  render: ({ product, storage, lang }) => <fsp-product product={product} {...(storage ? { storage } : {})} {...(lang ? { lang } : {})} />,
  args: { product: 4 },
  argTypes: {
    product: { control: 'number', description: 'The product id: 4 in stock in BL-MLM, 87 installation mandatory, 23 assembly optional, 29 an inventory item not orderable, 44 not orderable and in no base storage, 24 in no base storage.' },
    storage: { control: 'number', description: 'The chosen storage: 1 the central storage, 2–5 the base storages.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const LEO = 'lager@example.org';
const ASTRID = { type: 'CLIENT', id: 1 } as const;
const BL_MLM = { type: 'FACILITY', id: 2 } as const;

// ---- the API, as the logged-in persona -------------------------------------------------------------


/** The active order the story made (its id), read by the play function. */
let current: Order | null = null;

/** No active order: the user's active one, if a story left one, is deleted. */
async function noActiveOrder(): Promise<void> {
  const appData = await api<AppData>('GET', '/authentication');
  if (appData.currentOrder) await api('DELETE', `/fsp/v1/web-orders/${appData.currentOrder.id}`);
  current = null;
}

/** `beforeEach`: a new order for the receiver, the user's active order while the story runs; deleted after. */
const withOrder = (receiver: { type: 'CLIENT' | 'FACILITY'; id: number }) => async () => {
  await noActiveOrder();
  current = await api<Order>('POST', '/fsp/v1/web-orders', { receiver });
  const made = current;
  return async () => {
    current = null;
    await api('DELETE', `/fsp/v1/web-orders/${made.id}`).catch(() => undefined);
  };
};

function order(): Order {
  if (!current) throw new Error('the story made no order');
  return current;
}

// ---- the element -------------------------------------------------------------------------------

/** The ordering block, once the product and the active order (or its absence) are known. */
async function block(canvasElement: HTMLElement, title = 'Beställ produkten') {
  const { root, ui } = await renderedElement(canvasElement, 'fsp-product');
  const region = await ui.findByRole('region', { name: title }, TIMEOUT);
  const body = within(region);
  await waitFor(() => expect(region.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return { root, region, body };
}

/** The events the element fired, each prevented (a host that handles them), so the story stays. */
function events(canvasElement: HTMLElement) {
  const paths: string[] = [];
  const newOrders: unknown[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    e.preventDefault();
    paths.push(e.detail.path);
  });
  canvasElement.addEventListener('fsp-new-order', (e) => newOrders.push(e.detail));
  return { paths, newOrders };
}

/** The radios' names and which is checked. */
function radios(region: HTMLElement) {
  return within(region)
    .queryAllByRole('radio')
    .map((r) => ({ name: r.closest('label')?.textContent ?? '', checked: (r as HTMLInputElement).checked }));
}

/** The element that describes a control (aria-describedby), as text. */
function description(control: HTMLElement, root: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)?.textContent ?? '').join(' ');
}

// ---- no active order -------------------------------------------------------------------------------

/** No order: NO_CLIENT_ORDER_SELECTED with New order, which asks the host for the popup with the product and the counter's quantity. */
export const NoOrder: Story = {
  beforeEach: noActiveOrder,
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement);
    const { newOrders } = events(canvasElement);
    await expect(region.querySelector('[part=ordering-warning]')).toHaveTextContent('Ingen beställning är vald för brukaren. Skapa en ny beställning först.');
    await expect(body.queryByRole('button', { name: 'Lägg till' })).toBeNull();
    await expect(body.queryByRole('radio')).toBeNull();
    const counter = body.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' });
    await expect(counter).toHaveValue(1);
    await expect(body.getByRole('button', { name: 'Minska antalet' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(body.getByRole('button', { name: 'Öka antalet' }));
    await expect(counter).toHaveValue(3);
    const newOrder = body.getByRole('button', { name: 'Ny beställning' });
    await expect(description(newOrder, root)).toBe('Ingen beställning är vald för brukaren. Skapa en ny beställning först.');
    await userEvent.click(newOrder);
    await expect(newOrders).toEqual([{ addToCart: { product: 4, quantity: 3 } }]);
  },
};

// ---- a client order -------------------------------------------------------------------------------

/**
 * A client order of a user whose base storage has the product: pickup there by default, delivery
 * the other choice; no checkbox (order control NONE). Add makes a pickup draft at the wizard's
 * first step in that storage and goes to the product wizard for it.
 */
export const PickupByDefault: Story = {
  parameters: { persona: LEO },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { region, body } = await block(canvasElement);
    const { paths } = events(canvasElement);
    await expect(region.querySelector('.ordering-receiver')).toHaveTextContent('Mottagare: Astrid Nilsson (Brukare)');
    await expect(body.getByRole('group', { name: 'Leveranssätt' })).toBeVisible();
    await expect(radios(region)).toEqual([
      { name: 'Hämta i baslager: Baslager Malmö Centrum', checked: true },
      { name: 'Leverans', checked: false },
    ]);
    await expect(body.queryByRole('checkbox')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Öka antalet' }));
    const add = body.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() => expect(paths).toHaveLength(1), TIMEOUT);
    const [path] = paths;
    const match = /^\/orders\/(\d+)\/products\/(\d+)\?contentid=(\d+)$/.exec(path ?? '');
    await expect(match?.[1]).toBe(String(order().id));
    await expect(match?.[2]).toBe(match?.[3]);
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${order().id}/content/${match?.[2]}`);
    await expect(line.contentType).toBe('PRODUCT_PICKUP');
    await expect(line.product?.id).toBe(4);
    await expect(line.product?.quantity).toBe(2);
    await expect(line.currentStep).toBe(1);
    await expect(line.fromFacility?.id).toBe(2);
    await expect(line.status.value).toBe(5);
  },
};

/**
 * A user with no base storage of her own: delivery by default; pickup is offered but, with no base
 * storage to pick up in, Add says so. The chosen storage on the page (BL-MLM) is such a storage.
 */
export const DeliveryWithoutBaseStorage: Story = {
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement);
    await expect(radios(region)).toEqual([
      { name: 'Hämta i baslager', checked: false },
      { name: 'Leverans', checked: true },
    ]);
    const add = body.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeEnabled();
    await userEvent.click(body.getByRole('radio', { name: 'Hämta i baslager' }));
    await expect(add).toBeDisabled();
    // LOCATION_MISSING (spec 2 §8): no base storage to pick it up in.
    await expect(description(add, root)).toBe('Lagerplats saknas: välj baslagret att hämta i, eller välj leverans.');
    await userEvent.click(body.getByRole('radio', { name: 'Leverans' }));
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAttribute('aria-describedby');
  },
};

/**
 * NOT_AVAILABLE_IN_BASE_STORAGE (spec 2 §8): a product not orderable (a pickup its only way) that no
 * base storage has available (Duschpall Handicare Bred, 44): Add disabled, the label and why.
 */
export const NotAvailableInBaseStorage: Story = {
  args: { product: 44 },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement);
    await expect(radios(region)).toEqual([{ name: 'Hämta i baslager', checked: true }]);
    const add = body.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeDisabled();
    await expect(description(add, root)).toBe('Finns inte i baslager: inget baslager har den tillgänglig att hämta.');
  },
};

/**
 * The user's own base storage (Leo's BL-MLM) has none of an orderable product (Duschpall Handicare
 * Smal, 24): delivery by default; pickup there is NOT_AVAILABLE_IN_BASE_STORAGE, with delivery the way out.
 */
export const NotAvailableInOwnBaseStorage: Story = {
  args: { product: 24 },
  parameters: { persona: LEO },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement);
    await expect(radios(region)).toEqual([
      { name: 'Hämta i baslager: Baslager Malmö Centrum', checked: false },
      { name: 'Leverans', checked: true },
    ]);
    const add = body.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeEnabled();
    await userEvent.click(body.getByRole('radio', { name: 'Hämta i baslager: Baslager Malmö Centrum' }));
    await expect(add).toBeDisabled();
    await expect(description(add, root)).toBe('Finns inte i baslager: Baslager Malmö Centrum har ingen tillgänglig att hämta. Välj leverans i stället.');
    await userEvent.click(body.getByRole('radio', { name: 'Leverans' }));
    await expect(add).toBeEnabled();
  },
};

/** The same user with a base storage chosen on the page: pickup there, the default since it has the product. */
export const PickupInChosenStorage: Story = {
  args: { storage: 2 },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { region } = await block(canvasElement);
    await expect(radios(region)).toEqual([
      { name: 'Hämta i baslager: Baslager Malmö Centrum', checked: true },
      { name: 'Leverans', checked: false },
    ]);
  },
};

/** A base-storage receiver: delivery, the only choice; no assembly or installation checkbox. */
export const BaseStorageReceiver: Story = {
  parameters: { persona: LEO },
  beforeEach: withOrder(BL_MLM),
  play: async ({ canvasElement }) => {
    const { region, body } = await block(canvasElement);
    await expect(region.querySelector('.ordering-receiver')).toHaveTextContent('Mottagare: Baslager Malmö Centrum (Baslager)');
    await expect(radios(region)).toEqual([{ name: 'Leverans', checked: true }]);
    await expect(body.queryByRole('checkbox')).toBeNull();
    await expect(body.getByRole('button', { name: 'Lägg till' })).toBeEnabled();
  },
};

// ---- assembly or installation ---------------------------------------------------------------------

/** Installation mandatory, to a client: delivery (an inventory item), the checkbox checked and fixed, Add sends INSTALLATION. */
export const InstallationMandatory: Story = {
  args: { product: 87 },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement);
    const { paths } = events(canvasElement);
    await expect(radios(region)).toEqual([{ name: 'Leverans', checked: true }]);
    const box = body.getByRole('checkbox', { name: 'Installation' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(description(box, root)).toBe('Produkten kräver installation.');
    await userEvent.click(body.getByRole('button', { name: 'Lägg till' }));
    await waitFor(() => expect(paths).toHaveLength(1), TIMEOUT);
    const content = /\/products\/(\d+)/.exec(paths[0] ?? '')?.[1];
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${order().id}/content/${content}`);
    await expect(line.contentType).toBe('PRODUCT_DELIVERY');
    await expect(line.subContentType?.value).toBe('INSTALLATION');
  },
};

/** Installation mandatory, to a base storage: no checkbox, Add disabled with the reason beside it. */
export const InstallationToBaseStorage: Story = {
  args: { product: 87 },
  beforeEach: withOrder(BL_MLM),
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement);
    await expect(radios(region)).toEqual([{ name: 'Leverans', checked: true }]);
    await expect(body.queryByRole('checkbox')).toBeNull();
    const add = body.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeDisabled();
    await expect(description(add, root)).toBe('Installationsbeställning är inte tillåten till baslager.');
    await expect(body.getByText('Installationsbeställning är inte tillåten till baslager.')).toBeVisible();
  },
};

/** Assembly optional: unchecked at first; checked, the line has ASSEMBLY. */
export const AssemblyOptional: Story = {
  args: { product: 23 },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { body } = await block(canvasElement);
    const { paths } = events(canvasElement);
    const box = body.getByRole('checkbox', { name: 'Montering' });
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: 'Lägg till' }));
    await waitFor(() => expect(paths).toHaveLength(1), TIMEOUT);
    const content = /\/products\/(\d+)/.exec(paths[0] ?? '')?.[1];
    const line = await api<OrderContent>('GET', `/fsp/v1/web-orders/${order().id}/content/${content}`);
    await expect(line.subContentType?.value).toBe('ASSEMBLY');
  },
};

// ---- an inventory item -------------------------------------------------------------------------

/** An inventory item that cannot be ordered: the quantity locked to 1, no delivery type, Add disabled with the reason. */
export const InventoryQuantityLocked: Story = {
  args: { product: 29 },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { root, body } = await block(canvasElement);
    const counter = body.getByRole('spinbutton', { name: 'Antal av Taklyft Arjo Smal' });
    await expect(counter).toHaveValue(1);
    await expect(counter).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Öka antalet' })).toBeDisabled();
    await expect(body.getByText('Antalet är låst till 1 för en inventarieartikel som inte levereras.')).toBeVisible();
    await expect(body.queryByRole('radio')).toBeNull();
    const add = body.getByRole('button', { name: 'Lägg till' });
    await expect(add).toBeDisabled();
    await expect(description(add, root)).toBe('En inventarieartikel kan inte beställas för hämtning i baslager.');
  },
};

// ---- saving ----------------------------------------------------------------------------------------

/** The server fails: the catalogue's text under Add, every choice kept, Add ready again. */
export const SavingError: Story = {
  args: { product: 23 },
  parameters: { api: { status: { '/content': 500 } } },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { root, body } = await block(canvasElement);
    const { paths } = events(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(body.getByRole('checkbox', { name: 'Montering' }));
    const add = body.getByRole('button', { name: 'Lägg till' });
    await userEvent.click(add);
    const alert = await body.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Servern kunde inte returnera någon data');
    await expect(description(add, root)).toContain('Servern kunde inte returnera någon data');
    await expect(paths).toEqual([]);
    await expect(body.getByRole('spinbutton', { name: 'Antal av Elrullstol Sunrise Medical Smal' })).toHaveValue(2);
    await expect(body.getByRole('checkbox', { name: 'Montering' })).toBeChecked();
    await expect(body.getByRole('radio', { name: 'Leverans' })).toBeChecked();
    await expect(add).toBeEnabled();
  },
};

/** A refusal with a code: the code's own text (orders' texts), not the server's message; the choices kept. */
export const SavingRefused: Story = {
  beforeEach: async () => {
    const cleanup = await withOrder(ASTRID)();
    // The order was sent in another tab meanwhile: the server refuses the new line.
    const original = getTransport();
    setTransport(async (input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), location.href), init);
      if (request.method === 'POST' && /\/web-orders\/\d+\/content$/.test(new URL(request.url).pathname)) {
        return Response.json({ error: { code: 'ORDER_NOT_EDITABLE', errorMessage: 'server text' } }, { status: 409 });
      }
      return original(request);
    });
    return async () => {
      setTransport(original);
      await cleanup();
    };
  },
  play: async ({ canvasElement }) => {
    const { body } = await block(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Öka antalet' }));
    await userEvent.click(body.getByRole('button', { name: 'Lägg till' }));
    const alert = await body.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Beställningen är redan skickad och kan inte ändras.');
    await expect(body.getByRole('spinbutton', { name: 'Antal av Duschpall Etac Standard' })).toHaveValue(2);
    await expect(body.getByRole('button', { name: 'Lägg till' })).toBeEnabled();
  },
};

/** While saving: Add busy (no second line from a second click), "Saving…" said. */
export const Saving: Story = {
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { body } = await block(canvasElement);
    const { paths } = events(canvasElement);
    const add = body.getByRole('button', { name: 'Lägg till' });
    await userEvent.click(add);
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(paths).toHaveLength(1), TIMEOUT);
  },
};

// ---- language and layouts ----------------------------------------------------------------------

export const English: Story = {
  args: { lang: 'en', product: 87 },
  beforeEach: withOrder(BL_MLM),
  play: async ({ canvasElement }) => {
    const { root, region, body } = await block(canvasElement, 'Order the product');
    await expect(region.querySelector('.ordering-receiver')).toHaveTextContent('Receiver: Baslager Malmö Centrum (Base storage)');
    await expect(radios(region)).toEqual([{ name: 'Delivery', checked: true }]);
    const add = body.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await expect(description(add, root)).toBe('Installation order not allowed to base storage.');
  },
};

export const EnglishNoOrder: Story = {
  args: { lang: 'en' },
  beforeEach: noActiveOrder,
  play: async ({ canvasElement }) => {
    const { region, body } = await block(canvasElement, 'Order the product');
    await expect(region.querySelector('[part=ordering-warning]')).toHaveTextContent('No order is selected for the client. Create a new order first.');
    await expect(body.getByRole('button', { name: 'New order' })).toBeVisible();
  },
};

/** 375 px: the block in the one column, nothing sideways. */
export const Phone375: Story = {
  parameters: { persona: LEO },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, region } = await block(canvasElement);
    await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(375));
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** 1366 px: the block beside the pictures, under the price. */
export const Desktop1366: Story = {
  parameters: { persona: LEO },
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root, region } = await block(canvasElement);
    const gallery = root.querySelector('[part=gallery]')?.getBoundingClientRect();
    await expect(region.getBoundingClientRect().left).toBeGreaterThan(gallery?.right ?? Infinity);
  },
};
