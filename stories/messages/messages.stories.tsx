/**
 * `<fsp-messages>` in every state, with data from the reference API running in the page (see
 * .storybook/preview.tsx): each folder, empty folders, a search without results, loading, failure,
 * paging, rows per page, a message with attachments, a message whose text holds markup, reading (marks it read),
 * the new-message and reply dialogs, refused files (before sending and by the server), an upload
 * under way and a failed send that keeps what was typed; at 375 and 1366 px.
 *
 * The in-page database is shared by every story of a run: a story that writes sends a message with
 * a subject of its own to Petra Planerare, and no story counts messages another story may change.
 * Bo Begränsad has no messages at all (the empty folders); nobody writes to him.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { REPLY_SEPARATOR, UPLOAD_MAX_BYTES } from '../../src/contract/constants.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { apiFor } from '../../src/core/http/query.ts';
import { focused, pick, press, typeInto } from '../core/core-helpers.tsx';
import { expectFailureAlert, expectFailureCard, expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/messages/messages.element.ts';

type Args = { folder?: 'inbox' | 'sent' | 'archived' | 'all'; message?: number; q?: string; filter?: 'all' | 'unread'; pageSize?: number; lang?: 'sv' | 'en' };

const meta = {
  title: 'Messages/fsp-messages',
  render: ({ folder, message, q, filter, pageSize, lang }) => (
    <fsp-messages
      {...(folder ? { folder } : {})}
      {...(message !== undefined ? { message } : {})}
      {...(q ? { q } : {})}
      {...(filter ? { filter } : {})}
      {...(pageSize ? { 'page-size': pageSize } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  args: {},
  argTypes: {
    folder: { control: 'inline-radio', options: ['inbox', 'sent', 'archived', 'all'], description: 'The folder (tab); absent shows the inbox.' },
    message: { control: 'number', description: 'Id of the message to open beside the list.' },
    q: { control: 'text', description: 'The search.' },
    filter: { control: 'inline-radio', options: ['all', 'unread'], description: 'unread: only unread messages (Inbox and All).' },
    pageSize: { control: 'inline-radio', options: [10, 25, 50], description: 'Messages a page (absent: 10).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: {
    viewport: VIEWPORTS,
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-messages');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The calls of the story's session, through the same transport as the element's. */
const api = () => apiFor('/rs', 'sv');

/** The rows of the list once it has loaded (the list region follows the folder heading). */
async function listRows(root: HTMLElement) {
  return waitFor(() => {
    const rows = root.querySelectorAll<HTMLElement>('[part=message]');
    if (!rows.length) throw new Error('no message rows yet');
    return [...rows];
  }, TIMEOUT);
}

/** Paths of the element's `fsp-navigate` events (nobody routes in a story, so it moves itself). */
function navigations(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
  return paths;
}

/** Opens the new-message dialog and waits for its receivers. */
async function openNewMessage(ui: Ui) {
  await userEvent.click(await ui.findByRole('button', { name: 'Nytt meddelande' }, TIMEOUT));
  const dialog = await ui.findByRole('dialog', { name: 'Nytt meddelande' }, TIMEOUT);
  return { dialog, d: within(dialog) };
}

/** Chooses a recipient in the dialog's combobox by typing and Enter. */
async function chooseRecipient(d: Ui, text: string, expected: string) {
  const box = d.getByRole('combobox', { name: 'Mottagare' });
  await typeInto(box, text);
  await waitFor(() => expect(d.getByRole('listbox', { name: 'Mottagare' })).toBeVisible(), TIMEOUT);
  await press(box, 'Enter');
  await expect(box).toHaveValue(expected);
}

/** A subject no other story (or run) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Fills recipient, subject and text of the open dialog. */
async function fillMessage(d: Ui, subject: string, body: string) {
  await chooseRecipient(d, 'petra', 'Petra Planerare');
  await typeInto(d.getByRole('textbox', { name: 'Ämne' }), subject);
  await typeInto(d.getByRole('textbox', { name: 'Meddelande' }), body);
}

/** A small real PDF (the server checks the content, not the name). */
const pdfFile = (name = 'Mått.pdf') => new File(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], name, { type: 'application/pdf', lastModified: 1 });

/** Replaces the answer to POST /rs/fsp/v1/messages for the story; the rest goes to the in-page server. */
function interceptSend(answer: (signal: AbortSignal | null | undefined) => Promise<Response>) {
  return () => {
    const original = getTransport();
    setTransport((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if ((init?.method ?? 'GET').toUpperCase() === 'POST' && url.pathname === '/rs/fsp/v1/messages') return answer(init?.signal);
      return original(input, init);
    });
    return () => setTransport(original);
  };
}

// ---- folders -------------------------------------------------------------------------------------

export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
    const tabs = ui.getByRole('tablist', { name: 'Mappar' });
    await expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Inkorg', 'Skickade', 'Arkiverade', 'Alla']);
    await expect(within(tabs).getByRole('tab', { name: 'Inkorg' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'Skickade' })).toHaveAttribute('href', '/messages/sent');
    await expect(ui.getByRole('tabpanel', { name: 'Inkorg' })).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Sök bland meddelanden' })).toHaveValue('');
    const filter = ui.getByRole('group', { name: 'Visa' });
    await expect(within(filter).getByRole('radio', { name: 'Alla' })).toBeChecked();
    await expect(within(filter).getByRole('radio', { name: 'Olästa' })).not.toBeChecked();
    const rows = await listRows(root);
    await expect(rows).toHaveLength(10);
    // received messages: the sender's name first, then the subject and the date
    for (const row of rows) await expect(row.textContent).not.toMatch(/^Till /);
    await expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/messages\/inbox\/\d+$/));
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(within(pages).getByText(/^Sida 1 av \d+$/)).toBeVisible();
    await expect(ui.getByText('Välj ett meddelande i listan för att läsa det.')).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Nytt meddelande' })).toBeVisible();
  },
};

export const InboxEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(within(ui.getByRole('tablist', { name: 'Folders' })).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Inbox', 'Sent', 'Archived', 'All']);
    await expect(ui.getByRole('searchbox', { name: 'Search messages' })).toBeVisible();
    await expect(within(ui.getByRole('group', { name: 'Show' })).getByRole('radio', { name: 'Unread' })).toBeVisible();
    await listRows(root);
    await expect(within(ui.getByRole('navigation', { name: 'Pages' })).getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(ui.getByRole('button', { name: 'New message' })).toBeVisible();
    await expect(ui.getByText('Choose a message in the list to read it.')).toBeVisible();
  },
};

/** Sent: the receiver's name ("Till …"); no All/Unread filter here. */
export const Sent: Story = {
  args: { folder: 'sent' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Skickade' })).toHaveAttribute('aria-selected', 'true');
    const rows = await listRows(root);
    for (const row of rows) await expect(row.textContent).toMatch(/^Till /);
    await expect(ui.queryByRole('group', { name: 'Visa' })).toBeNull();
    await expect(ui.getByRole('searchbox', { name: 'Sök bland meddelanden' })).toBeVisible();
  },
};

export const Archived: Story = {
  args: { folder: 'archived' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Arkiverade' })).toHaveAttribute('aria-selected', 'true');
    await expect((await listRows(root)).length).toBeGreaterThan(0);
    await expect(ui.queryByRole('group', { name: 'Visa' })).toBeNull();
  },
};

/** All, unread only: every row is marked unread (said in words for screen readers too). */
export const AllUnread: Story = {
  args: { folder: 'all', filter: 'unread' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Alla' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(ui.getByRole('group', { name: 'Visa' })).getByRole('radio', { name: 'Olästa' })).toBeChecked();
    const rows = await listRows(root);
    for (const row of rows) {
      await expect(row).toHaveAttribute('data-unread');
      await expect(within(row).getByRole('link')).toHaveAccessibleName(/^Oläst, /);
    }
  },
};

/** Choosing the unread filter: the list follows, and the element says where it is. */
export const ChooseUnread: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await listRows(root);
    await userEvent.click(ui.getByRole('radio', { name: 'Olästa' }));
    await expect(paths).toEqual(['/messages/inbox?filter=unread']);
    await expect(canvasElement.querySelector('fsp-messages')).toHaveAttribute('filter', 'unread');
    await waitFor(() => expect(root.querySelectorAll('[part=message]:not([data-unread])')).toHaveLength(0), TIMEOUT);
  },
};

/** A user with no messages at all: each folder says it is empty, in its own words. */
export const EmptyFolders: Story = {
  parameters: { persona: 'begransad@example.org' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inkorgen är tom' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('0 meddelanden')).toBeVisible();
    await expect(ui.queryByRole('navigation', { name: 'Sidor' })).toBeNull();
    const empty: [string, string][] = [
      ['Skickade', 'Inga skickade meddelanden'],
      ['Arkiverade', 'Arkivet är tomt'],
      ['Alla', 'Du har inga meddelanden'],
    ];
    for (const [tab, title] of empty) {
      await userEvent.click(ui.getByRole('tab', { name: tab }));
      await expect(await ui.findByRole('heading', { name: title }, TIMEOUT)).toBeVisible();
      await expect(ui.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(paths).toEqual(['/messages/sent', '/messages/archived', '/messages/all']);
    await expect(root.querySelector('[part=message-list]')).toBeNull();
  },
};

/** A search that finds nothing says so, naming what was searched for. */
export const SearchWithoutResults: Story = {
  args: { q: 'ingen-träff-zzz' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga meddelanden matchar ”ingen-träff-zzz”' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Sök bland meddelanden' })).toHaveValue('ingen-träff-zzz');
  },
};

/** Typing searches 300 ms after the last key: one navigation for the whole word, the list follows. */
export const SearchDebounced: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await listRows(root);
    const paths = navigations(canvasElement);
    await typeInto(ui.getByRole('searchbox', { name: 'Sök bland meddelanden' }), 'rollator');
    await new Promise((r) => setTimeout(r, 150));
    await expect(paths).toEqual([]); // not yet: still within 300 ms of the last key
    await waitFor(() => expect(paths).toEqual(['/messages/inbox?q=rollator']), TIMEOUT);
    await expect(canvasElement.querySelector('fsp-messages')).toHaveAttribute('q', 'rollator');
    // the list of the search has come (the one before stayed meanwhile, marked busy)
    await waitFor(() => expect(root.querySelector('[part=message-list]')).not.toHaveAttribute('aria-busy'), TIMEOUT);
    await expect(ui.getByText(/^\d+ meddelanden?$/)).toBeVisible();
    for (const row of await listRows(root)) await expect(row).toBeVisible();
    await expect(ui.getByRole('searchbox', { name: 'Sök bland meddelanden' })).toHaveValue('rollator');
  },
};

export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectStillLoading(ui);
    await expect(ui.queryByRole('list')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { api: { status: { '/fsp/v1/messages?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Meddelandena kunde inte hämtas');
  },
};

export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se dina meddelanden.');
    await expect(ui.queryByRole('button', { name: 'Nytt meddelande' })).toBeNull();
  },
};

/** Hundreds of messages, ten to a page; the next page keeps the list in place and takes the focus to its heading. */
export const LongListPaged: Story = {
  args: { folder: 'all' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const first = await listRows(root);
    await expect(first).toHaveLength(10);
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    const total = Number(/^Sida 1 av (\d+)$/.exec(within(pages).getByText(/^Sida 1 av/).textContent ?? '')?.[1]);
    await expect(total).toBeGreaterThan(10);
    await expect(within(pages).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    const firstSubject = first[0]?.textContent;
    await userEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
    await waitFor(() => expect(ui.getByText(`Sida 2 av ${total}`)).toBeVisible(), TIMEOUT);
    await waitFor(() => expect(root.querySelector('[part=message]')?.textContent).not.toBe(firstSubject), TIMEOUT);
    await expect(root.querySelectorAll('[part=message]')).toHaveLength(10);
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('heading', { level: 2, name: 'Alla' })), TIMEOUT);
  },
};

/**
 * 25 a page (`page-size`): the tabs keep it; on page 3 (messages 51 to 75), choosing 10 is an
 * fsp-navigate without `pageSize` (the default); the element shows page 6 of ten a page, which
 * holds message 51, the first shown before.
 */
export const RowsPerPage: Story = {
  args: { folder: 'all', pageSize: 25 },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { root, ui, host } = await element(canvasElement);
    await waitFor(async () => expect(await listRows(root)).toHaveLength(25), TIMEOUT);
    const select = ui.getByRole('combobox', { name: 'Rader per sida' });
    await expect(select).toHaveValue('25');
    await expect(ui.getByRole('tab', { name: 'Skickade' })).toHaveAttribute('href', '/messages/sent?pageSize=25');
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    for (const n of [2, 3]) {
      await userEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
      await waitFor(() => expect(within(pages).getByText(new RegExp(`^Sida ${n} av \\d+$`))).toBeVisible(), TIMEOUT);
    }
    /** The first message's path (its id), once the list is not loading. */
    const firstPath = () =>
      waitFor(() => {
        if (root.querySelector('[part=message-list][aria-busy=true]')) throw new Error('still loading');
        return root.querySelector('[part=message] a')?.getAttribute('href')?.split('?')[0];
      }, TIMEOUT);
    const first = await firstPath();
    await userEvent.selectOptions(select, '10');
    await expect(paths).toEqual(['/messages/all']);
    await waitFor(() => expect(host.hasAttribute('page-size')).toBe(false), TIMEOUT);
    await waitFor(() => expect(within(ui.getByRole('navigation', { name: 'Sidor' })).getByText(/^Sida 6 av \d+$/)).toBeVisible(), TIMEOUT);
    await waitFor(async () => expect(await listRows(root)).toHaveLength(10), TIMEOUT);
    await expect(await firstPath()).toBe(first);
  },
};

// ---- one message -----------------------------------------------------------------------------------

/** A message with attachments: download links, absolute signed links to the API. */
export const DetailWithAttachments: Story = {
  args: { folder: 'all' },
  play: async ({ canvasElement }) => {
    const { root, host } = await element(canvasElement);
    // The seed attaches files to a few messages; page through "all" for one.
    let found: { id: number; subject: string } | undefined;
    for (let from = 0; !found && from < 1000; from += 100) {
      const { page } = await api()('get', 'fsp/v1/messages', { query: { from, amount: 100 } });
      found = page.find((m) => m.attachmentCount > 0);
      if (!page.length) break;
    }
    if (!found) throw new Error('the seed has no message with an attachment');
    host.setAttribute('message', String(found.id));
    const detail = await waitFor(() => {
      const pane = root.querySelector<HTMLElement>('[part=detail] article');
      if (!pane) throw new Error('no message yet');
      return pane;
    }, TIMEOUT);
    const d = within(detail);
    await expect(d.getByRole('heading', { level: 2, name: found.subject })).toBeVisible();
    await expect(d.getByText('Från')).toBeVisible();
    await expect(d.getByText('Skickat')).toBeVisible();
    const attachments = d.getByRole('region', { name: 'Bilagor' });
    const links = within(attachments).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      await expect(link.getAttribute('href')).toMatch(new RegExp(`^${location.origin}/rs/fsp/v1/messages/${found.id}/attachments/\\d+/content\\?expires=\\d+&signature=[0-9a-f]{64}$`));
      await expect(link).toHaveAttribute('download');
    }
  },
};

/** Pasted HTML in a message is text: shown as written, line breaks kept, nothing rendered or run. */
export const MarkupBodyShownAsText: Story = {
  args: { folder: 'all' },
  play: async ({ canvasElement }) => {
    const { root, host } = await element(canvasElement);
    const { page } = await api()('get', 'fsp/v1/messages', { query: { searchValue: 'Inklistrad text från e-post', amount: 1 } });
    const pasted = page[0];
    if (!pasted) throw new Error('the seed has no message with pasted HTML');
    host.setAttribute('message', String(pasted.id));
    const body = await waitFor(() => {
      const b = root.querySelector<HTMLElement>('[part=body]');
      if (!b) throw new Error('no body yet');
      return b;
    }, TIMEOUT);
    await expect(body.textContent).toContain('<img src=x onerror=alert(1)>');
    await expect(body.textContent).toContain('<script>alert("hej")</script>');
    await expect(body.textContent).toContain('<a href="javascript:alert(1)">javascript:alert(1)</a>');
    await expect(body.children).toHaveLength(0); // one text node: no element of any kind
    await expect(root.querySelectorAll('img, script, [part=body] a')).toHaveLength(0);
    await expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
    await expect(body.textContent).toContain('Hej Frida!\n\nJag klistrar in');
  },
};

/** Opening an unread message: its heading takes the focus, and it is marked read in the list. */
export const OpenMarksRead: Story = {
  args: { filter: 'unread' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const [row] = await listRows(root);
    if (!row) throw new Error('no unread message');
    const link = within(row).getByRole('link');
    const id = Number(/\/(\d+)\?/.exec(link.getAttribute('href') ?? '')?.[1]);
    await userEvent.click(link);
    await expect(paths).toEqual([`/messages/inbox/${id}?filter=unread`]);
    const heading = await waitFor(() => {
      const h = root.querySelector<HTMLElement>('[part=subject]');
      if (!h) throw new Error('no message yet');
      return h;
    }, TIMEOUT);
    await waitFor(() => expect(focused(root)).toBe(heading), TIMEOUT);
    // read now: the open message says so, and the unread list no longer holds it
    await waitFor(() => expect(within(root.querySelector('[part=detail]') as HTMLElement).getByText('Läst')).toBeVisible(), TIMEOUT);
    await waitFor(() => expect(root.querySelector(`[part=message] a[href^="/messages/inbox/${id}?"]`)).toBeNull(), TIMEOUT);
    const { page } = await api()('get', 'fsp/v1/messages', { query: { isSender: 'false', isRead: 'false', amount: 500 } });
    await expect(page.some((m) => m.id === id)).toBe(false);
    await expect(ui.getByRole('tab', { name: 'Inkorg' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Another user's message (or none): not found, with the way back. */
export const MessageNotFound: Story = {
  args: { message: 99_999_999 },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Meddelandet finns inte' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText('Det kan ha tagits bort, eller så är det inte ditt att läsa.')).toBeVisible();
  },
};

/** Kalle Konsulent has the terms still to accept (403 TERMS_NOT_ACCEPTED): told so, not that the message is not there. */
export const TermsNotAccepted: Story = {
  args: { message: 1 },
  parameters: { persona: 'konsulent@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await waitFor(async () => expect(ui.getAllByText('Du måste godkänna villkoren för att använda tjänsten.').length).toBeGreaterThan(0), TIMEOUT);
    await expect(ui.queryByRole('heading', { name: 'Meddelandet finns inte' })).toBeNull();
  },
};

/** Archive, then unarchive: the message leaves the inbox, is in the archive, and comes back. */
export const ArchiveAndUnarchive: Story = {
  parameters: { persona: 'lager@example.org' },
  play: async ({ canvasElement }) => {
    const { root, ui, host } = await element(canvasElement);
    const [row] = await listRows(root);
    const link = within(row as HTMLElement).getByRole('link');
    const id = Number(/\/(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1]);
    await userEvent.click(link);
    const archive = await ui.findByRole('button', { name: 'Arkivera' }, TIMEOUT);
    await userEvent.click(archive);
    await expect(await ui.findByText('Meddelandet är arkiverat.', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(host).not.toHaveAttribute('message'), TIMEOUT);
    await waitFor(() => expect(root.querySelector(`[part=message] a[href="/messages/inbox/${id}"]`)).toBeNull(), TIMEOUT);
    // the focus is back in the list (its heading: the message has left it)
    await waitFor(() => expect(focused(root)).toBe(ui.getByRole('heading', { level: 2, name: 'Inkorg' })), TIMEOUT);

    await userEvent.click(ui.getByRole('tab', { name: 'Arkiverade' }));
    const archived = await waitFor(() => {
      const a = root.querySelector<HTMLElement>(`[part=message] a[href="/messages/archived/${id}"]`);
      if (!a) throw new Error('not in the archive yet');
      return a;
    }, TIMEOUT);
    await userEvent.click(archived);
    await userEvent.click(await ui.findByRole('button', { name: 'Flytta från arkivet' }, TIMEOUT));
    await expect(await ui.findByText('Meddelandet är flyttat från arkivet.', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(root.querySelector(`[part=message] a[href="/messages/archived/${id}"]`)).toBeNull(), TIMEOUT);
    await userEvent.click(ui.getByRole('tab', { name: 'Inkorg' }));
    await waitFor(() => expect(root.querySelector(`[part=message] a[href="/messages/inbox/${id}"]`)).not.toBeNull(), TIMEOUT);
  },
};

// ---- layouts -------------------------------------------------------------------------------------

/** 375 px: the list, or the open message with a back button; back returns the focus to its row. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { root, ui } = await element(canvasElement);
    const [row] = await listRows(root);
    await expect(ui.getByText('Välj ett meddelande i listan för att läsa det.')).not.toBeVisible(); // no empty pane beside the list
    const link = within(row as HTMLElement).getByRole('link');
    const href = link.getAttribute('href') ?? '';
    await userEvent.click(link);
    const back = await ui.findByRole('button', { name: 'Tillbaka till Inkorg' }, TIMEOUT);
    await waitFor(() => expect(root.querySelector('[part=subject]')).toBeVisible(), TIMEOUT);
    await expect(root.querySelector('[part=list-pane]')).not.toBeVisible();
    // nothing sticks out sideways
    await expect(root.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(back);
    await waitFor(() => expect(root.querySelector('[part=list-pane]')).toBeVisible(), TIMEOUT);
    await waitFor(() => expect(focused(root)).toBe(root.querySelector(`[part=message] a[href="${href}"]`)), TIMEOUT);
  },
};

/** 1366 px: the list and the open message side by side, no back button. */
export const Desktop1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    const { root, ui } = await element(canvasElement);
    const [row] = await listRows(root);
    await userEvent.click(within(row as HTMLElement).getByRole('link'));
    await waitFor(() => expect(root.querySelector('[part=subject]')).toBeVisible(), TIMEOUT);
    const list = root.querySelector('[part=list-pane]')?.getBoundingClientRect();
    const detail = root.querySelector('[part=detail]')?.getBoundingClientRect();
    if (!list || !detail) throw new Error('panes missing');
    await expect(detail.left).toBeGreaterThan(list.right);
    await expect(Math.abs(detail.top - list.top)).toBeLessThan(2);
    await expect(ui.queryByRole('button', { name: 'Tillbaka till Inkorg' })).toBeNull();
  },
};

// ---- writing -------------------------------------------------------------------------------------

/** The new-message dialog: Send only once there is a recipient, a subject and a text. */
export const NewMessageDialog: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const { dialog, d } = await openNewMessage(ui);
    await expect(dialog).toHaveAttribute('open');
    const send = d.getByRole('button', { name: 'Skicka' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Välj mottagare och fyll i ämne och meddelande för att kunna skicka.');
    await expect(focused(dialog)).toBe(d.getByRole('combobox', { name: 'Mottagare' }));
    await chooseRecipient(d, 'petra', 'Petra Planerare');
    await expect(send).toBeDisabled();
    await typeInto(d.getByRole('textbox', { name: 'Ämne' }), 'Utprovning');
    await expect(send).toBeDisabled();
    await typeInto(d.getByRole('textbox', { name: 'Meddelande' }), 'Hej!');
    await expect(send).toBeEnabled();
    await expect(d.getByRole('button', { name: 'Bifoga filer' })).toHaveAccessibleDescription('Bilder, PDF, Excel, Word eller XML. Högst 10 filer på högst 10 MB var.');
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    // the focus is back on the button that opened it
    await expect(focused(root)).toBe(ui.getByRole('button', { name: 'Nytt meddelande' }));
  },
};

export const NewMessageDialogEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await userEvent.click(await ui.findByRole('button', { name: 'New message' }, TIMEOUT));
    const d = within(await ui.findByRole('dialog', { name: 'New message' }, TIMEOUT));
    await expect(d.getByRole('combobox', { name: 'Recipient' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Attach files' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Sent with an attachment: the dialog closes, the notice, and it is in Sent with its file. */
export const SendWithAttachment: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const { d } = await openNewMessage(ui);
    const subject = unique('Mått till utprovningen');
    await fillMessage(d, subject, 'Hej Petra,\n\nmåtten bifogas.\n\nFrida');
    await pick(ui.getByRole('dialog'), [pdfFile()]);
    await expect(within(d.getByRole('list', { name: 'Bifogade filer' })).getByText('Mått.pdf')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Skicka' }));
    await expect(await ui.findByText('Meddelandet är skickat.', {}, TIMEOUT)).toBeVisible();
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await userEvent.click(ui.getByRole('tab', { name: 'Skickade' }));
    const row = await waitFor(() => {
      const r = [...root.querySelectorAll<HTMLElement>('[part=message]')].find((el) => el.textContent?.includes(subject));
      if (!r) throw new Error('not in Sent yet');
      return r;
    }, TIMEOUT);
    await expect(row).toHaveTextContent('Till Petra Planerare');
    await expect(row).toHaveTextContent('1 bilaga');
  },
};

/** Reply: the sender as recipient, "RE: " once, the original quoted under the 120-dash separator, the caret above it. */
export const ReplyDialog: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const [row] = await listRows(root);
    await userEvent.click(within(row as HTMLElement).getByRole('link'));
    const subject = await waitFor(() => {
      const h = root.querySelector<HTMLElement>('[part=subject]');
      if (!h) throw new Error('no message yet');
      return h.textContent ?? '';
    }, TIMEOUT);
    const sender = within(root.querySelector('[part=detail]') as HTMLElement).getByText('Från').nextElementSibling?.textContent ?? '';
    const senderName = sender.replace(/\s*<.*$/, '');
    await userEvent.click(ui.getByRole('button', { name: 'Svara' }));
    const dialog = await ui.findByRole('dialog', { name: 'Svara på meddelande' }, TIMEOUT);
    const d = within(dialog);
    await expect(d.getByRole('combobox', { name: 'Mottagare' })).toHaveValue(senderName);
    const subjectField = d.getByRole('textbox', { name: 'Ämne' });
    await expect(subjectField).toHaveValue(`RE: ${subject.replace(/^(RE:\s*)+/i, '')}`);
    await expect((subjectField as HTMLInputElement).value).not.toMatch(/^RE: RE:/);
    const body = d.getByRole<HTMLTextAreaElement>('textbox', { name: 'Meddelande' });
    const lines = body.value.split('\n');
    await expect(lines.slice(0, 3)).toEqual(['', '', REPLY_SEPARATOR]);
    await expect(lines[2]).toHaveLength(120);
    await expect(lines[3]).toMatch(new RegExp(`^Den \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} skrev ${senderName} <.+@.+>:$`));
    await expect(lines.slice(4).every((l) => l === '>' || l.startsWith('> '))).toBe(true);
    await waitFor(() => expect(focused(dialog)).toBe(body), TIMEOUT);
    await expect(body.selectionStart).toBe(0);
    await expect(d.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  },
};

/** A wrong type and a file over 10 MB are refused before anything is sent, each by name. */
export const RefusedFile: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { dialog, d } = await openNewMessage(ui);
    await pick(dialog, [pdfFile('ok.pdf'), new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }), new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'stor.pdf', { type: 'application/pdf' })]);
    const alert = d.getByRole('alert');
    await expect(alert).toHaveTextContent('program.exe kan inte bifogas: bara bilder, PDF, Excel, Word och XML går att bifoga.');
    await expect(alert).toHaveTextContent('stor.pdf kan inte bifogas: filen är större än 10 MB.');
    await expect(within(d.getByRole('list', { name: 'Bifogade filer' })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A file named .pdf that is no PDF passes the picker; the server refuses it, and the dialog keeps everything. */
export const ServerRefusedFile: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { dialog, d } = await openNewMessage(ui);
    const subject = unique('Fel fil');
    await fillMessage(d, subject, 'Se bilagan.');
    await pick(dialog, [new File(['det här är ingen pdf'], 'falsk.pdf', { type: 'application/pdf' })]);
    await userEvent.click(d.getByRole('button', { name: 'Skicka' }));
    await expect(await d.findByText(/En av filerna är inte en bild, PDF, Excel, Word eller XML/, {}, TIMEOUT)).toBeVisible();
    await expect(dialog).toHaveAttribute('open');
    await expect(d.getByRole('textbox', { name: 'Ämne' })).toHaveValue(subject);
    await expect(d.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Se bilagan.');
    await expect(d.getByRole('combobox', { name: 'Mottagare' })).toHaveValue('Petra Planerare');
    await expect(within(d.getByRole('list', { name: 'Bifogade filer' })).getByText('falsk.pdf')).toBeVisible();
    // said in the dialog only, not in the snackbar as well
    await expect(ui.queryByText('Meddelandet är skickat.')).toBeNull();
  },
};

/** While the files upload: the progress bar, Send busy, nothing to change in the list of files. */
export const UploadInProgress: Story = {
  beforeEach: interceptSend(
    (signal) =>
      new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      }),
  ),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { dialog, d } = await openNewMessage(ui);
    await fillMessage(d, unique('Uppladdning pågår'), 'Bifogar måtten.');
    await pick(dialog, [pdfFile()]);
    await userEvent.click(d.getByRole('button', { name: 'Skicka' }));
    const bar = await d.findByRole('progressbar', { name: 'Skickar' }, TIMEOUT);
    await expect(bar).toBeVisible();
    await expect(d.getByRole('button', { name: 'Skicka' })).toHaveAttribute('aria-busy', 'true');
    await expect(d.getByRole('button', { name: 'Ta bort Mått.pdf' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Bifoga filer' })).toBeDisabled();
    // Cancel stops the upload and closes the dialog
    await userEvent.click(d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
  },
};

/** The send fails (a server error): the dialog says so and keeps the recipient, text and files; Send again works. */
export const SendFailureKeepsText: Story = {
  beforeEach: interceptSend(() => Promise.resolve(Response.json({ error: { code: 'INTERNAL', errorMessage: 'Internt fel' } }, { status: 500 }))),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const { dialog, d } = await openNewMessage(ui);
    const subject = unique('Skickas inte');
    const text = 'Rad ett\nRad två\n\n<b>inte fet</b>';
    await fillMessage(d, subject, text);
    await pick(dialog, [pdfFile()]);
    await userEvent.click(d.getByRole('button', { name: 'Skicka' }));
    await expectFailureAlert(d, 'Meddelandet skickades inte.');
    await expect(dialog).toHaveAttribute('open');
    await expect(d.getByRole('combobox', { name: 'Mottagare' })).toHaveValue('Petra Planerare');
    await expect(d.getByRole('textbox', { name: 'Ämne' })).toHaveValue(subject);
    await expect(d.getByRole('textbox', { name: 'Meddelande' })).toHaveValue(text);
    await expect(within(d.getByRole('list', { name: 'Bifogade filer' })).getByText('Mått.pdf')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Skicka' })).toBeEnabled();
    await expect(d.queryByRole('progressbar')).toBeNull();
  },
};
