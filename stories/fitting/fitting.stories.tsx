/**
 * `<fsp-fitting>`, one fitting with its meetings (spec 3 §2 Fittings, §3, §4, §5, §6), with data
 * from the reference API running in the page (persona Frida Förskrivare, prescriber of every seeded
 * fitting with every permission, unless a story says otherwise).
 *
 * States: loading, a failed load (500), not logged in, the terms not accepted (403), not found
 * (404), no valid id; the info tab, user and contact, the next meeting (fitting 1: booked, at the provider's with a room) and the
 * previous ones (over, with Annul asked first, and annulled, without; also in English), other
 * info, events; a closed fitting (7, completed: no actions, its previous meeting without Annul); Tove Tekniker without the permissions (no New meeting, Annul, Complete); the meeting
 * dialog with its errors (nothing filled in: FILL_RED_FIELDS, the fields marked) and refused by the
 * server (500: the message, nothing typed lost), and without the consultant or technician the type
 * makes mandatory (at the field, focused, nothing typed lost; also in English); Complete refused by
 * the server (500: the confirmation stays with the reason); Annul from the planning view (back to
 * it, its role=admin kept, also in the tabs' paths); English; 375 px.
 *
 * Seeded facts used (server/seed/fittings.ts): fitting 1 (Astrid Nilsson, Kalle Konsulent and Tove
 * Tekniker, a booked meeting in two days at the provider's, one over, one annulled), fitting 3 (no
 * meetings), fitting 7 (completed), 13 (type 1: consultant mandatory), 14 (type 2: the technician
 * mandatory and not chosen), 16 (unplanned, annulled from the planning view).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { expectFailureCard, expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import { inDays, shownFitting as shown } from './fitting-helpers.tsx';

type Args = { fitting: number; tab?: string; lang?: 'sv' | 'en'; back?: string };

const meta = {
  title: 'Fittings/fsp-fitting',
  render: ({ fitting, tab, lang, back }) => <fsp-fitting fitting={fitting} {...(tab ? { tab } : {})} {...(lang ? { lang } : {})} {...(back ? { back } : {})} />,
  args: { fitting: 1 },
  argTypes: {
    fitting: { control: 'number' },
    tab: { control: 'select', options: ['info', 'user-and-contact', 'next-meeting', 'previous-meetings', 'other-info', 'events'] },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };


/** The events the element fired; each fsp-navigate is prevented (a host that routes), so the story stays. */
function navigations(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    e.preventDefault();
    paths.push(e.detail.path);
  });
  return paths;
}

// ---- states of the load ------------------------------------------------------------------------------

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-fitting');
    await expect(ui.getByRole('heading', { level: 1, name: 'Utprovning' })).toBeVisible();
    await expectStillLoading(ui);
  },
};

export const LoadFailed: Story = {
  parameters: { api: { status: { '/web-orders/fittings/1': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-fitting');
    await expectFailureCard(ui, 'Utprovningen kunde inte hämtas');
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-fitting');
    await expectNotLoggedIn(ui, 'Logga in för att se utprovningen.');
  },
};

/**
 * Kalle Konsulent has the portal's terms still to accept (every call answers 403 TERMS_NOT_ACCEPTED):
 * the server's text says so, not "no access".
 */
export const TermsNotAccepted: Story = {
  args: { fitting: 3 },
  parameters: { persona: 'konsulent@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-fitting');
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Utprovningen kunde inte hämtas' })).toBeVisible();
    await expect(alert).toHaveTextContent('Du måste godkänna villkoren för att använda tjänsten.');
    await expect(ui.queryByText('Du har inte behörighet till utprovningen')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { fitting: 999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-fitting');
    await expect(await ui.findByRole('heading', { name: 'Utprovningen finns inte' }, TIMEOUT)).toBeVisible();
  },
};

export const NoFitting: Story = {
  args: { fitting: 0 },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-fitting');
    await expect(await ui.findByRole('heading', { name: 'Ingen utprovning är vald' }, TIMEOUT)).toBeVisible();
  },
};

// ---- the tabs ---------------------------------------------------------------------------------------

/** Info: the facts; the tabs are links, choosing one is an fsp-navigate with its path. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui } = await shown(canvasElement);
    await expect(ui.getByText('Astrid Nilsson')).toBeVisible();
    const tab = ui.getByRole('tab', { name: 'Info' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByRole('tab', { name: 'Nästa möte' })).toHaveAttribute('href', '/my-myloc/fittings/1/next-meeting');
    await expect(ui.getByText('Konsulent', { selector: 'dt' })).toBeVisible();
    await userEvent.click(ui.getByRole('tab', { name: 'Tidigare möten' }));
    await expect(paths).toEqual(['/my-myloc/fittings/1/previous-meetings']);
  },
};

export const UserAndContact: Story = {
  args: { tab: 'user-and-contact' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Brukare' })).toBeVisible();
    // The contact part loads with the tab (its own chunk): fitting-contact.stories.tsx has its states.
    await expect(await ui.findByRole('heading', { name: 'Kontaktperson' }, TIMEOUT)).toBeVisible();
  },
};

/** The next meeting: booked, with Edit and Annul for Frida (every permission); Complete hidden while it is booked. */
export const NextMeeting: Story = {
  args: { tab: 'next-meeting' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    // The permissions come with the session's app data: New meeting once it is there.
    await expect(await ui.findByRole('button', { name: 'Nytt möte' }, TIMEOUT)).toBeVisible();
    const meeting = (await ui.findAllByRole('listitem')).find((li) => li.getAttribute('part') === 'meeting');
    if (!meeting) throw new Error('no meeting');
    await expect(meeting).toHaveTextContent('Bokat');
    await expect(within(meeting).getByRole('button', { name: /^Ändra mötet/ })).toBeVisible();
    await expect(within(meeting).getByRole('button', { name: /^Makulera mötet/ })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Slutför' })).toBeNull();
    await expect(ui.getByRole('button', { name: 'Makulera' })).toBeVisible();
  },
};

/** The previous meetings' cards: the one that is over and the one annulled ("Makulerat"/"Annulled"). */
async function previousMeetings(section: HTMLElement, annulledLabel: string) {
  await waitFor(() => expect(section.querySelectorAll('[part=meeting]').length).toBe(2));
  const cards = [...section.querySelectorAll<HTMLElement>('[part=meeting]')];
  const over = cards.find((c) => c.dataset['status'] === 'BOOKED');
  const annulled = cards.find((c) => c.dataset['status'] === 'CANCELED');
  if (!over || !annulled) throw new Error('fitting 1 has a meeting over and one annulled');
  await expect(annulled).toHaveTextContent(annulledLabel);
  return { over, annulled };
}

/**
 * The meetings that are over or annulled (spec 3 §4): the one over (booked a week ago) can be
 * annulled (Frida has FSP_CancelWebOrderFittingMeeting; asked first, Cancel leaves it), the annulled
 * one ("Makulerat") has no button; neither has Edit or Book.
 */
export const PreviousMeetings: Story = {
  args: { tab: 'previous-meetings' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    const { over, annulled } = await previousMeetings(section, 'Makulerat');
    // The permissions come with the session's app data: Annul once it is there.
    const annul = await within(over).findByRole('button', { name: /^Makulera mötet/ }, TIMEOUT);
    await expect(within(annulled).queryByRole('button')).toBeNull();
    await expect(ui.queryByRole('button', { name: /^Ändra mötet/ })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Boka mötet' })).toBeNull();
    await userEvent.click(annul);
    const dialog = await ui.findByRole('dialog', { name: 'Makulera mötet?' });
    await expect(dialog).toHaveTextContent(/Mötet .* makuleras\. Det går inte att ångra\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await expect(over).toHaveTextContent('Bokat');
  },
};

/** The same in English: "Annul the meeting …" on the one over, "Annulled" without a button. */
export const PreviousMeetingsEnglish: Story = {
  args: { tab: 'previous-meetings', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Previous meetings', level: 2 })).toBeVisible();
    const { over, annulled } = await previousMeetings(section, 'Annulled');
    await userEvent.click(await within(over).findByRole('button', { name: /^Annul the meeting/ }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Annul the meeting?' });
    await expect(dialog).toHaveTextContent(/The meeting .* is annulled\. This cannot be undone\./);
    await expect(within(dialog).getByRole('button', { name: 'Annul' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(within(annulled).queryByRole('button')).toBeNull();
  },
};

export const OtherInfo: Story = {
  args: { tab: 'other-info' },
  play: async ({ canvasElement }) => {
    const { section } = await shown(canvasElement);
    await expect(section.querySelector('[part=other-info], .fsp-empty, [role=status]')).not.toBeNull();
  },
};

export const Events: Story = {
  args: { tab: 'events' },
  play: async ({ canvasElement }) => {
    const { section } = await shown(canvasElement);
    await waitFor(() => expect(section.querySelectorAll('[part=events] li').length).toBeGreaterThan(0));
  },
};

/** A completed fitting (7): no Complete, Annul or New meeting. */
export const ClosedFitting: Story = {
  args: { fitting: 7, tab: 'next-meeting' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Nästa möte', level: 2 })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Nytt möte' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Slutför' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Makulera' })).toBeNull();
  },
};

/** A completed fitting's (7) previous meeting, booked and over: no Annul (spec 3 §4: not on a closed fitting). */
export const ClosedPreviousMeetings: Story = {
  args: { fitting: 7, tab: 'previous-meetings' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await waitFor(() => expect(section.querySelectorAll('[part=meeting]').length).toBe(1));
    await expect(section.querySelector('[part=meeting]')).toHaveTextContent('Bokat');
    await expect(ui.queryByRole('button', { name: /^Makulera/ })).toBeNull();
    await expect(section.querySelector('[part=meeting] button')).toBeNull();
  },
};

/** Tove Tekniker (only FSP_UpdatePlannedWebOrderFittingMeeting): no New meeting, Annul or Complete. */
export const WithoutPermissions: Story = {
  args: { tab: 'next-meeting' },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await waitFor(() => expect(section.querySelector('[part=meeting]')).not.toBeNull());
    await expect(ui.queryByRole('button', { name: 'Nytt möte' })).toBeNull();
    await expect(ui.queryByRole('button', { name: /^Makulera/ })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Slutför' })).toBeNull();
  },
};

/** The meeting dialog saved empty: "Fill in the fields marked in red", the times marked, no call made. */
export const MeetingDialogErrors: Story = {
  args: { fitting: 3, tab: 'next-meeting' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Nytt möte' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Nytt möte' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Fyll i de rödmarkerade fälten.');
    await expect(within(dialog).getByLabelText('Datum')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByLabelText('Från')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('combobox', { name: 'Rum' })).toBeDisabled();
  },
};

/**
 * The server refuses the new meeting (500): the dialog stays open with the message, and everything
 * typed is still there to save again.
 */
export const MeetingDialogServerError: Story = {
  args: { fitting: 3, tab: 'next-meeting' },
  parameters: { api: { status: { '/fittings/3/meetings': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Nytt möte' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Nytt möte' });
    const date = inDays(3);
    await fireEvent.change(within(dialog).getByLabelText('Datum'), { target: { value: date } });
    await fireEvent.change(within(dialog).getByLabelText('Från'), { target: { value: '10:00' } });
    await fireEvent.change(within(dialog).getByLabelText('Till'), { target: { value: '11:00' } });
    await fireEvent.input(within(dialog).getByLabelText('Kommentar'), { target: { value: 'Ta med mätband.' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expect(await within(dialog).findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Servern kunde inte returnera någon data. Kontakta support och beskriv var felet uppstod.');
    await expect(within(dialog).getByLabelText('Datum')).toHaveValue(date);
    await expect(within(dialog).getByLabelText('Från')).toHaveValue('10:00');
    await expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('Ta med mätband.');
    await expect(within(dialog).getByRole('button', { name: 'Spara' })).toBeEnabled();
  },
};

/**
 * Fitting 13's type makes the consultant mandatory: its label says so, and a meeting saved without
 * one is refused at the field before any call (focus there), the times and comment kept.
 */
export const MeetingDialogMandatoryConsultant: Story = {
  args: { fitting: 13, tab: 'next-meeting' },
  play: async ({ canvasElement }) => {
    const { ui, host } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Nytt möte' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Nytt möte' });
    const consultant = within(dialog).getByRole('combobox', { name: 'Konsulent (obligatorisk)' });
    await expect(consultant).toBeRequired();
    await expect(within(dialog).getByRole('combobox', { name: 'Tekniker' })).not.toBeRequired();
    const date = inDays(3);
    await fireEvent.change(within(dialog).getByLabelText('Datum'), { target: { value: date } });
    await fireEvent.change(within(dialog).getByLabelText('Från'), { target: { value: '10:00' } });
    await fireEvent.change(within(dialog).getByLabelText('Till'), { target: { value: '11:00' } });
    await fireEvent.input(within(dialog).getByLabelText('Kommentar'), { target: { value: 'Hembesök.' } });
    await userEvent.selectOptions(consultant, '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    const text = 'Välj en konsulent: det krävs för den här utprovningstypen.';
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    await expect(consultant).toHaveAttribute('aria-invalid', 'true');
    await expect(consultant).toHaveAccessibleDescription(text);
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(consultant), TIMEOUT);
    await expect(within(dialog).getByLabelText('Datum')).toHaveValue(date);
    await expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('Hembesök.');
  },
};

/** Fitting 14's type makes the technician mandatory and none is chosen: refused at the field, in English. */
export const MeetingDialogMandatoryTechnicianEnglish: Story = {
  args: { fitting: 14, tab: 'next-meeting', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'New meeting' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'New meeting' });
    await fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: inDays(4) } });
    await fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '13:00' } });
    await fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '14:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const technician = within(dialog).getByRole('combobox', { name: 'Technician (required)' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a technician: this fitting type requires one.');
    await expect(technician).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('combobox', { name: 'Consultant (required)' })).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).getByLabelText('From')).toHaveValue('13:00');
  },
};

/**
 * Complete refused by the server (500, spec 3 §8's "failed fitting call"): decided, the reason is
 * shown in the confirmation, which stays open to try again; the fitting stays open, nothing moves.
 */
export const CompleteFailed: Story = {
  args: { fitting: 3 },
  parameters: { api: { status: { 'fittings/3?action=COMPLETE': 500 } } },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Slutför' }, TIMEOUT));
    const confirm = await ui.findByRole('dialog', { name: 'Slutför utprovningen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slutför' }));
    await expect(await within(confirm).findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Servern kunde inte returnera någon data.');
    await expect(within(confirm).getByRole('button', { name: 'Slutför' })).toBeEnabled();
    await expect(paths).toEqual([]);
  },
};

/**
 * Opened from the planning view (`back` is `/my-myloc/fittings?role=admin`, as the portal gives it
 * from the link's query): the tabs keep role=admin, and Annul leads back to the planning view.
 */
export const AnnulBackToPlanningView: Story = {
  args: { fitting: 16, back: '/my-myloc/fittings?role=admin' },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Nästa möte' })).toHaveAttribute('href', '/my-myloc/fittings/16/next-meeting?role=admin');
    await userEvent.click(await ui.findByRole('button', { name: 'Makulera' }, TIMEOUT));
    const confirm = await ui.findByRole('dialog', { name: 'Makulera utprovningen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Makulera' }));
    await waitFor(() => expect(paths).toEqual(['/my-myloc/fittings?role=admin']), TIMEOUT);
  },
};

export const English: Story = {
  args: { tab: 'next-meeting', lang: 'en' },
  play: async ({ canvasElement }) => {
    const el = await renderedElement(canvasElement, 'fsp-fitting');
    await el.ui.findByRole('heading', { level: 1, name: /\// }, TIMEOUT);
    await expect(el.ui.getByRole('tab', { name: 'Next meeting' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Phone: Story = {
  args: { tab: 'info' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { section } = await shown(canvasElement);
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};

/** Choosing the people of fitting 2 (a planned meeting, not booked): another consultant warns that the planned meeting follows. */
export const ChoosePeople: Story = {
  args: { fitting: 2 },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'Ändra konsulent och tekniker' }, TIMEOUT));
    const dialog = await ui.findByRole('dialog', { name: 'Konsulent och tekniker' });
    const consultant = within(dialog).getByRole('combobox', { name: /^Konsulent/ });
    await waitFor(() => expect(within(consultant).getAllByRole('option').length).toBeGreaterThan(2), TIMEOUT);
    const other = within(consultant).getAllByRole('option').find((o) => o.getAttribute('value') && !(o as HTMLOptionElement).selected);
    if (!other) throw new Error('no other consultant');
    await userEvent.selectOptions(consultant, other);
    await expect(within(dialog).getByText(/det planerade nästa mötet/)).toBeVisible();
  },
};

/** Fitting 1's next meeting is booked: the people cannot be changed. */
export const PeopleLockedWhileBooked: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(await ui.findByRole('button', { name: 'Makulera' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Ändra konsulent och tekniker' })).toBeNull();
  },
};

/** Fitting 1's file for Frida (every permission): its link, Delete, and the file chooser. */
export const Attachments: Story = {
  args: { tab: 'attachments' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('link', { name: 'Måttblad Astrid Nilsson.pdf' })).toHaveAttribute('target', '_blank');
    await expect(await ui.findByRole('button', { name: 'Ta bort Måttblad Astrid Nilsson.pdf' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Välj filer' })).toBeVisible();
  },
};

/** Tove Tekniker (no upload or delete permission): the file only. */
export const AttachmentsWithoutPermissions: Story = {
  args: { tab: 'attachments' },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('link', { name: 'Måttblad Astrid Nilsson.pdf' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: /^Ta bort/ })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Välj filer' })).toBeNull();
  },
};

/** Frida's external comment can be deleted (her own); the field for a new one (adding is in the e2e test). */
export const ExternalComments: Story = {
  args: { tab: 'external-comments' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByText('Astrid vill gärna att dottern är med vid nästa möte.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Ta bort' })).toBeVisible();
    await expect(ui.getByLabelText('Ny kommentar')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Lägg till' })).toBeDisabled();
  },
};

/** Tove Tekniker (staff of the fitting, its technician): the internal comments, Kalle's not hers to delete. */
export const InternalComments: Story = {
  args: { tab: 'internal-comments' },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Interna kommentarer' })).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByText('Beställ hem två provmodeller till provrum 1.')).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Ta bort' })).toBeNull();
  },
};

/** A closed fitting's attachments: no chooser, no delete. */
export const ClosedAttachments: Story = {
  args: { fitting: 7, tab: 'attachments' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Bilagor', level: 2 })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Välj filer' })).toBeNull();
  },
};

/** Fitting 1's order lines: a product delivery and a work order, grouped by content type, each with its quantity, read-only. */
export const Orders: Story = {
  args: { tab: 'orders' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await expect(await ui.findByRole('region', { name: 'Produkter för leverans' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('region', { name: 'Arbetsorder' })).toBeVisible();
    await expect(within(ui.getByRole('region', { name: 'Produkter för leverans' })).getByText(/Antal: 1 st/)).toBeVisible();
    await expect(section.querySelector('[part=orders] button')).toBeNull();
  },
};

/** The calendar opens at the next meeting's week (a list of seven days); the next week has no meeting of fitting 1. */
export const Calendar: Story = {
  args: { tab: 'calendar' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    const week = section.querySelector('[part=calendar] ol');
    if (!(week instanceof HTMLElement)) throw new Error('no week');
    await expect(within(week).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(within(week).getByText('10:00–11:30')).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Nästa vecka' }));
    await userEvent.click(ui.getByRole('button', { name: 'Nästa vecka' }));
    await expect(within(week).getAllByText('Inga möten')).toHaveLength(7);
  },
};
