/**
 * The load run's figures (scripts/load/stats.ts; issue 39): nearest-rank percentiles, the per-kind
 * summary (errors, calls lost to a kill and unknown writes counted apart, only answered calls
 * timed), the throughput, and the Markdown table it prints and writes to docs/performance.md.
 */
import { describe, expect, it } from 'vitest';
import { formatTable, percentile, Recorder, summarize } from '../../scripts/load/stats.ts';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('percentile (nearest rank)', () => {
  it('is the smallest value with at least p % at or below it', () => {
    const values = oneTo(100);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99), percentile(values, 100)]).toEqual([50, 95, 99, 100]);
    expect([percentile(oneTo(10), 50), percentile(oneTo(10), 95), percentile(oneTo(10), 99)]).toEqual([5, 10, 10]);
    expect(percentile([1, 2, 3], 1)).toBe(1);
  });

  it('of one value is that value, of none NaN', () => {
    expect([percentile([7], 50), percentile([7], 99)]).toEqual([7, 7]);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('the summary', () => {
  it('sorts the times itself and counts each outcome', () => {
    expect(summarize('GET /x', [30, 10, 20, 40], { ok: 3, error: 1, killed: 2, unknown: 1 })).toEqual({ kind: 'GET /x', count: 7, errors: 1, killed: 2, unknown: 1, p50: 20, p95: 40, p99: 40 });
  });

  it('times only answered calls; a failed check counts as an error without a time', () => {
    const r = new Recorder();
    r.record('POST /send', 100, 'ok');
    r.record('POST /send', 300, 'error', '500');
    r.record('POST /send', 5, 'unknown');
    r.record('POST /send', 7, 'killed');
    r.fail('POST /send', 'not the same confirmation');
    const [row] = r.summary(10).rows;
    expect(row).toEqual({ kind: 'POST /send', count: 5, errors: 2, killed: 1, unknown: 1, p50: 100, p95: 300, p99: 300 });
    expect(r.errorSamples).toEqual(['POST /send: 500', 'POST /send: not the same confirmation']);
  });

  it('gives each kind in name order, the whole, and the throughput over the run’s seconds', () => {
    const r = new Recorder();
    for (const ms of oneTo(100)) r.record('GET /b', ms, 'ok');
    for (const ms of [1000, 2000]) r.record('GET /a', ms, 'ok');
    const s = r.summary(20.4);
    expect(s.rows.map((x) => [x.kind, x.count, x.p50])).toEqual([
      ['GET /a', 2, 1000],
      ['GET /b', 100, 50],
    ]);
    expect(s.total).toMatchObject({ kind: 'All calls', count: 102, errors: 0, p50: 51, p99: 1000 });
    expect(s.throughput).toBeCloseTo(102 / 20.4);
  });

  it('counts retried reads apart', () => {
    const r = new Recorder();
    r.retried('GET /x', 'ECONNRESET');
    r.retried('GET /x', 'upstream-lost');
    expect(r.retries.get('GET /x')).toBe(2);
    expect(r.summary(1).total.count).toBe(0);
  });
});

describe('the table', () => {
  const r = new Recorder();
  for (const ms of [4.44, 12.6, 80]) r.record('GET /clients (search)', ms, 'ok');
  r.record('POST /web-orders/{order} SEND', 55, 'ok');
  r.record('POST /web-orders/{order} SEND', 0, 'unknown');

  it('is Markdown: a row a kind, the whole in bold, ms rounded (one decimal below 10), then the throughput', () => {
    expect(formatTable(r.summary(2))).toBe(
      [
        '| Call | Count | Errors | p50 ms | p95 ms | p99 ms |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        '| GET /clients (search) | 3 | 0 | 13 | 80 | 80 |',
        '| POST /web-orders/{order} SEND | 2 | 0 | 55 | 55 | 55 |',
        '| **All calls** | **5** | **0** | **13** | **80** | **80** |',
        '',
        'Throughput: 2.5 requests/s (5 calls in 2.0 s).',
      ].join('\n'),
    );
  });

  it('with a kill, has the calls lost to it and the unknown writes; a kind with no time shows a dash', () => {
    const k = new Recorder();
    k.record('POST /x', 1, 'killed');
    k.record('GET /y', 4.44, 'ok');
    const lines = formatTable(k.summary(1), true).split('\n');
    expect(lines[0]).toBe('| Call | Count | Errors | Lost to the kill | Unknown | p50 ms | p95 ms | p99 ms |');
    expect(lines[2]).toBe('| GET /y | 1 | 0 | 0 | 0 | 4.4 | 4.4 | 4.4 |');
    expect(lines[3]).toBe('| POST /x | 1 | 0 | 1 | 0 | – | – | – |');
  });
});
