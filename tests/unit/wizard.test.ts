/**
 * The wizard shell's step rules (spec 2 §2 "Wizard shell"): a later step is disabled until
 * reached, a step is reachable only if it is not ahead of the furthest step reached, and saving a
 * step makes the next one reachable. Steps are 0-based. The shell and stepper themselves are shown
 * and exercised in stories/core/wizard.stories.tsx.
 */
import { describe, expect, it } from 'vitest';
import { canReach, nextReached, wizardStep } from '../../src/core/ui/wizard.tsx';

describe('wizardStep', () => {
  it('shows the step asked for when it has been reached', () => {
    expect(wizardStep(0, 3, 5)).toBe(0);
    expect(wizardStep(2, 3, 5)).toBe(2);
    expect(wizardStep(3, 3, 5)).toBe(3);
  });

  it('keeps a step ahead of the furthest reached back at the furthest reached', () => {
    expect(wizardStep(4, 1, 5)).toBe(1);
    expect(wizardStep(99, 0, 5)).toBe(0);
  });

  it('shows the furthest step reached when none is asked for (where the user left off)', () => {
    expect(wizardStep(undefined, 2, 5)).toBe(2);
    expect(wizardStep(null, 0, 5)).toBe(0);
    expect(wizardStep(Number.NaN, 3, 5)).toBe(3);
  });

  it('keeps everything within the steps there are', () => {
    expect(wizardStep(-1, 2, 5)).toBe(0);
    expect(wizardStep(undefined, 9, 5)).toBe(4);
    expect(wizardStep(7, 9, 5)).toBe(4);
    expect(wizardStep(undefined, -3, 5)).toBe(0);
  });

  it('takes the whole step of a fraction', () => {
    expect(wizardStep(1.7, 3, 5)).toBe(1);
  });

  it('gives step 0 when there are no steps', () => {
    expect(wizardStep(2, 2, 0)).toBe(0);
    expect(wizardStep(undefined, 0, 1)).toBe(0);
  });
});

describe('canReach', () => {
  it('allows the steps up to the furthest reached, and no later one', () => {
    expect(canReach(0, 0)).toBe(true);
    expect(canReach(1, 0)).toBe(false);
    expect(canReach(2, 3)).toBe(true);
    expect(canReach(3, 3)).toBe(true);
    expect(canReach(4, 3)).toBe(false);
  });

  it('refuses what is no step', () => {
    expect(canReach(-1, 3)).toBe(false);
    expect(canReach(1.5, 3)).toBe(false);
    expect(canReach(Number.NaN, 3)).toBe(false);
  });
});

describe('nextReached', () => {
  it('makes the step after the one saved reachable', () => {
    expect(nextReached(0, 0, 5)).toBe(1);
    expect(nextReached(2, 2, 5)).toBe(3);
  });

  it('takes nothing away when an earlier step is saved again', () => {
    expect(nextReached(3, 0, 5)).toBe(3);
    expect(nextReached(4, 1, 5)).toBe(4);
  });

  it('goes no further than the last step', () => {
    expect(nextReached(4, 4, 5)).toBe(4);
    expect(nextReached(3, 7, 5)).toBe(4);
  });

  it('follows a saved step read back from the server (currentStep) ahead of what the page knew', () => {
    expect(nextReached(0, 2, 6)).toBe(3);
  });
});
