/**
 * The core WizardStep (src/core/ui/wizard.tsx): a wizard step's form, named by its h2, with its
 * fields, the refusal of its save said above the buttons (Next described by it), Back and Next
 * (a submit: Enter in a field submits). Next may be disabled with the reason beside it (and Next
 * described by that reason); while busy, Next shows a spinner and nothing submits twice.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/core/ui/components.tsx';
import { WizardStep } from '../../src/core/ui/wizard.tsx';
import { VIEWPORTS } from '../helpers.ts';
import { Styled } from './core-helpers.tsx';

type Args = { error?: string; busy?: boolean; canGoBack?: boolean; needsText?: boolean };

function Demo({ error, busy = false, canGoBack = true, needsText = false }: Args) {
  const [text, setText] = useState('');
  const [log, setLog] = useState<string[]>([]);
  return (
    <Styled width={720}>
      <WizardStep
        title="Referens"
        error={error ?? null}
        busy={busy}
        canGoBack={canGoBack}
        onBack={() => setLog((l) => [...l, 'back'])}
        onSubmit={() => setLog((l) => [...l, `next:${text}`])}
        backLabel="Tillbaka"
        submitLabel="Nästa"
        submitDisabled={needsText && !text.trim()}
        disabledReason="Fyll i referensnumret för att gå vidare."
      >
        <TextField label="Referensnummer" value={text} onValueChange={setText} />
      </WizardStep>
      <p data-testid="log">{log.join(', ') || 'inget'}</p>
    </Styled>
  );
}

const meta = {
  title: 'Core/WizardStep',
  render: (args) => <Demo {...args} />,
  args: {},
  parameters: { viewport: VIEWPORTS, persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step: the form named by its heading, Back and Next; Next submits (also Enter in a field). */
export const Step: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('form', { name: 'Referens' })).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Tillbaka' }));
    await fireEvent.change(ui.getByLabelText('Referensnummer'), { target: { value: 'HMC1' } });
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await expect(ui.getByTestId('log')).toHaveTextContent('back, next:HMC1');
  },
};

/** The first step has no Back. */
export const FirstStep: Story = {
  args: { canGoBack: false },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.queryByRole('button', { name: 'Tillbaka' })).toBeNull();
    await expect(ui.getByRole('button', { name: 'Nästa' })).toBeEnabled();
  },
};

/** Next disabled until the field is filled: the reason is visible beside it and describes it. */
export const DisabledWithReason: Story = {
  args: { needsText: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const next = ui.getByRole('button', { name: 'Nästa' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Fyll i referensnumret för att gå vidare.');
    await fireEvent.change(ui.getByLabelText('Referensnummer'), { target: { value: 'x' } });
    await expect(next).toBeEnabled();
    await expect(ui.queryByText('Fyll i referensnumret för att gå vidare.')).toBeNull();
  },
};

/** A refused save: an alert above the buttons, which describes Next; what was typed stays. */
export const Refused: Story = {
  args: { error: 'Avvikelsen kunde inte sparas. Försök igen.' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('alert')).toHaveTextContent('Avvikelsen kunde inte sparas. Försök igen.');
    await expect(ui.getByRole('button', { name: 'Nästa' })).toHaveAccessibleDescription('Avvikelsen kunde inte sparas. Försök igen.');
  },
};

/** Saving: Next is busy (aria-disabled, aria-busy), Back disabled; a submit does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const next = ui.getByRole('button', { name: /Nästa/ });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(ui.getByRole('button', { name: 'Tillbaka' })).toBeDisabled();
    await fireEvent.submit(ui.getByRole('form', { name: 'Referens' }));
    await expect(ui.getByTestId('log')).toHaveTextContent('inget');
  },
};
