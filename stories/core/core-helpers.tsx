/**
 * For the stories of core widgets rendered on their own (outside an element): the design tokens
 * and ui.css applied to a wrapper, as an element's shadow root adopts them, and small input helpers.
 */
import type { ReactNode } from 'react';
import { expect, fireEvent } from 'storybook/test';
import tokensCss from '../../src/core/styles/tokens.css?inline';
import hostCss from '../../src/core/styles/host.css?inline';
import uiCss from '../../src/core/ui/ui.css?inline';

/** The widget in a `.fsp-root` with our stylesheets (the tokens on :root), as inside an element. */
export function Styled({ children, width = 560 }: { children: ReactNode; width?: number }) {
  return (
    <div className="fsp-root" style={{ maxWidth: width }}>
      <style>{`${tokensCss}\n${hostCss}\n${uiCss}`}</style>
      {children}
    </div>
  );
}

/** What has focus in the document or the shadow root holding `node`. */
export function focused(node: Node) {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.activeElement : document.activeElement;
}

/**
 * Types into a React-controlled field character by character (the native setter and `input`, as
 * a keystroke does; user-event misses React's value tracking inside shadow roots).
 */
export async function typeInto(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement | HTMLTextAreaElement;
  input.focus();
  await expect(focused(input)).toBe(input);
  for (const ch of text) await fireEvent.input(input, { target: { value: input.value + ch } });
}

/** A key pressed on a node (keydown, as the widgets listen to). */
export const press = (node: HTMLElement, key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(node, { key, ...init });

/** Picks files as the browser's file dialog hands them over (the input's files, then `change`). */
export async function pick(root: ParentNode, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  await fireEvent.change(input);
}

