/**
 * The reconnect dialog against a real server: stop the API mid-use, the next call opens the
 * blocking dialog (polling app data every second); start the API again and the page reloads by
 * itself, still logged in (the session lives in the database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newDataDir } from './data-dir.ts';
import { expectLoggedIn, login } from './helpers.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181) + 3;
const BASE = `http://localhost:${PORT}`;
let child: ChildProcess | null = null;

function start(dataDir: string, reset: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['server/node.ts', ...(reset ? ['--reset'] : [])], { env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      if (output.includes('utgangen@example.org')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
  });
}

function stop(): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

test.afterEach(stop);

test.beforeEach(({ page }) => {
  page.on('console', (m) => m.type() === 'error' && console.log(`[page] ${m.text()}`));
});

test('stop the API: the blocking dialog; start it again: the page reloads, still logged in', async ({ page }) => {
  test.setTimeout(90_000);
  const dataDir = newDataDir('fsp-reconnect-');
  try {
    await start(dataDir, true);
    await page.goto(`${BASE}/`);
    await login(page);
    await expectLoggedIn(page);
    await page.goto(`${BASE}/documents`);
    await expect(page.locator('fsp-documents [part=folder]')).toHaveCount(6);

    await stop();
    await page.locator('fsp-documents').getByRole('link', { name: /Blanketter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ingen kontakt med servern' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Det gick inte att nå servern.');
    await expect(dialog).toContainText('support@example.org');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible(); // blocking: Escape does not close it

    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await start(dataDir, false);
    await reloaded;
    await expect(dialog).toBeHidden();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/documents\/2$/);
    await expect(page.locator('fsp-documents [part=file]')).toHaveCount(2);
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
