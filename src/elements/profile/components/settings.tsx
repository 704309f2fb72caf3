/** User settings: the catalogue view (grid or list), saved on the server per user. */
import { useEffect, useState } from 'react';
import { USER_SETTINGS_DEFAULTS } from '../defaults.ts';
import { useApi } from '../../../core/http/query.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Spinner, StateMessage, Button } from '../../../core/ui/components.tsx';
import { feedback } from '../../../core/ui/feedback.ts';
import { readSetting, writeSetting } from '../api.ts';
import { NS } from '../ns.ts';

type View = 'grid' | 'list';

export function Settings() {
  const { t } = useTexts(NS);
  const api = useApi();
  const [view, setView] = useState<View | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readSetting(api, 'catalogue-view').then(
      (value) => live && setView(value === 'list' ? 'list' : USER_SETTINGS_DEFAULTS['catalogue-view']),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  if (failed) {
    return (
      <StateMessage
        kind="error"
        title={t('loadFailed')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!view) return <Spinner />;

  async function choose(next: View) {
    const before = view;
    setView(next);
    setBusy(true);
    try {
      await writeSetting(api, 'catalogue-view', next);
      feedback.snack(t('notices.changesSaved'), 'success');
    } catch {
      setView(before); // not saved: show what the server has
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="choices" disabled={busy}>
      <legend>{t('catalogueView')}</legend>
      {(['grid', 'list'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name="catalogue-view" value={v} checked={view === v} onChange={() => void choose(v)} />
          {t(v)}
        </label>
      ))}
    </fieldset>
  );
}
