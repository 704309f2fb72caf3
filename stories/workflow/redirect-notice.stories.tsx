/**
 * The redirect notice screen (spec 1 §2 "Shell"): the user is told they are being sent to another
 * application, a 5-second countdown with a 1-second interval runs around the
 * authentication-in-progress indicator, and a fallback link goes there at once. At 0 the portal
 * calls `location.assign(target)`; here `assign` is a spy, so the Storybook page is never left.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { RedirectNotice, REDIRECT_SECONDS } from '../../src/standalone/redirect-notice.tsx';
import { freshDevice, inLanguage, onStandalonePage } from '../login/standalone.tsx';
import { TIMEOUT } from '../helpers.ts';

type Args = { target: string; seconds?: number; assign: (url: string) => void };

const TARGET = '/workflow/portal?myg-action=_startTask&sessionId=0123456789abcdef0123456789abcdef&lang=sv';

const meta = {
  title: 'Workflow/Redirect notice',
  component: RedirectNotice,
  render: (args) => <RedirectNotice {...args} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { target: TARGET, assign: fn() },
  argTypes: {
    target: { control: 'text', description: 'Where the user is sent at 0.' },
    seconds: { control: { type: 'number', min: 0, max: 60 }, description: 'Seconds to count down (default 5).' },
    assign: { description: 'Leaves the page: location.assign in the portal, a spy here.' },
  },
  parameters: { persona: 'comflow@example.org' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

export const CountingDown: Story = {
  play: async ({ canvasElement, args, step }) => {
    const ui = within(canvasElement);
    await step('title, count, authentication in progress, fallback link', async () => {
      await expect(ui.getByRole('heading', { level: 1, name: 'Du skickas vidare till en annan applikation' })).toBeVisible();
      await expect(ui.getByText('Autentisering pågår…')).toBeVisible();
      await expect(ui.getByText(`Du skickas vidare om ${REDIRECT_SECONDS} sekunder.`, { selector: '.redirect-countdown' })).toBeVisible();
      await expect(ui.getByRole('status')).toHaveTextContent('Du skickas vidare om 5 sekunder.');
      await expect(ui.getByRole('link', { name: 'Gå vidare till arbetsflödet' })).toHaveAttribute('href', TARGET);
    });
    await step('the fallback link is reached with the keyboard', async () => {
      await userEvent.tab();
      await expect(ui.getByRole('link', { name: 'Gå vidare till arbetsflödet' })).toHaveFocus();
    });
    await step('a second later: 4, and no redirect yet', async () => {
      await ui.findByText('Du skickas vidare om 4 sekunder.', {}, TIMEOUT);
      await expect(args.assign).not.toHaveBeenCalled();
    });
    await step('at 0 the browser is sent to the target, once', async () => {
      await waitFor(() => expect(args.assign).toHaveBeenCalledWith(TARGET), { timeout: 6000 });
      await expect(ui.getByText('Du skickas vidare nu.', { selector: '.redirect-countdown' })).toBeVisible();
      await expect(args.assign).toHaveBeenCalledTimes(1);
    });
  },
};

export const CountingDownEnglish: Story = {
  beforeEach: inLanguage('en'),
  args: { target: TARGET.replace('lang=sv', 'lang=en') },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'You are being redirected to another application' })).toBeVisible();
    await expect(ui.getByText('Authentication in progress…')).toBeVisible();
    await expect(ui.getByText('You will be redirected in 5 seconds.', { selector: '.redirect-countdown' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Continue to the workflow' })).toHaveAttribute('href', TARGET.replace('lang=sv', 'lang=en'));
  },
};

/** A long countdown, to look at the screen without it ending. */
export const LongCountdown: Story = {
  args: { seconds: 60 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText('Du skickas vidare om 60 sekunder.', { selector: '.redirect-countdown' })).toBeVisible();
  },
};
