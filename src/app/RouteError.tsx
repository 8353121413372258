import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { paths } from '@/config/paths';

/** A screen that crashed or whose chunk failed to download: say so and offer a way on. */
function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="container page" role="alert">
      <h1 className="page-title">{t('errorBoundary.title')}</h1>
      <p className="page-lead">{t('errorBoundary.body')}</p>
      <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </button>
        <Link className="button button--secondary" to={paths.home.getHref()}>
          {t('errorBoundary.home')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Catches what its routes throw while rendering (the one ErrorBoundary, which logs it) and shows
 * the error page in the frame; the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname + search} fallback={() => <RouteError />}>
      {children}
    </ErrorBoundary>
  );
}
