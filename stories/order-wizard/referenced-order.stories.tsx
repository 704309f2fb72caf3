/**
 * `<fsp-order-wizard type="work">` of a referenced order (ordered from a fitting, `parent` and
 * `fitting` given), with the in-page reference API: the breadcrumb back to the fitting's orders tab,
 * the first step making the line in the fitting's order with the fitting's line as its parent (the
 * context kept in the path), and the overview's Confirm order (no cart) that orders the line and
 * returns to the fitting's orders tab. A file of its own: a confirmed line stays in the fitting's
 * order (it cannot be deleted), so no other story's data sees it.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { OrderContent } from '../../src/contract/orders.ts';
import { typeInto } from '../core/core-helpers.tsx';
import { api, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import { deliver } from '../helpers.ts';
import { lineIdOf, lineNow, made, navigations, next, stepHeading, wizard, WIZARD_ARG_TYPES, renderWizard, type WizardArgs, type WizardStory } from './wizard-kit.tsx';

const meta = {
  title: 'Orders/fsp-order-wizard (referenced order)',
  render: (args) => renderWizard({ ...args, ...(fitting ? { order: fitting.orderId, parent: fitting.contentId, fitting: fitting.id } : {}) }),
  args: { type: 'work' },
  argTypes: WIZARD_ARG_TYPES,
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<WizardArgs>;
export default meta;
type Story = WizardStory;

/** The fitting the story orders from (one of Frida's active ones): its order and its own line. */
let fitting: { id: number; orderId: number; contentId: number } | null = null;
/** Lines the story made in the fitting's order, deleted afterwards unless ordered. */
const lines: number[] = [];

const ordersTab = () => `/my-myloc/fittings/${fitting?.id}/orders`;

/** `beforeEach`: an active fitting of Frida's and, with `line`, a draft work line ordered from it at the overview. */
const fromFitting =
  (line = false) =>
  async () => {
    const active = await api<{ page: { id: number }[] }>('GET', '/fsp/v1/web-orders/fittings?status=ACTIVE');
    const first = active.page[0];
    if (!first) throw new Error('Frida has no active fitting');
    fitting = await api<{ id: number; orderId: number; contentId: number }>('GET', `/fsp/v1/web-orders/fittings/${first.id}`);
    made.order = null;
    made.line = null;
    if (line) {
      const created = await api<OrderContent>('POST', `/fsp/v1/web-orders/${fitting.orderId}/content`, {
        contentType: 'WORK',
        parentWebOrderContentId: fitting.contentId,
        text: 'Byt däck på rullstolen före utprovningen.',
        subContentType: { id: 11 },
        priority: { id: 113 },
        currentStep: 6,
      });
      await deliver(fitting.orderId, created.id);
      made.line = created;
      lines.push(created.id);
    }
    return async () => {
      const order = fitting?.orderId;
      for (const id of lines.splice(0)) await api('DELETE', `/fsp/v1/web-orders/${order}/content/${id}`).catch(() => undefined);
      fitting = null;
      made.line = null;
    };
  };

/** The first step of a work order from a fitting: the breadcrumb to the fitting; the line made with its parent, the context kept. */
export const FromFitting: Story = {
  beforeEach: fromFitting(),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Hjälpmedel')).toBeVisible();
    const crumb = ui.getByRole('link', { name: 'Utprovning' });
    await expect(crumb).toHaveAttribute('href', expect.stringContaining(ordersTab()));
    await expect(ui.queryByRole('link', { name: 'Varukorg' })).toBeNull();
    await userEvent.click(crumb);
    await waitFor(() => expect(moves).toEqual([{ path: ordersTab() }]), TIMEOUT);
    await typeInto(ui.getByRole('textbox', { name: 'Beskrivning av arbetet' }), 'Justera fotstöden.');
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(2), TIMEOUT);
    const path = moves[1]?.path;
    await expect(path).toMatch(new RegExp(`^/orders/${fitting?.orderId}/work/\\d+\\?contentid=\\d+&parent=${fitting?.contentId}&fitting=${fitting?.id}$`));
    await expect(moves[1]?.state).toEqual({ step: 1 });
    const id = lineIdOf(path, 'work');
    lines.push(id);
    const line = await lineNow(fitting?.orderId ?? 0, id);
    await expect(line.parentWebOrderContentId).toBe(fitting?.contentId);
    await expect(line.contentType).toBe('WORK');
    await expect(line.text).toBe('Justera fotstöden.');
  },
};

/** The overview of a referenced line: Confirm order instead of Add to cart; ordered at once, back to the fitting's orders tab. */
export const ConfirmOrder: Story = {
  beforeEach: fromFitting(true),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const overview = ui.getByRole('form', { name: 'Översikt' });
    await expect(overview).toHaveTextContent('Service, prioritet Normal');
    await expect(overview).toHaveTextContent('Byt däck på rullstolen före utprovningen.');
    await expect(ui.queryByRole('button', { name: 'Lägg i varukorgen' })).toBeNull();
    await userEvent.click(ui.getByRole('button', { name: 'Bekräfta beställning' }));
    await waitFor(() => expect(moves.at(-1)?.path).toBe(ordersTab()), TIMEOUT);
    await expect(moves.some((m) => m.path.endsWith('/cart'))).toBe(false);
    const line = await lineNow(fitting?.orderId ?? 0, made.line?.id ?? 0);
    await expect(line.status.value).toBe(20);
  },
};

/**
 * A product ordered from a fitting is delivered (spec 2 §4 "If ... a referenced order is active, it
 * is delivery"): the product step offers Leverans only, though for the same client a product is
 * otherwise picked up or delivered (the server refuses a pickup with a parent too).
 */
export const ProductDeliveredOnly: Story = {
  args: { type: 'products', step: 0 },
  beforeEach: async () => {
    const cleanup = await fromFitting()();
    if (!fitting) throw new Error('no fitting');
    const created = await api<OrderContent>('POST', `/fsp/v1/web-orders/${fitting.orderId}/content`, {
      contentType: 'PRODUCT_DELIVERY',
      parentWebOrderContentId: fitting.contentId,
      product: { id: 4, quantity: 1 },
      currentStep: 1,
    });
    made.line = created;
    lines.push(created.id);
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByText('Duschpall Etac Standard', {}, TIMEOUT)).toBeVisible();
    const radios = ui.getAllByRole('radio');
    await expect(radios.map((r) => r.getAttribute('name') !== null && (r as HTMLInputElement).checked)).toEqual([true]);
    await expect(ui.getByRole('radio', { name: 'Leverans' })).toBeChecked();
    await expect(ui.queryByRole('radio', { name: 'Hämta i baslager' })).toBeNull();
  },
};
