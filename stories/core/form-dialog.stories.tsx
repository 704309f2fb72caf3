/**
 * The core FormDialog (src/core/ui/form-dialog.tsx) on its own: a form in a dialog with Cancel and
 * Save. A refused submit marks the fields and sends the focus to the first wrong one; while the
 * call runs Save is busy, Cancel disabled and Escape does nothing; a failure is an alert inside (by
 * the buttons, or above the fields with `errorAt="start"`), the dialog stays open and keeps what
 * was typed; Cancel and Escape close it and the focus goes back to the button that opened it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button, TextField } from '../../src/core/ui/components.tsx';
import { focusFirstInvalid, FormDialog } from '../../src/core/ui/form-dialog.tsx';
import { focused, Styled, typeInto } from './core-helpers.tsx';

type Outcome = 'success' | 'failure' | 'slow';
type Args = { outcome: Outcome; errorAt: 'start' | 'end' };

/** An address to add: street and city required; the "call" succeeds, fails or takes its time as the story says. */
function Demo({ outcome, errorAt }: Args) {
  const [open, setOpen] = useState(false);
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const missing = { street: !street.trim(), city: !city.trim() };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const submit = (form: HTMLFormElement) => {
    setSubmitted(true);
    if (missing.street || missing.city) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    setError(null);
    timer.current = setTimeout(
      () => {
        setBusy(false);
        if (outcome === 'failure') setError('Adressen kunde inte sparas. Försök igen.');
        else {
          setSaved(`${street}, ${city}`);
          setOpen(false);
        }
      },
      outcome === 'slow' ? 60_000 : 50,
    );
  };
  return (
    <Styled>
      <p>{saved ? `Sparad: ${saved}` : 'Ingen adress ännu.'}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Lägg till adress
      </Button>
      {open ? (
        <FormDialog title="Ny adress" onClose={close} onSubmit={submit} busy={busy} error={error} errorAt={errorAt} part="address-form">
          <TextField label="Gatuadress" value={street} onValueChange={setStreet} required error={submitted && missing.street ? 'Ange gatuadress.' : null} />
          <TextField label="Ort" value={city} onValueChange={setCity} required error={submitted && missing.city ? 'Ange ort.' : null} />
        </FormDialog>
      ) : null}
    </Styled>
  );
}

const meta = {
  title: 'Core/FormDialog',
  render: (args) => <Demo {...args} />,
  args: { outcome: 'success', errorAt: 'end' },
  argTypes: {
    outcome: { control: 'inline-radio', options: ['success', 'failure', 'slow'], description: 'What the submitted call does.' },
    errorAt: { control: 'inline-radio', options: ['start', 'end'], description: 'Where a failure shows.' },
  },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape on a modal <dialog>: the browser fires `cancel` on it (a synthetic key press would not). */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

async function openDialog(canvasElement: HTMLElement) {
  const ui = within(canvasElement);
  const opener = ui.getByRole('button', { name: 'Lägg till adress' });
  await userEvent.click(opener);
  const dialog = await ui.findByRole('dialog', { name: 'Ny adress' });
  const d = within(dialog);
  return { ui, opener, dialog, d, street: d.getByRole('textbox', { name: /Gatuadress/ }), city: d.getByRole('textbox', { name: /Ort/ }) };
}

/** Filled in and saved: the call is made, the dialog closes and the focus goes back to the opener. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const { ui, opener, dialog, d, street, city } = await openDialog(canvasElement);
    await expect(dialog.querySelector('form')).toHaveAttribute('part', 'address-form');
    await expect(d.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    await typeInto(street, 'Strandvägen 3');
    await typeInto(city, 'Kivik');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await expect(ui.getByText('Sparad: Strandvägen 3, Kivik')).toBeVisible();
    await waitFor(() => expect(focused(opener)).toBe(opener));
  },
};

/** Saved with a field missing: no call, the fields say what is wrong and the first wrong one has the focus. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const { ui, d, street, city } = await openDialog(canvasElement);
    await typeInto(city, 'Kivik');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(await d.findByText('Ange gatuadress.')).toBeVisible();
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(focused(street)).toBe(street));
    await expect(d.queryByRole('alert')).toBeNull();
    await expect(city).toHaveValue('Kivik');
    await expect(ui.getByText('Ingen adress ännu.')).toBeVisible();
  },
};

/** While the call runs: Save busy, Cancel disabled, Escape does not close it. */
export const Busy: Story = {
  args: { outcome: 'slow' },
  play: async ({ canvasElement }) => {
    const { ui, dialog, d, street, city } = await openDialog(canvasElement);
    await typeInto(street, 'Strandvägen 3');
    await typeInto(city, 'Kivik');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    await expect(d.getByRole('button', { name: 'Spara' })).toHaveAttribute('aria-busy', 'true');
    // A busy button is aria-disabled and keeps the focus (core Button), not disabled.
    await expect(d.getByRole('button', { name: 'Spara' })).toHaveAttribute('aria-disabled', 'true');
    await expect(d.getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    await escape(dialog);
    await expect(ui.getByRole('dialog', { name: 'Ny adress' })).toBeVisible();
  },
};

/** A failure: an alert by the buttons, the dialog open with everything typed, Save ready again. */
export const Failure: Story = {
  args: { outcome: 'failure' },
  play: async ({ canvasElement }) => {
    const { dialog, d, street, city } = await openDialog(canvasElement);
    await typeInto(street, 'Strandvägen 3');
    await typeInto(city, 'Kivik');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    const alert = await d.findByRole('alert');
    await expect(alert).toHaveTextContent('Adressen kunde inte sparas. Försök igen.');
    await expect(alert).toHaveClass('fsp-alert');
    // After the fields (by the buttons).
    await expect(city.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(dialog).toBeVisible();
    await expect(street).toHaveValue('Strandvägen 3');
    await expect(city).toHaveValue('Kivik');
    await expect(d.getByRole('button', { name: 'Spara' })).toBeEnabled();
  },
};

/** `errorAt="start"`: the failure above the fields. */
export const FailureAbove: Story = {
  args: { outcome: 'failure', errorAt: 'start' },
  play: async ({ canvasElement }) => {
    const { d, street, city } = await openDialog(canvasElement);
    await typeInto(street, 'Strandvägen 3');
    await typeInto(city, 'Kivik');
    await userEvent.click(d.getByRole('button', { name: 'Spara' }));
    const alert = await d.findByRole('alert');
    await expect(alert.compareDocumentPosition(street) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Cancel, and Escape, close it without a call; the focus goes back to the opener. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const first = await openDialog(canvasElement);
    await typeInto(first.street, 'Strandvägen 3');
    await userEvent.click(first.d.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(first.ui.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused(first.opener)).toBe(first.opener));
    const second = await openDialog(canvasElement);
    await escape(second.dialog);
    await waitFor(() => expect(second.ui.queryByRole('dialog')).toBeNull());
    await expect(second.ui.getByText('Ingen adress ännu.')).toBeVisible();
  },
};
