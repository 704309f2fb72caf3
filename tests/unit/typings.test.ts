/**
 * The package as hosts install it: packed and installed once (scripts/pack-hosts.ts, which needs
 * the build in dist/), then typechecked the way each kind of host does, by the package's name:
 * React 19 (root node_modules) and React 18 (the tests/hosts/react18 workspace) with tsc, Vue with
 * vue-tsc and strict templates, Svelte 5 with tsc against svelte/elements. Each host has an ok
 * fixture that must compile without a single error and a bad one whose every wrong use is marked
 * on its line (`error TS2322: <start of the message>`): the errors must be exactly those, so a
 * fixture failing for some other reason fails the test. The four compilers run in parallel.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packHosts, type PackResult } from '../../scripts/pack-hosts.ts';

const root = join(import.meta.dirname, '..', '..');

type Host = { name: string; dir: string; compiler: string; ok: string; bad: string };
type Diagnostic = { file: string; line: number; code: string; message: string };

const TSC = 'typescript/bin/tsc';
const HOSTS: Host[] = [
  { name: 'React 19', dir: 'tests/hosts/react19/typings', compiler: TSC, ok: 'ok.tsx', bad: 'bad.tsx' },
  { name: 'React 18', dir: 'tests/hosts/react18/typings', compiler: TSC, ok: 'ok.tsx', bad: 'bad.tsx' },
  { name: 'Vue', dir: 'tests/hosts/vue/typings', compiler: 'vue-tsc/bin/vue-tsc.js', ok: 'Ok.vue', bad: 'Bad.vue' },
  { name: 'Svelte', dir: 'tests/hosts/svelte/typings', compiler: TSC, ok: 'ok.ts', bad: 'bad.ts' },
];

/** `file(line,col): error TSxxxx: message` and its indented continuation lines. */
function parseDiagnostics(output: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const line of output.split(/\r?\n/)) {
    const m = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
    if (m) out.push({ file: (m[1] ?? '').replaceAll('\\', '/'), line: Number(m[2]), code: m[3] ?? '', message: m[4] ?? '' });
    else if (/^\s+\S/.test(line) && out.length) out[out.length - 1]!.message += ` ${line.trim()}`;
  }
  return out;
}

/** Runs the host's compiler on its tsconfig; resolves with every error it reports. */
function compile(host: Host): Promise<Diagnostic[]> {
  const args = [join(root, 'node_modules', host.compiler), '-p', `${host.dir}/tsconfig.json`, '--pretty', 'false'];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const diagnostics = parseDiagnostics(`${stdout}\n${stderr}`);
      // A failure without a single diagnostic is the compiler failing, not the fixture.
      if (error && !diagnostics.length) reject(new Error(`${host.compiler} failed on ${host.dir}: ${error.message}\n${stdout}${stderr}`));
      else resolve(diagnostics);
    });
  });
}

/** The errors a bad fixture declares: `error TSxxxx: message start` on the line that must fail. */
function expectedErrors(host: Host): { file: string; line: number; code: string; message: string }[] {
  const file = `${host.dir}/${host.bad}`;
  return readFileSync(join(root, file), 'utf8')
    .split(/\r?\n/)
    .flatMap((text, i) => {
      const m = /error (TS\d+): (.+?)(?:\s*-->)?\s*$/.exec(text);
      return m ? [{ file, line: i + 1, code: m[1] ?? '', message: m[2] ?? '' }] : [];
    });
}

let packed: PackResult;
const results = new Map<string, Promise<Diagnostic[]>>();

beforeAll(() => {
  packed = packHosts(); // throws "… run npm run build first" without a build
  for (const host of HOSTS) {
    const result = compile(host);
    result.catch(() => undefined); // awaited by the host's tests; not an unhandled rejection meanwhile
    results.set(host.name, result);
  }
}, 60_000);

describe('the package a host installs', () => {
  it('holds the element bundles, their chunks, the typings and the manifest, and nothing else', () => {
    const files = packed.files;
    for (const f of ['package.json', 'README.md', 'custom-elements.json', 'dist/elements/loader.js', 'types/index.d.ts', 'types/react.d.ts', 'types/react18.d.ts', 'types/vue.d.ts', 'types/svelte.d.ts']) {
      expect(files).toContain(f);
    }
    const elements = (JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as { modules: { path: string }[] }).modules.map((m) => m.path);
    expect(elements.length).toBeGreaterThan(0);
    for (const path of elements) expect(files).toContain(path);
    expect(files.filter((f) => !/^(dist\/(elements|assets)\/[^/]+\.js|types\/[^/]+\.d\.ts|custom-elements\.json|package\.json|README\.md)$/.test(f))).toEqual([]);
    expect(files.filter((f) => /^dist\/assets\/portal-/.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(packed.installedAt, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.optionalDependencies).toBeUndefined();
    expect(manifest.peerDependencies).toBeUndefined();
  });
});

describe.each(HOSTS)('$name host typings', (host) => {
  it(`${host.ok} compiles without an error`, async () => {
    const errors = (await results.get(host.name)!).filter((d) => d.file === `${host.dir}/${host.ok}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it(`${host.bad} fails with exactly the marked errors`, async () => {
    const expected = expectedErrors(host);
    expect(expected.length).toBeGreaterThan(0);
    const diagnostics = await results.get(host.name)!;
    // Nothing outside the two fixtures (the package's own .d.ts are checked too: skipLibCheck is off).
    expect(diagnostics.filter((d) => d.file !== `${host.dir}/${host.ok}` && d.file !== `${host.dir}/${host.bad}`)).toEqual([]);
    const actual = diagnostics.filter((d) => d.file === `${host.dir}/${host.bad}`);
    expect(actual.map(({ file, line, code }) => ({ file, line, code }))).toEqual(expected.map(({ file, line, code }) => ({ file, line, code })));
    for (const [i, e] of expected.entries()) expect(actual[i]?.message, `${e.file}:${e.line}`).toContain(e.message);
  }, 60_000);
});
