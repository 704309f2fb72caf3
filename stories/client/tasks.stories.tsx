/**
 * `<fsp-client>`'s tasks (tab `tasks`; spec 2 Client sub-pages Tasks, spec 3 §4 Task status), with
 * data from the reference API running in the page, as Frida Förskrivare: Maj Bergström's four
 * tasks (a delivery under way, a collection planned, one reported, one annulled) with their
 * description, order number, planned time, status text, from-warehouse (none for a collection) and
 * recipient; a task opened with its lines (core's task detail, as `<fsp-task>`: its actions, since
 * Frida works on its storage), and without actions when the task's storage is not hers; a task that does not exist; no tasks (Astrid Nilsson);
 * loading and a failed load. Nothing is changed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { focused } from '../core/core-helpers.tsx';
import { expectFailureCard, TIMEOUT } from '../helpers.ts';
import { apiError, baseMeta, cell, CLIENT, element, intercept, navigations, never, rows, rowWith, type Args } from './holdings-helpers.tsx';

const meta = {
  ...baseMeta,
  title: 'Clients/fsp-client tasks',
  args: { client: CLIENT.maj, tab: 'tasks' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const TABLE = 'tasks-table';

/** Maj's tasks, planned latest first, each with what the spec lists; the collection has no from-warehouse. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Uppdrag' }, TIMEOUT)).toBeVisible();
    const found = await rows(root, TABLE);
    await expect(found).toHaveLength(4);
    await expect(ui.getByText('4 uppdrag')).toBeVisible();
    await expect(found.map((r) => cell(r, 'Status').textContent)).toEqual(['Planerad', 'Aktiv', 'Rapporterad', 'Annullerad']);
    const collection = await rowWith(root, TABLE, 'Hämtning av käpp och duschpall');
    await expect(cell(collection, 'Uppdrag')).toHaveTextContent('Hämtning hos brukaren');
    await expect(cell(collection, 'Från lager')).toHaveTextContent('–');
    await expect(cell(collection, 'Ordernummer')).toHaveTextContent(/^WO-\d{4}-\d+$/);
    await expect(cell(collection, 'Planerad')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(cell(collection, 'Mottagare')).toHaveTextContent('Maj Bergström19440119-7480');
    const delivery = await rowWith(root, TABLE, 'Leverans av manuell rullstol');
    await expect(cell(delivery, 'Från lager')).toHaveTextContent(/^[A-Z-]+ - .+$/);
    await expect(cell(delivery, 'Uppdrag')).toHaveTextContent('Leverans till brukaren');
    await expect(within(delivery).getByRole('link', { name: /^Uppdrag \d+$/ })).toHaveAttribute('href', expect.stringMatching(/^\/clients\/3\/tasks\/\d+$/));
  },
};

export const ListEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 2, name: 'Tasks' }, TIMEOUT)).toBeVisible();
    const found = await rows(root, TABLE);
    await expect(found.map((r) => r.querySelector('td[data-label="Status"]')?.textContent)).toEqual(['Planned', 'Active', 'Reported', 'Annulled']);
    const collection = await rowWith(root, TABLE, 'Hämtning');
    await expect(collection.querySelector('td[data-label="Planned"]')).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    await expect(collection).toHaveTextContent('Collection from the client');
  },
};

/** A task opened: its facts and lines; back to the list with the focus on its link. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const delivery = await rowWith(root, TABLE, 'Leverans av manuell rullstol');
    const link = within(delivery).getByRole('link');
    const name = link.textContent ?? '';
    await userEvent.click(link);
    await expect(paths).toEqual([expect.stringMatching(/^\/clients\/3\/tasks\/\d+$/)]);
    const heading = await ui.findByRole('heading', { level: 2, name: `${name}: Leverans av manuell rullstol med sittdyna` }, TIMEOUT);
    await waitFor(() => expect(focused(heading)).toBe(heading), TIMEOUT);
    const article = ui.getByRole('article');
    await expect(within(article).getByText('Aktiv')).toBeVisible();
    await expect(within(article).getByText('Leverans till brukaren')).toBeVisible();
    const lines = await rows(root, 'task-lines');
    await expect(lines).toHaveLength(2);
    await expect(lines.map((l) => cell(l, 'Artikel').textContent)).toEqual([expect.stringMatching(/^Manuell rullstol/), expect.stringMatching(/^Sittdyna/)]);
    await expect(within(article).getByRole('heading', { name: 'Rader (2)' })).toBeVisible();
    // The actions of a delivery to the client (CH): Frida works on its storage.
    await expect(within(article).getByRole('button', { name: 'Lämna ut' })).toBeDisabled();
    await expect(within(article).getByRole('button', { name: 'Återför till baslagret' })).toBeDisabled();
    await expect(within(article).getByRole('button', { name: 'Markera som klar' })).toBeEnabled();
    await userEvent.click(ui.getByRole('link', { name: 'Alla uppdrag' }));
    await expect(paths.at(-1)).toBe('/clients/3/tasks');
    const back = within(await rowWith(root, TABLE, 'Leverans av manuell rullstol')).getByRole('link');
    await waitFor(() => expect(focused(back)).toBe(back), TIMEOUT);
  },
};

/** The same task when the work list's call answers 403 (a storage the user does not work on): the client's task, without actions. */
export const DetailReadOnly: Story = {
  beforeEach: intercept(({ method, url }) => (method === 'GET' && /^\/rs\/fsp\/v1\/tasks\/\d+$/.test(url.pathname) ? apiError(403, 'NOT_AUTHORIZED_TO_MUNICIPALITY', 'Ingen behörighet') : null)),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const delivery = await rowWith(root, TABLE, 'Leverans av manuell rullstol');
    await userEvent.click(within(delivery).getByRole('link'));
    await expect(await ui.findByText('Du kan se uppdraget men inte rapportera det: det hör till ett baslager du inte arbetar på.', {}, TIMEOUT)).toBeVisible();
    await expect(await rows(root, 'task-lines')).toHaveLength(2);
    await expect(ui.queryByRole('checkbox')).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Lämna ut' })).toBeNull();
  },
};

/** A task the client does not have: said in place, with the way back. */
export const DetailNotFound: Story = {
  args: { task: 999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Uppdraget finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Alla uppdrag' })).toHaveAttribute('href', '/clients/3/tasks');
  },
};

/** Astrid Nilsson has no tasks. */
export const Empty: Story = {
  args: { client: CLIENT.astrid },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga uppdrag' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: intercept(({ method, url, signal }) => (method === 'GET' && url.pathname === '/rs/fsp/v1/clients/3/tasks' ? never(signal) : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar uppdrag…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { api: { status: { '/clients/3/tasks?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Uppdragen kunde inte hämtas');
  },
};
