/**
 * `<fsp-profile>` in every state, with data from the reference API running in the page
 * (see .storybook/preview.tsx). Each play function checks that the state really rendered.
 *
 * The in-page database is shared by every story of a run, so no story here saves anything that
 * another story reads: the one call that writes (the password change) is made by a persona no other
 * story uses, with a wrong current password, so the server refuses it and nothing changes.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT } from '../helpers.ts';
import '../../src/elements/profile/profile.element.ts';

type Args = { tab?: 'profile' | 'settings'; lang?: 'sv' | 'en' };

const meta = {
  title: 'Profile/fsp-profile',
  render: ({ tab, lang }) => <fsp-profile {...(tab ? { tab } : {})} {...(lang ? { lang } : {})} />,
  args: {},
  argTypes: {
    tab: { control: 'inline-radio', options: ['profile', 'settings'], description: 'Which page to show; absent shows the profile.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };


/** The facilities in Frida's six municipalities, by label, as the location select lists them. */
const FRIDAS_LOCATIONS = [
  'Baslager Halmstad (Baslager)',
  'Baslager Lund (Baslager)',
  'Baslager Malmö Centrum (Baslager)',
  'Centrallager Malmö (Centrallager)',
  'Hemtjänsten Trelleborg Norr (Vårdenhet)',
  'Rehabenheten Varberg (Vårdenhet)',
  'Vårdboendet Solgläntan (Vårdenhet)',
];

/** The element's shadow content, once rendered, with Testing Library queries scoped to it. */
const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-profile');

/** Testing Library queries bound to a node. */
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The contact details form, once app data has arrived. */
async function detailsForm(ui: Ui, name = 'Kontaktuppgifter') {
  const form = await ui.findByRole('form', { name }, TIMEOUT);
  return { form, fields: within(form) };
}

/**
 * Typing into a field of the shadow root. user-event cannot do it for React: it installs its value
 * tracking on the `focus` event the document sees, whose target is retargeted to the host, so React
 * never learns of the new value (testing-library/user-event#1314). Here each character sets the value
 * through the native setter and fires `input`, as the browser does for a keystroke.
 */
async function typeInto(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement;
  input.focus();
  await expect(focused(input)).toBe(input);
  for (const ch of text) await fireEvent.input(input, { target: { value: input.value + ch } });
}

/** What has focus in the shadow root holding `node` (jest-dom's toHaveFocus looks at the document only). */
function focused(node: Node) {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.activeElement : document.activeElement;
}

/** Empties a field of the shadow root (see typeInto). */
async function clearField(field: HTMLElement) {
  field.focus();
  await expect(focused(field)).toBe(field);
  await fireEvent.input(field, { target: { value: '' } });
  await expect(field).toHaveValue('');
}

/** Opens the change-password dialog and waits for the rules to load. */
async function openPasswordDialog(ui: Ui) {
  await userEvent.click(await ui.findByRole('button', { name: 'Byt lösenord' }, TIMEOUT));
  const dialog = await ui.findByRole('dialog', { name: 'Byt lösenord' }, TIMEOUT);
  const d = within(dialog);
  const rules = await d.findByRole('list', { name: 'Lösenordskrav' }, TIMEOUT);
  return { dialog, d, rules };
}

/** How many rules of the checklist are marked met and not met (the screen-reader text). */
function ruleCounts(rules: HTMLElement) {
  const r = within(rules);
  return { met: r.queryAllByText('(uppfyllt)').length, notMet: r.queryAllByText('(inte uppfyllt)').length };
}

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    const tabs = ui.getByRole('navigation', { name: 'Min profil och inställningar' });
    await expect(within(tabs).getByRole('link', { name: 'Min profil' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: 'Inställningar' })).not.toHaveAttribute('aria-current');

    const { fields } = await detailsForm(ui);
    await expect(fields.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Frida');
    await expect(fields.getByRole('textbox', { name: 'Efternamn' })).toHaveValue('Förskrivare');
    await expect(fields.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('070-174 06 05');
    await expect(fields.getByRole('textbox', { name: 'E-post' })).toHaveValue('forskrivare@example.org');
    for (const box of fields.getAllByRole('textbox')) {
      await expect(box).toBeRequired();
      await expect(box).not.toHaveAttribute('aria-invalid');
    }
    await expect(fields.getByRole('button', { name: 'Spara' })).toBeDisabled();
    await expect(fields.getByText('Inget är ändrat.')).toBeVisible();

    const location = await ui.findByRole('combobox', { name: 'Standardplats' }, TIMEOUT);
    await expect(location).toHaveDisplayValue('Vårdboendet Solgläntan (Vårdenhet)');
    const options = within(location).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Välj en plats', ...FRIDAS_LOCATIONS]);
    await expect(ui.getByText('Används som förval när du beställer.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Spara standardplats' })).toBeDisabled();

    await expect(ui.getByRole('heading', { level: 2, name: 'Byt lösenord' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Byt lösenord' })).toBeEnabled();
    await expect(ui.queryByRole('dialog')).toBeNull();
  },
};

export const ProfileEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(within(ui.getByRole('navigation', { name: 'My profile and settings' })).getByRole('link', { name: 'Settings' })).toBeVisible();
    const { fields } = await detailsForm(ui, 'Contact details');
    await expect(fields.getByRole('textbox', { name: 'First name' })).toHaveValue('Frida');
    await expect(fields.getByRole('textbox', { name: 'Surname' })).toHaveValue('Förskrivare');
    await expect(fields.getByRole('textbox', { name: 'Phone number' })).toHaveValue('070-174 06 05');
    await expect(fields.getByRole('textbox', { name: 'E-mail' })).toHaveValue('forskrivare@example.org');
    await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(fields.getByText('Nothing has changed.')).toBeVisible();
    const location = await ui.findByRole('combobox', { name: 'Standard location' }, TIMEOUT);
    await expect(location).toHaveDisplayValue('Vårdboendet Solgläntan (Vårdenhet)');
    await expect(ui.getByRole('button', { name: 'Save standard location' })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

/** App data never arrives. */
export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    await expectStillLoading(ui);
    await expect(ui.queryByRole('form')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Byt lösenord' })).toBeNull();
  },
};

/**
 * The server answers 500 for app data: the error state with a retry button. (The preview's reset
 * clears the session's app data between stories, so the element really asks.)
 */
export const LoadError: Story = {
  parameters: { api: { status: { '/authentication': 500 } } },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Profilen kunde inte hämtas' })).toBeVisible();
    const retry = within(alert).getByRole('button', { name: 'Försök igen' });
    await expect(retry).toBeVisible();
    // the server's failure was also said in the snackbar
    const snackbar = () => root.querySelector<HTMLElement>('[part=snackbar]');
    await waitFor(() => expect(snackbar()).toHaveTextContent('Servern kunde inte returnera någon data'), TIMEOUT);
    await expect(ui.queryByRole('form')).toBeNull();
    // retrying asks again: (the server still failing) the snackbar, closed first, says so anew
    await userEvent.click(within(snackbar() as HTMLElement).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(snackbar()).toBeNull(), TIMEOUT);
    await userEvent.click(retry);
    await waitFor(() => expect(snackbar()).toHaveTextContent('Servern kunde inte returnera någon data'), TIMEOUT);
    await expect(ui.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(ui.queryByRole('form')).toBeNull();
  },
};

/** No session was handed over: no call is made. */
export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se din profil.');
    await expect(ui.queryByRole('button')).toBeNull();
    await expect(ui.queryByRole('form')).toBeNull();
  },
};

/** The handed-over session is unknown to the server (expired): its 401 ends the session quietly. */
export const SessionExpired: Story = {
  parameters: { staleSession: true },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expectNotLoggedIn(ui);
    await expect(root.querySelector('[part=snackbar]')).toBeNull();
  },
};

/** Something typed: Save becomes possible and "nothing has changed" goes (nothing is saved here). */
export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { fields } = await detailsForm(ui);
    const save = fields.getByRole('button', { name: 'Spara' });
    await expect(save).toBeDisabled();
    const phone = fields.getByRole('textbox', { name: 'Telefonnummer' });
    await clearField(phone);
    await typeInto(phone, '070-174 06 99');
    await expect(save).toBeEnabled();
    await expect(fields.queryByText('Inget är ändrat.')).toBeNull();
    // only spaces added around the same value is no change
    await clearField(phone);
    await typeInto(phone, ' 070-174 06 05 ');
    await expect(save).toBeDisabled();
    await expect(fields.getByText('Inget är ändrat.')).toBeVisible();
  },
};

/** An emptied first name and a malformed e-mail: both said at their fields, and Save stays off. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { fields } = await detailsForm(ui);
    const firstName = fields.getByRole('textbox', { name: 'Förnamn' });
    const email = fields.getByRole('textbox', { name: 'E-post' });
    await clearField(firstName);
    await clearField(email);
    await typeInto(email, 'frida@exempel');

    await expect(fields.getByText('Fyll i förnamn.')).toBeVisible();
    await expect(fields.getByText('Ange en giltig e-postadress.')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Fyll i förnamn.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress.');
    // the untouched fields are fine
    await expect(fields.getByRole('textbox', { name: 'Efternamn' })).not.toHaveAttribute('aria-invalid');
    await expect(fields.getByRole('textbox', { name: 'Telefonnummer' })).not.toHaveAttribute('aria-invalid');
    await expect(fields.getByRole('button', { name: 'Spara' })).toBeDisabled();
    await expect(fields.queryByText('Inget är ändrat.')).toBeNull();
  },
};

/** A user authorized for no municipality has no location to choose. */
export const NoMunicipality: Story = {
  parameters: { persona: 'begransad@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { fields } = await detailsForm(ui);
    await expect(fields.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Bo');
    await expect(fields.getByRole('textbox', { name: 'Efternamn' })).toHaveValue('Begränsad');
    await expect(await ui.findByText('Du är inte behörig för någon kommun, så det finns inga platser att välja.', {}, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('heading', { level: 2, name: 'Standardplats' })).toBeVisible();
    await expect(ui.queryByRole('combobox')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Spara standardplats' })).toBeNull();
    await expect(ui.getByRole('button', { name: 'Byt lösenord' })).toBeVisible();
  },
};

/** The dialog's checklist follows what is typed; submit only with every rule met and the repeat equal. */
export const PasswordDialog: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { dialog, d, rules } = await openPasswordDialog(ui);
    await expect(dialog).toHaveAttribute('open');
    const items = within(rules).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent?.replace(/^[✓○]\s*/, '').replace(/\s*\((inte )?uppfyllt\)$/, ''))).toEqual([
      'Minst 10 tecken',
      'En stor bokstav',
      'En liten bokstav',
      'En siffra',
      'Ett specialtecken, till exempel ! ? # %',
    ]);
    await expect(ruleCounts(rules)).toEqual({ met: 0, notMet: 5 });

    const submit = d.getByRole('button', { name: 'Byt lösenord' });
    const current = d.getByLabelText('Nuvarande lösenord');
    const password = d.getByLabelText('Nytt lösenord');
    const repeat = d.getByLabelText('Upprepa nytt lösenord');
    await expect(password).toHaveAccessibleDescription(/Minst 10 tecken/);
    await expect(submit).toBeDisabled();

    await typeInto(current, 'Demo-losen1!');
    await typeInto(password, 'Abc');
    await expect(ruleCounts(rules)).toEqual({ met: 2, notMet: 3 });
    await expect(items[1]).toHaveAttribute('data-met');
    await expect(items[2]).toHaveAttribute('data-met');
    for (const i of [0, 3, 4]) await expect(items[i]).not.toHaveAttribute('data-met');
    await expect(submit).toBeDisabled();

    await typeInto(password, 'defgh1!');
    await expect(password).toHaveValue('Abcdefgh1!');
    await expect(ruleCounts(rules)).toEqual({ met: 5, notMet: 0 });
    await expect(submit).toBeDisabled(); // the repeat is missing

    await typeInto(repeat, 'Abcdefgh1?');
    await expect(d.getByText('Lösenorden är inte lika.')).toBeVisible();
    await expect(repeat).toHaveAccessibleDescription('Lösenorden är inte lika.');
    await expect(submit).toBeDisabled();

    await clearField(repeat);
    await typeInto(repeat, 'Abcdefgh1!');
    await expect(d.queryByText('Lösenorden är inte lika.')).toBeNull();
    await expect(submit).toBeEnabled();
    await expect(d.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    // nothing is submitted: the prescriber's password stays the demo password for other stories
  },
};

/** Cancel closes the dialog and gives focus back to the button that opened it. */
export const PasswordDialogCancel: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { dialog, d } = await openPasswordDialog(ui);
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'), TIMEOUT);
    await expect(ui.queryByRole('dialog')).toBeNull();
    const opener = ui.getByRole('button', { name: 'Byt lösenord' });
    await waitFor(() => expect(focused(opener)).toBe(opener), TIMEOUT);
  },
};

/** The server refuses the change (wrong current password): its message in the dialog, the typing kept. */
export const PasswordDialogServerError: Story = {
  parameters: { persona: 'planerare@example.org' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const { dialog, d, rules } = await openPasswordDialog(ui);
    const password = d.getByLabelText('Nytt lösenord');
    const repeat = d.getByLabelText('Upprepa nytt lösenord');
    await typeInto(d.getByLabelText('Nuvarande lösenord'), 'inte-mitt-losen');
    await typeInto(password, 'Nytt-Losen1!');
    await typeInto(repeat, 'Nytt-Losen1!');
    await expect(ruleCounts(rules)).toEqual({ met: 5, notMet: 0 });
    const submit = d.getByRole('button', { name: 'Byt lösenord' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);

    const alert = await d.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Det nuvarande lösenordet är fel.');
    await expect(dialog).toHaveAttribute('open');
    await expect(password).toHaveValue('Nytt-Losen1!');
    await expect(repeat).toHaveValue('Nytt-Losen1!');
    await waitFor(() => expect(submit).toBeEnabled(), TIMEOUT); // not busy any more: the user may try again
    // said in the dialog only, not in the snackbar as well
    await expect(root.querySelector('[part=snackbar]')).toBeNull();
  },
};

/** Settings for a user who never chose a catalogue view: the default, grid. */
export const Settings: Story = {
  args: { tab: 'settings' },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
    const tabs = ui.getByRole('navigation', { name: 'Min profil och inställningar' });
    await expect(within(tabs).getByRole('link', { name: 'Inställningar' })).toHaveAttribute('aria-current', 'page');
    const group = await ui.findByRole('group', { name: 'Visning av produktkatalogen' }, TIMEOUT);
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    await expect(within(group).getByRole('radio', { name: 'Rutnät' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Lista' })).not.toBeChecked();
    await expect(group).toBeEnabled();
    await expect(ui.queryByRole('form')).toBeNull();
  },
};

/** The settings tab from the profile: nobody routes, so the element switches itself and says where. */
export const SwitchToSettings: Story = {
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { host, ui } = await element(canvasElement);
    const paths: string[] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
    await detailsForm(ui);
    const tabs = ui.getByRole('navigation', { name: 'Min profil och inställningar' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Inställningar' }));
    await expect(await ui.findByRole('heading', { level: 1, name: 'Inställningar' }, TIMEOUT)).toBeVisible();
    await expect(host).toHaveAttribute('tab', 'settings');
    await expect(paths).toEqual(['/settings']);
    await expect(await ui.findByRole('radio', { name: 'Rutnät' }, TIMEOUT)).toBeChecked();
  },
};

/** The profile on a small phone (320 px wide): everything there, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    await Profile.play?.(context);
    const { root } = await element(context.canvasElement);
    await expect(root.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
