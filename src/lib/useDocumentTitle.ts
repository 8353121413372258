import { useEffect } from 'react';
import { useHeadCollector } from '@/lib/headTags';
import { useTranslation } from '@/lib/useTranslation';

/** Sets <title> to "{title} · Dalil" (دليل in Arabic) while the calling screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const siteName = t('brand.name');
  const collector = useHeadCollector();
  const full = title ? `${title} · ${siteName}` : siteName;
  collector?.setTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
