/**
 * The core RequiredSearch (src/core/ui/required-search.tsx): a search that must not be empty, as
 * the inventory search and the receive search use it. An empty search (or spaces) is refused at
 * the field with the caller's text, the focus kept there, and nothing is searched; a search
 * typed is applied on submit, trimmed; typing clears the refusal.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { RequiredSearch } from '../../src/core/ui/required-search.tsx';
import { focused, Styled, typeInto } from './core-helpers.tsx';

type Args = { q: string };

function Demo({ q }: Args) {
  const [searched, setSearched] = useState<string[]>([]);
  return (
    <Styled width={720}>
      <RequiredSearch
        q={q}
        onSearch={(s) => setSearched((all) => [...all, s])}
        maxLength={100}
        texts={{ form: 'Sök artikel', field: 'Artikel', placeholder: 'Benämning eller artikelnummer', submit: 'Sök', empty: 'Skriv vad du söker efter.' }}
      />
      <p data-testid="searched">Sökt: {searched.join(', ') || 'inget'}</p>
    </Styled>
  );
}

const meta = {
  title: 'Core/RequiredSearch',
  render: (args) => <Demo {...args} />,
  args: { q: '' },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet. */
export const Empty: Story = {};

/** A search given from outside (the URL's) fills the field. */
export const Given: Story = {
  args: { q: 'rollator' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Artikel' })).toHaveValue('rollator');
  },
};

/** Spaces only: refused at the field, the focus there, nothing searched; typing clears it; a search is trimmed. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const field = ui.getByRole('searchbox', { name: 'Artikel' });
    await typeInto(field, '   ');
    await fireEvent.click(ui.getByRole('button', { name: 'Sök' }));
    await expect(ui.getByText('Skriv vad du söker efter.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(focused(field)).toBe(field));
    await expect(ui.getByTestId('searched')).toHaveTextContent('Sökt: inget');
    await typeInto(field, 'käpp ');
    await expect(ui.queryByText('Skriv vad du söker efter.')).toBeNull();
    await fireEvent.submit(field.closest('form') as HTMLFormElement);
    await expect(ui.getByTestId('searched')).toHaveTextContent('Sökt: käpp');
  },
};
