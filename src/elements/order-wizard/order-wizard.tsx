/**
 * Root component of <fsp-order-wizard> (spec 2 §2 Wizard shell, §4 Wizards): the product wizard's
 * five steps on core's wizard shell. The order and the line are loaded at once (in parallel); the
 * step shown is the one in the location state (`step`), else the one the line was left at
 * (`currentStep`), never one ahead of what was reached. Each step saves its part of the line (the
 * first step creates the line when there is none) with the next `currentStep`, then moves on with
 * `fsp-navigate` carrying the step in its state and the line in the path and `contentid`.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { contentQuery, orderQuery, orderRoutes, type OrderData, type OrderLine } from '../../core/content/orders.ts';
import { useElementContext } from '../../core/element/context.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { routes } from '../../core/routes.ts';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { WizardShell, wizardStep } from '../../core/ui/wizard.tsx';
import { isDraft } from '../../core/content/order-rules.ts';
import { ORDER_STATUS } from '../../contract/constants.ts';
import { AccessoriesStep } from './components/accessories-step.tsx';
import { DeliveryStep } from './components/delivery-step.tsx';
import { InfoStep } from './components/info-step.tsx';
import { OverviewStep } from './components/overview-step.tsx';
import { ProductStep } from './components/product-step.tsx';
import { NS } from './ns.ts';
import { PRODUCT_STEPS, reachedOf, toWizardType } from './steps.ts';

export type OrderWizardProps = { type: string | null; order: number | null; content: number | null; step: number | null };

/** What every step gets: the order, its line (null before the first save) and how to go on. */
export type StepProps = {
  order: OrderData;
  line: OrderLine | null;
  step: number;
  /** The step saved: go to the next one (with the line, when the first step made it). */
  onSaved: (line: OrderLine) => void;
  onBack: () => void;
  /** Leave the wizard for another screen (the cart, the catalogue). */
  onLeave: (path: string) => void;
};

const positive = (n: number | null) => (n !== null && Number.isInteger(n) && n > 0 ? n : null);

export function OrderWizard(props: OrderWizardProps) {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const scope = useApiScope();
  const titleId = useId();
  const type = toWizardType(props.type);
  const orderId = positive(props.order);
  const contentId = positive(props.content);
  // The order and the line at once: neither waits for the other.
  const order = useQuery({ ...orderQuery(scope, orderId ?? 0), enabled: orderId !== null && type !== null });
  const line = useQuery({ ...contentQuery(scope, orderId ?? 0, contentId ?? 0), enabled: orderId !== null && contentId !== null && type !== null });

  const go = (path: string, state?: { step: number }) => {
    const proceed = ctx?.emit('fsp-navigate', { path, ...(state ? { state } : {}) }, true) ?? true;
    if (!proceed || !ctx) return;
    // No router: the element follows its own wizard's moves, another screen is the browser's.
    const url = new URL(path, location.href);
    const own = /^\/(?:embedded\/)?orders\/(\d+)\/products(?:\/(\d+))?$/.exec(url.pathname);
    if (own && state) {
      if (own[2]) ctx.host.setAttribute('content', own[2]);
      ctx.host.setAttribute('step', String(state.step));
    } else window.location.assign(path);
  };

  const steps = PRODUCT_STEPS.map((s) => t(`steps.${s}`));
  const title = t('title.products');
  const crumbs = [{ label: t('core:home'), path: routes.home() }, ...(orderId ? [{ label: t('cart'), path: orderRoutes.cart(orderId) }] : []), { label: title }];

  if (type === null || orderId === null || (props.content !== null && contentId === null)) {
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
  const lineData = contentId !== null ? (line.data ?? null) : null;
  const count = PRODUCT_STEPS.length;
  const reached = reachedOf(lineData, count);
  const step = wizardStep(props.step, reached, count);
  const editable = data ? data.status.value === ORDER_STATUS.preliminary && (lineData === null || isDraft(lineData)) : true;

  const toStep = (next: number, saved: OrderLine | null = lineData) => {
    const path = saved ? orderRoutes.products(orderId, saved.id) : orderRoutes.wizard(orderId, 'products');
    go(path, { step: next });
  };

  let body = null;
  if (failure) {
    body = <QueryFailure error={failure} onRetry={() => void Promise.all([order.refetch(), contentId !== null ? line.refetch() : null])} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  } else if (data && (contentId === null || lineData)) {
    if (!editable) {
      body = (
        <p role="alert" className="fsp-alert">
          {t('notEditable')}
        </p>
      );
    } else {
      const props: StepProps = {
        order: data,
        line: lineData,
        step,
        onSaved: (saved) => toStep(Math.min(step + 1, count - 1), saved),
        onBack: () => toStep(Math.max(0, step - 1)),
        onLeave: (path) => go(path),
      };
      const name = PRODUCT_STEPS[step];
      body =
        name === 'product' ? <ProductStep {...props} /> :
        name === 'accessories' && lineData ? <AccessoriesStep {...props} line={lineData} /> :
        name === 'info' && lineData ? <InfoStep {...props} line={lineData} /> :
        name === 'delivery' && lineData ? <DeliveryStep {...props} line={lineData} /> :
        lineData ? <OverviewStep {...props} line={lineData} onEdit={(s) => toStep(s)} /> : null;
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
      >
        {body}
      </WizardShell>
    </section>
  );
}
