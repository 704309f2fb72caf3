/**
 * A Vite plugin that precompresses the build: after every file of the build is written (the
 * bundle, `index.html` and whatever other plugins emit, so it runs last in `closeBundle`), each
 * compressible file under the output folder gets a brotli (quality 11) and a gzip (level 9)
 * sibling, `x.js.br` and `x.js.gz`, kept only when smaller than the original. The reference server
 * (`server/node.ts`) sends them to browsers that accept the encoding. Compression runs on zlib's
 * thread pool, all files in parallel.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and other compressible formats a build may emit; images, fonts in woff2, PDFs are compressed already. */
export const COMPRESSIBLE = /\.(?:m?js|cjs|css|html?|svg|json|map|txt|xml|webmanifest|wasm|ttf|otf|ico|csv|md)$/i;

export const ENCODINGS = [
  { ext: '.br', compress: (buf: Buffer) => brotli(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }) },
  { ext: '.gz', compress: (buf: Buffer) => gzipAsync(buf, { level: 9 }) },
] as const;

export type PrecompressResult = { files: number; written: number; bytesIn: number; bytesBr: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes the .br and .gz siblings of every compressible file under `dir`; removes stale ones. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const names = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const files = await Promise.all(names.map(async (name) => ({ name, data: await readFile(name) })));
  const result: PrecompressResult = { files: files.length, written: 0, bytesIn: 0, bytesBr: 0 };
  for (const f of files) result.bytesIn += f.data.length;
  // zlib's thread pool takes jobs in order: the largest first, so the longest job (brotli 11 on the
  // runtime's source map) does not start last and the build waits only about as long as it takes.
  files.sort((a, b) => b.data.length - a.data.length);
  const jobs = files.flatMap(({ name, data }) => ENCODINGS.map((encoding) => ({ name, data, ...encoding })));
  await Promise.all(
    jobs.map(async ({ name, data, ext, compress }) => {
      const compressed = await compress(data);
      if (compressed.length < data.length) {
        await writeFile(name + ext, compressed);
        result.written++;
        if (ext === '.br') result.bytesBr += compressed.length;
      } else {
        // A sibling from an earlier build must not outlive the file it was made from.
        await rm(name + ext, { force: true });
        if (ext === '.br') result.bytesBr += data.length;
      }
    }),
  );
  return result;
}

export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'fsp:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.write === false) return;
        // Storybook's builder keeps this config's plugins: its static build (megabytes of PGlite
        // WASM) is a test harness the reference server never serves, and brotli 11 on it is slow.
        if (config.plugins.some((p) => p.name.startsWith('storybook:'))) return;
        const outDir = resolve(config.root, config.build.outDir);
        const started = performance.now();
        const r = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        config.logger.info(
          `precompressed ${r.files} files (${r.written} .br/.gz written): ${kb(r.bytesIn)} -> ${kb(r.bytesBr)} brotli in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
