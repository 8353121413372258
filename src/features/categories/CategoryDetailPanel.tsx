import { forwardRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { Category } from '@/api';
import { categoryColor, CategoryGlyph, SkeletonHead } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { AsyncSection, EmptyState, OtherName } from '@/components/ui';
import { localName } from '@/lib/names';
import { CategoryLists } from './CategoryLists';
import type { SelectedCategoryState } from './useSelectedCategory';
import './categories.css';

export interface CategoryDetailPanelProps {
  state: Exclude<SelectedCategoryState, { status: 'none' }>;
  /** Where closing leads: the list with the same search and page. */
  closeHref: string;
  onClose: () => void;
}

/**
 * The open category: what it is, how many companies and offers it has, and the first few of
 * each with a way on to the full, filtered lists. Focusable (tabIndex -1) so opening it can move
 * focus here; Escape closes it.
 */
export const CategoryDetailPanel = forwardRef<HTMLElement, CategoryDetailPanelProps>(function CategoryDetailPanel(
  { state, closeHref, onClose },
  ref,
) {
  const { t } = useTranslation('categories');
  const category = state.status === 'found' ? state.category : null;
  const color = category ? categoryColor(category) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const closeButton = (
    <button type="button" className="category-panel__close" aria-label={t('detail.close')} title={t('detail.close')} onClick={onClose}>
      <Icon name="close" size={20} />
    </button>
  );

  // The selection's states, in the one order: loading → error → not found (empty) → the category.
  const body = (
    <AsyncSection<Category | null>
      query={{
        data: state.status === 'found' ? state.category : state.status === 'notFound' ? null : undefined,
        isLoading: state.status === 'loading',
        error: state.status === 'error' ? state.error : undefined,
        refetch: state.status === 'error' ? state.retry : () => undefined,
      }}
      headingLevel={2}
      loading={
        <div className="category-panel__loading" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('detail.loading')}
          </span>
          <SkeletonHead thumb="category-panel__skeleton-icon" />
        </div>
      }
      isEmpty={(found) => found === null}
      empty={
        <EmptyState
          title={t('notFound.title')}
          message={t('notFound.message')}
          icon="info"
          announce
          action={
            <Link to={closeHref} className="button button--primary" onClick={(event) => { event.preventDefault(); onClose(); }}>
              <Icon name="arrowBack" size={18} />
              {t('notFound.back')}
            </Link>
          }
        />
      }
    >
      {(found) => found && <CategorySummary category={found} />}
    </AsyncSection>
  );

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`category-panel category-panel--${state.status}`}
      style={color ? ({ '--category-color': color } as CSSProperties) : undefined}
      aria-labelledby={category ? 'category-panel-title' : undefined}
      aria-label={category ? undefined : t('detail.label')}
      onKeyDown={onKeyDown}
    >
      {closeButton}
      {body}
    </section>
  );
});


/** The open category itself: icon, names, description, then its counts and previews. */
function CategorySummary({ category }: { category: Category }) {
  const { i18n } = useTranslation('categories');
  const language = i18n.language;
  const name = localName(category, language);
  const companyCount = Math.max(0, category.company_count ?? 0);
  return (
    <>
      <header className="category-panel__header">
        <span className="category-panel__icon" aria-hidden="true">
          <CategoryGlyph category={category} name={name} />
        </span>
        <div className="category-panel__titles">
          <h2 id="category-panel-title" className="category-panel__title">
            <bdi>{name}</bdi>
          </h2>
          <OtherName item={category} as="p" className="category-panel__subtitle" />
        </div>
      </header>
      {category.description?.trim() && <p className="category-panel__description" dir="auto">{category.description.trim()}</p>}
      <CategoryLists category={category} companyCount={companyCount} />
    </>
  );
}
