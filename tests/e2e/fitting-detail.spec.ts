/**
 * The fitting detail in the portal (issue 14, `<fsp-fitting>`), by the flows of fitting-flows.ts:
 * Kalle Konsulent on fitting 3 (no meetings yet): the meeting time rules, a booked meeting he may
 * not edit and annuls, a planned one created and edited, a comment, the fitting completed. Tove
 * Tekniker on fitting 1: no New meeting, Annul or Complete, and the API answers a direct call 403.
 * fittings-host.spec.ts runs the same flows in a host system's page and under /embedded.
 */
import { test } from '@playwright/test';
import { consultantFlow, standalone, technicianFlow } from './fitting-flows.ts';

test('Kalle creates, annuls and edits meetings of fitting 3 and completes it', async ({ page }) => {
  await consultantFlow(page, standalone, 3);
});

test('Tove Tekniker sees fitting 1 without creating, annulling or completing; the API answers 403', async ({ page, request }) => {
  await technicianFlow(page, request, standalone);
});
