/**
 * The function, pickup, external assortment, work and fitting wizards' own steps (spec 2 §4
 * Wizards, §5), one chunk loaded when such a wizard opens: the product wizard's users never load
 * it. The steps every wizard shares (accessories, additional information, address and contact)
 * are the element's (../components); this module has the rest and each wizard's overview, and its
 * texts (the namespace `order-wizards`).
 */
import { addTexts } from '../../../core/i18n/index.ts';
import type { OrderLine } from '../../../areas/orders/orders.ts';
import { OverviewStep } from '../components/overview-step.tsx';
import type { StepProps } from '../order-wizard.tsx';
import type { StepName } from '../steps.ts';
import { AidStep } from './aid-step.tsx';
import { FunctionStep, MakesStep } from './function-steps.tsx';
import { ExternalStep, FittingTypeStep, MeetingCommentStep, WorkTypeStep } from './simple-steps.tsx';
import { MORE_NS } from './save-line.ts';

export { MORE_NS };
import { useOverviewParts } from './overview-parts.tsx';

addTexts(MORE_NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

export function MoreSteps(props: StepProps & { name: StepName }) {
  const { name, line } = props;
  if (name === 'function') return <FunctionStep {...props} />;
  if (name === 'holdings' || name === 'aid') return <AidStep {...props} />;
  if (name === 'external') return <ExternalStep {...props} />;
  if (name === 'fittingType') return <FittingTypeStep {...props} />;
  // The later steps have a line (the first step made it).
  if (!line) return null;
  const withLine = { ...props, line } satisfies StepProps & { line: OrderLine };
  if (name === 'makes') return <MakesStep {...withLine} />;
  if (name === 'workType') return <WorkTypeStep {...withLine} />;
  if (name === 'meetingComment') return <MeetingCommentStep {...withLine} />;
  return <Overview {...withLine} />;
}

function Overview(props: StepProps & { line: OrderLine }) {
  const { lead, trail } = useOverviewParts(props.type, props.line);
  return <OverviewStep {...props} lead={lead} trail={trail} />;
}
