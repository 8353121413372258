import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/EmptyState';
import { LiveRegion } from '@/components/ui/LiveRegion';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { savedKinds, savedOfKind, savedStore, useSavedPlaces, type SavedItem, type SavedKind } from '@/domain/savedPlaces';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SavedOfferRow, SavedPartnerRow, SavedProductRow } from './SavedRow';
import './saved.css';

const rowOf: Record<SavedKind, ComponentType<{ item: SavedItem; onRemove: (item: SavedItem, name: string) => void }>> = {
  partner: SavedPartnerRow,
  offer: SavedOfferRow,
  product: SavedProductRow,
};

const browseHref: Record<SavedKind, string> = {
  partner: paths.partners.getHref(),
  offer: paths.offers.getHref(),
  // Products live on their partners' pages.
  product: paths.partners.getHref(),
};

/** /saved: the visitor's partners, offers and products, each list with its own empty state. */
export function SavedPage() {
  const { t, i18n } = useTranslation('saved');
  useDocumentTitle(t('title'));
  const state = useSavedPlaces();
  const [removed, setRemoved] = useState('');
  const headings = useRef<Partial<Record<SavedKind, HTMLHeadingElement | null>>>({});

  // One tap removes; focus goes to the list's heading, as the button it was on is gone.
  const onRemove = (item: SavedItem, name: string) => {
    savedStore().remove(item.kind, item.id);
    setRemoved(t('removed', { name }));
    headings.current[item.kind]?.focus();
  };

  const total = state.items.length;
  return (
    <div className="container page saved-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{savedStore().isPersisted() ? t('lead') : t('notPersisted')}</p>
      <LiveRegion visible className="saved-page__summary">
        {removed ? `${removed} ` : ''}
        {t('summary', { count: total })}
      </LiveRegion>

      {savedKinds.map((kind) => {
        const items = savedOfKind(state, kind);
        const Row = rowOf[kind];
        const headingId = `saved-${kind}`;
        return (
          <section key={kind} className="saved-section" aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="saved-section__title"
              tabIndex={-1}
              ref={(element) => {
                headings.current[kind] = element;
              }}
            >
              {t(`${kind}.heading`)}{' '}
              {/* The badge shows the digit; a screen reader hears the count as a phrase ('شركتان', not '٢'). */}
              <span className="saved-section__count" aria-hidden="true">
                ({formatCount(items.length, i18n.language)})
              </span>
              <span className="visually-hidden">{t(`${kind}.headingCount`, { count: items.length })}</span>
            </h2>
            {items.length === 0 ? (
              <EmptyState
                icon="heart"
                headingLevel={3}
                title={t(`${kind}.emptyTitle`)}
                message={t(`${kind}.emptyMessage`)}
                action={
                  <Link className="button button--secondary button--small" to={browseHref[kind]}>
                    {t(`${kind}.emptyAction`)}
                  </Link>
                }
              />
            ) : (
              <ul className="saved-list">
                {items.map((item) => (
                  <Row key={`${item.kind}-${item.id}`} item={item} onRemove={onRemove} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
