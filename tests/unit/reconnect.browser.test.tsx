/**
 * The error catalogue as the user meets it, in Chromium: a 500 shows its text in the snackbar,
 * which hides after 5 s; no response opens the blocking reconnect dialog, which polls app data
 * every second and reloads the page once the server answers again.
 */
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTransport } from '../../src/core/http/client.ts';
import { apiFor } from '../../src/core/http/query.ts';
import { session } from '../../src/core/session/store.ts';
import { FeedbackHost } from '../../src/core/ui/feedback-host.tsx';
import { feedbackStore, page, SNACKBAR_MS } from '../../src/core/ui/feedback.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let unmount: () => void;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<FeedbackHost supportEmail="support@example.org" />));
  unmount = () => act(() => root.unmount());
  session.adopt('0123456789abcdef0123456789abcdef');
});

afterEach(() => {
  unmount();
  container.remove();
  feedbackStore.setState({ snack: null, reconnect: null });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('reconnect and snackbar', () => {
  it('a 500 shows the catalogue text in the snackbar for 5 seconds', async () => {
    setTransport(() => Promise.resolve(json(500, { error: { code: 'INTERNAL', errorMessage: 'x' } })));
    await expect(apiFor('/rs', 'sv')('get', 'fsp/v1/customers')).rejects.toThrow();
    await vi.waitFor(() => expect(container.querySelector('.fsp-snackbar')?.textContent).toContain('Servern kunde inte returnera någon data'));
    const shown = performance.now();
    await vi.waitFor(() => expect(container.querySelector('.fsp-snackbar')).toBeNull(), { timeout: SNACKBAR_MS + 1000, interval: 100 });
    expect(performance.now() - shown).toBeGreaterThan(SNACKBAR_MS - 300);
  });

  it('no response opens the blocking dialog; it reloads once app data answers 200', async () => {
    let serverUp = false;
    const polled: string[] = [];
    setTransport((input) => {
      const url = input instanceof Request ? input.url : String(input);
      polled.push(url);
      return serverUp ? Promise.resolve(json(200, {})) : Promise.reject(new TypeError('Failed to fetch'));
    });
    const reload = vi.fn();
    page.reload = reload;

    await expect(apiFor('/rs', 'sv')('get', 'fsp/v1/customers')).rejects.toThrow();
    const dialog = await vi.waitFor(() => {
      const d = container.querySelector('dialog');
      if (!d?.open) throw new Error('dialog not open');
      return d;
    });
    expect(dialog.textContent).toContain('Ingen kontakt med servern');
    expect(dialog.textContent).toContain('Det gick inte att nå servern.');
    expect(dialog.textContent).toContain('support@example.org');
    // Escape does not close it.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(true);

    await vi.waitFor(() => expect(polled.filter((u) => u.endsWith('/rs/authentication')).length).toBeGreaterThanOrEqual(1), { timeout: 2500 });
    expect(reload).not.toHaveBeenCalled();
    serverUp = true;
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('a 503 opens the dialog with the unavailable text; a 401 while polling also reloads', async () => {
    let status = 503;
    setTransport(() => Promise.resolve(json(status, { error: { errorMessage: 'down' } })));
    const reload = vi.fn();
    page.reload = reload;
    await expect(apiFor('/rs', 'sv')('get', 'fsp/v1/customers')).rejects.toThrow();
    await vi.waitFor(() => expect(container.querySelector('dialog')?.textContent).toContain('Tjänsten är för närvarande inte tillgänglig'));
    status = 401;
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2500 });
  });
});
