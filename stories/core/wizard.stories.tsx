/**
 * The core wizard shell (src/core/ui/wizard.tsx) on its own, as the product wizard's five steps
 * use it: breadcrumbs (links call onNavigate), the title, an optional reload button, the stepper
 * (the current step `aria-current="step"`, saved steps marked done, steps ahead of the furthest
 * reached disabled), an error slot, the step's content, and the loading state (a busy region with
 * a spinner in the content's place). At 375 px the stepper turns compact: "Steg 2 av 5: Tillbehör"
 * over the numbered circles.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, StateMessage } from '../../src/core/ui/components.tsx';
import { nextReached, WizardShell, wizardStep } from '../../src/core/ui/wizard.tsx';
import { VIEWPORTS } from '../helpers.ts';
import { focused, Styled } from './core-helpers.tsx';

const STEPS = ['Produkt', 'Tillbehör', 'Övrig information', 'Adress och kontakt', 'Översikt'];
/** The function wizard's six steps, the longest labels of any wizard. */
const FUNCTION_STEPS = ['Funktion och funktionstyp', 'Anpassning', 'Tillbehör', 'Övrig information', 'Leveransadress och kontakt', 'Översikt'];

type Args = { step: number; reached: number; steps?: readonly string[]; loading?: boolean; reload?: boolean; error?: boolean; width?: number };

function Demo({ step: initialStep, reached: initialReached, steps = STEPS, loading = false, reload = false, error = false, width = 1100 }: Args) {
  const [reached, setReached] = useState(initialReached);
  const [step, setStep] = useState(initialStep);
  const [went, setWent] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const shown = wizardStep(step, reached, steps.length);
  const save = () => {
    setReached(nextReached(reached, shown, steps.length));
    setStep(Math.min(shown + 1, steps.length - 1));
  };
  return (
    <Styled width={width}>
      <WizardShell
        title="Beställ produkt"
        breadcrumbs={[{ label: 'Beställningar', path: '/orders' }, { label: 'Order 4711', path: '/orders/4711/cart' }, { label: 'Beställ produkt' }]}
        onNavigate={setWent}
        {...(reload ? { onReload: () => setReloads((n) => n + 1) } : {})}
        loading={loading}
        error={error ? <StateMessage kind="error" title="Det gick inte att spara" text="Försök igen om en stund." /> : null}
        stepper={{ steps, step: shown, reached, onStep: setStep }}
      >
        <section aria-labelledby="step-heading">
          <h2 id="step-heading">{steps[shown]}</h2>
          <p>Innehållet i steget {shown + 1}.</p>
          <Button onClick={save}>Spara och fortsätt</Button>
        </section>
      </WizardShell>
      <p data-testid="went">Navigerade till: {went ?? 'ingenstans'}</p>
      <p data-testid="reloads">Omladdningar: {reloads}</p>
    </Styled>
  );
}

const meta = {
  title: 'Core/Wizard',
  render: (args) => <Demo {...args} />,
  args: { step: 0, reached: 0 },
  argTypes: {
    step: { control: 'number', description: 'The step asked for (0-based).' },
    reached: { control: 'number', description: 'The furthest step reached (0-based).' },
  },
  // No server: the shell calls none (and a story need not wait for a login).
  parameters: { viewport: VIEWPORTS, persona: null },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepButtons = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Steg' })).getAllByRole('button');

/** The first step: it is current, every later step is disabled; the breadcrumbs' links call onNavigate. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Beställ produkt' })).toBeVisible();
    const buttons = stepButtons(canvasElement);
    await expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    await expect(buttons.map((b) => b.hasAttribute('disabled'))).toEqual([false, true, true, true, true]);
    await expect(ui.getByRole('heading', { level: 2, name: 'Produkt' })).toBeVisible();
    // no reload button unless asked for
    await expect(ui.queryByRole('button', { name: /Ladda om/ })).toBeNull();
    // the breadcrumbs: real links, a plain click handled by the caller; the last is the page itself
    const trail = ui.getByRole('navigation', { name: 'Du är här' });
    const link = within(trail).getByRole('link', { name: 'Order 4711' });
    await expect(link).toHaveAttribute('href', '/orders/4711/cart');
    await userEvent.click(link);
    await expect(ui.getByTestId('went')).toHaveTextContent('Navigerade till: /orders/4711/cart');
    await expect(within(trail).getByText('Beställ produkt')).toHaveAttribute('aria-current', 'page');
    // saving makes the next step reachable and shows it
    await userEvent.click(ui.getByRole('button', { name: 'Spara och fortsätt' }));
    await expect(ui.getByRole('heading', { level: 2, name: 'Tillbehör' })).toBeVisible();
    const after = stepButtons(canvasElement);
    await expect(after[0]).toHaveAccessibleName('Produkt (klart)');
    await expect(after[1]).toHaveAttribute('aria-current', 'step');
    await expect(after[2]).toBeDisabled();
  },
};

/** A middle step: earlier steps done and reachable, later ones disabled; the keyboard goes back. */
export const MiddleStep: Story = {
  args: { step: 2, reached: 2 },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const buttons = stepButtons(canvasElement);
    await expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
    await expect(buttons.map((b) => b.hasAttribute('disabled'))).toEqual([false, false, false, true, true]);
    await expect(buttons.map((b) => b.closest('li')?.dataset['state'])).toEqual(['done', 'done', 'current', 'locked', 'locked']);
    await expect(buttons[1]).toHaveAccessibleName('Tillbehör (klart)');
    // Tab reaches the enabled steps only; Enter chooses one
    buttons[0]?.focus();
    await userEvent.tab();
    await expect(focused(canvasElement)).toBe(buttons[1]);
    await userEvent.keyboard('{Enter}');
    await expect(ui.getByRole('heading', { level: 2, name: 'Tillbehör' })).toBeVisible();
    const now = stepButtons(canvasElement);
    await expect(now[1]).toHaveAttribute('aria-current', 'step');
    // step 3 stays reachable (it was reached), step 4 does not
    await expect(now[2]).toBeEnabled();
    await expect(now[2]?.closest('li')).toHaveAttribute('data-state', 'reachable');
    await expect(now[3]).toBeDisabled();
    // a click on a disabled step does nothing
    await userEvent.click(now[4] as HTMLElement, { pointerEventsCheck: 0 });
    await expect(ui.getByRole('heading', { level: 2, name: 'Tillbehör' })).toBeVisible();
  },
};

/** Loading: the content's place is a busy region with a spinner; the title and steps stay. */
export const Loading: Story = {
  args: { step: 1, reached: 1, loading: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('heading', { level: 1, name: 'Beställ produkt' })).toBeVisible();
    const spinner = ui.getByRole('status');
    await expect(spinner).toHaveTextContent('Laddar…');
    await expect(spinner.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(ui.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(ui.queryByRole('button', { name: 'Spara och fortsätt' })).toBeNull();
  },
};

/** With reload: a button beside the title that calls onReload; an error shown above the step. */
export const WithReload: Story = {
  args: { step: 3, reached: 4, reload: true, error: true },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const reload = ui.getByRole('button', { name: 'Ladda om' });
    await userEvent.click(reload);
    await userEvent.click(reload);
    await expect(ui.getByTestId('reloads')).toHaveTextContent('Omladdningar: 2');
    await expect(ui.getByRole('alert')).toHaveTextContent('Det gick inte att spara');
    const buttons = stepButtons(canvasElement);
    await expect(buttons.map((b) => b.closest('li')?.dataset['state'])).toEqual(['done', 'done', 'done', 'current', 'reachable']);
  },
};

/** At 375 px: "Steg 2 av 5: Tillbehör" over the numbered circles, which still are the buttons; no sideways scrolling. */
export const Narrow: Story = {
  args: { step: 1, reached: 2, reload: true, width: 343 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const status = canvasElement.querySelector<HTMLElement>('.fsp-stepper-status');
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent('Steg 2 av 5: Tillbehör');
    const buttons = stepButtons(canvasElement);
    await expect(buttons[1]).toHaveAccessibleName('Tillbehör');
    for (const b of buttons) {
      const box = b.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const wrap = canvasElement.querySelector<HTMLElement>('.fsp-root');
    await expect(wrap && wrap.scrollWidth <= wrap.clientWidth).toBe(true);
    await userEvent.click(buttons[2] as HTMLElement);
    await expect(ui.getByRole('heading', { level: 2, name: 'Övrig information' })).toBeVisible();
    await expect(status).toHaveTextContent('Steg 3 av 5: Övrig information');
  },
};

/** Six steps with long labels (the function wizard), wide: the labels wrap under their circles. */
export const SixSteps: Story = {
  args: { step: 4, reached: 4, steps: FUNCTION_STEPS },
  play: async ({ canvasElement }) => {
    const buttons = stepButtons(canvasElement);
    await expect(buttons).toHaveLength(6);
    await expect(buttons[4]).toHaveAttribute('aria-current', 'step');
    await expect(buttons[5]).toBeDisabled();
    const wrap = canvasElement.querySelector<HTMLElement>('.fsp-root');
    await expect(wrap && wrap.scrollWidth <= wrap.clientWidth).toBe(true);
  },
};

/** Six steps at 375 px: six circles side by side, nothing scrolls sideways. */
export const SixStepsNarrow: Story = {
  args: { step: 4, reached: 4, steps: FUNCTION_STEPS, width: 343 },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.fsp-stepper-status')).toHaveTextContent('Steg 5 av 6: Leveransadress och kontakt');
    const buttons = stepButtons(canvasElement);
    const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const wrap = canvasElement.querySelector<HTMLElement>('.fsp-root');
    await expect(wrap && wrap.scrollWidth <= wrap.clientWidth).toBe(true);
  },
};
