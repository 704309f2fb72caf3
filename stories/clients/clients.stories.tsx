/**
 * `<fsp-clients>` in every state, with data from the reference API running in the page (see
 * .storybook/preview.tsx): the empty form, a search without q (INVALID_SEARCH_QUERY, no call), a
 * wrong check digit and an impossible date (no call, what was typed kept), a search by every form
 * of an identity number, results with a client the user is not authorized for (not a link), a
 * deregistered client, a unit, no results, paging, loading, a server error and no session; in
 * Swedish and English, at 375 and 1366 px. The stories only read: no client is changed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { getTransport, setTransport } from '../../src/core/http/client.ts';
import { focused, typeInto } from '../core/core-helpers.tsx';
import { expectFailureCard, expectNotLoggedIn, renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/clients/clients.element.ts';

type Args = { q?: string; firstName?: string; surname?: string; zipCode?: string; city?: string; pageSize?: number; lang?: 'sv' | 'en' };

const meta = {
  title: 'Clients/fsp-clients',
  render: ({ q, firstName, surname, zipCode, city, pageSize, lang }) => (
    <fsp-clients
      {...(q ? { q } : {})}
      {...(firstName ? { 'first-name': firstName } : {})}
      {...(surname ? { surname } : {})}
      {...(zipCode ? { 'zip-code': zipCode } : {})}
      {...(city ? { city } : {})}
      {...(pageSize ? { 'page-size': pageSize } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  args: {},
  argTypes: {
    q: { control: 'text', description: 'A personal identity number (yyyymmdd-nnnn, yymmdd-nnnn, with or without the hyphen, + for 100 or more) or a unit.' },
    firstName: { control: 'text', description: 'Filter: first name starts with.' },
    surname: { control: 'text', description: 'Filter: surname starts with.' },
    zipCode: { control: 'text', description: 'Filter: postal number starts with.' },
    city: { control: 'text', description: 'Filter: city starts with.' },
    pageSize: { control: 'inline-radio', options: [10, 25, 50], description: 'Results a page (absent: 10).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: {
    viewport: VIEWPORTS,
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-clients');
type Ui = Awaited<ReturnType<typeof element>>['ui'];

/**
 * Paths of the element's `fsp-navigate` events. A client's link is prevented (as a router does),
 * so the story's page stays; a search is not, so the element sets its own attributes.
 */
function navigations(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    paths.push(e.detail.path);
    if (!e.detail.path.startsWith('/clients?') && e.detail.path !== '/clients') e.preventDefault();
  });
  return paths;
}

/** Calls to GET /clients made from now on (through the element's transport). */
function clientCalls() {
  const calls: string[] = [];
  const original = getTransport();
  setTransport((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/rs/fsp/v1/clients') calls.push(url.search);
    return original(input, init);
  });
  return { calls, restore: () => setTransport(original) };
}

/** The count of results (a status region). */
const countOf = (canvasElement: HTMLElement) => canvasElement.querySelector('fsp-clients')?.shadowRoot?.querySelector('[part=count]') ?? null;

const queryField = (ui: Ui) => ui.getByRole('textbox', { name: 'Personnummer eller enhet' });
const submit = (ui: Ui) => userEvent.click(ui.getByRole('button', { name: 'Sök' }));

/** The rows of the results once they have come. */
async function resultRows(ui: Ui) {
  const table = await ui.findByRole('table', { name: 'Sökresultat' }, TIMEOUT);
  return within(table).getAllByRole('row').slice(1);
}

// ---- the form ------------------------------------------------------------------------------------

/** No search yet: the form and a short guide, no results and no call. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Sök brukare' })).toBeVisible();
    await expect(ui.getByRole('search', { name: 'Sök brukare' })).toBeVisible();
    await expect(queryField(ui)).toHaveValue('');
    await expect(queryField(ui)).toHaveAccessibleDescription(/ÅÅÅÅMMDD-NNNN eller ÅÅMMDD-NNNN/);
    await expect(ui.getByText(/^Sök på personnummer eller enhet\./)).toBeVisible();
    // the filters wait behind a disclosure
    const toggle = ui.getByRole('button', { name: 'Fler sökfilter' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.queryByRole('textbox', { name: 'Efternamn' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Förnamn', 'Efternamn', 'Postnummer', 'Ort']) await expect(ui.getByRole('textbox', { name })).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const EmptyFormEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Search clients' })).toBeVisible();
    await expect(ui.getByRole('textbox', { name: 'Personal identity number or unit' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'More filters' })).toBeVisible();
  },
};

/** Sök without q: INVALID_SEARCH_QUERY's text at the field, the focus there, the filters typed kept, no call. */
export const ValidationNoQuery: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const { calls, restore } = clientCalls();
    try {
      await userEvent.click(ui.getByRole('button', { name: 'Fler sökfilter' }));
      await typeInto(ui.getByRole('textbox', { name: 'Efternamn' }), 'Nilsson');
      await submit(ui);
      const field = queryField(ui);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/Ange ett personnummer, ett enhetsnummer eller ett enhetsnamn att söka på\.$/);
      await expect(ui.getByText('Ange ett personnummer, ett enhetsnummer eller ett enhetsnamn att söka på.')).toBeVisible();
      await waitFor(() => expect(focused(field)).toBe(field));
      await expect(ui.getByRole('textbox', { name: 'Efternamn' })).toHaveValue('Nilsson');
      await expect(ui.getByRole('button', { name: 'Fler sökfilter (1 valt)' })).toBeVisible();
      await new Promise((r) => setTimeout(r, 200));
      await expect(paths).toEqual([]);
      await expect(calls).toEqual([]);
      // typing in the field takes the message away
      await typeInto(field, 'S');
      await expect(field).not.toHaveAttribute('aria-invalid');
    } finally {
      restore();
    }
  },
};

/** A wrong check digit says so before any call; the number typed stays for the user to correct. */
export const WrongCheckDigit: Story = {
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const { calls, restore } = clientCalls();
    try {
      const field = queryField(ui);
      await typeInto(field, '19380114-7062');
      await submit(ui);
      await expect(await ui.findByText(/kontrollsiffran \(den sista siffran\) stämmer inte/)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue('19380114-7062');
      await waitFor(() => expect(focused(field)).toBe(field));
      // an impossible date, in the ten-digit form
      await fireEvent.input(field, { target: { value: '' } });
      await typeInto(field, '381314-7061');
      await submit(ui);
      await expect(await ui.findByText(/inget giltigt datum/)).toBeVisible();
      await new Promise((r) => setTimeout(r, 200));
      await expect(paths).toEqual([]);
      await expect(calls).toEqual([]);
    } finally {
      restore();
    }
  },
};

/** A search given in the URL that cannot be run (a wrong check digit): the message, no call. */
export const WrongCheckDigitInUrl: Story = {
  args: { q: '193801147062' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(queryField(ui)).toHaveValue('193801147062');
    await expect(queryField(ui)).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.getByText(/kontrollsiffran/)).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

// ---- searching -----------------------------------------------------------------------------------

/**
 * A search as the user makes it: typed, submitted; the element says where it is (its path and its
 * own attributes, as nobody routes here), the count is announced, the focus stays in the form.
 * Then the client's link: an fsp-navigate to her info page.
 */
export const SearchAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const { host, ui } = await element(canvasElement);
    const paths = navigations(canvasElement);
    const field = queryField(ui);
    await typeInto(field, '380114-7061');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(paths).toEqual(['/clients?q=380114-7061']));
    await expect(host).toHaveAttribute('q', '380114-7061');
    const rows = await resultRows(ui);
    await expect(rows).toHaveLength(1);
    await expect(countOf(canvasElement)).toHaveTextContent('1 träff');
    await expect(focused(field)).toBe(field);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Astrid Nilsson' });
    await expect(link).toHaveAttribute('href', '/clients/1/info');
    await expect(rows[0]).toHaveTextContent('19380114-7061');
    await expect(rows[0]).toHaveTextContent('Storgatan 14, 211 45 Malmö');
    await expect(rows[0]).toHaveTextContent('Malmö');
    await expect(field).toHaveValue('380114-7061');
    await userEvent.click(link);
    await expect(paths).toEqual(['/clients?q=380114-7061', '/clients/1/info']);
  },
};

/**
 * Results with a client the user may not open: the four units (E1…), Dagverksamheten Almen in Borås
 * is text, not a link, marked "Ej behörig" (said to screen readers with why); the others are links.
 */
export const ResultsWithNotAuthorized: Story = {
  args: { q: 'E1' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const rows = await resultRows(ui);
    await expect(rows.length).toBeGreaterThanOrEqual(4);
    const almen = rows.find((r) => r.textContent?.includes('Almen')) as HTMLElement;
    await expect(within(almen).queryByRole('link')).toBeNull();
    await expect(almen).toHaveTextContent('Ej behörig: du är inte behörig för brukarens kommun');
    await expect(within(almen).getByText('Ej behörig', { exact: false })).toBeVisible();
    await expect(almen).toHaveTextContent('E1490-001');
    const solrosen = rows.find((r) => r.textContent?.includes('Solrosen')) as HTMLElement;
    await expect(within(solrosen).getByRole('link', { name: 'Korttidsboendet Solrosen' })).toHaveAttribute('href', '/clients/8/info');
    await expect(solrosen).toHaveTextContent('Enhet');
    await expect(solrosen).not.toHaveTextContent('Ej behörig');
    await expect(countOf(canvasElement)).toHaveTextContent(/^\d+ träffar$/);
  },
};

/** Erik Sandberg in Borås, by his number: listed, not a link. */
export const NotAuthorizedPerson: Story = {
  args: { q: '19500123-2296', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const [row] = await (async () => {
      const table = await ui.findByRole('table', { name: 'Search results' }, TIMEOUT);
      return within(table).getAllByRole('row').slice(1);
    })();
    await expect(row).toHaveTextContent('Erik Sandberg');
    await expect(within(row as HTMLElement).queryByRole('link')).toBeNull();
    await expect(row).toHaveTextContent("Not authorized: you are not authorized for the client's municipality");
    await expect(row).toHaveTextContent('503 35 Borås');
  },
};

/** Nils Ström, deregistered: marked so (with the date), still a link. */
export const Deregistered: Story = {
  args: { q: '193301299172' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const [row] = await resultRows(ui);
    await expect(within(row as HTMLElement).getByRole('link', { name: 'Nils Ström' })).toBeVisible();
    await expect(within(row as HTMLElement).getByText(/^Avregistrerad \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  },
};

/** 101 years old: 250101+9216 is Harald Ek, born 1925 (with a hyphen it would be born 2025). */
export const HundredOrMore: Story = {
  args: { q: '250101+9216' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const [row] = await resultRows(ui);
    await expect(within(row as HTMLElement).getByRole('link', { name: 'Harald Ek' })).toBeVisible();
    await expect(row).toHaveTextContent('19250101-9216');
  },
};

/** The filters narrow: surname and postal number as given in the URL, shown open in the form. */
export const WithFilters: Story = {
  args: { q: '19', surname: 'Nilsson', zipCode: '211' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const rows = await resultRows(ui);
    for (const row of rows) {
      await expect(row).toHaveTextContent('Nilsson');
      await expect(row).toHaveTextContent(/211 \d\d/);
    }
    await expect(ui.getByRole('button', { name: 'Fler sökfilter (2 valda)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(ui.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('211');
  },
};

/** Everyone born in the 1900s: ten a page; the next page keeps the table in place and takes the focus to its heading. */
export const Paged: Story = {
  args: { q: '19' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const first = await resultRows(ui);
    await expect(first).toHaveLength(10);
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    await expect(within(pages).getByText(/^Sida 1 av \d+$/)).toBeVisible();
    const firstName = first[0]?.textContent;
    await userEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
    await waitFor(() => expect(within(pages).getByText(/^Sida 2 av \d+$/)).toBeVisible(), TIMEOUT);
    await waitFor(async () => expect((await resultRows(ui))[0]?.textContent).not.toBe(firstName), TIMEOUT);
    const heading = ui.getByRole('heading', { name: 'Sökresultat' });
    await waitFor(() => expect(focused(heading)).toBe(heading), TIMEOUT);
  },
};

/**
 * 25 a page (`page-size`), on page 3 (clients 51 to 75): choosing 10 is an fsp-navigate to the
 * search without `pageSize` (the default); unprevented, the element shows page 6 of ten a page,
 * which holds client 51, the first shown before.
 */
export const RowsPerPage: Story = {
  args: { q: '19', pageSize: 25 },
  play: async ({ canvasElement }) => {
    const paths = navigations(canvasElement);
    const { ui, host } = await element(canvasElement);
    await expect(await resultRows(ui)).toHaveLength(25);
    const select = ui.getByRole('combobox', { name: 'Rader per sida' });
    await expect(select).toHaveValue('25');
    const pages = ui.getByRole('navigation', { name: 'Sidor' });
    for (const n of [2, 3]) {
      await userEvent.click(within(pages).getByRole('button', { name: 'Nästa' }));
      await waitFor(() => expect(within(pages).getByText(new RegExp(`^Sida ${n} av \\d+$`))).toBeVisible(), TIMEOUT);
    }
    const first = await waitFor(async () => {
      const rows = await resultRows(ui);
      if (rows[0]?.closest('[aria-busy=true]')) throw new Error('still loading');
      return rows[0]?.textContent;
    }, TIMEOUT);
    await userEvent.selectOptions(select, '10');
    await expect(paths).toEqual(['/clients?q=19']);
    await waitFor(() => expect(host.hasAttribute('page-size')).toBe(false), TIMEOUT);
    await waitFor(() => expect(within(ui.getByRole('navigation', { name: 'Sidor' })).getByText(/^Sida 6 av \d+$/)).toBeVisible(), TIMEOUT);
    await waitFor(async () => {
      const rows = await resultRows(ui);
      if (rows.length !== 10 || rows[0]?.textContent !== first) throw new Error('not the ten from client 51 yet');
    }, TIMEOUT);
  },
};

/** A unit by name: no results says so, in words. */
export const NoResults: Story = {
  args: { q: 'Ingen sådan enhet' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'Inga träffar' }, TIMEOUT)).toBeVisible();
    await expect(countOf(canvasElement)).toHaveTextContent('Inga träffar');
    await expect(ui.queryByRole('table')).toBeNull();
    await expect(queryField(ui)).toHaveValue('Ingen sådan enhet');
  },
};

export const NoResultsEnglish: Story = {
  args: { q: 'No such unit', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expect(await ui.findByRole('heading', { name: 'No results found' }, TIMEOUT)).toBeVisible();
  },
};

// ---- states --------------------------------------------------------------------------------------

export const Loading: Story = {
  args: { q: '193801147061' },
  parameters: { api: { delay: 'forever' } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const spinner = await ui.findByText('Söker…', {}, TIMEOUT);
    await expect(spinner).toHaveAttribute('role', 'status');
    await new Promise((r) => setTimeout(r, 300));
    await expect(spinner).toBeVisible();
    await expect(ui.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  args: { q: '193801147061' },
  parameters: { api: { status: { '/fsp/v1/clients?': 500 } } },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectFailureCard(ui, 'Sökningen kunde inte göras');
    // the form stays usable, with the search in it
    await expect(queryField(ui)).toHaveValue('193801147061');
  },
};

export const NotLoggedIn: Story = {
  args: { q: '193801147061' },
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    await expectNotLoggedIn(ui, 'Logga in för att söka brukare.');
  },
};

/** Bo Begränsad has no municipality: every client he finds is listed as text, none as a link. */
export const NoMunicipality: Story = {
  args: { q: '193801147061' },
  parameters: { persona: 'begransad@example.org' },
  play: async ({ canvasElement }) => {
    const { ui } = await element(canvasElement);
    const [row] = await resultRows(ui);
    await expect(row).toHaveTextContent('Astrid Nilsson');
    await expect(within(row as HTMLElement).queryByRole('link')).toBeNull();
    await expect(row).toHaveTextContent('Ej behörig');
  },
};
