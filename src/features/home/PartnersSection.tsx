import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  useGetActiveFamilyBusinessesQuery,
  useGetActiveLocallyMadeCompaniesQuery,
  useGetPagingActiveCompaniesQuery,
} from '@/api';
import { CompanyCard } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { CardList } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { HomeSection } from './HomeSection';
import { HomeSectionStates } from './HomeSectionStates';
import { StatList } from './StatList';
import { HOME_FAMILY_QUERY, HOME_LIMITS, HOME_LOCALLY_MADE_QUERY, HOME_PARTNERS_QUERY, HOME_SKELETONS } from './queries';

type PartnerFilter = 'all' | 'family' | 'madeInOman';

/**
 * Our Trusted Partners: three already-loaded company sets (all, family, made in Oman); the chips
 * only switch which set the cards show. Every count is the server's `count`, not rows counted here.
 */
export function PartnersSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const [filter, setFilter] = useState<PartnerFilter>('all');

  const sets = {
    all: useGetPagingActiveCompaniesQuery(HOME_PARTNERS_QUERY),
    family: useGetActiveFamilyBusinessesQuery(HOME_FAMILY_QUERY),
    madeInOman: useGetActiveLocallyMadeCompaniesQuery(HOME_LOCALLY_MADE_QUERY),
  };
  const shown = sets[filter];
  const companies = (shown.data?.results ?? []).slice(0, HOME_LIMITS.partners);

  const countText = (key: PartnerFilter) => {
    const count = sets[key].data?.count;
    return count === undefined ? '—' : formatNumber(count, language);
  };
  const chips: { key: PartnerFilter; label: string }[] = [
    { key: 'all', label: t('partners.all') },
    { key: 'family', label: t('partners.family') },
    { key: 'madeInOman', label: t('partners.madeInOman') },
  ];

  const body = (
    <HomeSectionStates
      name="partners"
      query={shown}
      skeletons={{ count: HOME_SKELETONS.partners, kind: 'company' }}
      errorMessage={errorMessage}
      isEmpty={() => companies.length === 0}
      emptyIcon="building"
      emptyAction={
        filter !== 'all' ? (
          <button type="button" className="button button--primary" onClick={() => setFilter('all')}>
            {t('partners.showAll')}
          </button>
        ) : undefined
      }
    >
      {() => (
        <CardList
          items={companies}
          className="grid home-list"
          label={chips.find((chip) => chip.key === filter)?.label}
          renderItem={(company) => <CompanyCard company={company} />}
        />
      )}
    </HomeSectionStates>
  );

  return (
    <HomeSection name="partners" alt>
      <div className="home-chips" role="group" aria-label={t('partners.filterLabel')}>
        {chips.map((chip) => (
          <button
            key={chip.key}
            type="button"
            className="home-chip"
            aria-pressed={filter === chip.key}
            onClick={() => setFilter(chip.key)}
          >
            {chip.label}
            <span className="home-chip__count">{countText(chip.key)}</span>
          </button>
        ))}
      </div>

      {body}

      <StatList
        className="home-summary"
        label={t('partners.summaryLabel')}
        stats={[
          { key: 'all', label: t('partners.summaryTotal'), value: countText('all') },
          { key: 'family', label: t('partners.summaryFamily'), value: countText('family') },
          { key: 'madeInOman', label: t('partners.summaryMadeInOman'), value: countText('madeInOman') },
        ]}
      />

      <div className="home-actions">
        <Link className="button button--primary" to={paths.partners.getHref()}>
          {t('partners.seeMore')}
          <Icon name="arrowForward" size={18} />
        </Link>
        <Link className="button button--secondary" to={paths.register.getHref()}>
          {t('partners.joinUs')}
        </Link>
      </div>
    </HomeSection>
  );
}
