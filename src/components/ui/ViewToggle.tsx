import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import './ui.css';

export type ViewMode = 'grid' | 'list';

export interface ViewToggleProps {
  view: ViewMode;
  onChange: (view: ViewMode) => void;
  /** id of a visible label for the group; otherwise the group is named 'Layout'. */
  labelledBy?: string;
}

const modes: readonly ViewMode[] = ['grid', 'list'];

/** Grid/list switch: two toggle buttons (aria-pressed), icon plus a name screen readers say. */
export function ViewToggle({ view, onChange, labelledBy }: ViewToggleProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      className="view-toggle"
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('view.label')}
    >
      {modes.map((mode) => {
        const name = t(mode === 'grid' ? 'view.grid' : 'view.list');
        return (
          <button
            key={mode}
            type="button"
            className="view-toggle__button icon-button"
            aria-pressed={view === mode}
            title={name}
            onClick={() => {
              if (view !== mode) onChange(mode);
            }}
          >
            <Icon name={mode} size={20} />
            <span className="visually-hidden">{name}</span>
          </button>
        );
      })}
    </div>
  );
}
