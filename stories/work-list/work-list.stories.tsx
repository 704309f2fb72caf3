/**
 * `<fsp-work-list>` (issue 18), with data from the reference API running in the page (see
 * .storybook/preview.tsx), as Leo Lagerström (lager@example.org, whose own facility is BL-MLM, a
 * base storage: the default storage): BL-MLM's active Cn tasks with the work list's fixtures
 * (WORK_LIST_FIXTURES, docs/world.md "Base-storage tasks"), the status tabs and the search as
 * fsp-navigate, a search that finds nothing, My tasks (`mine`), the care unit a task goes to as a
 * client link (as Frida) and as plain text with NOT_AUTHORIZED_TO_MUNICIPALITY (as Leo, not
 * authorized for its municipality; issue 37), a storage Leo may not work on
 * (403), loading, a server error, no session, English and 375 px (cards). Nothing is changed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { WORK_LIST_FIXTURES as F } from '../../server/seed/fixtures.ts';
import { api, expectFailureCard, expectNotLoggedIn, intercept, navigations, never, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/work-list/work-list.element.ts';

type Args = { storage?: number; status?: 'ACTIVE' | 'STARTED' | 'REPORTED' | 'ALL'; q?: string; mine?: boolean; lang?: 'sv' | 'en' };

const meta = {
  title: 'Base storage/fsp-work-list',
  render: ({ storage, status, q, mine, lang }) => (
    <fsp-work-list {...(storage ? { storage } : {})} {...(status ? { status } : {})} {...(q ? { q } : {})} {...(mine ? { mine: true } : {})} {...(lang ? { lang } : {})} />
  ),
  args: {},
  argTypes: {
    storage: { control: 'inline-radio', options: [undefined, 2, 3, 4, 5], description: 'The base storage (absent: the user’s own): 2 BL-MLM, 3 BL-LND, 4 BL-HSD, 5 BL-BRS.' },
    status: { control: 'inline-radio', options: ['ACTIVE', 'STARTED', 'REPORTED', 'ALL'] },
    q: { control: 'text', description: 'The free-text search.' },
    mine: { control: 'boolean', description: 'My tasks.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS, persona: 'lager@example.org' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-work-list');

/** The table's rows, once there are some. */
async function rows(root: HTMLElement): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = [...root.querySelectorAll<HTMLElement>('[part=table] tbody tr')];
    if (!found.length) throw new Error('no rows yet');
    return found;
  }, TIMEOUT);
}
const rowWith = async (root: HTMLElement, text: string) => {
  const row = (await rows(root)).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};
const cell = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`td[data-label="${label}"]`);

/** BL-MLM (Leo's own storage, the default) and its active tasks: the fixtures among them, each with what the list shows. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Arbetslista' })).toBeVisible();
    const found = await rows(root);
    await expect(ui.getByRole('tab', { name: 'Aktiva' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(ui.getByRole('combobox', { name: 'Baslager' })).toHaveValue(String(F.storage.id)), TIMEOUT);
    await expect(root.querySelector('[part=count]')).toHaveTextContent(`${found.length} uppdrag`);
    for (const row of found) await expect(cell(row, 'Status')).toHaveTextContent('Aktiv');
    const full = await rowWith(root, F.full.description);
    const link = within(full).getByRole('link', { name: /^Uppdrag \d+$/ });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/base-storages\/work-list\/\d+$/));
    await expect(cell(full, 'Uppdrag')).toHaveTextContent('Leverans till vårdenhet');
    await expect(cell(full, 'Planerad')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(cell(full, 'Ordernummer')).toHaveTextContent(/^WO-\d{4}-\d+$/);
    await expect(cell(full, 'Från lager')).toHaveTextContent('BL-MLM-HL - Huvudlager');
    await expect(cell(full, 'Mottagare')?.textContent).not.toBe('');
  },
};

/** A status tab and a search are fsp-navigate events with the list's path; a host that routes sets the attributes. */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await rows(root);
    await userEvent.click(ui.getByRole('tab', { name: 'Rapporterade' }));
    await expect(paths.at(-1)).toBe('/base-storages/work-list?status=REPORTED');
    await waitFor(() => expect(ui.getByRole('tab', { name: 'Rapporterade' })).toHaveAttribute('aria-selected', 'true'), TIMEOUT);
    await fireEvent.input(ui.getByRole('searchbox', { name: 'Sök' }), { target: { value: 'Testleverans' } });
    await userEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await waitFor(() => expect(paths).toEqual(['/base-storages/work-list?status=REPORTED', '/base-storages/work-list?status=REPORTED&q=Testleverans']), TIMEOUT);
    await expect(await ui.findByRole('heading', { name: 'Inga resultat hittades' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Inga uppdrag matchar sökningen.')).toBeVisible();
  },
};

/** Every status (20 and above). */
export const AllStatuses: Story = {
  args: { status: 'ALL' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Alla' })).toHaveAttribute('aria-selected', 'true');
    const found = await rows(root);
    await expect(found.length).toBeGreaterThanOrEqual(3);
  },
};

/** A search that finds nothing: "no results found", said per search. */
export const Empty: Story = {
  args: { q: 'ingenting sådant' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga resultat hittades' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Rensa' })).toBeVisible();
  },
};

/** My tasks: Leo's own tasks, of every storage and type; the way to a task is under /my-myloc/tasks. */
export const MyTasks: Story = {
  args: { mine: true },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Mina uppdrag' })).toBeVisible();
    await expect(ui.getByRole('combobox', { name: 'Baslager' })).toHaveValue('');
    const full = await rowWith(root, F.full.description);
    await expect(within(full).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/my-myloc\/tasks\/\d+$/));
  },
};

/**
 * The care unit a Cn task goes to is a client location (spec 2 §6, spec 3 §6): BL-MLM's fixtures
 * go to Hemtjänsten Trelleborg Norr (1287), whose unit client Leo (authorized for 1280 only) may
 * not open: its name as plain text with NOT_AUTHORIZED_TO_MUNICIPALITY, no link.
 */
export const CareUnitNotAuthorized: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const to = cell(await rowWith(root, F.full.description), 'Mottagare') as HTMLElement;
    await expect(to).toHaveTextContent('HT-TRB Hemtjänsten Trelleborg Norr');
    await expect(within(to).getByText('Du är inte behörig till den här kommunen.')).toBeVisible();
    await expect(within(to).queryByRole('link')).toBeNull();
  },
};

/** The same tasks as Frida Förskrivare (authorized for 1287 too): the care unit is a link to its unit client's page. */
export const CareUnitLinked: Story = {
  args: { storage: F.storage.id },
  parameters: { persona: 'forskrivare@example.org' },
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const paths = navigations(canvasElement, true);
    const to = cell(await rowWith(root, F.full.description), 'Mottagare') as HTMLElement;
    const unit = within(to).getByRole('link', { name: 'HT-TRB Hemtjänsten Trelleborg Norr' });
    await expect(unit).toHaveAttribute('href', expect.stringMatching(/^\/clients\/\d+\/info$/));
    await expect(within(to).queryByText('Du är inte behörig till den här kommunen.')).toBeNull();
    await userEvent.click(unit);
    await expect(paths).toEqual([unit.getAttribute('href')]);
    const id = Number(/\d+/.exec(unit.getAttribute('href') ?? '')?.[0]);
    await expect(await api<{ type: string; firstName: string; surname: string }>('GET', `/fsp/v1/clients/${id}`)).toMatchObject({ type: 'UNIT', firstName: 'Hemtjänsten', surname: 'Trelleborg Norr' });
  },
};

/** A storage Leo may not work on (BL-BRS): the server's 403, said in place. */
export const NotAuthorized: Story = {
  args: { storage: 5 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Uppdragen kunde inte hämtas' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: intercept(({ method, url, signal }) => (method === 'GET' && url.pathname === '/rs/fsp/v1/tasks' ? never(signal) : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar uppdrag…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { api: { status: { '/tasks?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Uppdragen kunde inte hämtas');
  },
};

export const NotLoggedIn: Story = {
  args: { storage: 2 },
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se uppdragen.');
  },
};

export const English: Story = {
  args: { lang: 'en', status: 'ALL' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Work list' })).toBeVisible();
    await expect(ui.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const full = await rowWith(root, F.full.description);
    await expect(cell(full, 'Planned')).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    await expect(cell(full, 'Task')).toHaveTextContent('Delivery to a care unit');
  },
};

/** 375 px: each task a card of labelled cells. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root } = await element(canvasElement);
    const full = await rowWith(root, F.full.description);
    await expect(getComputedStyle(full).display).toBe('block');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};
