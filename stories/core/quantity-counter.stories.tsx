/**
 * The core QuantityCounter (src/core/ui/quantity-counter.tsx) on its own (spec 2 §5 Quantity
 * counter, spec 3 §5, §9): minus, a number input and plus; default bounds 0 to 999 and start 1;
 * a value above the maximum clamped; one below the minimum kept as typed and said ("Lägsta
 * godtagbara antal är 0", aria-invalid and described by the message) until it is corrected; an
 * empty input reset to the minimum when it loses focus;
 * minus disabled at the minimum, plus at the maximum; a holding's counter from 1 to what is
 * available; a disabled counter. The pure rules are unit-tested in tests/unit/quantity-counter.test.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { COUNTER_DEFAULTS, QuantityCounter } from '../../src/core/ui/quantity-counter.tsx';
import { focused, Styled, typeInto } from './core-helpers.tsx';

type Args = { label: string; min?: number; max?: number; start?: number; disabled?: boolean };

function Demo({ label, min, max, start = COUNTER_DEFAULTS.start, disabled = false }: Args) {
  const [value, setValue] = useState(start);
  return (
    <Styled>
      <QuantityCounter
        label={label}
        value={value}
        onChange={setValue}
        {...(min !== undefined ? { min } : {})}
        {...(max !== undefined ? { max } : {})}
        disabled={disabled}
        texts={{ decrease: `Minska ${label.toLowerCase()}`, increase: `Öka ${label.toLowerCase()}` }}
      />
      <p>
        Valt: <output aria-label="Valt antal">{value}</output>
      </p>
    </Styled>
  );
}

const meta = {
  title: 'Core/QuantityCounter',
  render: (args) => <Demo {...args} />,
  args: { label: 'Antal' },
  argTypes: {
    min: { control: 'number', description: 'Lowest value (default 0).' },
    max: { control: 'number', description: 'Highest value (default 999).' },
    start: { control: 'number', description: 'The value the story starts at (the counter’s start is 1).' },
    disabled: { control: 'boolean' },
  },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement, label = 'Antal') => {
  const ui = within(canvasElement);
  return {
    ui,
    group: ui.getByRole('group', { name: label }),
    input: ui.getByRole<HTMLInputElement>('spinbutton', { name: label }),
    minus: ui.getByRole('button', { name: `Minska ${label.toLowerCase()}` }),
    plus: ui.getByRole('button', { name: `Öka ${label.toLowerCase()}` }),
    chosen: ui.getByRole('status', { name: 'Valt antal' }),
  };
};

/** Replaces the input's text as a keystroke would (React's value tracking sees it). */
async function replaceText(input: HTMLInputElement, text: string) {
  input.focus();
  await fireEvent.input(input, { target: { value: '' } });
  if (text) await typeInto(input, text);
}

/** Default bounds 0..999, start 1: minus to 0 disables minus; plus enables it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { input, minus, plus, chosen } = parts(canvasElement);
    await expect(input).toHaveValue(1);
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('max', '999');
    await expect(minus).toBeEnabled();
    await expect(plus).toBeEnabled();
    await userEvent.click(minus);
    await expect(input).toHaveValue(0);
    await expect(chosen).toHaveTextContent('0');
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue(2);
    await expect(chosen).toHaveTextContent('2');
    await expect(minus).toBeEnabled();
  },
};

/** What is typed within the bounds counts at once; beyond them it is clamped when the input loses focus. */
export const TypedAndClamped: Story = {
  play: async ({ canvasElement }) => {
    const { input, plus, minus, chosen } = parts(canvasElement);
    await replaceText(input, '42');
    await expect(chosen).toHaveTextContent('42');
    await replaceText(input, '1200');
    // typed a digit at a time: 1, 12 and 120 count as they come; 1200 is beyond the bounds and waits
    await expect(input).toHaveValue(1200);
    await expect(chosen).toHaveTextContent('120');
    await fireEvent.focusOut(input);
    await expect(input).toHaveValue(999);
    await expect(chosen).toHaveTextContent('999');
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
  },
};

/** An empty input goes back to the minimum when it loses focus. */
export const EmptyOnBlur: Story = {
  args: { min: 1, max: 10, start: 5 },
  play: async ({ canvasElement }) => {
    const { input, minus, chosen } = parts(canvasElement);
    await expect(input).toHaveValue(5);
    await replaceText(input, '');
    await expect(focused(input)).toBe(input);
    await fireEvent.focusOut(input);
    await expect(input).toHaveValue(1);
    await expect(chosen).toHaveTextContent('1');
    await expect(minus).toBeDisabled();
  },
};

/** A holding's counter: from 1 to what is available (here 3 of 4, one allocated). */
export const HoldingBounds: Story = {
  args: { label: 'Antal Griptång', min: 1, max: 3, start: 1 },
  play: async ({ canvasElement }) => {
    const { input, minus, plus, chosen } = parts(canvasElement, 'Antal Griptång');
    await expect(minus).toBeDisabled();
    await expect(plus).toBeEnabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue(3);
    await expect(plus).toBeDisabled();
    await expect(chosen).toHaveTextContent('3');
    await replaceText(input, '9');
    await fireEvent.focusOut(input);
    await expect(input).toHaveValue(3);
  },
};

/**
 * Below the minimum (a cart counter, min 1): the typed 0 stays, the input is invalid and described
 * by "Lägsta godtagbara antal är 1", the chosen number is still the last acceptable one, also after
 * the input loses focus; typing an acceptable number takes the message away.
 */
export const BelowMinimum: Story = {
  args: { min: 1, start: 3 },
  play: async ({ canvasElement }) => {
    const { ui, input, chosen } = parts(canvasElement);
    await replaceText(input, '0');
    const message = await ui.findByRole('alert');
    await expect(message).toHaveTextContent('Lägsta godtagbara antal är 1');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Lägsta godtagbara antal är 1');
    await expect(chosen).toHaveTextContent('3');
    await fireEvent.focusOut(input);
    await expect(input).toHaveValue(0); // never silently changed
    await expect(chosen).toHaveTextContent('3');
    await expect(ui.getByRole('alert')).toBeVisible();
    await replaceText(input, '2');
    await expect(chosen).toHaveTextContent('2');
    await expect(ui.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The default minimum 0: a negative number says "Lägsta godtagbara antal är 0"; plus corrects it from the last acceptable number. */
export const BelowZero: Story = {
  args: { start: 2 },
  play: async ({ canvasElement }) => {
    const { ui, input, plus, chosen } = parts(canvasElement);
    input.focus();
    // A minus sign alone is no number to the input (its value is empty), so "-1" comes whole, as pasted.
    await fireEvent.input(input, { target: { value: '-1' } });
    await expect(await ui.findByRole('alert')).toHaveTextContent('Lägsta godtagbara antal är 0');
    await fireEvent.focusOut(input);
    await expect(input).toHaveValue(-1);
    await expect(chosen).toHaveTextContent('2');
    await userEvent.click(plus);
    await expect(input).toHaveValue(3);
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** A disabled counter: nothing can be changed. */
export const Disabled: Story = {
  args: { disabled: true, start: 2 },
  play: async ({ canvasElement }) => {
    const { input, minus, plus } = parts(canvasElement);
    await expect(input).toBeDisabled();
    await expect(minus).toBeDisabled();
    await expect(plus).toBeDisabled();
    await expect(input).toHaveValue(2);
  },
};

/** One value only (min = max): both buttons disabled. */
export const SingleValue: Story = {
  args: { min: 1, max: 1, start: 1 },
  play: async ({ canvasElement }) => {
    const { input, minus, plus } = parts(canvasElement);
    await expect(input).toHaveValue(1);
    await expect(minus).toBeDisabled();
    await expect(plus).toBeDisabled();
  },
};
