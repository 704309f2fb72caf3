/**
 * Renders the snackbar and the blocking reconnect dialog, once per page: the first mounted host
 * owns them. The reconnect dialog polls app data every second and reloads the page as soon as the
 * server answers 200, 201 or 401. The dialog names the support address: the standalone passes it
 * from its configuration; an element's host fetches its API root's public configuration when it
 * takes over, so the address is known before the service stops answering.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { SESSION_HEADER } from '../../contract/shared/headers.ts';
import { useElementContext } from '../element/context.ts';
import { getTransport } from '../http/client.ts';
import { useSupportEmail } from '../http/public-configuration.ts';
import { useApiBase } from '../http/query.ts';
import { useTexts } from '../i18n/index.ts';
import { sessionStore } from '../session/store.ts';
import { feedback, feedbackStore, page, RECONNECT_POLL_MS } from './feedback.ts';

/**
 * @param supportEmail the support address (the standalone's, from its configuration). Without it,
 *   a host inside an element uses the public configuration of the element's API root.
 */
export const FeedbackHost = memo(function FeedbackHost({ supportEmail }: { supportEmail?: string | undefined }) {
  const owner = useMemo(() => Symbol('feedback-host'), []);
  useEffect(() => feedback.claim(owner), [owner]);
  const isOwner = useStore(feedbackStore, (s) => s.owners[0] === owner);
  const element = useElementContext();
  // Fetched only by the host that renders the dialog, and only inside an element: the standalone's
  // own host (outside any element) gets the address as a prop, even while it is still loading.
  const configured = useSupportEmail(isOwner && element && supportEmail === undefined ? element.apiBase : null);
  const snack = useStore(feedbackStore, (s) => s.snack);
  const reconnect = useStore(feedbackStore, (s) => s.reconnect);
  const { t } = useTexts();
  if (!isOwner) return null;
  return (
    <>
      <div aria-live="polite" role="status">
        {snack ? (
          <div className="fsp-snackbar" data-kind={snack.kind} part="snackbar">
            <span>{snack.text}</span>
            <button type="button" onClick={() => feedback.dismiss(snack.id)}>
              {t('close')}
            </button>
          </div>
        ) : null}
      </div>
      {reconnect ? <ReconnectDialog text={reconnect.text} supportEmail={supportEmail ?? configured} /> : null}
    </>
  );
});

function ReconnectDialog({ text, supportEmail }: { text: string; supportEmail?: string | undefined }) {
  const ref = useRef<HTMLDialogElement>(null);
  const apiBase = useApiBase();
  const { t } = useTexts();
  useEffect(() => {
    const dialog = ref.current;
    // A host whose element is leaving the page (taking over for a moment while the elements before
    // it unmount) has its dialog outside any document: showModal would throw there.
    if (dialog && dialog.isConnected && !dialog.open) dialog.showModal();
    const poll = setInterval(() => {
      const headers = new Headers();
      const id = sessionStore.getState().sessionId;
      if (id) headers.set(SESSION_HEADER, id);
      getTransport()(`${apiBase}/authentication`, { headers, cache: 'no-store' }).then(
        (res) => {
          if (res.status === 200 || res.status === 201 || res.status === 401) page.reload();
        },
        () => undefined, // still no contact: keep polling
      );
    }, RECONNECT_POLL_MS);
    return () => clearInterval(poll);
  }, [apiBase]);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return (
    // A blocking dialog: Escape does not close it, only the server coming back does.
    <dialog ref={ref} className="fsp-dialog" aria-labelledby="fsp-reconnect-title" onCancel={(e) => e.preventDefault()} part="reconnect-dialog">
      <h2 id="fsp-reconnect-title">{t('reconnect.title')}</h2>
      <p>{text}</p>
      <p>{t('reconnect.waiting')}</p>
      {online && supportEmail ? <p>{t('reconnect.support', { email: supportEmail })}</p> : null}
    </dialog>
  );
}
