/**
 * The header's logout: the session's own logout call (a single-sign-on session has its own), then
 * the root or the single sign-out address. When the server cannot log the session out, the user
 * stays logged in and an error dialog offers to try again (spec 1 §8 "unable to log out").
 */
import { memo, useState } from 'react';
import type { PublicConfiguration } from '../contract/authentication.ts';
import { Button } from '../core/ui/components.tsx';
import { Dialog } from '../core/ui/dialog.tsx';
import { leavePortal } from './enter.ts';
import { useStandaloneTexts } from './texts.ts';

export const LogoutButton = memo(function LogoutButton({ configuration, go = (url) => location.assign(url) }: { configuration: PublicConfiguration | null; go?: (url: string) => void }) {
  const { t, lang } = useStandaloneTexts();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await leavePortal(lang, configuration?.singleSignOutUrl ?? null, go);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="logout" aria-busy={busy || undefined} disabled={busy} onClick={() => void run()}>
        {t('header.logout')}
      </button>
      <Dialog
        open={failed}
        title={t('logout.failedTitle')}
        onClose={() => setFailed(false)}
        actions={
          <>
            <Button onClick={() => void run()} busy={busy}>
              {t('logout.retry')}
            </Button>
            <Button variant="secondary" onClick={() => setFailed(false)}>
              {t('logout.close')}
            </Button>
          </>
        }
      >
        <p>{t('logout.failed')}</p>
      </Dialog>
    </>
  );
});
