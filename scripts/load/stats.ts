/**
 * The load's figures: each call's time and outcome recorded under its kind ("GET /clients (search)"),
 * then per kind the count, the errors, the calls whose outcome is unknown (a write in flight when
 * a process was killed) and p50/p95/p99, and the table they are printed and written as.
 */

/** What became of one call. */
export type Outcome =
  /** Answered as the scenario expects (a 409 the scenario expects is ok). */
  | 'ok'
  /** Answered otherwise (an unexpected status, a 5xx, a wrong body): a real error. */
  | 'error'
  /** A read lost to the killed process (and not saved by its retry), or a write lost before any answer: the kill's. */
  | 'killed'
  /** A write whose answer was lost to the kill: done or not, checked afterwards. */
  | 'unknown';

/**
 * The p-th percentile (0 < p ≤ 100) by nearest rank: the smallest value with at least p % of the
 * values at or below it; NaN for no values.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? NaN;
}

export type KindSummary = { kind: string; count: number; errors: number; killed: number; unknown: number; p50: number; p95: number; p99: number };
export type Summary = { rows: KindSummary[]; total: KindSummary; seconds: number; throughput: number };

export class Recorder {
  private readonly times = new Map<string, number[]>();
  private readonly outcomes = new Map<string, Record<Outcome, number>>();
  /** The 5xx answers seen, by kind (whatever the scenario made of them). */
  readonly serverErrors = new Map<string, number>();
  /** The first few real errors, said in full for the report. */
  readonly errorSamples: string[] = [];

  record(kind: string, ms: number, outcome: Outcome, detail?: string): void {
    let times = this.times.get(kind);
    if (!times) this.times.set(kind, (times = []));
    // A call with no answer has no meaningful time: only answered calls make the percentiles (and
    // a failed check, recorded with NaN, none: summarize leaves out what is not a number).
    if (outcome === 'ok' || outcome === 'error') times.push(ms);
    let counts = this.outcomes.get(kind);
    if (!counts) this.outcomes.set(kind, (counts = { ok: 0, error: 0, killed: 0, unknown: 0 }));
    counts[outcome] += 1;
    if (outcome === 'error' && detail !== undefined && this.errorSamples.length < 20) this.errorSamples.push(`${kind}: ${detail}`);
  }

  /** Reads lost once and sent again, by kind (the second try is recorded as any call). */
  readonly retries = new Map<string, number>();
  /** Why reads were retried, a few. */
  readonly retryReasons: string[] = [];

  retried(kind: string, reason: string): void {
    this.retries.set(kind, (this.retries.get(kind) ?? 0) + 1);
    if (this.retryReasons.length < 10) this.retryReasons.push(`${kind}: ${reason}`);
  }

  serverError(kind: string): void {
    this.serverErrors.set(kind, (this.serverErrors.get(kind) ?? 0) + 1);
  }

  /** An error that is no call's (a check of a flow's answers): counted under its kind, with no time. */
  fail(kind: string, detail: string): void {
    this.record(kind, NaN, 'error', detail);
  }

  summary(seconds: number): Summary {
    const rows = [...this.outcomes.keys()].sort().map((kind) => summarize(kind, this.times.get(kind) ?? [], this.outcomes.get(kind)));
    const total = summarize('All calls', [...this.times.values()].flat(), sumOutcomes([...this.outcomes.values()]));
    return { rows, total, seconds, throughput: seconds > 0 ? total.count / seconds : NaN };
  }
}

function sumOutcomes(list: Record<Outcome, number>[]): Record<Outcome, number> {
  const sum = { ok: 0, error: 0, killed: 0, unknown: 0 };
  for (const o of list) for (const k of Object.keys(sum) as Outcome[]) sum[k] += o[k];
  return sum;
}

export function summarize(kind: string, times: readonly number[], outcomes: Record<Outcome, number> | undefined): KindSummary {
  const sorted = [...times].filter((t) => Number.isFinite(t)).sort((a, b) => a - b);
  const o = outcomes ?? { ok: 0, error: 0, killed: 0, unknown: 0 };
  return { kind, count: o.ok + o.error + o.killed + o.unknown, errors: o.error, killed: o.killed, unknown: o.unknown, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : String(Math.round(v))) : '–');

/**
 * The summary as a Markdown table (also how it prints): a row per kind, then the whole. The
 * killed/unknown columns only when a process was killed.
 */
export function formatTable(summary: Summary, withKill = false): string {
  const head = ['Call', 'Count', 'Errors', ...(withKill ? ['Lost to the kill', 'Unknown'] : []), 'p50 ms', 'p95 ms', 'p99 ms'];
  const line = (r: KindSummary, bold = false) => {
    const cells = [r.kind, String(r.count), String(r.errors), ...(withKill ? [String(r.killed), String(r.unknown)] : []), ms(r.p50), ms(r.p95), ms(r.p99)];
    return `| ${(bold ? cells.map((c) => `**${c}**`) : cells).join(' | ')} |`;
  };
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...summary.rows.map((r) => line(r)),
    line(summary.total, true),
    '',
    `Throughput: ${summary.throughput.toFixed(1)} requests/s (${summary.total.count} calls in ${summary.seconds.toFixed(1)} s).`,
  ].join('\n');
}
