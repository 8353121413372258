import { useEffect } from 'react';
import { useTranslation } from '@/lib/useTranslation';

/** Sets <title> to "{title} · Dalil" (دليل in Arabic) while the calling screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const siteName = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
