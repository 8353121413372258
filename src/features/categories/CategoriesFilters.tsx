import { useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { categoryColor } from '@/components/cards';
import { FilterPanel, SearchField } from '@/components/ui';
import { localName } from '@/lib/names';
import type { SelectedCategoryState } from './useSelectedCategory';

/** Below this width the filters panel folds away (the detail panel already shows the choice). */
const FILTERS_COLLAPSIBLE_BELOW = 960;

export interface CategoriesFiltersProps {
  search: { draft: string; setDraft: (text: string) => void; clear: () => void };
  selection: string | null;
  selected: SelectedCategoryState;
  onClose: () => void;
}

/** The aside of the categories screen: the search field, and the filters panel naming the open category. */
export function CategoriesFilters({ search, selection, selected, onClose }: CategoriesFiltersProps) {
  const { t } = useTranslation('categories');
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <aside className="categories-layout__aside stack">
      <SearchField
        id="categories-search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search.draft}
        onChange={search.setDraft}
        onClear={search.clear}
      />
      <FilterPanel
        id="categories-filters"
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
        collapsibleBelow={FILTERS_COLLAPSIBLE_BELOW}
        badge={selection !== null ? 1 : undefined}
        onClear={selection !== null ? onClose : undefined}
      >
        {selection === null ? (
          <p className="categories-filters__none">{t('filters.none')}</p>
        ) : (
          <div className="categories-filters__selected">
            <span className="categories-filters__label">{t('filters.selected')}</span>
            <SelectedChip selected={selected} />
          </div>
        )}
      </FilterPanel>
    </aside>
  );
}

/** The open category's chip: its name in its colour, 'not found', or a quiet placeholder while it loads. */
function SelectedChip({ selected }: { selected: SelectedCategoryState }) {
  const { t, i18n } = useTranslation('categories');
  if (selected.status === 'found') {
    return (
      <span className="categories-filters__chip" style={{ '--category-color': categoryColor(selected.category) } as CSSProperties}>
        <span className="categories-filters__dot" aria-hidden="true" />
        <bdi>{localName(selected.category, i18n.language)}</bdi>
      </span>
    );
  }
  if (selected.status === 'notFound') {
    return <span className="categories-filters__chip categories-filters__chip--missing">{t('notFound.title')}</span>;
  }
  return <span className="categories-filters__chip categories-filters__chip--pending" aria-hidden="true" />;
}
