/**
 * A second origin for the host pages (e2e and bench): serves tests/hosts with every reference to
 * the portal made absolute, as a third party embedding the elements from another origin would.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const port = Number(process.env.PORT ?? 8182);
const portal = process.env.PORTAL ?? 'http://localhost:8080';
const root = import.meta.dirname;
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

createServer((req, res) => {
  const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
  if (path.includes('..') || !/^[\w.-]+\.(html|js|css)$/.test(path)) {
    res.writeHead(404).end();
    return;
  }
  readFile(join(root, path), 'utf8').then(
    (text) => {
      const body = extname(path) === '.html' ? text.replaceAll('src="/elements/', `src="${portal}/elements/`).replaceAll('<fsp-documents ', `<fsp-documents api-base="${portal}/rs" `) : text;
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'text/plain' }).end(body);
    },
    () => res.writeHead(404).end(),
  );
}).listen(port, '127.0.0.1', () => console.log(`host pages on http://localhost:${port}`));
