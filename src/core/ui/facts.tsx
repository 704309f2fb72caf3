/**
 * Facts: a definition list of labels and their values (an order's, a fitting's, a stock item's,
 * what the receive wizard takes in, a task's), in the house's one look. `rows` (the default) puts
 * each label above its value on a narrow container and beside it from 480 px; `tiles` sets the
 * facts side by side, as many as fit, each label small and muted above its value. Each fact is a
 * `<div>` of one `<dt>` and one `<dd>` (Fact). Values are text or nodes, never HTML. Styles:
 * facts.css, loaded with the widget (useSheet), not with the shared runtime.
 */
import type { ReactNode } from 'react';
import css from './facts.css?inline';
import { prepareSheet, useSheet } from './sheet.ts';

// Parsed as the module runs, before the first render that shows it (sheet.ts prepareSheet).
prepareSheet(css);

export type FactsProps = {
  children: ReactNode;
  layout?: 'rows' | 'tiles';
  /** The list's `part` (for a host's ::part() and the tests). */
  part?: string;
  /** A class of the caller's own besides `fsp-facts` (its place in its layout, a smaller text). */
  className?: string;
};

export function Facts({ children, layout = 'rows', part, className }: FactsProps) {
  useSheet(css);
  return (
    <dl className={className ? `fsp-facts ${className}` : 'fsp-facts'} data-layout={layout} part={part}>
      {children}
    </dl>
  );
}

/** One fact: its label and its value. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
