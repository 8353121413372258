import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@/lib/useTranslation';
import { useParams } from 'react-router-dom';
import { isNotFound, useGetCompanyByIdQuery } from '@/api';
import { useAppSelector } from '@/store';
import { DetailPage } from '@/components/ui';
import { paths } from '@/config/paths';
import { localName } from '@/lib/names';
import { parsePositiveInt } from '@/lib/positiveInt';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { selectLoadedCompany } from './loadedCompany';
import { PartnerProfile } from './PartnerProfile';
import './partners.css';

/** /partners/{id}. Any failure reads 'Partner not found', with a way back to the list (docs/product.md §8). */
export function PartnerDetailPage() {
  const { t, i18n } = useTranslation('partners');
  const id = parsePositiveInt(useParams().id);
  const loaded = useAppSelector((state) => (id === null ? undefined : selectLoadedCompany(state, id)));
  // Fetched even when a list already had the company: the list may be older than the detail.
  const detail = useGetCompanyByIdQuery(id === null ? skipToken : { id });
  // A company already in a list's cache is shown at once, and stays through a failed detail call
  // unless the server said it is gone.
  const company = isNotFound(detail.error) ? undefined : (detail.data ?? loaded);
  const failed = id === null || (detail.isError && !company);
  const query = { ...detail, data: company, isLoading: !company && !failed, isError: failed };
  useDocumentTitle(company ? localName(company, i18n.language) : failed ? t('detail.notFoundTitle') : null);

  const failure = {
    title: t('detail.notFoundTitle'),
    message: t('detail.notFoundMessage'),
    wayOut: { to: paths.partners.getHref(), label: t('detail.back'), icon: 'arrowBack' as const },
  };

  // The failure's way out is the Back, and the skeleton has none: the Back stands above the profile only.
  return (
    <DetailPage
      className="partner-detail"
      query={query}
      failure={failure}
      loading={{ skeleton: <PartnerSkeleton label={t('detail.loading')} /> }}
      back={{ to: paths.partners.getHref(), label: t('detail.back'), className: 'button button--ghost button--small partner-detail__back', shownIn: ['record'] }}
    >
      {/* The profile is a large tree (hours, branches, products, offers, map): rendered from a store
          update it was one 500-900 ms task at 4x CPU; DetailPage defers it, so React renders it in
          slices while the skeleton stays. */}
      {(shown) => <PartnerProfile company={shown} />}
    </DetailPage>
  );
}

/** The partner's page while it loads: a logo and two lines, with the loading words for screen readers. */
function PartnerSkeleton({ label }: { label: string }) {
  return (
    <>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="partner-detail__skeleton" aria-hidden="true">
        <span className="partner-detail__skeleton-logo" />
        <span className="partner-detail__skeleton-lines">
          <span />
          <span />
        </span>
      </div>
    </>
  );
}
