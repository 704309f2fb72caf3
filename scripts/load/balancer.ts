/**
 * The load's balancer: a small round-robin HTTP proxy (node:http) in front of the API processes,
 * standing in for a region's load balancer. Each request goes to the next backend in turn, over a
 * keep-alive agent per backend, and its answer carries `X-Served-By: <backend's name>`.
 *
 * A backend that refuses the connection (ECONNREFUSED: nothing was sent) is marked down and the
 * request goes to the next one: safe for any method. A down backend is polled on /health/ready and
 * takes its turn again once that answers 200. Any other failure of the backend (a reset or a closed
 * socket after the request went out, as when the process is killed) may have reached the server:
 * the balancer does not resend it, marks the backend down and answers 502 with
 * `X-Balancer-Error: upstream-lost`, so the client knows the outcome is unknown. With every backend
 * down it answers 503 `X-Balancer-Error: no-backend` (nothing was sent anywhere).
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Backend = { name: string; host: string; port: number };

export const SERVED_BY = 'X-Served-By';
export const BALANCER_ERROR = 'X-Balancer-Error';

export type BalancerOptions = {
  /** How often a down backend's /health/ready is asked (ms). */
  pollMs?: number;
  /** The readiness path. */
  readyPath?: string;
  /** Which answers of the readiness path mean ready (default: 200). */
  ready?: (status: number) => boolean;
};

export type Balancer = {
  server: Server;
  /** The port it listens on (after listen). */
  port: () => number;
  listen: (port: number, host?: string) => Promise<void>;
  close: () => Promise<void>;
  /** Whether a backend takes requests now. */
  isUp: (name: string) => boolean;
  /** What the balancer has done: requests sent per backend, refusals, lost requests. */
  stats: { sent: Record<string, number>; refused: number; lost: number; markedDown: number };
};

/** Headers of one hop only (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type Attempt = { kind: 'answered' } | { kind: 'refused' } | { kind: 'lost'; message: string };

export function createBalancer(backends: readonly Backend[], options: BalancerOptions = {}): Balancer {
  const pollMs = options.pollMs ?? 500;
  const readyPath = options.readyPath ?? '/health/ready';
  const isReady = options.ready ?? ((status: number) => status === 200);
  const agents = new Map(backends.map((b) => [b.name, new Agent({ keepAlive: true, maxSockets: 256 })]));
  const down = new Set<string>();
  const polls = new Map<string, NodeJS.Timeout>();
  const stats: Balancer['stats'] = { sent: Object.fromEntries(backends.map((b) => [b.name, 0])), refused: 0, lost: 0, markedDown: 0 };
  let next = 0;
  let closed = false;

  const poll = (b: Backend) => {
    if (closed || polls.has(b.name)) return;
    const timer = setTimeout(() => {
      polls.delete(b.name);
      const probe = request({ host: b.host, port: b.port, path: readyPath, method: 'GET', agent: false, timeout: 2_000 }, (res) => {
        res.resume();
        if (isReady(res.statusCode ?? 0)) down.delete(b.name);
        else poll(b);
      });
      probe.on('timeout', () => probe.destroy(new Error('timeout')));
      probe.on('error', () => poll(b));
      probe.end();
    }, pollMs);
    polls.set(b.name, timer);
  };

  const markDown = (b: Backend) => {
    if (!down.has(b.name)) {
      down.add(b.name);
      stats.markedDown += 1;
      // Its idle keep-alive sockets went with the process: new connections for the next requests.
      agents.get(b.name)?.destroy();
      agents.set(b.name, new Agent({ keepAlive: true, maxSockets: 256 }));
    }
    poll(b);
  };

  /** The backends in the order this request tries them: the next in turn first, the down ones left out. */
  const turn = (): Backend[] => {
    const start = next++ % backends.length;
    return [...backends.slice(start), ...backends.slice(0, start)].filter((b) => !down.has(b.name));
  };

  const forward = (b: Backend, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<Attempt> =>
    new Promise((resolve) => {
      let connected = false;
      const headers = forwardable(req.headers);
      headers['content-length'] = String(body.length);
      const upstream = request({ host: b.host, port: b.port, method: req.method, path: req.url, headers, agent: agents.get(b.name) }, (answer) => {
        const out = forwardable(answer.headers);
        out[SERVED_BY.toLowerCase()] = b.name;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.on('error', () => undefined);
        answer.on('close', () => {
          // The backend dying in the middle of its answer: the client's answer is cut off too.
          if (!answer.complete) res.destroy();
          resolve({ kind: 'answered' });
        });
      });
      upstream.on('socket', (socket) => {
        // A reused keep-alive socket is connected already; a new one once it connects.
        if (!socket.connecting) connected = true;
        else socket.once('connect', () => (connected = true));
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (res.headersSent) {
          res.destroy();
          resolve({ kind: 'answered' });
        } else if (!connected && error.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
        else resolve({ kind: 'lost', message: error.code ?? error.message });
      });
      stats.sent[b.name] = (stats.sent[b.name] ?? 0) + 1;
      upstream.end(body);
    });

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      for (const b of turn()) {
        const attempt = await forward(b, req, body, res);
        if (attempt.kind === 'answered') return;
        markDown(b);
        if (attempt.kind === 'lost') {
          stats.lost += 1;
          res.writeHead(502, { 'content-type': 'application/json', [BALANCER_ERROR]: 'upstream-lost', [SERVED_BY]: b.name });
          res.end(JSON.stringify({ code: 'UPSTREAM_LOST', message: attempt.message }));
          return;
        }
        stats.refused += 1;
      }
      res.writeHead(503, { 'content-type': 'application/json', [BALANCER_ERROR]: 'no-backend', 'retry-after': '1' });
      res.end(JSON.stringify({ code: 'NO_BACKEND' }));
    })().catch(() => res.destroy());
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    stats,
    port: () => (server.address() as AddressInfo).port,
    isUp: (name) => !down.has(name),
    listen: (port, host = '127.0.0.1') => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    }),
    close: () =>
      new Promise((resolve) => {
        closed = true;
        for (const t of polls.values()) clearTimeout(t);
        for (const a of agents.values()) a.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
