/**
 * `<fsp-task>` (issue 18): one task's detail, the same component as the client's task in
 * `<fsp-client>`. The task is a replaced answer (GET and POST /tasks/{task} of a task the story
 * makes up, so every state is certain and nothing in the in-page database changes): a delivery to
 * a care unit (Cn) reported in full (close true, back to the list) and in part (close false, the
 * task fetched again with the new quantities), the care unit as a link to its client and, without
 * the municipal authorization, as plain text with NOT_AUTHORIZED_TO_MUNICIPALITY (issue 37), an
 * allocation task (CH) handed over by its allocations, a collection (CA: no from-warehouse, Return
 * only), a line with nothing left (disabled, left out of select-all), a line chosen by confirming
 * its inventory number (issue 40) and the refusals of a number on no line and of a line with
 * nothing left, a finished task (no actions),
 * Mark as finished after a confirmation, the refusals TASK_QUANTITY_NOT_VALID and TASK_CLOSED said
 * under the actions, loading, a server error, not found (404), not authorized (403), English and
 * 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { TaskActionInput, TaskDetail } from '../../src/contract/tasks.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { focused } from '../core/core-helpers.tsx';
import { apiError, navigations, never, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/task/task.element.ts';

type Args = { task: number; mine?: boolean; status?: string; lang?: 'sv' | 'en' };

const TASK = 990_001;
/** The care unit's unit client (made up, as the task is). */
const CARE_UNIT_CLIENT = 990_101;

const meta = {
  title: 'Base storage/fsp-task',
  render: ({ task, mine, status, lang }) => <fsp-task task={task} {...(mine ? { mine: true } : {})} {...(status ? { status } : {})} {...(lang ? { lang } : {})} />,
  args: { task: TASK },
  argTypes: {
    task: { control: 'number', description: 'The task’s id.' },
    mine: { control: 'boolean', description: 'One of My tasks (the way back leads there).' },
    status: { control: 'inline-radio', options: [undefined, 'ACTIVE', 'STARTED', 'REPORTED', 'ALL'], description: 'The list’s status filter, for the way back.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

// ---- the made-up tasks -------------------------------------------------------------------------------

type Line = TaskDetail['lines'][number];
const line = (id: number, name: string, quantity: number, done: { reported?: number; returned?: number } = {}, item: Partial<Line['item']> = {}): Line => {
  const reportedQuantity = done.reported ?? 0;
  const returnedQuantity = done.returned ?? 0;
  return {
    id,
    quantity,
    maxQuantity: quantity - reportedQuantity - returnedQuantity,
    reportedQuantity,
    returnedQuantity,
    item: { name, itemNumber: String(100000 + id), itemClass: 'Gånghjälpmedel', batch: null, fixedAssetNumber: null, ...item },
  };
};

const DELIVERY: TaskDetail = {
  id: TASK,
  type: 'Cn',
  description: 'Leverans till Hemtjänsten Trelleborg Norr',
  status: 30,
  plannedDateTime: '2026-11-28T08:00:00.000Z',
  orderNumber: 'WO-2026-00160',
  referenceOrderLine: { orderNumber: 'WO-2026-00160' },
  baseStorage: { id: 2, value: 'BL-MLM', label: 'Baslager Malmö Centrum' },
  fromWarehouse: { value: 'BL-MLM-HL', label: 'Huvudlager' },
  // A care unit (category 5), a client location: its unit client, which the user may open.
  to: { value: 'HT-TRB', label: 'Hemtjänsten Trelleborg Norr', category: { value: 5, label: 'Vårdenhet' }, client: { id: CARE_UNIT_CLIENT, hasAuthorizationForMunicipal: true } },
  toLocation: null,
  lines: [line(10, 'Käpp Etac Standard', 3, {}, { batch: 'B-2291' }), line(11, 'Armbågskrycka Etac Hög', 1)],
  allocations: [],
};

const ALLOCATION: TaskDetail = {
  ...DELIVERY,
  type: 'CH',
  description: 'Leverans av manuell rullstol med sittdyna',
  to: { firstName: 'Maj', surname: 'Bergström', identityNumber: '194401197480', type: 'PERSON' },
  lines: [line(20, 'Manuell rullstol Etac Cross', 1, {}, { itemClass: 'Rullstolar', fixedAssetNumber: 'HMC500101' }), line(21, 'Sittdyna Jay Easy', 2, { returned: 1 }, { itemClass: 'Sittdynor', batch: 'J-77' })],
  allocations: [
    { id: 501, location: { value: 'A-01-1' }, quantity: 1, taskOrderLine: { id: 20 } },
    { id: 502, location: null, quantity: 1, taskOrderLine: { id: 21 } },
  ],
};

const COLLECTION: TaskDetail = { ...ALLOCATION, type: 'CA', description: 'Hämtning av käpp och duschpall', fromWarehouse: null, lines: [line(30, 'Käpp Etac Standard', 1), line(31, 'Duschpall Etac Swift', 1)], allocations: [] };

const MAX_ZERO: TaskDetail = { ...DELIVERY, status: 50, lines: [line(40, 'Käpp Etac Standard', 2, { reported: 2 }), line(41, 'Käpp Mediq Smal', 2)] };

/** The same delivery to a care unit of a municipality the user is not authorized for. */
const NOT_AUTHORIZED_UNIT: TaskDetail = { ...DELIVERY, to: { value: 'HT-TRB', label: 'Hemtjänsten Trelleborg Norr', category: { value: 5, label: 'Vårdenhet' }, client: { id: CARE_UNIT_CLIENT, hasAuthorizationForMunicipal: false } } };

const FINISHED: TaskDetail = { ...DELIVERY, status: 90, lines: DELIVERY.lines.map((l) => ({ ...l, reportedQuantity: l.quantity, maxQuantity: 0 })) };

// ---- the replaced answers ------------------------------------------------------------------------------

/** What the story's task answers, and the actions posted to it. */
type Server = { task: TaskDetail; posted: TaskActionInput[]; answer: (input: TaskActionInput, task: TaskDetail) => Promise<Response> };
let server: Server = { task: DELIVERY, posted: [], answer: () => Promise.resolve(Response.json(DELIVERY)) };

/** A beforeEach: GET /tasks/{TASK} answers `task` as it is; a POST is recorded and answered by `answer` (by default the task after it, as the server computes). */
function serve(task: TaskDetail | 'never' | { status: number; code: string; message: string }, answer?: Server['answer']) {
  return () => {
    const original = getTransport();
    server = { task: typeof task === 'object' && 'id' in task ? task : DELIVERY, posted: [], answer: answer ?? ((input, t) => Promise.resolve(Response.json(after(t, input)))) };
    setTransport((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (url.pathname !== `/rs/fsp/v1/tasks/${TASK}`) return original(input, init);
      if (method === 'GET') {
        if (task === 'never') return never(init?.signal);
        if (!('id' in task)) return apiError(task.status, task.code, task.message);
        return Promise.resolve(Response.json(server.task));
      }
      const text = input instanceof Request ? input.clone().text() : Promise.resolve(typeof init?.body === 'string' ? init.body : '{}');
      return text.then((json) => {
        const body = JSON.parse(json) as TaskActionInput;
        server.posted.push(body);
        return server.answer(body, server.task);
      });
    });
    return () => setTransport(original);
  };
}

/** The task after an action, as the reference server does it (docs/api.md, Tasks). */
function after(task: TaskDetail, input: TaskActionInput): TaskDetail {
  if (input.action === 'FINISH') return { ...task, status: 90 };
  const amounts = new Map((input.action === 'REPORT' ? input.lines : input.allocations).map((a) => [input.action === 'REPORT' ? a.id : (task.allocations.find((x) => x.id === a.id)?.taskOrderLine.id ?? a.id), a.quantity]));
  const lines = task.lines.map((l) => {
    const n = amounts.get(l.id) ?? 0;
    return input.action === 'RETURN' ? { ...l, returnedQuantity: l.returnedQuantity + n, maxQuantity: l.maxQuantity - n } : { ...l, reportedQuantity: l.reportedQuantity + n, maxQuantity: l.maxQuantity - n };
  });
  const done = lines.every((l) => l.maxQuantity === 0) || input.close === true;
  const next = { ...task, lines, status: done ? 90 : Math.max(task.status, 50) };
  server.task = next;
  return next;
}

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-task');

/** The lines' rows, once the task is shown. */
async function lines(root: HTMLElement): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = [...root.querySelectorAll<HTMLElement>('[part=task-lines] tbody tr')];
    if (!found.length) throw new Error('no lines yet');
    return found;
  }, TIMEOUT);
}
const cell = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`td[data-label="${label}"]`);

// ---- the stories -----------------------------------------------------------------------------------------

/** A delivery to a care unit: its facts and lines; select-all and Report send the lines with close true; status 90 goes back to the list. */
export const Delivery: Story = {
  beforeEach: serve(DELIVERY),
  args: { status: 'ALL' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement, true);
    await expect(await ui.findByRole('heading', { level: 1, name: `Uppdrag ${TASK}: Leverans till Hemtjänsten Trelleborg Norr` }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Till arbetslistan' })).toHaveAttribute('href', '/base-storages/work-list?status=ALL');
    const facts = within(ui.getByRole('region', { name: 'Om uppdraget' }));
    await expect(facts.getByText('Leverans till vårdenhet')).toBeVisible();
    await expect(facts.getByText('WO-2026-00160')).toBeVisible();
    await expect(facts.getByText('BL-MLM-HL - Huvudlager')).toBeVisible();
    await expect(facts.getByText('HT-TRB Hemtjänsten Trelleborg Norr')).toBeVisible();
    await expect(facts.getByText('BL-MLM Baslager Malmö Centrum')).toBeVisible();
    await expect(root.querySelector('[part=status]')).toHaveTextContent('Aktiv');
    const [kapp] = await lines(root);
    await expect(cell(kapp as HTMLElement, 'Artikel')).toHaveTextContent('Käpp Etac Standard100010');
    await expect(cell(kapp as HTMLElement, 'Artikelklass')).toHaveTextContent('Gånghjälpmedel');
    await expect(cell(kapp as HTMLElement, 'Batch')).toHaveTextContent('B-2291');
    await expect(cell(kapp as HTMLElement, 'Inventarienr')).toHaveTextContent('–');
    await expect(cell(kapp as HTMLElement, 'Antal')).toHaveTextContent('3');
    await expect(cell(kapp as HTMLElement, 'Kvar')).toHaveTextContent('3');
    await expect(ui.getByRole('spinbutton', { name: 'Antal att rapportera av Käpp Etac Standard' })).toHaveValue(3);
    const report = ui.getByRole('button', { name: 'Rapportera' });
    await expect(report).toBeDisabled();
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj alla rader med något kvar' }));
    await expect(ui.getByText('2 rader valda. Uppdraget avslutas med den här rapporten.')).toBeVisible();
    await userEvent.click(report);
    await waitFor(() => expect(paths).toEqual(['/base-storages/work-list?status=ALL']), TIMEOUT);
    await expect(server.posted).toEqual([{ action: 'REPORT', close: true, lines: [{ id: 10, quantity: 3 }, { id: 11, quantity: 1 }] }]);
  },
};

/** The care unit it goes to is a client location (spec 2 §6, spec 3 §6): a link to its client, which the user may open. */
export const CareUnitLinked: Story = {
  beforeEach: serve(DELIVERY),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement, true);
    const facts = within(await ui.findByRole('region', { name: 'Om uppdraget' }, TIMEOUT));
    const unit = facts.getByRole('link', { name: 'HT-TRB Hemtjänsten Trelleborg Norr' });
    await expect(unit).toHaveAttribute('href', `/clients/${CARE_UNIT_CLIENT}/info`);
    await expect(facts.queryByText('Du är inte behörig till den här kommunen.')).toBeNull();
    await userEvent.click(unit);
    await expect(paths).toEqual([`/clients/${CARE_UNIT_CLIENT}/info`]);
  },
};

/** A care unit of a municipality the user is not authorized for: its name as plain text with NOT_AUTHORIZED_TO_MUNICIPALITY, no link. */
export const CareUnitNotAuthorized: Story = {
  beforeEach: serve(NOT_AUTHORIZED_UNIT),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const facts = within(await ui.findByRole('region', { name: 'Om uppdraget' }, TIMEOUT));
    await expect(facts.getByText('HT-TRB Hemtjänsten Trelleborg Norr')).toBeVisible();
    await expect(facts.getByText('Du är inte behörig till den här kommunen.')).toBeVisible();
    await expect(facts.queryByRole('link')).toBeNull();
  },
};

/** Part of a line: close false; the task stays, fetched again with the new reported quantity (status 50), the choice cleared. */
export const PartialReport: Story = {
  beforeEach: serve(DELIVERY),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement, true);
    await lines(root);
    await userEvent.click(ui.getAllByRole('button', { name: 'Minska' })[0] as HTMLElement);
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp Etac Standard' })).toBeChecked();
    await expect(ui.getByText('1 rad vald.')).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Rapportera' }));
    await waitFor(() => expect(root.querySelector('[part=status]')).toHaveTextContent('Pågår'), TIMEOUT);
    await expect(server.posted).toEqual([{ action: 'REPORT', close: false, lines: [{ id: 10, quantity: 2 }] }]);
    const [kapp] = await lines(root);
    await expect(cell(kapp as HTMLElement, 'Rapporterat')).toHaveTextContent('2');
    await expect(cell(kapp as HTMLElement, 'Kvar')).toHaveTextContent('1');
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp Etac Standard' })).not.toBeChecked();
    await expect(paths).toEqual([]);
  },
};

/** An allocation task (CH): Hand over and Return, sent by the lines' allocations with the close flag. */
export const Allocation: Story = {
  beforeEach: serve(ALLOCATION),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement, true);
    const [chair, cushion] = await lines(root);
    await expect(ui.getByText('Leverans till brukaren')).toBeVisible();
    await expect(ui.getByText('Maj Bergström, 19440119-7480')).toBeVisible();
    await expect(cell(chair as HTMLElement, 'Inventarienr')).toHaveTextContent('HMC500101');
    await expect(cell(cushion as HTMLElement, 'Återfört')).toHaveTextContent('1');
    await expect(cell(cushion as HTMLElement, 'Kvar')).toHaveTextContent('1');
    await expect(ui.getByRole('button', { name: 'Lämna ut' })).toBeDisabled();
    await expect(ui.getByRole('button', { name: 'Återför till baslagret' })).toBeDisabled();
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj Manuell rullstol Etac Cross' }));
    await userEvent.click(ui.getByRole('button', { name: 'Lämna ut' }));
    await waitFor(() => expect(server.posted).toEqual([{ action: 'HAND_OVER', close: false, allocations: [{ id: 501, quantity: 1 }] }]), TIMEOUT);
    await waitFor(async () => expect(cell((await lines(root))[0] as HTMLElement, 'Rapporterat')).toHaveTextContent('1'), TIMEOUT);
    // What is left: the cushion's last unit, whose return completes the task.
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj alla rader med något kvar' }));
    await expect(ui.getByText('1 rad vald. Uppdraget avslutas med den här rapporten.')).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Återför till baslagret' }));
    await waitFor(() => expect(server.posted.at(-1)).toEqual({ action: 'RETURN', close: true, allocations: [{ id: 502, quantity: 1 }] }), TIMEOUT);
    await waitFor(() => expect(paths).toEqual(['/base-storages/work-list']), TIMEOUT);
  },
};

/** A line's inventory number wherever it was handed over already: nothing left to confirm on it. */
const ALLOCATION_CHAIR_DONE: TaskDetail = { ...ALLOCATION, lines: [line(20, 'Manuell rullstol Etac Cross', 1, { reported: 1 }, { itemClass: 'Rullstolar', fixedAssetNumber: 'HMC500101' }), ALLOCATION.lines[1] as Line] };

/**
 * Confirming the item by its inventory number (issue 40; a hand scanner types into the same field,
 * e2e: tests/e2e/scan-fields.spec.ts): a number on no line is said under the field and chooses
 * nothing; the line's own (any case) chooses its line and says which.
 */
export const ConfirmByInventoryNumber: Story = {
  beforeEach: serve(ALLOCATION),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    // The confirm form is a lazy part (issue 40): wait for it as the scan stories do.
    const form = within(await ui.findByRole('form', { name: 'Bekräfta artikel med inventarienummer' }, TIMEOUT));
    const field = form.getByRole('textbox', { name: 'Bekräfta inventarienummer' });
    const confirm = form.getByRole('button', { name: 'Bekräfta' });
    await expect(form.getByRole('button', { name: 'Skanna inventarienummer' })).toBeVisible();
    await fireEvent.input(field, { target: { value: 'HMC999999' } });
    await userEvent.click(confirm);
    await waitFor(() => expect(field).toHaveAccessibleDescription('HMC999999 finns inte på någon rad i det här uppdraget.'), TIMEOUT);
    await expect(ui.getByRole('checkbox', { name: 'Välj Manuell rullstol Etac Cross' })).not.toBeChecked();
    await fireEvent.input(field, { target: { value: 'hmc500101' } });
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(confirm);
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('hmc500101 bekräftad: Manuell rullstol Etac Cross. Raden är vald.'), TIMEOUT);
    await expect(ui.getByRole('checkbox', { name: 'Välj Manuell rullstol Etac Cross' })).toBeChecked();
    await expect(ui.getByText('1 rad vald.')).toBeVisible();
  },
};

/** An inventory number whose line has nothing left: said, nothing chosen. */
export const ConfirmNothingLeft: Story = {
  beforeEach: serve(ALLOCATION_CHAIR_DONE),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    const field = await ui.findByRole('textbox', { name: 'Bekräfta inventarienummer' }, TIMEOUT);
    await fireEvent.input(field, { target: { value: 'HMC500101' } });
    await userEvent.click(ui.getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('HMC500101 (Manuell rullstol Etac Cross) har inget kvar att rapportera.'), TIMEOUT);
    await expect(ui.getByRole('checkbox', { name: 'Välj Manuell rullstol Etac Cross' })).toBeDisabled();
  },
};

/** A collection (CA): no from-warehouse, Return only. */
export const Collection: Story = {
  beforeEach: serve(COLLECTION),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    await expect(ui.getByText('Hämtning hos brukaren')).toBeVisible();
    await expect(ui.queryByText('Från lager')).toBeNull();
    await expect(ui.getByRole('button', { name: 'Återför till baslagret' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Lämna ut' })).toBeNull();
  },
};

/** A line with nothing left (maxQuantity 0): disabled, no counter, and not taken by select-all. */
export const LineWithNothingLeft: Story = {
  beforeEach: serve(MAX_ZERO),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const [done] = await lines(root);
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp Etac Standard' })).toBeDisabled();
    await expect(cell(done as HTMLElement, 'Att rapportera')).toHaveTextContent('Inget kvar');
    await expect(ui.queryByRole('spinbutton', { name: 'Antal att rapportera av Käpp Etac Standard' })).toBeNull();
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj alla rader med något kvar' }));
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp Mediq Smal' })).toBeChecked();
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp Etac Standard' })).not.toBeChecked();
    await expect(ui.getByText('1 rad vald. Uppdraget avslutas med den här rapporten.')).toBeVisible();
  },
};

/** A reported task: its status, no choosing and no actions. */
export const Finished: Story = {
  beforeEach: serve(FINISHED),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    await expect(root.querySelector('[part=status]')).toHaveTextContent('Rapporterad');
    await expect(ui.getByText('Uppdraget är avslutat och kan inte rapporteras mer.')).toBeVisible();
    await expect(ui.queryByRole('checkbox')).toBeNull();
    await expect(ui.queryByRole('button')).toBeNull();
  },
};

/** Mark as finished: a confirmation (Cancel first), then FINISH, and back to the list. */
export const MarkAsFinished: Story = {
  beforeEach: serve(DELIVERY),
  args: { mine: true },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement, true);
    await lines(root);
    await userEvent.click(ui.getByRole('button', { name: 'Markera som klar' }));
    const dialog = await ui.findByRole('dialog', { name: `Markera uppdrag ${TASK} som klart?` }, TIMEOUT);
    const cancel = within(dialog).getByRole('button', { name: 'Avbryt' });
    await waitFor(() => expect(focused(cancel)).toBe(cancel), TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Markera som klar' }));
    await waitFor(() => expect(paths).toEqual(['/my-myloc/tasks']), TIMEOUT);
    await expect(server.posted).toEqual([{ action: 'FINISH' }]);
  },
};

/** The server refuses a quantity (another user reported first): said under the actions, the choice kept. */
export const QuantityNotValid: Story = {
  beforeEach: serve(DELIVERY, () => apiError(400, 'TASK_QUANTITY_NOT_VALID', 'Antalet måste vara mellan 1 och det som återstår på raden. En rad där inget återstår kan inte rapporteras.')),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj Armbågskrycka Etac Hög' }));
    await userEvent.click(ui.getByRole('button', { name: 'Rapportera' }));
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Antalet måste vara mellan 1 och det som återstår på raden.');
    await expect(ui.getByRole('checkbox', { name: 'Välj Armbågskrycka Etac Hög' })).toBeChecked();
  },
};

/** The task was closed meanwhile: TASK_CLOSED said under the actions. */
export const Closed: Story = {
  beforeEach: serve(DELIVERY, () => apiError(409, 'TASK_CLOSED', 'Uppdraget är redan rapporterat eller makulerat och kan inte ändras.')),
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj alla rader med något kvar' }));
    await userEvent.click(ui.getByRole('button', { name: 'Rapportera' }));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Uppdraget är redan rapporterat');
  },
};

export const Loading: Story = {
  beforeEach: serve('never'),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Hämtar uppdraget…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  beforeEach: serve({ status: 500, code: 'SERVER_ERROR', message: 'Servern kunde inte returnera någon data' }),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Uppdraget kunde inte hämtas' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach: serve({ status: 404, code: 'NOT_FOUND', message: 'Hittades inte' }),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Uppdraget finns inte' }, TIMEOUT)).toBeVisible();
  },
};

/** Another storage's task: the server's 403, said in place; the way back stays. */
export const NotAuthorized: Story = {
  beforeEach: serve({ status: 403, code: 'NOT_AUTHORIZED_TO_MUNICIPALITY', message: 'Du har inte behörighet' }),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Du har inte behörighet till uppdraget' })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Till arbetslistan' })).toBeVisible();
  },
};

export const English: Story = {
  beforeEach: serve(ALLOCATION),
  args: { lang: 'en', mine: true },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await lines(root);
    await expect(ui.getByRole('heading', { level: 1, name: `Task ${TASK}: Leverans av manuell rullstol med sittdyna` })).toBeVisible();
    await expect(ui.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/my-myloc/tasks');
    await expect(ui.getByText('Delivery to the client')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Hand over' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Return to the base storage' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Mark as finished' })).toBeVisible();
  },
};

/** 375 px: the lines are cards; nothing wider than the screen. */
export const Phone: Story = {
  beforeEach: serve(DELIVERY),
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root } = await element(canvasElement);
    const [kapp] = await lines(root);
    await expect(getComputedStyle(kapp as HTMLElement).display).toBe('block');
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};
