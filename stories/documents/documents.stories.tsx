/**
 * `<fsp-documents>` in every state, with data from the reference API running in the page
 * (see .storybook/preview.tsx). Each play function checks that the state really rendered.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { expectFailureCard, expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT } from '../helpers.ts';
import '../../src/elements/documents/documents.element.ts';

type Args = { folder?: number; lang?: 'sv' | 'en'; apiBase?: string };

const meta = {
  title: 'Documents/fsp-documents',
  render: ({ folder, lang, apiBase }) => <fsp-documents {...(folder !== undefined ? { folder } : {})} {...(lang ? { lang } : {})} {...(apiBase ? { 'api-base': apiBase } : {})} />,
  args: {},
  argTypes: {
    folder: { control: 'number', description: 'Id of the folder to show; absent shows the folder list.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };


/** The element's shadow content, once rendered, with Testing Library queries scoped to it. */
const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-documents');

export const FolderList: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Dokument' })).toBeVisible();
    const folders = await ui.findByRole('navigation', { name: 'Mappar' }, TIMEOUT);
    await expect(within(folders).getAllByRole('link')).toHaveLength(6);
    await expect(within(folders).getByRole('link', { name: /Rutiner och riktlinjer\s*3 filer/ })).toBeVisible();
    await expect(within(folders).getByRole('link', { name: /Arkiv\s*0 filer/ })).toBeVisible();
    await expect(root.querySelectorAll('[part=folder]')).toHaveLength(6);
  },
};

export const FolderListEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const folders = await ui.findByRole('navigation', { name: 'Folders' }, TIMEOUT);
    await expect(within(folders).getByRole('link', { name: /Rutiner och riktlinjer\s*3 files/ })).toBeVisible();
    await expect(within(folders).getByRole('link', { name: /Utbildningsmaterial\s*1 file$/ })).toBeVisible();
  },
};

/** The folders request never answers. */
export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectStillLoading(ui);
    await expect(ui.queryByRole('navigation', { name: 'Mappar' })).toBeNull();
  },
};

/** The server answers 500 with its error body: the message, the retry button, the snackbar. */
export const LoadError: Story = {
  parameters: { api: { status: { '/company-guides/categories': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await expectFailureCard(ui, 'Dokumenten kunde inte hämtas');
    const retry = within(alert).getByRole('button', { name: 'Försök igen' });
    // retrying asks again and (the server still failing) shows the same state
    await userEvent.click(retry);
    await expect(await ui.findByRole('button', { name: 'Försök igen' }, TIMEOUT)).toBeVisible();
  },
};

/**
 * `api-base` points at something that is not the portal's API (a host that forgot it gets its own
 * server's pages): one clear text naming where the element looked, never the answer it got.
 */
export const NotTheApi: Story = {
  args: { apiBase: '/host-page' },
  parameters: { api: { foreign: '/host-page' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Dokumenten kunde inte hämtas' })).toBeVisible();
    await expect(alert).toHaveTextContent(`Portalens tjänst på ${location.origin}/host-page svarade inte som förväntat.`);
    await expect(alert).not.toHaveTextContent('Not Found');
  },
};

export const NotTheApiEnglish: Story = {
  args: { apiBase: '/host-page', lang: 'en' },
  parameters: { api: { foreign: '/host-page' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent(`The portal's service did not answer as expected at ${location.origin}/host-page.`);
  },
};

/** No session was handed over: no call is made. */
export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se dokumenten.');
    await expect(ui.queryByRole('button')).toBeNull();
  },
};

/** The handed-over session is unknown to the server (expired): its 401 ends the session quietly. */
export const SessionExpired: Story = {
  parameters: { staleSession: true },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui);
  },
};

export const FolderWithFiles: Story = {
  args: { folder: 1 },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Rutiner och riktlinjer' }, TIMEOUT)).toBeVisible();
    const crumbs = ui.getByRole('navigation', { name: 'Du är här' });
    await expect(within(crumbs).getByRole('link', { name: 'Dokument' })).toBeVisible();
    const files = root.querySelector('[part=file-list]');
    await expect(files).toBeTruthy();
    const links = within(files as HTMLElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(/\(öppnas i ny flik\)/);
      await expect(link.getAttribute('href')).toMatch(/\/rs\/fsp\/v1\/company-guides\/\d+\/content\?expires=\d+&signature=[0-9a-f]+$/);
    }
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
  },
};

export const EmptyFolder: Story = {
  args: { folder: 5 },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Arkiv' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('heading', { level: 2, name: 'Mappen är tom' })).toBeVisible();
    await expect(root.querySelector('[part=file-list]')).toBeNull();
  },
};

export const FolderNotFound: Story = {
  args: { folder: 999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Mappen finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Till alla mappar' })).toBeVisible();
    await expect(ui.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Opening a folder from the list: nobody routes, so the element moves itself and says where. */
export const OpenFolder: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths: string[] = [];
    canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
    await userEvent.click(await ui.findByRole('link', { name: /Blanketter/ }, TIMEOUT));
    await expect(await ui.findByRole('heading', { level: 1, name: 'Blanketter' }, TIMEOUT)).toBeVisible();
    await expect(canvasElement.querySelector('fsp-documents')).toHaveAttribute('folder', '2');
    await expect(paths).toEqual(['/documents/2']);
    await waitFor(() => expect(ui.getAllByRole('link', { name: /öppnas i ny flik/ })).toHaveLength(2), TIMEOUT);
  },
};

/** A folder page on a small phone (320 px wide). */
export const Mobile: Story = {
  args: { folder: 1 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    await FolderWithFiles.play?.(context);
  },
};

/** A folder of 36 files: 25 on the first page, paging to the second. */
export const LongFolderPaged: Story = {
  args: { folder: 6 },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Protokoll från samverkansgruppen' }, TIMEOUT)).toBeVisible();
    await expect(root.querySelectorAll('[part=file]')).toHaveLength(25);
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(within(pages).getByText('Sida 1 av 2')).toBeVisible();
    await expect(within(pages).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
    await waitFor(() => expect(root.querySelectorAll('[part=file]')).toHaveLength(11), TIMEOUT);
    const after = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(within(after).getByText('Sida 2 av 2')).toBeVisible();
    await expect(within(after).getByRole('button', { name: 'Nästa' })).toBeDisabled();
    await expect(ui.getByRole('link', { name: /Protokoll samverkansgruppen 2025-12\.pdf/ })).toBeVisible();
  },
};
