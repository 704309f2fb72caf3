/**
 * The messages area's pure rules: the reply draft (subject prefix, the 120-character separator,
 * the quote and its sender/date line), the folder → list query mapping of spec 1 §7, paging (the
 * page input rule of spec 1 §5), the route helper, and the attachment checks made before sending.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_STATUS, REPLY_SEPARATOR, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../src/contract/constants.ts';
import type { Message } from '../../src/contract/messages.ts';
import { routes } from '../../src/core/routes.ts';
import { matchesQuery } from '../../src/core/ui/combobox.tsx';
import { acceptsFile, checkFiles, type FileRules } from '../../src/core/ui/file-upload.tsx';
import { clampPage, listQuery, MESSAGES_PER_PAGE, offersFilter, pageCount, toFilter, toFolder, toSearch } from '../../src/elements/messages/folders.ts';
import { quoteLines, replyDraft, replySubject } from '../../src/elements/messages/reply.ts';

const frida = { id: 1, firstName: 'Frida', surname: 'Förskrivare', email: 'forskrivare@example.org' };
const konrad = { id: 2, firstName: 'Konrad', surname: 'Konsulent', email: 'konsulent@example.org' };

function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 7,
    subject: 'Rullator till brukare',
    sentDate: '2025-03-04T08:15:00Z',
    status: MESSAGE_STATUS.active,
    isSender: false,
    sender: konrad,
    receiver: { ...frida, messageId: 7, isRead: false },
    attachmentCount: 0,
    body: 'Hej Frida,\n\nkan du titta på ordern?\r\nMvh Konrad',
    attachments: [],
    ...overrides,
  };
}

describe('reply', () => {
  it('prefixes the subject with one "RE: ", never stacking them', () => {
    expect(replySubject('Rullator')).toBe('RE: Rullator');
    expect(replySubject('RE: Rullator')).toBe('RE: Rullator');
    expect(replySubject('Re: re:RE:  Rullator')).toBe('RE: Rullator');
    expect(replySubject('SV: Rullator')).toBe('RE: Rullator');
    // "RE" inside a word is no prefix
    expect(replySubject('Rekvisition')).toBe('RE: Rekvisition');
  });

  it('keeps the subject within the contract’s 200 characters', () => {
    expect(replySubject('x'.repeat(200))).toHaveLength(200);
    expect(replySubject('x'.repeat(200)).startsWith('RE: xxx')).toBe(true);
  });

  it('quotes every line with "> " and normalises line breaks', () => {
    expect(quoteLines('a\r\nb\rc\n\nd')).toBe('> a\n> b\n> c\n>\n> d');
  });

  it('drafts the reply: the sender as recipient, an empty start, the separator, the sender/date line, the quote', () => {
    const wrote = 'Den 2025-03-04 09:15 skrev Konrad Konsulent <konsulent@example.org>:';
    const draft = replyDraft(message(), wrote);
    expect(draft.receiver).toEqual(konrad);
    expect(draft.subject).toBe('RE: Rullator till brukare');
    const lines = draft.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['', '']);
    expect(lines[2]).toBe(REPLY_SEPARATOR);
    expect(lines[2]).toHaveLength(120);
    expect(lines[2]).toMatch(/^-{120}$/);
    expect(lines[3]).toBe(wrote);
    expect(lines.slice(4)).toEqual(['> Hej Frida,', '>', '> kan du titta på ordern?', '> Mvh Konrad']);
  });

  it('replies to the receiver of a message the user sent', () => {
    const draft = replyDraft(message({ isSender: true, sender: frida, receiver: { ...konrad, messageId: 7, isRead: true } }), 'x');
    expect(draft.receiver).toEqual(konrad);
  });

  it('keeps markup of the original as the text it is', () => {
    const draft = replyDraft(message({ body: '<img src=x onerror=alert(1)>' }), 'x');
    expect(draft.body.endsWith('> <img src=x onerror=alert(1)>')).toBe(true);
  });
});

describe('folders', () => {
  it('reads the folder and filter attributes, defaulting to the inbox and all', () => {
    expect(toFolder(null)).toBe('inbox');
    expect(toFolder('SENT')).toBe('sent');
    expect(toFolder('trash')).toBe('inbox');
    expect(toFilter('UNREAD', 'inbox')).toBe('unread');
    expect(toFilter('unread', 'all')).toBe('unread');
    // the filter is offered on the inbox and all only
    expect(toFilter('unread', 'sent')).toBe('all');
    expect(toFilter('unread', 'archived')).toBe('all');
    expect(toFilter('x', 'inbox')).toBe('all');
    expect([offersFilter('inbox'), offersFilter('sent'), offersFilter('archived'), offersFilter('all')]).toEqual([true, false, false, true]);
  });

  it('maps each folder to the list query of spec 1 §7', () => {
    const base = { sort: 'SentDate:desc', from: 0, amount: 10 };
    expect(listQuery({ folder: 'inbox', filter: 'all', q: '', page: 1 })).toEqual({ ...base, isSender: 'false', status: 20 });
    expect(listQuery({ folder: 'sent', filter: 'all', q: '', page: 1 })).toEqual({ ...base, isSender: 'true', status: 20 });
    expect(listQuery({ folder: 'archived', filter: 'all', q: '', page: 1 })).toEqual({ ...base, status: 90 });
    // all: every status from 20 to 90, both sides: no status, no side
    expect(listQuery({ folder: 'all', filter: 'all', q: '', page: 1 })).toEqual(base);
  });

  it('adds the unread filter, the search and the page window', () => {
    expect(listQuery({ folder: 'inbox', filter: 'unread', q: '  rullator ', page: 3 })).toEqual({
      sort: 'SentDate:desc',
      from: 20,
      amount: MESSAGES_PER_PAGE,
      isSender: 'false',
      status: 20,
      isRead: 'false',
      searchValue: 'rullator',
    });
    expect(listQuery({ folder: 'all', filter: 'unread', q: '', page: 1 }).isRead).toBe('false');
    // a filter where none is offered is ignored
    expect(listQuery({ folder: 'sent', filter: 'unread', q: '', page: 1 }).isRead).toBeUndefined();
    expect(toSearch('x'.repeat(300))).toHaveLength(200);
  });

  it('keeps a page between 1 and the number of pages', () => {
    expect(MESSAGES_PER_PAGE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(clampPage(0, 35)).toBe(1);
    expect(clampPage(-4, 35)).toBe(1);
    expect(clampPage(4, 35)).toBe(4);
    expect(clampPage(5, 35)).toBe(4);
    expect(clampPage(2.7, 35)).toBe(2);
    expect(clampPage(Number.NaN, 35)).toBe(1);
    // the last message of the last page archived: the new last page
    expect(clampPage(4, 30)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('pages by the size chosen (spec 1 §9: 25 or 50)', () => {
    expect(listQuery({ folder: 'inbox', filter: 'all', q: '', page: 3, pageSize: 25 })).toMatchObject({ from: 50, amount: 25 });
    expect(listQuery({ folder: 'sent', filter: 'all', q: '', page: 1, pageSize: 50 })).toMatchObject({ from: 0, amount: 50 });
    expect([pageCount(25, 25), pageCount(26, 25), pageCount(101, 50)]).toEqual([1, 2, 3]);
    expect(clampPage(4, 60, 25)).toBe(3);
    expect(clampPage(2, 60, 50)).toBe(2);
  });
});

describe('routes.messages', () => {
  it('builds /messages/{folder}[/{id}] with q and the unread filter', () => {
    expect(routes.messages()).toBe('/messages/inbox');
    expect(routes.messages('sent', 12)).toBe('/messages/sent/12');
    expect(routes.messages('all', null, { q: ' rullator & co ', filter: 'unread' })).toBe('/messages/all?q=rullator+%26+co&filter=unread');
    expect(routes.messages('inbox', null, { q: '', filter: 'all' })).toBe('/messages/inbox');
  });

  it('keeps the messages a page in the query, but the default 10', () => {
    expect(routes.messages('inbox', null, { pageSize: 25 })).toBe('/messages/inbox?pageSize=25');
    expect(routes.messages('all', 7, { q: 'a', filter: 'unread', pageSize: 50 })).toBe('/messages/all/7?q=a&filter=unread&pageSize=50');
    expect(routes.messages('sent', null, { pageSize: 10 })).toBe('/messages/sent');
  });
});

describe('attachments before sending', () => {
  const rules: FileRules = { accept: UPLOAD_ACCEPT, maxBytes: UPLOAD_MAX_BYTES, maxFiles: UPLOAD_MAX_FILES };
  const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type, lastModified: 1 });

  it('accepts the types of spec 1 §5 by extension or type', () => {
    expect(acceptsFile(file('a.pdf', 'application/pdf'), UPLOAD_ACCEPT)).toBe(true);
    expect(acceptsFile(file('A.XLSX', ''), UPLOAD_ACCEPT)).toBe(true);
    expect(acceptsFile(file('bild.png', 'image/png'), UPLOAD_ACCEPT)).toBe(true);
    expect(acceptsFile(file('data.xml', 'text/xml'), UPLOAD_ACCEPT)).toBe(true);
    expect(acceptsFile(file('x.exe', 'application/octet-stream'), UPLOAD_ACCEPT)).toBe(false);
    expect(acceptsFile(file('x.html', 'text/html'), UPLOAD_ACCEPT)).toBe(false);
    expect(acceptsFile(file('x.svg', 'image/svg+xml'), 'image/*')).toBe(true);
  });

  it('refuses a wrong type, a file too large and files beyond the limit, and skips a file already chosen', () => {
    const a = file('a.pdf', 'application/pdf');
    const big = file('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1);
    const bad = file('evil.exe', 'application/x-msdownload');
    const first = checkFiles([], [a, big, bad], rules);
    expect(first.files).toEqual([a]);
    expect(first.refused).toEqual([
      { name: 'big.pdf', reason: 'size' },
      { name: 'evil.exe', reason: 'type' },
    ]);
    expect(checkFiles([a], [a], rules)).toEqual({ files: [a], refused: [] });
    const many = Array.from({ length: UPLOAD_MAX_FILES + 2 }, (_, i) => file(`f${i}.pdf`, 'application/pdf'));
    const capped = checkFiles([], many, rules);
    expect(capped.files).toHaveLength(UPLOAD_MAX_FILES);
    expect(capped.refused.map((r) => r.reason)).toEqual(['count', 'count']);
  });
});

describe('the receivers combobox filter', () => {
  it('matches every word typed, in any case, in the name or e-mail address', () => {
    expect(matchesQuery('kon', 'Konrad Konsulent', 'konsulent@example.org')).toBe(true);
    expect(matchesQuery('KONRAD kons', 'Konrad Konsulent')).toBe(true);
    expect(matchesQuery('förs', 'Frida Förskrivare')).toBe(true);
    expect(matchesQuery('example.org', 'Frida Förskrivare', 'forskrivare@example.org')).toBe(true);
    expect(matchesQuery('konrad frida', 'Konrad Konsulent')).toBe(false);
  });
});
