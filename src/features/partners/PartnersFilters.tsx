import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/api';
import { FilterPanel } from '@/components/ui/FilterPanel';
import { formatNumber } from '@/lib/format';
import { localName } from '@/lib/names';
import type { BusinessType } from './partnersUrl';

export interface PartnersFiltersProps {
  businessType: BusinessType;
  category: number | null;
  /** The dropdown's choices; empty while they load (the current choice still shows). */
  categories: Category[];
  onBusinessTypeChange: (type: BusinessType) => void;
  onCategoryChange: (category: number | null) => void;
  /** Shown as Clear All while a filter or search is active. */
  onClearAll?: () => void;
}

const businessTypes: { value: BusinessType; label: 'filters.all' | 'filters.family' | 'filters.locallyMade' }[] = [
  { value: 'all', label: 'filters.all' },
  { value: 'family_business', label: 'filters.family' },
  { value: 'locally_made', label: 'filters.locallyMade' },
];

/** The filter sidebar: always open from tablet width up, a collapsible panel on phones. */
export function PartnersFilters({
  businessType,
  category,
  categories,
  onBusinessTypeChange,
  onCategoryChange,
  onClearAll,
}: PartnersFiltersProps) {
  const { t, i18n } = useTranslation('partners');
  const [open, setOpen] = useState(false);
  // The choice shows at once: the URL update that carries it renders a moment later (a router
  // transition), and a controlled radio would otherwise flick back to the old value meanwhile.
  const [shown, setShown] = useState({ businessType, category });
  const [fromProps, setFromProps] = useState({ businessType, category });
  if (fromProps.businessType !== businessType || fromProps.category !== category) {
    setFromProps({ businessType, category });
    setShown({ businessType, category });
  }
  const panelId = useId();
  const radioName = useId();
  const selectId = useId();
  const activeCount = (businessType !== 'all' ? 1 : 0) + (category !== null ? 1 : 0);
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
              checked={shown.businessType === type.value}
              onChange={() => {
                setShown((current) => ({ ...current, businessType: type.value }));
                onBusinessTypeChange(type.value);
              }}
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
          onChange={(event) => {
            const next = event.target.value ? Number(event.target.value) : null;
            setShown((current) => ({ ...current, category: next }));
            onCategoryChange(next);
          }}
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
    </FilterPanel>
  );
}
