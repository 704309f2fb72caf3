/** Mobile BankID: the QR content against BankID's published test vector, and the order lifecycle on the server. */
import { describe, expect, it } from 'vitest';
import { autoStartLink, isMobileDevice, qrAuthCode, qrContent, returnAddress } from '../../src/elements/mobile-id/qr.ts';
import { withTestServer } from './helpers/server.ts';

describe('QR content', () => {
  // The example of BankID's relying-party documentation (also used by client libraries' tests).
  const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
  const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

  it('matches the official test vector at 0 and 1 seconds', async () => {
    expect(await qrContent(token, secret, 0)).toBe(`bankid.${token}.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`);
    expect(await qrContent(token, secret, 1)).toBe(`bankid.${token}.1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2`);
  });

  it('changes every second and with the secret', async () => {
    expect(await qrAuthCode(secret, 2)).not.toBe(await qrAuthCode(secret, 3));
    expect(await qrAuthCode(secret, 2)).not.toBe(await qrAuthCode('another-secret', 2));
  });

  it('app links return to the browser the user came from', () => {
    const ios = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(autoStartLink('abc', `${ios} FxiOS/130`, 'https://x/')).toBe('bankid:///?autostarttoken=abc&redirect=firefox%3A%2F%2F');
    expect(autoStartLink('abc', `${ios} CriOS/130`, 'https://x/')).toBe('bankid:///?autostarttoken=abc&redirect=googlechrome%3A%2F%2F');
    expect(autoStartLink('abc', ios, 'https://x/p')).toBe('bankid:///?autostarttoken=abc&redirect=https%3A%2F%2Fx%2Fp');
    expect(isMobileDevice(ios)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
  });

  it("Android's Chrome and Firefox return by themselves (redirect null)", () => {
    const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
    const firefox = 'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0';
    expect(returnAddress(chrome, 'https://x/p')).toBe('null');
    expect(returnAddress(firefox, 'https://x/p')).toBe('null');
  });

  it('a phone browser not recognised is sent back to the page (spec 1 §4: the button reloads the page)', () => {
    const samsung = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
    const webView = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/156.0.0.0 Mobile Safari/537.36';
    const unknown = 'Mozilla/5.0 (Linux; Android 14) Mobile';
    for (const ua of [samsung, webView, unknown]) {
      expect(autoStartLink('abc', ua, 'https://x/mobile-id-login')).toBe('bankid:///?autostarttoken=abc&redirect=https%3A%2F%2Fx%2Fmobile-id-login');
    }
  });
});

describe('orders on the reference server', () => {
  const server = withTestServer();

  const post = (path: string, body?: unknown) =>
    Promise.resolve(server.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }));
  const form = (path: string, fields: Record<string, string> = {}) =>
    Promise.resolve(server.app.request(path, { method: 'POST', body: new URLSearchParams(fields) }));
  const start = async () => (await (await post('/rs/mobile-id/authentication')).json()) as { orderRef: string; qrStartToken: string; qrStartSecret: string; autoStartToken: string };
  const collect = async (orderRef: string) => (await (await post('/rs/mobile-id/collect', { orderRef })).json()) as { status: string; hintCode: string | null };

  it('starts with four distinct uuids and collects outstandingTransaction, then userSign', async () => {
    const order = await start();
    expect(new Set(Object.values(order)).size).toBe(4);
    for (const v of Object.values(order)) expect(v).toMatch(/^[0-9a-f-]{36}$/);
    expect(await collect(order.orderRef)).toEqual({ status: 'pending', hintCode: 'outstandingTransaction' });
    expect((await form(`/dev/bankid/${order.orderRef}/open`)).status).toBe(303);
    expect(await collect(order.orderRef)).toEqual({ status: 'pending', hintCode: 'userSign' });
  });

  it('approve as a known person completes; the token logs that person in once', async () => {
    const order = await start();
    const unknown = await form(`/dev/bankid/${order.orderRef}/approve`, { identityNumber: '189001019802' });
    expect(decodeURIComponent(unknown.headers.get('Location') ?? '')).toContain('No user has the identity number');
    expect((await collect(order.orderRef)).status).toBe('pending');
    await form(`/dev/bankid/${order.orderRef}/approve`, { identityNumber: '197101169295' });
    expect(await collect(order.orderRef)).toEqual({ status: 'complete', hintCode: null });
    const login = await post('/rs/authentication', { token: order.orderRef, persistent: false });
    expect(login.status).toBe(200);
    const { id } = (await login.json()) as { id: string };
    const me = await server.app.request('/rs/authentication', { headers: { 'X-Session-Id': id } });
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe('forskrivare@example.org');
    const again = await post('/rs/authentication', { token: order.orderRef });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('token.is.revoked');
  });

  it('a pending or failed order is no login token; neither is a completed one after 5 minutes', async () => {
    const pending = await start();
    expect((await post('/rs/authentication', { token: pending.orderRef })).status).toBe(401);
    const late = await start();
    await form(`/dev/bankid/${late.orderRef}/approve`, { identityNumber: '197101169295' });
    server.advance(6 * 60_000);
    expect((await post('/rs/authentication', { token: late.orderRef })).status).toBe(401);
  });

  it('cancel, expire and start-failed fail the order with their hint codes; 180 s expire it anyway', async () => {
    for (const [action, hint] of [['cancel', 'userCancel'], ['expire', 'expiredTransaction'], ['start-failed', 'startFailed']] as const) {
      const order = await start();
      await form(`/dev/bankid/${order.orderRef}/${action}`);
      expect(await collect(order.orderRef)).toEqual({ status: 'failed', hintCode: hint });
    }
    const order = await start();
    server.advance(181_000);
    expect(await collect(order.orderRef)).toEqual({ status: 'failed', hintCode: 'expiredTransaction' });
  });

  it('a disabled person cannot log in with a token (OTSU002); unknown orders answer 404', async () => {
    const order = await start();
    await form(`/dev/bankid/${order.orderRef}/approve`, { identityNumber: '199009152399' }); // inaktiv@example.org
    const res = await post('/rs/authentication', { token: order.orderRef });
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('OTSU002');
    expect((await post('/rs/mobile-id/collect', { orderRef: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
