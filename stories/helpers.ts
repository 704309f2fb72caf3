/** Helpers shared by the element stories' play functions. */
import { waitFor, within } from 'storybook/test';

/**
 * How long a story waits for the in-browser server. Its logins hash passwords with PBKDF2 (210,000
 * iterations) in the page, which takes seconds on a busy 2-core CI machine (a wrong-password story
 * once missed 5 s there); the test's own limit is 30 s.
 */
export const TIMEOUT = { timeout: 15_000 };

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
