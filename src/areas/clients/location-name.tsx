/**
 * A place's name as spec 2 §6 and spec 3 §6 have it shown (the rule: `location.ts`): a client
 * location (facility category 5) whose client the user may open is a link to that client (a
 * cancelable `fsp-navigate`, as every link of an element); one the user may not open is plain text
 * with NOT_AUTHORIZED_TO_MUNICIPALITY beside it, as the client search shows such a client's name
 * (not a link, the authorization said); any other place is its name. The element gives the link's
 * and the note's classes (its own link colour and muted text), so the component brings no
 * stylesheet.
 */
import { useTexts } from '../../core/i18n/index.ts';
import { useNavigateLink } from '../../core/ui/links.ts';
import { locationShown, type LocationFacility } from './location.ts';

export function LocationName({ facility, name, linkClassName, noteClassName }: {
  facility: LocationFacility;
  /** What the place is called on this screen (e.g. its code and label). */
  name: string;
  /** The class of the link to the client. */
  linkClassName: string;
  /** The class of the NOT_AUTHORIZED_TO_MUNICIPALITY note. */
  noteClassName: string;
}) {
  const { t } = useTexts();
  const link = useNavigateLink();
  const shown = locationShown(facility);
  if (shown.kind === 'client') {
    return (
      <a className={linkClassName} href={shown.path} onClick={(e) => link(e, shown.path)} part="client-link">
        {name}
      </a>
    );
  }
  if (shown.kind === 'notAuthorized') {
    return (
      <>
        <span part="client-name">{name}</span> <span className={noteClassName}>{t('errors.NOT_AUTHORIZED_TO_MUNICIPALITY')}</span>
      </>
    );
  }
  return <>{name}</>;
}
