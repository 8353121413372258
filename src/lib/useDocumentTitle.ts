import { useEffect } from 'react';

export const SITE_NAME = 'Dalil';

/** Sets <title> to "{title} · Dalil" while the calling screen is shown. */
export function useDocumentTitle(title: string | null | undefined, siteName: string = SITE_NAME): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
