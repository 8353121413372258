import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router-dom';
import { useGetActiveOffersSummaryQuery, useGetPagingActiveCompaniesQuery, useGetTagsQuery, type Tag } from '@/api';
import { Icon } from '@/components/Icon';
import { ButtonLinks } from '@/components/ui/ButtonLinks';
import { SearchField } from '@/components/ui/SearchField';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { HOME_PARTNERS_QUERY } from './queries';
import { StatList } from './StatList';
import { useTakenOver } from '@/lib/hydration';

/** The success stories the hero counts: a fixed figure (the spec's "50+"), in the language's digits. */
const SUCCESS_STORIES = 50;

/**
 * The spec's six popular searches, in its order. Each runs the search with the term as the
 * visitor reads it (English 'Restaurants', Arabic 'مطاعم'): the directory's names and
 * descriptions are mostly Arabic, so an Arabic visitor's term finds Arabic rows.
 */
export const QUICK_SEARCHES = ['restaurants', 'shopping', 'services', 'healthcare', 'education', 'tourism'] as const;

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/**
 * The tag's text in the visitor's language, or '' when it has none: the hint is one sentence, and
 * an English word inside an Arabic sentence (or the reverse) reads wrongly and is spoken with the
 * wrong voice. `name` is Arabic (older hosts send `tag`), `en_name` English; a host that sends only
 * one text gets it used where its script fits.
 */
export function tagText(tag: Tag, language: string): string {
  const plain = (tag.name || tag.tag || '').trim();
  if (language === 'ar') return ARABIC_SCRIPT.test(plain) ? plain : '';
  const english = tag.en_name?.trim() || plain;
  return english && !ARABIC_SCRIPT.test(english) ? english : '';
}

/** One tag picked at random once per visit to the page (a re-render keeps the same hint). */
function useRandomTag(tags: Tag[] | undefined, language: string): string | null {
  // The dice are rolled once, when the page mounts; the tag list may arrive later. A published
  // page is drawn with the first tag, and so is its hydration (the same HTML); the roll shows after.
  const takenOver = useTakenOver();
  const [rolled] = useState(() => Math.random());
  const roll = takenOver ? rolled : 0;
  return useMemo(() => {
    const usable = (tags ?? []).map((tag) => tagText(tag, language)).filter(Boolean);
    if (usable.length === 0) return null;
    return usable[Math.min(usable.length - 1, Math.floor(roll * usable.length))] ?? null;
  }, [tags, roll, language]);
}

export function HeroSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const [query, setQuery] = useState('');

  // The tags call fails silently (docs/product.md §8): without a tag the default placeholder stays.
  const { data: tags } = useGetTagsQuery();
  const tag = useRandomTag(tags, language);
  const partners = useGetPagingActiveCompaniesQuery(HOME_PARTNERS_QUERY);
  const summary = useGetActiveOffersSummaryQuery();
  const runSearch = useRunSearch();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    runSearch(query);
  };

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <p className="hero__eyebrow">
          <Icon name="sparkle" size={16} />
          {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="hero__title">
          {t('hero.title')}
        </h1>
        <p className="hero__lead">{t('hero.lead')}</p>

        <form className="hero__search" role="search" aria-label={t('hero.searchLabel')} onSubmit={onSubmit}>
          <SearchField
            value={query}
            onChange={setQuery}
            onSubmit={runSearch}
            label={t('hero.searchLabel')}
            hideLabel
            placeholder={tag ? t('hero.searchPlaceholderTag', { tag }) : t('hero.searchPlaceholder')}
            className="hero__search-field"
          />
          <button type="submit" className="button button--primary hero__search-button">
            <Icon name="search" size={18} />
            <span>{t('hero.searchSubmit')}</span>
          </button>
        </form>

        <QuickSearches onSearch={runSearch} />

        <HeroStats partners={partners.data?.count} offers={summary.data?.active_count} />

        <ButtonLinks
          className="hero__actions"
          onDark
          primary={{ to: paths.partners.getHref(), label: t('hero.browsePartners'), arrow: true }}
          secondary={{ to: paths.offers.getHref(), label: t('hero.viewOffers') }}
        />

        <p className="hero__serving">
          <Icon name="pin" size={16} />
          {t('hero.serving')}
        </p>
      </div>
    </section>
  );
}

/** A search: a query that is not blank goes to /search. */
function useRunSearch() {
  const navigate = useNavigate();
  return (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) return; // Blank or whitespace-only queries do nothing.
    navigate(paths.search.getHref(trimmed));
  };
}

/** The popular searches, one button each. */
function QuickSearches({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation('home');
  return (
    <div className="hero__quick" role="group" aria-labelledby="hero-quick-label">
      <span id="hero-quick-label" className="hero__quick-label">
        {t('hero.popular')}
      </span>
      {QUICK_SEARCHES.map((key) => (
        <button key={key} type="button" className="hero__chip" onClick={() => onSearch(t(`hero.quick.${key}`))}>
          {t(`hero.quick.${key}`)}
        </button>
      ))}
    </div>
  );
}

/** Active partners and current offers, counted by the API ('—' until they come), and the success stories. */
function HeroStats({ partners, offers }: { partners: number | undefined; offers: number | undefined }) {
  const { t, i18n } = useTranslation('home');
  const stat = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, i18n.language));
  return (
    <StatList
      className="hero__stats"
      label={t('hero.statsLabel')}
      statClassName={() => 'hero__stat'}
      stats={[
        { key: 'partners', label: t('hero.activePartners'), value: stat(partners) },
        { key: 'offers', label: t('hero.currentOffers'), value: stat(offers) },
        { key: 'stories', label: t('hero.successStories'), value: <bdi>{t('hero.successStoriesValue', { n: SUCCESS_STORIES })}</bdi> },
      ]}
    />
  );
}
