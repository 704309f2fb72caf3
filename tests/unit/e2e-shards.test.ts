/** scripts/e2e-shards.ts: the e2e spec files split between the shards by their time. */
import { describe, expect, it } from 'vitest';
import { fileTimes, specFiles, splitFiles } from '../../scripts/e2e-shards.ts';

const sum = (list: string[], times: Record<string, number>) => list.reduce((a, f) => a + (times[f] ?? 0), 0);

describe('splitFiles', () => {
  it('gives the shards about equal time, not an equal count: the long files apart', () => {
    const times = { 'a.spec.ts': 100, 'b.spec.ts': 90, 'c.spec.ts': 10, 'd.spec.ts': 10, 'e.spec.ts': 10, 'f.spec.ts': 60 };
    const [first, second] = splitFiles(Object.keys(times), times, 2);
    expect(first).toEqual(['a.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts']);
    expect(second).toEqual(['b.spec.ts', 'f.spec.ts']);
    expect(sum(first ?? [], times)).toBe(130);
    expect(sum(second ?? [], times)).toBe(150);
  });

  it('puts every file in exactly one list, each list in the files’ own order', () => {
    const files = ['x.spec.ts', 'a.spec.ts', 'm.spec.ts', 'b.spec.ts', 'k.spec.ts'];
    const times = { 'x.spec.ts': 5, 'a.spec.ts': 50, 'm.spec.ts': 20, 'b.spec.ts': 30, 'k.spec.ts': 1 };
    const lists = splitFiles(files, times, 3);
    expect(lists.flat().sort()).toEqual([...files].sort());
    for (const list of lists) expect(list).toEqual(files.filter((f) => list.includes(f)));
  });

  it('counts a file without a time as the mean of the known ones', () => {
    const times = { 'a.spec.ts': 40, 'b.spec.ts': 20 };
    // new.spec.ts weighs 30: a (40) | b (20) + new (30)
    expect(splitFiles(['a.spec.ts', 'b.spec.ts', 'new.spec.ts'], times, 2)).toEqual([['a.spec.ts'], ['b.spec.ts', 'new.spec.ts']]);
    // With no times at all, by count.
    expect(splitFiles(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], {}, 2)).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'd.spec.ts'],
    ]);
  });

  it('one shard: every file', () => {
    expect(splitFiles(['b.spec.ts', 'a.spec.ts'], { 'a.spec.ts': 3 }, 1)).toEqual([['b.spec.ts', 'a.spec.ts']]);
  });
});

describe('fileTimes', () => {
  it('sums the results of each spec file, nested suites included, in seconds', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1000 }] }] }] }],
        },
      ],
    };
    expect(fileTimes([report, { suites: [{ specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 250 }] }] }] }] }])).toEqual({ 'a.spec.ts': 3, 'b.spec.ts': 0.3 });
  });
});

describe('specFiles', () => {
  it('lists the spec files of tests/e2e, not their helpers', () => {
    const files = specFiles();
    expect(files).toContain('a11y.spec.ts');
    expect(files.every((f) => f.endsWith('.spec.ts'))).toBe(true);
  });
});
