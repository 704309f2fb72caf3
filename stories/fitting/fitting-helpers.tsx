/**
 * What the `<fsp-fitting>` stories share: a day counted from today in Sweden, and the element once
 * its fitting is shown.
 */
import { expect, waitFor } from 'storybook/test';
import { swedishNow } from '../../src/contract/shared/fitting-rules.ts';
import { renderedElement, TIMEOUT } from '../helpers.ts';
import '../../src/elements/fitting/fitting.element.ts';

/** A day from today in Sweden (YYYY-MM-DD). */
export const inDays = (days: number) => swedishNow(new Date(Date.now() + days * 86_400_000)).date;

/** The fitting once shown (content number / type as the title, no spinner). */
export async function shownFitting(canvasElement: HTMLElement) {
  const el = await renderedElement(canvasElement, 'fsp-fitting');
  await el.ui.findByRole('heading', { level: 1, name: /\// }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}
