/**
 * The demo workflow page (server/routes/demo.ts): a host page of another system on its own strict
 * CSP, with no inline script or style, in both languages; its script routes by `fsp-navigate`.
 * The flows in it are end-to-end tests (tests/e2e/fittings-host.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { withTestServer } from './helpers/server.ts';

const server = withTestServer();

describe('the demo workflow page', () => {
  it('is served on its own strict CSP, without inline script or style, never cached', async () => {
    const res = await server.request('/demo/workflow.html?lang=en');
    expect(res.status).toBe(200);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Neither eval nor WebAssembly: the page hosts no scan field (server/routes/workflow.ts' pageCsp).
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await res.text();
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('id="fsp-host"');
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // every script is a file
    expect(body).not.toMatch(/\sstyle=/);
  });

  it('speaks Swedish by default', async () => {
    const body = await (await server.request('/demo/workflow.html', { headers: { 'Accept-Language': 'sv' } })).text();
    expect(body).toContain('<html lang="sv">');
    expect(body).toContain('Utprovningar');
  });

  it('serves its script, which routes by fsp-navigate and redeems the login token, and its stylesheet', async () => {
    const script = await server.request('/demo/workflow.js');
    expect(script.headers.get('Content-Type')).toContain('text/javascript');
    const text = await script.text();
    expect(text).toContain("addEventListener('fsp-navigate'");
    expect(text).toContain('mylocLoginToken');
    expect((await server.request('/demo/workflow.css')).headers.get('Content-Type')).toContain('text/css');
  });
});
