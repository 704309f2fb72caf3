/**
 * Counts (inventories) opened by a test. A base storage being counted receives nothing (spec 3 §5),
 * and the tests of one Playwright worker share its data folder: a count left open by a test that
 * failed or timed out before its own cleanup would refuse every later delivery of that worker
 * (the receive and timeline specs), so a spec that opens counts annuls what is left after each test.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_V1 } from '../../src/contract/constants.ts';
import type { Inventory } from '../../src/contract/inventories.ts';
import { apiSession } from './fitting-flows.ts';

/** Leo Lagerström, whose own base storage (BL-MLM) the counting specs count. */
export const LEO = 'lager@example.org';

/** Annuls the storage's open count, if there is one, with the session `headers` of a user who may count it. */
export async function annulOpenCount(request: APIRequestContext, storage: number, headers: Record<string, string>): Promise<void> {
  const res = await request.get(`${API_V1}/base-storages/${storage}/inventories`, { headers });
  expect(res.status()).toBe(200);
  for (const count of ((await res.json()) as { page: Inventory[] }).page) {
    expect((await request.delete(`${API_V1}/inventories/${count.id}`, { headers })).status()).toBe(204);
  }
}

/** After each test of the spec (passed, failed or timed out), no count of the storage left open. */
export function annulCountsAfterEach(storage: number, username = LEO): void {
  test.afterEach(async ({ request }) => {
    await annulOpenCount(request, storage, await apiSession(request, username));
  });
}
