/** Root component of <fsp-mobile-id>: Mobile BankID login with the animated QR code or the app on this device. */
import { useEffect, useState } from 'react';
import type { MobileIdHint } from '../../contract/mobile-id.ts';
import { useElementContext } from '../../core/element/context.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { Button, Spinner } from '../../core/ui/components.tsx';
import { useMobileIdOrder } from './api.ts';
import { QrCode } from './components/qr-code.tsx';
import { NS } from './ns.ts';
import { autoStartLink, isMobileDevice, QR_SIZE } from './qr.ts';

/** If the page is not left (blurred or hidden) within this time, the app did not start. */
export const APP_START_MS = 3000;

export function failureText(hint: MobileIdHint | null): 'cancelled' | 'didNotStart' | 'failed' {
  if (hint === 'userCancel') return 'cancelled';
  if (hint === 'expiredTransaction') return 'didNotStart';
  return 'failed';
}

export type MobileIdProps = { device: string | null };

export function MobileId({ device }: MobileIdProps) {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const { state, restart, openingHere } = useMobileIdOrder();
  const mobile = device === 'mobile' || (device !== 'desktop' && isMobileDevice(navigator.userAgent));
  const [chosen, setChoice] = useState<'this' | 'other' | null>(null);
  // An order taken up again after the app sent the user back to this page: it was opened on this device.
  const choice = chosen ?? (state.phase === 'pending' && state.openedHere ? 'this' : null);
  const [appDidNotStart, setAppDidNotStart] = useState(false);

  useEffect(() => {
    if (state.phase !== 'complete') return;
    const path = `/?loginToken=${encodeURIComponent(state.order.orderRef)}`;
    if (ctx?.emit('fsp-navigate', { path }, true) ?? true) window.location.assign(path);
  }, [state, ctx]);

  const tryAgain = () => {
    setChoice(null);
    setAppDidNotStart(false);
    restart();
  };

  const openOnThisDevice = (href: string) => {
    setChoice('this');
    openingHere();
    let left = false;
    const onLeave = () => {
      left = true;
    };
    window.addEventListener('blur', onLeave, { once: true });
    document.addEventListener('visibilitychange', onLeave, { once: true });
    setTimeout(() => {
      window.removeEventListener('blur', onLeave);
      document.removeEventListener('visibilitychange', onLeave);
      if (!left) setAppDidNotStart(true);
    }, APP_START_MS);
    window.location.href = href;
  };

  let body;
  if (appDidNotStart) body = <Failure text={t('appDidNotStart')} onRetry={tryAgain} />;
  else if (state.phase === 'starting') body = <Spinner label={t('starting')} />;
  else if (state.phase === 'error') body = <Failure text={state.message ?? t('unknown')} onRetry={tryAgain} />;
  else if (state.phase === 'failed') body = <Failure text={t(failureText(state.hint))} onRetry={tryAgain} />;
  else if (state.phase === 'complete') body = <p className="status" role="status">{t('success')}</p>;
  else if (state.hint === 'userSign') body = <p className="status" role="status">{t('waitingForAuth')}</p>;
  else if (mobile && choice === null) {
    const href = autoStartLink(state.order.autoStartToken, navigator.userAgent, window.location.href);
    body = (
      <div className="choices">
        <Button onClick={() => openOnThisDevice(href)}>{t('thisDevice')}</Button>
        <Button variant="secondary" onClick={() => setChoice('other')}>
          {t('otherDevice')}
        </Button>
      </div>
    );
  } else if (choice === 'this') body = <p className="status" role="status">{t('waitingForApp')}</p>;
  else {
    body = (
      <>
        <ol className="steps" aria-label={t('steps')}>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
        {state.qr ? <QrCode value={state.qr} size={QR_SIZE} label={t('qr')} /> : <Spinner />}
        <p className="status" role="status">
          {t('waitingForApp')}
        </p>
      </>
    );
  }

  return (
    <section className="mobile-id" part="container" aria-labelledby="mobile-id-title">
      <h1 id="mobile-id-title">{t('title')}</h1>
      <div className="panel">{body}</div>
    </section>
  );
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTexts(NS);
  return (
    <>
      <p className="fsp-alert" role="alert">
        {text}
      </p>
      <Button onClick={onRetry}>{t('tryAgain')}</Button>
    </>
  );
}
