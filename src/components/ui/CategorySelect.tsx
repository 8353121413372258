import { useTranslation } from '@/lib/useTranslation';
import type { Category } from '@/api';
import { parsePositiveInt } from '@/lib/positiveInt';
import { localName } from '@/lib/names';
import { SelectField, type SelectFieldProps } from './SelectField';

export interface CategorySelectProps extends Pick<SelectFieldProps, 'label' | 'labelClassName' | 'className'> {
  categories: readonly Category[];
  /** The chosen category's id; null is "all categories". */
  value: number | null;
  onChange: (category: number | null) => void;
  /** The first option, which clears the choice. */
  allLabel: string;
  /** The option for a linked id the names do not (yet) include. */
  unknownLabel: (id: number) => string;
}

/** The call for a filter's categories (every active one; there are ~40): one cached answer for every list screen. */
export const CATEGORY_CHOICES_ARGS = { l: 100 };

/** A list screen's category filter: all, then each category by its name in the page's language. */
export function CategorySelect({ categories, value, onChange, allLabel, unknownLabel, ...field }: CategorySelectProps) {
  const { i18n } = useTranslation();
  const known = value === null || categories.some((item) => item.id === value);
  return (
    <SelectField {...field} value={value === null ? '' : String(value)} onChange={(event) => onChange(parsePositiveInt(event.target.value))}>
      <option value="">{allLabel}</option>
      {/* Keeps a linked id selectable while the names load. */}
      {!known && <option value={String(value)}>{unknownLabel(value)}</option>}
      {categories.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {localName(item, i18n.language)}
        </option>
      ))}
    </SelectField>
  );
}
