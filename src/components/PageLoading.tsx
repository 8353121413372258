import { useTranslation } from '@/lib/useTranslation';

/** Shown while a route's chunk downloads: a quiet bar, announced to screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">{t('states.loading')}</span>
    </div>
  );
}
