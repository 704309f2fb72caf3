/**
 * The access message (spec 1 §4): the terms in app data, in a modal that opens 1 second after they
 * arrive. Confirm needs the GDPR checkbox; closing without accepting logs out with "User message
 * not accepted", since the server answers nothing else until the terms are accepted.
 */
import { useEffect, useState } from 'react';
import type { AppData } from '../contract/authentication.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { apiFor } from '../core/http/query.ts';
import { loadAppData, logout } from '../core/session/bootstrap.ts';
import { Button } from '../core/ui/components.tsx';
import { Dialog } from '../core/ui/dialog.tsx';
import { feedback } from '../core/ui/feedback.ts';
import { navigate } from './router.ts';
import { useStandaloneTexts } from './texts.ts';

export const ACCESS_MESSAGE_DELAY_MS = 1000;

export function AccessMessage({ message }: { message: NonNullable<AppData['accessMessage']> }) {
  const { t, lang } = useStandaloneTexts();
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), ACCESS_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  async function accept() {
    setBusy(true);
    try {
      await apiFor(DEFAULT_API_BASE, lang)('put', 'fsp/v1/user/message', { json: { accepted: true } });
      await loadAppData(DEFAULT_API_BASE, lang);
    } catch {
      setBusy(false); // the catalogue said why; the dialog stays
    }
  }

  function reject() {
    setOpen(false);
    void logout(DEFAULT_API_BASE, lang, { force: true }).finally(() => {
      navigate('/', { replace: true });
      feedback.snack(t('access.notAccepted'), 'error');
    });
  }

  return (
    <>
      <p className="fsp-notice" role="status">
        {t('access.pending')}
      </p>
      <Dialog
        open={open}
        title={message.messageDescription}
        onClose={reject}
        actions={
          <>
            <Button variant="secondary" onClick={reject}>
              {t('access.decline')}
            </Button>
            <Button onClick={() => void accept()} disabled={!checked} busy={busy}>
              {t('access.confirm')}
            </Button>
          </>
        }
      >
        {message.message.split(/\n+/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <label className="checkbox">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
          {t('access.gdpr')}
        </label>
      </Dialog>
    </>
  );
}
