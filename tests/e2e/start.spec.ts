/**
 * `npm start`'s server: one port for the portal, the API, the OpenAPI document and the demo host
 * page; a second start reuses the database; --reset reseeds. (The build itself runs before the e2e
 * suite; here the server is started directly, as `npm start` does after building.)
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newDataDir } from './data-dir.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181) + 2;

const children = new Set<ReturnType<typeof spawn>>();
test.afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

function start(dataDir: string, args: string[] = []): Promise<{ output: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/node.ts', ...args], { env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('utgangen@example.org')) {
        clearTimeout(timer);
        resolve({
          output,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => {
                children.delete(child);
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

test('one port serves portal, API, OpenAPI and host page; the database is reused, --reset reseeds', async ({ request }) => {
  test.setTimeout(120_000);
  const dataDir = newDataDir('fsp-start-');
  try {
    const first = await start(dataDir);
    expect(first.output).toContain(`http://localhost:${PORT}`);
    expect(first.output).toMatch(/seeded \(demo\)/);
    for (const persona of ['forskrivare', 'konsulent', 'tekniker', 'planerare', 'lager', 'begransad', 'comflow', 'okand', 'inaktiv', 'utgangen']) {
      expect(first.output).toContain(`${persona}@example.org`);
    }
    const base = `http://localhost:${PORT}`;
    const portal = await request.get(`${base}/`);
    expect(portal.headers()['content-type']).toContain('text/html');
    expect(portal.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(portal.headers()['content-security-policy']).not.toContain('unsafe-inline');
    expect((await request.get(`${base}/rs/configuration`)).status()).toBe(200);
    const openapi = await request.get(`${base}/rs/fsp/v1/openapi.json`);
    expect(((await openapi.json()) as { openapi: string }).openapi).toBe('3.1.0');
    expect((await request.get(`${base}/demo/plain.html`)).status()).toBe(200);
    // A user created in the first run is still there in the second: log in, then restart.
    const login = await request.post(`${base}/rs/authentication`, { data: { username: 'forskrivare@example.org', password: 'demo' } });
    const { id } = (await login.json()) as { id: string };
    await first.stop();

    const second = await start(dataDir);
    expect(second.output).toContain('reused');
    expect((await request.get(`${base}/rs/authentication`, { headers: { 'X-Session-Id': id } })).status()).toBe(200);
    await second.stop();

    const third = await start(dataDir, ['--reset']);
    expect(third.output).toMatch(/seeded \(demo\)/);
    expect((await request.get(`${base}/rs/authentication`, { headers: { 'X-Session-Id': id } })).status()).toBe(401);
    await third.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
