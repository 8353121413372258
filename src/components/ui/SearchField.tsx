import { useId, useRef, type KeyboardEvent } from 'react';
import { SEARCH_TEXT_MAX_LENGTH } from '@/lib/searchText';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import './ui.css';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The clear button's action; onChange('') when absent. */
  onClear?: () => void;
  /** The field's label (always in the accessibility tree; `hideLabel` only hides it from sight). */
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  /** Enter submits the trimmed query; blank or whitespace-only queries are ignored (docs/product.md §5). */
  onSubmit?: (query: string) => void;
  id?: string;
  className?: string;
}

/**
 * A labelled search input with a clear button that appears once there is text. Every one feeds an
 * API search, so it takes no more than the API accepts (a longer text would fail with a 400).
 */
export function SearchField({
  value,
  onChange,
  onClear,
  label,
  hideLabel = false,
  placeholder,
  onSubmit,
  id,
  className,
}: SearchFieldProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const inputId = id ?? `search-${generatedId}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    if (onClear) onClear();
    else onChange('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !onSubmit) return;
    // Inside a caller's <form> this also keeps Enter from submitting it a second time.
    event.preventDefault();
    const query = value.trim();
    if (query) onSubmit(query);
  };

  return (
    <div className={['search-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'search-field__label'}>
        {label}
      </label>
      <div className="search-field__control">
        <Icon name="search" size={20} className="search-field__icon" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="input search-field__input"
          value={value}
          placeholder={placeholder}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {value !== '' && (
          <button type="button" className="search-field__clear icon-button" onClick={clear} aria-label={t('search.clear')} title={t('search.clear')}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
