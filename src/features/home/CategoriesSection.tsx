import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { useGetActiveCategoriesQuery } from '@/api';
import { CategoryCard, categoryColor } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { initialLetter } from '@/components/media';
import { CardList } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { localName } from '@/lib/names';
import { HomeSection } from './HomeSection';
import { HomeSectionStates } from './HomeSectionStates';
import { HOME_CATEGORIES_QUERY, HOME_LIMITS } from './queries';

const POPULAR_LINKS = 3;
const POPULAR_TILES = 4;

/** Browse by Category: the first 12 categories, the "Showing 12 of N" note and Popular This Month. */
export function CategoriesSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const query = useGetActiveCategoriesQuery(HOME_CATEGORIES_QUERY);
  const { data } = query;
  const categories = (data?.results ?? []).slice(0, HOME_LIMITS.categories);
  const total = data?.count ?? 0;

  const body = (
    <HomeSectionStates name="categories" query={query} isEmpty={() => categories.length === 0}>
      {() => (
        <div className="home-categories-layout">
          <div>
            <CardList items={categories} className="home-categories home-list cards-skipped-until-near" renderItem={(category) => <CategoryCard category={category} />} />
            {total > categories.length && (
              <p className="section-note">
                {t('categories.showing', { shown: categories.length, total })}
              </p>
            )}
          </div>

          <aside className="home-popular" aria-labelledby="popular-title">
            <h3 id="popular-title" className="home-popular__title">
              <Icon name="star" size={18} />
              {t('categories.popularTitle')}
            </h3>
            <ol className="home-popular__links" aria-label={t('categories.popularLinks')}>
              {categories.slice(0, POPULAR_LINKS).map((category, rank) => (
                <li key={category.id}>
                  <Link to={paths.category.getHref(category.id)} className="row home-popular__link">
                    <span className="home-popular__rank" aria-hidden="true">
                      {formatNumber(rank + 1, language)}
                    </span>
                    <bdi>{localName(category, language)}</bdi>
                    <Icon name="chevronForward" size={16} />
                  </Link>
                </li>
              ))}
            </ol>
            <ul className="home-popular__tiles" aria-label={t('categories.popularTiles')}>
              {categories.slice(0, POPULAR_TILES).map((category) => {
                const name = localName(category, language);
                const count = Math.max(0, category.company_count ?? 0);
                return (
                  <li key={category.id} className="home-popular__tile" style={{ '--tile-color': categoryColor(category) } as CSSProperties}>
                    <span className="home-popular__letter" aria-hidden="true">
                      {initialLetter(name)}
                    </span>
                    <span className="visually-hidden">
                      <bdi>{name}</bdi>:{' '}
                    </span>
                    <span className="home-popular__count">
                      {t('categories.partnerCount', { count, value: count })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </aside>
        </div>
      )}
    </HomeSectionStates>
  );

  return (
    <HomeSection name="categories" alt viewAll={{ href: paths.categories.getHref(), text: t('categories.viewAll') }}>
      {body}
    </HomeSection>
  );
}
