/**
 * A searchable single-choice combobox (WAI-ARIA 1.2 combobox pattern, list autocomplete with
 * automatic selection): a text input with `role="combobox"` that filters a `listbox` popup as the
 * user types. Focus stays in the input; the option the keys are on is `aria-activedescendant`.
 * - Down/Up: open the list, move through the options (wrapping); Alt+Down opens it only.
 * - Home/End: the first/last option while one is active (otherwise the caret, as in any input).
 * - Enter (or a click): choose the active option and close. Tab after typing chooses it too.
 * - Escape: close the list; with the list closed, clear the field. Either way the Escape is kept
 *   from the dialog around it, which would otherwise close; with nothing to do, it passes.
 *
 * A searching combobox (`onSearch`): the options are the caller's answer to what is typed (a first
 * page from the server), asked for 250 ms after the last key. Until the answer comes, the options
 * shown are filtered as ever (the server matches the same way), and "no matches" waits for it.
 *
 * The options are virtualized (@tanstack/react-virtual): a list of hundreds of people renders a
 * screenful of rows, and `aria-setsize`/`aria-posinset` tell assistive technology where each
 * is. The popup is positioned by @floating-ui/react with the `fixed` strategy and rendered in place,
 * not through a portal: inside a modal <dialog> (where this is mostly used) everything outside the
 * dialog is inert and below the top layer, and a portal node at the shadow root would also sit
 * outside `.fsp-root`, whose reset isolates our styles from the host page. `fixed` lets the popup
 * leave the dialog's scrolling box all the same.
 * Styles: combobox.css, adopted with the widget (useSheet), not with the shared runtime.
 */
import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import css from './combobox.css?inline';
import { useSheet } from './sheet.ts';

export type ComboboxTexts = {
  /** Shown when nothing matches what was typed. */
  noMatches: string;
  /** Announced (politely) while the list is open: "12 results". */
  results: (count: number) => string;
  /** Shown while the options load. */
  loading: string;
};

export type ComboboxProps<T> = {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** A stable key of an option (its id). */
  getKey: (option: T) => string | number;
  /** The option's text, also what the input shows once it is chosen. */
  getLabel: (option: T) => string;
  /** A second line (an e-mail address); searched too. */
  getDescription?: (option: T) => string;
  texts: ComboboxTexts;
  /** The options are still loading. */
  loading?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | null | undefined;
  /** A hint under the label (what can be typed). */
  hint?: string;
  /** Estimated row height in px (rows are measured once rendered). @default 60 */
  rowHeight?: number;
  /**
   * A searching combobox: called with the text typed (trimmed) 250 ms after the last key, and with
   * '' when the field is emptied; `options` are then the matches the caller found, and `loading`
   * (while a search runs) keeps the list shown, saying "loading" only where nothing matches yet.
   */
  onSearch?: (query: string) => void;
};

/** How long a searching combobox waits after the last key before it asks for matches. */
export const COMBOBOX_SEARCH_DELAY = 250;

/** Case-insensitive; every word typed must appear in the option's label or description. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLocaleLowerCase('sv');
  return words.every((w) => haystack.includes(w));
}

export function Combobox<T>({
  label,
  options,
  value,
  onChange,
  getKey,
  getLabel,
  getDescription,
  texts,
  loading = false,
  required = false,
  disabled = false,
  error,
  hint,
  rowHeight = 60,
  onSearch,
}: ComboboxProps<T>) {
  useSheet(css);
  const base = useId();
  const inputId = `${base}-input`;
  const listId = `${base}-list`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const optionId = (option: T) => `${base}-option-${String(getKey(option))}`;

  /** What the user typed since the last choice; null shows the chosen option's label. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The elements Floating UI positions, as state (its `elements` option): the setters are stable refs.
  const [reference, setReference] = useState<HTMLInputElement | null>(null);
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  /** Where the pointer last was over the list. */
  const pointer = useRef({ x: -1, y: -1 });

  const query = draft?.trim() ?? '';
  const searching = onSearch !== undefined;
  const filtered = useMemo(
    () => (query ? options.filter((o) => matchesQuery(query, getLabel(o), getDescription?.(o) ?? '')) : options),
    [options, query, getLabel, getDescription],
  );
  /** The text a searching combobox last asked for. */
  const [asked, setAsked] = useState('');
  // A searching combobox asks for the matches of what was typed once the typing pauses; the
  // latest onSearch is read through a ref, so a new callback each render restarts no wait.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => {
      setAsked(query);
      search.current?.(query);
    }, COMBOBOX_SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [searching, query]);
  const activeIndex = active < filtered.length ? active : -1;
  const activeOption = activeIndex >= 0 ? filtered[activeIndex] : undefined;
  const valueKey = value === null ? null : getKey(value);
  // A searching combobox keeps its list while a search runs; only an empty one waits for the answer.
  const waiting = loading || (searching && query !== asked);
  const showList = open && filtered.length > 0 && (searching || !loading);

  const { floatingStyles, isPositioned } = useFloating<HTMLInputElement>({
    open,
    elements: { reference, floating },
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(320, availableHeight))}px`;
        },
      }),
    ],
  });

  // TanStack Virtual keeps its state outside React (the compiler lint knows it cannot memoize it);
  // nothing of it is passed to memoized children here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    // No rows until the popup has its width (set with its position): rows measured in a popup
    // of no width would be one letter wide and hundreds of pixels tall.
    count: showList && isPositioned ? filtered.length : 0,
    getScrollElement: () => floating,
    estimateSize: () => rowHeight,
    overscan: 6,
    getItemKey: (index) => {
      const option = filtered[index];
      return option === undefined ? index : getKey(option);
    },
  });

  // The active option is scrolled into view (rendered, so aria-activedescendant finds it), also
  // when the list opens on one far down (the chosen one): once the popup element is there.
  useEffect(() => {
    if (showList && isPositioned && floating && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [showList, isPositioned, floating, activeIndex, virtualizer]);

  const choose = (option: T) => {
    onChange(option);
    setDraft(null);
    setOpen(false);
    setActive(-1);
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const indexOfValue = valueKey === null ? -1 : filtered.findIndex((o) => getKey(o) === valueKey);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        if (e.altKey) setOpen(true);
        else if (!open) openAt(indexOfValue >= 0 ? indexOfValue : 0);
        else setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        if (!open) openAt(indexOfValue >= 0 ? indexOfValue : last);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (!showList || activeIndex < 0) return;
        setActive(e.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        if (!showList || !activeOption) return;
        choose(activeOption);
        break;
      case 'Escape':
        if (open) {
          setOpen(false);
          setActive(-1);
        } else if (draft || value !== null) {
          setDraft('');
          if (value !== null) onChange(null);
        } else return;
        e.stopPropagation(); // the dialog around must not close as well
        break;
      case 'Tab':
        // Typed and tabbed away with an option active: that option is the choice (the focus moves on).
        if (showList && activeOption && draft) choose(activeOption);
        return;
      default:
        return;
    }
    e.preventDefault();
  };

  const shown = draft ?? (value === null ? '' : getLabel(value));
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const items = virtualizer.getVirtualItems();

  return (
    <div className="fsp-field fsp-combobox">
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <p id={hintId} className="fsp-field-hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={setReference}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && activeOption !== undefined ? optionId(activeOption) : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        value={shown}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          setOpen(true);
          setActive(text.trim() ? 0 : -1);
          if (value !== null && text !== getLabel(value)) onChange(null);
        }}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          // Typed a name exactly: that is the choice, as if it had been picked.
          if (draft && value === null) {
            const exact = options.filter((o) => getLabel(o).toLocaleLowerCase('sv') === draft.trim().toLocaleLowerCase('sv'));
            if (exact.length === 1 && exact[0] !== undefined) choose(exact[0]);
          }
        }}
      />
      {open && !showList ? (
        <div ref={setFloating} style={floatingStyles} className="fsp-combobox-popup fsp-combobox-note">
          {waiting ? texts.loading : texts.noMatches}
        </div>
      ) : null}
      {showList ? (
        <div
          ref={setFloating}
          id={listId}
          role="listbox"
          aria-label={label}
          className="fsp-combobox-popup fsp-combobox-list"
          style={floatingStyles}
          // The focus stays in the input: a press on the list (its scrollbar too) must not blur it.
          onMouseDown={(e) => e.preventDefault()}
        >
          <div role="presentation" style={{ height: `${virtualizer.getTotalSize()}px`, position: 'relative' }}>
            {items.map((item) => {
              const option = filtered[item.index];
              if (option === undefined) return null;
              const isActive = item.index === activeIndex;
              const description = getDescription?.(option);
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  id={optionId(option)}
                  role="option"
                  aria-selected={isActive}
                  aria-setsize={filtered.length}
                  aria-posinset={item.index + 1}
                  data-active={isActive || undefined}
                  data-chosen={getKey(option) === valueKey || undefined}
                  className="fsp-combobox-option"
                  style={{ transform: `translateY(${item.start}px)` }}
                  onMouseMove={(e) => {
                    // Only a real move of the pointer: the browser also sends one when the list
                    // scrolls under a resting pointer, which must not take the keys' place.
                    const moved = pointer.current.x !== e.clientX || pointer.current.y !== e.clientY;
                    pointer.current = { x: e.clientX, y: e.clientY };
                    if (moved && !isActive && (e.movementX !== 0 || e.movementY !== 0)) setActive(item.index);
                  }}
                  onClick={() => choose(option)}
                >
                  <span className="fsp-combobox-label">{getLabel(option)}</span>
                  {description ? <span className="fsp-combobox-description">{description}</span> : null}
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
      <div className="fsp-visually-hidden" role="status">
        {open && !waiting ? texts.results(filtered.length) : ''}
      </div>
      {error ? (
        <p id={errorId} className="fsp-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
