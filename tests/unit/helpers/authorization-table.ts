/**
 * docs/authorization.md's table: read, and written again (AUTHZ_WRITE=1) between its two markers,
 * the text around it left as it is. A row is one operation: its method and path, the expected
 * answer of each caller, and the request it is sent (tests/unit/helpers/operation-requests.ts).
 *
 * A cell is an answer's class: `2xx`, or the status (`401`, `403`, `404`, `400`, `409`, ...). A
 * cell `403 (today 400)` is a known difference: the right answer is 403 and the server answers 400
 * today; the test takes 400 as the answer until the server is fixed, then fails until the cell
 * says `403` alone.
 */
export const TABLE_FILE = 'docs/authorization.md';
export const TABLE_START = '<!-- authorization-matrix: start (AUTHZ_WRITE=1 writes the rows between these markers) -->';
export const TABLE_END = '<!-- authorization-matrix: end -->';

export const CALLERS = [
  { id: 'none', header: 'no session' },
  { id: 'embedded', header: 'embedded session' },
  { id: 'noMunicipality', header: 'no municipality' },
  { id: 'baseStorage', header: 'base-storage staff' },
  { id: 'prescriber', header: 'prescriber without flags or FUNCTION' },
  { id: 'planner', header: 'planner' },
] as const;
export type CallerId = (typeof CALLERS)[number]['id'];

export type Cell = { expected: string; today: string | null };
export type Row = { key: string; cells: Record<CallerId, Cell>; request: string };

const CELL = /^(2xx|\d{3})(?: \(today (2xx|\d{3})\))?$/;

/** An answer's class as a cell writes it. */
export const classOf = (status: number): string => (status >= 200 && status < 300 ? '2xx' : String(status));

export function cellText(cell: Cell): string {
  return cell.today === null ? cell.expected : `${cell.expected} (today ${cell.today})`;
}

/** The text between the markers (an error when they are missing). */
function parts(markdown: string): { before: string; table: string; after: string } {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${TABLE_FILE}: the table's markers are missing`);
  return { before: markdown.slice(0, start + TABLE_START.length), table: markdown.slice(start + TABLE_START.length, end), after: markdown.slice(end) };
}

/** The rows, keyed "METHOD path"; throws on a row that is not of the table's form. */
export function parseTable(markdown: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  const lines = parts(markdown)
    .table.split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('|'));
  for (const line of lines.slice(2)) {
    const cols = line
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim().replace(/^`|`$/g, ''));
    if (cols.length !== CALLERS.length + 3) throw new Error(`${TABLE_FILE}: a row of ${cols.length} columns: ${line}`);
    const [method = '', path = '', ...rest] = cols;
    const request = rest.pop() ?? '';
    const cells = {} as Record<CallerId, Cell>;
    CALLERS.forEach((caller, i) => {
      const text = rest[i] ?? '';
      const m = CELL.exec(text);
      if (!m?.[1]) throw new Error(`${TABLE_FILE}: ${method} ${path}, ${caller.header}: "${text}" is not 2xx, a status, or "403 (today 400)"`);
      cells[caller.id] = { expected: m[1], today: m[2] ?? null };
    });
    const key = `${method} ${path}`;
    if (rows.has(key)) throw new Error(`${TABLE_FILE}: ${key} twice`);
    rows.set(key, { key, cells, request });
  }
  return rows;
}

/** The file with these rows between the markers. */
export function writeTable(markdown: string, rows: Row[]): string {
  const { before, after } = parts(markdown);
  const header = `| method | path | ${CALLERS.map((c) => c.header).join(' | ')} | request |`;
  const rule = `| --- | --- | ${CALLERS.map(() => '---').join(' | ')} | --- |`;
  const body = rows.map((r) => {
    const [method, path] = r.key.split(' ');
    return `| ${method} | \`${path}\` | ${CALLERS.map((c) => cellText(r.cells[c.id])).join(' | ')} | ${r.request} |`;
  });
  return `${before}\n${[header, rule, ...body].join('\n')}\n${after}`;
}
