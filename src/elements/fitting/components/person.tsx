/** A person as a fitting's facts show them (core/ui/facts.tsx holds the list itself). */
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
