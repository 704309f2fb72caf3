/**
 * A sortable column of the core Table: its header is a button that sorts by the column (the table's
 * `th` states `aria-sort`, so the button's name is the column's alone), with an arrow for the
 * direction (up ascending, down descending, both ways when the table is sorted by another column).
 * Its stylesheet loads with it, not with the shared runtime (sheet.ts).
 */
import type { ReactNode } from 'react';
import { useSheet } from './sheet.ts';
import css from './table-sort.css?inline';

export type SortDirection = 'asc' | 'desc';

/** The `aria-sort` of a column: the table's sort when it is this column, else `none`. */
export function ariaSort(direction: SortDirection | null): 'ascending' | 'descending' | 'none' {
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
}

const ARROWS: Record<SortDirection | 'none', string> = {
  asc: 'M12 5l6 7h-4.5v7h-3v-7H6z',
  desc: 'M12 19l-6-7h4.5V5h3v7H18z',
  none: 'M12 3l5 6H7zM12 21l-5-6h10z',
};

export function SortButton({ children, direction, onSort }: {
  /** The column's header text. */
  children: ReactNode;
  /** The table's direction when it is sorted by this column; null when by another. */
  direction: SortDirection | null;
  onSort: () => void;
}) {
  useSheet(css);
  return (
    <button type="button" className="fsp-table-sort" data-sorted={direction ? '' : undefined} onClick={onSort}>
      {children}
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ARROWS[direction ?? 'none']} />
      </svg>
    </button>
  );
}
