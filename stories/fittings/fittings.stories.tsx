/**
 * `<fsp-fittings>`, the fitting list and the planner's planning view, in every state with data from
 * the reference API running in the page (see .storybook/preview.tsx) and its seeded fittings
 * (server/seed/fittings.ts): Frida Förskrivare's (the prescriber of every one) Active (9, 1, 10 by
 * next meeting), Waiting (2 to 6, 11 to 20: released or not yet) and Closed (7, 8);
 * Petra Planerare's Unplanned (4, 5, 6) with rows chosen, and in edit mode with a time error; a
 * user who is not a planner; loading, empty, a server error, no session, English, and 375 px.
 * The stories only read: Release and Save are not clicked (the e2e test does, tests/e2e/fittings.spec.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { focused } from '../core/core-helpers.tsx';
import { expectFailureCard, expectNotLoggedIn, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/fittings/fittings.element.ts';

type Args = { status?: 'unplanned' | 'active' | 'waiting' | 'closed'; page?: number; admin?: boolean; lang?: 'sv' | 'en' };

const meta = {
  title: 'Fittings/fsp-fittings',
  render: ({ status, page, admin, lang }) => (
    <fsp-fittings {...(status ? { status } : {})} {...(page ? { page } : {})} {...(admin ? { admin: true } : {})} {...(lang ? { lang } : {})} />
  ),
  args: {},
  argTypes: {
    status: { control: 'inline-radio', options: ['unplanned', 'active', 'waiting', 'closed'], description: 'The tab (unplanned only with admin).' },
    page: { control: 'number' },
    admin: { control: 'boolean', description: 'The planner’s planning view (the URL’s role=admin).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-fittings');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The fittings shown (ids from their links), once there are `count`. */
async function shownIds(ui: Ui, count: number): Promise<number[]> {
  return waitFor(() => {
    const links = ui.queryAllByRole('link').filter((a) => a.getAttribute('part') === 'fitting-link');
    if (links.length !== count || links[0]?.closest('[aria-busy=true]')) throw new Error(`${links.length} fittings, not ${count}`);
    return links.map((a) => Number(/\/fittings\/(\d+)\/info(?:\?|$)/.exec(a.getAttribute('href') ?? '')?.[1] ?? 0));
  }, TIMEOUT);
}

/** The row of a fitting. */
const rowOf = (ui: Ui, id: number) => {
  // The link keeps the list's view in its query (the planning view's role=admin, a tab).
  const link = ui.getAllByRole('link').find((a) => /^\/my-myloc\/fittings\/(\d+)\/info(?:\?|$)/.exec(a.getAttribute('href') ?? '')?.[1] === String(id));
  const row = link?.closest('tr');
  if (!row) throw new Error(`no row of fitting ${id}`);
  return within(row);
};

/** The user's default: Active, by next meeting; the fitting's link, client, prescriber and meeting time. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Mina utprovningar', level: 1 })).toBeVisible();
    await expect(ui.getByRole('tab', { name: 'Aktiva' })).toHaveAttribute('aria-selected', 'true');
    await expect(await shownIds(ui, 3)).toEqual([9, 1, 10]);
    await expect(ui.getByRole('columnheader', { name: 'Mötestid' })).toBeVisible();
    await expect(rowOf(ui, 1).getByText('Frida Förskrivare')).toBeVisible();
    await expect(rowOf(ui, 1).getByText(/^\d{4}-\d{2}-\d{2} 10:00–11:30$/)).toBeVisible();
    await expect(ui.queryByRole('checkbox')).toBeNull();
  },
};

/** Waiting: the released fittings waiting for a booking, and those not released yet; no meeting time (spec 3 §2: Active only). */
export const Waiting: Story = {
  args: { status: 'waiting' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    // 13-20 are Harald's, seeded for issue 38's e2e (server/seed/fittings.ts).
    await expect((await shownIds(ui, 15)).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Utprovning', 'Brukare', 'Förskrivare']);
  },
};

/** Closed: the day each was completed or annulled instead of a meeting time. */
export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownIds(ui, 2)).toEqual([7, 8]);
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Utprovning', 'Brukare', 'Förskrivare', 'Avslutad']);
    await expect(rowOf(ui, 7).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  },
};

/** Choosing another tab is an fsp-navigate with the list's path; unprevented, the element shows it. */
export const ChangeTab: Story = {
  play: async ({ canvasElement }) => {
    const paths: string[] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
    const { ui, host } = await element(canvasElement);
    await shownIds(ui, 3);
    await userEvent.click(ui.getByRole('tab', { name: 'Avslutade' }));
    await expect(paths).toEqual(['/my-myloc/fittings?status=closed']);
    await waitFor(() => expect(host.getAttribute('status')).toBe('closed'), TIMEOUT);
    await expect(await shownIds(ui, 2)).toEqual([7, 8]);
  },
};

export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { name: 'My fittings', level: 1 })).toBeVisible();
    await shownIds(ui, 3);
    await expect(rowOf(ui, 1).getByText(/^\d{2}\/\d{2}\/\d{4} 10:00 AM–11:30 AM$/)).toBeVisible();
  },
};

/** Closed in English: the day each was completed or annulled as MM/dd/yyyy. */
export const ClosedEnglish: Story = {
  args: { status: 'closed', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await shownIds(ui, 2)).toEqual([7, 8]);
    await expect(ui.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fitting', 'Client', 'Prescriber', 'Closed']);
    await expect(rowOf(ui, 7).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(rowOf(ui, 8).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  },
};

// ---- the planning view ---------------------------------------------------------------------------

/** The planner's Unplanned tab: a checkbox a row, the comments and the meeting; Release and Regret release need a chosen row. */
export const Planning: Story = {
  args: { admin: true },
  parameters: { persona: 'planerare@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Planering av utprovningar', level: 1 })).toBeVisible();
    await expect(ui.getByRole('tab', { name: 'Oplanerade' })).toHaveAttribute('aria-selected', 'true');
    await expect((await shownIds(ui, 3)).sort((a, b) => a - b)).toEqual([4, 5, 6]);
    await expect(rowOf(ui, 4).getByText('Samordna med hemtjänsten.')).toBeVisible();
    await expect(rowOf(ui, 4).getByText('Hembesök.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Släpp' })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Ångra släpp' })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Redigera' })).toBeEnabled();
  },
};

/** Two rows chosen: the actions are enabled, Edit is disabled while any row is chosen; select-all chooses the page. */
export const PlanningWithSelection: Story = {
  args: { admin: true },
  parameters: { persona: 'planerare@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await shownIds(ui, 3);
    await userEvent.click(rowOf(ui, 4).getByRole('checkbox'));
    await userEvent.click(rowOf(ui, 5).getByRole('checkbox'));
    await expect(ui.getByText('2 valda')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Släpp' })).toBeEnabled();
    await expect(ui.getByRole('button', { name: 'Redigera' })).toBeDisabled();
    const all = ui.getByRole('checkbox', { name: 'Välj alla på sidan' });
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    await expect(ui.getByText('3 valda')).toBeVisible();
  },
};

/** Edit mode: a to time before the from time is refused under the field, what was typed stays, no call is made. */
export const PlanningEditTimeError: Story = {
  args: { admin: true },
  parameters: { persona: 'planerare@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await shownIds(ui, 3);
    await userEvent.click(ui.getByRole('button', { name: 'Redigera' }));
    const row = rowOf(ui, 5);
    const from = row.getByLabelText(/^Från, /);
    const to = row.getByLabelText(/^Till, /);
    await fireEvent.change(from, { target: { value: '10:00' } });
    await fireEvent.change(to, { target: { value: '09:00' } });
    await userEvent.click(ui.getByRole('button', { name: 'Spara' }));
    await expect(await row.findByText('Till-tiden kan inte vara före från-tiden.')).toBeVisible();
    await expect(to).toHaveValue('09:00');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(focused(to)).toBe(to), TIMEOUT);
    await expect(ui.getByRole('button', { name: 'Avbryt' })).toBeVisible();
    await expect(ui.queryByRole('checkbox')).toBeNull();
  },
};

/** A user who is not a planner (403 to the planning call): the message, not an empty list. */
export const NotPlanner: Story = {
  args: { admin: true },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Du är inte planerare' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Släpp' })).toBeNull();
  },
};

// ---- states --------------------------------------------------------------------------------------

/** A user with no fittings: the empty state of the tab. */
export const Empty: Story = {
  parameters: { persona: 'lager@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByText('Det finns inga aktiva utprovningar.', {}, TIMEOUT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar utprovningar …', {}, TIMEOUT);
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { api: { status: { '/fsp/v1/web-orders/fittings?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Utprovningarna kunde inte hämtas.');
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se utprovningarna.');
  },
};

/** 375 px: the table's rows stack as cards; nothing scrolls sideways. */
export const Active375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root } = await element(canvasElement);
    await shownIds(ui, 3);
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    for (const tab of ui.getAllByRole('tab')) await expect(tab).toBeVisible();
  },
};
