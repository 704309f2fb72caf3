/**
 * The core Button (src/core/ui/components.tsx) on its own: its variants, and busy while its call
 * runs: aria-busy and aria-disabled (not disabled), so it keeps the focus; a click, Enter, Space or
 * a form's implicit submit does nothing meanwhile, and a failure's dialog gives the focus back to it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/core/ui/components.tsx';
import { Dialog } from '../../src/core/ui/dialog.tsx';
import { focused, Styled } from './core-helpers.tsx';

type Outcome = 'slow' | 'failure';
type Args = { outcome: Outcome };

/** A note saved by Spara; the "call" takes its time or fails after a moment, as the story says. */
function Demo({ outcome }: Args) {
  const [busy, setBusy] = useState(false);
  const [calls, setCalls] = useState(0);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const save = (e: FormEvent) => {
    e.preventDefault();
    setCalls((n) => n + 1);
    setBusy(true);
    timer.current = setTimeout(
      () => {
        setBusy(false);
        setFailed(true);
      },
      outcome === 'slow' ? 60_000 : 50,
    );
  };
  return (
    <Styled>
      <form aria-label="Anteckning" onSubmit={save}>
        <label>
          Anteckning <input name="note" defaultValue="Ringer på fredag." />
        </label>
        <p>
          <Button type="submit" busy={busy}>
            Spara
          </Button>{' '}
          <Button variant="secondary">Avbryt</Button>{' '}
          <Button variant="danger">Ta bort</Button>{' '}
          <Button variant="link">Visa historik</Button>
        </p>
        <p data-testid="calls">Sparat {calls} gånger</p>
      </form>
      <Dialog open={failed} title="Det gick inte" onClose={() => setFailed(false)} actions={<Button onClick={() => setFailed(false)}>OK</Button>}>
        <p role="alert">Anteckningen kunde inte sparas. Försök igen.</p>
      </Dialog>
    </Styled>
  );
}

const meta = {
  title: 'Core/Button',
  render: (args) => <Demo {...args} />,
  // No server: nothing here calls the API.
  parameters: { persona: null },
  args: { outcome: 'slow' },
  argTypes: { outcome: { control: 'inline-radio', options: ['slow', 'failure'], description: 'What the saving call does.' } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Busy: the button keeps the focus, is aria-disabled and aria-busy, and nothing clicks it again. */
export const Busy: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const save = ui.getByRole('button', { name: 'Spara' });
    const calls = ui.getByTestId('calls');
    save.focus();
    await userEvent.click(save);
    await expect(calls).toHaveTextContent('Sparat 1 gånger');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).not.toHaveAttribute('disabled');
    await expect(focused(save)).toBe(save);
    // A second click, Enter and Space on it, and Enter in the form's field (its implicit submit).
    await userEvent.click(save);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(focused(save)).toBe(save);
    await userEvent.type(ui.getByRole('textbox', { name: 'Anteckning' }), '{Enter}');
    await new Promise((r) => setTimeout(r, 100));
    await expect(calls).toHaveTextContent('Sparat 1 gånger');
  },
};

/** The call fails: its dialog opens and, closed, gives the focus back to the button, ready again. */
export const Failure: Story = {
  args: { outcome: 'failure' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const save = ui.getByRole('button', { name: 'Spara' });
    save.focus();
    await userEvent.click(save);
    const dialog = await ui.findByRole('dialog', { name: 'Det gick inte' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Anteckningen kunde inte sparas. Försök igen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused(save)).toBe(save));
    await expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.click(save);
    await expect(ui.getByTestId('calls')).toHaveTextContent('Sparat 2 gånger');
  },
};
