/**
 * OpenID Connect and the enterprise directory on the standalone's logged-out home (spec 1 §2, §4):
 * the four methods in the selector with the configured labels, a chosen single-sign-on method,
 * the configuration error when the client id or authorization endpoint is missing, the callback
 * page's states, and the header's logout when the server cannot log out. No story goes to a
 * provider (that would navigate the Storybook frame): the sign-in itself is in tests/e2e/open-id.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import { LoginPage } from '../../src/standalone/login.tsx';
import { OpenIdCallbackPage, PENDING_KEY } from '../../src/standalone/open-id.tsx';
import { LogoutButton } from '../../src/standalone/logout.tsx';
import { METHOD_KEY, onStandalonePage, configuration, freshDevice, inLanguage } from './standalone.tsx';
import { TIMEOUT } from '../helpers.ts';

function allFour(over: Partial<PublicConfiguration> = {}): PublicConfiguration {
  return {
    ...configuration('LOGIN_FORM', 'MOBILE_ID', 'OPEN_ID', 'ENTERPRISE_DIRECTORY'),
    openId: { label: 'Demo-ID', clientId: 'fsp-portal', authorizationEndpoint: '/oidc/auth' },
    enterpriseDirectory: { label: 'Demo AD', clientId: 'fsp-portal-directory', authorizationEndpoint: '/oidc-directory/auth', identityInfoUrl: '/redirect_uri?info=json' },
    ...over,
  };
}

type Args = { configuration: PublicConfiguration | null };

const meta = {
  title: 'Login/OpenID and single sign-on',
  component: LoginPage,
  render: (args) => <LoginPage {...args} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { configuration: allFour() },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

export const AllFourMethods: Story = {
  play: async ({ canvasElement }) => {
    const methods = within(canvasElement).getByRole('region', { name: 'Välj inloggningsmetod' });
    await expect(within(methods).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Användarnamn och lösenord',
      'Mobilt BankID',
      'Logga in med Demo-ID',
      'Logga in med Demo AD',
    ]);
  },
};

export const OpenIdChosen: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Logga in med Demo-ID' }));
    const section = ui.getByRole('region', { name: 'Logga in med Demo-ID' });
    await expect(within(section).getByText('Du skickas till Demo-ID för att logga in och kommer sedan tillbaka hit.')).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Logga in med Demo-ID' })).toBeEnabled();
    await expect(ui.getByRole('button', { name: 'Byt inloggningsmetod' })).toBeVisible();
    await expect(localStorage.getItem(METHOD_KEY)).toBe('OPEN_ID');
  },
};

export const OnlyTheDirectory: Story = {
  args: { configuration: allFour({ loginMethods: ['ENTERPRISE_DIRECTORY'] }) },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Logga in med Demo AD' })).toBeVisible();
    await expect(ui.queryByRole('region', { name: 'Välj inloggningsmetod' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Byt inloggningsmetod' })).toBeNull();
  },
};

export const MissingClientId: Story = {
  args: { configuration: allFour({ openId: { label: 'Demo-ID', authorizationEndpoint: '/oidc/auth' }, loginMethods: ['OPEN_ID'] }) },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Logga in med Demo-ID' }));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Inloggningsmetoden är inte konfigurerad (klient-id saknas). Kontakta supporten.');
    await expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  },
};

export const MissingEverythingEnglish: Story = {
  beforeEach: inLanguage('en'),
  args: { configuration: allFour({ enterpriseDirectory: { label: 'Demo AD', identityInfoUrl: '/redirect_uri?info=json' }, loginMethods: ['ENTERPRISE_DIRECTORY'] }) },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Log in with Demo AD' }));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(
      'The authentication method is not configured (client id, authorization endpoint missing). Please contact support.',
    );
  },
};

/** /auth/open-id/callback while the exchange is under way (the API holds the request). */
export const CallbackValidating: Story = {
  render: () => <OpenIdCallbackPage search={new URLSearchParams('code=abc&state=s1')} lang="sv" />,
  beforeEach: () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state: 's1', verifier: 'v'.repeat(43), method: 'OPEN_ID', identityInfoUrl: null }));
    return () => sessionStorage.removeItem(PENDING_KEY);
  },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Validerar autentisering' })).toBeVisible();
    await expect(ui.getByRole('region', { name: 'Validerar autentisering' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The provider came back without a code (the user cancelled there, or the request was refused). */
export const CallbackWithoutCode: Story = {
  render: () => <OpenIdCallbackPage search={new URLSearchParams('error=access_denied&state=s1')} lang="sv" />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Autentiseringen misslyckades' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Tillbaka till inloggningen' })).toBeVisible();
  },
};

export const CallbackWithoutCodeEnglish: Story = {
  ...CallbackWithoutCode,
  render: () => <OpenIdCallbackPage search={new URLSearchParams('state=s1')} lang="en" />,
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Authentication failed' }, TIMEOUT)).toBeVisible();
  },
};

/** The header's logout when the server answers 500: the user stays logged in, and may try again. */
export const LogoutFails: Story = {
  render: () => <LogoutButton configuration={null} go={() => undefined} />,
  parameters: { persona: 'forskrivare@example.org', api: { status: { '/rs/authentication': 500 } } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await userEvent.click(ui.getByRole('button', { name: 'Logga ut' }));
    const dialog = await ui.findByRole('dialog', { name: 'Det gick inte att logga ut' }, TIMEOUT);
    await expect(within(dialog).getByText('Utloggningen kunde inte genomföras, så du är fortfarande inloggad. Försök igen om en stund.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await expect(ui.queryByRole('dialog')).toBeNull();
  },
};
