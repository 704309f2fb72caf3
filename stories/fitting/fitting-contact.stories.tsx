/**
 * `<fsp-fitting>`'s user-and-contact tab (issue 38; spec 3 §3 Fitting client and contact, §6
 * GetClientContacts, §7 the client's contacts "false when used for a fitting" and the client's PUT):
 * the client's contact information edited in place with the client's own form, the fitting's
 * contact person chosen from the client's contacts. Data from the reference API in the page
 * (persona Frida Förskrivare, every permission and municipality, unless a story says otherwise).
 *
 * States: the facts with Edit and Choose; the form's checks (Astrid has not answered the
 * advance-contact question, a bad e-mail) and its refused save (500: the message, what was typed
 * kept); the contacts loading, failed to load (Try again) and none (Astrid has no contacts: Save
 * disabled); a refused choice (400 CONTACT_NOT_OF_CLIENT: the choice kept); Tove Tekniker on
 * fitting 1 (her municipality: Edit, without GetClientContacts: no Choose) and on fitting 10
 * (Greta, not her municipality: neither); a closed fitting (no Choose); English; saved: the
 * contact chosen and the contact information changed (the last stories: they change the world).
 *
 * Seeded facts used (server/seed): fitting 9 (Harald Ek, 1380: phone 040-628 04 17, advance
 * contact yes, contacts Ingrid Ek (Dotter) and Per Åkesson (God man), no contact person), fitting 1
 * (Astrid Nilsson, 1280, advance contact not answered, no contacts), fitting 7 (completed), fitting 10.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { apiError, intercept, never, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import { typeInto } from '../core/core-helpers.tsx';
import '../../src/elements/fitting/fitting.element.ts';

type Args = { fitting: number; tab?: string; lang?: 'sv' | 'en' };

const meta = {
  title: 'Fittings/fsp-fitting/User and contact',
  render: ({ fitting, tab, lang }) => <fsp-fitting fitting={fitting} {...(tab ? { tab } : {})} {...(lang ? { lang } : {})} />,
  args: { fitting: 9, tab: 'user-and-contact' },
  argTypes: { fitting: { control: 'number' }, lang: { control: 'inline-radio', options: ['sv', 'en'] } },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** The tab once its contact part has come: the contact person's heading. */
async function shown(canvasElement: HTMLElement, contactHeading = 'Kontaktperson') {
  const el = await renderedElement(canvasElement, 'fsp-fitting');
  await el.ui.findByRole('heading', { level: 2, name: contactHeading }, TIMEOUT);
  return el;
}

/**
 * Before a check that a button is absent: the session's permissions (its app data) come after the
 * fitting, and no button shows their arrival, so a moment for them.
 */
const permissionsCame = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Empties a field as the user would (user-event's clear cannot focus inside a shadow root). */
async function clearField(field: HTMLElement) {
  field.focus();
  await fireEvent.input(field, { target: { value: '' } });
}

/** The value of a fact by its label (a core Facts list). */
function fact(root: HTMLElement, label: string): string {
  const dt = [...root.querySelectorAll('dt')].find((d) => d.textContent === label);
  if (!dt) throw new Error(`no fact ${label}`);
  return dt.nextElementSibling?.textContent ?? '';
}

const CONTACTS = '/clients/6/contacts';

export const ContactFacts: Story = {
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    const card = section.querySelector<HTMLElement>('[part=client-contact]');
    if (!card) throw new Error('no contact information');
    await expect(fact(card, 'Telefonnummer')).toBe('040-628 04 17');
    await expect(fact(card, 'E-post')).toBe('Saknas');
    await expect(fact(card, 'Förhandskontakt')).toBe('Ja');
    await expect(ui.getByText('Ingen kontaktperson.')).toBeVisible();
    await expect(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT)).toBeVisible();
    await expect(await ui.findByRole('button', { name: 'Välj kontaktperson' }, TIMEOUT)).toBeVisible();
  },
};

/**
 * Astrid (fitting 1) has not answered the advance-contact question: Save says "Måste välja
 * förhandskontakt" with the required marker, and a bad e-mail its own message; no call, nothing lost.
 */
export const EditChecks: Story = {
  args: { fitting: 1 },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT));
    const form = await ui.findByRole('form', { name: 'Ändra kontaktuppgifter' }, TIMEOUT);
    const f = within(form);
    const email = f.getByRole('textbox', { name: 'E-post' });
    await clearField(email);
    await typeInto(email, 'astrid@');
    await userEvent.click(f.getByRole('button', { name: 'Spara' }));
    await expect(f.getByText('Måste välja förhandskontakt')).toBeVisible();
    await expect(form.querySelector('[part=advance-contact] legend')).toHaveTextContent('Förhandskontakt *');
    await expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress, t.ex. namn@exempel.se.');
    await expect(email).toHaveValue('astrid@');
  },
};

/** The client's PUT fails (500): the form stays with the message and what was typed. */
export const EditRefused: Story = {
  parameters: { api: { status: { '/clients/6': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT));
    const form = await ui.findByRole('form', { name: 'Ändra kontaktuppgifter' }, TIMEOUT);
    const f = within(form);
    const phone = f.getByRole('textbox', { name: 'Telefonnummer' });
    await clearField(phone);
    await typeInto(phone, '040-12 34 56');
    await userEvent.click(f.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(f.getByRole('button', { name: 'Spara' }));
    await expect(await f.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Servern kunde inte returnera någon data.');
    await expect(phone).toHaveValue('040-12 34 56');
    await expect(f.getByRole('radio', { name: 'Nej' })).toBeChecked();
  },
};

export const ContactsLoading: Story = {
  beforeEach: intercept(({ method, url, signal }) => (method === 'GET' && url.pathname.endsWith(CONTACTS) ? never(signal) : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Välj kontaktperson' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Välj kontaktperson' }, TIMEOUT);
    await expect(within(dialog).getByText('Hämtar brukarens kontaktpersoner…')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Spara' })).toBeDisabled();
  },
};

export const ContactsFailed: Story = {
  beforeEach: intercept(({ method, url }) => (method === 'GET' && url.pathname.endsWith(CONTACTS) ? apiError(500, 'INTERNAL', 'Internt fel') : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Välj kontaktperson' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Välj kontaktperson' }, TIMEOUT);
    await expect(await within(dialog).findByText(/Kontaktpersonerna kunde inte hämtas\./, {}, TIMEOUT)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Spara' })).toBeDisabled();
  },
};

/** Astrid has no contacts: the dialog says so, and Save is disabled. */
export const NoContacts: Story = {
  args: { fitting: 1 },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Välj kontaktperson' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Välj kontaktperson' }, TIMEOUT);
    await expect(await within(dialog).findByText('Brukaren har inga kontaktpersoner. De läggs till på brukarens sida.', {}, TIMEOUT)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Spara' })).toBeDisabled();
  },
};

/** The server refuses the choice (someone removed the contact meanwhile): its text in the dialog, the choice kept. */
export const ChooseRefused: Story = {
  beforeEach: intercept(({ method, url }) =>
    method === 'PUT' && url.pathname.endsWith('/web-orders/fittings/9') ? apiError(400, 'CONTACT_NOT_OF_CLIENT', 'Kontaktpersonen hör inte till brukaren.') : null,
  ),
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Välj kontaktperson' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Välj kontaktperson' }, TIMEOUT);
    const select = await within(dialog).findByRole('combobox', { name: 'Kontaktperson' }, TIMEOUT);
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'Ingrid Ek (Dotter)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Kontaktpersonen hör inte till brukaren. Ladda om sidan och välj igen.');
    await expect(within(select).getByRole('option', { name: 'Ingrid Ek (Dotter)' })).toHaveProperty('selected', true);
  },
};

/** Tove Tekniker on fitting 1 (Astrid, her municipality): Edit, but no Choose (no GetClientContacts). */
export const WithoutContactPermission: Story = {
  args: { fitting: 1 },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT)).toBeVisible();
    await permissionsCame();
    await expect(ui.queryByRole('button', { name: /kontaktperson$/ })).toBeNull();
  },
};

/** Tove Tekniker on fitting 10 (Greta, Lund: not her municipality): the facts only, neither Edit nor Choose. */
export const NotOfTheMunicipality: Story = {
  args: { fitting: 10 },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await expect(section.querySelector('[part=client-contact]')).not.toBeNull();
    await permissionsCame();
    await expect(ui.queryByRole('button', { name: 'Ändra kontaktuppgifter' })).toBeNull();
    await expect(ui.queryByRole('button', { name: /kontaktperson$/ })).toBeNull();
  },
};

/** Fitting 7 is completed: no contact person to choose; the client's own contact information stays editable. */
export const ClosedFitting: Story = {
  args: { fitting: 7 },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT)).toBeVisible();
    await permissionsCame();
    await expect(ui.queryByRole('button', { name: /kontaktperson$/ })).toBeNull();
  },
};

export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement, 'Contact person');
    const card = section.querySelector<HTMLElement>('[part=client-contact]');
    if (!card) throw new Error('no contact information');
    await expect(fact(card, 'Advance contact')).toBe('Yes');
    await userEvent.click(await ui.findByRole('button', { name: 'Edit contact information' }, TIMEOUT));
    const form = await ui.findByRole('form', { name: 'Edit contact information' }, TIMEOUT);
    await expect(within(form).getByRole('group', { name: /Advance contact/ })).toHaveAccessibleDescription('Should the client be contacted before a visit?');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await ui.findByRole('button', { name: 'Choose contact person' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Choose contact person' }, TIMEOUT);
    await expect(await within(dialog).findByRole('combobox', { name: 'Contact person' }, TIMEOUT)).toBeVisible();
  },
};

/** At 375 px with the form open: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT));
    await ui.findByRole('form', { name: 'Ändra kontaktuppgifter' }, TIMEOUT);
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};

// ---- saved (these change Harald's fitting and client: last in the file) -------------------------

/** Ingrid chosen: the dialog closes, the contact person shown, Change offered, and the event recorded. */
export const ContactChosen: Story = {
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Välj kontaktperson' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Välj kontaktperson' }, TIMEOUT);
    const select = await within(dialog).findByRole('combobox', { name: 'Kontaktperson' }, TIMEOUT);
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ingen kontaktperson', 'Ingrid Ek (Dotter)', 'Per Åkesson (God man)']);
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'Ingrid Ek (Dotter)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await waitFor(() => expect(section.querySelector('[part=contact]')).toHaveTextContent('Ingrid Ek'), TIMEOUT);
    await expect(await ui.findByRole('button', { name: 'Byt kontaktperson' }, TIMEOUT)).toBeVisible();
  },
};

/** The contact information saved: the facts show it (the fitting read again). */
export const ContactInformationSaved: Story = {
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Ändra kontaktuppgifter' }, TIMEOUT));
    const form = await ui.findByRole('form', { name: 'Ändra kontaktuppgifter' }, TIMEOUT);
    const f = within(form);
    await typeInto(f.getByRole('textbox', { name: 'E-post' }), 'harald.ek@example.com');
    await userEvent.click(f.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(f.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(ui.queryByRole('form')).toBeNull(), TIMEOUT);
    const card = await waitFor(() => {
      const c = section.querySelector<HTMLElement>('[part=client-contact]');
      if (!c || fact(c, 'E-post') !== 'harald.ek@example.com') throw new Error('not yet');
      return c;
    }, TIMEOUT);
    await expect(fact(card, 'Förhandskontakt')).toBe('Nej');
  },
};
