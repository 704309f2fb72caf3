/**
 * The municipality logos under the welcome block of the logged-out home (spec 1 §1): the emblems
 * of both regional groups, each group under its heading. The emblems and their entries are core's
 * (src/core/ui/municipality-emblem.tsx), since `<fsp-order>` shows the receiver's municipality's too.
 */
import { MUNICIPALITY_GROUPS, MUNICIPALITY_LOGOS, MunicipalityEmblem } from '../core/ui/municipality-emblem.tsx';
import { useStandaloneTexts } from './texts.ts';

export { MUNICIPALITY_GROUPS, MUNICIPALITY_LOGOS, MunicipalityEmblem, nameSize } from '../core/ui/municipality-emblem.tsx';
export type { Emblem, EmblemMotif, EmblemShape, LogoEntry, Municipality } from '../core/ui/municipality-emblem.tsx';

/** The logos of both groups, each group under its heading. */
export function MunicipalityLogos() {
  const { t, lang } = useStandaloneTexts();
  return (
    <section className="municipalities" aria-labelledby="municipalities-title">
      <h2 id="municipalities-title">{t('login.municipalities')}</h2>
      {MUNICIPALITY_GROUPS.map((group) => (
        <div key={group.key} className="municipality-group">
          <h3 id={`municipality-group-${group.key}`}>{t(`login.regionGroups.${group.key}`)}</h3>
          <ul className="municipality-logos" aria-labelledby={`municipality-group-${group.key}`}>
            {group.municipalities.map((name) => (
              <li key={name}>
                <MunicipalityEmblem name={name} entry={MUNICIPALITY_LOGOS[name]} lang={lang} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
