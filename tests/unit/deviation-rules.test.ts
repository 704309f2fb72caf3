/**
 * Deviations' rules with logic (spec 3 §2 Deviations, §4 Deviation status, §5 Deviations): the report
 * wizard's draft (what each step needs, what choosing a category resets, the body of POST
 * /deviations with "no reference" sent as null), the list's URL and API query (the filter's default,
 * the status mapping, newest first, paging), the status badge, and core's uploadEach (one request a
 * file, the progress over all of them, a failure not stopping the others).
 */
import { describe, expect, it } from 'vitest';
import { DEVIATION_STATE_STATUSES } from '../../src/contract/constants.ts';
import {
  deviationListApiQuery,
  deviationListAttributes,
  deviationListPath,
  deviationPageCount,
  deviationPath,
  hasStatusBadge,
  parseDeviationListQuery,
  toDeviationTab,
} from '../../src/areas/deviations/deviations.ts';
import { uploadEach, type FileUploadProgress } from '../../src/core/ui/file-upload.tsx';
import {
  chooseCategory,
  chooseReference,
  codeProblem,
  createBody,
  descriptionProblem,
  EMPTY_DRAFT,
  furthestStep,
  typeStepDone,
  type ReportDraft,
} from '../../src/elements/deviation-report/rules.ts';

const full: ReportDraft = { categoryId: 1, typeId: 12, referenceId: 1, code: ' HMC1042 ', description: ' Hjulet lossnade. ' };

describe('the report wizard', () => {
  it('step 1 needs both a category and a type', () => {
    expect(typeStepDone(EMPTY_DRAFT)).toBe(false);
    expect(typeStepDone({ ...EMPTY_DRAFT, categoryId: 1 })).toBe(false);
    expect(typeStepDone({ ...EMPTY_DRAFT, categoryId: 1, typeId: 12 })).toBe(true);
  });

  it('choosing another category resets the type, the reference and its code, and keeps the description', () => {
    expect(chooseCategory(full, 2)).toEqual({ categoryId: 2, typeId: null, referenceId: 0, code: '', description: full.description });
    expect(chooseCategory(full, null)).toMatchObject({ categoryId: null, typeId: null, referenceId: 0, code: '' });
    // The same category again changes nothing.
    expect(chooseCategory(full, 1)).toBe(full);
  });

  it('choosing another reference type clears the code typed for the last one', () => {
    expect(chooseReference(full, 2)).toMatchObject({ referenceId: 2, code: '' });
    expect(chooseReference(full, 1)).toBe(full);
  });

  it('a reference other than "no reference" needs a code of at most 60 characters', () => {
    expect(codeProblem({ ...full, referenceId: 0, code: '' })).toBeNull();
    expect(codeProblem({ ...full, code: '   ' })).toBe('required');
    expect(codeProblem({ ...full, code: 'x'.repeat(61) })).toBe('tooLong');
    expect(codeProblem({ ...full, code: 'x'.repeat(60) })).toBeNull();
  });

  it('the description is required, at most 2000 characters', () => {
    expect(descriptionProblem({ ...full, description: ' \n ' })).toBe('required');
    expect(descriptionProblem({ ...full, description: 'x'.repeat(2001) })).toBe('tooLong');
    expect(descriptionProblem(full)).toBeNull();
  });

  it('a later step is reached only with the earlier done, a reference also checked by the server', () => {
    expect(furthestStep(EMPTY_DRAFT, false)).toBe(0);
    expect(furthestStep({ ...EMPTY_DRAFT, categoryId: 1, typeId: 12 }, false)).toBe(2);
    expect(furthestStep(full, false)).toBe(1);
    expect(furthestStep(full, true)).toBe(2);
    expect(furthestStep({ ...full, code: '' }, true)).toBe(1);
  });

  it('POST /deviations: trimmed texts; "no reference" (id 0) is sent as null', () => {
    expect(createBody(full)).toEqual({ categoryId: 1, typeId: 12, description: 'Hjulet lossnade.', reference: { id: 1, value: 'HMC1042' } });
    expect(createBody({ ...full, referenceId: 0, code: 'ignored' })).toEqual({ categoryId: 1, typeId: 12, description: 'Hjulet lossnade.', reference: null });
    expect(createBody({ ...full, typeId: null })).toBeNull();
  });
});

describe('the list', () => {
  it('Open is the default filter; an unknown one is Open; the page and search are kept', () => {
    expect(parseDeviationListQuery(new URLSearchParams(''))).toEqual({ state: 'open', q: '', page: 1, pageSize: 10 });
    expect(parseDeviationListQuery(new URLSearchParams('state=CLOSED&q=%20rullstol%20&page=3'))).toEqual({ state: 'closed', q: 'rullstol', page: 3, pageSize: 10 });
    expect(parseDeviationListQuery(new URLSearchParams('state=x&page=0'))).toEqual({ state: 'open', q: '', page: 1, pageSize: 10 });
  });

  it('one canonical URL a view, defaults left out', () => {
    expect(deviationListPath({ state: 'open', q: '', page: 1, pageSize: 10 })).toBe('/my-myloc/deviations');
    expect(deviationListPath({ state: 'all', q: 'hjul', page: 2, pageSize: 10 })).toBe('/my-myloc/deviations?state=all&q=hjul&page=2');
    expect(deviationListAttributes({ state: 'open', q: '', page: 1, pageSize: 10 })).toEqual({ state: undefined, q: undefined, page: undefined, 'page-size': undefined });
  });

  it('rows a page (spec 1 §9): 10 by default and left out, 25 or 50 kept in the URL and the attribute, anything else 10', () => {
    const parse = (query: string) => parseDeviationListQuery(new URLSearchParams(query));
    expect(parse('pageSize=25').pageSize).toBe(25);
    expect(parse('pageSize=50&page=2')).toEqual({ state: 'open', q: '', page: 2, pageSize: 50 });
    for (const bad of ['10', '24', '100', '0', '-25', '25.5', 'x', '']) expect(parse(`pageSize=${bad}`).pageSize).toBe(10);
    expect(deviationListPath(parse('pageSize=10&page=2'))).toBe('/my-myloc/deviations?page=2');
    expect(deviationListPath(parse('state=all&pageSize=50&page=2'))).toBe('/my-myloc/deviations?state=all&page=2&pageSize=50');
    // serialize(parse(url)) is the canonical form of url
    const canonical = 'state=closed&q=hjul&page=3&pageSize=25';
    expect(deviationListPath(parse(canonical))).toBe(`/my-myloc/deviations?${canonical}`);
    expect(deviationListAttributes(parse('pageSize=25'))).toEqual({ state: undefined, q: undefined, page: undefined, 'page-size': '25' });
    expect(deviationListApiQuery(parse('pageSize=25&page=3'))).toMatchObject({ from: 50, amount: 25 });
    expect(deviationPageCount(26, 25)).toBe(2);
  });

  it('asks the server for the filter, newest first, ten a page', () => {
    expect(deviationListApiQuery({ state: 'closed', q: 'hjul', page: 3, pageSize: 10 })).toEqual({ state: 'CLOSED', freeTextSearch: 'hjul', sort: 'createdDateTime:desc', from: 20, amount: 10 });
    expect(deviationListApiQuery({ state: 'open', q: '', page: 1, pageSize: 10 })).toEqual({ state: 'OPEN', sort: 'createdDateTime:desc', from: 0, amount: 10 });
    expect(deviationPageCount(0)).toBe(1);
    expect(deviationPageCount(21)).toBe(3);
  });

  it('the filters cover every status once: Open 10 and 20, Closed 30 and 40', () => {
    expect(DEVIATION_STATE_STATUSES.OPEN).toEqual([10, 20]);
    expect(DEVIATION_STATE_STATUSES.CLOSED).toEqual([30, 40]);
    expect([...DEVIATION_STATE_STATUSES.OPEN, ...DEVIATION_STATE_STATUSES.CLOSED].sort()).toEqual([...DEVIATION_STATE_STATUSES.ALL].sort());
  });

  it('10 registered shows no badge; the others do', () => {
    expect([10, 20, 30, 40].map(hasStatusBadge)).toEqual([false, true, true, true]);
  });
});

describe('the detail tab', () => {
  it('Info and Attachments (spec 3 §2); anything else is Info', () => {
    expect(deviationPath(7, 'attachments')).toBe('/my-myloc/deviations/7/attachments');
    expect(deviationPath(7)).toBe('/my-myloc/deviations/7/info');
    expect(toDeviationTab('attachments')).toBe('attachments');
    expect(toDeviationTab('nope')).toBe('info');
    expect(toDeviationTab(null)).toBe('info');
  });
});

describe('uploadEach', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it('sends one request a file, in order, and reports the progress over all of them', async () => {
    const sent: string[] = [];
    const progress: FileUploadProgress[] = [];
    const failures = await uploadEach(
      [file('a.png', 100), file('b.pdf', 300)],
      (f, onProgress) => {
        sent.push(f.name);
        onProgress({ loaded: 50, total: 100 });
        return Promise.resolve();
      },
      (p) => progress.push(p),
    );
    expect(failures).toEqual([]);
    expect(sent).toEqual(['a.png', 'b.pdf']);
    expect(progress).toEqual(['pending', { loaded: 50, total: 400 }, { loaded: 100, total: 400 }, { loaded: 250, total: 400 }, { loaded: 400, total: 400 }]);
  });

  it('a failure does not stop the files after it; the failures come back in order with their errors', async () => {
    const refused = new Error('FILE_TYPE_NOT_ALLOWED');
    const sent: string[] = [];
    const failures = await uploadEach(
      [file('a.exe', 10), file('b.png', 10), file('c.exe', 10)],
      (f) => {
        sent.push(f.name);
        return f.name.endsWith('.exe') ? Promise.reject(refused) : Promise.resolve();
      },
      () => undefined,
    );
    expect(sent).toEqual(['a.exe', 'b.png', 'c.exe']);
    expect(failures.map((f) => [f.file.name, f.error])).toEqual([
      ['a.exe', refused],
      ['c.exe', refused],
    ]);
  });
});
