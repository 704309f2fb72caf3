/**
 * The core ShortTitle (src/core/ui/short-title.tsx): an accessory's title cut at 40 characters
 * plus an ellipsis (spec 2 §9, spec 3 §5), the whole title as a tooltip and for screen readers; a
 * title of at most 40 characters as it is. Used by the holdings' and fixed assets' accessories and
 * by the order wizard's accessories step and overview.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShortTitle } from '../../src/core/ui/short-title.tsx';
import { Styled } from './core-helpers.tsx';

type Args = { text: string };

const meta = {
  title: 'Core/ShortTitle',
  render: ({ text }) => (
    <Styled>
      <p data-testid="title">
        <ShortTitle text={text} />
      </p>
    </Styled>
  ),
  args: { text: 'Armstöd' },
  argTypes: { text: { control: 'text', description: 'The title; over 40 characters it is cut.' } },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = 'Bålstöd med bröstsele och höftbälte, justerbart i höjd och bredd';

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByTestId('title');
    await expect(p).toHaveTextContent(/^Armstöd$/);
    await expect(p.querySelector('[title]')).toBeNull();
  },
};

export const Long: Story = {
  args: { text: LONG },
  play: async ({ canvasElement }) => {
    const p = within(canvasElement).getByTestId('title');
    const shown = p.querySelector<HTMLElement>('[aria-hidden="true"]');
    // 40 characters, the space they end with dropped, then the ellipsis.
    await expect(shown).toHaveTextContent(/^Bålstöd med bröstsele och höftbälte, jus…$/);
    await expect(shown).toHaveAttribute('title', LONG);
    await expect(p.querySelector('.fsp-visually-hidden')).toHaveTextContent(LONG);
  },
};
