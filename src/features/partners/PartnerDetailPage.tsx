import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useParams } from 'react-router-dom';
import { isBrokenRecord, isNotFound, isRetryable, useGetCompanyByIdQuery } from '@/api';
import { useAppSelector } from '@/store';
import { RecordFailure } from '@/components/ui/RecordFailure';
import { paths } from '@/config/paths';
import { parsePositiveInt } from '@/lib/positiveInt';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { selectLoadedCompany } from './loadedCompany';
import { PartnerProfile } from './PartnerProfile';
import './partners.css';

/** /partners/{id}. */
export function PartnerDetailPage() {
  const { t } = useTranslation('partners');
  const id = parsePositiveInt(useParams().id);
  const loaded = useAppSelector((state) => (id === null ? undefined : selectLoadedCompany(state, id)));
  // Fetched even when a list already had the company: the list may be older than the detail.
  const detail = useGetCompanyByIdQuery(id === null ? skipToken : { id });
  const notFound = isNotFound(detail.error);
  const company = notFound ? undefined : (detail.data ?? loaded);
  // The profile is a large tree (hours, branches, products, offers, map): rendered from a store
  // update it was one 500-900 ms task at 4x CPU. Deferred, React renders it in slices while the
  // skeleton stays; a company already in a list's cache is shown at once.
  const shown = useDeferredValue(company);

  if (shown && company && id !== null) return <PartnerProfile company={shown} />;

  if (id === null || detail.isError) {
    return (
      <div className="container page partner-detail">
        <NotFoundTitle />
        <RecordFailure
          title={t('detail.notFoundTitle')}
          message={t('detail.notFoundMessage')}
          onRetry={isRetryable(detail.error) ? () => void detail.refetch() : undefined}
          broken={isBrokenRecord(detail.error)}
          wayOut={{ to: paths.partners.getHref(), label: t('detail.back'), icon: 'arrowBack' }}
        />
      </div>
    );
  }

  return (
    <div className="container page partner-detail" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('detail.loading')}
      </span>
      <div className="partner-detail__skeleton" aria-hidden="true">
        <span className="partner-detail__skeleton-logo" />
        <span className="partner-detail__skeleton-lines">
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}

function NotFoundTitle() {
  const { t } = useTranslation('partners');
  useDocumentTitle(t('detail.notFoundTitle'));
  return null;
}
