/**
 * A hand scanner that types (a keyboard wedge, issue 40), simulated in the page as a scanner sends
 * a code into the focused field: each character a keydown, the character put in at the caret
 * (unless the keydown was prevented) with its input event, and a keyup, 5 ms apart; then Enter 5 ms
 * after the last, whose default, when not prevented, is the browser's implicit submit of the field's
 * form. Each event's `timeStamp` is when its key was pressed on that 5 ms clock, as a real key
 * event's is the time the device sent it: when the page is busy (a render after the last scan),
 * real keystrokes wait in the queue with their own times, and so do these (the wedge tells a
 * scanner by those times, not by when the events are handled). For stories, which run in the page:
 * the e2e tests send real keys through Chromium's input instead (tests/e2e/helpers.ts handScan).
 */
export async function typeAsScanner(input: HTMLInputElement, text: string): Promise<void> {
  // The value set as typing sets it (React's value tracker sees the change), not through the property React wraps.
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const start = performance.now();
  let pressed = 0;
  const key = (type: 'keydown' | 'keyup', key: string) => {
    const event = new KeyboardEvent(type, { key, bubbles: true, composed: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + pressed * 5 });
    return input.dispatchEvent(event);
  };
  for (const ch of text) {
    if (key('keydown', ch)) {
      const from = input.selectionStart ?? input.value.length;
      const to = input.selectionEnd ?? from;
      value?.set?.call(input, input.value.slice(0, from) + ch + input.value.slice(to));
      input.setSelectionRange(from + 1, from + 1);
      input.dispatchEvent(new InputEvent('input', { data: ch, inputType: 'insertText', bubbles: true, composed: true }));
    }
    key('keyup', ch);
    pressed++;
    await pause();
  }
  if (key('keydown', 'Enter')) input.form?.requestSubmit();
  key('keyup', 'Enter');
}
