/** Reading the reference server's answers in tests. */
import { expect } from 'vitest';

export type ErrorJson = { error: { code: string; errorMessage: string } };

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Asserts status and error code together (one diff shows both), and returns the body. */
export async function expectError(res: Response, status: number, code: string): Promise<ErrorJson> {
  const body = await json<ErrorJson>(res);
  // `?.`: an answer that is no error (a 200 where a 429 was due) shows in the diff, not as a TypeError.
  expect({ status: res.status, code: (body as Partial<ErrorJson>).error?.code }).toEqual({ status, code });
  return body;
}
