/**
 * A field's text that follows a value given from outside (a search in the URL changed by a scan,
 * Back, a link): typed text is the field's own until the value changes, then the field shows the
 * new value. The field stays mounted (no `key` change), so its focus stays where it was: a hand
 * scanner's next scan lands in the same field (issue 40). `onFollow` runs in the same render (for
 * state that goes with the text, such as a refusal shown under the field).
 */
import { useState } from 'react';

export function useFollowingText(value: string, onFollow?: () => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
    onFollow?.();
  }
  return [text, setText];
}
