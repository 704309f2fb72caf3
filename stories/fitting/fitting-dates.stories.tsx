/**
 * `<fsp-fitting>`'s dates, times and postal numbers in each language (spec 3 §9, issue 38): Swedish
 * yyyy-MM-dd and HH:mm, English MM/dd/yyyy and hh:mm AM/PM, through the one core formatter; the
 * postal number as "123 45". On fitting 1 (server/seed/fittings.ts): the booked meeting in two days,
 * 10:00–11:30 at the provider's (Industrigatan 14, 21214 Malmö), the one over a week ago
 * (10:00–11:00) and the annulled one three days ago (13:00–14:00); the calendar's week of the next
 * meeting. The client's address on the user-and-contact tab.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import { TIMEOUT, VIEWPORTS } from '../helpers.ts';
import { inDays, shownFitting as shown } from './fitting-helpers.tsx';

type Args = { fitting: number; tab?: string; lang?: 'sv' | 'en' };

const meta = {
  title: 'Fittings/fsp-fitting dates',
  render: ({ fitting, tab, lang }) => <fsp-fitting fitting={fitting} {...(tab ? { tab } : {})} {...(lang ? { lang } : {})} />,
  args: { fitting: 1 },
  argTypes: {
    fitting: { control: 'number' },
    tab: { control: 'select', options: ['user-and-contact', 'next-meeting', 'previous-meetings', 'calendar'] },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: { viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** The same day as English writes it (MM/dd/yyyy). */
const english = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
};

/** The meeting cards shown, once there are `count`. */
async function meetings(section: HTMLElement, count: number): Promise<HTMLElement[]> {
  return waitFor(() => {
    const cards = [...section.querySelectorAll<HTMLElement>('[part=meeting]')];
    if (cards.length !== count) throw new Error(`${cards.length} meetings, not ${count}`);
    return cards;
  }, TIMEOUT);
}

/** The value of a card's fact by its label. */
function fact(card: HTMLElement, label: string): string | null {
  const dt = [...card.querySelectorAll('dt')].find((d) => d.textContent === label);
  return dt ? (dt.nextElementSibling?.textContent ?? '') : null;
}

/** The next meeting in English: its time MM/dd/yyyy hh:mm AM–hh:mm AM, the provider's postal number "212 14". */
export const NextMeetingEnglish: Story = {
  args: { tab: 'next-meeting', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { section, ui } = await shown(canvasElement);
    const [card] = await meetings(section, 1);
    if (!card) throw new Error('no meeting');
    await expect(fact(card, 'Time')).toBe(`${english(inDays(2))} 10:00 AM–11:30 AM`);
    await expect(fact(card, 'Place')).toMatch(/Industrigatan 14, 212 14 Malmö$/);
    await expect(await ui.findByRole('button', { name: `Edit the meeting ${english(inDays(2))} 10:00 AM–11:30 AM` }, TIMEOUT)).toBeVisible();
  },
};

/** The same in Swedish: yyyy-MM-dd HH:mm–HH:mm, and the postal number "212 14". */
export const NextMeetingSwedish: Story = {
  args: { tab: 'next-meeting' },
  play: async ({ canvasElement }) => {
    const { section } = await shown(canvasElement);
    const [card] = await meetings(section, 1);
    if (!card) throw new Error('no meeting');
    await expect(fact(card, 'Tid')).toBe(`${inDays(2)} 10:00–11:30`);
    await expect(fact(card, 'Plats')).toMatch(/Industrigatan 14, 212 14 Malmö$/);
  },
};

/** The previous meetings in English: the afternoon one 01:00 PM–02:00 PM. */
export const PreviousMeetingsEnglish: Story = {
  args: { tab: 'previous-meetings', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { section } = await shown(canvasElement);
    const cards = await meetings(section, 2);
    const times = cards.map((c) => fact(c, 'Time')).sort();
    await expect(times).toEqual([`${english(inDays(-3))} 01:00 PM–02:00 PM`, `${english(inDays(-7))} 10:00 AM–11:00 AM`].sort());
  },
};

/** The calendar in English: the week's first and last day MM/dd/yyyy, the meeting 10:00 AM–11:30 AM (the day names stay words). */
export const CalendarEnglish: Story = {
  args: { tab: 'calendar', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { section, ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: /^Week \d{1,2}, \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
    const week = section.querySelector<HTMLElement>('[part=calendar] ol');
    if (!week) throw new Error('no week');
    await expect(within(week).getByText('10:00 AM–11:30 AM')).toBeVisible();
  },
};

/** The calendar in Swedish: the week yyyy-MM-dd – yyyy-MM-dd, the meeting 10:00–11:30. */
export const CalendarSwedish: Story = {
  args: { tab: 'calendar' },
  play: async ({ canvasElement }) => {
    const { section, ui } = await shown(canvasElement);
    await expect(ui.getByRole('heading', { level: 2, name: /^Vecka \d{1,2}, \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
    const week = section.querySelector<HTMLElement>('[part=calendar] ol');
    if (!week) throw new Error('no week');
    await expect(within(week).getByText('10:00–11:30')).toBeVisible();
  },
};

/** The client's address on the user-and-contact tab: the postal number as "123 45". */
export const UserAddress: Story = {
  args: { tab: 'user-and-contact', lang: 'en' },
  play: async ({ canvasElement }) => {
    const { section } = await shown(canvasElement);
    const user = await waitFor(() => {
      const found = section.querySelector<HTMLElement>('[part=user]');
      if (!found) throw new Error('no user facts');
      return found;
    }, TIMEOUT);
    await expect(fact(user, 'Address')).toMatch(/\n\d{3} \d{2} \S/);
  },
};
