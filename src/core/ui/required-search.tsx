/**
 * A search that must not be empty (spec 3 §5: the inventory search and the receive search answer an
 * empty one with INVALID_SEARCH_QUERY): a `search` form applied on submit (one history entry a
 * search); an empty one is refused at the field with the caller's text, the focus kept there, and
 * never sent. When the search given from outside (`q`) changes, the field shows it (Back shows what
 * is listed), the same input kept, so a hand scanner's next scan finds the focus where it was.
 * Texts come from the caller; styles: required-search.css.
 */
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useFollowingText } from './following-text.ts';
import type { ScanFieldProps } from './scanner/scan-field.tsx';
import { Button, TextField } from './components.tsx';
import css from './required-search.css?inline';
import { useSheet } from './sheet.ts';

export type RequiredSearchProps = {
  q: string;
  onSearch: (q: string) => void;
  texts: { form: string; field: string; placeholder: string; submit: string; empty: string };
  maxLength: number;
  /**
   * Scanning into the field: core's ScanField (core/ui/scanner/scan-field.tsx), given by an element
   * that offers it (so an element without it carries none of its code), and its button's name. A
   * scanned code is searched at once.
   */
  scan?: { Field: ComponentType<ScanFieldProps>; label: string };
};

export function RequiredSearch({ q, onSearch, texts, maxLength, scan }: RequiredSearchProps) {
  useSheet(css);
  const [refused, setRefused] = useState(false);
  // The search given from outside changed (a scan's, Back's): the field shows it.
  const [text, setText] = useFollowingText(q, () => setRefused(false));
  const [focusRequest, setFocusRequest] = useState(0);
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused once the refusal is rendered, so the field is announced with it.
  useEffect(() => {
    if (focusRequest > 0) fieldRef.current?.querySelector('input')?.focus();
  }, [focusRequest]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search = text.trim();
    if (!search) {
      setRefused(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    setRefused(false);
    onSearch(search);
  };
  const searchScanned = (code: string) => {
    setText(code);
    setRefused(false);
    onSearch(code);
  };
  return (
    <form className="fsp-required-search search" role="search" aria-label={texts.form} onSubmit={submit} noValidate part="search">
      <div className="fsp-required-search-field search-field" ref={fieldRef}>
        <TextField
          type="search"
          label={texts.field}
          value={text}
          onValueChange={(value) => {
            setText(value);
            if (value.trim()) setRefused(false);
          }}
          error={refused ? texts.empty : null}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          placeholder={texts.placeholder}
          part="query"
          ref={inputRef}
        />
      </div>
      {scan ? <scan.Field inputRef={inputRef} onCode={searchScanned} label={scan.label} /> : null}
      <Button type="submit" part="submit">
        {texts.submit}
      </Button>
    </form>
  );
}
