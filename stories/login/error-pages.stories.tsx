/**
 * The standalone's error pages (src/standalone/pages.tsx) in the main portal's frame: here the
 * variant of spec 1 §8 "server error, asking the user to log in again", shown when a stored
 * session's app data cannot be loaded at start-up because of a server error. Its button ends the
 * session and reloads the login page (not clicked here: that would navigate the Storybook frame;
 * tests/e2e/errors.spec.ts does it).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage, type ErrorKind } from '../../src/standalone/pages.tsx';
import { freshDevice, inLanguage, onStandalonePage } from './standalone.tsx';

type Args = { kind: ErrorKind };

const meta = {
  title: 'Login/Error pages',
  render: ({ kind }) => <ErrorPage kind={kind} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { kind: 'serverErrorLogin' },
  argTypes: { kind: { control: 'select', options: ['notFound', 'notAllowed', 'notAuthenticated', 'serverError', 'serverErrorLogin', 'noConnection'] } },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerErrorLogInAgain: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Serverfel' })).toBeVisible();
    await expect(ui.getByText('Servern kunde inte hämta dina uppgifter. Logga in igen.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Logga in igen' })).toBeEnabled();
    await expect(ui.queryByRole('link', { name: 'Till startsidan' })).toBeNull();
  },
};

export const ServerErrorLogInAgainEnglish: Story = {
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Server error' })).toBeVisible();
    await expect(ui.getByText('The server could not load your details. Please log in again.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Log in again' })).toBeEnabled();
  },
};

/** The plain server error (a 503 at start-up, which the reconnect dialog waits out): a link to the start page. */
export const ServerError: Story = {
  args: { kind: 'serverError' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Serverfel' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Logga in igen' })).toBeNull();
  },
};
