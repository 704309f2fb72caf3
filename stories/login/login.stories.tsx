/**
 * The standalone portal's home when logged out (spec 1): the method selector, the username form
 * and its errors, and the forgot-password form in its place. LoginPage is a plain React component
 * in the light DOM, so Testing Library and user-event work on it directly.
 *
 * Every login call goes to the reference server running in the page (.storybook/preview.tsx);
 * nobody is logged in. No story logs in successfully (that would navigate the Storybook frame).
 * What the stories write to the shared in-page database is the guessing counts of their failed
 * logins and reset-link request (server/throttle.ts): TooManyAttempts makes Tove Tekniker's
 * account wait, so no other story here logs in as her; the reset link is for a username that does
 * not exist, which stores nothing else. "Mobilt BankID" is never clicked: choosing it navigates to /mobile-id-login
 * (see Login/fsp-mobile-id for that page).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import { LoginPage } from '../../src/standalone/login.tsx';
import { METHOD_KEY, onStandalonePage, configuration, freshDevice, inLanguage } from './standalone.tsx';
import { TIMEOUT } from '../helpers.ts';
import { DEFAULT_API_BASE } from '../../src/core/element/context.ts';
import { apiFor } from '../../src/core/http/query.ts';

type Args = { configuration: PublicConfiguration | null };

const meta = {
  title: 'Login/Standalone login',
  component: LoginPage,
  render: (args) => <LoginPage {...args} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { configuration: configuration('LOGIN_FORM', 'MOBILE_ID') },
  argTypes: { configuration: { control: 'object', description: 'The public configuration (GET /rs/configuration); its loginMethods decide what shows.' } },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };


/** The welcome block every logged-out home shows. */
async function expectWelcome(root: HTMLElement, lang: 'sv' | 'en' = 'sv') {
  const title = lang === 'sv' ? 'Välkommen till förskrivarportalen' : 'Welcome to the prescriber portal';
  await expect(within(root).getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The username form, once it shows. */
async function loginForm(root: HTMLElement) {
  const form = await within(root).findByRole('form', { name: 'Logga in' }, TIMEOUT);
  const f = within(form);
  return {
    form,
    f,
    username: f.getByRole('textbox', { name: 'Användarnamn' }),
    password: f.getByLabelText('Lösenord', { selector: 'input' }),
    submit: f.getByRole('button', { name: 'Logga in' }),
  };
}

/** A username and password typed in and sent; resolves once the server's error shows. */
async function logInAs(root: HTMLElement, username: string, password: string) {
  const form = await loginForm(root);
  await userEvent.type(form.username, username);
  await userEvent.type(form.password, password);
  await userEvent.click(form.submit);
  return { ...form, alert: await form.f.findByRole('alert', {}, TIMEOUT) };
}

export const MethodSelector: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expectWelcome(canvasElement);
    const methods = ui.getByRole('region', { name: 'Välj inloggningsmetod' });
    await expect(within(methods).getByRole('heading', { level: 2, name: 'Välj inloggningsmetod' })).toBeVisible();
    await expect(within(methods).getAllByRole('button').map((b) => b.textContent)).toEqual(['Användarnamn och lösenord', 'Mobilt BankID']);
    await expect(ui.queryByRole('form')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Byt inloggningsmetod' })).toBeNull();
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

export const MethodSelectorEnglish: Story = {
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expectWelcome(canvasElement, 'en');
    await expect(document.documentElement).toHaveAttribute('lang', 'en');
    const methods = ui.getByRole('region', { name: 'Select authentication method' });
    await expect(within(methods).getByRole('heading', { level: 2, name: 'Select authentication method' })).toBeVisible();
    await expect(within(methods).getAllByRole('button').map((b) => b.textContent)).toEqual(['Username and password', 'Mobile BankID']);
    await expect(ui.queryByText('Välj inloggningsmetod')).toBeNull();
  },
};

export const UsernameFormOnly: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expectWelcome(canvasElement);
    const { f, username, password, submit } = await loginForm(canvasElement);
    await expect(f.getByRole('heading', { level: 2, name: 'Logga in' })).toBeVisible();
    await expect(username).toHaveValue('');
    await expect(username).toBeRequired();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toBeRequired();
    await expect(f.getByRole('checkbox', { name: 'Kom ihåg mig på den här datorn' })).not.toBeChecked();
    await expect(submit).toBeEnabled();
    await expect(f.getByRole('button', { name: 'Glömt lösenordet?' })).toBeVisible();
    await expect(ui.queryByRole('heading', { name: 'Välj inloggningsmetod' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Byt inloggningsmetod' })).toBeNull();
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

export const UsernameFormChosen: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Användarnamn och lösenord' }));
    const { username, submit } = await loginForm(canvasElement);
    await expect(username).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(ui.getByRole('button', { name: 'Byt inloggningsmetod' })).toBeVisible();
    await expect(ui.queryByRole('heading', { name: 'Välj inloggningsmetod' })).toBeNull();
    await expect(localStorage.getItem(METHOD_KEY)).toBe('LOGIN_FORM'); // remembered on this device
  },
};

/** The choice made on an earlier visit: the form shows at once, with the way back to the selector. */
export const RememberedMethod: Story = {
  beforeEach: () => {
    localStorage.setItem(METHOD_KEY, 'LOGIN_FORM');
  },
  play: async ({ canvasElement, step }) => {
    const ui = within(canvasElement);
    await loginForm(canvasElement);
    await expect(ui.queryByRole('heading', { name: 'Välj inloggningsmetod' })).toBeNull();
    await step('change method: back to the selector, the choice forgotten', async () => {
      await userEvent.click(ui.getByRole('button', { name: 'Byt inloggningsmetod' }));
      await expect(await ui.findByRole('heading', { level: 2, name: 'Välj inloggningsmetod' }, TIMEOUT)).toBeVisible();
      await expect(ui.queryByRole('form')).toBeNull();
      await expect(localStorage.getItem(METHOD_KEY)).toBeNull();
    });
  },
};

export const RequiredFields: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const { f, username, password, submit } = await loginForm(canvasElement);
    await userEvent.click(submit);
    await expect(await f.findByText('Fyll i användarnamn.', {}, TIMEOUT)).toBeVisible();
    await expect(f.getByText('Fyll i lösenord.')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Fyll i användarnamn.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Fyll i lösenord.');
    await expect(f.queryByRole('alert')).toBeNull(); // nothing was sent
    await expect(submit).toBeEnabled();
  },
};

export const WrongPassword: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const { alert, username, password, submit } = await logInAs(canvasElement, 'forskrivare@example.org', 'fel');
    // The server's text for OTSU001.
    await expect(alert).toHaveTextContent(/^Felaktigt användarnamn eller lösenord\.$/);
    await expect(username).toHaveValue('forskrivare@example.org');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-busy');
  },
};

export const PasswordExpired: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const { alert, username, submit } = await logInAs(canvasElement, 'utgangen@example.org', 'demo');
    // OTSP001, with the server's text pointing to "Glömt lösenordet?".
    await expect(alert).toHaveTextContent('Ditt lösenord har gått ut');
    await expect(username).toHaveValue('utgangen@example.org');
    await expect(submit).toBeEnabled();
    await expect(ui.getByRole('button', { name: 'Glömt lösenordet?' })).toBeVisible();
  },
};

/** The login call under way: the button busy and blocked, no error yet. */
export const SigningIn: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const { username, password, submit } = await loginForm(canvasElement);
    await userEvent.type(username, 'forskrivare@example.org');
    await userEvent.type(password, 'demo');
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/**
 * Too many wrong passwords (issue 36): after 10 the server answers 429 with Retry-After; the form
 * shows the server's text, which says how long to wait, and its button counts the wait down, off
 * until it is over.
 */
export const TooManyAttempts: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const api = apiFor(DEFAULT_API_BASE, 'sv');
    for (let i = 1; i <= 10; i++) {
      await expect(api('post', 'authentication', { json: { username: 'tekniker@example.org', password: `fel-${i}` } }, { notify: false })).rejects.toThrow();
    }
    const { alert, username, f } = await logInAs(canvasElement, 'tekniker@example.org', 'demo');
    await expect(alert).toHaveTextContent(/^För många försök\. Vänta \d+ sekunder och försök igen\.$/);
    await expect(username).toHaveValue('tekniker@example.org');
    await expect(f.getByRole('button', { name: /^Vänta 0:\d\d$/ })).toBeDisabled();
  },
};

/** A server failure while logging in: the catalogue's 500 text in the form's alert. */
export const ServerError: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  parameters: { api: { status: { authentication: 500 } } },
  play: async ({ canvasElement }) => {
    const { alert, submit } = await logInAs(canvasElement, 'forskrivare@example.org', 'demo');
    await expect(alert).toHaveTextContent('Servern kunde inte returnera någon data. Kontakta support och beskriv var felet uppstod.');
    await expect(submit).toBeEnabled();
  },
};

export const ForgotPassword: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement, step }) => {
    const ui = within(canvasElement);
    await userEvent.click((await loginForm(canvasElement)).f.getByRole('button', { name: 'Glömt lösenordet?' }));
    const form = await ui.findByRole('form', { name: 'Glömt lösenordet' }, TIMEOUT);
    const f = within(form);
    const username = f.getByRole('textbox', { name: 'Användarnamn' });
    await step('the form in place of the login form', async () => {
      await expect(f.getByRole('heading', { level: 2, name: 'Glömt lösenordet' })).toBeVisible();
      await expect(f.getByText(/^Ange ditt användarnamn \(din e-postadress\)/)).toBeVisible();
      await expect(username).toHaveAttribute('type', 'email');
      await expect(username).toBeRequired();
      await expect(f.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
      await expect(ui.queryByRole('form', { name: 'Logga in' })).toBeNull();
    });
    await step('an empty submit asks for the username', async () => {
      await userEvent.click(f.getByRole('button', { name: 'Återställ lösenord' }));
      await expect(await f.findByText('Ange ditt användarnamn, en e-postadress.', {}, TIMEOUT)).toBeVisible();
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await expect(username).toHaveAccessibleDescription('Ange ditt användarnamn, en e-postadress.');
    });
  },
};

/** After "Återställ lösenord": back on the login form with the server's answer as a notice. */
export const ForgotPasswordSent: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click((await loginForm(canvasElement)).f.getByRole('button', { name: 'Glömt lösenordet?' }));
    const f = within(await ui.findByRole('form', { name: 'Glömt lösenordet' }, TIMEOUT));
    // Nobody has this username: the server answers as for anyone (it reveals no accounts) and stores nothing.
    await userEvent.type(f.getByRole('textbox', { name: 'Användarnamn' }), 'ingen.alls@example.org');
    await userEvent.click(f.getByRole('button', { name: 'Återställ lösenord' }));
    const notice = await ui.findByRole('status', {}, TIMEOUT);
    await expect(notice).toHaveTextContent('Om användarnamnet finns har vi skickat en länk för att återställa lösenordet.');
    await expect(ui.getByRole('form', { name: 'Logga in' })).toBeVisible();
    await expect(ui.queryByRole('form', { name: 'Glömt lösenordet' })).toBeNull();
  },
};

/** Cancel: back to the login form, nothing said. */
export const ForgotPasswordCancelled: Story = {
  args: { configuration: configuration('LOGIN_FORM') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click((await loginForm(canvasElement)).f.getByRole('button', { name: 'Glömt lösenordet?' }));
    const f = within(await ui.findByRole('form', { name: 'Glömt lösenordet' }, TIMEOUT));
    await userEvent.click(f.getByRole('button', { name: 'Avbryt' }));
    await expect(await ui.findByRole('form', { name: 'Logga in' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('form', { name: 'Glömt lösenordet' })).toBeNull();
    await expect(ui.queryByRole('status')).toBeNull();
  },
};

export const NoMethod: Story = {
  args: { configuration: configuration() },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expectWelcome(canvasElement);
    await expect(ui.getByRole('alert')).toHaveTextContent(/^Ingen inloggningsmetod är definierad\.$/);
    await expect(ui.queryByRole('form')).toBeNull();
    await expect(ui.queryByRole('button')).toBeNull();
  },
};
