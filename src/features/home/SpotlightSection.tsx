import { useGetAllActiveAdsByTypeQuery } from '@/api';
import { AdCard } from '@/components/cards';
import { adImage } from '@/lib/recordImages';
import { CardList } from '@/components/ui';
import { HomeSection } from './HomeSection';
import { HomeSectionStates } from './HomeSectionStates';
import { HOME_LIMITS, HOME_SPOTLIGHT_QUERY } from './queries';

/** Business Spotlight: up to 10 level 2 ads, only those with at least one image. */
export function SpotlightSection() {
  const query = useGetAllActiveAdsByTypeQuery(HOME_SPOTLIGHT_QUERY);
  const { data } = query;
  // The server filters (withImages); checking again keeps an imageless ad off even on an older host.
  const ads = (data?.results ?? []).filter((ad) => adImage(ad) !== null).slice(0, HOME_LIMITS.spotlight);

  const body = (
    <HomeSectionStates name="spotlight" query={query} isEmpty={() => ads.length === 0}>
      {() => (
        <CardList items={ads} className="grid home-list cards-skipped-until-near" renderItem={(ad) => <AdCard ad={ad} variant="spotlight" />} />
      )}
    </HomeSectionStates>
  );

  return (
    <HomeSection name="spotlight">
      {body}
    </HomeSection>
  );
}
