/**
 * `<fsp-education>` in every state, with data from the reference API running in the page
 * (see .storybook/preview.tsx), logged in as the prescriber (forskrivare@example.org). The seed
 * gives them every state of an occasion: registered (Portalen för nya förskrivare, the second
 * occasion; the others of that education are then closed to them), fully booked and open
 * (Förskrivning av rullstolar), one seat left (Lyft och förflyttning, the first occasion) and
 * empty ones (Trycksårsprevention och madrasser).
 *
 * Stories that write put things back: RegisterAndDeregister ends deregistered, and the seat
 * RegistrationRefused has another persona take is given back when the story ends, so the stories
 * of this file may run in any order on one in-page database.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { startBrowserServer } from '../../server/browser.ts';
import { API_ROOT, SESSION_HEADER } from '../../src/contract/constants.ts';
import type { PageContent } from '../../src/areas/page-content/page-content.ts';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { expectFailureCard, expectNotLoggedIn, expectStillLoading, renderedElement, TIMEOUT } from '../helpers.ts';
import '../../src/elements/education/education.element.ts';

type Args = { pageKey?: string; lang?: 'sv' | 'en' };

const meta = {
  title: 'Education/fsp-education',
  render: ({ pageKey, lang }) => <fsp-education {...(pageKey ? { 'page-key': pageKey } : {})} {...(lang ? { lang } : {})} />,
  args: {},
  argTypes: {
    pageKey: { control: 'text', description: 'Key of the page of content whose educations to show; default welcome.' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-education');

type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The occasions of an education, once the list shows: its article and its rows in date order. */
async function occasionsOf(ui: Ui, education: string) {
  const article = await ui.findByRole('article', { name: education }, TIMEOUT);
  const list = within(article).getByRole('list', { name: new RegExp(`^(Tillfällen för|Occasions of) ${education}$`) });
  return { article, rows: within(list).getAllByRole('listitem') };
}

async function row(ui: Ui, education: string, index: number): Promise<HTMLElement> {
  const { rows } = await occasionsOf(ui, education);
  const found = rows[index];
  if (!found) throw new Error(`${education} has no occasion ${index}`);
  return found;
}

const SV_WHEN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} – \d{2}:\d{2}$/;
const EN_WHEN = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M – \d{2}:\d{2} [AP]M$/;

/** A call to the in-page server as another persona (someone else on another computer). */
async function actAs(username: string, occasionId: number, action: 'REGISTER' | 'DEREGISTER'): Promise<Response> {
  const server = await startBrowserServer();
  const sessionId = await server.login(username);
  return server.fetch(
    new Request(`http://fsp.invalid${API_ROOT}/fsp/v1/education-occasions/${occasionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: sessionId },
      body: JSON.stringify({ action }),
    }),
  );
}

/** Changes what GET /page-content answers for one story (the rest is the real server's); undone after it. */
function pageContentAs(change: (page: PageContent) => PageContent): () => () => void {
  return () => {
    const previous = getTransport();
    setTransport(async (input, init) => {
      const response = await previous(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!url.pathname.endsWith('/fsp/v1/page-content') || !response.ok) return response;
      return Response.json(change((await response.json()) as PageContent));
    });
    return () => setTransport(previous);
  };
}

/** Every state an occasion can be in, as the seeded prescriber sees them. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Utbildningar' })).toBeVisible();
    await ui.findByRole('article', { name: 'Portalen för nya förskrivare' }, TIMEOUT);
    // By title in Swedish order.
    await expect(ui.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Förskrivning av rullstolar',
      'Lyft och förflyttning',
      'Portalen för nya förskrivare',
      'Trycksårsprevention och madrasser',
    ]);
    await expect(root.querySelectorAll('[part=occasion]')).toHaveLength(12);
    for (const when of root.querySelectorAll('.when')) await expect(when.textContent).toMatch(SV_WHEN);

    // Registered on the second occasion: deregister there; the other two are closed to them.
    const portal = await occasionsOf(ui, 'Portalen för nya förskrivare');
    const [first, mine, third] = portal.rows.map((r) => within(r));
    await expect(mine?.getByText('3 av 20 platser bokade')).toBeVisible();
    await expect(mine?.getByText('Du är anmäld')).toBeVisible();
    await expect(mine?.getByRole('button', { name: /^Avanmäl mig från Portalen för nya förskrivare, \d{4}-/ })).toBeEnabled();
    for (const other of [first, third]) {
      await expect(other?.getByText('Du är anmäld till ett annat tillfälle')).toBeVisible();
      await expect(other?.queryByRole('button')).toBeNull();
    }

    // Fully booked: the text, no button; the next occasion of the same education is open.
    const wheelchairs = await occasionsOf(ui, 'Förskrivning av rullstolar');
    const full = within(wheelchairs.rows[0] as HTMLElement);
    await expect(full.getByText('6 av 6 platser bokade')).toBeVisible();
    await expect(full.getByText('Fullbokat')).toBeVisible();
    await expect(full.queryByRole('button')).toBeNull();
    const open = within(wheelchairs.rows[1] as HTMLElement);
    await expect(open.getByText('2 av 6 platser bokade')).toBeVisible();
    await expect(open.getByRole('button', { name: /^Anmäl mig till Förskrivning av rullstolar, / })).toBeEnabled();

    // One seat left: said, and still open.
    const last = within(await row(ui, 'Lyft och förflyttning', 0));
    await expect(last.getByText('4 av 5 platser bokade')).toBeVisible();
    await expect(last.getByText('1 plats kvar')).toBeVisible();
    await expect(last.getByRole('button', { name: /^Anmäl mig till Lyft och förflyttning, / })).toBeEnabled();
  },
};

export const ListEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Education' })).toBeVisible();
    await ui.findByRole('article', { name: 'The portal for new prescribers' }, TIMEOUT);
    // The server's English texts, sorted in English.
    await expect(ui.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lifts and transfers',
      'Prescribing wheelchairs',
      'Pressure ulcer prevention and mattresses',
      'The portal for new prescribers',
    ]);
    for (const when of root.querySelectorAll('.when')) await expect(when.textContent).toMatch(EN_WHEN);
    const full = within(await row(ui, 'Prescribing wheelchairs', 0));
    await expect(full.getByText('6 of 6 seats booked')).toBeVisible();
    await expect(full.getByText('Fully booked')).toBeVisible();
    const mine = within(await row(ui, 'The portal for new prescribers', 1));
    await expect(mine.getByText('You are registered')).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Deregister from The portal for new prescribers, / })).toBeVisible();
    const last = within(await row(ui, 'Lifts and transfers', 0));
    await expect(last.getByText('1 seat left')).toBeVisible();
    await expect(last.getByRole('button', { name: /^Register for Lifts and transfers, / })).toBeVisible();
  },
};

/** The page content request never answers. */
export const Loading: Story = {
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectStillLoading(ui);
    await expect(ui.queryByRole('article')).toBeNull();
  },
};

/** The server answers 500: the area's title, the catalogue's text and a retry. */
export const LoadError: Story = {
  parameters: { api: { status: { '/page-content': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const alert = await expectFailureCard(ui, 'Utbildningarna kunde inte hämtas');
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await expect(await ui.findByRole('button', { name: 'Försök igen' }, TIMEOUT)).toBeVisible();
  },
};

/** A page with no educations (the real page, its educations taken out of the answer). */
export const Empty: Story = {
  beforeEach: pageContentAs((page) => ({ ...page, educations: [] })),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Det finns inga utbildningar just nu' }, TIMEOUT)).toBeVisible();
    await expect(ui.queryByRole('article')).toBeNull();
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** An education without occasions yet. */
export const EducationWithoutOccasions: Story = {
  beforeEach: pageContentAs((page) => ({ ...page, educations: page.educations.map((e, i) => (i === 0 ? { ...e, educationOccasions: [] } : e)) })),
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const article = await ui.findByRole('article', { name: 'Förskrivning av rullstolar' }, TIMEOUT);
    await expect(within(article).getByText('Inga tillfällen är inplanerade just nu.')).toBeVisible();
    await expect(within(article).queryByRole('list')).toBeNull();
  },
};

/** `page-key` names a page the server does not have: its 404. */
export const PageNotFound: Story = {
  args: { pageKey: 'no-such-page' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Sidan finns inte' }, TIMEOUT)).toBeVisible();
  },
};

/** No session was handed over: no call is made. */
export const NotLoggedIn: Story = {
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att se utbildningarna och anmäla dig.');
  },
};

/** Deregistering asks first: the confirmation, open. Nothing is sent until it is confirmed. */
export const DeregisterConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const mine = await row(ui, 'Portalen för nya förskrivare', 1);
    await userEvent.click(within(mine).getByRole('button', { name: /^Avanmäl mig/ }));
    const dialog = await ui.findByRole('dialog', { name: 'Vill du avanmäla dig?' }, TIMEOUT);
    await expect(dialog).toHaveTextContent(/Du avanmäls från Portalen för nya förskrivare, \d{4}-\d{2}-\d{2} \d{2}:\d{2} – \d{2}:\d{2}\. Platsen kan sedan bokas av någon annan\./);
    await expect(within(dialog).getByRole('button', { name: 'Ja, avanmäl mig' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    // Still registered: nothing was sent.
    await expect(within(mine).getByText('3 av 20 platser bokade')).toBeVisible();
  },
};

/** Cancel leaves the registration as it was. */
export const DeregisterCancelled: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const mine = await row(ui, 'Portalen för nya förskrivare', 1);
    const button = within(mine).getByRole('button', { name: /^Avanmäl mig/ });
    await userEvent.click(button);
    const dialog = await ui.findByRole('dialog', { name: 'Vill du avanmäla dig?' }, TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await expect(within(mine).getByText('Du är anmäld')).toBeVisible();
    await expect(within(mine).getByText('3 av 20 platser bokade')).toBeVisible();
  },
};

/**
 * Register, then deregister (confirmed), on an empty occasion: the count goes up and down by one,
 * the button flips, the other occasions of the education close and open again, a screen reader
 * hears each result, and the host gets an event for each. Ends as it began.
 */
export const RegisterAndDeregister: Story = {
  play: async ({ canvasElement }) => {
    const { root, ui } = await element(canvasElement);
    const events: { occasionId: number; registered: boolean }[] = [];
    canvasElement.addEventListener('fsp-education-registration', (e) => events.push({ occasionId: e.detail.occasionId, registered: e.detail.registered }));
    const education = 'Trycksårsprevention och madrasser';
    const target = await row(ui, education, 0);
    const status = root.querySelector<HTMLElement>('.education > [role=status]');
    await expect(within(target).getByText('0 av 30 platser bokade')).toBeVisible();

    await userEvent.click(within(target).getByRole('button', { name: new RegExp(`^Anmäl mig till ${education}, `) }));
    await waitFor(() => expect(within(target).getByText('1 av 30 platser bokade')).toBeVisible(), TIMEOUT);
    await expect(within(target).getByText('Du är anmäld')).toBeVisible();
    const deregister = within(target).getByRole('button', { name: new RegExp(`^Avanmäl mig från ${education}, `) });
    await expect(status).toHaveTextContent(new RegExp(`^Du är anmäld till ${education}, \\d{4}-`));
    const others = (await occasionsOf(ui, education)).rows.slice(1);
    for (const other of others) await expect(within(other).queryByRole('button')).toBeNull();

    await userEvent.click(deregister);
    const dialog = await ui.findByRole('dialog', { name: 'Vill du avanmäla dig?' }, TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, avanmäl mig' }));
    await waitFor(() => expect(within(target).getByText('0 av 30 platser bokade')).toBeVisible(), TIMEOUT);
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull(), TIMEOUT);
    await expect(within(target).getByRole('button', { name: new RegExp(`^Anmäl mig till ${education}, `) })).toBeEnabled();
    await expect(status).toHaveTextContent(new RegExp(`^Du är avanmäld från ${education}, \\d{4}-`));
    for (const other of others) await expect(within(other).getByRole('button', { name: /^Anmäl mig/ })).toBeEnabled();
    await expect(events.map((e) => e.registered)).toEqual([true, false]);
    await expect(new Set(events.map((e) => e.occasionId)).size).toBe(1);
  },
};

/** While the call runs the button is busy (and cannot be pressed again); the call never answers here. */
export const Registering: Story = {
  beforeEach: () => {
    const previous = getTransport();
    setTransport((input, init) => {
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      // Held for good: the registration never reaches the server.
      return method.toUpperCase() === 'POST' ? new Promise<Response>(() => undefined) : previous(input, init);
    });
    return () => setTransport(previous);
  },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const target = await row(ui, 'Lyft och förflyttning', 1);
    const button = within(target).getByRole('button', { name: /^Anmäl mig till Lyft och förflyttning, / });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'), TIMEOUT);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(target).getByText('1 av 8 platser bokade')).toBeVisible();
  },
};

/**
 * Someone else takes the last seat after the list was read: the registration is refused (409
 * FULLY_BOOKED), the server's text shows at the occasion, and the list is read again, so it now
 * says fully booked. The seat is given back when the story ends.
 */
export const RegistrationRefused: Story = {
  beforeEach: () => async () => {
    await actAs('planerare@example.org', 7, 'DEREGISTER');
  },
  play: async ({ canvasElement }) => {
    const { host, ui } = await element(canvasElement);
    // Lyft och förflyttning's first occasion is occasion 7 of the seed: 4 of 5 seats booked.
    const target = await row(ui, 'Lyft och förflyttning', 0);
    await expect(within(target).getByText('1 plats kvar')).toBeVisible();
    await expect((await actAs('planerare@example.org', 7, 'REGISTER')).status).toBe(200);

    await userEvent.click(within(target).getByRole('button', { name: /^Anmäl mig till Lyft och förflyttning, / }));
    const alert = await within(target).findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Tillfället är fullbokat.');
    // Read again: the true count, fully booked, no button.
    await waitFor(() => expect(within(target).getByText('5 av 5 platser bokade')).toBeVisible(), TIMEOUT);
    await expect(within(target).getByText('Fullbokat')).toBeVisible();
    await expect(within(target).queryByRole('button')).toBeNull();
    // The button went away with the seat: focus is on the message, not lost.
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(alert), TIMEOUT);
    // Not in the snackbar as well: the occasion says it.
    await expect(ui.queryByText('Tillfället är fullbokat.', { selector: '.fsp-snackbar *' })).toBeNull();
  },
};

/** On a small phone (320 px): each occasion stacks, its button the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    const { ui } = await element(context.canvasElement);
    const target = await row(ui, 'Lyft och förflyttning', 0);
    const button = within(target).getByRole('button', { name: /^Anmäl mig/ });
    await expect(Math.abs(button.getBoundingClientRect().width - target.getBoundingClientRect().width)).toBeLessThan(2);
  },
};
