/**
 * The core Pagination (src/core/ui/components.tsx) with its page input (src/core/ui/pagination.tsx):
 * Previous and Next, "Sida x av y", and a "Gå till sida" number field between 1 and the number of
 * pages, applied on Enter or when it loses the focus; what is not a page is said and not applied;
 * emptied and left, it shows the current page again. Without `pageInput` it is as before.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from '../../src/core/ui/components.tsx';
import { PageInput } from '../../src/core/ui/pagination.tsx';
import { focused, Styled } from './core-helpers.tsx';

type Args = { pages: number; withInput: boolean; lang?: 'sv' | 'en' };

function Demo({ pages, withInput }: Args) {
  const [page, setPage] = useState(1);
  return (
    <Styled width={720}>
      <p data-testid="shown">Sidan som visas: {page}</p>
      <Pagination page={page} pages={pages} onPage={setPage} {...(withInput ? { pageInput: PageInput } : {})} />
    </Styled>
  );
}

const meta = {
  title: 'Core/Pagination',
  render: (args) => <Demo {...args} />,
  args: { pages: 10, withInput: true },
  argTypes: {
    pages: { control: 'number' },
    withInput: { control: 'boolean', description: 'The "go to page" field (pageInput={PageInput}).' },
  },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('shown');
const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('spinbutton', { name: 'Gå till sida' });

/** Enter goes to the page typed; the status follows; Previous/Next and the field agree. */
export const GoToPage: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const nav = ui.getByRole('navigation', { name: 'Sidor' });
    const field = input(canvasElement);
    await expect(field).toHaveValue(1);
    await expect(field).toHaveAttribute('min', '1');
    await expect(field).toHaveAttribute('max', '10');
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    await expect(shown(canvasElement)).toHaveTextContent('Sidan som visas: 7');
    await expect(within(nav).getByText('Sida 7 av 10')).toBeVisible();
    await expect(focused(field)).toBe(field);
    await userEvent.click(within(nav).getByRole('button', { name: 'Nästa' }));
    await expect(field).toHaveValue(8);
  },
};

/** Leaving the field applies it too. */
export const AppliedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await expect(shown(canvasElement)).toHaveTextContent('Sidan som visas: 1');
    await userEvent.tab();
    await expect(shown(canvasElement)).toHaveTextContent('Sidan som visas: 4');
  },
};

/** 0, 11 and 2.5 are not pages: said at the field (announced), not applied; correcting it clears the message. */
export const InvalidPage: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const field = input(canvasElement);
    for (const value of ['0', '11', '2.5']) {
      await fireEvent.input(field, { target: { value } });
      await fireEvent.keyDown(field, { key: 'Enter' });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Ange en sida från 1 till 10.');
      await expect(ui.getByRole('alert')).toHaveTextContent('Ange en sida från 1 till 10.');
      await expect(shown(canvasElement)).toHaveTextContent('Sidan som visas: 1');
    }
    await fireEvent.input(field, { target: { value: '10' } });
    await fireEvent.keyDown(field, { key: 'Enter' });
    await expect(shown(canvasElement)).toHaveTextContent('Sidan som visas: 10');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** Emptied and left: the current page comes back, nothing said. */
export const EmptiedAndLeft: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const field = input(canvasElement);
    await userEvent.clear(field);
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveValue(1));
    await expect(ui.queryByRole('alert')).toBeNull();
  },
};

/** Without pageInput: Previous, the status and Next only (every list before the catalogue). */
export const WithoutInput: Story = {
  args: { withInput: false },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('navigation', { name: 'Sidor' })).toBeVisible();
    await expect(ui.queryByRole('spinbutton')).toBeNull();
    await expect(ui.getAllByRole('button').map((b) => b.textContent)).toEqual(['Föregående', 'Nästa']);
  },
};

/** One page: no paging at all. */
export const OnePage: Story = {
  args: { pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
