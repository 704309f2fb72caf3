/**
 * A search that must not be empty (spec 3 §5: the inventory search and the receive search answer an
 * empty one with INVALID_SEARCH_QUERY): a `search` form applied on submit (one history entry a
 * search); an empty one is refused at the field with the caller's text, the focus kept there, and
 * never sent. The field is made again from `q` by the caller's `key` when the search given from
 * outside changes (Back shows what is listed). Texts come from the caller; styles: required-search.css.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from './components.tsx';
import css from './required-search.css?inline';
import { useSheet } from './sheet.ts';

export type RequiredSearchProps = {
  q: string;
  onSearch: (q: string) => void;
  texts: { form: string; field: string; placeholder: string; submit: string; empty: string };
  maxLength: number;
};

export function RequiredSearch({ q, onSearch, texts, maxLength }: RequiredSearchProps) {
  useSheet(css);
  const [text, setText] = useState(q);
  const [refused, setRefused] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const fieldRef = useRef<HTMLDivElement>(null);
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
        />
      </div>
      <Button type="submit" part="submit">
        {texts.submit}
      </Button>
    </form>
  );
}
