/**
 * What the stories of the function, pickup, external assortment, work and fitting wizards share
 * (other-wizards, aid-wizards and referenced-order stories): the order and line a story makes
 * through the in-page API, the element rendered from them, the wizard once shown, the prevented
 * fsp-navigate events and the seed's receivers. Not a story file (Storybook reads *.stories.tsx).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ServerParameters } from '../../.storybook/preview.tsx';
import type { Order, OrderContent } from '../../src/contract/orders.ts';
import { api, deliver, renderedElement, TIMEOUT } from '../helpers.ts';
import '../../src/elements/order-wizard/order-wizard.element.ts';

export type WizardArgs = { type: string; order?: number; step?: number; lang?: 'sv' | 'en'; parent?: number; fitting?: number };

/** The order and line the story made (read by render and the play function). */
export const made: { order: Order | null; line: OrderContent | null } = { order: null, line: null };

/** Maj Bergström (client 3): Rollator 421, Griptång ×4 (422), Duschpall ×2 with 1 allocated (423), Vårdsäng 424, Sittdyna 427. */
export const MAJ = { type: 'CLIENT', id: 3 } as const;
/** Sven Holm (client 4): Rollator 428, Griptång ×4 (429), Duschpall 430, … */
export const SVEN = { type: 'CLIENT', id: 4 } as const;
/** Astrid Nilsson (client 1): no aid that is not allocated. */
export const ASTRID = { type: 'CLIENT', id: 1 } as const;
type Receiver = { type: 'CLIENT' | 'FACILITY'; id: number };

/** The element from the story's order and line (a meta's `render`). */
export function renderWizard({ type, order, step, lang, parent, fitting }: WizardArgs) {
  return (
    <fsp-order-wizard
      type={type}
      order={order ?? made.order?.id ?? 0}
      {...(made.line ? { content: made.line.id } : {})}
      {...(step !== undefined ? { step } : {})}
      {...(lang ? { lang } : {})}
      {...(parent !== undefined ? { parent } : {})}
      {...(fitting !== undefined ? { fitting } : {})}
    />
  );
}

/** A meta's `argTypes`. */
export const WIZARD_ARG_TYPES = {
  type: { control: 'select', options: ['functions', 'pick-ups', 'external-assortments', 'work', 'fittings'] },
  step: { control: 'number', description: 'The step shown, 0-based (the location state).' },
  lang: { control: 'inline-radio', options: ['sv', 'en'] },
} satisfies Meta<WizardArgs>['argTypes'];

export type WizardStory = StoryObj<WizardArgs> & { parameters?: ServerParameters & Record<string, unknown> };

/**
 * `beforeEach`: an order to `receiver`, with a draft line made of `line` (the POST …/content body)
 * unless none, its delivery set when `delivered`; the order deleted afterwards.
 */
export const withOrder =
  (receiver: Receiver, line?: Record<string, unknown>, delivered = false) =>
  async () => {
    const order = await api<Order>('POST', '/fsp/v1/web-orders', { receiver });
    made.order = order;
    made.line = null;
    if (line) {
      const created = await api<OrderContent>('POST', `/fsp/v1/web-orders/${order.id}/content`, line);
      if (delivered) await deliver(order.id, created.id);
      made.line = created;
    }
    return async () => {
      made.order = null;
      made.line = null;
      await api('DELETE', `/fsp/v1/web-orders/${order.id}`).catch(() => undefined);
    };
  };

/** The wizard once its step is shown (no spinner): host, section and queries. */
export async function wizard(canvasElement: HTMLElement) {
  const el = await renderedElement(canvasElement, 'fsp-order-wizard');
  await el.ui.findByRole('heading', { level: 2 }, TIMEOUT);
  await waitFor(() => expect(el.section.querySelector('.fsp-spinner')).toBeNull(), TIMEOUT);
  return el;
}

export type Ui = Awaited<ReturnType<typeof wizard>>['ui'];

/** The fsp-navigate events, prevented (a host that routes). */
export function navigations(canvasElement: HTMLElement) {
  const seen: { path: string; state?: { step?: number } }[] = [];
  canvasElement.addEventListener('fsp-navigate', (e) => {
    e.preventDefault();
    seen.push({ path: e.detail.path, ...(e.detail.state ? { state: e.detail.state } : {}) });
  });
  return seen;
}

export const next = (ui: Ui) => ui.getByRole('button', { name: 'Spara och fortsätt' });

/** The step's heading (level 2). */
export const stepHeading = (ui: Ui, name: string) => ui.getByRole('heading', { level: 2, name });

/** The line's id from the path a saved first step moved to (`/orders/{order}/{type}/{content}?contentid=…`). */
export function lineIdOf(path: string | undefined, type: string): number {
  const id = new RegExp(`/${type}/(\\d+)\\?contentid=(\\d+)`).exec(path ?? '');
  if (!id) throw new Error(`not a line's path: ${path}`);
  return Number(id[1]);
}

/** The line as the server has it now. */
export const lineNow = (order: number, content: number) => api<OrderContent>('GET', `/fsp/v1/web-orders/${order}/content/${content}`);

/** The story's order and line, which it must have made. */
export function story(): { order: Order; line: OrderContent } {
  if (!made.order || !made.line) throw new Error('the story made no order or line');
  return { order: made.order, line: made.line };
}

export const orderId = (): number => {
  if (!made.order) throw new Error('the story made no order');
  return made.order.id;
};
