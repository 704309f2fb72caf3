/** Root component of <fsp-profile>: my profile (details, standard location, password) or settings. */
import { useState } from 'react';
import { useElementContext } from '../../core/element/context.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { routes } from '../../core/routes.ts';
import { useAppData } from '../../core/session/app-data.ts';
import { Button, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { LocationForm } from './components/location-form.tsx';
import { PasswordDialog } from './components/password-dialog.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { Settings } from './components/settings.tsx';
import { NS } from './ns.ts';

export type ProfileTab = 'profile' | 'settings';
export type ProfileProps = { tab: string | null };

export function toTab(value: string | null): ProfileTab {
  return value === 'settings' ? 'settings' : 'profile';
}

function Tabs({ tab }: { tab: ProfileTab }) {
  const { t } = useTexts(NS);
  const ctx = useElementContext();
  const go = (next: ProfileTab) => {
    const path = next === 'settings' ? routes.settings() : routes.profile();
    if (ctx?.emit('fsp-navigate', { path }, true) ?? true) ctx?.host.setAttribute('tab', next);
  };
  return (
    <nav aria-label={t('tabs')}>
      <ul className="tabs" part="tabs">
        {(['profile', 'settings'] as const).map((k) => (
          <li key={k}>
            <a
              href={k === 'settings' ? routes.settings() : routes.profile()}
              aria-current={tab === k ? 'page' : undefined}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                go(k);
              }}
            >
              {k === 'settings' ? t('settingsTitle') : t('title')}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Profile({ tab: tabAttribute }: ProfileProps) {
  const { t } = useTexts(NS);
  const tab = toTab(tabAttribute);
  const appData = useAppData();
  const [passwordOpen, setPasswordOpen] = useState(false);

  let body;
  if (appData.status === 'loading') body = <Spinner />;
  else if (appData.status === 'error') {
    const reaction = appData.error instanceof ApiFailure ? appData.error.reaction : null;
    body = reaction?.kind === 'silent-clear' ? (
      <StateMessage kind="error" title={t('notLoggedIn')} text={t('notLoggedInText')} />
    ) : (
      <StateMessage
        kind="error"
        title={t('loadFailed')}
        {...(reaction ? { text: reaction.text } : {})}
        action={<Button variant="secondary" onClick={appData.reload}>{t('retry')}</Button>}
      />
    );
  } else if (tab === 'settings') body = <Settings />;
  else {
    const { information, facility } = appData.data.user;
    body = (
      <>
        <section className="section" aria-labelledby="profile-details">
          <h2 id="profile-details">{t('details')}</h2>
          <ProfileForm key={`${information.firstName}|${information.surname}|${information.phoneNo}|${information.email}`} information={information} />
        </section>
        <section className="section" aria-labelledby="profile-location">
          <h2 id="profile-location">{t('location')}</h2>
          <LocationForm key={facility?.id ?? 0} current={facility?.id ?? null} />
        </section>
        <section className="section" aria-labelledby="profile-password">
          <h2 id="profile-password">{t('changePassword')}</h2>
          <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
            {t('changePassword')}
          </Button>
          <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </section>
      </>
    );
  }

  return (
    <section className="profile" part="container">
      <h1>{tab === 'settings' ? t('settingsTitle') : t('title')}</h1>
      <Tabs tab={tab} />
      {body}
    </section>
  );
}
