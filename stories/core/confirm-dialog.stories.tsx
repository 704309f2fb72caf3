/**
 * The core ConfirmDialog (src/core/ui/confirm-dialog.tsx) on its own: the question before anything
 * destructive, Cancel focused first (Enter does not destroy by accident), Escape cancels, the
 * confirming button busy while the call runs, and a failure shown inside with the dialog still open.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/core/ui/components.tsx';
import { ConfirmDialog } from '../../src/core/ui/confirm-dialog.tsx';
import { focused, Styled } from './core-helpers.tsx';

type Outcome = 'success' | 'failure' | 'slow';
type Args = { outcome: Outcome };

/** A list with one address to delete; the "call" succeeds, fails or takes its time as the story says. */
function Demo({ outcome }: Args) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const confirm = () => {
    setBusy(true);
    setError(null);
    timer.current = setTimeout(
      () => {
        setBusy(false);
        if (outcome === 'failure') setError('Det gick inte att ta bort adressen. Försök igen.');
        else {
          setDeleted(true);
          setOpen(false);
        }
      },
      outcome === 'slow' ? 60_000 : 50,
    );
  };
  return (
    <Styled>
      <p>{deleted ? 'Adressen är borttagen.' : 'Sommarboende, Strandvägen 3, 277 32 Kivik'}</p>
      {deleted ? null : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Ta bort Sommarboende
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title="Ta bort adressen?"
        confirmLabel="Ta bort"
        cancelLabel="Avbryt"
        busy={busy}
        error={error}
        onConfirm={confirm}
        onCancel={() => {
          clearTimeout(timer.current);
          setError(null);
          setOpen(false);
        }}
      >
        <p>Adressen ”Sommarboende” (Strandvägen 3, Kivik) tas bort från brukaren.</p>
      </ConfirmDialog>
    </Styled>
  );
}

const meta = {
  title: 'Core/ConfirmDialog',
  render: (args) => <Demo {...args} />,
  args: { outcome: 'success' },
  argTypes: { outcome: { control: 'inline-radio', options: ['success', 'failure', 'slow'], description: 'What the confirmed call does.' } },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape on a modal <dialog>: the browser fires `cancel` on it (a synthetic key press would not). */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

async function openDialog(canvasElement: HTMLElement) {
  const ui = within(canvasElement);
  const opener = ui.getByRole('button', { name: 'Ta bort Sommarboende' });
  await userEvent.click(opener);
  const dialog = await ui.findByRole('dialog', { name: 'Ta bort adressen?' });
  return { ui, opener, dialog, d: within(dialog) };
}

/** The question, Cancel focused first; confirming does it and closes the dialog. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const { ui, dialog, d } = await openDialog(canvasElement);
    await expect(dialog).toHaveTextContent('Adressen ”Sommarboende” (Strandvägen 3, Kivik) tas bort från brukaren.');
    await expect(focused(dialog)).toBe(d.getByRole('button', { name: 'Avbryt' }));
    await expect(d.getByRole('button', { name: 'Ta bort' })).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(d.getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await expect(ui.getByText('Adressen är borttagen.')).toBeVisible();
  },
};

/** Cancel, and Escape, leave everything as it was; the focus goes back to the button that opened it. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const first = await openDialog(canvasElement);
    await userEvent.click(first.d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(first.ui.queryByRole('dialog')).toBeNull());
    await expect(focused(first.opener)).toBe(first.opener);
    const second = await openDialog(canvasElement);
    await escape(second.dialog);
    await waitFor(() => expect(second.ui.queryByRole('dialog')).toBeNull());
    await expect(second.ui.getByText('Sommarboende, Strandvägen 3, 277 32 Kivik')).toBeVisible();
  },
};

/** While the call runs: the confirming button busy, Cancel disabled, Escape does not close it. */
export const Busy: Story = {
  args: { outcome: 'slow' },
  play: async ({ canvasElement }) => {
    const { ui, d } = await openDialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Ta bort' }));
    await expect(d.getByRole('button', { name: 'Ta bort' })).toHaveAttribute('aria-busy', 'true');
    await expect(d.getByRole('button', { name: 'Ta bort' })).toHaveAttribute('aria-disabled', 'true');
    await expect(d.getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    await escape(ui.getByRole('dialog', { name: 'Ta bort adressen?' }));
    await expect(ui.getByRole('dialog', { name: 'Ta bort adressen?' })).toBeVisible();
  },
};

/** A failure is shown inside (an alert) and the dialog stays open to try again or cancel. */
export const Failure: Story = {
  args: { outcome: 'failure' },
  play: async ({ canvasElement }) => {
    const { ui, dialog, d } = await openDialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: 'Ta bort' }));
    const alert = await d.findByRole('alert');
    await expect(alert).toHaveTextContent('Det gick inte att ta bort adressen. Försök igen.');
    await expect(dialog).toBeVisible();
    await expect(d.getByRole('button', { name: 'Ta bort' })).toBeEnabled();
    await expect(ui.queryByText('Adressen är borttagen.')).toBeNull();
  },
};
