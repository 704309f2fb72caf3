/**
 * The choices of a product line as the user makes them (spec 2 §4 Delivery type, Assembly or
 * installation; §5 Quantity counter, Add button), wired to the rules of rules.ts once for the two
 * places that make a line: the product page's ordering block (Add) and the product wizard's first
 * step. The delivery type the user chose is kept while it is allowed, else the rules' default; the
 * quantity is locked to 1 where the rules say so; the assembly or installation checkbox and the
 * reason Add (or Save) is not possible follow from them.
 */
import { useState } from 'react';
import type { OrderControl, ReceiverType } from '../../contract/constants.ts';
import { addDisabledReason, defaultDeliveryType, deliveryTypeChoices, installationCheckbox, type InstallationCheckbox } from './add-rules.ts';
import { isQuantityLocked, type DeliveryProduct, type DeliveryType } from './rules.ts';

export type ProductLineChoices = {
  /** The delivery types offered, in the order shown (none: the product cannot be ordered). */
  choices: DeliveryType[];
  deliveryType: DeliveryType | null;
  setDeliveryType: (type: DeliveryType) => void;
  /** The quantity is 1 and cannot change (an inventory item not delivered). */
  locked: boolean;
  box: InstallationCheckbox;
  setChecked: (checked: boolean) => void;
  /** Why the line cannot be made, or null. */
  reason: ReturnType<typeof addDisabledReason>;
};

export function useProductLineChoices(
  product: DeliveryProduct & { orderControl: OrderControl },
  /** `referencedOrder`: the line is ordered from a fitting (spec 2 §4: delivery only). */
  ctx: { receiverType: ReceiverType; inBaseStorage: boolean; referencedOrder?: boolean },
  /** The line's own choices when it exists (the wizard's step on a saved line). */
  initial: { deliveryType: DeliveryType | null; checked: boolean } = { deliveryType: null, checked: false },
): ProductLineChoices {
  const [chosen, setDeliveryType] = useState<DeliveryType | null>(initial.deliveryType);
  const [checked, setChecked] = useState(initial.checked);
  const choices = deliveryTypeChoices(product, ctx);
  const deliveryType = chosen !== null && choices.includes(chosen) ? chosen : defaultDeliveryType(product, ctx);
  const { receiverType, referencedOrder = false } = ctx;
  return {
    choices,
    deliveryType,
    setDeliveryType,
    locked: isQuantityLocked(product, deliveryType),
    box: installationCheckbox(product.orderControl, { deliveryType, receiverType, checked }),
    setChecked,
    reason: addDisabledReason(product.orderControl, { receiverType, referencedOrder, deliveryType }),
  };
}
