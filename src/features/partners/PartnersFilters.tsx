import { useId, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { Category } from '@/api';
import { useAppSelector } from '@/store';
import { CategorySelect } from '@/components/ui/CategorySelect';
import { FilterPanel } from '@/components/ui/FilterPanel';
import { formatNumber } from '@/lib/format';
import { selectPartnersQuery } from './partnersQuerySlice';
import type { BusinessType, PartnersQuery } from './partnersUrl';

export interface PartnersFiltersProps {
  /** The dropdown's choices; empty while they load (the current choice still shows). */
  categories: Category[];
  /** A visitor's change of one or more filters (the list state's `set`). */
  onChange: (changes: Partial<PartnersQuery>) => void;
  /** Shown as Clear All while a filter or search is active. */
  onClearAll?: () => void;
}

const businessTypes: { value: BusinessType; label: 'filters.all' | 'filters.family' | 'filters.locallyMade' }[] = [
  { value: 'all', label: 'filters.all' },
  { value: 'family_business', label: 'filters.family' },
  { value: 'locally_made', label: 'filters.locallyMade' },
];

/** The filter sidebar: always open from tablet width up, a collapsible panel on phones. */
export function PartnersFilters({ categories, onChange, onClearAll }: PartnersFiltersProps) {
  const { t, i18n } = useTranslation('partners');
  const [open, setOpen] = useState(false);
  // The slice changes with the visitor's choice at once, before the URL that carries it.
  const shown = useAppSelector(selectPartnersQuery);
  const panelId = useId();
  const radioName = useId();
  const activeCount = (shown.filter !== 'all' ? 1 : 0) + (shown.category !== null ? 1 : 0) + (shown.open_now ? 1 : 0);

  return (
    <FilterPanel
      id={panelId}
      title={t('filters.title')}
      open={open}
      onToggle={() => setOpen((value) => !value)}
      badge={activeCount}
      collapsibleBelow={900}
      onClear={onClearAll}
      clearLabel={t('filters.clearAll')}
      className="partners-filters"
    >
      <fieldset className="partners-filters__group">
        <legend className="partners-filters__legend">{t('filters.businessType')}</legend>
        {businessTypes.map((type) => (
          <label key={type.value} className="row partners-filters__radio">
            <input
              type="radio"
              name={radioName}
              value={type.value}
              checked={shown.filter === type.value}
              onChange={() => onChange({ filter: type.value })}
            />
            <span>{t(type.label)}</span>
          </label>
        ))}
      </fieldset>
      <CategorySelect
        className="partners-filters__group"
        label={t('filters.category')}
        labelClassName="partners-filters__legend"
        categories={categories}
        value={shown.category}
        onChange={(category) => onChange({ category })}
        allLabel={t('filters.allCategories')}
        unknownLabel={(id) => formatNumber(id, i18n.language)}
      />
      <div className="partners-filters__group">
        <label className="row partners-filters__radio">
          <input type="checkbox" checked={shown.open_now} onChange={(event) => onChange({ open_now: event.target.checked })} />
          <span>{t('filters.openNow')}</span>
        </label>
      </div>
    </FilterPanel>
  );
}
