/**
 * The start page of the workflow application (COMFLOW, spec 1 §1) and its login (spec 1 §4
 * "Workflow-application login"): the portal's login page is fetched as text with the FSP session
 * id, the workflow session id is read from that text, the session's open activities are closed
 * (POST /rs/sessions/comflow/{id}/close-all-comflow-activities), and the redirect notice sends the
 * user on to the workflow portal page. A license error shows its text; an expired session logs
 * the user out with "session expired"; anything else shows "external workflow authentication
 * failed". Both error screens offer to try again or to log out.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PublicConfiguration } from '../contract/authentication.ts';
import type { WORKFLOW_SESSION_META as SessionMeta, WorkflowErrorCode } from '../contract/workflow.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { ApiFailure, getTransport } from '../core/http/client.ts';
import { configurationQuery } from '../core/http/public-configuration.ts';
import { apiFor } from '../core/http/query.ts';
import { i18n, type Language } from '../core/i18n/index.ts';
import { logout } from '../core/session/bootstrap.ts';
import { session } from '../core/session/store.ts';
import { Button, Spinner, StateMessage } from '../core/ui/components.tsx';
import { feedback } from '../core/ui/feedback.ts';
import { RedirectNotice, leavePage } from './redirect-notice.tsx';
import { navigate } from './router.ts';
import { leavePortal } from './enter.ts';
import { NS, useStandaloneTexts } from './texts.ts';

const SESSION_META: typeof SessionMeta = 'myg-session-id';
const LICENSE_ERROR: WorkflowErrorCode = 'WORKFLOW_LICENSE_ERROR';
const SESSION_EXPIRED: WorkflowErrorCode = 'WORKFLOW_SESSION_EXPIRED';

export type WorkflowFailure = 'license' | 'expired' | 'failed';

/** A failed workflow-application login, by what the user is told. */
export class WorkflowLoginError extends Error {
  readonly kind: WorkflowFailure;
  constructor(kind: WorkflowFailure, detail?: string) {
    super(detail ?? kind);
    this.name = 'WorkflowLoginError';
    this.kind = kind;
  }
}

/** A page of the workflow portal: its address with myg-action, sessionId and the language. */
export function workflowPortalPage(portalUrl: string, action: 'login' | '_startTask', sessionId: string, lang: Language): string {
  const url = new URL(portalUrl, location.href);
  url.searchParams.set('myg-action', action);
  url.searchParams.set('sessionId', sessionId);
  url.searchParams.set('lang', lang);
  return url.origin === location.origin ? url.pathname + url.search : url.href;
}

/** The workflow session id in the text of the portal's login page, or null. */
export function workflowSessionIdOf(pageText: string): string | null {
  const doc = new DOMParser().parseFromString(pageText, 'text/html');
  const id = doc.querySelector(`meta[name="${SESSION_META}"]`)?.getAttribute('content')?.trim();
  return id || null;
}

/**
 * The workflow-application login: answers the workflow session id, with its open activities
 * closed, or throws WorkflowLoginError. Aborting the signal ends it with an AbortError.
 */
export async function workflowLogin(portalUrl: string, lang: Language, signal?: AbortSignal): Promise<string> {
  const fspSession = session.get().sessionId;
  if (!fspSession) throw new WorkflowLoginError('expired', 'no session');
  let response: Response;
  try {
    response = await getTransport()(workflowPortalPage(portalUrl, 'login', fspSession, lang), { headers: { Accept: 'text/html' }, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new WorkflowLoginError('failed', String(error));
  }
  if (response.status === 401) throw new WorkflowLoginError('expired');
  if (response.status === 403) throw new WorkflowLoginError('license');
  if (!response.ok) throw new WorkflowLoginError('failed', `the portal answered ${response.status}`);
  const id = workflowSessionIdOf(await response.text());
  if (!id) throw new WorkflowLoginError('failed', 'no session id on the portal page');
  try {
    await apiFor(DEFAULT_API_BASE, lang)('post', 'sessions/comflow/{sessionId}/close-all-comflow-activities', { params: { sessionId: id } }, { notify: false, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted || !(error instanceof ApiFailure)) throw error;
    const { reaction } = error;
    const code = reaction.kind === 'reconnect' ? null : reaction.code;
    if (reaction.kind === 'silent-clear' || code === SESSION_EXPIRED) throw new WorkflowLoginError('expired', code ?? undefined);
    if (code === LICENSE_ERROR) throw new WorkflowLoginError('license');
    throw new WorkflowLoginError('failed', code ?? reaction.kind);
  }
  return id;
}

/** An expired session logs the user out (here, whatever the server says), back to the login page, saying why. */
async function logOutExpired(): Promise<void> {
  const lang = session.get().language;
  await logout(DEFAULT_API_BASE, lang, { force: true }).catch(() => session.clear());
  navigate('/', { replace: true });
  feedback.snack(i18n.getFixedT(lang, NS)('workflow.sessionExpired'), 'error');
}

type State = { kind: 'loading' } | { kind: 'ready'; workflowSession: string } | { kind: 'license' | 'failed' };

export type WorkflowStartProps = {
  /** The public configuration (GET /rs/configuration: workflowPortalUrl, singleSignOutUrl); null: fetched here. */
  configuration?: PublicConfiguration | null;
  /** How the page is left: for the redirect, and for a single sign-out after logout. @default location.assign */
  assign?: (url: string) => void;
};

/** Home for a user of the workflow application: its login, then the redirect notice. */
export function WorkflowStart({ configuration = null, assign = leavePage }: WorkflowStartProps) {
  const { t, lang } = useStandaloneTexts();
  const fetched = useQuery({ ...configurationQuery(DEFAULT_API_BASE), enabled: !configuration });
  const config = configuration ?? fetched.data ?? null;
  const portal = config?.workflowPortalUrl ?? null;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: State } | null>(null);

  useEffect(() => {
    if (!portal) return;
    const controller = new AbortController();
    let settled = false;
    workflowLogin(portal, session.get().language, controller.signal).then(
      (workflowSession) => {
        settled = true;
        setResult({ attempt, state: { kind: 'ready', workflowSession } });
      },
      (error: unknown) => {
        settled = true;
        if (controller.signal.aborted) return;
        const kind = error instanceof WorkflowLoginError ? error.kind : 'failed';
        if (kind === 'expired') void logOutExpired();
        else setResult({ attempt, state: { kind } });
      },
    );
    return () => {
      // The session ended while the login was under way: another call (the header's unread count)
      // met its end first and cleared it, silently, which takes this screen away. Still said.
      if (!settled && session.get().sessionId === null) void logOutExpired();
      controller.abort();
    };
  }, [portal, attempt]);

  const state: State = result?.attempt === attempt ? result.state : !configuration && fetched.status === 'error' ? { kind: 'failed' } : { kind: 'loading' };
  const retry = () => {
    if (!configuration && fetched.status === 'error') void fetched.refetch();
    setAttempt((n) => n + 1);
  };
  // As the header's logout does: the root, or the single sign-out address of a directory session.
  const logOut = async () => {
    try {
      await leavePortal(lang, config?.singleSignOutUrl ?? null, assign);
    } catch {
      feedback.snack(t('logout.failed'), 'error'); // still logged in: the screen stays, to try again
    }
  };

  if (state.kind === 'ready' && portal) {
    return <RedirectNotice target={workflowPortalPage(portal, '_startTask', state.workflowSession, lang)} assign={assign} />;
  }
  if (state.kind === 'license' || state.kind === 'failed') {
    const license = state.kind === 'license';
    return (
      <section className="workflow-start" aria-labelledby="workflow-title">
        <h1 id="workflow-title">{t('workflow.title')}</h1>
        <StateMessage
          kind="error"
          title={license ? t('workflow.licenseError') : t('workflow.failed')}
          text={license ? t('workflow.licenseErrorText') : t('workflow.failedText')}
          action={
            <div className="form-actions workflow-actions">
              <Button variant="secondary" onClick={() => void logOut()}>
                {t('header.logout')}
              </Button>
              <Button onClick={retry}>{t('retry')}</Button>
            </div>
          }
        />
      </section>
    );
  }
  return (
    <section className="workflow-start" aria-labelledby="workflow-title">
      <h1 id="workflow-title">{t('workflow.title')}</h1>
      <Spinner label={t('workflow.loggingIn')} />
    </section>
  );
}
