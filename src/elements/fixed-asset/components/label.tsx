/**
 * The label (spec 3 §7: GET …/label answers a link opened in a new window). The window is opened
 * in the click itself (about:blank), so a popup blocker lets it through, and is sent to the label
 * when the link comes; if the call fails the window is closed and the failure said here. Should a
 * browser still refuse the window, the link is offered to follow by hand.
 */
import { useState } from 'react';
import { failureText } from '../../../core/http/failure.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import { useLabelLink } from '../api.ts';
import { NS } from '../ns.ts';
import { useApiLink } from '../../../core/ui/links.ts';

export function LabelButton({ id }: { id: number }) {
  const { t } = useTexts(NS);
  const apiLink = useApiLink();
  const label = useLabelLink(id);
  const [refused, setRefused] = useState<string | null>(null);

  const open = () => {
    setRefused(null);
    const win = window.open('about:blank', '_blank');
    if (win) {
      // The label's window has no way back to this page.
      win.opener = null;
      try {
        win.document.title = t('label.opening');
      } catch {
        // Not ours to write to (a browser that gives another origin): the title can wait.
      }
    }
    label.mutate(undefined, {
      onSuccess: ({ url }) => {
        const href = apiLink(url);
        if (win && !win.closed) win.location.href = href;
        else setRefused(href);
      },
      onError: () => {
        if (win && !win.closed) win.close();
      },
    });
  };

  return (
    <div className="label">
      <Button variant="secondary" onClick={open} busy={label.isPending} part="label-button">
        {t('label.open')}
      </Button>
      {label.error ? (
        <div className="fsp-alert" role="alert">
          <p>
            <strong>{t('label.failed')}</strong> {failureText(label.error, t)}
          </p>
        </div>
      ) : null}
      {refused ? (
        <p className="fsp-alert" role="status">
          {t('label.refused')}{' '}
          <a href={refused} target="_blank" rel="noopener noreferrer">
            {t('label.link')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
