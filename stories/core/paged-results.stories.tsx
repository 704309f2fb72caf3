/**
 * The core PagedResults (src/core/ui/paged-results.tsx), the frame of a paged list's results: the
 * number found as a status region, then the failure card (or the caller's own failure), the
 * spinner, the empty state, or the rows (busy while another page of the list loads) with the
 * pagination when there is more than one page; no result is a list not asked for (nothing shown).
 * With a heading, the focus goes to it after paging. With a page size, "Rows per page" (10, 25, 50)
 * after the paging, absent when there are no more rows than the smallest choice.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StateMessage } from '../../src/core/ui/components.tsx';
import { PagedResults, type PagedResult } from '../../src/core/ui/paged-results.tsx';
import { LIST_PAGE_SIZES, pageAfterResize } from '../../src/core/ui/page-size.ts';
import { PageInput, PageSizeSelect } from '../../src/core/ui/pagination.tsx';
import { Styled } from './core-helpers.tsx';

type Row = { id: number; name: string };
type Args = { state: 'rows' | 'empty' | 'loading' | 'failed' | 'own-failure' | 'placeholder' | 'not-asked'; count?: number; heading?: boolean; pageInput?: boolean; pageSize?: boolean };

const TEXTS = {
  loading: 'Hämtar rader …',
  loadFailed: 'Raderna kunde inte hämtas.',
  notLoggedInText: 'Logga in för att se raderna.',
  empty: 'Inga resultat hittades',
  emptyText: 'Det finns inga rader.',
  count: (n: number) => `${n} rader`,
};

function resultOf(state: Args['state'], page: number, count: number, refetch: () => void, size = 10): PagedResult<Row> | null {
  if (state === 'not-asked') return null;
  const rows = Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, i) => ({ id: (page - 1) * size + i + 1, name: `Rad ${(page - 1) * size + i + 1}` }));
  if (state === 'loading') return { status: 'pending', data: undefined, error: null, isPlaceholderData: false, refetch };
  if (state === 'failed' || state === 'own-failure') return { status: 'error', data: undefined, error: new Error('boom'), isPlaceholderData: false, refetch };
  if (state === 'empty') return { status: 'success', data: { page: [], count: 0 }, error: null, isPlaceholderData: false, refetch };
  return { status: 'success', data: { page: rows, count }, error: null, isPlaceholderData: state === 'placeholder', refetch };
}

function Demo({ state, count = 23, heading = false, pageInput = false, pageSize = false }: Args) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [retries, setRetries] = useState(0);
  return (
    <Styled width={720}>
      <PagedResults
        result={resultOf(state, page, count, () => setRetries((n) => n + 1), size)}
        texts={TEXTS}
        page={page}
        pageCount={(n) => Math.max(1, Math.ceil(n / size))}
        onPage={setPage}
        {...(state === 'own-failure' ? { failure: () => <StateMessage kind="error" title="Du är inte planerare" /> } : {})}
        {...(heading ? { heading: { level: 'h2' as const, text: 'Sökresultat' } } : {})}
        {...(pageInput ? { pageInput: PageInput } : {})}
        {...(pageSize
          ? {
              pageSize: {
                size,
                choices: LIST_PAGE_SIZES,
                onSize: (next: number) => {
                  setPage(pageAfterResize(page, size, next));
                  setSize(next);
                },
                select: PageSizeSelect,
              },
            }
          : {})}
      >
        {(rows) => (
          <ul aria-label="Rader">
            {rows.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        )}
      </PagedResults>
      <p data-testid="retries">Försök: {retries}</p>
    </Styled>
  );
}

const meta = {
  title: 'Core/PagedResults',
  render: (args) => <Demo {...args} />,
  args: { state: 'rows' },
  argTypes: { state: { control: 'inline-radio', options: ['rows', 'empty', 'loading', 'failed', 'own-failure', 'placeholder', 'not-asked'] } },
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows: the count as a status, ten rows, the pagination; another page shows its rows. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('status')).toHaveTextContent('23 rader');
    await expect(within(ui.getByRole('list', { name: 'Rader' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await expect(within(ui.getByRole('list', { name: 'Rader' })).getAllByRole('listitem')[0]).toHaveTextContent('Rad 11');
  },
};

/** One page: no pagination. */
export const OnePage: Story = {
  args: { count: 4 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('status')).toHaveTextContent('4 rader');
    await expect(ui.queryByRole('navigation')).toBeNull();
  },
};

/** Another page loading: the rows shown stay, marked busy. */
export const Placeholder: Story = {
  args: { state: 'placeholder' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('list', { name: 'Rader' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText('Det finns inga rader.')).toBeVisible();
    await expect(ui.getByRole('status')).toHaveTextContent('Inga resultat hittades');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText('Hämtar rader …')).toBeVisible();
    await expect(ui.queryByRole('list', { name: 'Rader' })).toBeNull();
  },
};

/** A failure: the card with the area's title and a retry that refetches. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const alert = ui.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Raderna kunde inte hämtas.' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await expect(ui.getByTestId('retries')).toHaveTextContent('Försök: 1');
  },
};

/** The caller's own words for a failure replace the card. */
export const OwnFailure: Story = {
  args: { state: 'own-failure' },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Du är inte planerare' })).toBeVisible();
    await expect(ui.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  },
};

/** Not asked yet (no search given): no spinner, no rows, an empty status region for what comes. */
export const NotAsked: Story = {
  args: { state: 'not-asked', heading: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('status')).toHaveTextContent('');
    await expect(ui.queryByText('Hämtar rader …')).toBeNull();
    await expect(ui.queryByRole('heading')).toBeNull();
    await expect(ui.queryByRole('list', { name: 'Rader' })).toBeNull();
  },
};

/**
 * A heading of the results: shown with the rows (not in the empty state), and after paging, by the
 * buttons or the typed page, the focus goes to it, so the new page is read from its top.
 */
export const HeadingTakesFocusAfterPaging: Story = {
  args: { heading: true, pageInput: true, count: 45 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const heading = ui.getByRole('heading', { level: 2, name: 'Sökresultat' });
    await expect(heading).not.toHaveFocus();
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await expect(within(ui.getByRole('list', { name: 'Rader' })).getAllByRole('listitem')[0]).toHaveTextContent('Rad 11');
    await expect(ui.getByRole('heading', { level: 2, name: 'Sökresultat' })).toHaveFocus();
    const field = ui.getByRole('spinbutton', { name: 'Gå till sida' });
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    await expect(within(ui.getByRole('list', { name: 'Rader' })).getAllByRole('listitem')[0]).toHaveTextContent('Rad 31');
    await expect(ui.getByRole('heading', { level: 2, name: 'Sökresultat' })).toHaveFocus();
  },
};

/** No heading in the empty state; the status region says it. */
export const EmptyWithHeading: Story = {
  args: { state: 'empty', heading: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('status')).toHaveTextContent('Inga resultat hittades');
    await expect(ui.queryByRole('heading', { name: 'Sökresultat' })).toBeNull();
  },
};

/** Rows per page: 10 by default; 25 shows 25 rows and fewer pages, from the page holding the first row shown. */
export const RowsPerPage: Story = {
  args: { count: 63, pageSize: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const rows = () => within(ui.getByRole('list', { name: 'Rader' })).getAllByRole('listitem');
    const select = ui.getByRole('combobox', { name: 'Rader per sida' });
    await expect(select).toHaveValue('10');
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await expect(rows()).toHaveLength(10);
    await expect(ui.getByText('Sida 1 av 7')).toBeVisible();
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await userEvent.click(ui.getByRole('button', { name: 'Nästa' }));
    await expect(rows()[0]).toHaveTextContent('Rad 31');
    await userEvent.selectOptions(select, '25');
    // Row 31 is on page 2 of 25 (rows 26-50).
    await expect(rows()).toHaveLength(25);
    await expect(rows()[0]).toHaveTextContent('Rad 26');
    await expect(ui.getByText('Sida 2 av 3')).toBeVisible();
    await userEvent.selectOptions(ui.getByRole('combobox', { name: 'Rader per sida' }), '50');
    await expect(rows()).toHaveLength(50);
    await expect(ui.getByText('Sida 1 av 2')).toBeVisible();
  },
};

/** No more rows than the smallest choice: no "Rows per page" (it would change nothing). */
export const RowsPerPageFewRows: Story = {
  args: { count: 8, pageSize: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('status')).toHaveTextContent('8 rader');
    await expect(ui.queryByRole('combobox', { name: 'Rader per sida' })).toBeNull();
  },
};
