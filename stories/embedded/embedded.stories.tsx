/**
 * Embedded mode's reduced layout (spec 1 §1): what another system's frame shows under /embedded/...
 * No embedded area is built yet, so the pages it has today are the error pages, without the main
 * chrome (header, menu, footer) and without the link to the main portal's start page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbeddedShell } from '../../src/standalone/embedded.tsx';
import { ErrorPage, type ErrorKind } from '../../src/standalone/pages.tsx';
import { freshDevice, inLanguage } from '../login/standalone.tsx';

type Args = { kind: ErrorKind };

const meta = {
  title: 'Embedded/Reduced layout',
  render: ({ kind }) => (
    <EmbeddedShell>
      <ErrorPage kind={kind} home={false} />
    </EmbeddedShell>
  ),
  beforeEach: freshDevice,
  args: { kind: 'notFound' },
  argTypes: { kind: { control: 'select', options: ['notFound', 'notAllowed', 'notAuthenticated', 'serverError', 'noConnection'] } },
  parameters: { persona: null, layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectReduced(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvasElement.querySelector('header, footer, nav, .skip-link')).toBeNull();
  await expect(canvas.queryByRole('link')).toBeNull();
}

/** Every embedded path today: its area is not built yet. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => expectReduced(canvasElement, 'Sidan finns inte'),
};

/** A path outside /embedded/ reached inside the embedded page, or the main portal with an embedded session. */
export const NotAllowed: Story = {
  args: { kind: 'notAllowed' },
  play: async ({ canvasElement }) => expectReduced(canvasElement, 'Åtkomst nekad'),
};

/** No embedded session (none given, expired, or a used token): the other system must log in again. */
export const NotAuthenticated: Story = {
  args: { kind: 'notAuthenticated' },
  play: async ({ canvasElement }) => expectReduced(canvasElement, 'Felaktig autentisering'),
};

export const NotFoundInEnglish: Story = {
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => expectReduced(canvasElement, 'Page not found'),
};
