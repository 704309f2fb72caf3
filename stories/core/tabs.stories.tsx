/**
 * The core Tabs widget (src/core/ui/tabs.tsx) on its own: tabs that are links, one tab stop (roving
 * tabindex), arrow keys, Home/End, Enter/Space to choose; the panel labelled by the selected tab;
 * a row wider than its box scrolls sideways with "Scroll back"/"Scroll forward" arrows (100 px a
 * step, each hidden when there is nothing more its way).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from '../../src/core/ui/tabs.tsx';
import { focused, press, Styled } from './core-helpers.tsx';

const FOLDERS = [
  { id: 'inbox', label: 'Inkorg', href: '/messages/inbox' },
  { id: 'sent', label: 'Skickade', href: '/messages/sent' },
  { id: 'archived', label: 'Arkiverade', href: '/messages/archived' },
  { id: 'all', label: 'Alla', href: '/messages/all' },
] as const;

/** A fitting's tabs: more than a phone's width holds. */
const MANY = ['Info', 'Brukare och kontakt', 'Kalender', 'Nästa möte', 'Tidigare möten', 'Övrig info', 'Bilagor', 'Ordrar'].map((label, i) => ({ id: `t${i}`, label, href: `/t/${i}` }));

function Demo({ initial = 'inbox', width, many = false }: { initial?: string; width?: number; many?: boolean }) {
  const items: readonly { id: string; label: string; href: string }[] = many ? MANY : FOLDERS;
  const [selected, setSelected] = useState<string>(initial);
  return (
    <Styled {...(width ? { width } : {})}>
      <Tabs label="Mappar" items={items} selected={selected} onSelect={setSelected}>
        <p>Innehållet i {items.find((f) => f.id === selected)?.label}.</p>
      </Tabs>
    </Styled>
  );
}

const meta = {
  title: 'Core/Tabs',
  render: (args) => <Demo {...args} />,
  args: {},
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<{ initial?: string; width?: number; many?: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('tablist', { name: 'Mappar' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['Inkorg', 'Skickade', 'Arkiverade', 'Alla']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('href', '/messages/inbox');
    // one tab stop: only the selected tab is in the tab order
    await expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = ui.getByRole('tabpanel', { name: 'Inkorg' });
    await expect(panel).toHaveTextContent('Innehållet i Inkorg.');
  },
};

/** Arrows move the focus (wrapping), Home/End jump, Enter or Space choose; the focus stays on the tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const tab = (name: string) => ui.getByRole('tab', { name });
    tab('Inkorg').focus();
    await press(tab('Inkorg'), 'ArrowRight');
    await expect(focused(canvasElement)).toBe(tab('Skickade'));
    // moving the focus chooses nothing (manual activation: a tab is a navigation)
    await expect(tab('Inkorg')).toHaveAttribute('aria-selected', 'true');
    await press(tab('Skickade'), 'End');
    await expect(focused(canvasElement)).toBe(tab('Alla'));
    await press(tab('Alla'), 'ArrowRight');
    await expect(focused(canvasElement)).toBe(tab('Inkorg'));
    await press(tab('Inkorg'), 'ArrowLeft');
    await expect(focused(canvasElement)).toBe(tab('Alla'));
    await press(tab('Alla'), 'Home');
    await expect(focused(canvasElement)).toBe(tab('Inkorg'));
    await press(tab('Inkorg'), 'ArrowRight');
    await press(tab('Skickade'), ' ');
    await expect(tab('Skickade')).toHaveAttribute('aria-selected', 'true');
    await expect(ui.getByRole('tabpanel', { name: 'Skickade' })).toHaveTextContent('Innehållet i Skickade.');
    await expect(tab('Skickade').tabIndex).toBe(0);
    await expect(tab('Inkorg').tabIndex).toBe(-1);
  },
};

/** A click chooses without following the link (the app routes). */
export const Click: Story = {
  args: { initial: 'sent' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Skickade' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(ui.getByRole('tab', { name: 'Arkiverade' }));
    await expect(ui.getByRole('tab', { name: 'Arkiverade' })).toHaveAttribute('aria-selected', 'true');
    await expect(location.pathname).not.toBe('/messages/archived');
  },
};

/** Every tab fits: no scroll arrows at all, and their part is not even fetched. */
export const NoArrowsWhenItFits: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('tab', { name: 'Alla' })).toBeVisible();
    // Time for the row's observer to have reported its size, and for a part fetched to have come (a few ms).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelectorAll('.fsp-scroll-arrow')).toHaveLength(0);
    await expect(ui.queryByRole('button', { name: 'Rulla framåt' })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Rulla bakåt' })).toBeNull();
  },
};

/** More tabs than 343 px hold: the row scrolls, 100 px a click of an arrow; each arrow only while there is more its way. */
export const Overflowing: Story = {
  args: { initial: 't0', width: 343, many: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('tablist', { name: 'Mappar' });
    const forward = await ui.findByRole('button', { name: 'Rulla framåt' });
    // At the start: only forward; the arrows are outside the tab list (it holds tabs only).
    await expect(ui.queryByRole('button', { name: 'Rulla bakåt' })).toBeNull();
    await expect(list.contains(forward)).toBe(false);
    await expect(within(list).getAllByRole('tab')).toHaveLength(8);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(forward);
    await waitFor(() => expect(list.scrollLeft).toBe(100));
    const back = await ui.findByRole('button', { name: 'Rulla bakåt' });
    await userEvent.click(forward);
    await waitFor(() => expect(list.scrollLeft).toBe(200));
    await userEvent.click(back);
    await waitFor(() => expect(list.scrollLeft).toBe(100));
    // At the end: forward hides.
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(ui.queryByRole('button', { name: 'Rulla framåt' })).toBeNull());
    await expect(ui.getByRole('button', { name: 'Rulla bakåt' })).toBeVisible();
    // The keys still reach every tab, and the focused one is scrolled into view.
    list.scrollLeft = 0;
    ui.getByRole('tab', { name: 'Info' }).focus();
    await press(ui.getByRole('tab', { name: 'Info' }), 'End');
    await expect(focused(canvasElement)).toBe(ui.getByRole('tab', { name: 'Ordrar' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};
