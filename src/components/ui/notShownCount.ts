import { useTranslation } from '@/lib/useTranslation';

/**
 * A list's count line, kept honest when records broke the contract and were left out (issue 34):
 * '20 companies found' becomes '20 companies found, 1 could not be shown' (rejectedCount from @/api).
 */
export function useNotShownCount(): (text: string, rejected: number) => string {
  const { t } = useTranslation('ui');
  return (text, rejected) => (rejected > 0 ? text + t('notShown.count', { count: rejected, n: rejected }) : text);
}
