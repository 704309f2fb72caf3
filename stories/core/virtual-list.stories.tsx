/**
 * The core VirtualList (src/core/ui/virtual-list.tsx) on its own: a list that renders its rows whole
 * up to PLAIN_ROWS_MAX (50) and only the rows in view beyond, scrolling inside its own box (at most 480 px by default, `maxHeight`, or the host's
 * `--fsp-virtual-list-max-height`), its rows measured as they render (heights may differ). A
 * screen reader gets the list's name and count (`aria-setsize`/`aria-posinset` on each row). A row
 * that holds the focus stays rendered when scrolled away; Tab goes from row to row. It works
 * inside a shadow root, as in every element.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import tokensCss from '../../src/core/styles/tokens.css?inline';
import hostCss from '../../src/core/styles/host.css?inline';
import uiCss from '../../src/core/ui/ui.css?inline';
import { ElementContext } from '../../src/core/element/context.ts';
import { Button, StateMessage } from '../../src/core/ui/components.tsx';
import { PLAIN_ROWS_MAX, VirtualList, type VirtualListHandle } from '../../src/core/ui/virtual-list.tsx';
import { VIEWPORTS } from '../helpers.ts';
import { focused, Styled } from './core-helpers.tsx';

type Line = { id: number; product: string; note: string };

const PRODUCTS = ['Rollator Etac Airgo', 'Duschpall Mobilex', 'Griptång Reacher', 'Toalettförhöjning Etac', 'Rullstol Panthera S3', 'Madrass Viscoflex'];
const NOTES = [
  '',
  'Leveras till hemadressen.',
  'Leveras till hemadressen. Brukaren behöver hjälp med montering av tillbehören, ring innan.',
  'Leveras till hemadressen. Brukaren behöver hjälp med montering av tillbehören, ring innan. Portkod 4711, tredje våningen, hiss finns. Ta med de gamla handtagen i retur till hjälpmedelscentralen.',
];

/** `count` order lines whose notes differ in length (so the rows differ in height). */
function lines(count: number): Line[] {
  return Array.from({ length: count }, (_, i) => ({ id: 1000 + i, product: PRODUCTS[i % PRODUCTS.length] ?? '', note: NOTES[(i * 7) % NOTES.length] ?? '' }));
}

function Row({ line, index }: { line: Line; index: number }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between', padding: '8px 12px', borderBlockEnd: '1px solid #c5cdd3' }}>
      <div style={{ minWidth: 0 }}>
        <strong>
          Rad {index + 1}: {line.product}
        </strong>
        {line.note ? <p style={{ margin: '4px 0 0' }}>{line.note}</p> : null}
      </div>
      <Button variant="secondary" aria-label={`Ändra rad ${index + 1}`}>
        Ändra
      </Button>
    </div>
  );
}

type Args = { count: number; maxHeight?: number; width?: number };

function Demo({ count, maxHeight, width = 640 }: Args) {
  const [items] = useState(() => lines(count));
  const list = useRef<VirtualListHandle>(null);
  return (
    <Styled width={width}>
      <VirtualList
        ref={list}
        items={items}
        getKey={(line) => line.id}
        label="Rader i varukorgen"
        estimateSize={64}
        {...(maxHeight === undefined ? {} : { maxHeight })}
        empty={<StateMessage kind="empty" title="Varukorgen är tom" />}
        renderItem={(line, index) => <Row line={line} index={index} />}
      />
      {count > 500 ? (
        <p>
          <Button variant="secondary" onClick={() => list.current?.scrollToIndex(499, 'start')}>
            Gå till rad 500
          </Button>
        </p>
      ) : count > 25 ? (
        <p>
          <Button variant="secondary" onClick={() => list.current?.scrollToIndex(24, 'start')}>
            Gå till rad 25
          </Button>
        </p>
      ) : null}
    </Styled>
  );
}

const meta = {
  title: 'Core/VirtualList',
  render: (args) => <Demo {...args} />,
  args: { count: 10 },
  argTypes: { count: { control: 'number' }, maxHeight: { control: 'number', description: 'The box\'s greatest height in px.' } },
  // No server: the list calls none (and a story need not wait for a login).
  parameters: { viewport: VIEWPORTS, persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[role=listitem]')];
const rowAt = (list: HTMLElement, n: number) => list.querySelector<HTMLElement>(`[role=listitem][aria-posinset="${n}"]`);

/** No items: the caller's empty state, no list. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { name: 'Varukorgen är tom' })).toBeVisible();
    await expect(ui.queryByRole('list')).toBeNull();
  },
};

/** Ten rows: all rendered, the count told, the box no taller than its rows (nor than 480 px). */
export const TenRows: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('list', { name: 'Rader i varukorgen' });
    await waitFor(() => expect(rows(list)).toHaveLength(10));
    await expect(rows(list).map((r) => r.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(rows(list).every((r) => r.getAttribute('aria-setsize') === '10')).toBe(true);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(480 + 2);
    await expect(ui.getByRole('button', { name: 'Ändra rad 10' })).toBeInTheDocument();
  },
};

/**
 * PLAIN_ROWS_MAX rows (50): all in the page, in the flow (no virtualizer is loaded), none
 * overlapping; the handle scrolls the box to a row all the same.
 */
export const WholeRows: Story = {
  args: { count: PLAIN_ROWS_MAX, maxHeight: 320 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('list', { name: 'Rader i varukorgen' });
    await waitFor(() => expect(rows(list)).toHaveLength(PLAIN_ROWS_MAX));
    await expect(rowAt(list, PLAIN_ROWS_MAX)).toHaveAttribute('aria-setsize', String(PLAIN_ROWS_MAX));
    const boxes = rows(list).map((r) => r.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i += 1) await expect(boxes[i]?.top ?? 0).toBeGreaterThanOrEqual((boxes[i - 1]?.bottom ?? 0) - 0.5);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(322);
    await userEvent.click(ui.getByRole('button', { name: 'Gå till rad 25' }));
    await waitFor(() => expect(Math.abs((rowAt(list, 25)?.getBoundingClientRect().top ?? 0) - list.getBoundingClientRect().top)).toBeLessThan(4));
    await expect(rows(list)).toHaveLength(PLAIN_ROWS_MAX);
  },
};

/** A thousand rows of differing heights: few rendered, none overlapping; scrolled to the end, the last row renders. */
export const ThousandRows: Story = {
  args: { count: 1000 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('list', { name: 'Rader i varukorgen' });
    await waitFor(() => expect(rowAt(list, 1)).not.toBeNull());
    // Past PLAIN_ROWS_MAX: virtualized once its chunk has come (the first rows, whole, until then).
    await waitFor(() => expect(rows(list).length).toBeLessThan(40));
    await expect(rowAt(list, 1)).toHaveAttribute('aria-setsize', '1000');
    const noOverlap = async () => {
      const boxes = rows(list).map((r) => r.getBoundingClientRect());
      for (let i = 1; i < boxes.length; i += 1) await expect(boxes[i]?.top ?? 0).toBeGreaterThanOrEqual((boxes[i - 1]?.bottom ?? 0) - 0.5);
      return boxes;
    };
    const heights = new Set((await noOverlap()).map((b) => Math.round(b.height)));
    await expect(heights.size).toBeGreaterThan(1); // measured, not the estimate
    // the far end
    list.scrollTop = list.scrollHeight;
    const last = await waitFor(() => {
      const row = rowAt(list, 1000);
      if (!row) throw new Error('row 1000 not rendered');
      return row;
    });
    await expect(last).toHaveTextContent('Rad 1000');
    // once the rows there are measured, the end of the box is the end of row 1000
    await waitFor(async () => {
      list.scrollTop = list.scrollHeight;
      await expect(Math.abs((rowAt(list, 1000)?.getBoundingClientRect().bottom ?? 0) - list.getBoundingClientRect().bottom)).toBeLessThan(3);
    });
    await expect(rowAt(list, 1)).toBeNull();
    await expect(rows(list).length).toBeLessThan(40);
    await noOverlap();
    // the middle, through the list's handle
    await userEvent.click(ui.getByRole('button', { name: 'Gå till rad 500' }));
    await waitFor(() => expect(rowAt(list, 500)).not.toBeNull());
    await waitFor(() => expect(Math.abs((rowAt(list, 500)?.getBoundingClientRect().top ?? 0) - list.getBoundingClientRect().top)).toBeLessThan(4));
  },
};

/** Tab goes from row to row: the focus scrolls each into view, and the rows after it are rendered. */
export const TabThroughRows: Story = {
  args: { count: 1000, maxHeight: 320 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('list', { name: 'Rader i varukorgen' });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(322);
    (await ui.findByRole('button', { name: 'Ändra rad 1' })).focus();
    for (let n = 2; n <= 25; n += 1) {
      await userEvent.tab();
      await waitFor(() => expect(focused(list)).toHaveAccessibleName(`Ändra rad ${n}`));
    }
    await expect(rowAt(list, 1)).toBeNull(); // scrolled out of view (and overscan) as the focus went down
    await expect(list.scrollTop).toBeGreaterThan(0);
  },
};

/** A row holding the focus stays rendered (and focused) when scrolled far away; once the focus leaves, it goes. */
export const FocusKept: Story = {
  args: { count: 1000, maxHeight: 320 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const list = ui.getByRole('list', { name: 'Rader i varukorgen' });
    const button = await ui.findByRole('button', { name: 'Ändra rad 3' });
    button.focus();
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(rowAt(list, 1000)).not.toBeNull());
    await expect(rowAt(list, 1)).toBeNull();
    await expect(rowAt(list, 3)).not.toBeNull();
    await expect(focused(list)).toBe(button);
    await expect(button.isConnected).toBe(true);
    // the focus left the list: row 3 is no longer kept
    await userEvent.click(ui.getByRole('button', { name: 'Gå till rad 500' }));
    await waitFor(() => expect(rowAt(list, 3)).toBeNull());
    await waitFor(() => expect(rowAt(list, 500)).not.toBeNull());
  },
};

/** A shadow root holding `children` with our stylesheets and an element's context, as in an element. */
function InShadow({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  return (
    <div
      data-testid="host"
      ref={(host) => {
        if (host && !root) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
      }}
    >
      {root
        ? createPortal(
            <ElementContext.Provider value={{ host: root.host as HTMLElement, root, lang: null, language: 'sv', namespaces: new Set(), apiBase: '/rs', emit: () => true }}>
              <style>{`${tokensCss}\n${hostCss}\n${uiCss}`}</style>
              <div className="fsp-root" style={{ maxWidth: 640 }}>
                {children}
              </div>
            </ElementContext.Provider>,
            root,
          )
        : null}
    </div>
  );
}

/** Inside a shadow root: its stylesheet adopted there, rows measured and scrolled as in the page. */
export const InShadowRoot: Story = {
  args: { count: 1000 },
  render: (args) => (
    <InShadow>
      <VirtualList
        items={lines(args.count)}
        getKey={(line) => line.id}
        label="Rader i varukorgen"
        estimateSize={64}
        renderItem={(line, index) => <Row line={line} index={index} />}
      />
    </InShadow>
  ),
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId('host');
    const list = await waitFor(() => {
      const found = host.shadowRoot?.querySelector<HTMLElement>('[role=list]');
      if (!found) throw new Error('no list in the shadow root');
      return found;
    });
    await expect(list).toHaveAccessibleName('Rader i varukorgen');
    // the widget's sheet went to the shadow root: the box scrolls at 480 px
    await expect(getComputedStyle(list).overflowY).toBe('auto');
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(482);
    await waitFor(() => expect(rowAt(list, 1)).not.toBeNull());
    await expect(rows(list).length).toBeLessThan(40);
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(rowAt(list, 1000)).not.toBeNull());
    await expect(rowAt(list, 1000)).toHaveTextContent('Rad 1000');
  },
};
