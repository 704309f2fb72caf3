/**
 * `<fsp-order-wizard>` of the wizards whose line holds the client's aids or a description: pickup,
 * work and fitting orders, step by step, with the in-page reference API (Maj Bergström's, Sven
 * Holm's and Astrid Nilsson's orders, made and deleted by each story):
 * - pick-ups: the client's aids with what is available (the counter's max), Next disabled with
 *   neither an aid nor a description and enabled by a description alone, a client without aids,
 *   the description required on the information step without an aid, the pickup address step, the
 *   overview;
 * - work: one aid at most (MAX_ONE_AID, Next disabled), the aid's accessories, the work type and its
 *   priority (disabled before a type, reset when the type changes), the overview;
 * - fittings: the fitting type (Next disabled until chosen), a new aid described or one the client
 *   holds, the meeting time, the overview; and at 375 px.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { typeInto } from '../core/core-helpers.tsx';
import { renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import { ASTRID, lineIdOf, lineNow, MAJ, navigations, next, orderId, renderWizard, stepHeading, story, SVEN, withOrder, wizard, WIZARD_ARG_TYPES, type Ui, type WizardArgs, type WizardStory } from './wizard-kit.tsx';

const meta = {
  title: 'Orders/fsp-order-wizard (pick-ups, work, fittings)',
  render: renderWizard,
  args: { type: 'pick-ups' },
  argTypes: WIZARD_ARG_TYPES,
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<WizardArgs>;
export default meta;
type Story = WizardStory;

/** Maj's Griptång (4 held), Duschpall (2 held, 1 allocated), Rollator; Sven's Rollator. */
const GRIP = 422;
const MAJ_ROLLATOR = 421;
const SVEN_ROLLATOR = 428;
const aids = (ui: Ui) => ui.findByRole('list', { name: 'Brukarens hjälpmedel' }, TIMEOUT);
const description = (ui: Ui, name = 'Beskrivning') => ui.getByRole('textbox', { name });

// --- Pick-ups -----------------------------------------------------------------------------------

/** The pickup's aids: each with what is available; nothing chosen: Next disabled; the counter up to what is available; saved. */
export const PickupAids: Story = {
  beforeEach: withOrder(MAJ),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Hämtorder');
    await expect(stepHeading(ui, 'Hjälpmedel att hämta')).toBeVisible();
    const list = await aids(ui);
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText('Välj ett hjälpmedel eller beskriv vad som behövs.')).toBeVisible();
    const grip = within(list).getByRole('checkbox', { name: /Griptång/ });
    await expect(grip).toHaveAccessibleName(/4 \S+ tillgängliga/);
    const stool = within(list).getByRole('checkbox', { name: /Duschpall/ });
    await expect(stool).toHaveAccessibleName(/1 \S+ tillgängligt · 1 reserverade för en annan order/);
    await userEvent.click(grip);
    await userEvent.click(stool);
    await expect(ui.getByRole('heading', { level: 3 })).toHaveTextContent('2 hjälpmedel valda');
    await expect(next(ui)).toBeEnabled();
    const count = ui.getByRole('spinbutton', { name: /^Antal av Griptång/ });
    await expect(count).toHaveValue(1);
    const [increaseGrip, increaseStool] = ui.getAllByRole('button', { name: 'Öka antalet' });
    for (let i = 0; i < 3; i++) await userEvent.click(increaseGrip as HTMLElement);
    await expect(count).toHaveValue(4);
    await expect(increaseGrip).toBeDisabled();
    // The Duschpall: 1 of its 2 is allocated, so 1 at most.
    await expect(increaseStool).toBeDisabled();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 1 });
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'pick-ups'));
    await expect(line.contentType).toBe('PICKUP');
    await expect(line.pickupList.map((p) => [p.id, p.quantity]).sort()).toEqual([[GRIP, 4], [423, 1]]);
  },
};

/** A description alone (no aid chosen) is enough: Next enabled, saved with the text and no aids. */
export const PickupDescriptionOnly: Story = {
  beforeEach: withOrder(MAJ),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await aids(ui);
    await expect(next(ui)).toBeDisabled();
    await typeInto(description(ui), 'Två kartonger i förrådet');
    await expect(next(ui)).toBeEnabled();
    await expect(ui.getByText('Välj hjälpmedlen som ska hämtas, eller beskriv dem.')).toBeVisible();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'pick-ups'));
    await expect(line.pickupList).toEqual([]);
    await expect(line.text).toBe('Två kartonger i förrådet');
  },
};

/** A client without aids to pick up (Astrid): said so, and Next waits for a description. */
export const PickupNoAids: Story = {
  beforeEach: withOrder(ASTRID),
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    await expect(await ui.findByText('Brukaren har inget hjälpmedel som inte redan är reserverat.', {}, TIMEOUT)).toHaveAttribute('role', 'status');
    await expect(ui.queryByRole('list', { name: 'Brukarens hjälpmedel' })).toBeNull();
    await expect(ui.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(next(ui)).toBeDisabled();
  },
};

/** The information step of a pickup without an aid: its description required (said, not saved). */
export const PickupInfoDescriptionRequired: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'PICKUP', pickupList: [], text: 'Hämta allt', currentStep: 2 }),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Övrig information')).toBeVisible();
    const text = description(ui);
    await expect(text).toHaveValue('Hämta allt');
    // Emptied, as the user's deletion.
    await fireEvent.input(text, { target: { value: '' } });
    await expect(text).toHaveValue('');
    await userEvent.click(next(ui));
    await expect(await ui.findByText('Beskriv vad som behövs: inget hjälpmedel är valt.', {}, TIMEOUT)).toBeVisible();
    await expect(moves).toHaveLength(0);
  },
};

/** The pickup's third step is the pickup address and contact (its own title and legend). */
export const PickupAddress: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'PICKUP', pickupList: [{ id: GRIP, quantity: 2 }], currentStep: 3 }),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Hämtadress och kontakt')).toBeVisible();
    await expect(ui.getByRole('button', { name: /^Hämtadress och kontakt/ })).toHaveAttribute('aria-current', 'step');
    const addresses = within(ui.getByRole('group', { name: 'Hämtadress' })).getAllByRole('radio');
    await expect(addresses[0]).toBeChecked();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 3 });
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).address).not.toBeNull();
  },
};

/** The pickup's overview: the aids with their quantities; Add to cart. */
export const PickupOverview: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'PICKUP', pickupList: [{ id: GRIP, quantity: 2 }], text: 'Ring på', currentStep: 4 }, true),
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const overview = ui.getByRole('form', { name: 'Översikt' });
    await expect(overview).toHaveTextContent(/Griptång.*× 2/);
    await expect(overview).toHaveTextContent('Ring på');
    await expect(ui.getByRole('button', { name: 'Ändra Hjälpmedel att hämta' })).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() => expect(moves.at(-1)?.path).toBe(`/orders/${orderId()}/cart`), TIMEOUT);
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).status.value).toBe(10);
  },
};

// --- Work -----------------------------------------------------------------------------------------

/** A work order takes one aid: a second one says MAX_ONE_AID and disables Next; removed, it is enabled; saved with one. */
export const WorkOneAid: Story = {
  beforeEach: withOrder(SVEN),
  args: { type: 'work' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Arbetsorder');
    await expect(stepHeading(ui, 'Hjälpmedel')).toBeVisible();
    const list = await aids(ui);
    await expect(next(ui)).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: /Rollator/ }));
    await userEvent.click(within(list).getByRole('checkbox', { name: /Griptång/ }));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Bara ett hjälpmedel kan väljas. Ta bort de andra.');
    await expect(next(ui)).toBeDisabled();
    // One aid: no quantity to count.
    await expect(ui.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(ui.getByRole('button', { name: /^Ta bort Griptång/ }));
    await expect(ui.queryByRole('alert')).toBeNull();
    await expect(next(ui)).toBeEnabled();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'work'));
    await expect(line.contentType).toBe('WORK');
    await expect(line.pickupList.map((p) => p.id)).toEqual([SVEN_ROLLATOR]);
  },
};

/** The work order's accessories: those of its aid (the Rollator's), one chosen and saved. */
export const WorkAccessories: Story = {
  beforeEach: withOrder(SVEN, { contentType: 'WORK', pickupList: [{ id: SVEN_ROLLATOR, quantity: 1 }], currentStep: 2 }),
  args: { type: 'work' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Tillbehör')).toBeVisible();
    const boxes = await ui.findAllByRole('checkbox', {}, TIMEOUT);
    await expect(boxes.length).toBeGreaterThan(0);
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(boxes[0]).toBeChecked();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 2 });
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).accessories.filter((a) => a.selected)).toHaveLength(1);
  },
};

/** The work type: the priority disabled before a type, reset when the type changes, Next only with both. */
export const WorkType: Story = {
  beforeEach: withOrder(SVEN, { contentType: 'WORK', pickupList: [{ id: SVEN_ROLLATOR, quantity: 1 }], currentStep: 3 }),
  args: { type: 'work' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Arbetstyp')).toBeVisible();
    const priority = ui.getByRole('combobox', { name: 'Prioritet' });
    await expect(priority).toBeDisabled();
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText('Välj en arbetstyp.')).toBeVisible();
    await userEvent.click(ui.getByRole('radio', { name: 'Reparation' }));
    await expect(priority).toBeEnabled();
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText('Välj en prioritet för arbetstypen.')).toBeVisible();
    await userEvent.selectOptions(priority, ui.getByRole('option', { name: /^Akut/ }));
    await expect(next(ui)).toBeEnabled();
    // Another type: its own priorities, the chosen one reset.
    await userEvent.click(ui.getByRole('radio', { name: 'Anpassning' }));
    await expect(priority).toHaveValue('');
    await expect(ui.queryByRole('option', { name: /^Akut/ })).toBeNull();
    await expect(next(ui)).toBeDisabled();
    await userEvent.selectOptions(priority, ui.getByRole('option', { name: /^Hög/ }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 3 });
    const { order, line } = story();
    const saved = await lineNow(order.id, line.id);
    await expect(saved.subContentType?.id).toBe(12);
    await expect(saved.priority?.id).toBe(122);
  },
};

/** The work order's overview: the aid, the work type and its priority; Add to cart. */
export const WorkOverview: Story = {
  beforeEach: withOrder(SVEN, { contentType: 'WORK', pickupList: [{ id: SVEN_ROLLATOR, quantity: 1 }], subContentType: { id: 12 }, priority: { id: 122 }, text: 'Bromsen tar dåligt.', currentStep: 6 }, true),
  args: { type: 'work' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    const overview = ui.getByRole('form', { name: 'Översikt' });
    await expect(overview).toHaveTextContent('Anpassning, prioritet Hög');
    await expect(overview).toHaveTextContent(/Rollator/);
    await expect(overview).toHaveTextContent('Bromsen tar dåligt.');
    await userEvent.click(ui.getByRole('button', { name: 'Ändra Arbetstyp' }));
    await waitFor(() => expect(moves.at(-1)?.state).toEqual({ step: 2 }), TIMEOUT);
    await userEvent.click(ui.getByRole('button', { name: 'Lägg i varukorgen' }));
    await waitFor(() => expect(moves.at(-1)?.path).toBe(`/orders/${orderId()}/cart`), TIMEOUT);
  },
};

// --- Fittings -------------------------------------------------------------------------------------

/** The fitting type: Next disabled until one is chosen; saved with it. */
export const FittingType: Story = {
  beforeEach: withOrder(MAJ),
  args: { type: 'fittings' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('heading', { level: 1 })).toHaveTextContent('Utprovningsorder');
    await expect(stepHeading(ui, 'Utprovningstyp')).toBeVisible();
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText('Välj en utprovningstyp.')).toBeVisible();
    await userEvent.click(ui.getByRole('radio', { name: 'Utprovning av manuell rullstol' }));
    await expect(next(ui)).toBeEnabled();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const line = await lineNow(orderId(), lineIdOf(moves[0]?.path, 'fittings'));
    await expect(line.contentType).toBe('FITTING');
    await expect(line.fittingType?.id).toBe(1);
  },
};

/** A new aid to fit: no list, its description required (Next disabled until written); saved without aids. */
export const FittingNewAid: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'FITTING', fittingType: { id: 1 }, currentStep: 2 }),
  args: { type: 'fittings' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Hjälpmedel')).toBeVisible();
    await userEvent.click(ui.getByRole('radio', { name: 'Ett nytt hjälpmedel' }));
    await expect(ui.queryByRole('list', { name: 'Brukarens hjälpmedel' })).toBeNull();
    await expect(ui.queryByRole('search')).toBeNull();
    await expect(next(ui)).toBeDisabled();
    await typeInto(description(ui), 'Lätt manuell rullstol');
    await expect(next(ui)).toBeEnabled();
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 2 });
    const { order, line } = story();
    const saved = await lineNow(order.id, line.id);
    await expect(saved.pickupList).toEqual([]);
    await expect(saved.text).toBe('Lätt manuell rullstol');
  },
};

/** One of the client's aids to fit: one holding (a second says MAX_ONE_AID); saved with it. */
export const FittingExistingAid: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'FITTING', fittingType: { id: 1 }, currentStep: 2 }),
  args: { type: 'fittings' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(ui.getByRole('radio', { name: 'Ett hjälpmedel som brukaren har' })).toBeChecked();
    const list = await aids(ui);
    await expect(next(ui)).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: /Rollator/ }));
    await expect(next(ui)).toBeEnabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: /Griptång/ }));
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Bara ett hjälpmedel kan väljas.');
    await expect(next(ui)).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: /Griptång/ }));
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).pickupList.map((p) => p.id)).toEqual([MAJ_ROLLATOR]);
  },
};

/** The meeting time: the wish counted, saved with the line. */
export const FittingMeetingComment: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'FITTING', fittingType: { id: 1 }, text: 'Lätt rullstol', currentStep: 5 }),
  args: { type: 'fittings' },
  play: async ({ canvasElement }) => {
    const moves = navigations(canvasElement);
    const { ui } = await wizard(canvasElement);
    await expect(stepHeading(ui, 'Mötestid')).toBeVisible();
    const wish = ui.getByRole('textbox', { name: 'När kan brukaren träffas?' });
    await typeInto(wish, 'Förmiddagar');
    await expect(wish).toHaveAccessibleDescription('11 av 2000 tecken · Planeraren läser det när mötet bokas.');
    await userEvent.click(next(ui));
    await waitFor(() => expect(moves).toHaveLength(1), TIMEOUT);
    await expect(moves[0]?.state).toEqual({ step: 5 });
    const { order, line } = story();
    await expect((await lineNow(order.id, line.id)).meetingComment).toBe('Förmiddagar');
  },
};

/** The fitting order's overview: the fitting type, a new aid, the meeting time last; Add to cart. */
export const FittingOverview: Story = {
  beforeEach: withOrder(MAJ, { contentType: 'FITTING', fittingType: { id: 1 }, text: 'Lätt rullstol', meetingComment: 'Förmiddagar, inte fredagar.', currentStep: 6 }, true),
  args: { type: 'fittings' },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    const overview = ui.getByRole('form', { name: 'Översikt' });
    await expect(overview).toHaveTextContent('Utprovning av manuell rullstol');
    await expect(overview).toHaveTextContent('Ett nytt hjälpmedel (se beskrivningen)');
    const terms = within(overview).getAllByRole('term').map((d) => d.textContent);
    await expect(terms.at(-1)).toBe('Mötestid');
    await expect(overview).toHaveTextContent('Förmiddagar, inte fredagar.');
    await expect(ui.getByRole('button', { name: 'Lägg i varukorgen' })).toBeEnabled();
    await expect(ui.queryByRole('button', { name: 'Bekräfta beställning' })).toBeNull();
  },
};

/** At 375 px: the pickup's aids and the counter. */
export const Phone375: Story = {
  beforeEach: withOrder(MAJ),
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { ui } = await wizard(canvasElement);
    const list = await aids(ui);
    await userEvent.click(within(list).getByRole('checkbox', { name: /Griptång/ }));
    await expect(ui.getByRole('spinbutton', { name: /^Antal av Griptång/ })).toBeVisible();
    await expect(next(ui)).toBeEnabled();
  },
};

/** A base storage is given no work, pickup or fitting order: the wizard says so at once, with no step to fill. */
export const NotForBaseStorage: Story = {
  beforeEach: withOrder({ type: 'FACILITY', id: 2 }),
  args: { type: 'work' },
  play: async ({ canvasElement }) => {
    // No step is shown (so no h2): the element as rendered.
    const { ui } = await renderedElement(canvasElement, 'fsp-order-wizard');
    await expect(await ui.findByRole('alert', {}, TIMEOUT)).toHaveTextContent('Den här sortens beställning kan inte göras för mottagaren.');
    await expect(ui.queryByRole('button', { name: 'Spara och fortsätt' })).toBeNull();
    await expect(ui.queryByRole('list', { name: 'Brukarens hjälpmedel' })).toBeNull();
  },
};
