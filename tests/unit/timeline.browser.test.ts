/**
 * The timelines' rules in the browser (issue 41, src/areas/timeline/timeline.ts): the page each
 * entry links to (each a route of the standalone's table, and the same path the area that owns the
 * page makes), an entry as core's Timeline shows it, the lifecycle strip's marking, the paging and
 * the kind filter; and the area's texts: a title for every event, a label for every kind, fact and
 * stage, in Swedish and English.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AID_STAGES, TIMELINE_EVENT_LIST, TIMELINE_FACTS, TIMELINE_KINDS, TIMELINE_LINK_TYPES, type TimelineLinkType } from '../../src/contract/shared/timeline.ts';
import type { TimelineEntry } from '../../src/contract/timeline.ts';
import { deviationPath } from '../../src/areas/deviations/deviations.ts';
import { taskPath } from '../../src/areas/tasks/tasks.ts';
import { fittingDetailPath } from '../../src/areas/fittings/list.ts';
import { fixedAssetPath } from '../../src/areas/fixed-assets/fixed-assets.ts';
import { inventoryCountPath } from '../../src/areas/inventories/count.ts';
import { orderDetailPath } from '../../src/areas/orders/list.ts';
import { entryView, linkPath, nextFrom, parseKinds, stripPositions, STRIP_POSITIONS, TIMELINE_NS, timelineKeys } from '../../src/areas/timeline/timeline.ts';
import en from '../../src/areas/timeline/en.json';
import sv from '../../src/areas/timeline/sv.json';
import { formatDateTime } from '../../src/core/format/index.ts';
import { routes } from '../../src/core/routes.ts';
import { matchLoggedIn } from '../../src/standalone/route-table.ts';

const link = (type: TimelineLinkType, id = 42, parentId: number | null = null) => ({ type, id, number: `N-${id}`, parentId });

describe('linkPath: the page an entry links to', () => {
  const cases: [ReturnType<typeof link>, string, string][] = [
    [link('ORDER'), '/orders/42', 'order'],
    [link('FITTING'), '/my-myloc/fittings/42/info', 'fitting'],
    [link('DEVIATION'), '/my-myloc/deviations/42/info', 'myDeviation'],
    [link('FIXED_ASSET'), '/inventories/42', 'inventory'],
    [link('CLIENT'), '/clients/42/info', 'client'],
    [link('TASK', 42, 7), '/clients/7/tasks/42', 'client'],
    [link('TASK'), '/base-storages/work-list/42', 'workListTask'],
    [link('INVENTORY', 5, 2), '/base-storages/inventory?storage=2', 'baseStorageInventory'],
    [link('INVENTORY', 5), '/base-storages/inventory', 'baseStorageInventory'],
  ];
  it.each(cases)('%o is %s', (l, path) => {
    expect(linkPath(l)).toBe(path);
  });
  it('every link type has a path, and each is a route of the standalone', () => {
    expect(new Set(cases.map(([l]) => l.type))).toEqual(new Set(TIMELINE_LINK_TYPES));
    for (const [l, , route] of cases) expect(matchLoggedIn(linkPath(l).split('?')[0] ?? '')?.name, linkPath(l)).toBe(route);
  });
  it('is the path the owning area makes (written apart: timeline.ts linkPath says why)', () => {
    expect(linkPath(link('ORDER'))).toBe(orderDetailPath({ kind: 'all' }, 42));
    expect(linkPath(link('FITTING'))).toBe(fittingDetailPath(42));
    expect(linkPath(link('DEVIATION'))).toBe(deviationPath(42));
    expect(linkPath(link('FIXED_ASSET'))).toBe(fixedAssetPath(42));
    expect(linkPath(link('INVENTORY', 5, 2))).toBe(inventoryCountPath({ storage: 2, q: '' }));
    expect(linkPath(link('INVENTORY', 5))).toBe(inventoryCountPath({ storage: null, q: '' }));
    expect(linkPath(link('TASK'))).toBe(taskPath(42));
    expect(linkPath(link('TASK', 42, 7))).toBe(routes.client(7, 'tasks', 42));
  });
});

describe('the texts (namespace timeline)', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ] as const)('%s: a title for every event, a label for every kind, fact and stage', (_, texts) => {
    for (const e of TIMELINE_EVENT_LIST) expect(texts.event[e], e).toBeTruthy();
    for (const k of TIMELINE_KINDS) expect(texts.kind[k], k).toBeTruthy();
    for (const f of TIMELINE_FACTS) expect(texts.fact[f], f).toBeTruthy();
    for (const s of AID_STAGES) expect(texts.stage[s], s).toBeTruthy();
    expect(Object.keys(texts.event).sort()).toEqual([...TIMELINE_EVENT_LIST].sort());
  });
  it('Swedish and English have the same keys', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(en).sort()).toEqual(keys(sv).sort());
  });
});

describe('entryView: an entry as the Timeline shows it', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { [TIMELINE_NS]: en }, sv: { [TIMELINE_NS]: sv } }, defaultNS: TIMELINE_NS, initAsync: false, interpolation: { escapeValue: false } });
  const entry: TimelineEntry = {
    id: 'task-9',
    at: '2026-03-14T09:30:00.000Z',
    kind: 'TASK',
    event: 'TASK_CREATED',
    actor: 'Lars Lager',
    item: { stockItemId: 638, productName: 'Manuell rullstol', productNumber: '123', inventoryNumber: 'HMC400001', batch: null, quantity: 1 },
    link: { type: 'TASK', id: 9, number: 'T-9', parentId: 3 },
    facts: [
      { name: 'PLANNED_AT', value: '2026-03-20T07:00:00.000Z' },
      { name: 'TASK_TYPE', value: 'Leverans' },
    ],
  };
  it('titles by the event with the linked page’s number, links to the page, says the kind, the actor and the aid', () => {
    const view = entryView(entry, { t: i18n.getFixedT('en', TIMELINE_NS), lang: 'en' });
    expect(view).toMatchObject({ id: 'task-9', at: entry.at, kind: 'TASK', kindLabel: 'Task', actor: 'Lars Lager', title: 'Task planned: T-9', href: '/clients/3/tasks/9' });
    expect(view.subtitle).toBe('Manuell rullstol · inv. no. HMC400001');
    expect(view.details?.map((d) => d.label)).toEqual(['Planned', 'Task type']);
    // A date-time fact in the reader's format (Swedish time), others as given.
    expect(view.details?.[0]?.value).toBe(formatDateTime('2026-03-20T07:00:00.000Z', 'en'));
    expect(view.details?.[0]?.value).toMatch(/08:00/);
    expect(view.details?.[1]?.value).toBe('Leverans');
  });
  it('in Swedish; without a link the title is the event alone; an aid’s own life leaves out the aid', () => {
    const view = entryView({ ...entry, link: null }, { t: i18n.getFixedT('sv', TIMELINE_NS), lang: 'sv', withoutItem: true });
    expect(view).toMatchObject({ title: 'Uppdrag planerat', kindLabel: 'Uppdrag', href: null, subtitle: null });
  });
  it('an item without an inventory number says its article number, batch and quantity', () => {
    const item = { stockItemId: null, productName: 'Sittdyna', productNumber: '555', inventoryNumber: null, batch: 'B1', quantity: 3 };
    expect(entryView({ ...entry, item }, { t: i18n.getFixedT('en', TIMELINE_NS), lang: 'en' }).subtitle).toBe('Sittdyna · art. no. 555 · batch B1 · 3 pcs');
  });
});

describe('the lifecycle strip', () => {
  it.each([
    ['RECEIVED', 'RECEIVED', 'stage.RECEIVED'],
    ['IN_STORAGE', 'IN_STORAGE', 'stage.IN_STORAGE'],
    ['WITH_CLIENT', 'WITH_CLIENT', 'stage.WITH_CLIENT'],
    ['IN_REPAIR', 'IN_REPAIR', 'stage.IN_REPAIR'],
    ['RETURNED', 'GONE', 'stage.RETURNED'],
    ['SCRAPPED', 'GONE', 'stage.SCRAPPED'],
  ] as const)('%s marks exactly %s, read as %s', (stage, position, label) => {
    const strip = stripPositions(stage);
    expect(strip.map((p) => p.position)).toEqual([...STRIP_POSITIONS]);
    expect(strip.filter((p) => p.current)).toEqual([{ position, current: true, labelKey: label }]);
  });
  it('the last position reads "returned / scrapped" while the aid is elsewhere', () => {
    expect(stripPositions('WITH_CLIENT').at(-1)).toEqual({ position: 'GONE', current: false, labelKey: 'strip.returnedOrScrapped' });
  });
});

describe('paging and the kind filter', () => {
  const page = (n: number) => ({ page: Array.from({ length: n }, () => ({})), count: 0 });
  it('the next page starts after the entries shown, until all are', () => {
    expect(nextFrom({ page: [], count: 60 }, [page(25)] as never)).toBe(25);
    expect(nextFrom({ page: [], count: 60 }, [page(25), page(25)] as never)).toBe(50);
    expect(nextFrom({ page: [], count: 60 }, [page(25), page(25), page(10)] as never)).toBeUndefined();
    // A page that came back empty (the count shrank meanwhile) ends the paging.
    expect(nextFrom({ page: [], count: 60 }, [page(25), page(0)] as never)).toBeUndefined();
  });
  it('parses `kinds`: the known ones in the list’s order; none known is all', () => {
    expect(parseKinds('task, order,NOPE')).toEqual(['ORDER', 'TASK']);
    expect(parseKinds('')).toBeNull();
    expect(parseKinds('NOPE')).toBeNull();
    expect(parseKinds(null)).toBeNull();
  });
  it('one choice of kinds is one key, whatever the order', () => {
    expect(timelineKeys.client(3, ['TASK', 'ORDER'])).toEqual(timelineKeys.client(3, ['ORDER', 'TASK']));
    expect(timelineKeys.client(3, null)).toEqual(timelineKeys.client(3, []));
  });
});
