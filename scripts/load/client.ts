/**
 * The virtual users' HTTP: node:http with a keep-alive agent per target (the balancer, or one API
 * process directly), each call timed and recorded under its kind. A call's answer is classified as
 * the scenario expects it (ok), otherwise (error, a 5xx noted apart), or lost: no answer, or the
 * balancer's 502 `upstream-lost` (a process killed under the request). A lost read is retried once
 * through the balancer; a lost write is the kill's, or unknown when the scenario checks it afterwards.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { BALANCER_ERROR, SERVED_BY } from './balancer.ts';
import type { Outcome, Recorder } from './stats.ts';

export type Target = { name: string; host: string; port: number; agent: Agent };

export function target(name: string, host: string, port: number): Target {
  return { name, host, port, agent: new Agent({ keepAlive: true, maxSockets: 256 }) };
}

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string; servedBy: string | undefined };
export type Sent = { kind: 'answer'; answer: Answer; ms: number } | { kind: 'lost'; reason: string; ms: number } | { kind: 'no-backend'; ms: number };

/** One request, its whole answer read; never rejects. */
export function send(to: Target, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Sent> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const all = { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) };
    const req = request({ host: to.host, port: to.port, method, path, headers: all, agent: to.agent, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e) => resolve({ kind: 'lost', reason: e.message, ms: performance.now() - t0 }));
      res.on('end', () => {
        const ms = performance.now() - t0;
        if (!res.complete) return resolve({ kind: 'lost', reason: 'answer cut off', ms });
        const status = res.statusCode ?? 0;
        const balancerError = res.headers[BALANCER_ERROR.toLowerCase()];
        if (balancerError === 'upstream-lost') return resolve({ kind: 'lost', reason: `balancer: ${Buffer.concat(chunks).toString()}`, ms });
        if (balancerError === 'no-backend') return resolve({ kind: 'no-backend', ms });
        const servedBy = res.headers[SERVED_BY.toLowerCase()];
        resolve({ kind: 'answer', answer: { status, headers: res.headers, text: Buffer.concat(chunks).toString(), servedBy: typeof servedBy === 'string' ? servedBy : undefined }, ms });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ kind: 'lost', reason: e.code ?? e.message, ms: performance.now() - t0 }));
    req.end(body);
  });
}

export type CallOptions = {
  body?: unknown;
  /** The statuses the scenario expects (default 200). */
  expect?: readonly number[];
  headers?: Record<string, string>;
  /** A write checked afterwards: lost means unknown rather than the kill's. */
  checked?: boolean;
  /** Another target than the balancer (the direct resend). */
  to?: Target;
};

export type Called = { kind: 'ok'; status: number; json: unknown; servedBy: string | undefined } | { kind: 'error'; status: number } | { kind: 'lost' };

export type Runtime = {
  recorder: Recorder;
  balancer: Target;
  /** A process is killed during the run: lost calls are the kill's, not errors. */
  kill: boolean;
};

const SESSION_HEADER = 'X-Session-Id';

/** A virtual user's calls, with its session once it logged in. */
export class User {
  session: string | undefined;
  readonly runtime: Runtime;
  readonly username: string;
  constructor(runtime: Runtime, username: string) {
    this.runtime = runtime;
    this.username = username;
  }

  async call(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Called> {
    const { recorder, balancer, kill } = this.runtime;
    const to = options.to ?? balancer;
    const headers: Record<string, string> = { 'accept-language': 'sv', accept: 'application/json', ...(this.session ? { [SESSION_HEADER]: this.session } : {}), ...options.headers };
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const isRead = method === 'GET';
    let sent = await send(to, method, path, headers, body);
    // Nothing was sent anywhere (every process down for a moment): safe to send again, for any method.
    for (let i = 0; sent.kind === 'no-backend' && i < 20; i++) {
      await sleep(500);
      sent = await send(to, method, path, headers, body);
    }
    // A read that failed for a network reason: once more, through the balancer.
    if (sent.kind === 'lost' && isRead) {
      recorder.retried(kind, sent.reason);
      sent = await send(balancer, method, path, headers, body);
    }
    if (sent.kind !== 'answer') {
      const outcome: Outcome = !kill ? 'error' : options.checked ? 'unknown' : 'killed';
      recorder.record(kind, sent.ms, outcome, sent.kind === 'lost' ? sent.reason : 'no backend');
      return { kind: 'lost' };
    }
    const { answer } = sent;
    if (answer.status >= 500) recorder.serverError(kind);
    const expected = options.expect ?? [200];
    if (!expected.includes(answer.status)) {
      recorder.record(kind, sent.ms, 'error', `${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      return { kind: 'error', status: answer.status };
    }
    recorder.record(kind, sent.ms, 'ok');
    let json: unknown = null;
    if (answer.text) {
      try {
        json = JSON.parse(answer.text);
      } catch {
        json = answer.text;
      }
    }
    return { kind: 'ok', status: answer.status, json, servedBy: answer.servedBy };
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
