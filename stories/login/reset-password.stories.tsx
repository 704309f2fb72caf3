/**
 * The standalone's reset-password page (/password/reset?resettoken=…, reached from the mailed
 * link): the new password twice with the server's rules as a live checklist. The rules come from
 * the reference server in the page (GET /rs/password/rules, public). No story saves: a saved
 * password would change the shared in-page database and navigate the Storybook frame.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { ResetPasswordPage } from '../../src/standalone/password.tsx';
import { onStandalonePage, freshDevice } from './standalone.tsx';
import { TIMEOUT } from '../helpers.ts';

type Args = { token: string | null };

/** A well-formed reset code (64 hex digits); the page checks the form only, the server the code. */
const TOKEN = '0'.repeat(64);

const RULES = ['Minst 10 tecken', 'En stor bokstav', 'En liten bokstav', 'En siffra', 'Ett specialtecken, till exempel ! ? # %'];

const meta = {
  title: 'Login/Reset password',
  component: ResetPasswordPage,
  render: (args) => <ResetPasswordPage {...args} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { token: TOKEN },
  argTypes: { token: { control: 'text', description: 'The resettoken query parameter of the mailed link.' } },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };


/** The form, once the rules have loaded. */
async function resetForm(root: HTMLElement) {
  const form = await within(root).findByRole('form', { name: 'Välj ett nytt lösenord' }, TIMEOUT);
  const f = within(form);
  return {
    f,
    password: f.getByLabelText('Nytt lösenord'),
    repeat: f.getByLabelText('Upprepa nytt lösenord'),
    rules: f.getByRole('list', { name: 'Lösenordskrav' }),
    save: f.getByRole('button', { name: 'Spara nytt lösenord' }),
  };
}

/** The rules marked met, by label (the checklist's screen-reader text says which). */
function metRules(rules: HTMLElement): string[] {
  return within(rules)
    .getAllByRole('listitem')
    .filter((li) => li.textContent.endsWith('(uppfyllt)'))
    .map((li) => RULES.find((label) => li.textContent.includes(label)) ?? li.textContent);
}

export const ResetPassword: Story = {
  play: async ({ canvasElement, step }) => {
    const { f, password, repeat, rules, save } = await resetForm(canvasElement);
    await step('the empty form with every rule unmet', async () => {
      await expect(f.getByRole('heading', { level: 1, name: 'Välj ett nytt lösenord' })).toBeVisible();
      const items = within(rules).getAllByRole('listitem');
      await expect(items).toHaveLength(5);
      for (const [i, label] of RULES.entries()) await expect(items[i]).toHaveTextContent(`${label} (inte uppfyllt)`);
      await expect(password).toHaveAttribute('type', 'password');
      await expect(password).toHaveAccessibleDescription(/^Minst 10 tecken/);
      await expect(repeat).toHaveAttribute('type', 'password');
      await expect(save).toBeDisabled();
    });
    await step('typing marks the rules met as they are', async () => {
      await userEvent.type(password, 'Abc');
      await expect(metRules(rules)).toEqual(['En stor bokstav', 'En liten bokstav']);
      await expect(within(rules).getAllByText('(inte uppfyllt)', { exact: false })).toHaveLength(3);
      await expect(save).toBeDisabled();
    });
  },
};

/** Every rule met but the repetition differs: the mismatch said, saving still blocked. */
export const ResetPasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const { f, password, repeat, rules, save } = await resetForm(canvasElement);
    await userEvent.type(password, 'Sommar2025!x');
    await userEvent.type(repeat, 'Sommar2025!');
    await expect(metRules(rules)).toEqual(RULES);
    await expect(f.getByText('Lösenorden är inte lika.')).toBeVisible();
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
  },
};

/** Every rule met and the repetition the same: ready to save (not clicked). */
export const ResetPasswordReady: Story = {
  play: async ({ canvasElement }) => {
    const { f, password, repeat, rules, save } = await resetForm(canvasElement);
    await userEvent.type(password, 'Sommar2025!x');
    await userEvent.type(repeat, 'Sommar2025!x');
    await expect(metRules(rules)).toEqual(RULES);
    await expect(f.queryByText('Lösenorden är inte lika.')).toBeNull();
    await expect(repeat).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeEnabled();
  },
};

export const ResetPasswordBadLink: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    const a = within(alert);
    await expect(a.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeVisible();
    await expect(a.getByText('Länken saknar en giltig kod. Begär en ny länk via Glömt lösenordet.')).toBeVisible();
    await expect(a.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    await expect(ui.queryByRole('form')).toBeNull();
  },
};

/** A code that is not 64 hex digits is the same bad link, without asking the server. */
export const ResetPasswordMalformedLink: Story = {
  args: { token: 'not-a-reset-code' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Länken saknar en giltig kod.');
    await expect(ui.queryByRole('form')).toBeNull();
  },
};

/** The rules could not be fetched: the error and a retry instead of the form. */
export const ResetPasswordRulesFailed: Story = {
  parameters: { api: { status: { 'password/rules': 500 } } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Det gick inte att hämta uppgifterna.' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    await expect(ui.queryByRole('form')).toBeNull();
  },
};
