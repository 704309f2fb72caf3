/** The first design-system primitives. Styles: ui.css (adopted into every shadow root). */
import { useId, type ButtonHTMLAttributes, type ComponentType, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useTexts } from '../i18n/index.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /**
   * Shows a busy state and blocks clicks. A busy button is aria-disabled, not disabled: it keeps the
   * focus while its call runs (a disabled one drops it to the page), so a dialog the call opens has
   * it to give back. Its clicks are stopped here: a pointer's, Enter's and Space's, and a form's
   * implicit submit (Enter in a field clicks the default button).
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

const blockClick = (e: MouseEvent<HTMLButtonElement>) => {
  e.preventDefault();
  e.stopPropagation();
};

export function Button({ variant = 'primary', busy = false, type = 'button', disabled, onClick, children, ...rest }: ButtonProps) {
  const blocked = busy && !disabled;
  return (
    <button
      {...rest}
      type={type}
      className={`fsp-button ${rest.className ?? ''}`.trim()}
      data-variant={variant}
      disabled={disabled}
      aria-disabled={blocked || rest['aria-disabled']}
      aria-busy={busy || undefined}
      onClick={blocked ? blockClick : onClick}
    >
      {children}
    </button>
  );
}

/** A loading indicator with a text for screen readers and sighted users alike. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTexts();
  return (
    <div className="fsp-spinner" role="status" aria-live="polite">
      {label ?? t('loading')}
    </div>
  );
}

export { StateMessage } from './state-message.tsx';

/** A page's h1 for screen readers only: while the page loads or fails, before it shows its own title. */
export function HiddenTitle({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <h1 id={id} className="fsp-visually-hidden">
      {children}
    </h1>
  );
}

/** A page that is loading: its hidden title (the element's label) and the spinner. */
export function PageLoading({ titleId, title }: { titleId?: string; title: string }) {
  return (
    <>
      <HiddenTitle id={titleId}>{title}</HiddenTitle>
      <Spinner />
    </>
  );
}

export type Crumb = { label: string; href?: string; onNavigate?: () => void };

/** Breadcrumbs: every crumb but the last is a link; links call onNavigate (no page reload). */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav className="fsp-breadcrumbs" aria-label={label} part="breadcrumbs">
      <ol>
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {i < items.length - 1 && c.href ? (
              <a
                href={c.href}
                onClick={(e) => {
                  if (!c.onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  c.onNavigate();
                }}
              >
                {c.label}
              </a>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** What Pagination hands its page input: the page, the number of pages and how to go to one. */
export type PageInputProps = { page: number; pages: number; onPage: (page: number) => void };

/**
 * Previous/next paging with "page x of y"; the page is 1-based and kept within 1..pages. The texts
 * are core's ("Sidor", "Föregående", "Nästa", "Sida x av y"); `labels` replaces any of them.
 * `pageInput` adds a "go to page" field after them: pass core/ui/pagination.tsx's `PageInput`
 * (it carries its own texts and styles, so they load with the element that uses it, not with
 * the shared runtime).
 */
export function Pagination({ page, pages, onPage, labels: own = {}, pageInput: PageInput }: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels?: Partial<{ nav: string; previous: string; next: string; status: string }>;
  /** The "go to page" field (core/ui/pagination.tsx's PageInput); none when absent. */
  pageInput?: ComponentType<PageInputProps>;
}) {
  const { t } = useTexts();
  if (pages <= 1) return null;
  const labels = {
    nav: own.nav ?? t('pagination.nav'),
    previous: own.previous ?? t('pagination.previous'),
    next: own.next ?? t('pagination.next'),
    status: own.status ?? t('pagination.status', { page, pages }),
  };
  return (
    <nav className="fsp-pagination" aria-label={labels.nav} part="pagination">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        {labels.previous}
      </Button>
      <span aria-live="polite">{labels.status}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(Math.min(pages, page + 1))}>
        {labels.next}
      </Button>
      {PageInput ? <PageInput page={page} pages={pages} onPage={onPage} /> : null}
    </nav>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  /** The input element (a scanner's field: core/ui/scanner/scan-field.tsx). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null | undefined;
};

/** A labelled input with its error message wired for assistive technology. */
export function TextField({ label, value, onValueChange, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [input['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fsp-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type SelectFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty first option, e.g. "Choose…"; none when absent. */
  placeholder?: string;
  error?: string | null | undefined;
  disabled?: boolean;
  name?: string;
  /** A choice is required (the label says so; announced as required). */
  required?: boolean;
};

/** A labelled native select (keyboard and screen readers work as the platform does). */
export function SelectField({ label, value, onValueChange, options, placeholder, error, disabled, name, required }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="fsp-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The message under a field; its id is what the field's aria-describedby points at. */
function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="fsp-field-error">
      {error}
    </p>
  ) : null;
}
