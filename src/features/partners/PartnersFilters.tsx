import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/api';
import { useAppSelector } from '@/app/hooks';
import { FilterPanel } from '@/components/ui/FilterPanel';
import { formatNumber } from '@/lib/format';
import { parsePositiveInt } from '@/lib/listQuery';
import { localName } from '@/lib/names';
import { selectPartnersFilter } from './partnersFilterSlice';
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
  const shown = useAppSelector(selectPartnersFilter);
  const panelId = useId();
  const radioName = useId();
  const selectId = useId();
  const activeCount = (shown.filter !== 'all' ? 1 : 0) + (shown.category !== null ? 1 : 0) + (shown.open_now ? 1 : 0);
  const known = shown.category === null || categories.some((item) => item.id === shown.category);

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
          <label key={type.value} className="partners-filters__radio">
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
      <div className="partners-filters__group">
        <label htmlFor={selectId} className="partners-filters__legend">
          {t('filters.category')}
        </label>
        <select
          id={selectId}
          className="select"
          value={shown.category === null ? '' : String(shown.category)}
          onChange={(event) => onChange({ category: parsePositiveInt(event.target.value) })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {/* Keeps a linked id selectable while the names load. */}
          {shown.category !== null && !known && (
            <option value={String(shown.category)}>{formatNumber(shown.category, i18n.language)}</option>
          )}
          {categories.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {localName(item, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <div className="partners-filters__group">
        <label className="partners-filters__radio">
          <input type="checkbox" checked={shown.open_now} onChange={(event) => onChange({ open_now: event.target.checked })} />
          <span>{t('filters.openNow')}</span>
        </label>
      </div>
    </FilterPanel>
  );
}
