import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A screen that crashed or whose chunk failed to download: say so and offer a way on. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (process.env.NODE_ENV !== 'test') console.error(error);
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
