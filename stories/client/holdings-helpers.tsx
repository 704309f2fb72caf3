/**
 * What the holdings, tasks and history stories of `<fsp-client>` share: the element rendered with
 * a client and a tab, finding rows of its tables, choosing in a select, and replacing or holding
 * the answers to some calls while the rest go to the in-page server.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { renderedElement, TIMEOUT, VIEWPORTS } from '../helpers.ts';
import '../../src/elements/client/client.element.ts';

export type Tab = 'info' | 'holdings' | 'addresses' | 'contacts' | 'tasks' | 'holding-transactions';
export type Args = { client: number; tab?: Tab; holding?: number; task?: number; lang?: 'sv' | 'en' };

/** The fixture clients these stories use (server/seed/fixtures.ts and world.ts). */
export const CLIENT = {
  /** Holds nothing: the empty states. */
  astrid: 1,
  /** Receives a move from Harald (the client stories only touch her contacts). */
  greta: 2,
  /** The fixture holdings: read here, never changed (but for the Sittdyna's note). */
  maj: 3,
  /** Duschstol med hjul (moved to Greta) and two Stödhandtag (one returned). */
  harald: 6,
  /** A unit with six Glidlakan (one scrapped). */
  solrosen: 8,
} as const;

export const baseMeta = {
  render: ({ client, tab, holding, task, lang }: Args) => (
    <fsp-client
      client={client}
      {...(tab ? { tab } : {})}
      {...(holding !== undefined ? { holding } : {})}
      {...(task !== undefined ? { task } : {})}
      {...(lang ? { lang } : {})}
    />
  ),
  argTypes: {
    client: { control: 'number', description: 'The client id (1 Astrid: nothing held; 3 Maj: the fixture holdings; 6 Harald; 8 Solrosen, a unit).' },
    tab: { control: 'inline-radio', options: ['holdings', 'tasks', 'holding-transactions'] },
    holding: { control: 'number', description: 'A holding id: its single page (on the holdings tab).' },
    task: { control: 'number', description: 'A task id: its single page (on the tasks tab).' },
    lang: { control: 'inline-radio', options: ['sv', 'en'] },
  },
  parameters: {
    viewport: VIEWPORTS,
  },
} satisfies Partial<Meta<Args>>;

export const element = (canvasElement: HTMLElement) => renderedElement(canvasElement, 'fsp-client');
export type Ui = Awaited<ReturnType<typeof element>>['ui'];

/** The rows of a table part once it has some. */
export async function rows(root: HTMLElement, part: string) {
  return waitFor(() => {
    const found = root.querySelectorAll<HTMLTableRowElement>(`[part=${part}] tbody tr`);
    if (!found.length) throw new Error(`no rows in ${part} yet`);
    return [...found];
  }, TIMEOUT);
}

/** The one row of a table part whose text has `text`. */
export async function rowWith(root: HTMLElement, part: string, text: string) {
  return waitFor(() => {
    const found = [...root.querySelectorAll<HTMLTableRowElement>(`[part=${part}] tbody tr`)].filter((r) => r.textContent?.includes(text));
    if (found.length !== 1) throw new Error(`${found.length} rows with ${text} in ${part}`);
    return found[0] as HTMLTableRowElement;
  }, TIMEOUT);
}

/** The cell of a row under a column (by the header it repeats as data-label). */
export function cell(row: HTMLElement, header: string): HTMLElement {
  const found = row.querySelector<HTMLElement>(`td[data-label="${header}"]`);
  if (!found) throw new Error(`no ${header} cell`);
  return found;
}

/** Chooses the option with this text in a native select, as the user would. */
export async function choose(select: HTMLElement, label: string) {
  // A reference select's options come a render after it (core ReferenceSelect).
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name: label }, TIMEOUT);
  await fireEvent.change(select, { target: { value: option.value } });
  await expect(select).toHaveValue(option.value);
}

/** Paths of the element's `fsp-navigate` events (nobody routes in a story, so it moves itself). */
export function navigations(canvasElement: HTMLElement) {
  const paths: string[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => paths.push(e.detail.path));
  return paths;
}

// Replacing or holding answers (intercept, never, apiError, recordCalls) is every area's: ../helpers.ts.
export { apiError, intercept, never, recordCalls } from '../helpers.ts';
