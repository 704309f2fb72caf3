/**
 * The core Timeline (src/core/ui/timeline.tsx) on its own: an ordered list, newest first as given,
 * each entry its time (`<time dateTime>`), its kind in words, who did it, a title (a link when it has
 * a page), a line under it and its details behind a toggle button (aria-expanded, aria-controls).
 * Under the list the count ("3 av 60", a polite status) and "Visa fler" (busy while the next page
 * loads; the first new entry takes the focus when it has come). States: entries, loading, empty,
 * failed, loading more, details open, a long list.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StateMessage } from '../../src/core/ui/components.tsx';
import { Timeline, type TimelineItem } from '../../src/core/ui/timeline.tsx';
import { focused, Styled } from './core-helpers.tsx';

type Args = { state: 'entries' | 'loading' | 'empty' | 'failed' | 'loading-more' | 'long'; count?: number; width?: number; expanded?: boolean };

const KINDS = [
  ['ORDER', 'Order'],
  ['TASK', 'Uppdrag'],
  ['HOLDING', 'Innehav'],
  ['DEVIATION', 'Avvikelse'],
] as const;

/** Entry i (0 the newest): a day apart, kinds in turn, every other with a link, every third with details. */
function item(i: number, onNavigate?: TimelineItem['onNavigate']): TimelineItem {
  const [kind, kindLabel] = KINDS[i % KINDS.length] ?? KINDS[0];
  return {
    id: `e${i}`,
    at: new Date(Date.UTC(2026, 10, 20, 9, 30) - i * 86_400_000).toISOString(),
    kind,
    kindLabel,
    actor: i % 4 === 3 ? null : 'Frida Förskrivare',
    title: `Händelse ${i + 1}${i % 2 ? '' : ': 700' + String(1000 + i)}`,
    subtitle: i % 3 === 1 ? 'Manuell rullstol · inv.nr HMC400001' : null,
    href: i % 2 ? null : `/orders/${1000 + i}`,
    onNavigate,
    details:
      i % 3 === 0
        ? [
            { label: 'Status', value: 'Skickad' },
            { label: 'Text', value: '<b>inte fetstil</b>' },
          ]
        : [],
  };
}

function Demo({ state, count = 60, width = 560, expanded = false }: Args) {
  const [shown, setShown] = useState(state === 'long' ? 200 : 3);
  const [loadingMore, setLoadingMore] = useState(state === 'loading-more');
  const [followed, setFollowed] = useState<string | null>(null);
  const total = state === 'long' ? 200 : count;
  const items = Array.from({ length: Math.min(shown, total) }, (_, i) =>
    item(i, (e, href) => {
      e.preventDefault();
      setFollowed(href);
    }),
  );
  return (
    <Styled width={width}>
      <section style={{ containerType: 'inline-size' }} aria-label="Historik">
        <Timeline
          label="Det som hänt, senaste först"
          items={state === 'empty' ? [] : items}
          count={state === 'empty' ? 0 : total}
          loading={state === 'loading'}
          failure={state === 'failed' ? <StateMessage kind="error" title="Historiken kunde inte hämtas" /> : null}
          empty={{ title: 'Inget har hänt ännu' }}
          hasMore={items.length < total}
          loadingMore={loadingMore}
          onMore={() => {
            setLoadingMore(true);
            setTimeout(() => {
              setShown((n) => n + 25);
              setLoadingMore(false);
            }, 150);
          }}
          {...(expanded ? { initiallyExpanded: ['e0'] } : {})}
        />
        {followed ? <p data-testid="followed">{followed}</p> : null}
      </section>
    </Styled>
  );
}

const meta = {
  title: 'Core/Timeline',
  render: (args) => <Demo {...args} />,
  args: { state: 'entries', count: 60, width: 560 },
  argTypes: {
    state: { control: 'inline-radio', options: ['entries', 'loading', 'empty', 'failed', 'loading-more', 'long'] },
    width: { control: { type: 'range', min: 280, max: 900, step: 20 } },
  },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Det som hänt, senaste först' });
const entries = (canvasElement: HTMLElement) => within(list(canvasElement)).getAllByRole('listitem');

/** Three entries of 60, newest first: time (a `<time dateTime>`), kind in words, title (a link or text), the actor, the count, "Visa fler". */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const rows = entries(canvasElement);
    await expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    await expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
    await expect(first.querySelector('time')).toHaveTextContent('2026-11-20 10:30');
    await expect(within(first).getByText('Order')).toHaveAttribute('part', 'timeline-kind');
    await expect(within(first).getByRole('link', { name: 'Händelse 1: 7001000' })).toHaveAttribute('href', '/orders/1000');
    await expect(first).toHaveTextContent('av Frida Förskrivare');
    // The second has no link: its title is text; its aid is the line under it.
    await expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    await expect(rows[1]).toHaveTextContent('Manuell rullstol · inv.nr HMC400001');
    // The entry's text reads as words: a space between its blocks (a copy, a test's textContent).
    await expect(rows[1]?.textContent).toContain('Händelse 2 Manuell rullstol');
    await expect(ui.getByRole('status')).toHaveTextContent('3 av 60');
    await expect(ui.getByRole('button', { name: 'Visa fler' })).toBeVisible();
    // A plain click on a link is the caller's (its fsp-navigate).
    await userEvent.click(within(first).getByRole('link'));
    await expect(ui.getByTestId('followed')).toHaveTextContent('/orders/1000');
  },
};

/** The details: a button (aria-expanded, aria-controls) shows and hides them; Enter and Space too; values are text, never HTML. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const first = entries(canvasElement)[0] as HTMLElement;
    const toggle = within(first).getByRole('button', { name: 'Visa detaljer' });
    const details = first.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    await expect(details).not.toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Dölj detaljer');
    await expect(details).toBeVisible();
    await expect(details).toHaveTextContent('Text<b>inte fetstil</b>');
    await expect(details?.querySelector('b')).toBeNull();
    // The keyboard: Tab reaches the link, then the toggle; Enter and Space toggle.
    (within(first).getByRole('link')).focus();
    await userEvent.tab();
    await expect(focused(toggle)).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Details open from the start (a caller's choice). */
export const DetailsOpen: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    const first = entries(canvasElement)[0] as HTMLElement;
    await expect(within(first).getByRole('button', { name: 'Dölj detaljer' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(first).getByText('Skickad')).toBeVisible();
  },
};

/** Show more: busy while the next page loads, then 25 more; the focus goes to the first new entry; the count follows. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const more = ui.getByRole('button', { name: 'Visa fler' });
    await userEvent.click(more);
    await waitFor(() => expect(entries(canvasElement)).toHaveLength(28));
    await expect(ui.getByRole('status')).toHaveTextContent('28 av 60');
    const fourth = entries(canvasElement)[3] as HTMLElement;
    await waitFor(() => expect(focused(fourth)).toBe(fourth));
  },
};

/** The next page loading: the entries stay, the button busy (aria-busy, not followed again). */
export const LoadingMore: Story = {
  args: { state: 'loading-more' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Hämtar fler…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(entries(canvasElement)).toHaveLength(3);
  },
};

/** The first page loading: a spinner (a status) instead of the list. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hämtar historiken…');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Nothing has happened: the empty state. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Inget har hänt ännu' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The first page failed: the caller's failure in place of the list. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Historiken kunde inte hämtas');
  },
};

/**
 * A long list (200 entries, all shown): its first three at once, the rest a render later (the first
 * entries are painted without waiting for the whole page); no "Visa fler" when everything is shown.
 */
export const LongList: Story = {
  args: { state: 'long' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(entries(canvasElement)).toHaveLength(200));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('200 av 200');
    await expect(within(canvasElement).queryByRole('button', { name: 'Visa fler' })).toBeNull();
  },
};

/** A phone: the time and the kind wrap above the title, the details one under the other. */
export const Narrow: Story = {
  args: { width: 320, expanded: true },
  play: async ({ canvasElement }) => {
    const first = entries(canvasElement)[0] as HTMLElement;
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth + 1);
  },
};
