/**
 * A host page's root font size does not reach inside our elements: a core Table's header (and its
 * select column) in an element's shadow root measure the same under `html { font-size: 40px }` as
 * under 16px. (rem inside a shadow root is the host's root font size; see host-font.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../../src/core/element/define.tsx';
import { Table } from '../../src/core/ui/table.tsx';

type Row = { id: number; name: string };
const ROWS: Row[] = [{ id: 1, name: 'Rollator' }];

function Probe() {
  return (
    <Table<Row>
      caption="Hjälpmedel"
      columns={[{ key: 'name', header: 'Benämning', cell: (r) => r.name }]}
      rows={ROWS}
      rowKey={(r) => r.id}
      selection={{ selected: new Set(), onChange: () => undefined, rowLabel: (r) => `Välj ${r.name}`, allLabel: 'Välj alla' }}
    />
  );
}

defineElement({ tag: 'fsp-test-host-font', attributes: {}, component: Probe, css: '' });

afterEach(() => {
  document.documentElement.style.fontSize = '';
  document.body.replaceChildren();
});

/** The header cell's font size and the select column's width, measured under a host root font size. */
async function measured(rootFontSize: string) {
  document.documentElement.style.fontSize = rootFontSize;
  const el = document.createElement('fsp-test-host-font');
  document.body.append(el);
  await expect.poll(() => el.shadowRoot?.querySelector('th')).toBeTruthy();
  const header = el.shadowRoot?.querySelector<HTMLElement>('th:not(.fsp-table-select)');
  const select = el.shadowRoot?.querySelector<HTMLElement>('th.fsp-table-select');
  if (!header || !select) throw new Error('no table header');
  const sizes = { fontSize: getComputedStyle(header).fontSize, selectWidth: getComputedStyle(select).width };
  el.remove();
  return sizes;
}

describe('the host page root font size', () => {
  it('does not change a core Table header inside an element', async () => {
    const normal = await measured('16px');
    const large = await measured('40px');
    expect(normal.fontSize).toBe('14px');
    expect(large).toEqual(normal);
  });
});
