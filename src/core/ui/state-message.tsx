/**
 * A state in place of content (empty, or failed) with an optional action. A module of its own: the
 * error boundary every element has uses it, and is in the shared runtime without the widget kit.
 */
import type { ReactNode } from 'react';

/** Empty and error states: a heading, a text and an optional action. */
export function StateMessage({ kind, title, text, action }: { kind: 'empty' | 'error'; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="fsp-state" data-kind={kind} role={kind === 'error' ? 'alert' : undefined}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </div>
  );
}
