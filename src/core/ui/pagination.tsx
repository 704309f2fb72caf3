/**
 * Two parts of a paged list's footer, each with its texts and stylesheet (pagination.css), loaded
 * with the lists that use them, not with the shared runtime:
 *
 * PageSizeSelect, "Rows per page" (spec 1 §9): core's select of the list's choices (page-size.ts).
 *
 * PageInput, the "go to page" field of Pagination (components.tsx's `pageInput`): a number field between 1
 * and the number of pages, applied on Enter or when it loses the focus. What is not a page there
 * (0, 4 of 3, 2.5, nothing on Enter) is not applied: the field says which pages there are and keeps
 * what was typed for the user to correct; leaving it empty puts the current page back. A page
 * changed from outside (Previous, Next, the URL) replaces what the field holds. Its texts and its
 * stylesheet (pagination.css) are its own and load with it, not with the shared runtime.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { addTexts, useTexts } from '../i18n/index.ts';
import { SelectField, type PageInputProps } from './components.tsx';
import css from './pagination.css?inline';
import { useSheet } from './sheet.ts';

/** The field's texts: an i18n namespace of its own (no element has this name). */
const NS = 'core-pagination';
addTexts(NS, {
  sv: () => Promise.resolve({ default: { label: 'Gå till sida', invalid: 'Ange en sida från 1 till {{pages}}.', pageSize: 'Rader per sida' } }),
  en: () => Promise.resolve({ default: { label: 'Go to page', invalid: 'Enter a page from 1 to {{pages}}.', pageSize: 'Rows per page' } }),
});

/** What a list hands its page-size select: the size, the choices and how to change it. */
export type PageSizeProps = { size: number; choices: readonly number[]; onSize: (size: number) => void };

export function PageSizeSelect({ size, choices, onSize }: PageSizeProps) {
  useSheet(css);
  const { t } = useTexts(NS);
  return (
    <div className="fsp-page-size" part="page-size">
      <SelectField
        label={t('pageSize')}
        value={String(size)}
        onValueChange={(v) => onSize(Number(v))}
        options={choices.map((n) => ({ value: String(n), label: String(n) }))}
      />
    </div>
  );
}

/** The page typed, or null when it is not a whole number from 1 to `pages`. */
export function pageOf(text: string, pages: number): number | null {
  const value = text.trim();
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= pages ? n : null;
}

export function PageInput({ page, pages, onPage }: PageInputProps) {
  useSheet(css);
  const { t } = useTexts(NS);
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(String(page));
  const [invalid, setInvalid] = useState(false);
  // The page it was last given: another one (from outside) replaces the draft.
  const [given, setGiven] = useState(page);
  if (given !== page) {
    setGiven(page);
    setDraft(String(page));
    setInvalid(false);
  }

  const apply = (leaving: boolean) => {
    if (leaving && draft.trim() === '') {
      setDraft(String(page));
      setInvalid(false);
      return;
    }
    const next = pageOf(draft, pages);
    setInvalid(next === null);
    if (next !== null && next !== page) onPage(next);
  };

  return (
    <div className="fsp-page-input">
      <label htmlFor={id}>{t('label')}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        step={1}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          apply(false);
        }}
        onBlur={() => apply(true)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid ? (
        <p id={errorId} className="fsp-field-error" role="alert">
          {t('invalid', { pages })}
        </p>
      ) : null}
    </div>
  );
}
