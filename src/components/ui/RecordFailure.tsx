import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/Icon';
import { useTranslation } from '@/lib/useTranslation';
import { ErrorBox } from './ErrorBox';

export interface RecordFailureProps {
  /** '<Record> not found': what a detail screen says for anything that went wrong (docs/product.md §8). */
  title: string;
  /** Why a record may be missing, said when it is (a 404, or an id that cannot be one). */
  message: string;
  /** The way out: a link to the list, with an icon before its words if the screen draws one. */
  wayOut: { to: string; label: string; icon?: IconName };
  /**
   * Given for a failure that asking again may mend (the API layer's isRetryable: offline, a
   * timeout, a server error): the words then say the record could not be loaded, and a Retry asks
   * again where the visitor is, with the way out beside it as the second choice. Not for a missing
   * record: asking again would say the same.
   */
  onRetry?: () => void;
  /**
   * The record came but broke the contract where it cannot be shown without (the API layer's
   * isBrokenRecord): the box then says so, whatever the screen's own title.
   */
  broken?: boolean;
}

/** A detail screen whose record could not be shown, with its way out (and a Retry when it may help). */
export function RecordFailure({ title, message, wayOut, onRetry, broken = false }: RecordFailureProps) {
  const { t } = useTranslation('ui');
  const link = (
    <Link to={wayOut.to} className={`button ${onRetry ? 'button--secondary' : 'button--primary'}`}>
      {wayOut.icon && <Icon name={wayOut.icon} size={18} />}
      {wayOut.label}
    </Link>
  );
  // The box's Retry puts the keyboard on the page's main content (no section holds the box), where
  // the skeleton and then the record appear. Its title stands where the record's name would: the
  // page's one h1.
  if (broken) return <ErrorBox title={t('notShown.recordTitle')} message={t('notShown.record')} onRetry={onRetry} action={link} headingLevel={1} />;
  return <ErrorBox title={title} message={onRetry ? t('error.unavailable') : message} onRetry={onRetry} action={link} headingLevel={1} />;
}
