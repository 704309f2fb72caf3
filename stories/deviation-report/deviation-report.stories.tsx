/**
 * `<fsp-deviation-report>`, the deviation report wizard (issue 16), step by step with the reference
 * API running in the page (see .storybook/preview.tsx): step 1 empty and with a category and a type
 * chosen; step 2 with "Ingen referens" and the category's reference types, a code missing, a code
 * the server refuses (INVALID_REFERENCE_NUMBER), a category without reference types; another
 * category chosen after going forward (the type, the reference and its code reset); step 3's
 * summary, the description required and the files chosen and refused; sending (success, a file the
 * server does not take, the deviation not created); loading, the categories failing, no session,
 * English and 375 px.
 *
 * The stories that create a deviation do it as Tove Tekniker (tekniker@example.org), whose list no
 * other story counts; the others are Frida's (the default) and never send.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { Deviation, DeviationSummary } from '../../src/contract/deviations.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { pick } from '../core/core-helpers.tsx';
import { api, expectFailureCard, expectNotLoggedIn, expectStillLoading, navigations, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/deviation-report/deviation-report.element.ts';

type Args = { lang?: 'sv' | 'en' };

const meta = {
  title: 'Deviations/fsp-deviation-report',
  render: ({ lang }) => <fsp-deviation-report {...(lang ? { lang } : {})} />,
  args: {},
  argTypes: { lang: { control: 'inline-radio', options: ['sv', 'en'] } },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** Who creates deviations in these stories (no other story counts Tove's). */
const CREATOR = 'tekniker@example.org';
/** What the wizard says of the server's INVALID_REFERENCE_NUMBER (the deviations' catalogue). */
const INVALID_REFERENCE = 'Referensnumret finns inte. Kontrollera det och försök igen.';
const SERVER_ERROR = 'Servern kunde inte returnera någon data';

// ---- helpers -------------------------------------------------------------------------------------

/** The wizard once a step is shown (its h2, no spinner). */
async function shown(canvasElement: HTMLElement) {
  const el = await renderedElement(canvasElement, 'fsp-deviation-report');
  await el.ui.findByRole('heading', { level: 2 }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}
type Ui = Awaited<ReturnType<typeof shown>>['ui'];

const categorySelect = (ui: Ui) => ui.getByRole('combobox', { name: 'Kategori' });
const typeSelect = (ui: Ui) => ui.getByRole('combobox', { name: 'Avvikelsekod' });
const next = (ui: Ui) => ui.getByRole('button', { name: 'Nästa' });
const send = (ui: Ui) => ui.getByRole('button', { name: 'Rapportera avvikelse' });
const stepper = (ui: Ui) => within(ui.getByRole('navigation', { name: 'Steg' }));
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);
const stepHeading = (ui: Ui, name: string) => ui.findByRole('heading', { level: 2, name }, TIMEOUT);

/** Step 2's reference select, once the category's reference types are there. */
const referenceSelect = (ui: Ui) => ui.findByRole('combobox', { name: 'Referens' }, TIMEOUT);

/** Step 1 filled in and Next: on step 2. */
async function toReference(ui: Ui, category: string, type: string) {
  await userEvent.selectOptions(categorySelect(ui), category);
  await userEvent.selectOptions(typeSelect(ui), type);
  await userEvent.click(next(ui));
  await stepHeading(ui, 'Referens');
  return referenceSelect(ui);
}

/** Steps 1 and 2 filled in (a reference with its code, or none): on step 3. */
async function toDescription(ui: Ui, category: string, type: string, reference?: { label: string; code: string }) {
  const select = await toReference(ui, category, type);
  if (reference) {
    await userEvent.selectOptions(select, reference.label);
    await fireEvent.input(ui.getByRole('textbox', { name: reference.label }), { target: { value: reference.code } });
  }
  await userEvent.click(next(ui));
  await stepHeading(ui, 'Beskrivning och bilagor');
}

const descriptionField = (ui: Ui) => ui.getByRole('textbox', { name: /^Beskrivning/ });

/** A 1×1 PNG (the server checks a file's content, not its name). */
const png = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
    lastModified: 1,
  });
const pdf = (name: string) => new File(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], name, { type: 'application/pdf', lastModified: 1 });
const exe = (name: string) => new File(['MZ'], name, { type: 'application/x-msdownload', lastModified: 1 });

/** A description no other deviation has. */
const unique = (text: string) => `${text} (${Date.now().toString(36)})`;

/** The calls the element made in the story (method, path with query, status answered). */
const calls: { method: string; path: string; status: number }[] = [];
const creates = () => calls.filter((c) => c.method === 'POST' && c.path === '/rs/fsp/v1/deviations');

/**
 * `beforeEach`: records every call; with `failCreate`, POST /rs/fsp/v1/deviations (creating the
 * deviation) answers 500 as the server does. That URL has no query and is the start of every
 * other deviation call's (the categories, the reference types), so no `parameters.api.status`
 * key can fail it alone.
 */
const watchCalls =
  ({ failCreate = false } = {}) =>
  () => {
    calls.length = 0;
    const original = getTransport();
    setTransport(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input, location.href);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const path = url.pathname + url.search;
      if (failCreate && method === 'POST' && url.pathname === '/rs/fsp/v1/deviations') {
        calls.push({ method, path, status: 500 });
        return Response.json({ error: { code: 'INTERNAL', errorMessage: 'Ett oväntat fel inträffade på servern.' } }, { status: 500 });
      }
      const response = await original(input, init);
      calls.push({ method, path, status: response.status });
      return response;
    });
    return () => setTransport(original);
  };

// ---- step 1 --------------------------------------------------------------------------------------

/** Nothing chosen: Next disabled with the reason; the type select disabled until a category is chosen. */
export const TypeStepEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Rapportera avvikelse' })).toBeVisible();
    await expect(ui.getByRole('heading', { level: 2, name: 'Kategori och avvikelsekod' })).toBeVisible();
    await expect(stepper(ui).getByRole('button', { name: 'Kategori och avvikelsekod' })).toHaveAttribute('aria-current', 'step');
    await expect(stepper(ui).getByRole('button', { name: 'Referens' })).toBeDisabled();
    await expect(stepper(ui).getByRole('button', { name: 'Beskrivning och bilagor' })).toBeDisabled();
    await expect(ui.queryByRole('button', { name: 'Tillbaka' })).toBeNull();

    await expect(categorySelect(ui)).toHaveValue('');
    await expect(optionTexts(categorySelect(ui))).toEqual(['Välj kategori', 'Produkt', 'Leverans', 'Service och reparation', 'Rengöring och hygien', 'Bemötande och information']);
    await expect(typeSelect(ui)).toBeDisabled();
    await expect(typeSelect(ui)).toHaveDisplayValue('Välj en kategori först');

    const reason = 'Välj kategori och avvikelsekod för att gå vidare.';
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText(reason)).toBeVisible();
    await expect(next(ui)).toHaveAccessibleDescription(reason);

    // A category: its types to choose from; Next still waits for one.
    await userEvent.selectOptions(categorySelect(ui), 'Produkt');
    await expect(typeSelect(ui)).toBeEnabled();
    await expect(optionTexts(typeSelect(ui))).toEqual(['Välj avvikelsekod', 'Trasig vid leverans', 'Saknar delar', 'Fel produkt levererad', 'Funktionsfel']);
    await expect(typeSelect(ui)).toHaveValue('');
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText(reason)).toBeVisible();
  },
};

/** A category and a type chosen: Next enabled, no reason said. */
export const TypeStepChosen: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.selectOptions(categorySelect(ui), 'Leverans');
    await userEvent.selectOptions(typeSelect(ui), 'Skadat gods');
    await expect(categorySelect(ui)).toHaveDisplayValue('Leverans');
    await expect(typeSelect(ui)).toHaveDisplayValue('Skadat gods');
    await expect(next(ui)).toBeEnabled();
    await expect(next(ui)).not.toHaveAttribute('aria-describedby');
    await expect(ui.queryByText('Välj kategori och avvikelsekod för att gå vidare.')).toBeNull();
  },
};

// ---- step 2 --------------------------------------------------------------------------------------

/** "Ingen referens" first, then the category's reference types; a reference type asks for its code, required. */
export const ReferenceStep: Story = {
  beforeEach: watchCalls(),
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    const reference = await toReference(ui, 'Produkt', 'Trasig vid leverans');
    await expect(stepper(ui).getByRole('button', { name: 'Referens' })).toHaveAttribute('aria-current', 'step');
    await expect(optionTexts(reference)).toEqual(['Ingen referens', 'Inventarienummer', 'Artikelnummer', 'Ordernummer']);
    await expect(reference).toHaveDisplayValue('Ingen referens');
    await expect(ui.queryByRole('textbox')).toBeNull();

    await userEvent.selectOptions(reference, 'Inventarienummer');
    const code = ui.getByRole('textbox', { name: 'Inventarienummer' });
    await expect(code).toHaveValue('');
    // The code may be scanned (issue 40; e2e: tests/e2e/scan-fields.spec.ts).
    await expect(ui.getByRole('button', { name: 'Skanna inventarienummer' })).toBeVisible();
    await userEvent.click(next(ui));
    await expect(await ui.findByText('Fyll i referensnumret.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Fyll i referensnumret.');
    await expect(ui.getByRole('heading', { level: 2, name: 'Referens' })).toBeVisible();
    // Nothing asked of the server for an empty code.
    await expect(calls.filter((c) => c.path.includes('VALIDATE_REFERENCE'))).toHaveLength(0);
  },
};

/**
 * A code that refers to nothing (HMC000000): the server's INVALID_REFERENCE_NUMBER said under the
 * field (invalid, described by it), Next disabled with the reason; another code enables Next again.
 */
export const ReferenceStepWrongCode: Story = {
  beforeEach: watchCalls(),
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await userEvent.selectOptions(await toReference(ui, 'Produkt', 'Trasig vid leverans'), 'Inventarienummer');
    const code = ui.getByRole('textbox', { name: 'Inventarienummer' });
    await fireEvent.input(code, { target: { value: 'HMC000000' } });
    await userEvent.click(next(ui));
    await expect(await ui.findByText(INVALID_REFERENCE, {}, TIMEOUT)).toBeVisible();
    await expect(calls.filter((c) => c.path.includes('VALIDATE_REFERENCE')).map((c) => c.status)).toEqual([400]);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(INVALID_REFERENCE);
    await expect(code).toHaveValue('HMC000000');
    const reason = 'Ändra referensnumret eller välj Ingen referens.';
    await expect(next(ui)).toBeDisabled();
    await expect(ui.getByText(reason)).toBeVisible();
    await expect(next(ui)).toHaveAccessibleDescription(reason);
    await expect(ui.getByRole('heading', { level: 2, name: 'Referens' })).toBeVisible();

    // Another code: Next again, the refusal gone; the seed's unflagged inventory number is taken.
    await fireEvent.input(code, { target: { value: 'HMC500103' } });
    await expect(next(ui)).toBeEnabled();
    await expect(ui.queryByText(INVALID_REFERENCE)).toBeNull();
    await expect(code).not.toHaveAttribute('aria-invalid');
    await userEvent.click(next(ui));
    await stepHeading(ui, 'Beskrivning och bilagor');
  },
};

/** A category without reference types (Bemötande och information): only "Ingen referens", no code. */
export const ReferenceStepNoTypes: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    const reference = await toReference(ui, 'Bemötande och information', 'Bemötande');
    await expect(optionTexts(reference)).toEqual(['Ingen referens']);
    await expect(reference).toHaveDisplayValue('Ingen referens');
    await expect(ui.queryByRole('textbox')).toBeNull();
    await expect(next(ui)).toBeEnabled();
  },
};

/**
 * Another category chosen after going forward (step 3 reached with a checked inventory number, then
 * back with the step indicator): the type, the reference and its code are reset, and the later steps
 * cannot be reached until step 1 is done again.
 */
export const CategoryChangeResets: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await toDescription(ui, 'Produkt', 'Funktionsfel', { label: 'Inventarienummer', code: 'HMC500103' });
    await userEvent.click(stepper(ui).getByRole('button', { name: /^Kategori och avvikelsekod/ }));
    await stepHeading(ui, 'Kategori och avvikelsekod');
    await expect(categorySelect(ui)).toHaveDisplayValue('Produkt');
    await expect(typeSelect(ui)).toHaveDisplayValue('Funktionsfel');
    await expect(stepper(ui).getByRole('button', { name: /^Beskrivning och bilagor/ })).toBeEnabled();

    // Service och reparation also has inventory numbers: the reference is reset all the same.
    await userEvent.selectOptions(categorySelect(ui), 'Service och reparation');
    await expect(typeSelect(ui)).toHaveValue('');
    await expect(typeSelect(ui)).toHaveDisplayValue('Välj avvikelsekod');
    await expect(stepper(ui).getByRole('button', { name: /^Referens/ })).toBeDisabled();
    await expect(stepper(ui).getByRole('button', { name: /^Beskrivning och bilagor/ })).toBeDisabled();
    await expect(next(ui)).toBeDisabled();

    await userEvent.selectOptions(typeSelect(ui), 'Återkommande fel');
    await userEvent.click(next(ui));
    await stepHeading(ui, 'Referens');
    const reference = await referenceSelect(ui);
    await expect(optionTexts(reference)).toEqual(['Ingen referens', 'Inventarienummer', 'Ordernummer']);
    await expect(reference).toHaveDisplayValue('Ingen referens');
    await expect(ui.queryByRole('textbox')).toBeNull();
    await expect(stepper(ui).getByRole('button', { name: /^Beskrivning och bilagor/ })).toBeEnabled();

    // Back (Tillbaka) and another category again: the same.
    await userEvent.selectOptions(reference, 'Ordernummer');
    await fireEvent.input(ui.getByRole('textbox', { name: 'Ordernummer' }), { target: { value: '7001001' } });
    await userEvent.click(ui.getByRole('button', { name: 'Tillbaka' }));
    await stepHeading(ui, 'Kategori och avvikelsekod');
    await userEvent.selectOptions(categorySelect(ui), 'Leverans');
    await expect(typeSelect(ui)).toHaveValue('');
    await expect(stepper(ui).getByRole('button', { name: /^Referens/ })).toBeDisabled();
    await userEvent.selectOptions(typeSelect(ui), 'Försenad leverans');
    await userEvent.click(next(ui));
    await expect(await referenceSelect(ui)).toHaveDisplayValue('Ingen referens');
    await expect(ui.queryByRole('textbox', { name: 'Ordernummer' })).toBeNull();
  },
};

// ---- step 3 --------------------------------------------------------------------------------------

/**
 * The summary of the choices; the description required (said under the field, nothing sent); the
 * files chosen listed, a refused type said by name.
 */
export const DescriptionStep: Story = {
  beforeEach: watchCalls(),
  play: async ({ canvasElement }) => {
    const { ui, root } = await shown(canvasElement);
    await toDescription(ui, 'Produkt', 'Funktionsfel', { label: 'Artikelnummer', code: '100016' });
    await expect(stepper(ui).getByRole('button', { name: 'Beskrivning och bilagor' })).toHaveAttribute('aria-current', 'step');
    const summary = root.querySelector<HTMLElement>('[part=summary]');
    if (!summary) throw new Error('no summary');
    const facts = [...summary.querySelectorAll('div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
    await expect(facts).toEqual([
      ['Kategori', 'Produkt'],
      ['Avvikelsekod', 'Funktionsfel'],
      ['Referens', 'Artikelnummer: 100016'],
    ]);

    // The description is required.
    const text = descriptionField(ui);
    await expect(text).toHaveValue('');
    await expect(ui.getByText('0 av 2000 tecken')).toBeVisible();
    await userEvent.click(send(ui));
    await expect(await ui.findByText('Beskriv avvikelsen.')).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Beskriv avvikelsen. 0 av 2000 tecken');
    await expect(creates()).toHaveLength(0);
    await fireEvent.input(text, { target: { value: 'Hjulet lossnar.' } });
    await expect(ui.queryByText('Beskriv avvikelsen.')).toBeNull();
    await expect(ui.getByText('15 av 2000 tecken')).toBeVisible();

    // Files: those chosen listed; a type not allowed refused by name, the list unchanged.
    await expect(ui.getByRole('button', { name: 'Bifoga filer' })).toBeVisible();
    await pick(root, [png('Hjulet.png'), pdf('Servicerapport.pdf')]);
    const list = ui.getByRole('list', { name: 'Valda filer' });
    await expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('.fsp-file-name')?.textContent)).toEqual(['Hjulet.png', 'Servicerapport.pdf']);
    await expect(within(list).getByRole('button', { name: 'Ta bort Hjulet.png' })).toBeVisible();
    await pick(root, [exe('program.exe')]);
    await expect(ui.getByRole('alert')).toHaveTextContent('program.exe kan inte bifogas: filtypen är inte tillåten.');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(creates()).toHaveLength(0);
    await expect(calls.filter((c) => c.path.includes('/files'))).toHaveLength(0);
  },
};

// ---- sending -------------------------------------------------------------------------------------

/**
 * Reported with a file (as Tove): "Avvikelsen är rapporterad.", an fsp-navigate to `/`; not
 * prevented, the element starts a new, empty report. The deviation is hers, with its reference and
 * the file.
 */
export const SendSuccess: Story = {
  parameters: { persona: CREATOR },
  beforeEach: watchCalls(),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, root } = await shown(canvasElement);
    await toDescription(ui, 'Produkt', 'Trasig vid leverans', { label: 'Artikelnummer', code: '100016' });
    const description = unique('Gåbordets ena ben var böjt vid leveransen.');
    await fireEvent.input(descriptionField(ui), { target: { value: description } });
    await pick(root, [png('Gåbord.png')]);
    await userEvent.click(send(ui));
    await expect(await ui.findByText('Avvikelsen är rapporterad.', {}, TIMEOUT)).toBeVisible();
    await expect(paths).toEqual(['/']);

    // Not prevented: a new, empty report.
    await stepHeading(ui, 'Kategori och avvikelsekod');
    await expect(categorySelect(ui)).toHaveValue('');
    await expect(typeSelect(ui)).toBeDisabled();
    await expect(next(ui)).toBeDisabled();
    await expect(stepper(ui).getByRole('button', { name: 'Referens' })).toBeDisabled();

    await expect(creates().map((c) => c.status)).toEqual([201]);
    const [newest] = (await api<{ page: DeviationSummary[] }>('GET', '/fsp/v1/deviations?state=ALL')).page;
    await expect(newest?.description).toBe(description);
    await expect(newest?.reference).toMatchObject({ value: '100016', valueLabel: 'Artikelnummer' });
    await expect(newest?.fileCount).toBe(1);
  },
};

/**
 * The deviation is created but its file is not taken (the files call answers 500): the outcome
 * names the deviation, the file and why, offers to try again (on the same deviation) and links to
 * the deviation's attachments.
 */
export const SendFileFails: Story = {
  parameters: { persona: CREATOR, api: { status: { '/files': 500 } } },
  beforeEach: watchCalls(),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui, root } = await shown(canvasElement);
    await toDescription(ui, 'Rengöring och hygien', 'Ej rengjord vid leverans');
    await fireEvent.input(descriptionField(ui), { target: { value: unique('Duschstolen var smutsig.') } });
    await pick(root, [png('Duschstol.png')]);
    await userEvent.click(send(ui));

    const outcome = await ui.findByRole('region', { name: /^Avvikelse 3\d{5} är rapporterad$/ }, TIMEOUT);
    const number = Number(/^Avvikelse (\d+) är rapporterad$/.exec(within(outcome).getByRole('heading', { level: 2 }).textContent ?? '')?.[1]);
    await expect(number).toBeGreaterThan(300_017);
    const id = number - 300_000;
    const alert = within(outcome).getByRole('alert');
    await expect(alert).toHaveTextContent('Men en fil kunde inte bifogas:');
    await expect(within(alert).getByRole('listitem')).toHaveTextContent(/^Duschstol\.png: Servern kunde inte returnera någon data/);
    await expect(within(outcome).getByRole('button', { name: 'Försök bifoga filen igen' })).toBeEnabled();
    await expect(within(outcome).getByRole('link', { name: 'Öppna avvikelsens bilagor' })).toHaveAttribute('href', `/my-myloc/deviations/${id}/attachments`);
    await expect(within(outcome).getByRole('button', { name: 'Till startsidan' })).toBeVisible();
    await expect(ui.queryByRole('navigation', { name: 'Steg' })).toBeNull();
    await expect(ui.queryByText('Avvikelsen är rapporterad.')).toBeNull();
    await expect(paths).toEqual([]);
    await expect((await api<Deviation>('GET', `/fsp/v1/deviations/${id}`)).files).toEqual([]);

    // Tried again: the file again on the same deviation, never a second deviation.
    await userEvent.click(within(outcome).getByRole('button', { name: 'Försök bifoga filen igen' }));
    await waitFor(() => expect(calls.filter((c) => c.path === `/rs/fsp/v1/deviations/${id}/files`)).toHaveLength(2), TIMEOUT);
    await waitFor(() => expect(within(outcome).getByRole('button', { name: 'Försök bifoga filen igen' })).toBeEnabled(), TIMEOUT);
    await expect(within(outcome).getByRole('heading', { level: 2 })).toHaveTextContent(`Avvikelse ${number} är rapporterad`);
    await expect(creates()).toHaveLength(1);
  },
};

/** Creating the deviation fails (500): said in step 3; the description, choices and files are kept. */
export const SendCreateFails: Story = {
  parameters: { persona: CREATOR },
  beforeEach: watchCalls({ failCreate: true }),
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement, true);
    const { ui, root } = await shown(canvasElement);
    await toDescription(ui, 'Leverans', 'Försenad leverans');
    const description = 'Leveransen kom en vecka för sent.\nBrukaren fick vänta utan rollator.';
    await fireEvent.input(descriptionField(ui), { target: { value: description } });
    await pick(root, [pdf('Följesedel.pdf')]);
    await userEvent.click(send(ui));
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent(SERVER_ERROR);
    await expect(send(ui)).toHaveAccessibleDescription(alert.textContent ?? '');
    await expect(creates().map((c) => c.status)).toEqual([500]);
    await expect(ui.getByRole('heading', { level: 2, name: 'Beskrivning och bilagor' })).toBeVisible();
    await expect(descriptionField(ui)).toHaveValue(description);
    await expect(within(ui.getByRole('list', { name: 'Valda filer' })).getByText('Följesedel.pdf')).toBeVisible();
    await expect(root.querySelector('[part=summary]')).toHaveTextContent('Försenad leverans');
    await expect(send(ui)).toBeEnabled();
    await expect(calls.filter((c) => c.path.includes('/files'))).toHaveLength(0);
    await expect(ui.queryByText('Avvikelsen är rapporterad.')).toBeNull();
    await expect(paths).toEqual([]);
  },
};

// ---- states --------------------------------------------------------------------------------------

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation-report');
    await expect(ui.getByRole('heading', { level: 1, name: 'Rapportera avvikelse' })).toBeVisible();
    await expectStillLoading(ui);
    await expect(ui.queryByRole('combobox')).toBeNull();
  },
};

export const CategoriesFailed: Story = {
  parameters: { api: { status: { '/fsp/v1/deviations/categories': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation-report');
    await expectFailureCard(ui, 'Avvikelsekategorierna kunde inte hämtas.');
    await expect(ui.queryByRole('combobox')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation-report');
    await expectNotLoggedIn(ui, 'Logga in för att rapportera en avvikelse.');
    await expect(ui.queryByRole('combobox')).toBeNull();
  },
};

/** English: the wizard's texts and the server's labels. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Report a deviation' })).toBeVisible();
    await expect(ui.getByRole('heading', { level: 2, name: 'Category and deviation code' })).toBeVisible();
    const category = ui.getByRole('combobox', { name: 'Category' });
    await expect(optionTexts(category)).toEqual(['Choose a category', 'Product', 'Delivery', 'Service and repair', 'Cleaning and hygiene', 'Conduct and information']);
    await expect(ui.getByRole('combobox', { name: 'Deviation code' })).toHaveDisplayValue('Choose a category first');
    const nextButton = ui.getByRole('button', { name: 'Next' });
    await expect(nextButton).toBeDisabled();
    await expect(nextButton).toHaveAccessibleDescription('Choose a category and a deviation code to go on.');
    await userEvent.selectOptions(category, 'Product');
    await userEvent.selectOptions(ui.getByRole('combobox', { name: 'Deviation code' }), 'Malfunction');
    await userEvent.click(nextButton);
    const reference = await ui.findByRole('combobox', { name: 'Reference' }, TIMEOUT);
    await expect(optionTexts(reference)).toEqual(['No reference', 'Inventory number', 'Product number', 'Order number']);
    await expect(ui.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** 375 px: the compact step indicator; nothing wider than the screen on step 1 or step 3 with files. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root } = await shown(canvasElement);
    await expect(ui.getByText('Steg 1 av 3: Kategori och avvikelsekod')).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await toDescription(ui, 'Service och reparation', 'Reparation ej utförd', { label: 'Inventarienummer', code: 'HMC500103' });
    await expect(ui.getByText('Steg 3 av 3: Beskrivning och bilagor')).toBeVisible();
    await pick(root, [pdf('Servicerapport elrullstol Permobil Standard vecka 12.pdf')]);
    await expect(ui.getByRole('list', { name: 'Valda filer' })).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};
