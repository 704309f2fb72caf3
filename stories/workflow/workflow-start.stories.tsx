/**
 * The workflow application's (COMFLOW) start page, the home of a user with application COMFLOW
 * and not FSP: the workflow-application login (spec 1 §4) while it runs, its license error and
 * its failure, and on success the redirect notice on to the workflow portal page.
 *
 * The login runs against the reference server in the page (.storybook/preview.tsx): the persona
 * decides the answer (comflow@example.org holds a workflow license, comflow-utan-licens@example.org
 * does not). The only writes are the workflow sessions a successful login opens and closes, which
 * no other story reads. No story leaves the Storybook page: the redirect's `assign` is a spy. The
 * expired session, which logs the user out and goes to the portal's root, and "try again" are
 * tested in tests/unit/workflow.browser.test.tsx and tests/e2e/workflow.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import { WorkflowStart } from '../../src/standalone/workflow.tsx';
import { configuration, freshDevice, inLanguage, onStandalonePage } from '../login/standalone.tsx';
import { TIMEOUT } from '../helpers.ts';

type Args = { configuration?: PublicConfiguration | null; assign: (url: string) => void };

const START_TASK = /^\/workflow\/portal\?myg-action=_startTask&sessionId=[0-9a-f]{32}&lang=sv$/;
const FAILED_SV = 'Den externa autentiseringen mot arbetsflödesapplikationen misslyckades';

const meta = {
  title: 'Workflow/Start page',
  component: WorkflowStart,
  render: (args) => <WorkflowStart {...args} />,
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
  args: { configuration: configuration('LOGIN_FORM'), assign: fn() },
  argTypes: {
    configuration: { control: 'object', description: 'The public configuration (GET /rs/configuration): its workflowPortalUrl is where the login goes; null fetches it.' },
    assign: { description: 'Leaves the page at the end of the countdown: location.assign in the portal, a spy here.' },
  },
  parameters: { persona: 'comflow@example.org' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

export const LoggingIn: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Arbetsflödet' })).toBeVisible();
    await expect(ui.getByRole('status')).toHaveTextContent('Loggar in i arbetsflödesapplikationen…');
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

export const LoggedInRedirecting: Story = {
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    await ui.findByRole('heading', { level: 1, name: 'Du skickas vidare till en annan applikation' }, TIMEOUT);
    const href = ui.getByRole('link', { name: 'Gå vidare till arbetsflödet' }).getAttribute('href');
    await expect(href).toMatch(START_TASK);
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith(href), { timeout: 7000 });
  },
};

/** Without the configuration's address the page fetches it (GET /rs/configuration) itself. */
export const LoggedInPortalFromConfiguration: Story = {
  args: { configuration: null },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await ui.findByRole('heading', { level: 1, name: 'Du skickas vidare till en annan applikation' }, TIMEOUT);
    await expect(ui.getByRole('link', { name: 'Gå vidare till arbetsflödet' }).getAttribute('href')).toMatch(START_TASK);
  },
};

export const LicenseError: Story = {
  parameters: { persona: 'comflow-utan-licens@example.org' },
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Arbetsflödet' })).toBeVisible();
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { level: 2, name: 'Licensfel' })).toBeVisible();
    await expect(alert).toHaveTextContent('Du har ingen licens för arbetsflödesapplikationen. Kontakta din administratör.');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    await expect(within(alert).getByRole('button', { name: 'Logga ut' })).toBeEnabled();
    await expect(ui.queryByRole('link')).toBeNull();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

export const LicenseErrorEnglish: Story = {
  beforeEach: inLanguage('en'),
  parameters: { persona: 'comflow-utan-licens@example.org' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Workflow' })).toBeVisible();
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { level: 2, name: 'License error' })).toBeVisible();
    await expect(alert).toHaveTextContent('You have no license for the workflow application. Contact your administrator.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(within(alert).getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: { api: { status: { 'myg-action=login': 500 } } },
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { level: 2, name: FAILED_SV })).toBeVisible();
    await expect(alert).toHaveTextContent('Försök igen. Kontakta support om felet kvarstår.');
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeEnabled();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

/** The portal page opened the workflow session, but closing its activities failed. */
export const FailedClosingActivities: Story = {
  parameters: { api: { status: { 'close-all-comflow-activities': 500 } } },
  play: async ({ canvasElement, args }) => {
    const ui = within(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { level: 2, name: FAILED_SV })).toBeVisible();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

export const FailedEnglish: Story = {
  beforeEach: inLanguage('en'),
  parameters: { api: { status: { 'myg-action=login': 500 } } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { level: 2, name: 'External workflow authentication failed' })).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again. Contact support if the error persists.');
  },
};
