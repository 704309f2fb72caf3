/**
 * `<fsp-client-timeline>` (issue 41): a client's story with data from the reference API running in
 * the page (.storybook/preview.tsx), as Frida Förskrivare: Maj (client 3, FIXTURE_CLIENTS.maj: tasks,
 * hand-overs with their aids' links, a scrapped aid, orders, fittings), filtered by kind (the
 * `kinds` attribute, and the checkboxes), an entry's details and its link as `fsp-navigate`, a
 * client with nothing yet (92), Erik of another municipality (403 NOT_AUTHORIZED_TO_MUNICIPALITY),
 * no such client (404), no client, loading, loading more (the first page's count made larger), a
 * server error, every event of every kind (an answer made here: the demo seed has no stock events,
 * STOCK, on a client's story), English and 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { FIXTURE_CLIENTS } from '../../server/seed/fixtures.ts';
import { TIMELINE_EVENTS, TIMELINE_FACTS, type TimelineKind } from '../../src/contract/shared/timeline.ts';
import type { TimelineEntry } from '../../src/contract/timeline.ts';
import { expectFailureCard, intercept, navigations, never, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/client-timeline/client-timeline.element.ts';

type Args = { client?: number | undefined; kinds?: string; lang?: "sv" | "en" };

const MAJ = FIXTURE_CLIENTS.maj.id;
const ERIK = FIXTURE_CLIENTS.erik.id;
/** A client of Frida's municipality with nothing in the demo seed's story. */
const QUIET = 92;

const meta = {
  title: 'Clients/fsp-client-timeline',
  render: ({ client, kinds, lang }) => <fsp-client-timeline {...(client ? { client } : {})} {...(kinds ? { kinds } : {})} {...(lang ? { lang } : {})} />,
  args: { client: MAJ },
  argTypes: {
    client: { control: 'number', description: `The client id (${MAJ} Maj, ${QUIET} nothing yet, ${ERIK} Erik: another municipality).` },
    kinds: { control: 'text', description: 'The kinds shown at first, e.g. TASK,ORDER.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-client-timeline');

/** The count under the list ("24 av 24"). */
const countOf = (root: HTMLElement) => root.querySelector('[part=timeline-count]');

/**
 * The entries once the list is there, every one the count says is shown: core's Timeline renders a
 * list's first six at first and the rest a render later.
 */
async function entries(root: HTMLElement, name = /^(Det som hänt brukaren|What happened to the client)/): Promise<HTMLElement[]> {
  const list = await within(root).findByRole('list', { name }, TIMEOUT);
  return waitFor(() => {
    const rows = within(list).getAllByRole('listitem');
    const shown = Number(/^\d+/.exec(countOf(root)?.textContent ?? '')?.[0] ?? rows.length);
    if (rows.length !== shown) throw new Error(`${rows.length} of the ${shown} entries shown yet`);
    return rows;
  }, TIMEOUT);
}

/** Maj's story, newest first: the planned tasks, the hand-over of her Rollator (a link to the aid), orders and fittings; 24 of 24. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Brukarens tidslinje' })).toBeVisible();
    const rows = await entries(root);
    await expect(rows).toHaveLength(24);
    await expect(countOf(root)).toHaveTextContent('24 av 24');
    await expect(ui.queryByRole('button', { name: 'Visa fler' })).toBeNull();
    // Newest first.
    const times = rows.map((r) => r.querySelector('time')?.getAttribute('dateTime') ?? '');
    await expect([...times].sort().reverse()).toEqual(times);
    // A task in her task list: a link to it under the client.
    const task = rows[0] as HTMLElement;
    await expect(task).toHaveTextContent('Uppdrag');
    await expect(within(task).getByRole('link', { name: 'Uppdrag planerat: 2' })).toHaveAttribute('href', `/clients/${MAJ}/tasks/2`);
    // A hand-over of an aid with an inventory number: a link to the aid, the aid under the title.
    const handOver = rows.find((r) => r.textContent?.includes('HMC500227')) as HTMLElement;
    await expect(within(handOver).getByRole('link', { name: 'Utlämnat till brukaren: HMC500227' })).toHaveAttribute('href', expect.stringMatching(/^\/inventories\/\d+$/));
    await expect(handOver).toHaveTextContent('Rollator');
    // An order: a link to the order.
    const order = rows.find((r) => r.textContent?.includes('Order makulerad')) as HTMLElement;
    await expect(within(order).getByRole('link', { name: 'Order makulerad: 7001005' })).toHaveAttribute('href', expect.stringMatching(/^\/orders\/\d+$/));
    // A fitting: a link to it.
    const fitting = rows.find((r) => r.textContent?.includes('Utprovning skapad')) as HTMLElement;
    await expect(within(fitting).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/my-myloc\/fittings\/\d+\/info$/));
  },
};

/** An entry's details (a planned task: its type, planned time in the reader's format, status, storage, order) and its link as a cancelable fsp-navigate. */
export const DetailsAndLink: Story = {
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { root } = await element(canvasElement);
    const task = (await entries(root))[0] as HTMLElement;
    const toggle = within(task).getByRole('button', { name: 'Visa detaljer' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = task.querySelector('dl') as HTMLElement;
    await expect(details).toBeVisible();
    await expect(details).toHaveTextContent('Uppdragstyp');
    await expect(details).toHaveTextContent(/Planerat\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}Status/);
    await userEvent.click(within(task).getByRole('link'));
    await expect(paths).toEqual([`/clients/${MAJ}/tasks/2`]);
  },
};

/** `kinds="TASK"`: only the tasks, their checkbox the only one checked; choosing Order too asks for both; All again for all. */
export const FilteredByKind: Story = {
  args: { kinds: 'TASK' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const filter = ui.getByRole('group', { name: 'Visa händelser av slagen' });
    await expect(within(filter).getByRole('checkbox', { name: 'Uppdrag' })).toBeChecked();
    await expect(within(filter).getByRole('checkbox', { name: 'Order' })).not.toBeChecked();
    await expect(within(filter).getByRole('checkbox', { name: 'Alla' })).not.toBeChecked();
    const tasks = await entries(root);
    await expect(tasks).toHaveLength(4);
    for (const r of tasks) await expect(r.querySelector('[part=timeline-kind]')).toHaveTextContent('Uppdrag');
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Order' }));
    await waitFor(() => expect(countOf(root)).toHaveTextContent('9 av 9'), TIMEOUT);
    const kinds = new Set((await entries(root)).map((r) => r.querySelector('[part=timeline-kind]')?.textContent));
    await expect(kinds).toEqual(new Set(['Uppdrag', 'Order']));
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Alla' }));
    await waitFor(() => expect(countOf(root)).toHaveTextContent('24 av 24'), TIMEOUT);
    // None chosen: nothing asked, and said.
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Alla' }));
    await expect(await ui.findByRole('heading', { name: 'Inga händelser av de valda slagen' })).toBeVisible();
  },
};

/** A client with nothing yet: the empty state. */
export const Empty: Story = {
  args: { client: QUIET },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inget har hänt ännu' }, TIMEOUT)).toBeVisible();
  },
};

/** Erik (another municipality): the server answers 403 NOT_AUTHORIZED_TO_MUNICIPALITY; nothing of his story is shown. */
export const NotAuthorized: Story = {
  args: { client: ERIK },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Du har inte behörighet till den här kommunen');
    await expect(ui.queryByRole('list', { name: /Det som hänt/ })).toBeNull();
  },
};

/** No such client: 404 said in place. */
export const NotFound: Story = {
  args: { client: 99999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByText('Det finns inget sådant hjälpmedel eller ingen sådan brukare.', {}, TIMEOUT)).toBeVisible();
  },
};

/** Without `client`: it says so. */
export const NoClient: Story = {
  args: { client: undefined },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Ingen brukare vald' })).toBeVisible();
  },
};

/** The first page loading: a spinner. */
export const Loading: Story = {
  beforeEach: intercept(({ url, signal }) => (url.pathname.endsWith('/timeline') ? never(signal) : null)),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByText('Hämtar historiken…', {}, TIMEOUT)).toHaveAttribute('role', 'status');
  },
};

/** A server error: the failure card with a retry. */
export const ServerError: Story = {
  parameters: { api: { status: { [`/clients/${MAJ}/timeline?`]: 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Historiken kunde inte hämtas');
  },
};

/** More than a page (the first page's count made 60 here): "Visa fler" asks for the next from 24, busy while it loads. */
export const LoadingMore: Story = {
  beforeEach: intercept(({ url, original, signal }) => {
    if (!url.pathname.endsWith(`/clients/${MAJ}/timeline`)) return null;
    if (url.searchParams.get('from') !== '0') return never(signal);
    return original().then(async (r) => Response.json({ ...((await r.json()) as object), count: 60 }));
  }),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await entries(root);
    await expect(countOf(root)).toHaveTextContent('24 av 60');
    await userEvent.click(ui.getByRole('button', { name: 'Visa fler' }));
    const busy = await ui.findByRole('button', { name: 'Hämtar fler…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(await entries(root)).toHaveLength(24);
  },
};

/** One entry of each event of every kind (made here: the demo seed has no stock events on a client's story), each titled and badged in words; every fact labelled. */
export const EveryKind: Story = {
  beforeEach: intercept(({ url }) => {
    if (!url.pathname.endsWith(`/clients/${MAJ}/timeline`)) return null;
    const kinds = Object.keys(TIMELINE_EVENTS) as TimelineKind[];
    const events = kinds.flatMap((kind) => TIMELINE_EVENTS[kind].map((event) => ({ kind, event })));
    const page: TimelineEntry[] = events.map(({ kind, event }, i) => ({
      id: `x${i}`,
      at: new Date(Date.UTC(2026, 10, 28, 12) - i * 3_600_000).toISOString(),
      kind,
      event,
      actor: i % 3 ? 'Frida Förskrivare' : null,
      item: kind === 'ORDER' || kind === 'FITTING' ? null : { stockItemId: 638, productName: 'Manuell rullstol', productNumber: '100200', inventoryNumber: 'HMC400001', batch: null, quantity: 1 },
      link: null,
      facts: i === 0 ? TIMELINE_FACTS.map((name) => ({ name, value: name === 'PLANNED_AT' || name === 'MEETING_AT' ? '2026-12-01T09:00:00.000Z' : 'x' })) : [],
    }));
    return Promise.resolve(Response.json({ page, count: page.length }));
  }),
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const rows = await entries(root);
    const count = Object.values(TIMELINE_EVENTS).flat().length;
    await expect(rows).toHaveLength(count);
    // Every title and badge is a text (never a key).
    for (const r of rows) {
      await expect(r.querySelector('.fsp-timeline-title')?.textContent).not.toMatch(/^event\.|[A-Z]{3,}_/);
      await expect(r.querySelector('[part=timeline-kind]')?.textContent).not.toMatch(/^kind\./);
    }
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Visa detaljer' }));
    const labels = [...(rows[0] as HTMLElement).querySelectorAll('dt')].map((d) => d.textContent);
    await expect(labels).toHaveLength(TIMELINE_FACTS.length);
    for (const l of labels) await expect(l).not.toMatch(/^fact\./);
    await expect(rows[0]).toHaveTextContent('2026-12-01 10:00');
  },
};

/** In English. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: "The client's timeline" })).toBeVisible();
    const rows = await entries(root);
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Task planned: 2' })).toBeVisible();
    await expect(ui.getByRole('group', { name: 'Show events of the kinds' })).toBeVisible();
    await expect(countOf(root)).toHaveTextContent('24 of 24');
  },
};

/** A phone (375 px): the filter's chips wrap, nothing runs out sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { root, host } = await element(canvasElement);
    await entries(root);
    await expect(host.scrollWidth).toBeLessThanOrEqual(host.clientWidth + 1);
  },
};
