/** What every step but the first does after its own call: the line's currentStep moves on, and the wizard with it. */
import { useUpdateContent, type OrderLine } from '../../../core/content/orders.ts';
import { currentStepAfter, PRODUCT_STEPS } from '../steps.ts';

export function useAdvance(order: number, line: OrderLine, step: number) {
  const update = useUpdateContent(order);
  return {
    isPending: update.isPending,
    /** Stores the next currentStep (only when it moves on) and answers the line. */
    advance: async (): Promise<OrderLine> => {
      const next = currentStepAfter(step, line, PRODUCT_STEPS.length);
      return next === line.currentStep ? line : update.mutateAsync({ content: line.id, body: { currentStep: next } });
    },
  };
}
