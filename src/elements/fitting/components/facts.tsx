/** A list of facts (label and value), as the order detail shows its facts. */
import type { ReactNode } from 'react';

export function Facts({ children, part }: { children: ReactNode; part?: string }) {
  return (
    <dl className="facts" part={part}>
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A person's name, phone and e-mail (plain text), or a dash. */
export function Person({ person }: { person: { firstName: string; surname: string; phoneNo?: string | null; email?: string | null } | null }) {
  if (!person) return <>–</>;
  return (
    <>
      {person.firstName} {person.surname}
      {person.phoneNo ? <span className="muted">, {person.phoneNo}</span> : null}
      {person.email ? <span className="muted">, {person.email}</span> : null}
    </>
  );
}
