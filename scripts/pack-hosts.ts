/**
 * Packs the package as a host would install it and installs it for the test hosts:
 * `npm pack` of the built package into test-results/pack/, checks of what the tarball holds (no
 * runtime dependencies, no install scripts, no server code, sources, source maps or precompressed
 * `.br`/`.gz` siblings, every file the shipped code imports shipped, every `exports` target there),
 * then the tarball extracted to `tests/hosts/node_modules/fsp-portal-elements`. Every host fixture
 * lives under `tests/hosts/<name>/`, so Node, TypeScript and Vite find the package there by its name.
 *
 *   node scripts/pack-hosts.ts        (after `npm run build`)
 *
 * `packHosts()` does the same for tests (tests/unit/typings.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const root = join(import.meta.dirname, '..');
const packDir = join(root, 'test-results', 'pack');
const hostsModules = join(root, 'tests', 'hosts', 'node_modules');

export type PackResult = {
  /** The tarball's path. */
  tarball: string;
  /** Every file in the tarball, relative to the package root, sorted. */
  files: string[];
  /** Where the package is installed for the test hosts. */
  installedAt: string;
};

type PackJson = { name: string; filename: string; files: { path: string }[] }[];
type Manifest = {
  name: string;
  exports?: Record<string, unknown>;
  scripts?: Record<string, string>;
  [field: string]: unknown;
};

/** Fails unless the build the package ships is in dist/. */
function requireBuild(pkg: Manifest): void {
  const targets = exportTargets(pkg).filter((t) => t.startsWith('./dist/'));
  const missing = targets.filter((t) => !existsSync(join(root, t)));
  if (!targets.length || missing.length) {
    throw new Error(`No build of the elements in dist/ (missing ${missing.join(', ') || 'every element file'}): run npm run build first.`);
  }
}

/** Every file an `exports` entry points at. */
function exportTargets(pkg: Manifest): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pkg.exports);
  return [...new Set(out)];
}

/** The relative imports of a built module: static, side-effect and dynamic ones. */
function relativeImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*(["'`])(\.{1,2}\/[^"'`]+)\1/g)) if (m[2]) found.add(m[2]);
  return [...found];
}

/** What the tarball must not hold; the reasons, one per offending file. */
export function forbiddenFiles(files: string[]): string[] {
  const problems: string[] = [];
  for (const f of files) {
    if (/^(server|src|scripts|stories|tests|docs|data|\.storybook)\//.test(f)) problems.push(`${f}: server code, sources or tests`);
    else if (/\.(br|gz)$/.test(f)) problems.push(`${f}: a precompressed sibling`);
    else if (/\.map$/.test(f)) problems.push(`${f}: a source map (it embeds the sources)`);
    else if (/\.(tsx?|mts|cts)$/.test(f) && !/\.d\.ts$/.test(f)) problems.push(`${f}: a TypeScript source`);
    else if (/^dist\//.test(f) && !/^dist\/(elements|assets)\/[^/]+\.js$/.test(f)) problems.push(`${f}: not an element bundle or a chunk of one`);
    else if (f === 'binding.gyp') problems.push(`${f}: would make npm build it at install`);
  }
  return problems;
}

/** Checks the packed package.json and file list; throws naming every problem. */
function checkPackage(extracted: string, files: string[]): void {
  const pkg = JSON.parse(readFileSync(join(extracted, 'package.json'), 'utf8')) as Manifest;
  const problems: string[] = [];
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies', 'bundledDependencies']) {
    const value = pkg[field];
    if (value && (Array.isArray(value) ? value.length : Object.keys(value).length)) problems.push(`package.json has ${field} (${JSON.stringify(value)}): the bundles are self-contained, a host installs nothing else`);
  }
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) {
    if (pkg.scripts?.[script]) problems.push(`package.json has a "${script}" script, which would run in the host's install`);
  }
  problems.push(...forbiddenFiles(files));
  const shipped = new Set(files);
  for (const target of exportTargets(pkg)) {
    if (!shipped.has(posix.normalize(target))) problems.push(`exports points at ${target}, which is not in the package`);
  }
  for (const f of files.filter((file) => file.endsWith('.js'))) {
    for (const spec of relativeImports(readFileSync(join(extracted, f), 'utf8'))) {
      const target = posix.normalize(posix.join(posix.dirname(f), spec));
      if (!shipped.has(target)) problems.push(`${f} imports ${spec}, which is not in the package`);
    }
  }
  if (problems.length) throw new Error(`The packed package is not what a host should install:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

function run(cmd: string, args: string[], cwd: string): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`);
  return result.stdout;
}

/** Packs, checks and installs the package for the test hosts. */
export function packHosts(): PackResult {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  requireBuild(pkg);
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  // --ignore-scripts: packing runs no lifecycle script of ours; the build is the one in dist/.
  const out = run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], root);
  const packed = (JSON.parse(out.slice(out.indexOf('['))) as PackJson)[0];
  if (!packed) throw new Error(`npm pack printed no result:\n${out}`);
  const tarball = join(packDir, packed.filename);
  const files = packed.files.map((f) => f.path).sort();

  // Extracted next to its final place (one file system, so the last step is a rename).
  mkdirSync(hostsModules, { recursive: true });
  const staging = join(hostsModules, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  try {
    run('tar', ['-xzf', tarball, '-C', staging], root);
    const extracted = join(staging, 'package');
    checkPackage(extracted, files);
    const installedAt = join(hostsModules, packed.name);
    mkdirSync(dirname(installedAt), { recursive: true });
    rmSync(installedAt, { recursive: true, force: true });
    renameSync(extracted, installedAt);
    return { tarball, files, installedAt };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    const result = packHosts();
    console.log(`${result.tarball}: ${result.files.length} files`);
    for (const f of result.files) console.log(`  ${f}`);
    console.log(`installed for the test hosts in ${result.installedAt}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
