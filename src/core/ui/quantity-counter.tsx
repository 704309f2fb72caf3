/**
 * The quantity counter (spec 2 §5, spec 3 §9): minus, a number input and plus. Default bounds 0 to
 * 999; an empty input resets to the minimum when it loses focus; minus is disabled at the minimum
 * and plus at the maximum. A number typed below the minimum is never changed silently (spec 1 §5
 * "The lowest acceptable number is 0"): it stays as typed, the input is marked invalid and
 * described by that message, and the value given to onChange stays the last acceptable one until
 * the user corrects it. A number above the maximum is clamped (spec 2 §5). The rules are the pure
 * functions below. Styles: quantity-counter.css, and texts (an i18n namespace of their own),
 * loaded with the widget, not with the shared runtime.
 */
import { useId, useState } from 'react';
import { addTexts, useTexts } from '../i18n/index.ts';
import css from './quantity-counter.css?inline';
import { useSheet } from './sheet.ts';

/** The counter's texts: an i18n namespace of its own (no element has this name). */
const NS = 'core-counter';
addTexts(NS, {
  sv: () => Promise.resolve({ default: { belowMin: 'Lägsta godtagbara antal är {{min}}' } }),
  en: () => Promise.resolve({ default: { belowMin: 'The lowest acceptable number is {{min}}' } }),
});

export const COUNTER_DEFAULTS = { min: 0, max: 999, start: 1 } as const;

/** The value within [min, max] (a fraction rounds down). */
export function clampQuantity(value: number, min: number = COUNTER_DEFAULTS.min, max: number = COUNTER_DEFAULTS.max): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** True when the typed text is a whole number below the minimum: said, not changed. */
export function isBelowMinimum(text: string, min: number = COUNTER_DEFAULTS.min): boolean {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) && Number(trimmed) < min;
}

/**
 * What the typed text becomes when the input loses focus: empty (or not a whole number) resets to
 * the minimum, a number above the maximum is clamped, a number below the minimum is kept as typed
 * (null: nothing is committed, the counter says what the lowest acceptable number is).
 */
export function committedQuantity(text: string, min: number = COUNTER_DEFAULTS.min, max: number = COUNTER_DEFAULTS.max): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?\d+$/.test(trimmed)) return min;
  if (isBelowMinimum(trimmed, min)) return null;
  return clampQuantity(Number(trimmed), min, max);
}

/** The most an action may take of a holding or balance row: maxQuantity, or quantity minus allocatedQuantity. */
export function availableQuantity(row: { quantity: number; allocatedQuantity: number; maxQuantity?: number | null }): number {
  const free = Math.max(0, row.quantity - row.allocatedQuantity);
  return row.maxQuantity == null ? free : Math.max(0, Math.min(row.maxQuantity, free));
}

export type QuantityCounterProps = {
  /** The accessible name, e.g. "Quantity of Rollator 123". */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Names of the buttons, in the element's language. */
  texts: { decrease: string; increase: string };
};

export function QuantityCounter({ label, value, onChange, min = COUNTER_DEFAULTS.min, max = COUNTER_DEFAULTS.max, disabled = false, texts }: QuantityCounterProps) {
  useSheet(css);
  const { t } = useTexts(NS);
  const id = useId();
  const [text, setText] = useState(String(value));
  // A new value from outside replaces what is typed (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const set = (n: number) => {
    const next = clampQuantity(n, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const belowMin = isBelowMinimum(text, min);
  const messageId = `${id}-message`;
  return (
    <>
      <span className="fsp-counter" part="counter" role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className="fsp-visually-hidden">
          {label}
        </span>
        <button type="button" aria-label={texts.decrease} disabled={disabled || value <= min} onClick={() => set(value - 1)}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          aria-label={label}
          min={min}
          max={max}
          value={text}
          disabled={disabled}
          aria-invalid={belowMin || undefined}
          aria-describedby={belowMin ? messageId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max && n !== value) onChange(n);
          }}
          onBlur={() => {
            const committed = committedQuantity(text, min, max);
            if (committed !== null) set(committed);
          }}
        />
        <button type="button" aria-label={texts.increase} disabled={disabled || value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </span>
      {belowMin ? (
        <span id={messageId} className="fsp-counter-message" role="alert">
          {t('belowMin', { min })}
        </span>
      ) : null}
    </>
  );
}
