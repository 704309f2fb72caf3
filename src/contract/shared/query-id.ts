/**
 * An id from a URL (a query value or a path segment): a whole number from 1 to 2^31-1 written in
 * digits only, else null. Zod-free, for the browser's URL models (src/areas/*) and the route table.
 */
const MAX_ID = 2_147_483_647;

export function parseQueryId(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : null;
}
