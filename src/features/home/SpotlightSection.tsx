import { useTranslation } from 'react-i18next';
import { useGetAllActiveAdsByTypeQuery } from '@/api';
import { AdCard, adImage, CardSkeletons } from '@/components/cards';
import { AsyncSection, CardList, EmptyState } from '@/components/ui';
import { HomeSection } from './HomeSection';
import { HOME_LIMITS, HOME_SKELETONS, HOME_SPOTLIGHT_QUERY } from './queries';
import { sectionErrorMessage } from './sectionError';

/** Business Spotlight: up to 10 level 2 ads, only those with at least one image. */
export function SpotlightSection() {
  const { t } = useTranslation('home');
  const query = useGetAllActiveAdsByTypeQuery(HOME_SPOTLIGHT_QUERY);
  const { data } = query;
  // The server filters (withImages); checking again keeps an imageless ad off even on an older host.
  const ads = (data?.results ?? []).filter((ad) => adImage(ad) !== null).slice(0, HOME_LIMITS.spotlight);

  // Spec §8: on an error the list is emptied and the error box says why.
  const body = (
    <AsyncSection
      query={query}
      loading={<div className="grid">
        <CardSkeletons count={HOME_SKELETONS.spotlight} kind="ad" variant="spotlight" />
      </div>}
      errorMessage={(error) => sectionErrorMessage(error, t('spotlight.error'))}
      isEmpty={() => ads.length === 0}
      empty={<EmptyState title={t('spotlight.emptyTitle')} message={t('spotlight.emptyMessage')} icon="sparkle" headingLevel={3} />}
    >
      {() => (
        <CardList items={ads} className="grid home-list" renderItem={(ad) => <AdCard ad={ad} variant="spotlight" />} />
      )}
    </AsyncSection>
  );

  return (
    <HomeSection name="spotlight">
      {body}
    </HomeSection>
  );
}
