import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import {
  useGetActiveFamilyBusinessesQuery,
  useGetActiveLocallyMadeCompaniesQuery,
  useGetPagingActiveCompaniesQuery,
} from '@/api';
import { CompanyCard } from '@/components/cards';
import { ButtonLinks, CardList } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { HomeSection } from './HomeSection';
import { HomeSectionStates } from './HomeSectionStates';
import { StatList } from './StatList';
import { HOME_FAMILY_QUERY, HOME_LIMITS, HOME_LOCALLY_MADE_QUERY, HOME_PARTNERS_QUERY } from './queries';

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
      isEmpty={() => companies.length === 0}
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
          className="grid home-list cards-skipped-until-near"
          label={chips.find((chip) => chip.key === filter)?.label}
          renderItem={(company) => <CompanyCard company={company} />}
        />
      )}
    </HomeSectionStates>
  );

  return (
    <HomeSection name="partners" alt>
      <PartnerChips chips={chips} filter={filter} onPick={setFilter} countText={countText} />

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

      <ButtonLinks
        className="home-actions"
        primary={{ to: paths.partners.getHref(), label: t('partners.seeMore'), arrow: true }}
        secondary={{ to: paths.register.getHref(), label: t('partners.joinUs') }}
      />
    </HomeSection>
  );
}

interface PartnerChipsProps {
  chips: { key: PartnerFilter; label: string }[];
  filter: PartnerFilter;
  onPick: (filter: PartnerFilter) => void;
  countText: (filter: PartnerFilter) => string;
}

/** The chips that switch the set shown, each with its set's count. */
function PartnerChips({ chips, filter, onPick, countText }: PartnerChipsProps) {
  const { t } = useTranslation('home');
  return (
    <div className="home-chips" role="group" aria-label={t('partners.filterLabel')}>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className="home-chip"
          aria-pressed={filter === chip.key}
          onClick={() => onPick(chip.key)}
        >
          {chip.label}
          <span className="home-chip__count">{countText(chip.key)}</span>
        </button>
      ))}
    </div>
  );
}
