/**
 * What the overview of the function, pickup, external assortment, work and fitting wizards says of
 * their own steps (the shared additional information and address and contact follow them): the
 * function and its type, the customization, the accessories; the aids or the description; the
 * external product; the work type and priority; the fitting type; the meeting comment.
 */
import type { OrderLine } from '../../../areas/orders/orders.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { SelectedAccessories, type OverviewPart } from '../components/overview-step.tsx';
import type { WizardType } from '../steps.ts';
import { MORE_NS } from './save-line.ts';

export function useOverviewParts(type: WizardType, line: OrderLine): { lead: OverviewPart[]; trail: OverviewPart[] } {
  const { t } = useTexts(MORE_NS);
  const none = t('order-wizard:none');
  const accessories = line.accessories.filter((a) => a.selected);
  const accessoriesPart: OverviewPart = { step: 'accessories', content: accessories.length ? <SelectedAccessories accessories={accessories} /> : none };
  const aids = line.pickupList.length ? (
    <ul className="plain">
      {line.pickupList.map((p) => (
        <li key={p.id}>
          <span className="product-name">{p.name}</span> <span className="muted">{[p.productNumber, p.inventoryNumber].filter(Boolean).join(' · ')}</span>
          {type === 'pick-ups' ? ` × ${p.quantity} ${p.unit}` : ''}
        </li>
      ))}
    </ul>
  ) : (
    t(type === 'fittings' ? 'newAidDescribed' : 'noAidDescribed')
  );
  switch (type) {
    case 'functions': {
      const makes = line.makes.flatMap((m) => m.values.filter((v) => v.selected).map((v) => `${m.label} ${v.value}`));
      return {
        lead: [
          { step: 'function', content: line.function ? `${line.function.value}${line.function.type ? `, ${line.function.type.value}` : ''}` : none },
          { step: 'makes', content: makes.length ? makes.join(', ') : none },
          accessoriesPart,
        ],
        trail: [],
      };
    }
    case 'pick-ups':
      return { lead: [{ step: 'holdings', content: aids }], trail: [] };
    case 'external-assortments': {
      const p = line.product;
      return {
        lead: [
          {
            step: 'external',
            content: p ? (
              <>
                <span className="product-name">{p.name}</span> <span className="muted">{p.productNumber}</span>
                <br />
                {t('supplierIs', { name: p.supplier?.label ?? '' })} · {t('order-wizard:quantityIs', { count: p.quantity, unit: p.unit })}
              </>
            ) : (
              none
            ),
          },
        ],
        trail: [],
      };
    }
    case 'work':
      return {
        lead: [
          { step: 'aid', content: aids },
          accessoriesPart,
          { step: 'workType', content: line.subContentType ? `${line.subContentType.label}, ${t('priorityIs', { name: line.priority?.label ?? none })}` : none },
        ],
        trail: [],
      };
    case 'fittings':
      return {
        lead: [
          { step: 'fittingType', content: line.fittingType?.name ?? none },
          { step: 'aid', content: aids },
        ],
        trail: [{ step: 'meetingComment', content: line.meetingComment ? <span className="pre">{line.meetingComment}</span> : none }],
      };
    default:
      return { lead: [], trail: [] };
  }
}
