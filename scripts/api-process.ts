/**
 * An API process of the reference server (`node server/node.ts`) as a deployment runs it, for the
 * tests and the load run that need several on one PostgreSQL (tests/unit/scale-out.test.ts,
 * scripts/load.ts): API only (STATIC_FILES=off), on a port of its own, ready when its
 * /health/ready says so. Its output is kept (the last lines shown when it fails) and can be echoed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './postgres.ts';

const SERVER = join(import.meta.dirname, '..', 'server', 'node.ts');

export type ApiProcess = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  child: ChildProcess;
  /** The exit code (or the signal's name) once it has ended. */
  exited: Promise<number | string>;
  /** Its output so far (stdout and stderr, interleaved). */
  output: () => string;
  /** SIGTERM (graceful shutdown), then waits for the end; SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<number | string>;
};

export type ApiProcessOptions = {
  databaseUrl: string;
  port?: number;
  /** More environment (SEED_SCALE, SHUTDOWN_DELAY_SECONDS, …); LINK_SECRET is left unset unless given here. */
  env?: Record<string, string>;
  args?: string[];
  /** Prefix for echoing its output lines to this process's stdout (none: kept quiet). */
  echo?: string;
  /** How long to wait for readiness (a large seed takes minutes). */
  readyTimeoutMs?: number;
};

export async function startApiProcess(opts: ApiProcessOptions): Promise<ApiProcess> {
  const port = opts.port ?? (await freePort());
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'LINK_SECRET' && k !== 'DATA_DIR') env[k] = v;
  Object.assign(env, { DATABASE_URL: opts.databaseUrl, PORT: String(port), HOST: '127.0.0.1', STATIC_FILES: 'off', DEV_OPENID: 'off' }, opts.env ?? {});
  const child = spawn(process.execPath, [SERVER, ...(opts.args ?? [])], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-64_000);
    if (opts.echo) for (const line of text.split('\n')) if (line.trim()) console.log(`${opts.echo} ${line}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = `http://127.0.0.1:${port}`;
  const proc: ApiProcess = {
    url,
    port,
    child,
    exited,
    output: () => output,
    stop: async (graceMs = 30_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        try {
          return await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      return exited;
    },
  };
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  let ended: number | string | undefined;
  void exited.then((e) => (ended = e));
  for (;;) {
    if (ended !== undefined) throw new Error(`the API process on port ${port} ended (${ended}) before it was ready:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process on port ${port} was not ready in time:\n${output.slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
