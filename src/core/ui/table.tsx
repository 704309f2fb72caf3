/**
 * A data table: a real <table> (headers announced with each cell), optionally with a checkbox per
 * row for selecting rows to act on. Below 600 px of its container's width each row turns into a
 * card, every cell preceded by its column's header (`data-label`), so nothing scrolls sideways.
 * A column may sort: its header holds a button (`SortButton`, table-sort.tsx) and states `aria-sort`.
 * Styles: table.css, adopted with the widget (useSheet), not with the shared runtime.
 */
import type { ReactNode } from 'react';
import css from './table.css?inline';
import { useSheet } from './sheet.ts';

export type Column<T> = {
  /** Unique within the table. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** `end` for numbers. */
  align?: 'start' | 'end';
  /** A sortable column's `aria-sort` (`none` when the table is sorted by another column). */
  sort?: 'ascending' | 'descending' | 'none';
  /** What the header cell holds instead of the text (a sortable column's button, table-sort.tsx); `header` still labels the cards' cells. */
  headerContent?: ReactNode;
};

export type TableSelection<T> = {
  /** Keys of the selected rows. */
  selected: ReadonlySet<string | number>;
  onChange: (selected: Set<string | number>) => void;
  /** False: the row's checkbox is disabled (e.g. nothing available to act on). Default true. */
  isSelectable?: (row: T) => boolean;
  /** The accessible name of a row's checkbox, e.g. "Choose Rollator 123". */
  rowLabel: (row: T) => string;
  /** The accessible name of the select-all checkbox. */
  allLabel: string;
};

export type TableProps<T> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  selection?: TableSelection<T>;
  /** The table's `part` (default `table`). */
  part?: string;
};

export function Table<T>({ caption, columns, rows, rowKey, selection, part = 'table' }: TableProps<T>) {
  useSheet(css);
  const selectable = selection ? rows.filter((r) => selection.isSelectable?.(r) ?? true) : [];
  const allSelected = selection ? selectable.length > 0 && selectable.every((r) => selection.selected.has(rowKey(r))) : false;
  const someSelected = selection ? selectable.some((r) => selection.selected.has(rowKey(r))) : false;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const r of selectable) {
      if (allSelected) next.delete(rowKey(r));
      else next.add(rowKey(r));
    }
    selection.onChange(next);
  };
  const toggle = (row: T) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const key = rowKey(row);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <div className="fsp-table-wrap">
      <table className="fsp-table" part={part}>
        <caption className="fsp-visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="fsp-table-select">
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = someSelected && !allSelected;
                  }}
                  disabled={selectable.length === 0}
                  onChange={toggleAll}
                />
              </th>
            ) : null}
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align ?? 'start'} aria-sort={c.sort}>
                {c.headerContent ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const canSelect = selection ? (selection.isSelectable?.(row) ?? true) : false;
            return (
              <tr key={key} data-selected={selection?.selected.has(key) ? '' : undefined}>
                {selection ? (
                  <td className="fsp-table-select">
                    <input type="checkbox" aria-label={selection.rowLabel(row)} checked={selection.selected.has(key)} disabled={!canSelect} onChange={() => toggle(row)} />
                  </td>
                ) : null}
                {columns.map((c) => (
                  <td key={c.key} data-label={c.header} data-align={c.align ?? 'start'}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
