/**
 * The load run's balancer (scripts/load/balancer.ts; issue 39) in front of two tiny node:http
 * servers: each request to the next backend in turn, marked X-Served-By; a backend that refuses the
 * connection marked down, the request (any method, its body whole) sent to the other, and the
 * backend back in turn once its /health/ready answers 200; a request lost after it went out
 * answered 502 upstream-lost and not sent again; with none up, 503 no-backend. And the load's
 * client telling those apart (scripts/load/client.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBalancer, SERVED_BY, type Balancer } from '../../scripts/load/balancer.ts';
import { send, target } from '../../scripts/load/client.ts';

type Tiny = { server: Server; port: number; hits: { method: string; path: string; body: string }[]; ready: boolean };

/** A backend that answers its name and what it got; /health/ready 200 while `ready`. */
function tiny(name: string, port = 0, behaviour: 'answer' | 'drop' = 'answer'): Promise<Tiny> {
  const t: Tiny = { server: createServer(), port, hits: [], ready: true };
  t.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/health/ready') {
        res.writeHead(t.ready ? 200 : 503).end();
        return;
      }
      t.hits.push({ method: req.method ?? '', path: req.url ?? '', body: Buffer.concat(chunks).toString() });
      if (behaviour === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name }));
    });
  });
  return new Promise((resolve) =>
    t.server.listen(port, '127.0.0.1', () => {
      t.port = (t.server.address() as AddressInfo).port;
      resolve(t);
    }),
  );
}

const close = (s: Server) =>
  new Promise<void>((resolve) => {
    s.closeAllConnections();
    s.close(() => resolve());
  });

const open: Server[] = [];
let balancer: Balancer | undefined;
afterEach(async () => {
  await balancer?.close();
  balancer = undefined;
  await Promise.all(open.splice(0).map(close));
});

async function setUp(backends: Tiny[], pollMs = 20) {
  open.push(...backends.map((b) => b.server));
  balancer = createBalancer(
    backends.map((b, i) => ({ name: String(i + 1), host: '127.0.0.1', port: b.port })),
    { pollMs },
  );
  await balancer.listen(0);
  return target('balancer', '127.0.0.1', balancer.port());
}

async function answerOf(to: ReturnType<typeof target>, method = 'GET', path = '/x', body?: string) {
  const sent = await send(to, method, path, {}, body);
  if (sent.kind !== 'answer') throw new Error(`no answer: ${sent.kind}`);
  return sent.answer;
}

describe('the load balancer', () => {
  it('sends each request to the next backend in turn and says which one served it', async () => {
    const [a, b] = await Promise.all([tiny('a'), tiny('b')]);
    const to = await setUp([a, b]);
    const served: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await answerOf(to, 'GET', `/rs/call-${i}`);
      served.push(`${answer.servedBy}:${(JSON.parse(answer.text) as { name: string }).name}`);
    }
    expect(served).toEqual(['1:a', '2:b', '1:a', '2:b', '1:a', '2:b']);
    expect(a.hits.map((h) => h.path)).toEqual(['/rs/call-0', '/rs/call-2', '/rs/call-4']);
    expect(balancer?.stats.sent).toEqual({ 1: 3, 2: 3 });
  });

  it('sends a request a backend refuses to the other (a POST with its body), marks it down, and takes it back once ready', async () => {
    const [a, b] = await Promise.all([tiny('a'), tiny('b')]);
    const to = await setUp([a, b]);
    await close(b.server);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await answerOf(to, 'POST', `/rs/write-${i}`, JSON.stringify({ n: i })));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((x) => x.servedBy)).toEqual(['1', '1', '1', '1']);
    expect(a.hits.map((h) => h.body)).toEqual([0, 1, 2, 3].map((n) => JSON.stringify({ n })));
    expect(balancer?.stats.refused).toBe(1);
    expect(balancer?.isUp('2')).toBe(false);

    // Back on its port, not ready yet: still down; ready: in turn again.
    const again = await tiny('b', b.port);
    open.push(again.server);
    again.ready = false;
    await new Promise((r) => setTimeout(r, 100));
    expect(balancer?.isUp('2')).toBe(false);
    again.ready = true;
    await expect.poll(() => balancer?.isUp('2'), { timeout: 2_000, interval: 10 }).toBe(true);
    const served = [];
    for (let i = 0; i < 4; i++) served.push((await answerOf(to)).servedBy);
    expect(served.sort()).toEqual(['1', '1', '2', '2']);
  });

  it('answers 502 upstream-lost for a request lost after it went out, and sends it nowhere else', async () => {
    const [a, b] = await Promise.all([tiny('a', 0, 'drop'), tiny('b')]);
    const to = await setUp([a, b], 60_000);
    const sent = await send(to, 'POST', '/rs/send', {}, '{"x":1}');
    expect(sent.kind).toBe('lost');
    expect(a.hits).toHaveLength(1);
    expect(b.hits).toHaveLength(0);
    expect(balancer?.stats.lost).toBe(1);
    // The backend that dropped it is down now: the next request goes to the other.
    expect((await answerOf(to)).servedBy).toBe('2');
  });

  it('answers 503 no-backend when every backend refuses', async () => {
    const [a, b] = await Promise.all([tiny('a'), tiny('b')]);
    const to = await setUp([a, b], 60_000);
    await Promise.all([close(a.server), close(b.server)]);
    const sent = await send(to, 'GET', '/x', {});
    expect(sent.kind).toBe('no-backend');
    expect(balancer?.stats.refused).toBe(2);
  });

  it('forwards the answer’s status and headers, and adds X-Served-By', async () => {
    const a = await tiny('a');
    a.server.removeAllListeners('request');
    a.server.on('request', (_req, res) => res.writeHead(409, { 'content-type': 'application/json', 'x-own': 'yes' }).end('{"error":{"code":"INVENTORY_LINE_CHANGED"}}'));
    const to = await setUp([a]);
    const answer = await answerOf(to, 'POST', '/rs/line', '{}');
    expect(answer.status).toBe(409);
    expect(answer.headers['x-own']).toBe('yes');
    expect(answer.headers[SERVED_BY.toLowerCase()]).toBe('1');
    expect(JSON.parse(answer.text)).toEqual({ error: { code: 'INVENTORY_LINE_CHANGED' } });
  });
});
