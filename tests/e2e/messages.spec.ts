/**
 * Messages (spec 1 §2 Messages, §4, §5, §7) against the reference server, as users: Frida
 * Förskrivare writes to Petra Planerare with an attachment, Petra reads it (the header's unread
 * count drops at once) and downloads the file, replies (RE: once, the quote under the 120-dash
 * separator), Frida reads the reply, archives and unarchives it; the same inbox in embedded mode;
 * a message whose text is markup runs nothing; another user's message is refused (403).
 *
 * The server is shared by the whole run and other tests read the seeded messages: every message
 * here has a subject of its own, and counts are compared before and after, never to a number.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { REPLY_SEPARATOR } from '../../src/contract/constants.ts';
import { expectLoggedIn, expectNoShell, expectNoViolations, signIn, storedSession } from './helpers.ts';

const FRIDA = 'forskrivare@example.org';
const PETRA = 'planerare@example.org';
const TOVE = 'tekniker@example.org';
const EMBEDDED_KEY = 'fsp.session.embedded';

/** One subject per run and test: other tests and earlier runs never match it. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small real PDF (the server checks the content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A page of its own (a browser context: its own session) logged in as `username`, on `path`. */
async function userPage(browser: Browser, username: string, path = '/messages', name?: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username);
  await page.goto(path);
  if (name) await expectLoggedIn(page, name);
  return page;
}

const messages = (page: Page) => page.locator('fsp-messages');

/** The header's message link and the unread count it shows (0 when it shows none). */
function messagesLink(page: Page): Locator {
  return page.locator('header').getByRole('link', { name: /Meddelanden|Messages/ });
}
async function unreadCount(page: Page): Promise<number> {
  const text = (await messagesLink(page).textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? 0);
}

async function sessionId(page: Page): Promise<string> {
  const { local, session } = await storedSession(page);
  const id = session ?? local;
  if (!id) throw new Error('no session');
  return id;
}

/** The row of the list whose subject is `subject` (exactly), and the id its link carries. */
async function row(page: Page, subject: string | RegExp) {
  const item = messages(page).locator('[part=message]').filter({ has: page.locator('.subject', { hasText: subject }) });
  await expect(item).toHaveCount(1);
  const href = (await item.getByRole('link').getAttribute('href')) ?? '';
  return { item, id: Number(/\/messages\/\w+\/(\d+)/.exec(href)?.[1]) };
}

/** Writes a message in the dialog: recipient by typing and Enter, subject, text, files; sends it. */
async function send(page: Page, { to, subject, body, files = [] }: { to: string; subject: string; body: string; files?: { name: string; mimeType: string; buffer: Buffer }[] }) {
  await messages(page).getByRole('button', { name: 'Nytt meddelande' }).click();
  const dialog = messages(page).getByRole('dialog', { name: 'Nytt meddelande' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Skicka' });
  await expect(send).toBeDisabled();
  const recipient = dialog.getByRole('combobox', { name: 'Mottagare' });
  await recipient.pressSequentially(to.split(' ')[0] ?? to);
  await expect(dialog.getByRole('listbox', { name: 'Mottagare' }).getByRole('option', { name: new RegExp(to) })).toBeVisible();
  await recipient.press('ArrowDown');
  await recipient.press('ArrowUp');
  await expect(dialog.getByRole('option', { name: new RegExp(to) })).toHaveAttribute('aria-selected', 'true');
  await recipient.press('Enter');
  await expect(recipient).toHaveValue(to);
  await dialog.getByRole('textbox', { name: 'Ämne' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Meddelande' }).fill(body);
  if (files.length) await dialog.locator('input[type=file]').setInputFiles(files);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Meddelandet är skickat.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('a message with an attachment from Frida to Petra: Petra reads it, the unread count drops at once, the file downloads', async ({ browser }) => {
  test.setTimeout(90_000);
  const subject = unique('Mått inför utprovning');
  const body = 'Hej Petra!\n\nMåtten från hembesöket bifogas.\n  Sittbredd 44 cm\n\nFrida';

  const frida = await userPage(browser, FRIDA, '/messages', 'Frida Förskrivare');
  // /messages is the inbox
  await expect(frida).toHaveURL(/\/messages\/inbox$/);
  await expect(messages(frida).getByRole('tab', { name: 'Inkorg' })).toHaveAttribute('aria-selected', 'true');
  await send(frida, { to: 'Petra Planerare', subject, body, files: [{ name: 'Mått.pdf', mimeType: 'application/pdf', buffer: PDF }] });
  await messages(frida).getByRole('tab', { name: 'Skickade' }).click();
  await expect(frida).toHaveURL(/\/messages\/sent$/);
  const sent = await row(frida, subject);
  await expect(sent.item).toContainText('Till Petra Planerare');
  await expect(sent.item).toContainText('1 bilaga');

  const petra = await userPage(browser, PETRA, '/', 'Petra Planerare');
  await expect(messagesLink(petra)).toBeVisible();
  await expect.poll(() => unreadCount(petra)).toBeGreaterThan(0);
  await messagesLink(petra).click();
  await expect(petra).toHaveURL(/\/messages\/inbox$/);
  // the search, 300 ms after typing, into the URL
  await messages(petra).getByRole('searchbox', { name: 'Sök bland meddelanden' }).fill(subject);
  await expect(petra).toHaveURL(new RegExp(`/messages/inbox\\?q=${encodeURIComponent(subject).replace(/%20/g, '\\+')}$`));
  const received = await row(petra, subject);
  await expect(received.item).toHaveAttribute('data-unread', 'true');
  await expect(received.item).toContainText('Frida Förskrivare');
  const before = await unreadCount(petra);

  await received.item.getByRole('link').click();
  await expect(petra).toHaveURL(new RegExp(`/messages/inbox/${received.id}\\?q=`));
  const detail = messages(petra).locator('[part=detail]');
  await expect(detail.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  expect(await detail.locator('[part=body]').evaluate((el) => el.textContent)).toBe(body);
  // marked read: the open message, the list, and the header's count at once (the shared cache)
  await expect(detail.getByText('Läst', { exact: true })).toBeVisible();
  await expect(received.item).not.toHaveAttribute('data-unread');
  await expect.poll(() => unreadCount(petra), { timeout: 5_000 }).toBe(before - 1);

  const file = detail.getByRole('link', { name: 'Mått.pdf' });
  const href = (await file.getAttribute('href')) ?? '';
  expect(href).toMatch(/^http:\/\/localhost:\d+\/rs\/fsp\/v1\/messages\/\d+\/attachments\/\d+\/content\?expires=\d+&signature=[0-9a-f]{64}$/);
  const download = await petra.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expectNoViolations(petra, 'messages: a message open (1280 px)', { include: 'fsp-messages' });
  await petra.context().close();
  await frida.context().close();
});

test('reply: RE: once, the original quoted under the 120-dash separator; archive and unarchive', async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = unique('Ombokning');
  const frida = await userPage(browser, FRIDA, '/messages', 'Frida Förskrivare');
  await send(frida, { to: 'Petra Planerare', subject, body: 'Hej!\nKan vi flytta utprovningen till torsdag?\n<b>Frida</b>' });

  const petra = await userPage(browser, PETRA, `/messages/inbox?q=${encodeURIComponent(subject)}`, 'Petra Planerare');
  await expect(petra).toHaveURL(/\/messages\/inbox\?q=/);
  await (await row(petra, subject)).item.getByRole('link').click();
  await messages(petra).getByRole('button', { name: 'Svara' }).click();
  const dialog = messages(petra).getByRole('dialog', { name: 'Svara på meddelande' });
  await expect(dialog.getByRole('combobox', { name: 'Mottagare' })).toHaveValue('Frida Förskrivare');
  await expect(dialog.getByRole('textbox', { name: 'Ämne' })).toHaveValue(`RE: ${subject}`);
  const text = dialog.getByRole('textbox', { name: 'Meddelande' });
  await expect(text).toBeFocused();
  const draft = await text.inputValue();
  const lines = draft.split('\n');
  expect(lines.slice(0, 3)).toEqual(['', '', REPLY_SEPARATOR]);
  expect(lines[2]).toHaveLength(120);
  expect(lines[3]).toMatch(/^Den \d{4}-\d{2}-\d{2} \d{2}:\d{2} skrev Frida Förskrivare <forskrivare@example\.org>:$/);
  expect(lines.slice(4)).toEqual(['> Hej!', '> Kan vi flytta utprovningen till torsdag?', '> <b>Frida</b>']);
  // the caret waits above the quote
  await petra.keyboard.type('Torsdag passar bra.');
  await expect(text).toHaveValue(`Torsdag passar bra.${draft}`);
  await dialog.getByRole('button', { name: 'Skicka' }).click();
  await expect(petra.getByText('Meddelandet är skickat.')).toBeVisible();

  // Frida reads the reply: the quote as text, with the separator
  await frida.goto(`/messages/inbox?q=${encodeURIComponent(subject)}`);
  const reply = await row(frida, `RE: ${subject}`);
  await reply.item.getByRole('link').click();
  const body = messages(frida).locator('[part=body]');
  await expect(body).toContainText('Torsdag passar bra.');
  await expect(body).toContainText(REPLY_SEPARATOR);
  await expect(body).toContainText('> <b>Frida</b>');
  await expect(body.locator('b')).toHaveCount(0);
  // replying to the reply: still one RE:
  await messages(frida).getByRole('button', { name: 'Svara' }).click();
  const again = messages(frida).getByRole('dialog', { name: 'Svara på meddelande' });
  await expect(again.getByRole('textbox', { name: 'Ämne' })).toHaveValue(`RE: ${subject}`);
  await again.getByRole('button', { name: 'Avbryt' }).click();
  await expect(again).toHaveCount(0);

  // archive: out of the inbox, into the archive; unarchive: back
  await messages(frida).getByRole('button', { name: 'Arkivera' }).click();
  await expect(frida.getByText('Meddelandet är arkiverat.')).toBeVisible();
  await expect(frida).toHaveURL(new RegExp(`/messages/inbox\\?q=`));
  await expect(messages(frida).locator(`[part=message] a[href^="/messages/inbox/${reply.id}"]`)).toHaveCount(0);
  await messages(frida).getByRole('tab', { name: 'Arkiverade' }).click();
  await expect(frida).toHaveURL(/\/messages\/archived\?q=/);
  const archived = await row(frida, `RE: ${subject}`);
  expect(archived.id).toBe(reply.id);
  await archived.item.getByRole('link').click();
  await expect(messages(frida).locator('[part=detail]')).toContainText('arkiverat');
  await messages(frida).getByRole('button', { name: 'Flytta från arkivet' }).click();
  await expect(frida.getByText('Meddelandet är flyttat från arkivet.')).toBeVisible();
  await expect(messages(frida).locator('[part=message]')).toHaveCount(0);
  await expect(messages(frida).getByRole('heading', { name: /Inga meddelanden matchar/ })).toBeVisible();
  await messages(frida).getByRole('tab', { name: 'Inkorg' }).click();
  expect((await row(frida, `RE: ${subject}`)).id).toBe(reply.id);
  // the browser's back button goes back through the folders
  await frida.goBack();
  await expect(frida).toHaveURL(/\/messages\/archived\?q=/);
  await expect(messages(frida).getByRole('tab', { name: 'Arkiverade' })).toHaveAttribute('aria-selected', 'true');

  await petra.context().close();
  await frida.context().close();
});

test('the same inbox embedded: /embedded/messages with an embedded login token, moving inside /embedded', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const subject = unique('Inbäddat');
  const frida = await userPage(browser, FRIDA, '/messages', 'Frida Förskrivare');
  await send(frida, { to: 'Petra Planerare', subject, body: 'Syns det här i det andra systemet?' });
  await frida.context().close();

  const res = await request.post('/dev/login-tokens', { data: { username: PETRA, sessionKind: 'embedded' } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto(`/embedded/messages?loginToken=${token}`);
  await expect(page).toHaveURL(/\/embedded\/messages\/inbox$/);
  await expect(page.locator('.shell-embedded main fsp-messages')).toBeVisible();
  await expectNoShell(page);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), EMBEDDED_KEY)).toMatch(/^[0-9a-f]{32}$/);
  await expect(messages(page).locator('[part=message]').first()).toBeVisible();

  await messages(page).getByRole('searchbox', { name: 'Sök bland meddelanden' }).fill(subject);
  await expect(page).toHaveURL(/\/embedded\/messages\/inbox\?q=/);
  const found = await row(page, subject);
  await found.item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/embedded/messages/inbox/${found.id}\\?q=`));
  await expect(messages(page).locator('[part=body]')).toHaveText('Syns det här i det andra systemet?');
  await messages(page).getByRole('tab', { name: 'Skickade' }).click();
  await expect(page).toHaveURL(/\/embedded\/messages\/sent\?q=/);
  await expect(messages(page).getByRole('heading', { name: /Inga meddelanden matchar/ })).toBeVisible();
  await page.reload();
  await expect(messages(page).getByRole('tab', { name: 'Skickade' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.shell-embedded')).toBeVisible();
  // writing works too: the embedded session may list the receivers
  await messages(page).getByRole('button', { name: 'Nytt meddelande' }).click();
  const dialog = messages(page).getByRole('dialog', { name: 'Nytt meddelande' });
  await dialog.getByRole('combobox', { name: 'Mottagare' }).pressSequentially('Frida');
  await expect(dialog.getByRole('option', { name: /Frida Förskrivare/ })).toBeVisible();
  await page.keyboard.press('Escape'); // closes the list
  await page.keyboard.press('Escape'); // clears the field
  await page.keyboard.press('Escape'); // closes the dialog
  await expect(dialog).toHaveCount(0);
});

test('a message whose text is markup shows the text and runs nothing', async ({ browser }) => {
  test.setTimeout(90_000);
  const subject = unique('Inklistrat');
  const markup = 'Se nedan:\n<img src=x onerror=alert(1)>\n<script>alert(2)</script>\n<a href="javascript:alert(3)">klicka</a>\nslut';
  const frida = await userPage(browser, FRIDA, '/messages', 'Frida Förskrivare');
  // Sent through the API, as another client could.
  const sent = await frida.request.post('/rs/fsp/v1/messages', {
    headers: { 'X-Session-Id': await sessionId(frida) },
    multipart: { data: JSON.stringify({ receiverId: 4, subject, body: markup }) },
  });
  expect(sent.status()).toBe(201);
  await frida.context().close();

  const petra = await userPage(browser, PETRA, `/messages/inbox?q=${encodeURIComponent(subject)}`, 'Petra Planerare');
  const dialogs: string[] = [];
  petra.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await (await row(petra, subject)).item.getByRole('link').click();
  const body = messages(petra).locator('[part=body]');
  await expect(body).toHaveText(markup, { useInnerText: false });
  expect(await body.evaluate((el) => el.textContent)).toBe(markup); // exactly, line breaks and all
  await expect(body.locator('*')).toHaveCount(0);
  await expect(messages(petra).locator('img, script')).toHaveCount(0);
  await expect(messages(petra).getByRole('link', { name: 'klicka' })).toHaveCount(0);
  expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  await petra.waitForTimeout(500); // an onerror would have fired by now
  expect(dialogs).toEqual([]);
  await petra.context().close();
});

test("another user's message answers 403, and the page says it is not there", async ({ browser }) => {
  test.setTimeout(90_000);
  const subject = unique('Privat');
  const frida = await userPage(browser, FRIDA, '/messages', 'Frida Förskrivare');
  const sent = await frida.request.post('/rs/fsp/v1/messages', {
    headers: { 'X-Session-Id': await sessionId(frida) },
    multipart: { data: JSON.stringify({ receiverId: 4, subject, body: 'Bara till Petra.' }) },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await frida.context().close();

  const tove = await userPage(browser, TOVE, '/messages', 'Tove Tekniker');
  const headers = { 'X-Session-Id': await sessionId(tove) };
  const read = await tove.request.get(`/rs/fsp/v1/messages/${id}`, { headers });
  expect(read.status()).toBe(403);
  expect(((await read.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  for (const action of ['READ', 'ARCHIVE']) {
    const act = await tove.request.post(`/rs/fsp/v1/messages/${id}`, { headers, data: { action } });
    expect(act.status(), action).toBe(403);
  }
  // nor is it in any of her lists
  const all = await tove.request.get(`/rs/fsp/v1/messages?searchValue=${encodeURIComponent(subject)}`, { headers });
  expect(((await all.json()) as { count: number }).count).toBe(0);

  await tove.goto(`/messages/inbox/${id}`);
  await expect(messages(tove).getByRole('heading', { name: 'Meddelandet finns inte' })).toBeVisible();
  await expect(messages(tove).locator('[part=body]')).toHaveCount(0);
  // an unknown folder or a malformed id is not found
  await tove.goto('/messages/trash');
  await expect(tove.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
  await tove.context().close();
});

for (const width of [375, 1366]) {
  test(`axe and layout at ${width} px: the inbox, a message, the new-message dialog`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await userPage(browser, FRIDA, '/messages/inbox', 'Frida Förskrivare', width);
    const first = messages(page).locator('[part=message]').first();
    await expect(first).toBeVisible();
    await expectNoViolations(page, `messages: the inbox (${width} px)`, { include: 'fsp-messages' });
    await first.getByRole('link').click();
    const detail = messages(page).locator('[part=detail]');
    await expect(detail.locator('[part=subject]')).toBeFocused();
    if (width === 375) {
      // the list gives way to the message, which has a way back
      await expect(messages(page).locator('[part=list-pane]')).toBeHidden();
      await expect(detail.getByRole('button', { name: 'Tillbaka till Inkorg' })).toBeVisible();
      // nothing of the element sticks out sideways (the shell's header is a11y.spec.ts's); what a
      // box of its own scrolls sideways (the folder tabs, with their arrows) is inside it, clipped
      const overflow = await messages(page).evaluate((host) => {
        const right = host.getBoundingClientRect().right;
        const scrolled = (el: Element) => {
          for (let up = el.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
          return false;
        };
        return [...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter((el) => el.getBoundingClientRect().right > right + 0.5 && !scrolled(el)).map((el) => el.className);
      });
      expect(overflow).toEqual([]);
      expect((await messages(page).boundingBox())?.width).toBeLessThanOrEqual(width);
    } else {
      const list = await messages(page).locator('[part=list-pane]').boundingBox();
      const pane = await detail.boundingBox();
      expect(list && pane && pane.x > list.x + list.width).toBe(true);
      await expect(detail.getByRole('button', { name: 'Tillbaka till Inkorg' })).toBeHidden();
    }
    await expectNoViolations(page, `messages: a message (${width} px)`, { include: 'fsp-messages' });
    if (width === 375) {
      await detail.getByRole('button', { name: 'Tillbaka till Inkorg' }).click();
      await expect(first.getByRole('link')).toBeFocused();
    }
    await messages(page).getByRole('button', { name: 'Nytt meddelande' }).click();
    await expect(messages(page).getByRole('dialog', { name: 'Nytt meddelande' })).toBeVisible();
    await expectNoViolations(page, `messages: the new-message dialog (${width} px)`, { include: 'fsp-messages' });
    await page.keyboard.press('Escape');
    await expect(messages(page).getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });
}

test('a search replaces the history entry: Back leaves the messages instead of stepping through each search', async ({ browser }) => {
  const page = await userPage(browser, FRIDA, '/', 'Frida Förskrivare');
  await messagesLink(page).click();
  await expect(page).toHaveURL(/\/messages\/inbox$/);
  const search = messages(page).getByRole('searchbox', { name: 'Sök bland meddelanden' });
  await search.fill('rollator');
  await expect(page).toHaveURL(/\/messages\/inbox\?q=rollator$/);
  await search.fill('leverans');
  await expect(page).toHaveURL(/\/messages\/inbox\?q=leverans$/);
  // Opening a message is a move of its own: Back closes it and keeps the search.
  await messages(page).locator('[part=message] a').first().click();
  await expect(page).toHaveURL(/\/messages\/inbox\/\d+\?q=leverans$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/messages\/inbox\?q=leverans$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});
