/**
 * The standalone portal's home: logged out, the welcome block with the municipality logos of the
 * two regional groups beside the login; logged in as the prescriber (application FSP), the welcome
 * page with the page content's text, links and files, and its educations in `<fsp-education>`.
 * Data from the reference server in the page (.storybook/preview.tsx); nothing is written.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { LoginPage } from '../../src/standalone/login.tsx';
import { Welcome } from '../../src/standalone/home.tsx';
import { configuration, freshDevice, inLanguage, onStandalonePage } from '../login/standalone.tsx';
import { renderedElement, TIMEOUT } from '../helpers.ts';
import '../../src/elements/education/education.element.ts';

const meta = {
  title: 'Home/Standalone home',
  decorators: [onStandalonePage],
  beforeEach: freshDevice,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** Elements that stick out to the right of the viewport (a page that would scroll sideways). */
function overflowing(root: ParentNode | null): Element[] {
  return [...(root?.querySelectorAll('*') ?? [])].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5);
}

const SKANE = ['Malmö stad', 'Lunds kommun', 'Trelleborgs kommun', 'Vellinge kommun', 'Svedala kommun', 'Staffanstorps kommun'];
const HALLAND_SJUHARAD = [
  'Halmstads kommun', 'Laholms kommun', 'Falkenbergs kommun', 'Varbergs kommun', 'Kungsbacka kommun', 'Hylte kommun',
  'Borås stad', 'Ulricehamns kommun', 'Marks kommun', 'Svenljunga kommun', 'Tranemo kommun',
];

/** The logos of one group: the images of the list its heading names. */
function logosOf(root: HTMLElement, group: string) {
  return within(within(root).getByRole('list', { name: group })).getAllByRole('img');
}

export const LoggedOut: Story = {
  render: () => <LoginPage configuration={configuration('LOGIN_FORM', 'MOBILE_ID')} />,
  parameters: { persona: null },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' })).toBeVisible();
    await expect(ui.getByText('Inloggningsuppgifter beställer du hos budget- eller hjälpmedelsansvarig i din kommun.')).toBeVisible();
    const logos = ui.getByRole('region', { name: 'Kommuner i samverkan' });
    await expect(within(logos).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Skåne', 'Halland och Sjuhärad']);
    await expect(logosOf(logos, 'Skåne').map((img) => img.getAttribute('aria-label'))).toEqual(SKANE);
    await expect(logosOf(logos, 'Halland och Sjuhärad').map((img) => img.getAttribute('aria-label'))).toEqual(HALLAND_SJUHARAD);
    for (const img of within(logos).getAllByRole('img')) {
      await expect(img.tagName.toLowerCase()).toBe('svg');
      await expect(img).toBeVisible();
    }
    // The login methods beside them, as before.
    await expect(ui.getByRole('region', { name: 'Välj inloggningsmetod' })).toBeVisible();
  },
};

export const LoggedOutEnglish: Story = {
  render: () => <LoginPage configuration={configuration('LOGIN_FORM', 'MOBILE_ID')} />,
  parameters: { persona: null },
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Welcome to the prescriber portal' })).toBeVisible();
    await expect(ui.getByText('Login credentials are requested from the budget or assistive-device officer of your own municipality.')).toBeVisible();
    const logos = ui.getByRole('region', { name: 'Municipalities in the partnership' });
    await expect(logosOf(logos, 'Skåne')[0]).toHaveAccessibleName('City of Malmö');
    await expect(logosOf(logos, 'Halland and Sjuhärad')).toHaveLength(11);
    await expect(within(logos).getByRole('img', { name: 'Mark Municipality' })).toBeVisible();
  },
};

/** A phone (320 px): one column, the login form before the logos, the logos in rows of three or so. */
export const LoggedOutMobile: Story = {
  render: () => <LoginPage configuration={configuration('LOGIN_FORM')} />,
  parameters: { persona: null },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    const ui = within(canvasElement);
    const form = await ui.findByRole('form', { name: 'Logga in' }, TIMEOUT);
    const logos = ui.getByRole('region', { name: 'Kommuner i samverkan' });
    await expect(form.getBoundingClientRect().bottom).toBeLessThanOrEqual(logos.getBoundingClientRect().top);
    const images = within(logos).getAllByRole('img');
    await expect(images).toHaveLength(17);
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};

/** Logged in (application FSP): the welcome page, its educations in the element. */
export const Welcome_: Story = {
  name: 'Welcome page',
  render: () => <Welcome />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText(/^Här beställer du hjälpmedel och tjänster/)).toBeVisible();
    const links = ui.getByRole('region', { name: 'Bra länkar' });
    await expect(within(links).getByRole('link', { name: /^1177 Vårdguiden/ })).toHaveAttribute('href', 'https://www.1177.se/');
    await expect(within(links).getByRole('link', { name: /^1177 Vårdguiden/ })).toHaveAccessibleName('1177 Vårdguiden (öppnas i ny flik)');
    const files = ui.getByRole('region', { name: 'Utbildningsmaterial' });
    for (const link of within(files).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('href')).toMatch(/\/rs\/fsp\/v1\/company-guides\/\d+\/content\?expires=\d+&signature=[0-9a-f]+$/);
    }
    const { host, ui: education } = await renderedElement(canvasElement, 'fsp-education');
    await expect(host).toHaveAttribute('page-key', 'welcome');
    await expect(host).toHaveAttribute('lang', 'sv');
    await expect(await education.findByRole('article', { name: 'Lyft och förflyttning' }, TIMEOUT)).toBeVisible();
    await expect(education.getAllByText('Fullbokat').length).toBeGreaterThan(0);
  },
};

export const WelcomeEnglish: Story = {
  name: 'Welcome page (English)',
  render: () => <Welcome />,
  beforeEach: inLanguage('en'),
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(await ui.findByRole('heading', { level: 1, name: 'Welcome to the prescriber portal' }, TIMEOUT)).toBeVisible();
    await expect(ui.getByText(/^Here you order assistive aids and services/)).toBeVisible();
    await expect(ui.getByRole('region', { name: 'Useful links' })).toBeVisible();
    await expect(ui.getByRole('region', { name: 'Education material' })).toBeVisible();
    const { host, ui: education } = await renderedElement(canvasElement, 'fsp-education');
    await expect(host).toHaveAttribute('lang', 'en');
    await expect(await education.findByRole('article', { name: 'Lifts and transfers' }, TIMEOUT)).toBeVisible();
    await expect(education.getAllByText('Fully booked').length).toBeGreaterThan(0);
  },
};

/** The page content cannot be read: the catalogue's text and a retry. */
export const WelcomeLoadError: Story = {
  name: 'Welcome page, load error',
  render: () => <Welcome />,
  parameters: { api: { status: { '/page-content': 500 } } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const alert = await ui.findByRole('alert', {}, TIMEOUT);
    await expect(within(alert).getByRole('heading', { name: 'Startsidan kunde inte hämtas' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** A phone (320 px): the educations, then the links and files. */
export const WelcomeMobile: Story = {
  name: 'Welcome page, mobile',
  render: () => <Welcome />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(320);
    const ui = within(canvasElement);
    await ui.findByRole('heading', { level: 1, name: 'Välkommen till förskrivarportalen' }, TIMEOUT);
    const { host, ui: education } = await renderedElement(canvasElement, 'fsp-education');
    await education.findByRole('article', { name: 'Lyft och förflyttning' }, TIMEOUT);
    await expect(host.getBoundingClientRect().bottom).toBeLessThanOrEqual(ui.getByRole('region', { name: 'Bra länkar' }).getBoundingClientRect().top);
    await expect(overflowing(canvasElement)).toEqual([]);
    await expect(overflowing(host.shadowRoot)).toEqual([]);
  },
};
