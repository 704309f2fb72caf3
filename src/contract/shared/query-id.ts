/**
 * The ids of the contract: whole numbers from 1 to 2^31-1 (the largest a database integer holds).
 * Zod-free, for the browser's URL models (src/areas/*), the elements' id attributes, the route
 * table, the contract's schemas and the server.
 */
export const MAX_ID = 2_147_483_647;

/** An id from a URL (a query value or a path segment): digits only, from 1 to MAX_ID, else null. */
export function parseQueryId(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** An id given as a number (an element's numeric attribute or property): a whole number from 1 to MAX_ID, else null. */
export function attributeId(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}
