/**
 * Seeded messages between the five working personas (förskrivare, konsulent, tekniker, planerare,
 * lager): Swedish subjects and multi-line bodies about orders, fittings (utprovning), deliveries,
 * repairs and the base storage, spread over the last 18 months, some as replies quoting the
 * original below the 120-character separator. Most older ones are read, some recent ones unread,
 * some archived by one side; a few carry a small PDF or PNG. About 300 messages per persona
 * (`large`: ten times as many). One unread message to förskrivaren holds pasted HTML (an `<img
 * onerror>`, a `javascript:` link, a `<script>`), which the portal must show as text.
 *
 * It draws from a random sequence of its own, so the messages stay the same whatever else the
 * seed draws before it. Platform-neutral (it also runs in the browser entry): no Node modules.
 */
import { inArray } from 'drizzle-orm';
import { MESSAGE_STATUS, REPLY_SEPARATOR } from '../../src/contract/constants.ts';
import type { Db } from '../db/index.ts';
import { messageAttachments, messages, users } from '../db/schema.ts';
import { insertBatched } from './index.ts';
import { makePdf } from './pdf.ts';
import { rng } from './random.ts';

export type SeedMessagesOptions = {
  now: Date;
  /** Ten times the demo number of messages. */
  large: boolean;
  /** The seed of the messages' own random sequence. */
  seed?: number;
};

/** The personas who write to each other. */
export const MESSAGE_PERSONAS = ['forskrivare@example.org', 'konsulent@example.org', 'tekniker@example.org', 'planerare@example.org', 'lager@example.org'] as const;

/** The subject of the message with pasted markup (tests look it up). */
export const PASTED_HTML_SUBJECT = 'Inklistrad text från e-post';
export const PASTED_HTML_BODY = [
  'Hej Frida!',
  '',
  'Jag klistrar in det som leverantören skickade om rollatorn, det kom med så här när jag kopierade från e-posten:',
  '',
  '<p>Hej,</p>',
  '<img src=x onerror=alert(1)>',
  '<script>alert("hej")</script>',
  'Läs mer i <a href="javascript:alert(1)">javascript:alert(1)</a>',
  '',
  'Säg till om något ser konstigt ut, så skickar jag texten på nytt.',
  '',
  'Med vänlig hälsning',
  'Kalle Konsulent',
].join('\n');

const DAY_MS = 86_400_000;
const SPAN_DAYS = 548; // about 18 months
const PER_PERSONA = 300;

const PRODUCTS = [
  'rollator', 'manuell rullstol', 'elrullstol', 'duschpall', 'vårdsäng', 'tryckavlastande madrass', 'taklyft', 'lyftsele',
  'sittdyna', 'toalettförhöjning', 'glidlakan', 'armbågskryckor', 'duschstol', 'ståskal', 'gåbord',
];
const SUPPLIERS = ['Etac', 'Invacare', 'Permobil', 'Sunrise Medical', 'Handicare', 'Human Care', 'Mediq', 'Arjo'];
const PLACES = ['Vårdboendet Solgläntan', 'Hemtjänsten Trelleborg Norr', 'Rehabenheten Varberg', 'Baslager Malmö Centrum', 'Korttidsboendet Lindgården', 'Dagverksamheten Vellinge'];
const CITIES = ['Malmö', 'Lund', 'Trelleborg', 'Vellinge', 'Halmstad', 'Varberg', 'Svedala', 'Staffanstorp'];
const WEEKDAYS = ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'];
const TIMES = ['08:30', '09:00', '09:30', '10:00', '10:30', '13:00', '13:30', '14:00', '14:30', '15:00'];
const GREETINGS = ['Hej {first}!', 'Hej {first},', 'Hej!', 'Hejsan {first}!'];
const CLOSINGS = ['Med vänlig hälsning', 'Hälsningar', 'Vänliga hälsningar', 'Tack på förhand,', 'Mvh'];
const REPLIES = [
  'Tack, det passar bra. Jag meddelar brukaren.',
  'Jag kollar med brukaren och återkommer under veckan.',
  'Vi väntar hellre på originalprodukten, brukaren klarar sig med den gamla så länge.',
  'Skicka gärna en ersättningsprodukt under tiden.',
  'Tekniker kommer {weekday} förmiddag, jag har lagt in det i planeringen.',
  'Tack för informationen! Jag har noterat det på ordern.',
  'Det går bra att flytta tiden till {weekday} {date} kl. {time} i stället.',
  'Jag har stämt av med personalen på {place}, de tar emot leveransen.',
  'Vi har tyvärr inte den i baslagret just nu, jag beställer hem den från centrallagret.',
  'Kan du skicka måtten igen? Jag hittar inte bilagan.',
  'Uppfattat. Jag stänger ärendet när hjälpmedlet är på plats.',
];

type Ctx = {
  first: string;
  sender: string;
  product: string;
  order: string;
  supplier: string;
  place: string;
  city: string;
  weekday: string;
  date: string;
  /** A day before the message was sent. */
  pastDate: string;
  time: string;
  week: number;
  inventory: string;
};

type Template = { subject: string; paragraphs: string[]; attachment?: 'pdf' | 'png' };

const TEMPLATES: Template[] = [
  {
    subject: 'Leverans av {product} – order {order}',
    paragraphs: [
      'Order {order} ({product}) är plockad och går ut med leveransen {weekday} {date}.',
      'Leveransen kommer till {place} mellan 08 och 12. Brukaren behöver inte vara hemma om personalen kan ta emot.',
    ],
    attachment: 'pdf',
  },
  {
    subject: 'Utprovning av {product} {date}',
    paragraphs: [
      'Jag har bokat en utprovning av {product} {weekday} {date} kl. {time} på {place}.',
      'Ta gärna med mått på dörrbredder och sittbredd, så går det fortare.',
      'Hör av dig om tiden inte passar, så bokar jag om.',
    ],
  },
  {
    subject: 'Ombokning av utprovning, order {order}',
    paragraphs: [
      'Brukaren har fått förhinder till utprovningen av {product}.',
      'Finns det en ledig tid {weekday} {date} eller veckan efter? Förmiddag passar bäst.',
    ],
  },
  {
    subject: 'Felanmälan {product}',
    paragraphs: [
      'Brukaren på {place} har en {product} där bromsen inte tar ordentligt längre.',
      'Hjälpmedlet har inventarienummer {inventory}. Kan ni skicka en tekniker?',
      'Personalen finns på plats vardagar 07–16.',
    ],
    attachment: 'png',
  },
  {
    subject: 'Montering av taklyft i {city}',
    paragraphs: [
      'Taklyften i order {order} är levererad och behöver monteras.',
      'Fastighetsägaren har godkänt montering i tak. Det finns en bärande balk över sängen enligt ritningen.',
      'Går det att boka montering vecka {week}?',
    ],
    attachment: 'pdf',
  },
  {
    subject: 'Fråga om specialanpassning av {product}',
    paragraphs: [
      'Jag har en brukare som behöver en {product} med förlängd ryggdel och bredare sits.',
      'Finns det en standardvariant från {supplier} som räcker, eller behöver vi göra en specialanpassning?',
      'Jag bifogar inte mått ännu, de kommer efter hembesöket {weekday}.',
    ],
  },
  {
    subject: 'Restnoterad artikel i order {order}',
    paragraphs: [
      '{product} i order {order} är restnoterad hos {supplier}. Beräknad leverans är vecka {week}.',
      'Vill du att vi skickar en ersättningsprodukt under tiden, eller väntar vi?',
    ],
  },
  {
    subject: 'Hämtning av {product} i {city}',
    paragraphs: [
      'Brukaren behöver inte längre sin {product} och vill att den hämtas.',
      'Adressen finns på order {order}. Hämtningen kan ske {weekday} {date} efter kl. 10.',
    ],
  },
  {
    subject: 'Saldo på {product} i baslagret',
    paragraphs: [
      'Vi har bara två {product} kvar i baslagret och flera beställningar på väg in.',
      'Ska jag beställa påfyllning från centrallagret nu, eller väntar vi till den ordinarie leveransen {weekday}?',
    ],
  },
  {
    subject: 'Fråga om order {order}',
    paragraphs: [
      'Jag ser att order {order} har stått som mottagen sedan {pastDate}. Vet du om den är på väg?',
      'Brukaren ska skrivas ut från korttidsboendet inom kort och behöver sin {product} hemma.',
    ],
  },
  {
    subject: 'Avvikelse på leverans {order}',
    paragraphs: [
      'Leveransen av order {order} kom med fel storlek på {product}.',
      'Jag har rapporterat en avvikelse i portalen. Kan ni byta vid nästa leverans till {place}?',
    ],
    attachment: 'png',
  },
  {
    subject: 'Rekonditionerad {product} klar för utlämning',
    paragraphs: [
      '{product} med inventarienummer {inventory} är rengjord, kontrollerad och klar för nytt utlån.',
      'Den står på hylla B-4 i baslagret och kan gå med leveransen {weekday}.',
    ],
  },
  {
    subject: 'Mått inför beställning av {product}',
    paragraphs: [
      'Här kommer måtten från hembesöket: sittbredd 44 cm, sittdjup 46 cm, underbenslängd 42 cm.',
      'Dörrbredden till badrummet är 76 cm. Räcker det för en {product} från {supplier}?',
    ],
    attachment: 'pdf',
  },
  {
    subject: 'Uppföljning efter utprovning, order {order}',
    paragraphs: [
      'Utprovningen {pastDate} gick bra. Brukaren kommer i och ur sängen själv med stöd av personalen.',
      'Vi behöver byta till en mindre lyftsele, storlek M. Kan du lägga till det på ordern?',
    ],
  },
  {
    subject: 'Utbildning i förflyttning och lyft',
    paragraphs: [
      'Flera i personalgruppen på {place} vill gå utbildningen i förflyttning och lyft.',
      'Finns det platser kvar på tillfället vecka {week}? Annars önskar de ett extra tillfälle i {city}.',
    ],
  },
  {
    subject: 'Frånvaro vecka {week}',
    paragraphs: [
      'Jag är ledig vecka {week}. Brådskande ärenden om {product} och utprovningar tas under tiden av kollegorna på hjälpmedelscentralen.',
      'Ring växeln 040-628 04 00 om något inte kan vänta.',
    ],
  },
];

function fill(text: string, ctx: Ctx): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in ctx ? String(ctx[key as keyof Ctx]) : whole));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoWeek = (d: Date) => {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 4 - (t.getUTCDay() || 7));
  return Math.ceil(((t.getTime() - Date.UTC(t.getUTCFullYear(), 0, 1)) / DAY_MS + 1) / 7);
};

/** A 1×1 PNG (a valid image, tiny). */
export const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (ch) => ch.charCodeAt(0));

type Person = { id: number; firstName: string; surname: string };
type MessageRow = typeof messages.$inferInsert & { sentAt: Date };
type AttachmentRow = { name: string; contentType: string; content: Uint8Array };

export async function seedMessages(db: Db, options: SeedMessagesOptions): Promise<void> {
  const r = rng(options.seed ?? 20250402);
  const { now } = options;
  const found = await db.select({ id: users.id, username: users.username, firstName: users.firstName, surname: users.surname }).from(users).where(inArray(users.username, [...MESSAGE_PERSONAS]));
  const people: Person[] = MESSAGE_PERSONAS.map((username) => {
    const p = found.find((u) => u.username === username);
    if (!p) throw new Error(`seedMessages: no user ${username}`);
    return p;
  });
  const fullName = (p: Person) => `${p.firstName} ${p.surname}`;

  // Each message involves two personas: this many in all gives each about PER_PERSONA.
  const total = Math.round(((options.large ? 10 : 1) * PER_PERSONA * people.length) / 2);
  // Times first, oldest first, so a reply always follows what it answers.
  const times = Array.from({ length: total }, () => {
    const day = new Date(now.getTime() - r.int(0, SPAN_DAYS) * DAY_MS);
    const weekday = day.getUTCDay();
    const workday = new Date(day.getTime() - (weekday === 0 ? 2 : weekday === 6 ? 1 : 0) * DAY_MS);
    const at = new Date(Date.UTC(workday.getUTCFullYear(), workday.getUTCMonth(), workday.getUTCDate(), r.int(6, 15), r.int(0, 59), r.int(0, 59)));
    return at.getTime() < now.getTime() ? at : new Date(now.getTime() - r.int(5, 300) * 60_000);
  }).sort((a, b) => a.getTime() - b.getTime());

  const plain: MessageRow[] = [];
  const withFiles: { message: MessageRow; file: AttachmentRow }[] = [];
  /** The last message each way between two people, for replies. */
  const last = new Map<string, MessageRow>();

  for (const sentAt of times) {
    const from = r.pick(people);
    const to = r.pick(people.filter((p) => p.id !== from.id));
    const later = new Date(sentAt.getTime() + r.int(1, 21) * DAY_MS);
    const ctx: Ctx = {
      first: to.firstName,
      sender: fullName(from),
      product: r.pick(PRODUCTS),
      order: `WO-${r.int(240_000, 259_999)}`,
      supplier: r.pick(SUPPLIERS),
      place: r.pick(PLACES),
      city: r.pick(CITIES),
      weekday: WEEKDAYS[later.getUTCDay()] ?? 'måndag',
      date: isoDate(later),
      pastDate: isoDate(new Date(sentAt.getTime() - r.int(1, 14) * DAY_MS)),
      time: r.pick(TIMES),
      week: isoWeek(later),
      inventory: `HMC${r.int(500_000, 599_999)}`,
    };
    const greeting = fill(r.pick(GREETINGS), ctx);
    const closing = `${r.pick(CLOSINGS)}\n${ctx.sender}`;
    const original = last.get(`${to.id}>${from.id}`);
    let subject: string;
    let body: string;
    let attachment: Template['attachment'];
    if (original && r.next() < 0.3) {
      subject = original.subject.startsWith('RE: ') ? original.subject : `RE: ${original.subject}`;
      const quoted = ['', REPLY_SEPARATOR, `Från: ${fullName(to)}`, `Skickat: ${isoDate(original.sentAt)} ${pad(original.sentAt.getUTCHours())}:${pad(original.sentAt.getUTCMinutes())}`, `Ämne: ${original.subject}`, '', original.body];
      body = [greeting, '', fill(r.pick(REPLIES), ctx), '', closing, ...quoted].join('\n');
    } else {
      const template = r.pick(TEMPLATES);
      subject = capitalize(fill(template.subject, ctx));
      body = [greeting, '', ...template.paragraphs.map((p) => capitalize(fill(p, ctx))).flatMap((p) => [p, '']), closing].join('\n');
      attachment = template.attachment && r.next() < 0.25 ? template.attachment : undefined;
    }

    const ageDays = (now.getTime() - sentAt.getTime()) / DAY_MS;
    const isRead = r.next() < (ageDays > 14 ? 0.97 : ageDays > 3 ? 0.6 : 0.3);
    const old = ageDays > 60;
    const message: MessageRow = {
      senderId: from.id,
      receiverId: to.id,
      subject,
      body,
      sentAt,
      isRead,
      senderStatus: old && r.next() < 0.12 ? MESSAGE_STATUS.archived : MESSAGE_STATUS.active,
      receiverStatus: old && isRead && r.next() < 0.2 ? MESSAGE_STATUS.archived : MESSAGE_STATUS.active,
    };
    last.set(`${from.id}>${to.id}`, message);
    if (attachment === 'pdf') {
      const title = subject.replace(/[–]/g, '-');
      const lines = body.split('\n').filter(Boolean).slice(1, 5);
      withFiles.push({ message, file: { name: `${title.replace(/[\\/:*?"<>|]/g, '')}.pdf`, contentType: 'application/pdf', content: makePdf(title, lines) } });
    } else if (attachment === 'png') {
      withFiles.push({ message, file: { name: `Foto ${isoDate(sentAt)}.png`, contentType: 'image/png', content: PNG_1X1 } });
    } else {
      plain.push(message);
    }
  }

  // The pasted-HTML case: recent and unread, at the top of förskrivaren's inbox.
  const [forskrivare, konsulent] = people;
  if (forskrivare && konsulent) {
    plain.push({ senderId: konsulent.id, receiverId: forskrivare.id, subject: PASTED_HTML_SUBJECT, body: PASTED_HTML_BODY, sentAt: new Date(now.getTime() - 2 * 3_600_000), isRead: false });
  }

  await insertBatched(plain, 8, (batch) => db.insert(messages).values(batch));
  // The few with a file one at a time, each with the id its insert answers.
  for (const { message, file } of withFiles) {
    const [row] = await db.insert(messages).values(message).returning({ id: messages.id });
    if (!row) throw new Error('seedMessages: the message was not inserted');
    await db.insert(messageAttachments).values({ messageId: row.id, ...file });
  }
}
