/**
 * The core Tabs widget (src/core/ui/tabs.tsx) on its own: tabs that are links, one tab stop (roving
 * tabindex), arrow keys, Home/End, Enter/Space to choose; the panel labelled by the selected tab.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '../../src/core/ui/tabs.tsx';
import { focused, press, Styled } from './core-helpers.tsx';

const FOLDERS = [
  { id: 'inbox', label: 'Inkorg', href: '/messages/inbox' },
  { id: 'sent', label: 'Skickade', href: '/messages/sent' },
  { id: 'archived', label: 'Arkiverade', href: '/messages/archived' },
  { id: 'all', label: 'Alla', href: '/messages/all' },
] as const;
type Folder = (typeof FOLDERS)[number]['id'];

function Demo({ initial = 'inbox' }: { initial?: Folder }) {
  const [selected, setSelected] = useState<Folder>(initial);
  return (
    <Styled>
      <Tabs label="Mappar" items={FOLDERS} selected={selected} onSelect={setSelected}>
        <p>Innehållet i {FOLDERS.find((f) => f.id === selected)?.label}.</p>
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
} satisfies Meta<{ initial?: Folder }>;

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
