/**
 * A throwaway PostgreSQL cluster for the DATABASE_URL path of the reference server: initdb in a
 * temporary folder, started on a free loopback port, trust auth, stopped and removed afterwards.
 * Uses Debian's server binaries (/usr/lib/postgresql/<version>/bin); as root it runs them as the
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** A free TCP port on the loopback interface (free when asked: take it soon). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Cluster = { url: string; stop: () => void };

export async function startCluster(): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("No PostgreSQL server binaries: on Debian, apt-get install postgresql");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'fsp-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'fsp', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://fsp@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.main) {
  // `node scripts/postgres.ts -- <command…>`: runs the command with TEST_DATABASE_URL set.
  const cmd = process.argv.slice(process.argv.indexOf('--') + 1);
  const cluster = await startCluster();
  let status = 1;
  try {
    console.log(`PostgreSQL at ${cluster.url}`);
    execFileSync(cmd[0] ?? 'true', cmd.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } });
    status = 0;
  } catch {
    status = 1;
  } finally {
    cluster.stop();
  }
  process.exit(status);
}
