/**
 * `<fsp-order-wizard>` of a function order and of an external assortment product, step by step,
 * with the in-page reference API (Maj Bergström's orders, made and deleted by each story):
 * - functions: the function and its type required (said in place), a function without types, the
 *   customization (its makes; one unchecked is saved), a function without makes, the delivery to
 *   the default base storage with the delivery method asked, the overview with Add to cart;
 * - external assortment: every field required, the quantity a whole number, the product saved; its
 *   overview with the supplier;
 * - a save the server fails (500) keeping what was typed, a step saved without a connection (kept
 *   locally, sent when the connection returns), English, and 375 px.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { typeInto } from '../core/core-helpers.tsx';
import { api, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import { lineIdOf, lineNow, MAJ, navigations, next, orderId, stepHeading, story, renderWizard, withOrder, wizard, WIZARD_ARG_TYPES, type WizardArgs, type WizardStory } from './wizard-kit.tsx';

const meta = {
  title: 'Orders/fsp-order-wizard (functions, external assortment)',
  render: renderWizard,
  args: { type: 'functions' },
  argTypes: WIZARD_ARG_TYPES,
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<WizardArgs>;
export default meta;
type Story = WizardStory;

/** Förflyttning (function 1) of type Lyft (11): it has the makes Sele Storlek M (9001), Sele Storlek L (9002), Manövrering (9003). */
const LIFT = { id: 1, type: { id: 11 } };
const functionLine = (currentStep: number, fn: { id: number; type?: { id: number } } = LIFT) => ({ contentType: 'FUNCTION', function: fn, currentStep });
const EXTERNAL = { productNumber: 'EXT-4411', name: 'Specialanpassad arbetsstol', supplier: { label: 'Stolverkstan AB' }, quantity: 2 };

/** The function step of a new line: nothing chosen, then a function with types and no type: each said; saved with both. */
export const FunctionStep: Story = {
  beforeEach: withOrder(MAJ),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Funktionsbeställning');
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Maj Bergström');
    await expect(stepHeading(ui, 'Funktion')).toBeVisible();
    await expect(ui.getByRole('button', { name: /^Anpassning/ })).toBeDisabled();
    await expect(ui.queryByRole('group', { name: 'Typ av funktion' })).toBeNull();
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Välj en funktion.');
    await userEvent.click(ui.getByRole('radio', { name: 'Förflyttning' }));
    const types = ui.getByRole('group', { name: 'Typ av funktion' });
    await expect(within(types).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Lyft', 'Vridning']);
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Välj typ av funktion.');
    await expect(moves).toHaveLength(0);
    await userEvent.click(ui.getByRole('radio', { name: 'Lyft' }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 1 });
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'functions'));
    await expect(line.contentType).toBe('FUNCTION');
    await expect(line.function?.id).toBe(1);
    await expect(line.function?.type?.id).toBe(11);
    await expect(line.currentStep).toBe(2);
  },
};

/** A function without types (Sömn och vila): no type asked, saved with none. */
export const FunctionWithoutTypes: Story = {
  beforeEach: withOrder(MAJ),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await userEvent.click(ui.getByRole('radio', { name: 'Sömn och vila' }));
    await expect(ui.queryByRole('group', { name: 'Typ av funktion' })).toBeNull();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'functions'));
    await expect(line.function?.id).toBe(2);
    await expect(line.function?.type).toBeNull();
  },
};

/** The customization: the function's makes (the default checked); one unchecked is saved so. */
export const Makes: Story = {
  beforeEach: withOrder(MAJ, functionLine(2)),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Anpassning')).toBeVisible();
    const group = ui.getByRole('group', { name: 'Välj anpassningar' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    const m = ui.getByRole('checkbox', { name: /Storlek M/ });
    await expect(m).toBeChecked();
    await expect(ui.getByRole('checkbox', { name: /Manövrering/ })).toBeVisible();
    await userEvent.click(m);
    await expect(m).not.toBeChecked();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 2 });
    const { order, line } = story();
    const makes = await api<{ values: { id: number; selected: boolean }[] }[]>('GET', `/fsp/v1/web-orders/${order.id}/content/${line.id}/makes`);
    await expect(makes.flatMap((x) => x.values).find((v) => v.id === 9001)?.selected).toBe(false);
    await expect((await lineNow(order.id, line.id)).currentStep).toBe(3);
  },
};

/** A function without makes (Personlig hygien): said so, and Next goes on. */
export const NoMakes: Story = {
  beforeEach: withOrder(MAJ, functionLine(2, { id: 4 })),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByText('Funktionen har inget att anpassa.', {}, TIMEOUT)).toBeVisible();
    await expect(ui.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves.at(-1)?.state).toEqual({ step: 2 }), TIMEOUT);
  },
};

/** A function's accessories step: nothing to choose for a function, and Next goes on. */
export const FunctionAccessories: Story = {
  beforeEach: withOrder(MAJ, functionLine(3)),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Tillbehör')).toBeVisible();
    await expect(ui.getByRole('button', { name: /^Tillbehör/ })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves.at(-1)?.state).toEqual({ step: 3 }), TIMEOUT);
  },
};

/** Delivery of a function: the default base storage offered first and checked, a delivery method required. */
export const FunctionDelivery: Story = {
  beforeEach: withOrder(MAJ, functionLine(5)),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Leveransadress och kontakt')).toBeVisible();
    const addresses = within(ui.getByRole('group', { name: 'Leveransadress' })).getAllByRole('radio');
    await expect(addresses[0]).toHaveAccessibleName(/^Baslager/);
    await expect(addresses[0]).toBeChecked();
    const method = ui.getByRole('combobox', { name: 'Leveranssätt' });
    await expect(method).toHaveValue('');
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Inget leveranssätt valt.');
    await expect(moves).toHaveLength(0);
    await userEvent.selectOptions(method, ui.getByRole('option', { name: 'Ordinarie leverans' }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 5 });
    const { order, line } = story();
    const saved = await lineNow(order.id, line.id);
    await expect(saved.address?.description).toMatch(/^Baslager/);
    await expect(saved.deliveryMethod?.name).toBe('Ordinarie leverans');
  },
};

/** The function order's overview: the function and type, the makes, then Add to cart. */
export const FunctionOverview: Story = {
  beforeEach: withOrder(MAJ, functionLine(6), true),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const overview = ui.getByRole('form', { name: 'Översikt' });
    await expect(overview).toHaveTextContent('Förflyttning, Lyft');
    await expect(overview).toHaveTextContent(/Storlek M/);
    await expect(overview).toHaveTextContent(/Baslager/);
    await userEvent.click(ui.getByRole('button', { name: 'Ändra Anpassning' }));
    await waitFor(() => expect(moves.at(-1)?.state).toEqual({ step: 1 }), TIMEOUT);
    await userEvent.click(ui.getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() => expect(moves.at(-1)?.path).toBe(`/orders/${orderId()}/cart`), TIMEOUT);
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).status.value).toBe(10);
  },
};

/** The external product: every field required, the quantity a whole number; nothing typed lost; saved. */
export const ExternalProduct: Story = {
  beforeEach: withOrder(MAJ),
  args: { type: 'external-assortments' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Externt sortiment');
    await expect(stepHeading(ui, 'Produkt')).toBeVisible();
    const quantity = ui.getByRole('textbox', { name: 'Antal' });
    await expect(quantity).toHaveValue('1');
    await userEvent.click(next(ui));
    await expect(await ui.findAllByText('Obligatoriskt.', {}, TIMEOUT)).toHaveLength(3);
    await expect(moves).toHaveLength(0);
    await typeInto(ui.getByRole('textbox', { name: 'Artikelnummer' }), EXTERNAL.productNumber);
    await typeInto(ui.getByRole('textbox', { name: 'Benämning' }), EXTERNAL.name);
    await typeInto(ui.getByRole('textbox', { name: 'Leverantör' }), EXTERNAL.supplier.label);
    await expect(ui.queryByText('Obligatoriskt.')).toBeNull();
    await fireEvent.input(quantity, { target: { value: 'två' } });
    await userEvent.click(next(ui));
    await expect(await ui.findByText('Ett heltal från 1 till 999.', {}, TIMEOUT)).toBeVisible();
    await expect(moves).toHaveLength(0);
    await expect(ui.getByRole('textbox', { name: 'Benämning' })).toHaveValue(EXTERNAL.name);
    await fireEvent.input(quantity, { target: { value: '2' } });
    await expect(quantity).toHaveValue('2');
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 1 });
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'external-assortments'));
    await expect(line.contentType).toBe('NEW_PRODUCT');
    await expect(line.product).toMatchObject(EXTERNAL);
  },
};

/** The external product's overview: the product, its supplier and quantity; Add to cart. */
export const ExternalOverview: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'NEW_PRODUCT', product: EXTERNAL, text: 'Sitthöjd 52 cm.', currentStep: 4 }, true),
  args: { type: 'external-assortments' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const overview = ui.getByRole('form', { name: 'Översikt' });
    await expect(overview).toHaveTextContent('Specialanpassad arbetsstol');
    await expect(overview).toHaveTextContent('EXT-4411');
    await expect(overview).toHaveTextContent('Leverantör: Stolverkstan AB');
    await expect(overview).toHaveTextContent('Sitthöjd 52 cm.');
    await userEvent.click(ui.getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() => expect(moves.at(-1)?.path).toBe(`/orders/${orderId()}/cart`), TIMEOUT);
  },
};

/** The server fails the save (500): the step stays with everything typed, and says why. */
export const SaveServerError: Story = {
  beforeEach: withOrder(MAJ),
  args: { type: 'external-assortments' },
  parameters: { api: { status: { '/content': 500 } } },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await typeInto(ui.getByRole('textbox', { name: 'Artikelnummer' }), EXTERNAL.productNumber);
    await typeInto(ui.getByRole('textbox', { name: 'Benämning' }), EXTERNAL.name);
    await typeInto(ui.getByRole('textbox', { name: 'Leverantör' }), EXTERNAL.supplier.label);
    await userEvent.click(next(ui));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Servern kunde inte');
    await expect(moves).toHaveLength(0);
    await expect(ui.getByRole('textbox', { name: 'Artikelnummer' })).toHaveValue(EXTERNAL.productNumber);
    await expect(ui.getByRole('textbox', { name: 'Benämning' })).toHaveValue(EXTERNAL.name);
    await expect(ui.getByRole('textbox', { name: 'Leverantör' })).toHaveValue(EXTERNAL.supplier.label);
    await expect(ui.getByRole('button', { name: /^Produkt/ })).toHaveAttribute('aria-current', 'step');
  },
};

/**
 * Without a connection (navigator.onLine false): the step is kept locally, said so, nothing sent and
 * nothing typed lost; when the connection returns (`online`) it is sent and the wizard goes on.
 */
export const SavedLocally: Story = {
  beforeEach: async () => {
    const cleanup = await withOrder(MAJ, { contentType: 'NEW_PRODUCT', product: EXTERNAL, currentStep: 2 })();
    return async () => {
      delete (navigator as { onLine?: boolean }).onLine;
      await cleanup();
    };
  },
  args: { type: 'external-assortments' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const message = ui.getByRole('textbox', { name: 'Meddelande till leverantör eller tekniker' });
    await typeInto(message, 'Skrivet utan anslutning.');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await userEvent.click(next(ui));
    const notice = await ui.findByText(/är sparat lokalt men inte skickat/, {}, TIMEOUT);
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveTextContent('”Övrig information” är sparat lokalt');
    await expect(moves).toHaveLength(0);
    await expect(message).toHaveValue('Skrivet utan anslutning.');
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).text).toBeNull();
    // The connection returns: sent, and on to the next step.
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 2 });
    await waitFor(() => expect(ui.queryByText(/sparat lokalt/)).toBeNull(), TIMEOUT);
    await expect((await lineNow(order.id, line.id)).text).toBe('Skrivet utan anslutning.');
  },
};

/** In English: the function step's texts and its problem. */
export const English: Story = {
  beforeEach: withOrder(MAJ),
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Function' })).toBeVisible();
    await expect(ui.getByRole('group', { name: 'Function' })).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Save and continue' }));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Choose a function.');
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Maj Bergström');
  },
};

/** At 375 px: the external product's fields, with their errors. */
export const Phone375: Story = {
  beforeEach: withOrder(MAJ),
  args: { type: 'external-assortments' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await userEvent.click(next(ui));
    await expect(await ui.findAllByText('Obligatoriskt.', {}, TIMEOUT)).toHaveLength(3);
    await expect(ui.getByRole('textbox', { name: 'Leverantör' })).toBeVisible();
  },
};
