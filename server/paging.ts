/** `from`/`amount` paging, with `all=true` for every row (capped, so no call can ask for millions). */
export const ALL_CAP = 1000;

export function pageWindow(q: { from: number; amount: number; all?: 'true' | 'false' | undefined }): { limit: number; offset: number } {
  return q.all === 'true' ? { limit: ALL_CAP, offset: 0 } : { limit: q.amount, offset: q.from };
}

/** A user's search text for ILIKE: its wildcards and the escape character match themselves. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}
