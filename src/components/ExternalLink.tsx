import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { safeExternalHref } from '@/lib/safeLinks';

interface ExternalLinkProps {
  /** Raw address from the API: only what safeExternalHref keeps becomes a link. */
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A link that leaves Dalil: sanitised, opened in a new tab without handing it our window, and
 * announced as such to screen readers. Renders nothing when the address is not safe.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useTranslation('ui');
  const safe = safeExternalHref(href);
  if (!safe) return null;
  return (
    <a className={className} href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
