import { useTranslation } from '@/lib/useTranslation';
import { ButtonLinks } from '@/components/ui/ButtonLinks';
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
      <ButtonLinks
        className="not-found__actions"
        primary={{ to: paths.home.getHref(), label: t('notFound.home') }}
        secondary={{ to: paths.partners.getHref(), label: t('notFound.partners') }}
      />
    </div>
  );
}
