/**
 * The standalone's /mobile-id-login page where Mobile BankID is not one of the configured login
 * methods (reached by its address, a bookmark): it says so and starts nothing (no
 * `<fsp-mobile-id>`, so no order at BankID), with the way back to the login. Where Mobile BankID is
 * offered the page is the element (Login/fsp-mobile-id) and the way back: "change authentication
 * method" beside other methods, "back to the login" when it is the only one (home then offers it as
 * a button instead of coming straight back: tests/e2e/mobile-id.spec.ts; the element's tag is not
 * defined in these stories, so nothing is started here).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import { MobileIdPage } from '../../src/standalone/login.tsx';
import { configuration, freshDevice, inLanguage, onStandalonePage } from './standalone.tsx';

type Args = { configuration: PublicConfiguration | null };

const meta = {
  title: 'Login/Mobile BankID page',
  component: MobileIdPage,
  render: (args) => <MobileIdPage {...args} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { configuration: configuration('LOGIN_FORM') },
  argTypes: { configuration: { control: 'object', description: 'The public configuration (GET /rs/configuration); without MOBILE_ID the page says it is not available.' } },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('alert')).toHaveTextContent('Inloggning med Mobilt BankID är inte tillgänglig.');
    await expect(ui.getByRole('link', { name: 'Till inloggningen' })).toHaveAttribute('href', '/');
    await expect(canvasElement.querySelector('fsp-mobile-id')).toBeNull();
  },
};

export const NotAvailableEnglish: Story = {
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('alert')).toHaveTextContent('Mobile BankID login is not available.');
    await expect(ui.getByRole('link', { name: 'To the login' })).toBeVisible();
    await expect(canvasElement.querySelector('fsp-mobile-id')).toBeNull();
  },
};

/** Mobile BankID the only method: still a way back, a link to the login page. */
export const OnlyMethodWayBack: Story = {
  args: { configuration: configuration('MOBILE_ID') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('link', { name: 'Tillbaka till inloggningen' })).toHaveAttribute('href', '/');
    await expect(ui.queryByRole('button', { name: 'Byt inloggningsmetod' })).toBeNull();
    await expect(canvasElement.querySelector('fsp-mobile-id')).not.toBeNull();
  },
};

export const OnlyMethodWayBackEnglish: Story = {
  args: { configuration: configuration('MOBILE_ID') },
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the login' })).toHaveAttribute('href', '/');
  },
};

/** Beside other methods: "change authentication method". */
export const OtherMethodsWayBack: Story = {
  args: { configuration: configuration('LOGIN_FORM', 'MOBILE_ID') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('button', { name: 'Byt inloggningsmetod' })).toBeVisible();
    await expect(ui.queryByRole('link', { name: 'Tillbaka till inloggningen' })).toBeNull();
  },
};
