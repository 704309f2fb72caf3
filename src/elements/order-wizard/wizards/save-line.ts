/**
 * How a step of the function, pickup, external assortment, work and fitting wizards saves: the first
 * step creates the line (its content type the wizard's; a referenced order's line with its parent),
 * a later one updates it; either stores the next `currentStep` in the same call, then the wizard
 * moves on (or keeps the step locally while the connection is lost: outbox.ts).
 */
import { useState } from 'react';
import type { ContentUpdate } from '../../../contract/orders.ts';
import { saveCalls } from '../components/save-step.ts';
import type { StepProps } from '../order-wizard.tsx';
import { CONTENT_TYPE_OF, currentStepAfter } from '../steps.ts';

/** These wizards' own texts. */
export const MORE_NS = 'order-wizards';

type Fields = Omit<ContentUpdate, 'contentType' | 'currentStep' | 'parentWebOrderContentId'>;

export function useSaveLine({ type, order, line, step, count, referenced, save }: StepProps) {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    /** Saves the step's fields with the next currentStep; throws what the server answered. */
    save: async (fields: Fields): Promise<void> => {
      if (type === 'products') throw new Error('the product wizard saves its first step itself');
      const currentStep = currentStepAfter(step, line, count);
      const parent = referenced ? { parentWebOrderContentId: referenced.parent } : {};
      setPending(true);
      try {
        await save([line ? saveCalls.update(order.id, line.id, { ...fields, currentStep }) : saveCalls.create(order.id, { ...fields, ...parent, contentType: CONTENT_TYPE_OF[type], currentStep })]);
      } finally {
        setPending(false);
      }
    },
  };
}
