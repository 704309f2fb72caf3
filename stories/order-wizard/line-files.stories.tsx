/**
 * An order line's files (spec 2 §6, §7 Orders "files"; areas/orders/line-files.tsx) in the product
 * wizard's additional-information step (`<fsp-order-wizard type="products" step=2>`), with the
 * reference API running in the page (persona Frida Förskrivare, who has both FUNCTION permissions).
 * Each story makes an order to Astrid Nilsson with a draft line of Duschpall Etac Standard (product
 * 4), with the files it names, and deletes it afterwards.
 *
 * States: no files; files (links that open in a new window, Delete); uploading (the progress bar,
 * the message typed kept) and then listed; a file the server refused by its content, named with its
 * reason and still chosen; a file refused before any call (its type); the delete confirmation
 * (Cancel keeps the file, Delete removes it); English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { API_ROOT, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { Order, OrderContent, OrderFile } from '../../src/contract/orders.ts';
import { getTransport } from '../../src/core/http/client.ts';
import { sessionStore } from '../../src/core/session/store.ts';
import { pick, typeInto } from '../core/core-helpers.tsx';
import { api, intercept, PNG_1X1, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/order-wizard/order-wizard.element.ts';

type Args = { lang?: 'sv' | 'en' };

/** The order and line the story made, read by render and the play function. */
let current: { order: Order; line: OrderContent } | null = null;

const meta = {
  title: 'Orders/fsp-order-wizard (a line’s files)',
  render: ({ lang }) => (
    <fsp-order-wizard type="products" order={current?.order.id ?? 0} content={current?.line.id ?? 0} step={2} {...(lang ? { lang } : {})} />
  ),
  args: {},
  argTypes: { lang: { control: 'inline-radio', options: ['sv', 'en'] } },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const ASTRID = { type: 'CLIENT', id: 1 } as const;
const DUSCHPALL = 4;
const png = (name: string) => new File([PNG_1X1], name, { type: 'image/png' });

/** POST …/files as the persona: one file on the line (the story's setup). */
async function attach(order: number, line: number, file: File): Promise<OrderFile[]> {
  const id = sessionStore.getState().sessionId;
  if (!id) throw new Error('no session');
  const form = new FormData();
  form.append('file', file);
  const response = await getTransport()(`${API_ROOT}/fsp/v1/web-orders/${order}/content/${line}/files`, { method: 'POST', headers: { [SESSION_HEADER]: id }, body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderFile[];
}

/** `beforeEach`: the order with its draft line at the additional-information step, and `files` on it; deleted afterwards. */
const withLine =
  (files: string[] = []) =>
  async () => {
    const order = await api<Order>('POST', '/fsp/v1/web-orders', { receiver: ASTRID });
    const line = await api<OrderContent>('POST', `/fsp/v1/web-orders/${order.id}/content`, { contentType: 'PRODUCT_DELIVERY', product: { id: DUSCHPALL, quantity: 1 }, currentStep: 3 });
    for (const name of files) await attach(order.id, line.id, png(name));
    current = { order, line };
    return async () => {
      current = null;
      await api('DELETE', `/fsp/v1/web-orders/${order.id}`).catch(() => undefined);
    };
  };

/** The step once its files are shown. */
async function filesOf(canvasElement: HTMLElement, title = 'Filer') {
  const el = await renderedElement(canvasElement, 'fsp-order-wizard');
  const region = await el.ui.findByRole('region', { name: title }, TIMEOUT);
  return { ...el, files: within(region) };
}

/** What the server has on the line now. */
const serverFiles = () => api<OrderFile[]>('GET', `/fsp/v1/web-orders/${current?.order.id}/content/${current?.line.id}/files`);

/** A line without files: "No files", and the chooser. */
export const NoFiles: Story = {
  beforeEach: withLine(),
  play: async ({ canvasElement }) => {
    const { files } = await filesOf(canvasElement);
    await expect(files.getByText('Inga filer')).toBeVisible();
    await expect(files.getByRole('button', { name: 'Välj filer' })).toHaveAccessibleDescription('Bilder, PDF, Excel, Word eller XML, högst 10 filer på 10 MB per rad.');
  },
};

/** Two files: each a link to its signed address that opens in a new window, with who and when, and Delete. */
export const WithFiles: Story = {
  beforeEach: withLine(['ritning.png', 'foto.png']),
  play: async ({ canvasElement }) => {
    const { files } = await filesOf(canvasElement);
    const link = await files.findByRole('link', { name: 'ritning.png (öppnas i ett nytt fönster)' }, TIMEOUT);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('href')).toMatch(/\/files\/\d+\?.*signature=/);
    await expect(files.getByRole('link', { name: /^foto\.png/ })).toBeVisible();
    await expect(files.getByRole('button', { name: 'Ta bort ritning.png' })).toBeVisible();
  },
};

/** Lets the held upload of Uploading go on. */
let releaseUpload = () => {};

/** Uploading: the bar while the file is sent (the message typed stays), then the file in the list. */
export const Uploading: Story = {
  beforeEach: async () => {
    const cleanup = await withLine()();
    const held = new Promise<void>((resolve) => (releaseUpload = resolve));
    const restore = intercept(({ method, url, original }) => (method === 'POST' && url.pathname.endsWith('/files') ? held.then(original) : null))();
    return async () => {
      restore();
      await cleanup();
    };
  },
  play: async ({ canvasElement }) => {
    const { ui, files, root } = await filesOf(canvasElement);
    const message = ui.getByRole('textbox', { name: 'Meddelande till leverantör eller tekniker' });
    await typeInto(message, 'Ring först');
    await pick(root, [png('ritning.png')]);
    await expect(files.getByRole('list', { name: 'Valda filer' })).toHaveTextContent('ritning.png');
    await userEvent.click(files.getByRole('button', { name: 'Ladda upp' }));
    await expect(await files.findByRole('progressbar', { name: 'Laddar upp' }, TIMEOUT)).toBeVisible();
    releaseUpload();
    await expect(await files.findByRole('link', { name: /^ritning\.png/ }, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(files.queryByRole('progressbar')).toBeNull(), TIMEOUT);
    await expect(files.queryByRole('list', { name: 'Valda filer' })).toBeNull();
    await expect(message).toHaveValue('Ring först');
    await expect((await serverFiles()).map((f) => f.name)).toEqual(['ritning.png']);
  },
};

/** A file named .png that is not one: the server refuses it by its content; it is named with the reason and stays chosen, the good one is uploaded. */
export const RefusedFile: Story = {
  beforeEach: withLine(),
  play: async ({ canvasElement }) => {
    const { ui, files, root } = await filesOf(canvasElement);
    const message = ui.getByRole('textbox', { name: 'Meddelande till leverantör eller tekniker' });
    await typeInto(message, 'Portkod 1234');
    await pick(root, [new File(['<script>alert(1)</script>'], 'skript.png', { type: 'image/png' }), png('foto.png')]);
    await userEvent.click(files.getByRole('button', { name: 'Ladda upp' }));
    await expect(await files.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('skript.png laddades inte upp: innehållet är inte en bild, PDF, Excel, Word eller XML.');
    await expect(await files.findByRole('link', { name: /^foto\.png/ }, TIMEOUT)).toBeVisible();
    await expect(files.getByRole('list', { name: 'Valda filer' })).toHaveTextContent('skript.png');
    await expect(message).toHaveValue('Portkod 1234');
  },
};

/** A file of a type not accepted is refused before any call, named with its reason. */
export const RefusedBeforeSending: Story = {
  beforeEach: withLine(),
  play: async ({ canvasElement }) => {
    const { files, root } = await filesOf(canvasElement);
    await pick(root, [new File(['echo'], 'program.exe', { type: 'application/x-msdownload' })]);
    await expect(await files.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('program.exe: filtypen är inte tillåten.');
    await expect(files.queryByRole('button', { name: 'Ladda upp' })).toBeNull();
  },
};

/** Delete asks first: Cancel keeps the file, Delete removes it. */
export const DeleteConfirmation: Story = {
  beforeEach: withLine(['ritning.png']),
  play: async ({ canvasElement }) => {
    const { ui, files } = await filesOf(canvasElement);
    await userEvent.click(await files.findByRole('button', { name: 'Ta bort ritning.png' }, TIMEOUT));
    let dialog = within(await ui.findByRole('dialog', { name: 'Ta bort filen?' }, TIMEOUT));
    await expect(dialog.getByText('Filen ritning.png tas bort från orderraden.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await expect(files.getByRole('link', { name: /^ritning\.png/ })).toBeVisible();
    await userEvent.click(files.getByRole('button', { name: 'Ta bort ritning.png' }));
    dialog = within(await ui.findByRole('dialog', { name: 'Ta bort filen?' }, TIMEOUT));
    await userEvent.click(dialog.getByRole('button', { name: 'Ta bort' }));
    await expect(await files.findByText('Inga filer', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await expect(await serverFiles()).toEqual([]);
  },
};

/** English. */
export const English: Story = {
  args: { lang: 'en' },
  beforeEach: withLine(['drawing.png']),
  play: async ({ canvasElement }) => {
    const { files } = await filesOf(canvasElement, 'Files');
    await expect(await files.findByRole('link', { name: 'drawing.png (opens in a new window)' }, TIMEOUT)).toBeVisible();
    await expect(files.getByRole('button', { name: 'Delete drawing.png' })).toBeVisible();
    await expect(files.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};
