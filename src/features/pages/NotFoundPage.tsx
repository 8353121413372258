import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="page-lead">{t('notFound.body')}</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to={paths.home.getHref()}>
          {t('notFound.home')}
        </Link>
        <Link className="button button--secondary" to={paths.partners.getHref()}>
          {t('notFound.partners')}
        </Link>
      </div>
    </div>
  );
}
