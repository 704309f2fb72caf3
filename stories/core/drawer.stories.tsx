/**
 * The core Drawer (src/core/ui/drawer.tsx) on its own: a side panel over the page on the native
 * modal <dialog>, named by its title; the focus moves in when it opens and back to the button that
 * opened it when it closes; Escape, the close button and a click on the backdrop close it. The
 * catalogue's filters use it on a narrow screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/core/ui/components.tsx';
import { Drawer } from '../../src/core/ui/drawer.tsx';
import { VIEWPORTS } from '../helpers.ts';
import { focused, Styled } from './core-helpers.tsx';

type Args = { side: 'start' | 'end' };

const CLASSES = ['Gånghjälpmedel', 'Rullstolar', 'Hygienhjälpmedel', 'Sängar och madrasser', 'Lyftar och selar', 'Vardagshjälpmedel'];

/** A filter button and its drawer of checkboxes, with a footer button that closes it. */
function Demo({ side }: Args) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Styled>
      <Button ref={opener} variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        {chosen.length ? `Filter (${chosen.length})` : 'Filter'}
      </Button>
      <p>Valda: {chosen.length ? chosen.join(', ') : 'inga'}</p>
      <Drawer
        open={open}
        title="Filter"
        side={side}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Visa 42 produkter</Button>}
      >
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600 }}>Artikelklass</legend>
          {CLASSES.map((c) => (
            <label key={c} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
              <input type="checkbox" checked={chosen.includes(c)} onChange={(e) => setChosen(e.target.checked ? [...chosen, c] : chosen.filter((x) => x !== c))} />
              {c}
            </label>
          ))}
        </fieldset>
      </Drawer>
    </Styled>
  );
}

const meta = {
  title: 'Core/Drawer',
  render: (args) => <Demo {...args} />,
  args: { side: 'start' },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end'], description: 'The side it comes from.' } },
  parameters: { persona: null, viewport: VIEWPORTS },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape on a modal <dialog>: the browser fires `cancel` on it (a synthetic key press would not). */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

async function openDrawer(canvasElement: HTMLElement) {
  const ui = within(canvasElement);
  const opener = ui.getByRole('button', { name: /^Filter/ });
  await userEvent.click(opener);
  const drawer = await ui.findByRole('dialog', { name: 'Filter' });
  await expect(drawer).toHaveAttribute('open');
  // measured where it comes to rest: its slide-in run to its end (waiting for it to finish could
  // wait for ever in a frame the browser does not paint, as a story's may be on a busy CI machine)
  for (const animation of drawer.getAnimations()) animation.finish();
  return { ui, opener, drawer };
}

/** Opens with the focus inside (its close button first); Escape closes and the focus goes back. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const { opener, drawer } = await openDrawer(canvasElement);
    const close = within(drawer).getByRole('button', { name: 'Stäng' });
    await waitFor(() => expect(focused(drawer)).toBe(close));
    await expect(within(drawer).getByRole('heading', { level: 2, name: 'Filter' })).toBeVisible();
    // from the start of the screen, the full height
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Rullstolar' }));
    await escape(drawer);
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await expect(within(drawer).queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(focused(opener)).toBe(opener));
    await expect(opener).toHaveTextContent('Filter (1)');
  },
};

/** The close button, the footer's button and a click on the backdrop each close it. */
export const WaysToClose: Story = {
  play: async ({ canvasElement }) => {
    let { opener, drawer } = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await waitFor(() => expect(focused(opener)).toBe(opener));
    ({ opener, drawer } = await openDrawer(canvasElement));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Visa 42 produkter' }));
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    ({ opener, drawer } = await openDrawer(canvasElement));
    const box = drawer.getBoundingClientRect();
    // a click beside the panel lands on the <dialog> (its backdrop)
    await fireEvent.click(drawer, { clientX: box.right + 20, clientY: box.top + 20 });
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    // a click inside the panel does not close it
    ({ drawer } = await openDrawer(canvasElement));
    await fireEvent.click(drawer, { clientX: box.left + 20, clientY: box.top + 20 });
    await expect(drawer).toHaveAttribute('open');
  },
};

/** From the end of the screen. */
export const FromTheEnd: Story = {
  args: { side: 'end' },
  play: async ({ canvasElement }) => {
    const { drawer } = await openDrawer(canvasElement);
    await expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth);
  },
};

/** 375 px: the panel leaves a strip of the page beside it, and its footer stays in view. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const { drawer } = await openDrawer(canvasElement);
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(375 - 48);
    const footer = within(drawer).getByRole('button', { name: 'Visa 42 produkter' });
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
