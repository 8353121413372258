import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { useGetActiveFamilyBusinessesQuery, useGetActiveLocallyMadeCompaniesQuery } from '@/api';
import { Icon } from '@/components/Icon';
import { paths } from '@/config/paths';
import { HOME_FAMILY_QUERY, HOME_LOCALLY_MADE_QUERY } from './queries';

/** Each tile's partners filter and icon; its words are `tiles.<key>` and `tiles.<key>Text`. */
const TILES = [
  { key: 'madeInOman', filter: 'locally_made', icon: 'check' },
  { key: 'family', filter: 'family_business', icon: 'users' },
] as const;

/** The two tiles: each loads its company set (shared with the partners chips) and links to the filtered list. */
export function TilesSection() {
  const { t } = useTranslation('home');
  const counts = {
    family: useGetActiveFamilyBusinessesQuery(HOME_FAMILY_QUERY).data?.count,
    madeInOman: useGetActiveLocallyMadeCompaniesQuery(HOME_LOCALLY_MADE_QUERY).data?.count,
  };

  return (
    <section className="section home-tiles-section" aria-labelledby="home-tiles-title">
      {/* Headed like the other home sections, so heading navigation finds the tiles too. */}
      <h2 id="home-tiles-title" className="visually-hidden">
        {t('tiles.label')}
      </h2>
      <div className="container home-tiles">
        {TILES.map((tile) => {
          const count = counts[tile.key];
          return (
            <Link key={tile.key} to={paths.partners.getHref({ filter: tile.filter })} className={`row home-tile home-tile--${tile.key}`}>
              <span className="home-tile__icon" aria-hidden="true">
                <Icon name={tile.icon} size={28} />
              </span>
              <div className="home-tile__text">
                <h3 className="home-tile__title">{t(`tiles.${tile.key}`)}</h3>
                <span className="home-tile__body">{t(`tiles.${tile.key}Text`)}</span>
                {count !== undefined && (
                  // One phrase ("3 companies", "شركة واحدة"): Arabic writes one and two as words.
                  <strong className="home-tile__count">{t('tiles.companyCount', { count })}</strong>
                )}
              </div>
              <span className="home-tile__go" aria-hidden="true">
                <Icon name="arrowForward" size={20} />
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
