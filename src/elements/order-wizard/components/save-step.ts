/**
 * A step's save as the calls it makes (outbox.ts keeps them when the connection is lost, and sends
 * them when it returns): each builder types its body by the contract. The wizard (order-wizard.tsx)
 * makes them in order and, unless the last one already writes the line (with its `currentStep`),
 * adds the call that moves the line's `currentStep` on.
 */
import type { ContentCreate, ContentForm, ContentUpdate, DeliveryUpdate } from '../../../contract/orders.ts';
import type { SaveCall } from '../outbox.ts';

const LINES = 'fsp/v1/web-orders/{order}/content';
const LINE = 'fsp/v1/web-orders/{order}/content/{content}';

type Selection = { id: number; selected: boolean; quantity?: number }[];

export const saveCalls = {
  /** A new line (the first step): its answer is the line. */
  create: (order: number, json: ContentCreate): SaveCall => ({ method: 'post', path: LINES, params: { order }, json }),
  /** The line's own fields: its answer is the line. */
  update: (order: number, content: number, json: ContentUpdate): SaveCall => ({ method: 'put', path: LINE, params: { order, content }, json }),
  form: (order: number, content: number, json: ContentForm): SaveCall => ({ method: 'put', path: `${LINE}/form`, params: { order, content }, json }),
  delivery: (order: number, content: number, json: DeliveryUpdate): SaveCall => ({ method: 'put', path: `${LINE}/delivery`, params: { order, content }, json }),
  accessories: (order: number, content: number, json: Selection): SaveCall => ({ method: 'put', path: `${LINE}/accessories`, params: { order, content }, json }),
  makes: (order: number, content: number, json: Selection): SaveCall => ({ method: 'put', path: `${LINE}/makes`, params: { order, content }, json }),
};

/** Whether the call writes the line itself (create or update), so its answer is the line. */
export const writesLine = (call: SaveCall | undefined): boolean => call !== undefined && (call.path === LINES || call.path === LINE);
