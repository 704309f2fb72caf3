/**
 * The core Table (src/core/ui/table.tsx) on its own: a real table with a caption and column headers;
 * rows to choose with checkboxes (a row that cannot be chosen has its checkbox disabled, and
 * select-all leaves it out); below 600 px of its container's width every row is a card whose cells
 * carry their column's header. Sortable columns: the header a button, `aria-sort` on the header cell.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Table, type Column } from '../../src/core/ui/table.tsx';
import { ariaSort, SortButton, type SortDirection } from '../../src/core/ui/table-sort.tsx';
import { Styled } from './core-helpers.tsx';

type Holding = { id: number; name: string; article: string; quantity: number; available: number };

const ROWS: Holding[] = [
  { id: 1, name: 'Rollator', article: '123456', quantity: 1, available: 1 },
  { id: 2, name: 'Griptång', article: '234567', quantity: 4, available: 4 },
  { id: 3, name: 'Käpp', article: '345678', quantity: 1, available: 0 },
];

const COLUMNS: Column<Holding>[] = [
  { key: 'name', header: 'Benämning', cell: (r) => r.name },
  { key: 'article', header: 'Artikelnummer', cell: (r) => r.article },
  { key: 'quantity', header: 'Antal', cell: (r) => r.quantity, align: 'end' },
  { key: 'available', header: 'Tillgängligt', cell: (r) => r.available, align: 'end' },
];

type Args = { selectable?: boolean; width?: number };

function Demo({ selectable = false, width = 760 }: Args) {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  return (
    <Styled width={width}>
      <Table
        caption="Hjälpmedel"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        {...(selectable
          ? {
              selection: {
                selected,
                onChange: setSelected,
                isSelectable: (r: Holding) => r.available > 0,
                rowLabel: (r: Holding) => `Välj ${r.name}`,
                allLabel: 'Välj alla',
              },
            }
          : {})}
      />
      <p data-testid="selected">{[...selected].join(',') || 'inget valt'}</p>
    </Styled>
  );
}

const meta = {
  title: 'Core/Table',
  render: (args) => <Demo {...args} />,
  args: {},
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const table = ui.getByRole('table', { name: 'Hjälpmedel' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Benämning', 'Artikelnummer', 'Antal', 'Tillgängligt']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4); // the header row and three rows
    await expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Rollator', '123456', '1', '1']);
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    // numbers to the end of their column
    await expect(getComputedStyle(within(rows[1] as HTMLElement).getAllByRole('cell')[2] as HTMLElement).textAlign).toBe('end');
  },
};

/** Rows to choose: a row with nothing available is disabled; select-all chooses the others and is then checked. */
export const WithSelection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const all = ui.getByRole('checkbox', { name: 'Välj alla' });
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp' })).toBeDisabled();
    await userEvent.click(ui.getByRole('checkbox', { name: 'Välj Rollator' }));
    await expect(ui.getByTestId('selected')).toHaveTextContent('1');
    // some, not all: select-all is mixed
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await expect(ui.getByRole('checkbox', { name: 'Välj Rollator' }).closest('tr')).toHaveAttribute('data-selected');
    await userEvent.click(all);
    await expect(ui.getByTestId('selected')).toHaveTextContent('1,2');
    await expect(all).toBeChecked();
    await expect(ui.getByRole('checkbox', { name: 'Välj Käpp' })).not.toBeChecked();
    await userEvent.click(all);
    await expect(ui.getByTestId('selected')).toHaveTextContent('inget valt');
    // from the keyboard: Space toggles the focused checkbox
    ui.getByRole('checkbox', { name: 'Välj Griptång' }).focus();
    await userEvent.keyboard(' ');
    await expect(ui.getByTestId('selected')).toHaveTextContent('2');
  },
};

/** A narrow container (a phone, or a narrow column of a host page): every row a card, every cell labelled. */
export const Narrow: Story = {
  args: { selectable: true, width: 343 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const table = ui.getByRole('table', { name: 'Hjälpmedel' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(getComputedStyle(row).display).toBe('block');
    const cell = within(row).getAllByRole('cell')[1] as HTMLElement;
    await expect(cell).toHaveAttribute('data-label', 'Benämning');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Benämning"');
    // the column headers are hidden (each cell says its own); select-all stays
    for (const header of table.querySelectorAll('thead th:not(.fsp-table-select)')) await expect(header).not.toBeVisible();
    await expect(ui.getByRole('checkbox', { name: 'Välj alla' })).toBeVisible();
    // nothing scrolls sideways
    await expect(table.scrollWidth).toBeLessThanOrEqual(343);
  },
};

type SortKey = 'name' | 'quantity';

/** Columns that sort (table-sort.tsx): the header is a button, the header cell says its `aria-sort`; a click turns the direction. */
function SortableDemo() {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const rows = [...ROWS].sort((a, b) => {
    const order = sort.key === 'name' ? a.name.localeCompare(b.name, 'sv') : a.quantity - b.quantity || a.id - b.id;
    return sort.direction === 'asc' ? order : -order;
  });
  const sortable = (key: SortKey, header: string): Pick<Column<Holding>, 'sort' | 'headerContent'> => {
    const direction = sort.key === key ? sort.direction : null;
    return {
      sort: ariaSort(direction),
      headerContent: (
        <SortButton direction={direction} onSort={() => setSort({ key, direction: direction === 'asc' ? 'desc' : 'asc' })}>
          {header}
        </SortButton>
      ),
    };
  };
  const columns: Column<Holding>[] = [
    { key: 'name', header: 'Benämning', cell: (r) => r.name, ...sortable('name', 'Benämning') },
    { key: 'article', header: 'Artikelnummer', cell: (r) => r.article },
    { key: 'quantity', header: 'Antal', cell: (r) => r.quantity, align: 'end', ...sortable('quantity', 'Antal') },
  ];
  return (
    <Styled width={760}>
      <Table caption="Hjälpmedel" columns={columns} rows={rows} rowKey={(r) => r.id} />
    </Styled>
  );
}

export const Sortable: Story = {
  render: () => <SortableDemo />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const table = ui.getByRole('table', { name: 'Hjälpmedel' });
    const names = () => within(table).getAllByRole('row').slice(1).map((r) => (within(r).getAllByRole('cell')[0] as HTMLElement).textContent);
    const name = ui.getByRole('button', { name: 'Benämning' });
    await expect(name.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(ui.getByRole('button', { name: 'Antal' }).closest('th')).toHaveAttribute('aria-sort', 'none');
    // a column that does not sort has no aria-sort and no button
    await expect(ui.getByRole('columnheader', { name: 'Artikelnummer' })).not.toHaveAttribute('aria-sort');
    await expect(names()).toEqual(['Griptång', 'Käpp', 'Rollator']);
    await userEvent.click(name);
    await expect(name.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(names()).toEqual(['Rollator', 'Käpp', 'Griptång']);
    // from the keyboard
    ui.getByRole('button', { name: 'Antal' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(ui.getByRole('button', { name: 'Antal' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(name.closest('th')).toHaveAttribute('aria-sort', 'none');
    await expect(names()).toEqual(['Rollator', 'Käpp', 'Griptång']);
  },
};
