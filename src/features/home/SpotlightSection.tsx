import { useTranslation } from 'react-i18next';
import { useGetAllActiveAdsByTypeQuery } from '@/api';
import { AdCard, adImage, CardSkeletons } from '@/components/cards';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBox } from '@/components/ui/ErrorBox';
import { HOME_LIMITS, HOME_SKELETONS, HOME_SPOTLIGHT_QUERY } from './queries';
import { sectionErrorMessage } from './sectionError';

/** Business Spotlight: up to 10 level 2 ads, only those with at least one image. */
export function SpotlightSection() {
  const { t } = useTranslation('home');
  const { data, error, isLoading, refetch } = useGetAllActiveAdsByTypeQuery(HOME_SPOTLIGHT_QUERY);
  // The server filters (withImages); checking again keeps an imageless ad off even on an older host.
  const ads = (data?.results ?? []).filter((ad) => adImage(ad) !== null).slice(0, HOME_LIMITS.spotlight);

  let body;
  if (isLoading) {
    body = (
      <div className="grid">
        <CardSkeletons count={HOME_SKELETONS.spotlight} kind="ad" variant="spotlight" />
      </div>
    );
  } else if (error) {
    body = <ErrorBox message={sectionErrorMessage(error, t('spotlight.error'))} onRetry={() => void refetch()} headingLevel={3} />;
  } else if (ads.length === 0) {
    body = <EmptyState title={t('spotlight.emptyTitle')} message={t('spotlight.emptyMessage')} icon="sparkle" headingLevel={3} />;
  } else {
    body = (
      <ul className="grid home-list">
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard ad={ad} variant="spotlight" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="section" aria-labelledby="spotlight-title">
      <div className="container">
        <div className="section-header">
          <div>
            <h2 id="spotlight-title" className="section-title">
              {t('spotlight.title')}
            </h2>
            <p className="section-subtitle">{t('spotlight.subtitle')}</p>
          </div>
        </div>
        {body}
      </div>
    </section>
  );
}
