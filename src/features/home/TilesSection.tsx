import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetActiveFamilyBusinessesQuery, useGetActiveLocallyMadeCompaniesQuery } from '@/api';
import { Icon } from '@/components/Icon';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { HOME_FAMILY_QUERY, HOME_LOCALLY_MADE_QUERY } from './queries';

/** The two tiles: each loads its company set (shared with the partners chips) and links to the filtered list. */
export function TilesSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const family = useGetActiveFamilyBusinessesQuery(HOME_FAMILY_QUERY);
  const madeInOman = useGetActiveLocallyMadeCompaniesQuery(HOME_LOCALLY_MADE_QUERY);

  const tiles = [
    {
      key: 'madeInOman',
      href: paths.partners.getHref({ filter: 'locally_made' }),
      title: t('tiles.madeInOman'),
      text: t('tiles.madeInOmanText'),
      count: madeInOman.data?.count,
      icon: 'check' as const,
    },
    {
      key: 'family',
      href: paths.partners.getHref({ filter: 'family_business' }),
      title: t('tiles.family'),
      text: t('tiles.familyText'),
      count: family.data?.count,
      icon: 'users' as const,
    },
  ];

  return (
    <section className="section home-tiles-section" aria-label={t('tiles.label')}>
      <div className="container home-tiles">
        {tiles.map((tile) => (
          <Link key={tile.key} to={tile.href} className={`home-tile home-tile--${tile.key}`}>
            <span className="home-tile__icon" aria-hidden="true">
              <Icon name={tile.icon} size={28} />
            </span>
            <span className="home-tile__text">
              <span className="home-tile__title">{tile.title}</span>
              <span className="home-tile__body">{tile.text}</span>
              {tile.count !== undefined && (
                <span className="home-tile__count">
                  <strong>{formatNumber(tile.count, language)}</strong> {t('tiles.companies')}
                </span>
              )}
            </span>
            <span className="home-tile__go" aria-hidden="true">
              <Icon name="arrowForward" size={20} />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
