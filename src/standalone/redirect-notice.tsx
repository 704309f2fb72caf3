/**
 * The redirect notice screen (spec 1 §2 "Shell"): says the user is being sent to another
 * application, counts down from 5 seconds with a 1-second interval while showing that the
 * authentication is in progress, and offers a fallback link; at 0 the browser goes to the target.
 *
 * For screen readers the countdown is not announced every second: the visible count is ordinary
 * text, and one polite live region says the redirect once when it starts and once when it happens.
 */
import { useEffect, useRef, useState } from 'react';
import { useStandaloneTexts } from './texts.ts';

/** Spec 1 §9: redirect countdown 5 seconds. */
export const REDIRECT_SECONDS = 5;
export const REDIRECT_TICK_MS = 1000;

/** How the browser leaves for the target; replaced in tests and stories. */
export const leavePage = (url: string): void => location.assign(url);

export type RedirectNoticeProps = {
  /** Where the user is sent (an absolute URL or a path). */
  target: string;
  /** @default 5 */
  seconds?: number;
  /** Called once with the target when the countdown reaches 0. @default location.assign */
  assign?: (url: string) => void;
};

export function RedirectNotice({ target, seconds = REDIRECT_SECONDS, assign = leavePage }: RedirectNoticeProps) {
  const { t } = useStandaloneTexts();
  const [left, setLeft] = useState(seconds);
  const done = left <= 0;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), REDIRECT_TICK_MS);
    return () => clearInterval(timer);
  }, [done]);

  // Leave once, whatever re-renders follow (a new `assign` function on every parent render).
  const gone = useRef(false);
  useEffect(() => {
    if (!done || gone.current) return;
    gone.current = true;
    assign(target);
  }, [done, assign, target]);

  return (
    <section className="redirect-notice" aria-labelledby="redirect-title" data-testid="redirect-notice">
      <h1 id="redirect-title">{t('redirect.title')}</h1>
      <div className="redirect-progress">
        {/* The spinning ring around the count is the authentication-in-progress indicator. */}
        <span className="redirect-count" aria-hidden="true">
          {left}
        </span>
        <div>
          <p className="redirect-authenticating">{t('redirect.authenticating')}</p>
          <p className="redirect-countdown">{done ? t('redirect.now') : t('redirect.countdown', { count: left })}</p>
        </div>
      </div>
      <p className="fsp-visually-hidden" role="status">
        {done ? t('redirect.now') : t('redirect.countdown', { count: seconds })}
      </p>
      <p className="redirect-fallback">
        {t('redirect.fallback')}{' '}
        {/* target="_self": the standalone's router leaves links with a target alone, so this really leaves the page. */}
        <a href={target} target="_self">
          {t('redirect.link')}
        </a>
      </p>
    </section>
  );
}
