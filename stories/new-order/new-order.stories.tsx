/**
 * `<fsp-new-order>`, the new-order popup (spec 1 New-order popup; spec 2 §5 Client search, §7), in
 * every state, with data from the reference API running in the page (see .storybook/preview.tsx;
 * persona Frida Förskrivare unless a story says otherwise). The popup renders only while `open` is
 * set; its content is a native modal <dialog> in the element's shadow root.
 *
 * Step 1: empty (Search and Next disabled; "Skyddad identitet" only with `secret-id`), the field
 * emptied, a wrong check digit and an impossible date (no call), a client found, one the user is
 * not authorized for, a unit search, nobody anywhere, a person of the population register made a
 * client (with and without a municipality), the base storage flow, the holdings modal, a server
 * error. Step 2 after Next, for a client and a base storage; the add-to-cart reference; Escape,
 * Cancel and `close-after-create`. In Swedish and English, at 375 and 1366 px.
 *
 * Seeded facts used (docs/world.md): Astrid Nilsson 193801147061 (Malmö), Maj Bergström
 * 194401197480 (six holdings), Erik Sandberg 195001232296 (Borås: Frida is not authorized), the
 * unit Korttidsboendet Solrosen (E1281-001, Lund), 195001182046 (neither a client nor in the
 * register), and of the population register Birgitta Jakobsson 193908199163 (Trelleborg) and Åke
 * Gustafsson 195410782394 (no municipality, no address). Stories that press Next make orders in
 * the page's database (each becomes Frida's active order); the two register people become clients
 * there, so those stories, run again in the same page (Storybook's UI), find a client at once and
 * go on from there (a test run starts each story file on a fresh page).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { AppData } from '../../src/contract/authentication.ts';
import { API_ROOT, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { Order, OrderContent } from '../../src/contract/orders.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { sessionStore } from '../../src/core/session/store.ts';
import { typeInto } from '../core/core-helpers.tsx';
import { TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/new-order/new-order.element.ts';

type Args = { secretId?: boolean; addProduct?: number; addQuantity?: number; closeAfterCreate?: boolean; lang?: 'sv' | 'en' };

const meta = {
  title: 'Orders/fsp-new-order',
  render: ({ secretId, addProduct, addQuantity, closeAfterCreate, lang }) => (
    <fsp-new-order
      open
      {...(secretId ? { 'secret-id': true } : {})}
      {...(addProduct ? { 'add-product': addProduct } : {})}
      {...(addQuantity ? { 'add-quantity': addQuantity } : {})}
      {...(closeAfterCreate ? { 'close-after-create': true } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  args: {},
  argTypes: {
    secretId: { control: 'boolean', description: 'Offer "Skyddad identitet" (a protected identity) as a receiver type.' },
    addProduct: { control: 'number', description: 'A product to add to the new order (4: Duschpall Etac Standard).' },
    addQuantity: { control: 'number', description: 'The quantity of add-product (default 1).' },
    closeAfterCreate: { control: 'boolean', description: 'Close once the order is made, without step 2.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

// ---- helpers -------------------------------------------------------------------------------------

/**
 * The popup once shown: the host, its modal <dialog> (open, with its title) and Testing Library
 * queries scoped to it. The element has no `[part=container]`, so renderedElement does not fit.
 */
async function popup(canvasElement: HTMLElement, title = 'Ny beställning') {
  const host = canvasElement.querySelector<HTMLElement>('fsp-new-order');
  return waitFor(() => {
    const dialog = host?.shadowRoot?.querySelector<HTMLDialogElement>('.fsp-root dialog[part=dialog]');
    if (!host || !dialog?.open) throw new Error('<fsp-new-order> did not open its dialog');
    const ui = within(dialog);
    ui.getByRole('heading', { level: 2, name: title });
    return { host, dialog, ui };
  }, TIMEOUT);
}
type Ui = Awaited<ReturnType<typeof popup>>['ui'];

/** The events the element fired; an fsp-navigate is prevented (a host that routes), so the story stays. */
function events(canvasElement: HTMLElement) {
  const paths: string[] = [];
  const created: number[] = [];
  let closed = 0;
  canvasElement.addEventListener('fsp-navigate', (e) => {
    e.preventDefault();
    paths.push(e.detail.path);
  });
  canvasElement.addEventListener('fsp-order-created', (e) => created.push(e.detail.order));
  canvasElement.addEventListener('fsp-close', () => (closed += 1));
  return { paths, created, closes: () => closed };
}

/** Calls to GET /clients made from now on (through the element's transport). */
function clientCalls() {
  const calls: string[] = [];
  const original = getTransport();
  setTransport((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/rs/fsp/v1/clients') calls.push(url.search);
    return original(input, init);
  });
  return { calls, restore: () => setTransport(original) };
}

/** A call to the in-page server with the story's session, to check what the popup made. */
async function api<T>(path: string): Promise<T> {
  const id = sessionStore.getState().sessionId;
  if (!id) throw new Error('no session');
  const response = await getTransport()(`${API_ROOT}${path}`, { headers: { [SESSION_HEADER]: id, 'Accept-Language': 'sv' } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Escape on a modal <dialog>: the browser fires `cancel` on it (a synthetic key press would not). */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

const field = (ui: Ui, name = 'Personnummer eller enhet') => ui.getByRole('textbox', { name });
const next = (ui: Ui, name = 'Nästa') => ui.getByRole('button', { name });

/** Types the text into the search field and presses Search. */
async function search(ui: Ui, text: string, labels = { field: 'Personnummer eller enhet', button: 'Sök' }) {
  await typeInto(field(ui, labels.field), text);
  await userEvent.click(ui.getByRole('button', { name: labels.button }));
}

/** The card of the client found (a region named by the client's name). */
const clientCard = (ui: Ui, name: string) => ui.findByRole('region', { name }, TIMEOUT);

/**
 * A person of the population register: not a client, so the register search is offered (not run
 * by itself: no register card before it is chosen); chosen, the register card's Create button. Or,
 * when an earlier run in this page made the person a client already, null.
 */
async function registerCreate(ui: Ui, name: string): Promise<HTMLElement | null> {
  const offered = await waitFor(() => {
    const button = ui.queryByRole('button', { name: 'Sök i folkbokföringen' });
    if (button) return button;
    if (ui.queryByRole('region', { name })) return null;
    throw new Error(`neither the register search offered nor ${name}'s client card`);
  }, TIMEOUT);
  if (!offered) return null;
  await expect(ui.queryByRole('button', { name: 'Skapa brukaren från folkbokföringen' })).toBeNull();
  await expect(next(ui)).toBeDisabled();
  await userEvent.click(offered);
  return ui.findByRole('button', { name: 'Skapa brukaren från folkbokföringen' }, TIMEOUT);
}

/** The radios' names and which is checked. */
function radios(group: HTMLElement) {
  return within(group)
    .getAllByRole('radio')
    .map((r) => ({ name: r.closest('label')?.textContent ?? '', checked: (r as HTMLInputElement).checked }));
}

// ---- step 1: the form ----------------------------------------------------------------------------

/** Opened: step 1 of 2, a user is the receiver, the field empty, Search and Next disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, ui } = await popup(canvasElement);
    await expect(dialog).toHaveAccessibleName('Ny beställning');
    await expect(ui.getByText('Steg 1 av 2')).toBeVisible();
    const group = ui.getByRole('group', { name: 'Mottagare' });
    await expect(radios(group)).toEqual([
      { name: 'Brukare', checked: true },
      { name: 'Baslager', checked: false },
    ]);
    await expect(ui.queryByRole('radio', { name: 'Skyddad identitet' })).toBeNull();
    await expect(ui.getByRole('search', { name: 'Sök brukaren' })).toBeVisible();
    await expect(field(ui)).toHaveValue('');
    await expect(field(ui)).toHaveAttribute('placeholder', 'ååååmmdd-nnnn');
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeDisabled();
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
  },
};

/** With `secret-id`: "Skyddad identitet" is offered too, and searches with its own label. */
export const SecretIdOffered: Story = {
  args: { secretId: true },
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    const group = ui.getByRole('group', { name: 'Mottagare' });
    await expect(radios(group).map((r) => r.name)).toEqual(['Brukare', 'Baslager', 'Skyddad identitet']);
    await userEvent.click(ui.getByRole('radio', { name: 'Skyddad identitet' }));
    await expect(ui.getByRole('search', { name: 'Sök brukaren med skyddad identitet' })).toBeVisible();
    await expect(field(ui)).toHaveValue('');
    await search(ui, '19380114-7061');
    await expect(await clientCard(ui, 'Astrid Nilsson')).toBeVisible();
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
  },
};

/** Typed, then emptied: "Personnumret är tomt." at the field; Search disabled again. */
export const FieldEmptied: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    const input = field(ui);
    await typeInto(input, '1938');
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeEnabled();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await fireEvent.input(input, { target: { value: '' } });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Personnumret är tomt.');
    await expect(ui.getByText('Personnumret är tomt.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeDisabled();
    await expect(next(ui)).toBeDisabled();
  },
};

/** A wrong check digit, then an impossible date: said at the field before any call, what was typed kept. */
export const WrongCheckDigit: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    const { calls, restore } = clientCalls();
    try {
      const input = field(ui);
      await search(ui, '19380114-7062');
      await expect(await ui.findByText('Personnumrets kontrollsiffra stämmer inte.')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Personnumrets kontrollsiffra stämmer inte.');
      await expect(input).toHaveValue('19380114-7062');
      await fireEvent.input(input, { target: { value: '' } });
      await search(ui, '381314-7061');
      await expect(await ui.findByText('Personnumret har inget giltigt datum.')).toBeVisible();
      await new Promise((r) => setTimeout(r, 200));
      await expect(calls).toEqual([]);
      await expect(next(ui)).toBeDisabled();
    } finally {
      restore();
    }
  },
};

// ---- step 1: who is found ------------------------------------------------------------------------

/**
 * Astrid Nilsson by her ten-digit number: one call (sent as twelve digits, the register not asked:
 * she is a client), her card with the registered address and municipality, Holdings; Next enabled.
 */
export const ClientFound: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    const { calls, restore } = clientCalls();
    try {
      await search(ui, '380114-7061');
      const card = await clientCard(ui, 'Astrid Nilsson');
      await expect(card).toHaveAttribute('part', 'client');
      await expect(card).toHaveTextContent('19380114-7061');
      await expect(card).toHaveTextContent('Storgatan 14, 211 45 Malmö');
      await expect(card).toHaveTextContent('Kommun: Malmö');
      await expect(within(card).getByRole('button', { name: 'Visa innehav' })).toBeEnabled();
      await expect(within(card).queryByRole('alert')).toBeNull();
      await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
      await expect(calls).toHaveLength(1);
      const query = new URLSearchParams(calls[0]);
      await expect(query.get('identityNumber')).toBe('193801147061');
      await expect(query.get('newOrder')).toBe('true');
      await expect(query.get('searchNavet')).toBeNull();
    } finally {
      restore();
    }
  },
};

/** The same number searched again: searched afresh, the client still chosen (Next enabled again). */
export const SearchedAgain: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '193801147061');
    await clientCard(ui, 'Astrid Nilsson');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(await clientCard(ui, 'Astrid Nilsson')).toBeVisible();
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
  },
};

/** Another receiver type and back: the search starts afresh, and nobody found before stays chosen unseen. */
export const ReceiverTypeChanged: Story = {
  args: { secretId: true },
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '193801147061');
    await clientCard(ui, 'Astrid Nilsson');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
    await userEvent.click(ui.getByRole('radio', { name: 'Skyddad identitet' }));
    await expect(field(ui)).toHaveValue('');
    await expect(ui.queryByRole('region', { name: 'Astrid Nilsson' })).toBeNull();
    await expect(next(ui)).toBeDisabled();
    await search(ui, '193801147061');
    await clientCard(ui, 'Astrid Nilsson');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
    await userEvent.click(ui.getByRole('radio', { name: 'Baslager' }));
    await expect(next(ui)).toBeDisabled();
    await userEvent.click(ui.getByRole('radio', { name: 'Brukare' }));
    await expect(field(ui)).toHaveValue('');
    await expect(next(ui)).toBeDisabled();
  },
};

/** Erik Sandberg (Borås): shown, with NOT_AUTHORIZED_TO_MUNICIPALITY's text; he cannot be chosen. */
export const NotAuthorized: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '195001232296');
    const card = await clientCard(ui, 'Erik Sandberg');
    await expect(card).toHaveTextContent('Kommun: Borås');
    await expect(within(card).getByRole('alert')).toHaveTextContent('Du är inte behörig till den här kommunen.');
    await expect(within(card).queryByRole('button', { name: 'Visa innehav' })).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    await expect(next(ui)).toBeDisabled();
  },
};

/** A unit by name: the units found listed; choosing one shows its card and enables Next. */
export const UnitSearch: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, 'Solrosen');
    const units = await ui.findByRole('group', { name: '1 enhet hittades' }, TIMEOUT);
    const solrosen = within(units).getByRole('radio', { name: 'Korttidsboendet Solrosen (E1281-001), Lund' });
    await expect(solrosen).not.toBeChecked();
    await expect(next(ui)).toBeDisabled();
    await userEvent.click(solrosen);
    await expect(solrosen).toBeChecked();
    const card = await clientCard(ui, 'Korttidsboendet Solrosen');
    await expect(card).toHaveTextContent('E1281-001');
    await expect(card).toHaveTextContent('Kommun: Lund');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
  },
};

/** A unit name that matches nothing: said so in words. */
export const NoUnits: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, 'Ingen sådan enhet');
    await expect(await ui.findByText('Ingen enhet matchar ”Ingen sådan enhet”.', {}, TIMEOUT)).toHaveAttribute('role', 'status');
    await expect(next(ui)).toBeDisabled();
  },
};

/**
 * A valid number that is no client: said so, and the population register search offered (spec 1
 * §4), run only when chosen; nobody's in the register either: said so; Next stays disabled.
 */
export const NotFoundAnywhere: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '195001182046');
    const notClient = await ui.findByText('Ingen brukare med personnumret 19500118-2046 finns i portalen.', {}, TIMEOUT);
    await expect(notClient).toHaveAttribute('role', 'status');
    await expect(ui.queryByText(/varken i portalen eller i folkbokföringen/)).toBeNull();
    await expect(next(ui)).toBeDisabled();
    await userEvent.click(ui.getByRole('button', { name: 'Sök i folkbokföringen' }));
    const none = await ui.findByText('Ingen med personnumret 19500118-2046 hittades, varken i portalen eller i folkbokföringen.', {}, TIMEOUT);
    await expect(none).toHaveAttribute('role', 'status');
    await expect(ui.queryByRole('button', { name: 'Skapa brukaren från folkbokföringen' })).toBeNull();
    await expect(next(ui)).toBeDisabled();
  },
};

/**
 * Birgitta Jakobsson is in the population register, not a client: her card from the register, a
 * button that makes her one; made, she is a client of Trelleborg and can be chosen.
 */
export const RegisterPersonCreated: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '193908199163');
    const create = await registerCreate(ui, 'Birgitta Jakobsson');
    if (create) {
      const register = create.closest<HTMLElement>('[part=register-person]');
      await expect(register).toHaveTextContent('Inte brukare ännu: finns i folkbokföringen (Navet).');
      await expect(register).toHaveTextContent('Birgitta Jakobsson');
      await expect(register).toHaveTextContent('19390819-9163');
      await expect(register).toHaveTextContent('Tallvägen 9, 231 42 Trelleborg');
      await expect(next(ui)).toBeDisabled();
      await userEvent.click(create);
    }
    const card = await clientCard(ui, 'Birgitta Jakobsson');
    await expect(card).toHaveTextContent('Tallvägen 9, 231 42 Trelleborg');
    await expect(card).toHaveTextContent('Kommun: Trelleborg');
    await expect(ui.queryByRole('button', { name: 'Skapa brukaren från folkbokföringen' })).toBeNull();
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
  },
};

/**
 * Åke Gustafsson (a coordination number) is in the register without a municipality or address:
 * made a client, he has no municipality; one of Frida's is chosen and saved, then Next is enabled.
 */
export const RegisterPersonWithoutMunicipality: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '541078-2394');
    const create = await registerCreate(ui, 'Åke Gustafsson');
    if (!create) return; // made a client with a municipality by an earlier run in this page
    await expect(create.closest('[part=register-person]')).toHaveTextContent('Åke Gustafsson');
    await userEvent.click(create);
    const card = await clientCard(ui, 'Åke Gustafsson');
    await expect(await within(card).findByText('Brukaren har ingen kommun ännu. Välj en innan du beställer.', {}, TIMEOUT)).toBeVisible();
    await expect(next(ui)).toBeDisabled();
    const select = await within(card).findByRole('combobox', { name: 'Kommun' }, TIMEOUT);
    const save = within(card).getByRole('button', { name: 'Spara kommunen' });
    await expect(save).toBeDisabled();
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    await expect(options[0]).toBe('Välj kommun…');
    await expect(options).toContain('Malmö');
    await expect(options).not.toContain('Borås'); // only the user's own municipalities
    await userEvent.selectOptions(select, 'Malmö');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(card).toHaveTextContent('Kommun: Malmö'), TIMEOUT);
    await expect(within(card).queryByRole('combobox', { name: 'Kommun' })).toBeNull();
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
  },
};

/** Holdings of the client found: a second modal with a read-only table (no checkboxes, no actions); Close goes back. */
export const Holdings: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '194401197480');
    const card = await clientCard(ui, 'Maj Bergström');
    await userEvent.click(within(card).getByRole('button', { name: 'Visa innehav' }));
    const holdings = await ui.findByRole('dialog', { name: 'Innehav för Maj Bergström' }, TIMEOUT);
    const table = await within(holdings).findByRole('table', { name: 'Innehav för Maj Bergström' }, TIMEOUT);
    await expect(table).toHaveAttribute('part', 'holdings');
    // (in a narrow popup the rows are cards and the header row is hidden: read the headers from the markup)
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent);
    await expect(headers).toEqual(['Hjälpmedel', 'Artikelnummer', 'Inventarienummer', 'Antal', 'Utlämnat']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThanOrEqual(6);
    await expect(within(holdings).getByText(/^\d+ innehav/)).toHaveAttribute('role', 'status');
    for (const name of ['Rollator', 'Griptång', 'Duschpall', 'Vårdsäng', 'Käpp', 'Sittdyna']) {
      await expect(rows.some((r) => r.textContent?.includes(name))).toBe(true);
    }
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('link')).toBeNull();
    await userEvent.click(within(holdings).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(ui.queryByRole('dialog', { name: 'Innehav för Maj Bergström' })).toBeNull());
    // the popup is still there, with Maj chosen
    await expect(card).toBeVisible();
    await expect(next(ui)).toBeEnabled();
  },
};

/** The lookup answered 500: the catalogue's text and a retry, in the popup; the form stays usable. */
export const ServerError: Story = {
  parameters: { api: { status: { '/fsp/v1/clients?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    await search(ui, '193801147061');
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Servern kunde inte returnera någon data');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    await expect(field(ui)).toHaveValue('193801147061');
    await expect(ui.getByRole('button', { name: 'Sök' })).toBeEnabled();
    await expect(next(ui)).toBeDisabled();
  },
};

// ---- the base storage flow and step 2 --------------------------------------------------------------

/**
 * A base storage as the receiver: chosen from the list, Next makes the order; step 2 lists only
 * the types a base storage may have (no fitting, work, pickup or external assortment).
 */
export const BaseStorage: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement);
    const { created } = events(canvasElement);
    await userEvent.click(ui.getByRole('radio', { name: 'Baslager' }));
    await expect(ui.queryByRole('search')).toBeNull();
    const select = await ui.findByRole('combobox', { name: 'Baslager' }, TIMEOUT);
    await expect(select.closest('[part=base-storage]')).not.toBeNull();
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    await expect(options[0]).toBe('Välj baslager…');
    await expect(options).toContain('Baslager Malmö Centrum, Malmö');
    await expect(next(ui)).toBeDisabled();
    await userEvent.selectOptions(select, 'Baslager Malmö Centrum, Malmö');
    await expect(next(ui)).toBeEnabled();
    await userEvent.click(next(ui));
    const step2 = await popup(canvasElement, 'Vad vill du beställa?');
    await waitFor(() => expect(created).toHaveLength(1), TIMEOUT);
    const types = step2.dialog.querySelector<HTMLElement>('[part=order-types]');
    await expect(types).toHaveTextContent('Steg 2 av 2');
    await expect(within(types as HTMLElement).getByRole('status')).toHaveTextContent(/^Beställning \d+ för Baslager Malmö Centrum.* är skapad och är din aktiva beställning\.$/);
    const links = within(types as HTMLElement).getAllByRole('link');
    // A base storage is given products only (spec 2 §6: no function order either).
    await expect(links.map((l) => l.textContent)).toEqual(['Produkter']);
    await expect(links[0]).toHaveAttribute('href', `/orders/${created[0]}/products`);
    for (const name of ['Funktionsbeställning', 'Utprovning', 'Arbetsorder', 'Hämtorder', 'Externt sortiment']) await expect(step2.ui.queryByRole('link', { name })).toBeNull();
    await expect(step2.ui.getByRole('button', { name: 'Stäng' })).toBeEnabled();
    await expect(step2.ui.queryByRole('button', { name: 'Nästa' })).toBeNull();
    const order = await api<Order>(`/fsp/v1/web-orders/${created[0]}`);
    await expect(order.receiver).toMatchObject({ type: 'FACILITY', id: 2 });
  },
};

/**
 * Astrid chosen, Next: the order is made (fsp-order-created) and step 2 lists the order types; a
 * type is a link with the order's id, followed through fsp-navigate, and the popup closes.
 */
export const Step2ForClient: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui } = await popup(canvasElement);
    const { paths, created, closes } = events(canvasElement);
    await search(ui, '193801147061');
    await clientCard(ui, 'Astrid Nilsson');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
    await userEvent.click(next(ui));
    const step2 = await popup(canvasElement, 'Vad vill du beställa?');
    await waitFor(() => expect(created).toHaveLength(1), TIMEOUT);
    await expect(step2.ui.getByText('Steg 2 av 2')).toBeVisible();
    await expect(step2.ui.getByRole('status')).toHaveTextContent(/^Beställning \d+ för Astrid Nilsson.* är skapad och är din aktiva beställning\.$/);
    // the order made is the user's active order now
    const appData = await api<AppData>('/authentication');
    await expect(appData.currentOrder?.id).toBe(created[0]);
    const products = step2.ui.getByRole('link', { name: 'Produkter' });
    await expect(products).toHaveAttribute('href', `/orders/${created[0]}/products`);
    await userEvent.click(products);
    await expect(paths).toEqual([`/orders/${created[0]}/products`]);
    await waitFor(() => expect(host).not.toHaveAttribute('open'));
    await expect(closes()).toBe(1);
    await expect(host.shadowRoot?.querySelector('dialog')).toBeNull();
  },
};

/** With `close-after-create`: Next makes the order and the popup closes, without step 2. */
export const CloseAfterCreate: Story = {
  args: { closeAfterCreate: true },
  play: async ({ canvasElement }) => {
    const { host, ui } = await popup(canvasElement);
    const { created, closes } = events(canvasElement);
    await search(ui, '193801147061');
    await clientCard(ui, 'Astrid Nilsson');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
    await userEvent.click(next(ui));
    await waitFor(() => expect(created).toHaveLength(1), TIMEOUT);
    await waitFor(() => expect(host).not.toHaveAttribute('open'));
    await expect(closes()).toBe(1);
    await expect(host.shadowRoot?.querySelector('dialog')).toBeNull();
  },
};

/**
 * With an add-to-cart reference (Duschpall Etac Standard, 3): the hint says the product is added;
 * Next makes the order, adds the product as a draft line (delivery: Frida has no base storage) and
 * goes to the product wizard for it.
 */
export const AddProduct: Story = {
  args: { addProduct: 4, addQuantity: 3 },
  play: async ({ canvasElement }) => {
    const { host, ui } = await popup(canvasElement);
    const { paths, created } = events(canvasElement);
    await expect(ui.getByText('Produkten du valde läggs till i den nya beställningen.')).toBeVisible();
    await search(ui, '193801147061');
    await clientCard(ui, 'Astrid Nilsson');
    await waitFor(() => expect(next(ui)).toBeEnabled(), TIMEOUT);
    await userEvent.click(next(ui));
    await waitFor(() => expect(paths).toHaveLength(1), TIMEOUT);
    const match = /^\/orders\/(\d+)\/products\/(\d+)\?contentid=(\d+)$/.exec(paths[0] ?? '');
    await expect(match?.[1]).toBe(String(created[0]));
    await expect(match?.[2]).toBe(match?.[3]);
    const line = await api<OrderContent>(`/fsp/v1/web-orders/${created[0]}/content/${match?.[2]}`);
    await expect(line.contentType).toBe('PRODUCT_DELIVERY');
    await expect(line.product).toMatchObject({ id: 4, quantity: 3 });
    await waitFor(() => expect(host).not.toHaveAttribute('open'));
  },
};

// ---- closing -------------------------------------------------------------------------------------

/** Escape closes the popup: `open` removed, fsp-close fired, nothing left in the shadow root. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const { host, dialog, ui } = await popup(canvasElement);
    const { closes, created } = events(canvasElement);
    await typeInto(field(ui), '1938');
    await escape(dialog);
    await waitFor(() => expect(host).not.toHaveAttribute('open'));
    await expect(closes()).toBe(1);
    await expect(host.shadowRoot?.querySelector('dialog')).toBeNull();
    await expect(created).toEqual([]);
    // reopened, it starts afresh
    host.setAttribute('open', '');
    const again = await popup(canvasElement);
    await expect(field(again.ui)).toHaveValue('');
  },
};

/** Cancel closes it too. */
export const CancelCloses: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui } = await popup(canvasElement);
    const { closes } = events(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(host).not.toHaveAttribute('open'));
    await expect(closes()).toBe(1);
  },
};

// ---- English ---------------------------------------------------------------------------------------

export const English: Story = {
  args: { lang: 'en', secretId: true },
  play: async ({ canvasElement }) => {
    const { ui } = await popup(canvasElement, 'New order');
    await expect(ui.getByText('Step 1 of 2')).toBeVisible();
    const group = ui.getByRole('group', { name: 'Receiver' });
    await expect(radios(group).map((r) => r.name)).toEqual(['User', 'Base storage', 'Protected identity']);
    await expect(ui.getByRole('search', { name: 'Find the user' })).toBeVisible();
    await expect(next(ui, 'Next')).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await search(ui, '19380114-7062', { field: 'Personal identity number or unit', button: 'Search' });
    await expect(await ui.findByText("The personal identity number's check digit is wrong.")).toBeVisible();
    await fireEvent.input(field(ui, 'Personal identity number or unit'), { target: { value: '' } });
    await expect(ui.getByText('The personal identity number is empty.')).toBeVisible();
    await search(ui, '19380114-7061', { field: 'Personal identity number or unit', button: 'Search' });
    const card = await clientCard(ui, 'Astrid Nilsson');
    await expect(card).toHaveTextContent('Municipality: Malmö');
    await expect(within(card).getByRole('button', { name: 'Show holdings' })).toBeVisible();
    await waitFor(() => expect(next(ui, 'Next')).toBeEnabled(), TIMEOUT);
  },
};
