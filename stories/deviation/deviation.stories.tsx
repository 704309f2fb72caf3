/**
 * `<fsp-deviation>`, one of the user's deviations (issue 16), with data from the reference API
 * running in the page (see .storybook/preview.tsx; Frida Förskrivare unless a story says otherwise)
 * and the seeded deviations (docs/world.md "Deviations"):
 * - 300005 (id 5): 20 not fixed, Rengöring och hygien / Ej rengjord vid leverans, inventory number
 *   HMC500093, one PNG ("Smutsiga handtag.png"): Info and Attachments;
 * - 300011 (id 11, no file): a PNG attached on its Attachments tab (the only story that adds a file;
 *   no other story counts 300011's files);
 * - 300017 (id 17): 10 registered, no badge; 300009 (id 9): Kalle's, which Tove may not see;
 * - an unknown id, loading, a server error, no session, English and 375 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { pick } from '../core/core-helpers.tsx';
import { expectFailureCard, expectNotLoggedIn, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/deviation/deviation.element.ts';

type Args = { deviation: number; tab?: 'info' | 'attachments'; lang?: 'sv' | 'en' };

const meta = {
  title: 'Deviations/fsp-deviation',
  render: ({ deviation, tab, lang }) => <fsp-deviation deviation={deviation} {...(tab ? { tab } : {})} {...(lang ? { lang } : {})} />,
  args: { deviation: 5 },
  argTypes: {
    deviation: { control: 'number', description: 'The deviation’s id (its number less 300000).' },
    tab: { control: 'inline-radio', options: ['info', 'attachments'] },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** The deviation once shown (its number as the heading, no spinner). */
async function shown(canvasElement: HTMLElement) {
  const el = await renderedElement(canvasElement, 'fsp-deviation');
  await el.ui.findByRole('heading', { level: 1, name: /^(Avvikelse|Deviation) \d+$/ }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}

/** The badge beside the heading, or null (10 registered shows none). */
const headBadge = (section: HTMLElement) => section.querySelector<HTMLElement>('.head [part=status]');

/** The Info tab's facts, as [label, value] pairs. */
function facts(section: HTMLElement): [string, string][] {
  const info = section.querySelector('[part=info]');
  if (!info) throw new Error('no Info tab');
  return [...info.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']);
}

/** A 1×1 PNG (the server checks a file's content, not its name). */
const png = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
    lastModified: 1,
  });

// ---- the tabs ------------------------------------------------------------------------------------

/**
 * Info of 300005: the number as the heading with the badge "Ej åtgärdad", the category and code,
 * the facts with the reference and the description; the tabs are links, choosing one is an
 * fsp-navigate with its path (unprevented, the element shows it).
 */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const paths: string[] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
    const { ui, section, host } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Avvikelse 300005' })).toBeVisible();
    await expect(headBadge(section)).toHaveTextContent('Ej åtgärdad');
    await expect(ui.getByText('Rengöring och hygien / Ej rengjord vid leverans')).toBeVisible();
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getByRole('link', { name: 'Mina avvikelser' })).toHaveAttribute('href', '/my-myloc/deviations');
    await expect(ui.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByRole('tab', { name: 'Bilagor (1)' })).toHaveAttribute('href', '/my-myloc/deviations/5/attachments');
    const shownFacts = facts(section);
    await expect(shownFacts.map(([label]) => label)).toEqual(['Avvikelsenummer', 'Rapporterad', 'Status', 'Kategori', 'Avvikelsekod', 'Referens']);
    await expect(Object.fromEntries(shownFacts)).toMatchObject({
      Avvikelsenummer: '300005',
      Status: 'Ej åtgärdad',
      Kategori: 'Rengöring och hygien',
      Avvikelsekod: 'Ej rengjord vid leverans',
      Referens: 'Inventarienummer: HMC500093',
    });
    await expect(Object.fromEntries(shownFacts)['Rapporterad']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(ui.getByRole('heading', { level: 2, name: 'Beskrivning' })).toBeVisible();
    await expect(ui.getByText('Rollatorn var inte rengjord: smuts på handtagen och i korgen.')).toBeVisible();

    await userEvent.click(ui.getByRole('tab', { name: 'Bilagor (1)' }));
    await expect(paths).toEqual(['/my-myloc/deviations/5/attachments']);
    await waitFor(() => expect(host.getAttribute('tab')).toBe('attachments'), TIMEOUT);
    await expect(ui.getByRole('tab', { name: 'Bilagor (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByRole('link', { name: 'Smutsiga handtag.png' })).toBeVisible();
  },
};

/** Attachments of 300005: its PNG opening in a new window, who attached it, and "Bifoga filer" to add more. */
export const Attachments: Story = {
  args: { tab: 'attachments' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Bilagor (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByRole('heading', { level: 2, name: 'Bilagor' })).toBeVisible();
    const link = ui.getByRole('link', { name: 'Smutsiga handtag.png' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(link.getAttribute('href')).toMatch(/\/deviations\/5\/files\/\d+/);
    await expect(link.closest('li')).toHaveTextContent('Frida Förskrivare');
    await expect(ui.getByRole('heading', { level: 3, name: 'Bifoga fler filer' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Bifoga filer' })).toBeEnabled();
    await expect(ui.getByText('Bilder, PDF, Excel, Word eller XML, högst 10 filer om högst 10 MB var.')).toBeVisible();
    await expect(ui.queryByRole('button', { name: /^Ladda upp/ })).toBeNull();
  },
};

/**
 * A PNG attached to 300011 (Frida's, no file): chosen, uploaded ("Filen är bifogad."), then in the
 * list with its link, and the tab counts it.
 */
export const AttachFile: Story = {
  args: { deviation: 11, tab: 'attachments' },
  play: async ({ canvasElement }) => {
    const { ui, root } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Avvikelse 300011' })).toBeVisible();
    const before = ui.queryAllByRole('link').filter((a) => a.getAttribute('target') === '_blank').length;
    const name = `Toalettförhöjning ${Date.now().toString(36)}.png`;
    await pick(root, [png(name)]);
    await expect(within(ui.getByRole('list', { name: 'Valda filer' })).getByText(name)).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Ladda upp filen' }));
    await expect(await ui.findByText('Filen är bifogad.', {}, TIMEOUT)).toBeVisible();
    const link = await ui.findByRole('link', { name }, TIMEOUT);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.closest('li')).toHaveTextContent('Frida Förskrivare');
    await expect(ui.getByRole('tab', { name: `Bilagor (${before + 1})` })).toHaveAttribute('aria-selected', 'true');
    await expect(ui.queryByRole('list', { name: 'Valda filer' })).toBeNull();
    await expect(ui.queryByText('Avvikelsen har inga bilagor.')).toBeNull();
  },
};

/** 300017: 10 registered, no badge beside the heading (the status said to assistive technology in the facts). */
export const Registered: Story = {
  args: { deviation: 17 },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Avvikelse 300017' })).toBeVisible();
    await expect(section.querySelector('[part=status]')).toBeNull();
    await expect(Object.fromEntries(facts(section))).toMatchObject({ Status: '–Registrerad', Referens: 'Ingen referens', Avvikelsekod: 'Trasig vid leverans' });
    await expect(within(section.querySelector('[part=info]') as HTMLElement).getByText('Registrerad')).toHaveClass('fsp-visually-hidden');
    await expect(ui.getByRole('tab', { name: 'Bilagor (0)' })).toBeVisible();
  },
};

/** A deviation with no file: said on the Attachments tab, the upload still offered. */
export const NoAttachments: Story = {
  args: { deviation: 17, tab: 'attachments' },
  play: async ({ canvasElement }) => {
    const { ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Avvikelsen har inga bilagor.' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Bifoga filer' })).toBeEnabled();
  },
};

// ---- states --------------------------------------------------------------------------------------

/** Another user's deviation (Kalle's 300009, opened by Tove): "Du kan inte se avvikelsen". */
export const AnotherUsers: Story = {
  args: { deviation: 9 },
  parameters: { persona: 'tekniker@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation');
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Du kan inte se avvikelsen' })).toBeVisible();
    await expect(alert).toHaveTextContent('Avvikelsen är någon annans. Du kan bara se dina egna avvikelser.');
    await expect(ui.getByRole('heading', { level: 1, name: 'Avvikelse' })).toBeVisible();
    await expect(ui.queryByRole('tab')).toBeNull();
    await expect(ui.queryByText(/Kundtjänsten|Emballaget/)).toBeNull();
  },
};

export const NotFound: Story = {
  args: { deviation: 999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation');
    await expect(await ui.findByRole('heading', { level: 2, name: 'Avvikelsen finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Den kan ha tagits bort, eller så är länken fel.')).toBeVisible();
    await expect(ui.queryByRole('tab')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation');
    await expect(ui.getByRole('heading', { level: 1, name: 'Avvikelse' })).toBeVisible();
    const spinner = await ui.findByText('Hämtar avvikelsen …', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('tab')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { api: { status: { '/fsp/v1/deviations/5': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation');
    await expectFailureCard(ui, 'Avvikelsen kunde inte hämtas.');
    await expect(ui.queryByRole('tab')).toBeNull();
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await renderedElement(canvasElement, 'fsp-deviation');
    await expectNotLoggedIn(ui, 'Logga in för att se avvikelsen.');
  },
};

export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui, section } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Deviation 300005' })).toBeVisible();
    await expect(headBadge(section)).toHaveTextContent('Not fixed');
    await expect(ui.getByText('Cleaning and hygiene / Not cleaned on delivery')).toBeVisible();
    await expect(ui.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Info', 'Attachments (1)']);
    await expect(Object.fromEntries(facts(section))).toMatchObject({ 'Deviation number': '300005', Reference: 'Inventory number: HMC500093' });
  },
};

/** 375 px: nothing wider than the screen, on Info and on Attachments. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { ui, root, host } = await shown(canvasElement);
    await expect(headBadge(root)).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    host.setAttribute('tab', 'attachments');
    await expect(await ui.findByRole('link', { name: 'Smutsiga handtag.png' }, TIMEOUT)).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
  },
};
