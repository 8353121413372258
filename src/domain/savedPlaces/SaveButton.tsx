import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { localName } from '@/lib/names';
import { isSaved, savedStore, type SavedKind } from './savedPlaces';
import { useSavedPlaces } from './useSavedPlaces';
import './saved.css';

export interface SaveButtonProps {
  kind: SavedKind;
  id: number;
  /** Arabic `name` and English `en_name`, as the API spells them; kept as a snapshot in the list. */
  names: { name?: string | null; en_name?: string | null };
  /**
   * 'icon' (default): a round heart for cards, 36 px (44 px on phones). 'labelled': the page's main
   * Save button with its word beside the heart.
   */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * One tap saves or unsaves a partner, offer or product (no account: the list lives in this
 * browser). A toggle button: `aria-pressed` carries the state, and its name says what it saves.
 */
export function SaveButton({ kind, id, names, variant = 'icon', className }: SaveButtonProps) {
  const { t, i18n } = useTranslation('ui');
  const saved = isSaved(useSavedPlaces(), kind, id);
  const name = localName(names, i18n.language);

  const onClick = () => {
    const ar = names.name?.trim() || names.en_name?.trim() || '';
    const en = names.en_name?.trim() || undefined;
    savedStore().toggle({ kind, id, names: en ? { ar, en } : { ar } });
  };

  const classes = ['save-button', `save-button--${variant}`, saved ? 'is-saved' : '', className].filter(Boolean).join(' ');
  const label = saved ? t('saved.saved') : t('saved.save');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      // The heart alone keeps one name ('Save Acme') and aria-pressed says whether it is saved, as a
      // toggle button should; the labelled one starts its name with the word it shows, 'Save' or
      // 'Saved' (label in name, WCAG 2.5.3).
      aria-label={t('saved.label', { action: variant === 'labelled' ? label : t('saved.save'), name: name || '' }).trim()}
      title={variant === 'icon' ? label : undefined}
      onClick={onClick}
    >
      <Icon name="heart" size={variant === 'icon' ? 20 : 18} className="save-button__heart" />
      {variant === 'labelled' && <span aria-hidden="true">{label}</span>}
    </button>
  );
}
