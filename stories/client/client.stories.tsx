/**
 * `<fsp-client>`: its root and the information, addresses and contacts pages, with data from the
 * reference API running in the page (see .storybook/preview.tsx): the header and breadcrumbs (from
 * the search and from the receiver menu), the error dialog of a client the user may not see,
 * loading, failure, not logged in, no client; the information and its form (the advance-contact
 * question, an unchanged form, no municipality to choose); the addresses (the registered one
 * marked and locked; adding, changing, deleting with a confirmation; the form's messages); the
 * contacts (the prescriber, the primary contact, the guardian who cannot be changed; the choice
 * when a second primary contact is added, and when the server says one exists). At 375 and 1366 px.
 *
 * The in-page database is shared by every story of a run: Astrid Nilsson (client 1) is the one
 * whose information, addresses and contacts change here (an address or a contact with a name of
 * its own, never counted); Greta Lindqvist (2) gets contacts added without changing her primary
 * contact; Nils Ström (7) is read only. Bo Begränsad is authorized to no municipality.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { expectFailureCard, expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/client/client.element.ts';
// The Orders tab renders <fsp-orders> (the catalog loads it in a page; here it is imported).
import '../../src/elements/orders/orders.element.ts';

type Tab = 'info' | 'holdings' | 'addresses' | 'contacts' | 'tasks' | 'orders' | 'holding-transactions' | 'timeline';
type Args = { client?: number | null; tab?: Tab; from?: 'receiver'; ordersQuery?: string; lang?: 'sv' | 'en' };

const meta = {
  title: 'Clients/fsp-client',
  render: ({ client, tab, from, ordersQuery, lang }) => (
    <fsp-client
      {...(client != null ? { client } : {})}
      {...(tab ? { tab } : {})}
      {...(from ? { from } : {})}
      {...(ordersQuery ? { 'orders-query': ordersQuery } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  args: { client: 1 },
  argTypes: {
    client: { control: 'number', description: 'The client id (1 Astrid, 2 Greta, 7 Nils: deregistered, 5 Erik: another municipality).' },
    tab: { control: 'inline-radio', options: ['info', 'holdings', 'addresses', 'contacts', 'tasks', 'orders', 'holding-transactions', 'timeline'], description: 'The sub-page; absent shows info.' },
    ordersQuery: { control: 'text', description: 'The Orders tab: the order list query (status=all, view=table, …).' },
    from: { control: 'inline-radio', options: [undefined, 'receiver'], description: 'receiver: came from the receiver menu (other breadcrumbs).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: {
    viewport: VIEWPORTS,
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-client');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** A name no other story (or run) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Paths of the element's `fsp-navigate` events (nobody routes in a story, so it moves itself). */
function navigations(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
  return paths;
}

/** Empties a React-controlled field as the user would (the native setter and `input`; user-event's clear cannot focus inside a shadow root). */
async function clearField(field: HTMLElement) {
  field.focus();
  await fireEvent.input(field, { target: { value: '' } });
}

/** The header, once the client has loaded. */
async function header(ui: Ui, name: string) {
  return ui.findByRole('heading', { level: 1, name }, TIMEOUT);
}

/** The value shown for a label of a fact list (`<dt>` label, `<dd>` value). */
function fact(root: HTMLElement, label: string): string {
  const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === label);
  if (!dt) throw new Error(`no fact ${label}`);
  return dt.nextElementSibling?.textContent ?? '';
}

/** The rows of a table part once loaded. */
async function rows(root: HTMLElement, part: 'address-table' | 'contact-table') {
  return waitFor(() => {
    const found = root.querySelectorAll<HTMLTableRowElement>(`[part=${part}] tbody tr`);
    if (!found.length) throw new Error(`no rows in ${part} yet`);
    return [...found];
  }, TIMEOUT);
}

/** The row whose text has `text`. */
async function rowWith(root: HTMLElement, part: 'address-table' | 'contact-table', text: string) {
  return waitFor(() => {
    const row = [...root.querySelectorAll<HTMLTableRowElement>(`[part=${part}] tbody tr`)].find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, TIMEOUT);
}

/** The method of a call as ky makes it (a Request, its init without a method). */
const methodOf = (input: RequestInfo | URL, init?: RequestInit) => (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

/** Calls the element makes, through whatever transport the story has. */
function recordCalls() {
  const calls: string[] = [];
  return {
    calls,
    install: () => {
      const original = getTransport();
      setTransport((input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        calls.push(`${methodOf(input, init)} ${url.pathname}`);
        return original(input, init);
      });
      return () => setTransport(original);
    },
  };
}

/** Replaces the answer to matching calls for the story; the rest goes to the in-page server. */
function intercept(method: string, path: RegExp, answer: () => Response | null) {
  return () => {
    const original = getTransport();
    setTransport((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (methodOf(input, init) === method && path.test(url.pathname)) {
        const response = answer();
        if (response) return Promise.resolve(response);
      }
      return original(input, init);
    });
    return () => setTransport(original);
  };
}

// ---- root: header, breadcrumbs, tabs, errors ------------------------------------------------------

/** Astrid from the search: Start > Sök brukare > her name; name and identity number; the tabs; info first. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    await expect(root.querySelector('[part=identity-number]')).toHaveTextContent('19380114-7061');
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Start', 'Sök brukare', 'Astrid Nilsson']);
    await expect(within(crumbs).getByRole('link', { name: 'Sök brukare' })).toHaveAttribute('href', '/clients');
    const tabs = ui.getByRole('tablist', { name: 'Brukarens uppgifter' });
    await expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Information', 'Innehav', 'Adresser', 'Kontakter', 'Uppdrag', 'Beställningar', 'Innehavshistorik', 'Tidslinje']);
    await expect(within(tabs).getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'Adresser' })).toHaveAttribute('href', '/clients/1/addresses');
    const panel = ui.getByRole('tabpanel', { name: 'Information' });
    await expect(within(panel).getByRole('heading', { name: 'Kontaktuppgifter' })).toBeVisible();
    await expect(fact(panel, 'E-post')).toBe('astrid.nilsson@example.com');
    await expect(fact(panel, 'Telefonnummer')).toMatch(/\d/);
    await expect(fact(panel, 'Kommuntillhörighet')).toBe('Malmö');
    await expect(fact(panel, 'Folkbokföringsadress')).toBe('Storgatan 14211 45 Malmö');
    await expect(within(panel).queryByRole('heading', { name: 'Avregistrerad' })).toBeNull();
    await expect(within(panel).getByRole('button', { name: 'Ändra uppgifter' })).toBeVisible();
  },
};

export const InfoEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    const crumbs = ui.getByRole('navigation', { name: 'You are here' });
    await expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Client search', 'Astrid Nilsson']);
    await expect(within(ui.getByRole('tablist', { name: "The client's details" })).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Information',
      'Holdings',
      'Addresses',
      'Contacts',
      'Tasks',
      'Orders',
      'Holding history',
      'Timeline',
    ]);
    await expect(ui.getByRole('heading', { name: 'Contact information' })).toBeVisible();
    await expect(ui.getByRole('heading', { name: 'Registration and municipality' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Edit details' })).toBeVisible();
  },
};

/** From the receiver menu the breadcrumbs leave the search out, and the tabs keep saying where the user came from. */
export const FromReceiverMenu: Story = {
  args: { from: 'receiver' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Start', 'Astrid Nilsson']);
    await expect(ui.getByRole('tab', { name: 'Kontakter' })).toHaveAttribute('href', '/clients/1/contacts?from=receiver');
  },
};

/** Choosing a tab: an fsp-navigate with the tab's path; nobody routes here, so the element switches itself. */
export const SwitchTab: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    const paths = navigations(canvasElement);
    await userEvent.click(ui.getByRole('tab', { name: 'Adresser' }));
    await expect(paths).toEqual(['/clients/1/addresses']);
    await expect(canvasElement.querySelector('fsp-client')).toHaveAttribute('tab', 'addresses');
    await expect(await ui.findByRole('heading', { level: 2, name: 'Adresser' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('tab', { name: 'Adresser' })).toHaveAttribute('aria-selected', 'true');
    // a breadcrumb outside the client is the host's to follow: the event, and the element stays
    await userEvent.click(within(ui.getByRole('navigation', { name: 'Du är här' })).getByRole('link', { name: 'Sök brukare' }));
    await expect(paths).toEqual(['/clients/1/addresses', '/clients']);
    await expect(ui.getByRole('heading', { level: 1, name: 'Astrid Nilsson' })).toBeVisible();
  },
};

/** Bo is authorized to no municipality: the error dialog with the catalogue's text, and nothing of the client. */
export const NotAuthorized: Story = {
  parameters: { persona: 'begransad@example.org' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const dialog = await ui.findByRole('dialog', { name: 'Ingen behörighet' }, TIMEOUT);
    await expect(dialog).toHaveTextContent('Du är inte behörig till den här kommunen.');
    const d = within(dialog);
    await expect(focused(dialog)).toBe(d.getByRole('button', { name: 'Stäng' }));
    await expect(root.textContent).not.toMatch(/Astrid|Nilsson|19380114/);
    await expect(ui.queryByRole('tablist')).toBeNull();
    // no snackbar besides the dialog
    await expect(root.querySelector('.fsp-snackbar')).toBeNull();
    const paths = navigations(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    const alert = ui.getByRole('alert');
    await expect(alert).toHaveTextContent('Du är inte behörig till den här kommunen.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Till Sök brukare' }));
    await expect(paths).toEqual(['/clients']);
    await expect(root.textContent).not.toMatch(/Astrid|Nilsson/);
  },
};

/** Frida and Erik in Borås (not her municipality): the same dialog, in English. */
export const NotAuthorizedEnglish: Story = {
  args: { client: 5, lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const dialog = await ui.findByRole('dialog', { name: 'Not authorized' }, TIMEOUT);
    await expect(dialog).toHaveTextContent('You are not authorized to this municipality.');
    await expect(root.textContent).not.toMatch(/Erik|Sandberg/);
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectStillLoading(ui);
    await expect(ui.queryByRole('tablist')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { api: { status: { '/fsp/v1/clients/1': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Brukaren kunde inte hämtas');
    await expect(ui.queryByRole('tablist')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { client: 99_999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Brukaren finns inte' }, TIMEOUT)).toBeVisible();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se brukaren.');
  },
};

export const NoClient: Story = {
  args: { client: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Ingen brukare vald' })).toBeVisible();
  },
};

// ---- info ---------------------------------------------------------------------------------------

/** Nils is deregistered: the date and the reason, and a mark in the header. */
export const Deregistered: Story = {
  args: { client: 7 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Nils Ström');
    const card = ui.getByRole('region', { name: 'Avregistrerad' });
    await expect(fact(card, 'Avregistreringsdatum')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(fact(card, 'Orsak')).not.toBe('');
    await expect(ui.getByText(/^Avregistrerad \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  },
};

/**
 * Astrid has not answered the advance-contact question: saving without an answer says "Måste
 * välja förhandskontakt" with a required marker, and a bad e-mail its own message; nothing typed
 * is lost. Answered and corrected, the save says "Ändringarna är sparade." and the page shows it.
 */
export const InfoEditAdvanceContact: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    await userEvent.click(ui.getByRole('button', { name: 'Ändra uppgifter' }));
    const form = ui.getByRole('form', { name: 'Ändra brukarens uppgifter' });
    const f = within(form);
    const phone = f.getByRole('textbox', { name: 'Telefonnummer' });
    await waitFor(() => expect(focused(phone)).toBe(phone));
    const email = f.getByRole('textbox', { name: 'E-post' });
    const phoneNo = `040-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    await clearField(phone);
    await typeInto(phone, phoneNo);
    await clearField(email);
    await typeInto(email, 'astrid.nilsson@');
    await expect(f.getByRole('radio', { name: 'Ja' })).not.toBeChecked();
    await expect(f.getByRole('radio', { name: 'Nej' })).not.toBeChecked();
    await expect(await f.findByRole('combobox', { name: 'Kommuntillhörighet' }, TIMEOUT)).toHaveValue('1280');
    await userEvent.click(f.getByRole('button', { name: 'Spara' }));
    await expect(f.getByText('Måste välja förhandskontakt')).toBeVisible();
    await expect(form.querySelector('[part=advance-contact] legend')).toHaveTextContent('Förhandskontakt *');
    await expect(f.getByRole('group', { name: /Förhandskontakt/ })).toHaveAccessibleDescription('Måste välja förhandskontakt');
    await expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress, t.ex. namn@exempel.se.');
    await waitFor(() => expect(focused(email)).toBe(email));
    // nothing typed is lost
    await expect(phone).toHaveValue(phoneNo);
    await expect(email).toHaveValue('astrid.nilsson@');
    await typeInto(email, 'example.com');
    await userEvent.click(f.getByRole('radio', { name: 'Ja' }));
    await expect(f.queryByText('Måste välja förhandskontakt')).toBeNull();
    await userEvent.click(f.getByRole('button', { name: 'Spara' }));
    await expect(await ui.findByText('Ändringarna är sparade.', {}, TIMEOUT)).toBeVisible();
    const panel = ui.getByRole('tabpanel', { name: 'Information' });
    await waitFor(() => expect(fact(panel, 'Förhandskontakt')).toBe('Ja'));
    await expect(fact(panel, 'Telefonnummer')).toBe(phoneNo);
    await expect(fact(panel, 'E-post')).toBe('astrid.nilsson@example.com');
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('button', { name: 'Ändra uppgifter' })));
  },
};

/** Greta's form saved unchanged closes without a call (spec 2 §5 Edit forms). */
const unchangedCalls = recordCalls();
export const InfoUnchanged: Story = {
  args: { client: 2 },
  beforeEach: unchangedCalls.install,
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Greta Lindqvist');
    await userEvent.click(ui.getByRole('button', { name: 'Ändra uppgifter' }));
    const form = ui.getByRole('form', { name: 'Ändra brukarens uppgifter' });
    await expect(within(form).getByRole('radio', { name: 'Ja' })).toBeChecked();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Kommuntillhörighet' })).toHaveValue('1281'));
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(ui.queryByRole('form')).toBeNull());
    await expect(ui.getByRole('button', { name: 'Ändra uppgifter' })).toBeVisible();
    await expect(unchangedCalls.calls).toContain('GET /rs/fsp/v1/clients/2');
    await expect(unchangedCalls.calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
    await expect(ui.queryByText('Ändringarna är sparade.')).toBeNull();
  },
};

/** The user is authorized to no municipality (the list comes back empty): the form says so instead of a choice. */
export const NoMunicipality: Story = {
  args: { client: 2 },
  beforeEach: intercept('GET', /\/fsp\/v1\/customers$/, () => Response.json({ page: [], count: 0 })),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Greta Lindqvist');
    await userEvent.click(ui.getByRole('button', { name: 'Ändra uppgifter' }));
    const form = ui.getByRole('form', { name: 'Ändra brukarens uppgifter' });
    await expect(await within(form).findByText('Du är inte behörig till någon kommun', {}, TIMEOUT)).toBeVisible();
    await expect(within(form).queryByRole('combobox', { name: 'Kommuntillhörighet' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('form')).toBeNull());
  },
};

// ---- addresses ----------------------------------------------------------------------------------

/** The registered address first, marked and locked; the others with Edit and Delete; postal numbers as "123 45". */
export const Addresses: Story = {
  args: { tab: 'addresses' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const all = await rows(root, 'address-table');
    const registered = all[0] as HTMLTableRowElement;
    await expect(registered).toHaveTextContent('Folkbokföringsadress');
    await expect(registered.querySelector('[part=registered]')).toBeVisible();
    await expect(registered).toHaveTextContent('211 45');
    await expect(within(registered).queryByRole('button')).toBeNull();
    await expect(registered).toHaveTextContent('Ändras i folkbokföringen');
    const summer = await rowWith(root, 'address-table', 'Sommarboende');
    await expect(summer).toHaveTextContent('277 32');
    await expect(within(summer).getByRole('button', { name: 'Ändra Sommarboende' })).toBeVisible();
    await expect(within(summer).getByRole('button', { name: 'Ta bort Sommarboende' })).toBeVisible();
    await expect(ui.getByRole('table', { name: 'Adresser' })).toBeVisible();
  },
};

/** The form's own messages, per field, before any call; "123 45" is a postal number too. */
export const AddressFormValidation: Story = {
  args: { tab: 'addresses' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await rows(root, 'address-table');
    await userEvent.click(ui.getByRole('button', { name: 'Lägg till adress' }));
    const dialog = await ui.findByRole('dialog', { name: 'Lägg till adress' }, TIMEOUT);
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: 'Postnummer' })).toHaveAttribute('placeholder', 'XXXXX');
    await expect(d.getByRole('textbox', { name: 'c/o (frivilligt)' })).not.toBeRequired();
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(d.getByRole('textbox', { name: 'Beskrivning' })).toHaveAccessibleDescription('Fyll i en beskrivning.');
    await expect(d.getByRole('textbox', { name: 'Gatuadress' })).toHaveAccessibleDescription('Fyll i gatuadressen.');
    await expect(d.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription('Fyll i postnumret.');
    await expect(d.getByRole('textbox', { name: 'Ort' })).toHaveAccessibleDescription('Fyll i orten.');
    await expect(d.getByRole('textbox', { name: 'c/o (frivilligt)' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(focused(dialog)).toBe(d.getByRole('textbox', { name: 'Beskrivning' })));
    await typeInto(d.getByRole('textbox', { name: 'Postnummer' }), '2114');
    await expect(d.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription('Postnumret ska vara fem siffror, t.ex. 123 45.');
    await typeInto(d.getByRole('textbox', { name: 'Postnummer' }), 'x');
    await expect(d.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription('Postnumret ska vara fem siffror, t.ex. 123 45.');
    await clearField(d.getByRole('textbox', { name: 'Postnummer' }));
    await typeInto(d.getByRole('textbox', { name: 'Postnummer' }), '211 45');
    await expect(d.getByRole('textbox', { name: 'Postnummer' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
  },
};

/** Adding (21145 shows as "211 45"), changing, and deleting with a confirmation; each says so. */
export const AddressAddEditDelete: Story = {
  args: { tab: 'addresses' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await rows(root, 'address-table');
    const description = unique('Dagverksamhet');
    await userEvent.click(ui.getByRole('button', { name: 'Lägg till adress' }));
    let d = within(await ui.findByRole('dialog', { name: 'Lägg till adress' }, TIMEOUT));
    await typeInto(d.getByRole('textbox', { name: 'Beskrivning' }), description);
    await typeInto(d.getByRole('textbox', { name: 'Gatuadress' }), 'Kungsgatan 1');
    await typeInto(d.getByRole('textbox', { name: 'Postnummer' }), '21145');
    await typeInto(d.getByRole('textbox', { name: 'Ort' }), 'Malmö');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(await ui.findByText('Adressen är uppdaterad', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    let row = await rowWith(root, 'address-table', description);
    await expect(row).toHaveTextContent('211 45');
    await expect(row).toHaveTextContent('Kungsgatan 1');

    await userEvent.click(within(row).getByRole('button', { name: `Ändra ${description}` }));
    d = within(await ui.findByRole('dialog', { name: 'Ändra adress' }, TIMEOUT));
    await expect(d.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('211 45');
    await typeInto(d.getByRole('textbox', { name: 'c/o (frivilligt)' }), 'Dagcenter Lind');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await waitFor(async () => expect(await rowWith(root, 'address-table', description)).toHaveTextContent('Dagcenter Lind'), TIMEOUT);

    row = await rowWith(root, 'address-table', description);
    await userEvent.click(within(row).getByRole('button', { name: `Ta bort ${description}` }));
    const confirm = await ui.findByRole('dialog', { name: 'Ta bort adressen?' }, TIMEOUT);
    await expect(confirm).toHaveTextContent(`Adressen ”${description}” (Kungsgatan 1, Malmö) tas bort från brukaren.`);
    await expect(focused(confirm)).toBe(within(confirm).getByRole('button', { name: 'Avbryt' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ta bort' }));
    await expect(await ui.findByText('Adressen är borttagen', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect([...root.querySelectorAll('[part=address-table] tbody tr')].some((r) => r.textContent?.includes(description))).toBe(false), TIMEOUT);
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('heading', { level: 2, name: 'Adresser' })));
  },
};

// ---- contacts -----------------------------------------------------------------------------------

/** Greta: the user as the prescriber first, Mats (son) primary, Karin (guardian) not editable, Eva can be made primary. */
export const Contacts: Story = {
  args: { client: 2, tab: 'contacts' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await header(ui, 'Greta Lindqvist');
    await expect(ui.getByRole('tab', { name: 'Kontakter' })).toHaveAttribute('aria-selected', 'true');
    const all = await rows(root, 'contact-table');
    await expect(ui.getByRole('table', { name: 'Kontakter' })).toBeVisible();
    const prescriber = all[0] as HTMLTableRowElement;
    await expect(prescriber).toHaveTextContent('Förskrivare');
    await expect(prescriber).toHaveTextContent('Frida Förskrivare');
    await expect(within(prescriber).queryByRole('button')).toBeNull();
    const mats = await rowWith(root, 'contact-table', 'Mats Lindqvist');
    await expect(mats.querySelector('[part=primary]')).toHaveTextContent('Primär kontakt');
    await expect(within(mats).getByRole('button', { name: 'Ändra Mats Lindqvist' })).toBeVisible();
    await expect(within(mats).queryByRole('button', { name: /Gör till primär/ })).toBeNull();
    const karin = await rowWith(root, 'contact-table', 'Karin Holmberg');
    await expect(karin).toHaveTextContent('God man');
    await expect(karin).toHaveTextContent('Kan inte ändras');
    await expect(within(karin).queryByRole('button')).toBeNull();
    const eva = await rowWith(root, 'contact-table', 'Eva Lindqvist');
    await expect(eva.querySelector('[part=primary]')).toBeNull();
    await expect(within(eva).getByRole('button', { name: 'Gör till primär Eva Lindqvist' })).toBeVisible();
    await expect(within(eva).getByRole('button', { name: 'Ta bort Eva Lindqvist' })).toBeVisible();
  },
};

/** The form's own messages: relation, names and phone required; e-mail optional but an e-mail. */
export const ContactFormValidation: Story = {
  args: { client: 2, tab: 'contacts' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await rows(root, 'contact-table');
    await userEvent.click(ui.getByRole('button', { name: 'Lägg till kontakt' }));
    const d = within(await ui.findByRole('dialog', { name: 'Lägg till kontakt' }, TIMEOUT));
    await typeInto(d.getByRole('textbox', { name: 'E-post (frivilligt)' }), 'inte-en-adress');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(d.getByRole('textbox', { name: 'Relation' })).toHaveAccessibleDescription('Fyll i relationen, t.ex. son eller god man.');
    await expect(d.getByRole('textbox', { name: 'Förnamn' })).toHaveAccessibleDescription('Fyll i förnamnet.');
    await expect(d.getByRole('textbox', { name: 'Efternamn' })).toHaveAccessibleDescription('Fyll i efternamnet.');
    await expect(d.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAccessibleDescription('Fyll i telefonnumret.');
    await expect(d.getByRole('textbox', { name: 'E-post (frivilligt)' })).toHaveAccessibleDescription('Ange en giltig e-postadress, t.ex. namn@exempel.se.');
    await expect(d.getByRole('textbox', { name: 'E-post (frivilligt)' })).toHaveValue('inte-en-adress');
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A second primary contact for Greta: the form asks to keep or change the primary contact, and
 * Save waits for the answer. Kept: the new contact is added, Mats stays the primary contact.
 */
export const ContactPrimaryChoice: Story = {
  args: { client: 2, tab: 'contacts' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await rows(root, 'contact-table');
    const surname = unique('Berg');
    await userEvent.click(ui.getByRole('button', { name: 'Lägg till kontakt' }));
    const dialog = await ui.findByRole('dialog', { name: 'Lägg till kontakt' }, TIMEOUT);
    const d = within(dialog);
    await typeInto(d.getByRole('textbox', { name: 'Relation' }), 'Barnbarn');
    await typeInto(d.getByRole('textbox', { name: 'Förnamn' }), 'Alva');
    await typeInto(d.getByRole('textbox', { name: 'Efternamn' }), surname);
    await typeInto(d.getByRole('textbox', { name: 'Telefonnummer' }), '070-123 45 67');
    await expect(d.queryByRole('group', { name: /Primär kontakt finns redan/ })).toBeNull();
    await userEvent.click(d.getByRole('checkbox', { name: 'Primär kontakt' }));
    const choice = d.getByRole('group', { name: /Primär kontakt finns redan/ });
    await expect(choice).toHaveAccessibleDescription('Mats Lindqvist är primär kontakt. Vad vill du göra?');
    await expect(within(choice).getByRole('radio', { name: 'Lägg till utan att byta primär kontakt' })).not.toBeChecked();
    await expect(within(choice).getByRole('radio', { name: 'Byt primär kontakt' })).not.toBeChecked();
    await expect(d.getByRole('button', { name: 'Spara' })).toBeDisabled();
    await userEvent.click(within(choice).getByRole('radio', { name: 'Lägg till utan att byta primär kontakt' }));
    await expect(d.getByRole('button', { name: 'Spara' })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(await ui.findByText('Kontakten är sparad', {}, TIMEOUT)).toBeVisible();
    const added = await rowWith(root, 'contact-table', `Alva ${surname}`);
    await expect(added.querySelector('[part=primary]')).toBeNull();
    await expect((await rowWith(root, 'contact-table', 'Mats Lindqvist')).querySelector('[part=primary]')).not.toBeNull();
  },
};

/**
 * Astrid has no primary contact, but the server says one was made meanwhile (409
 * PRIMARY_CONTACT_EXISTS): the form shows why and asks the choice; everything typed stays.
 */
let conflictAnswered = false;
export const ContactPrimaryConflict: Story = {
  args: { tab: 'contacts' },
  beforeEach: intercept('POST', /\/fsp\/v1\/clients\/1\/contacts$/, () => {
    if (conflictAnswered) return null;
    conflictAnswered = true;
    return Response.json({ error: { code: 'PRIMARY_CONTACT_EXISTS', errorMessage: 'Brukaren har redan en primär kontakt.' } }, { status: 409 });
  }),
  play: async ({ canvasElement }) => {
    conflictAnswered = false;
    const { root, ui } = await element(canvasElement);
    await waitFor(() => expect(root.querySelector('[part=contact-table], .fsp-state')).not.toBeNull(), TIMEOUT);
    const surname = unique('Nilsson');
    await userEvent.click(ui.getByRole('button', { name: 'Lägg till kontakt' }));
    const d = within(await ui.findByRole('dialog', { name: 'Lägg till kontakt' }, TIMEOUT));
    await typeInto(d.getByRole('textbox', { name: 'Relation' }), 'Dotter');
    await typeInto(d.getByRole('textbox', { name: 'Förnamn' }), 'Sara');
    await typeInto(d.getByRole('textbox', { name: 'Efternamn' }), surname);
    await typeInto(d.getByRole('textbox', { name: 'Telefonnummer' }), '070-765 43 21');
    await userEvent.click(d.getByRole('checkbox', { name: 'Primär kontakt' }));
    // no other primary contact in the list: nothing to ask yet
    await expect(d.queryByRole('group', { name: /Primär kontakt finns redan/ })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Brukaren har redan en primär kontakt.');
    const choice = d.getByRole('group', { name: /Primär kontakt finns redan/ });
    await expect(d.getByRole('button', { name: 'Spara' })).toBeDisabled();
    await expect(d.getByRole('textbox', { name: 'Efternamn' })).toHaveValue(surname);
    await userEvent.click(within(choice).getByRole('radio', { name: 'Byt primär kontakt' }));
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(await ui.findByText('Kontakten är sparad', {}, TIMEOUT)).toBeVisible();
    const added = await rowWith(root, 'contact-table', `Sara ${surname}`);
    await expect(added.querySelector('[part=primary]')).not.toBeNull();
  },
};

// ---- layouts -------------------------------------------------------------------------------------

/** 375 px: each fact's label above its value, the address table as cards, nothing sticking out sideways. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === 'Folkbokföringsadress');
    const dd = dt?.nextElementSibling;
    if (!dt || !dd) throw new Error('no registered address');
    await expect(dd.getBoundingClientRect().top).toBeGreaterThanOrEqual(dt.getBoundingClientRect().bottom - 1);
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(ui.getByRole('tab', { name: 'Adresser' }));
    const [first] = await rows(root, 'address-table');
    await expect(getComputedStyle(first as HTMLElement).display).toBe('block');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** 1366 px: the information cards side by side, labels beside values; the address table as a table. */
export const Desktop1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root, ui } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    const contact = ui.getByRole('region', { name: 'Kontaktuppgifter' }).getBoundingClientRect();
    const registration = ui.getByRole('region', { name: 'Folkbokföring och kommun' }).getBoundingClientRect();
    await expect(registration.left).toBeGreaterThan(contact.right);
    const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === 'E-post');
    if (!dt?.nextElementSibling) throw new Error('no e-mail');
    await expect(Math.abs(dt.nextElementSibling.getBoundingClientRect().top - dt.getBoundingClientRect().top)).toBeLessThan(2);
    await userEvent.click(ui.getByRole('tab', { name: 'Adresser' }));
    const [first] = await rows(root, 'address-table');
    await expect(getComputedStyle(first as HTMLElement).display).toBe('table-row');
  },
};

/**
 * The Orders tab: `<fsp-orders>` limited to the client, titled by the tab's label, who ordered
 * instead of the receiver; its list query given as `orders-query`; its moves bubble out.
 */
export const OrdersTab: Story = {
  args: { client: 1, tab: 'orders', ordersQuery: 'status=all' },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await header(ui, 'Astrid Nilsson');
    await expect(ui.getByRole('tab', { name: 'Beställningar' })).toHaveAttribute('aria-selected', 'true');
    const inner = await waitFor(() => {
      const host = root.querySelector<HTMLElement>('fsp-orders');
      const section = host?.shadowRoot?.querySelector<HTMLElement>('[part=container]');
      if (!host || !section) throw new Error('no <fsp-orders> yet');
      return { host, ui: within(section) };
    }, TIMEOUT);
    await expect(inner.host).toHaveAttribute('client', '1');
    await expect(inner.host).toHaveAttribute('status', 'all');
    await expect(inner.ui.getByRole('heading', { level: 2, name: 'Beställningar' })).toBeVisible();
    const link = await inner.ui.findByRole('link', { name: '7001000' }, TIMEOUT);
    const card = link.closest('li') as HTMLElement;
    await expect(card).toHaveTextContent('Beställd av');
    await expect(card).toHaveTextContent('Frida');
    const paths = navigations(canvasElement);
    canvasElement.addEventListener('fsp-navigate', (e) => e.preventDefault());
    await userEvent.click(inner.ui.getByRole('tab', { name: 'Avslutade' }));
    await expect(paths).toEqual(['/clients/1/orders?status=closed']);
  },
};

/**
 * The Timeline tab (issue 41): the client's story (areas/timeline's, the one `<fsp-client-timeline>`
 * shows a host page) as a part of the element, the story of Maj (3): the filter by kind, the entries
 * newest first with their links (a task under the client), the count.
 */
export const TimelineTab: Story = {
  args: { client: 3, tab: 'timeline' },
  play: async ({ canvasElement }) => {
    const { ui, root } = await element(canvasElement);
    await header(ui, 'Maj Bergström');
    await expect(ui.getByRole('tab', { name: 'Tidslinje' })).toHaveAttribute('aria-selected', 'true');
    await expect(root.querySelector('fsp-client-timeline')).toBeNull();
    await expect(await ui.findByRole('heading', { level: 2, name: 'Tidslinje' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('group', { name: 'Visa händelser av slagen' })).toBeVisible();
    const list = await ui.findByRole('list', { name: 'Det som hänt brukaren, senaste först' }, TIMEOUT);
    // The first six at once, the rest a render later (core Timeline).
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10));
    await expect(within(list).getByRole('link', { name: 'Uppdrag planerat: 2' })).toHaveAttribute('href', '/clients/3/tasks/2');
  },
};

/** The Timeline tab in English. */
export const TimelineTabEnglish: Story = {
  args: { client: 3, tab: 'timeline', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await header(ui, 'Maj Bergström');
    await expect(ui.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
    await expect(await ui.findByRole('heading', { level: 2, name: 'Timeline' }, TIMEOUT)).toBeVisible();
    await expect(await ui.findByRole('list', { name: 'What happened to the client, newest first' }, TIMEOUT)).toBeVisible();
  },
};
