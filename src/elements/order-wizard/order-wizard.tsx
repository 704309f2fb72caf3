/**
 * Root component of <fsp-order-wizard> (spec 2 §2 Wizard shell, §4 Wizards): every order wizard on
 * core's wizard shell, its steps by `type` (steps.ts). The order and the line are loaded at once (in
 * parallel); the step shown is the one in the location state (`step`), else the one the line was
 * left at (`currentStep`), never one ahead of what was reached. Each step saves its part of the
 * line (the first step creates the line when there is none) with the next `currentStep`, then moves
 * on with `fsp-navigate` carrying the step in its state and the line in the path and `contentid`.
 *
 * The product wizard's steps load with the element; the other wizards' own steps (a function, aids
 * from the client's holdings, an external product, a work type, a fitting type, the meeting comment
 * and their overviews) are one chunk loaded when such a wizard opens (wizards/more-steps.tsx).
 *
 * A referenced order (spec 2 §4, ordered from a fitting): `parent` is the fitting's order line and
 * `fitting` the fitting; the line is created in the fitting's order with the parent, and the
 * overview's Confirm order (instead of Add to cart) returns to the fitting's orders tab.
 */
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../core/http/failure.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { useEffect, useId } from 'react';
import { contentQuery, orderQuery, orderRoutes, type OrderData, type OrderLine } from '../../areas/orders/orders.ts';
import { useElementContext } from '../../core/element/context.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { routes } from '../../core/routes.ts';
import { Spinner } from '../../core/ui/components.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { WizardShell, wizardStep } from '../../core/ui/wizard.tsx';
import { isDraft, orderTypeAllowed } from '../../areas/orders/rules.ts';
import { ORDER_STATUS } from '../../contract/constants.ts';
import { AccessoriesStep } from './components/accessories-step.tsx';
import { InfoStep, LineFiles } from './components/info-step.tsx';
import { ProductStep } from './components/product-step.tsx';
import { NS } from './ns.ts';
import { useStepSaver } from './components/step-saver.ts';
import type { SaveCall } from './outbox.ts';
import { currentStepAfter, reachedOf, stepLabel, toWizardType, WIZARDS, WIZARD_TYPES, type StepName, type WizardType } from './steps.ts';
import { lazyPart } from '../../core/element/lazy-part.tsx';

const MoreSteps = lazyPart(() => import('./wizards/more-steps.tsx').then((m) => ({ component: m.MoreSteps, texts: m.MORE_NS })));
// The product wizard's last two steps: chunks of their own (the element's size budget), fetched
// once its first step is shown, so that neither waits when reached.
const DeliveryStep = lazyPart(() => import('./components/delivery-step.tsx').then((m) => m.DeliveryStep));
const OverviewStep = lazyPart(() => import('./components/overview-step.tsx').then((m) => m.OverviewStep));

export type OrderWizardProps = { type: string | null; order: number | null; content: number | null; step: number | null; parent: number | null; fitting: number | null; embedded?: boolean };

/** A referenced order's context: the fitting's order line the new line refers to, and the fitting to return to. */
export type Referenced = { parent: number; fitting: number };

/** What every step gets: the order, its line (null before the first save) and how to go on. */
export type StepProps = {
  type: WizardType;
  order: OrderData;
  line: OrderLine | null;
  step: number;
  /** How many steps the wizard has. */
  count: number;
  /** Ordered from a fitting (a referenced order), else null. */
  referenced: Referenced | null;
  /**
   * Saves the step: its calls (components/save-step.ts) with the line's next currentStep, then goes
   * to the next step; without a connection keeps them locally (outbox.ts). Throws what the server
   * refused, for the step to show with everything typed kept.
   */
  save: (calls: SaveCall[]) => Promise<void>;
  onBack: () => void;
  /** Go to a step of the wizard (the overview's Edit). */
  onEdit: (step: number) => void;
  /** Leave the wizard for another screen (the cart, the catalogue, the fitting). */
  onLeave: (path: string) => void;
};

const positive = (n: number | null) => (n !== null && Number.isInteger(n) && n > 0 ? n : null);

/** The fitting's orders tab, where a referenced order returns. */
export const fittingOrdersPath = (fitting: number) => `/my-myloc/fittings/${fitting}/orders`;

const OWN_PATH = new RegExp(`^/(?:embedded/)?orders/(\\d+)/(${WIZARD_TYPES.join('|')})(?:/(\\d+))?$`);

export function OrderWizard(props: OrderWizardProps) {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const scope = useApiScope();
  const titleId = useId();
  const type = toWizardType(props.type);
  const orderId = positive(props.order);
  const contentId = positive(props.content);
  const parent = positive(props.parent);
  const fitting = positive(props.fitting);
  const referenced: Referenced | null = parent !== null && fitting !== null ? { parent, fitting } : null;
  // The order and the line at once: neither waits for the other.
  const order = useQuery({ ...orderQuery(scope, orderId ?? 0), enabled: orderId !== null && type !== null });
  const line = useQuery({ ...contentQuery(scope, orderId ?? 0, contentId ?? 0), enabled: orderId !== null && contentId !== null && type !== null });

  const go = (path: string, state?: { step: number }) => {
    const proceed = ctx?.emit('fsp-navigate', { path, ...(state ? { state } : {}) }, true) ?? true;
    if (!proceed || !ctx) return;
    // No router: the element follows its own wizard's moves, another screen is the browser's.
    const url = new URL(path, location.href);
    const own = OWN_PATH.exec(url.pathname);
    if (own && state && own[2] === type) {
      if (own[3]) ctx.host.setAttribute('content', own[3]);
      ctx.host.setAttribute('step', String(state.step));
    } else window.location.assign(path);
  };

  const names: readonly StepName[] = type ? WIZARDS[type] : [];
  useEffect(() => {
    // A failed fetch is tried again when the step renders (and shows its failure then).
    if (type) LineFiles.preload().catch(() => undefined);
    if (type === 'products') for (const part of [DeliveryStep, OverviewStep]) part.preload().catch(() => undefined);
  }, [type]);
  const lineData = contentId !== null ? (line.data ?? null) : null;
  const toStep = (next: number, saved: OrderLine | null = lineData) => {
    if (type && orderId) go(orderRoutes.wizard(orderId, type, saved?.id ?? null, referenced), { step: next });
  };
  const appData = useAppData().data;
  const saver = useStepSaver({
    scope,
    user: appData?.user.username ?? null,
    order: orderId ?? 0,
    type: type ?? '',
    line: lineData,
    currentStepAfter: (saved) => currentStepAfter(saved, lineData, names.length),
    onSaved: (saved, next) => toStep(Math.min(saved + 1, names.length - 1), next),
  });
  const steps = type ? names.map((s) => stepLabel(t, type, s)) : [];
  const title = type ? t(`title.${type}`) : t('title.unknown');
  const back = referenced ? { label: t('fitting'), path: fittingOrdersPath(referenced.fitting) } : orderId ? { label: t('cart'), path: orderRoutes.cart(orderId) } : null;
  // The start page has no embedded twin: under /embedded (`embedded`) the trail starts at the cart or the fitting.
  const crumbs = [...(props.embedded ? [] : [{ label: t('core:home'), path: routes.home() }]), ...(back ? [back] : []), { label: title }];

  if (type === null || orderId === null || (props.content !== null && contentId === null) || (((props.parent ?? null) !== null || (props.fitting ?? null) !== null) && referenced === null)) {
    return (
      <section className="order-wizard" part="container" aria-labelledby={titleId}>
        <WizardShell title={title} titleId={titleId} breadcrumbs={crumbs} onNavigate={(p) => go(p)}>
          <p role="alert" className="fsp-alert">
            {t('notFound')}
          </p>
        </WizardShell>
      </section>
    );
  }

  const loading = order.isPending || (contentId !== null && line.isPending);
  const failure = order.error ?? (contentId !== null ? line.error : null);
  const data = order.data;
  const count = names.length;
  const reached = reachedOf(lineData, count);
  const step = wizardStep(props.step, reached, count);
  // A draft of a preliminary order, or (ordered from a fitting) a draft line referring to it in the fitting's order.
  const lineReferenced = referenced !== null || (lineData?.parentWebOrderContentId ?? null) !== null;
  const editable = data ? (data.status.value === ORDER_STATUS.preliminary || lineReferenced) && (lineData === null || isDraft(lineData)) : true;
  // The wizard must be one the receiver may be given by this user (a base storage has no pickup, work,
  // fitting or external assortment; a flag switched off): said at once, not after a refused save.
  const allowed = !data || !appData || orderTypeAllowed(type, data.receiver.type, appData.flags);

  let body = null;
  if (failure) {
    body = <QueryFailure error={failure} onRetry={() => void Promise.all([order.refetch(), contentId !== null ? line.refetch() : null])} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (data && (contentId === null || lineData)) {
    if (!allowed) {
      body = (
        <p role="alert" className="fsp-alert">
          {t('notForReceiver')}
        </p>
      );
    } else if (!editable) {
      body = (
        <p role="alert" className="fsp-alert">
          {t(referenced ? 'notEditableReferenced' : 'notEditable')}
        </p>
      );
    } else {
      const stepProps: StepProps = {
        type,
        order: data,
        line: lineData,
        step,
        count,
        referenced,
        save: (calls) => saver.save(step, calls),
        onBack: () => toStep(Math.max(0, step - 1)),
        onEdit: (s) => toStep(s),
        onLeave: (path) => go(path),
      };
      const name = names[step] ?? 'overview';
      if (type === 'products' || (lineData && (name === 'accessories' || name === 'info' || name === 'delivery'))) {
        body =
          name === 'product' ? <ProductStep {...stepProps} /> :
          name === 'accessories' && lineData ? <AccessoriesStep {...stepProps} line={lineData} /> :
          name === 'info' && lineData ? <InfoStep {...stepProps} line={lineData} /> :
          name === 'delivery' && lineData ? <DeliveryStep {...stepProps} line={lineData} fallback={<Spinner label={t('core:loading')} />} /> :
          lineData ? <OverviewStep {...stepProps} line={lineData} fallback={<Spinner label={t('core:loading')} />} /> : null;
      } else {
        body = (
          <MoreSteps fallback={<Spinner label={t('core:loading')} />} {...stepProps} name={name} />
        );
      }
    }
  }

  return (
    <section className="order-wizard" part="container" aria-labelledby={titleId}>
      <WizardShell
        title={data ? t('titleOf', { title, number: data.orderNumber, receiver: data.receiver.label }) : title}
        titleId={titleId}
        breadcrumbs={crumbs}
        onNavigate={(p) => go(p)}
        onReload={() => void Promise.all([order.refetch(), contentId !== null ? line.refetch() : null])}
        loading={loading}
        stepper={{ steps, step, reached, onStep: (s) => toStep(s), label: t('stepsLabel') }}
        error={
          saver.pending ? (
            <p role="status" className="fsp-notice saved-locally">
              {t('savedLocally', { step: steps[saver.pending.step] ?? '' })}
            </p>
          ) : saver.pendingError ? (
            <p role="alert" className="fsp-alert">
              {t('savedLocallyRefused', { reason: failureText(saver.pendingError, t, 'orders:errors') })}
            </p>
          ) : null
        }
      >
        {body}
      </WizardShell>
    </section>
  );
}
