/**
 * `<fsp-inventory-count>`'s "by" lines in each language (spec 3 §9, issue 38): who reported a line
 * and when, Swedish yyyy-MM-dd HH:mm, English MM/dd/yyyy hh:mm AM/PM, through the one core
 * formatter. Each story gets a new count of BL-MLM whose first plain line Frida Förskrivare has
 * counted (through the API, before the element reads it), annulled after the story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { InventoryLine } from '../../src/contract/inventories.ts';
import { TIMEOUT } from '../helpers.ts';
import { baseMeta, countLines, element, FRIDA, lineOf, plainLines, reportAs, STORAGE, withCount, type Args } from './inventory-count-helpers.tsx';

/** `beforeEach`: a new count of BL-MLM with its first plain line counted by Frida (to its balance). */
async function withFridasLine() {
  const cleanup = await withCount();
  const [line] = await plainLines(1);
  if (!line) throw new Error('no plain line');
  await reportAs(FRIDA, line, line.product.quantity);
  return cleanup;
}

const meta = {
  ...baseMeta,
  title: 'Base storage/fsp-inventory-count dates',
  args: { storage: STORAGE.mlm },
  beforeEach: withFridasLine,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta> & { parameters?: ServerParameters & Record<string, unknown> };

/** Frida's line as the API has it now: its reported day and time (Swedish wall-clock, YYYY-MM-DD and HH:mm). */
async function fridasLine(): Promise<InventoryLine & { reportedDate: string; reportedTime: string }> {
  const line = (await countLines('status=REPORTED&amount=1')).page[0];
  if (!line?.reportedDate || !line.reportedTime) throw new Error('no reported line');
  return { ...line, reportedDate: line.reportedDate, reportedTime: line.reportedTime };
}

/** The "by" line of a rendered line ("Frida Förskrivare, …"). */
async function byLine(root: HTMLElement, line: InventoryLine): Promise<string> {
  return waitFor(async () => {
    const row = await lineOf(root, line);
    const by = [...row.querySelectorAll('.muted')].map((s) => s.textContent ?? '').find((s) => s.startsWith('Frida Förskrivare, '));
    if (!by) throw new Error('no by line');
    return by;
  }, TIMEOUT);
}

/** English: "Frida Förskrivare, MM/dd/yyyy hh:mm AM" (12 o'clock as 12, not 00). */
export const ReportedByEnglish: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const line = await fridasLine();
    const [y, m, d] = line.reportedDate.split('-');
    const [hh = '00', mm = '00'] = line.reportedTime.split(':');
    const h = Number(hh);
    const clock = `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
    const by = await byLine(root, line);
    await expect(by).toBe(`Frida Förskrivare, ${m}/${d}/${y} ${clock}`);
    await expect(by).toMatch(/^Frida Förskrivare, \d{2}\/\d{2}\/\d{4} (0\d|1[0-2]):\d{2} (AM|PM)$/);
  },
};

/** Swedish: "Frida Förskrivare, yyyy-MM-dd HH:mm", as the API sends the day and the time. */
export const ReportedBySwedish: Story = {
  play: async ({ canvasElement }) => {
    const { root } = await element(canvasElement);
    const line = await fridasLine();
    await expect(await byLine(root, line)).toBe(`Frida Förskrivare, ${line.reportedDate} ${line.reportedTime}`);
  },
};
