import { useState } from 'react';
import { focusRegionOf } from '@/lib/mainContent';
import { useTranslation } from '@/lib/useTranslation';
import { useGetAllActiveAdsByTypeQuery } from '@/api';
import { AdCard } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { CardList, NewsletterForm } from '@/components/ui';
import { HomeSection } from './HomeSection';
import { HomeSectionStates } from './HomeSectionStates';
import { NewsletterBox } from './NewsletterBox';
import { ARTICLES_MAX, HOME_LIMITS, HOME_NEWS_QUERY } from './queries';

/**
 * Business Insights & News: level 2 ads, the first 30; the first is featured, the rest sit in
 * two columns. No articles screen exists, so 'View All Articles' opens the rest right here
 * (up to the API's page limit of 100).
 */
export function NewsSection() {
  const { t } = useTranslation('home');
  const [limit, setLimit] = useState<number>(HOME_LIMITS.articles);
  const query = useGetAllActiveAdsByTypeQuery({ ...HOME_NEWS_QUERY, l: limit });
  const { data, isFetching } = query;
  const articles = (data?.results ?? []).slice(0, limit);
  const total = data?.count ?? 0;
  const [featured, ...rest] = articles;
  const canShowMore = limit < ARTICLES_MAX && total > articles.length;

  const body = (
    <HomeSectionStates name="news" query={query} isEmpty={() => !featured}>
      {() => (
        <>
          <div className="home-news">
            <div className="home-news__featured">
              <span className="badge badge--brand home-news__badge">{t('news.featured')}</span>
              <AdCard ad={featured} variant="featured" />
            </div>
            {rest.length > 0 && (
              <CardList items={rest} className="home-news__columns home-list cards-skipped-until-near" renderItem={(ad) => <AdCard ad={ad} variant="compact" />} />
            )}
          </div>
          <p className="section-note" aria-live="polite">
            {t('news.showing', { shown: articles.length, total })}
          </p>
          {canShowMore && (
            <div className="home-actions home-actions--center">
              <button
                type="button"
                className="button button--primary"
                onClick={(event) => {
                  // The button goes once the rest has come: the keyboard waits at the section's start.
                  focusRegionOf(event.currentTarget);
                  setLimit(ARTICLES_MAX);
                }}
                disabled={isFetching}
                aria-busy={isFetching}
              >
                {isFetching ? t('news.loadingMore') : t('news.viewAll')}
                <Icon name="arrowForward" size={18} />
              </button>
            </div>
          )}
        </>
      )}
    </HomeSectionStates>
  );

  return (
    <HomeSection name="news">
      {body}
      <NewsletterBox icon="mail" title={t('news.newsletterTitle')} text={t('news.newsletterText')} light>
        <div>
          <NewsletterForm name="news" />
          <p className="home-deal__privacy">{t('news.privacy')}</p>
        </div>
      </NewsletterBox>
    </HomeSection>
  );
}
