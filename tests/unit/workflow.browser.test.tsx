/**
 * In Chromium: the redirect notice's countdown (5 → 0 at one-second steps, then one redirect) and
 * the workflow-application login against a scripted transport: what each answer of the portal
 * page and of the close call leads to.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import { setTransport } from '../../src/core/http/client.ts';
import { queryClient } from '../../src/core/http/query.ts';
import { session } from '../../src/core/session/store.ts';
import { feedbackStore } from '../../src/core/ui/feedback.ts';
import { RedirectNotice, REDIRECT_SECONDS } from '../../src/standalone/redirect-notice.tsx';
import { workflowLogin, WorkflowLoginError, workflowPortalPage, WorkflowStart, workflowSessionIdOf } from '../../src/standalone/workflow.tsx';
import '../../src/standalone/texts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FSP_SESSION = '0123456789abcdef0123456789abcdef';
const WORKFLOW_SESSION = 'fedcba9876543210fedcba9876543210';
const TARGET = '/workflow/portal?myg-action=_startTask&sessionId=abc&lang=sv';
/** The public configuration as the server answers it; the start page needs the portal's address. */
const CONFIGURATION: PublicConfiguration = {
  loginMethods: ['LOGIN_FORM'],
  openId: null,
  enterpriseDirectory: null,
  singleSignOutUrl: null,
  workflowPortalUrl: '/workflow/portal',
  version: '202504',
  contact: { organisation: 'Hjälpmedelscentralen', phone: '040-00 00 00', supportEmail: 'support@example.org', cookiePolicyUrl: 'https://example.org', postalAddress: 'Box 1, 211 45 Malmö' },
};

describe('the redirect notice', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
    session.setLanguage('sv', false);
  });

  /** Moves the fake clock on, inside act so React renders what the timers did. */
  const tick = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const count = () => container.querySelector('.redirect-count')?.textContent;
  const countdown = () => container.querySelector('.redirect-countdown')?.textContent;
  const status = () => container.querySelector('[role=status]')?.textContent;

  it('counts down from 5 to 0 a second at a time, then leaves for the target once', () => {
    const assign = vi.fn();
    act(() => root.render(<RedirectNotice target={TARGET} assign={assign} />));
    expect(REDIRECT_SECONDS).toBe(5);
    expect(container.querySelector('h1')?.textContent).toBe('Du skickas vidare till en annan applikation');
    expect(container.querySelector('.redirect-authenticating')?.textContent).toBe('Autentisering pågår…');
    expect(count()).toBe('5');
    expect(countdown()).toBe('Du skickas vidare om 5 sekunder.');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(TARGET);
    expect(link?.textContent).toBe('Gå vidare till arbetsflödet');

    for (const expected of ['4', '3', '2', '1']) {
      tick(999);
      expect(count()).not.toBe(expected); // not before the second is up
      tick(1);
      expect(count()).toBe(expected);
      expect(assign).not.toHaveBeenCalled();
    }
    expect(countdown()).toBe('Du skickas vidare om 1 sekund.');
    tick(999);
    expect(assign).not.toHaveBeenCalled();
    tick(1);
    expect(count()).toBe('0');
    expect(countdown()).toBe('Du skickas vidare nu.');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(TARGET);

    // Nothing more: no negative count, no second redirect, even when the parent renders again.
    tick(5000);
    act(() => root.render(<RedirectNotice target={TARGET} assign={(url) => void assign(url)} />));
    expect(count()).toBe('0');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('says the redirect once for screen readers, not every second', () => {
    act(() => root.render(<RedirectNotice target={TARGET} assign={vi.fn()} />));
    expect(container.querySelectorAll('[role=status], [aria-live]')).toHaveLength(1);
    expect(status()).toBe('Du skickas vidare om 5 sekunder.');
    expect(container.querySelector('.redirect-count')?.getAttribute('aria-hidden')).toBe('true');
    tick(3000);
    expect(count()).toBe('2');
    expect(status()).toBe('Du skickas vidare om 5 sekunder.'); // unchanged while counting
    tick(2000);
    expect(status()).toBe('Du skickas vidare nu.');
  });

  it('in English', () => {
    session.setLanguage('en', false);
    act(() => root.render(<RedirectNotice target={TARGET} assign={vi.fn()} />));
    expect(container.querySelector('h1')?.textContent).toBe('You are being redirected to another application');
    expect(countdown()).toBe('You will be redirected in 5 seconds.');
    expect(container.querySelector('a')?.textContent).toBe('Continue to the workflow');
  });
});

describe('the workflow-application login', () => {
  const calls: { url: string; method: string; session: string | null }[] = [];
  const page = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const LOGIN_PAGE = `<!doctype html><html><head><meta name="myg-session-id" content="${WORKFLOW_SESSION}"></head><body><p>Logged in</p></body></html>`;

  /** A transport answering the portal page and the close call as given. */
  function answer(portal: () => Response, closeCall: () => Response = () => new Response(null, { status: 204 })) {
    setTransport((input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), location.href), init);
      calls.push({ url: request.url.replace(location.origin, ''), method: request.method, session: request.headers.get('X-Session-Id') });
      return Promise.resolve(request.url.includes('/workflow/portal') ? portal() : closeCall());
    });
  }

  beforeEach(() => {
    calls.length = 0;
    session.adopt(FSP_SESSION);
  });

  afterEach(() => {
    session.clear();
  });

  async function failure(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WorkflowLoginError);
    return (error as WorkflowLoginError).kind;
  }

  it('reads the workflow session id from the page text', () => {
    expect(workflowSessionIdOf(LOGIN_PAGE)).toBe(WORKFLOW_SESSION);
    expect(workflowSessionIdOf('<p>no id here</p>')).toBeNull();
    expect(workflowSessionIdOf('<meta name="myg-session-id" content="">')).toBeNull();
  });

  it('builds the portal pages with myg-action, sessionId and the language', () => {
    expect(workflowPortalPage('/workflow/portal', 'login', 'a b', 'en')).toBe('/workflow/portal?myg-action=login&sessionId=a+b&lang=en');
    expect(workflowPortalPage('https://workflow.example.org/portal?x=1', '_startTask', 'id', 'sv')).toBe(
      'https://workflow.example.org/portal?x=1&myg-action=_startTask&sessionId=id&lang=sv',
    );
  });

  it('fetches the login page with the FSP session, closes the activities of the workflow session, and answers its id', async () => {
    answer(() => page(200, LOGIN_PAGE));
    expect(await workflowLogin('/workflow/portal', 'sv')).toBe(WORKFLOW_SESSION);
    expect(calls).toEqual([
      { url: `/workflow/portal?myg-action=login&sessionId=${FSP_SESSION}&lang=sv`, method: 'GET', session: null },
      { url: `/rs/sessions/comflow/${WORKFLOW_SESSION}/close-all-comflow-activities`, method: 'POST', session: FSP_SESSION },
    ]);
  });

  it('the portal page: 401 is an expired session, 403 a license error, anything else a failure', async () => {
    answer(() => page(401, '<h1>Sessionen har gått ut</h1>'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('expired');
    answer(() => page(403, '<h1>Licensfel</h1>'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('license');
    answer(() => page(500, 'oops'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('failed');
    answer(() => page(200, '<p>a page without the id</p>'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('failed');
    setTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('failed');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]); // nothing to close after a failed login
  });

  it('the close call: WORKFLOW_SESSION_EXPIRED and OTSS000 are an expired session, WORKFLOW_LICENSE_ERROR a license error, a 500 a failure', async () => {
    const error = (status: number, code: string) => () => json(status, { error: { code, errorMessage: code } });
    answer(() => page(200, LOGIN_PAGE), error(401, 'WORKFLOW_SESSION_EXPIRED'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('expired');
    answer(() => page(200, LOGIN_PAGE), error(403, 'WORKFLOW_LICENSE_ERROR'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('license');
    answer(() => page(200, LOGIN_PAGE), error(500, 'INTERNAL'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('failed');
    answer(() => page(200, LOGIN_PAGE), error(401, 'OTSS000'));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('expired');
    expect(session.get().sessionId).toBeNull(); // the catalogue cleared the expired session
  });

  it('without a session there is nothing to log in with: expired, and no call', async () => {
    session.clear();
    answer(() => page(200, LOGIN_PAGE));
    expect(await failure(workflowLogin('/workflow/portal', 'sv'))).toBe('expired');
    expect(calls).toEqual([]);
  });
});

describe('the start page', () => {
  let container: HTMLDivElement;
  let root: Root;
  const path = location.pathname + location.search;
  const LOGIN_PAGE = `<meta name="myg-session-id" content="${WORKFLOW_SESSION}">`;
  const methods: string[] = [];

  /** Answers the portal page, the close call and the logout from the lists, in order. */
  function script(answers: Record<'portal' | 'close' | 'logout', (() => Response)[]>) {
    setTransport((input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), location.href), init);
      const which = request.url.includes('/workflow/portal') ? 'portal' : request.url.includes('close-all') ? 'close' : 'logout';
      methods.push(`${request.method} ${which}`);
      const next = answers[which].shift();
      return next ? Promise.resolve(next()) : Promise.reject(new TypeError(`no answer for ${which}`));
    });
  }
  const ok = () => new Response(LOGIN_PAGE, { status: 200 });
  const closed = () => new Response(null, { status: 204 });

  beforeEach(() => {
    methods.length = 0;
    session.adopt(FSP_SESSION);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    session.clear();
    feedbackStore.setState({ snack: null, reconnect: null });
    history.replaceState(null, '', path);
  });

  const text = () => container.textContent;

  it('logs in, then shows the redirect notice for the workflow portal page', async () => {
    script({ portal: [ok], close: [closed], logout: [] });
    const assign = vi.fn();
    act(() => root.render(<QueryClientProvider client={queryClient}><WorkflowStart configuration={CONFIGURATION} assign={assign} /></QueryClientProvider>));
    expect(container.querySelector('h1')?.textContent).toBe('Arbetsflödet');
    expect(container.querySelector('[role=status]')?.textContent).toBe('Loggar in i arbetsflödesapplikationen…');
    await vi.waitFor(() => expect(container.querySelector('a')?.getAttribute('href')).toBe(`/workflow/portal?myg-action=_startTask&sessionId=${WORKFLOW_SESSION}&lang=sv`));
    expect(container.querySelector('h1')?.textContent).toBe('Du skickas vidare till en annan applikation');
    expect(methods).toEqual(['GET portal', 'POST close']);
  });

  it('failed: its text, and "try again" logs in anew', async () => {
    script({ portal: [() => new Response('down', { status: 502 }), ok], close: [closed], logout: [] });
    act(() => root.render(<QueryClientProvider client={queryClient}><WorkflowStart configuration={CONFIGURATION} assign={vi.fn()} /></QueryClientProvider>));
    await vi.waitFor(() => expect(container.querySelector('[role=alert]')?.textContent).toContain('Den externa autentiseringen mot arbetsflödesapplikationen misslyckades'));
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Försök igen');
    act(() => retry?.click());
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Du skickas vidare till en annan applikation'));
    expect(methods).toEqual(['GET portal', 'GET portal', 'POST close']);
  });

  it('license error: its text; "log out" ends the session and goes to the root', async () => {
    history.replaceState(null, '', '/start');
    script({ portal: [() => new Response('<h1>Licensfel</h1>', { status: 403 })], close: [], logout: [() => new Response(null, { status: 204 })] });
    act(() => root.render(<QueryClientProvider client={queryClient}><WorkflowStart configuration={CONFIGURATION} assign={vi.fn()} /></QueryClientProvider>));
    await vi.waitFor(() => expect(container.querySelector('[role=alert] h2')?.textContent).toBe('Licensfel'));
    expect(text()).toContain('Du har ingen licens för arbetsflödesapplikationen.');
    const logOut = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Logga ut');
    act(() => logOut?.click());
    await vi.waitFor(() => expect(session.get().sessionId).toBeNull());
    await vi.waitFor(() => expect(location.pathname).toBe('/'));
    expect(methods).toEqual(['GET portal', 'DELETE logout']);
  });

  it('a logout the server refuses leaves the user logged in on the screen, saying so', async () => {
    script({ portal: [() => new Response('<h1>Licensfel</h1>', { status: 403 })], close: [], logout: [() => Response.json({ error: { code: 'INTERNAL', errorMessage: 'x' } }, { status: 500 })] });
    act(() => root.render(<QueryClientProvider client={queryClient}><WorkflowStart configuration={CONFIGURATION} assign={vi.fn()} /></QueryClientProvider>));
    await vi.waitFor(() => expect(container.querySelector('[role=alert] h2')?.textContent).toBe('Licensfel'));
    const logOut = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Logga ut');
    act(() => logOut?.click());
    await vi.waitFor(() => expect(feedbackStore.getState().snack?.kind).toBe('error'));
    expect(feedbackStore.getState().snack?.text).toMatch(/fortfarande inloggad/);
    expect(session.get().sessionId).toBe(FSP_SESSION);
    expect(container.querySelector('[role=alert] h2')?.textContent).toBe('Licensfel');
  });

  it('an expired session logs the user out, goes to the root and says the session expired', async () => {
    history.replaceState(null, '', '/start');
    const assign = vi.fn();
    script({ portal: [ok], close: [() => Response.json({ error: { code: 'WORKFLOW_SESSION_EXPIRED', errorMessage: 'x' } }, { status: 401 })], logout: [() => new Response(null, { status: 204 })] });
    act(() => root.render(<QueryClientProvider client={queryClient}><WorkflowStart configuration={CONFIGURATION} assign={assign} /></QueryClientProvider>));
    await vi.waitFor(() => expect(feedbackStore.getState().snack?.text).toBe('Sessionen har gått ut. Logga in igen.'));
    expect(feedbackStore.getState().snack?.kind).toBe('error');
    expect(session.get().sessionId).toBeNull();
    expect(location.pathname).toBe('/');
    expect(methods).toEqual(['GET portal', 'POST close', 'DELETE logout']);
    expect(assign).not.toHaveBeenCalled();
    expect(container.querySelector('a')).toBeNull(); // no redirect notice
  });

  it('the portal page says the FSP session expired (401): logged out too', async () => {
    script({ portal: [() => new Response('<h1>Sessionen har gått ut</h1>', { status: 401 })], close: [], logout: [() => Response.json({ error: { code: 'OTSS000', errorMessage: 'x' } }, { status: 401 })] });
    act(() => root.render(<QueryClientProvider client={queryClient}><WorkflowStart configuration={CONFIGURATION} assign={vi.fn()} /></QueryClientProvider>));
    await vi.waitFor(() => expect(feedbackStore.getState().snack?.text).toBe('Sessionen har gått ut. Logga in igen.'));
    expect(session.get().sessionId).toBeNull();
  });
});
