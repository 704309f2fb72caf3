/**
 * The core Facts (src/core/ui/facts.tsx) on their own: a definition list of labels and values in
 * the house's look. `rows`: each label above its value in a narrow container, beside it from
 * 480 px; `tiles`: as many facts side by side as fit. Values are nodes or text (never HTML).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fact, Facts } from '../../src/core/ui/facts.tsx';
import { Styled } from './core-helpers.tsx';

type Args = { layout: 'rows' | 'tiles'; width: number };

function Demo({ layout, width }: Args) {
  return (
    <Styled width={width}>
      {/* An element's root is a size container, as the elements' own roots are. */}
      <section style={{ containerType: 'inline-size' }} aria-label="Ordern">
        <Facts layout={layout} part="facts">
          <Fact label="Ordernummer">WO-2026-00160</Fact>
          <Fact label="Status">
            <strong>Skickad</strong>
          </Fact>
          <Fact label="Mottagare">Astrid Nilsson, 19380114-7061</Fact>
          <Fact label="Notering">{'<b>inte fetstil</b>'}</Fact>
        </Facts>
      </section>
    </Styled>
  );
}

const meta = {
  title: 'Core/Facts',
  render: (args) => <Demo {...args} />,
  args: { layout: 'rows', width: 560 },
  argTypes: {
    layout: { control: 'inline-radio', options: ['rows', 'tiles'] },
    width: { control: { type: 'range', min: 280, max: 900, step: 20 } },
  },
  // No server: nothing here calls the API.
  parameters: { persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label and value of each fact, in order. */
function pairs(list: HTMLElement) {
  return [...list.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
}

const top = (node: Element | null | undefined) => node?.getBoundingClientRect().top ?? Number.NaN;

/** Wide: each label beside its value; the values are text, markup in them is shown as text. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Ordern' }).querySelector('dl');
    if (!list) throw new Error('no list');
    await expect(list).toHaveClass('fsp-facts');
    await expect(list).toHaveAttribute('part', 'facts');
    await expect(pairs(list)).toEqual([
      ['Ordernummer', 'WO-2026-00160'],
      ['Status', 'Skickad'],
      ['Mottagare', 'Astrid Nilsson, 19380114-7061'],
      ['Notering', '<b>inte fetstil</b>'],
    ]);
    await expect(list.querySelector('b')).toBeNull();
    const first = list.querySelector(':scope > div');
    await expect(top(first?.querySelector('dd'))).toBeCloseTo(top(first?.querySelector('dt')), 0);
  },
};

/** Narrow (a phone): each label above its value. */
export const RowsNarrow: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('dl > div');
    await expect(top(first?.querySelector('dd'))).toBeGreaterThan(top(first?.querySelector('dt')));
  },
};

/** Tiles: the facts side by side as far as they fit, each label above its value. */
export const Tiles: Story = {
  args: { layout: 'tiles', width: 900 },
  play: async ({ canvasElement }) => {
    const facts = [...canvasElement.querySelectorAll('dl > div')];
    await expect(facts).toHaveLength(4);
    await expect(top(facts[1])).toBeCloseTo(top(facts[0]), 0);
    await expect(top(facts[0]?.querySelector('dd'))).toBeGreaterThan(top(facts[0]?.querySelector('dt')));
  },
};
