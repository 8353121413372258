import { SaveButton, type SaveButtonProps } from './SaveButton';
import { ShareButton } from './ShareButton';
import './saved.css';

export interface DetailActionsProps extends Pick<SaveButtonProps, 'kind' | 'id' | 'names'> {
  /** The title the share sheet offers (the name in the visitor's language). */
  title: string;
  description?: string;
}

/** Save and Share, side by side under a partner's, offer's or product's title. */
export function DetailActions({ kind, id, names, title, description }: DetailActionsProps) {
  return (
    <div className="detail-actions">
      <SaveButton kind={kind} id={id} names={names} variant="labelled" />
      <ShareButton title={title} text={description} />
    </div>
  );
}
