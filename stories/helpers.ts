/** Helpers shared by the element stories' play functions. */
import { waitFor, within } from 'storybook/test';

export const TIMEOUT = { timeout: 5000 };

/**
 * An fsp element's shadow content, once rendered: the host, the `.fsp-root` inside its shadow
 * root, the element's own section (`[part=container]`, without the page-wide snackbar region
 * beside it), and Testing Library queries scoped to the root.
 */
export async function renderedElement(canvasElement: HTMLElement, tag: `fsp-${string}`) {
  const host = canvasElement.querySelector<HTMLElement>(tag);
  return waitFor(() => {
    const root = host?.shadowRoot?.querySelector<HTMLElement>('.fsp-root');
    const section = root?.querySelector<HTMLElement>('[part=container]');
    if (!host || !root || !section) throw new Error(`<${tag}> did not render into its shadow root`);
    return { host, root, section, ui: within(root) };
  }, TIMEOUT);
}
