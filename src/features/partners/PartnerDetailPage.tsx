import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  isApiError,
  useGetActiveBranchesForCompanyQuery,
  useGetCompanyByIdQuery,
  type Branch,
  type Company,
} from '@/api';
import { useAppSelector } from '@/app/hooks';
import { Icon } from '@/components/Icon';
import { ExternalLink } from '@/components/ExternalLink';
import { LazyMap, isMappable, type MapPoint } from '@/components/map';
import { CompanyLogo } from '@/components/media';
import { ErrorBox } from '@/components/ui/ErrorBox';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { ShowAllToggle, useFirstItems } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatPlainNumber } from '@/lib/format';
import { localField, localName, otherName } from '@/lib/names';
import { mailtoHref, safeExternalHref, telHref } from '@/lib/safeLinks';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useOpenGraph } from '@/lib/headTags';
import { DetailActions } from '@/components/saved';
import { fragmentLang } from '@/lib/textLanguage';
import { selectLoadedCompany } from './loadedCompany';
import { partnerJsonLd, serializeJsonLd, useJsonLd } from './partnerJsonLd';
import { PartnerOffers } from './PartnerOffers';
import './partners.css';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** The year a company was founded, from 'YYYY-MM-DD' or 'YYYY'; written without a thousands separator. */
function establishedYear(value: string | null | undefined, language: string): string | null {
  const year = /^\s*(\d{4})/.exec(value ?? '')?.[1];
  if (!year) return null;
  return formatPlainNumber(Number(year), language);
}

/** Back to where the visitor came from (the list page and filters they left), else to /partners. */
function BackLink({ label }: { label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // 'default' is the first entry of this visit: there is nothing in the app to go back to.
    if (location.key !== 'default' && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link to={paths.partners.getHref()} className="button button--ghost button--small partner-detail__back" onClick={onClick}>
      <Icon name="arrowBack" size={18} />
      {label}
    </Link>
  );
}

/** /partners/{id}. */
export function PartnerDetailPage() {
  const { t } = useTranslation('partners');
  const id = parseId(useParams().id);
  const loaded = useAppSelector((state) => (id === null ? undefined : selectLoadedCompany(state, id)));
  // Fetched even when a list already had the company: the list may be older than the detail.
  const detail = useGetCompanyByIdQuery(id === null ? skipToken : { id });
  const notFound = isApiError(detail.error) && detail.error.status === 404;
  const company = notFound ? undefined : (detail.data ?? loaded);

  if (company && id !== null) return <PartnerProfile company={company} />;

  if (id === null || detail.isError) {
    return (
      <div className="container page partner-detail">
        <NotFoundTitle />
        <ErrorBox
          title={t('detail.notFoundTitle')}
          message={t('detail.notFoundMessage')}
          headingLevel={2}
          action={
            <Link to={paths.partners.getHref()} className="button button--primary">
              <Icon name="arrowBack" size={18} />
              {t('detail.back')}
            </Link>
          }
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

function PartnerProfile({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.language;
  const name = localName(company, language);
  const subtitle = otherName(company, language);
  useDocumentTitle(name);

  // Branches are a bonus: a failure leaves the list empty and says nothing (spec §4, §8).
  const branchesQuery = useGetActiveBranchesForCompanyQuery({ id: company.id });
  const branches = useMemo(() => (branchesQuery.isError ? [] : (branchesQuery.data ?? [])), [branchesQuery.isError, branchesQuery.data]);

  const description = company.description?.trim() || company.desc?.trim() || '';
  const category = localField(company.category_name || company.category, company.category_en_name, language);
  const location = company.location?.trim() || '';
  const phone = company.phone?.trim() || '';
  const tel = telHref(phone);
  const email = company.email?.trim() || '';
  const mailto = mailtoHref(email);
  // Only http(s) is ever a link; javascript:, //host, ftp: and the like are left out entirely.
  const website = safeExternalHref(company.website);
  const websiteHref = website && /^https?:/i.test(website) ? website : null;
  const year = establishedYear(company.established_date, language);
  const isFamily = Boolean(company.productive_family);
  const isLocal = Boolean(company.locally_made_in_company);

  const points = useMemo<MapPoint[]>(() => {
    const list: MapPoint[] = [];
    if (isMappable(company.latitude, company.longitude)) {
      list.push({ id: `company-${company.id}`, lat: company.latitude as number, lng: company.longitude as number, title: name, subtitle: location || undefined });
    }
    for (const branch of branches) {
      if (isMappable(branch.latitude, branch.longitude)) {
        list.push({
          id: `branch-${branch.id}`,
          lat: branch.latitude as number,
          lng: branch.longitude as number,
          title: localName(branch, language),
          subtitle: branch.location?.trim() || undefined,
        });
      }
    }
    return list;
  }, [company, branches, name, location, language]);

  const pageUrl = typeof window === 'undefined' ? undefined : `${window.location.origin}${paths.partner.getHref(company.id)}`;
  const jsonLd = useMemo(() => serializeJsonLd(partnerJsonLd(company, branches, language, pageUrl)), [company, branches, language, pageUrl]);
  useJsonLd(jsonLd);
  useOpenGraph({ title: name, description, image: company.logo });

  return (
    <div className="container page partner-detail">
      <BackLink label={t('detail.back')} />

      <header className="partner-detail__header partner-panel">
        <CompanyLogo name={name} logo={company.logo} size={96} decorative className="partner-detail__logo" />
        <div className="partner-detail__titles">
          <h1 className="page-title partner-detail__name">
            <bdi>{name}</bdi>
          </h1>
          {subtitle && (
            <p className="partner-detail__other-name" lang={language === 'ar' ? 'en' : 'ar'}>
              <bdi>{subtitle}</bdi>
            </p>
          )}
          <DetailActions kind="partner" id={company.id} names={company} title={name} description={description} />
          {(isFamily || isLocal || category) && (
            <ul className="partner-detail__badges" aria-label={t('detail.badges')}>
              {isFamily && (
                <li className="badge badge--accent">
                  <Icon name="users" size={14} />
                  {t('detail.familyBusiness')}
                </li>
              )}
              {isLocal && (
                <li className="badge badge--brand">
                  <Icon name="check" size={14} />
                  {t('detail.madeInOman')}
                </li>
              )}
              {category && (
                <li className="badge">
                  <Icon name="tag" size={14} />
                  <bdi>{category}</bdi>
                </li>
              )}
            </ul>
          )}
        </div>
      </header>

      <div className="partner-detail__layout">
        {/* Contact comes first on phones; from tablet width it is the side column. */}
        <aside className="partner-detail__aside">
          <section className="partner-panel" aria-labelledby="partner-contact">
            <h2 id="partner-contact" className="partner-detail__heading">
              {t('detail.contact')}
            </h2>
            <dl className="partner-detail__facts">
              {phone && (
                <div className="partner-detail__fact">
                  <dt>
                    <Icon name="phone" size={18} />
                    {t('detail.phone')}
                  </dt>
                  <dd>
                    {tel ? (
                      <a href={tel} dir="ltr">
                        {phone}
                      </a>
                    ) : (
                      <bdi dir="ltr">{phone}</bdi>
                    )}
                  </dd>
                </div>
              )}
              {email && (
                <div className="partner-detail__fact">
                  <dt>
                    <Icon name="mail" size={18} />
                    {t('detail.email')}
                  </dt>
                  <dd>{mailto ? <a href={mailto}>{email}</a> : <bdi>{email}</bdi>}</dd>
                </div>
              )}
              {location && (
                <div className="partner-detail__fact">
                  <dt>
                    <Icon name="pin" size={18} />
                    {t('detail.location')}
                  </dt>
                  <dd>
                    <bdi>{location}</bdi>
                  </dd>
                </div>
              )}
            </dl>
            {websiteHref && (
              <ExternalLink className="button button--primary partner-detail__website" href={websiteHref}>
                <Icon name="globe" size={18} />
                {t('detail.visitWebsite')}
              </ExternalLink>
            )}
          </section>

          <section className="partner-panel" aria-labelledby="partner-more">
            <h2 id="partner-more" className="partner-detail__heading">
              {t('detail.additional')}
            </h2>
            <dl className="partner-detail__facts">
              {year && (
                <div className="partner-detail__fact">
                  <dt>
                    <Icon name="calendar" size={18} />
                    {t('detail.established')}
                  </dt>
                  <dd>{year}</dd>
                </div>
              )}
              {category && (
                <div className="partner-detail__fact">
                  <dt>
                    <Icon name="tag" size={18} />
                    {t('detail.category')}
                  </dt>
                  <dd>
                    <bdi>{category}</bdi>
                  </dd>
                </div>
              )}
            </dl>
            {tel && (
              <a className="button button--secondary partner-detail__call" href={tel}>
                <Icon name="phone" size={18} />
                {t('detail.callNow')}
              </a>
            )}
          </section>
        </aside>
        <div className="partner-detail__main">
          {description && (
            <section className="partner-panel" aria-labelledby="partner-about">
              <h2 id="partner-about" className="partner-detail__heading">
                {t('detail.about')}
              </h2>
              {/* API text comes in either language: let it set its own direction and alignment. */}
              <p className="partner-detail__description" dir="auto" lang={fragmentLang(description, language)}>
                {description}
              </p>
            </section>
          )}

          {/* Offers and branches come from calls of their own: either may fail without the profile. */}
          <ErrorBoundary>
            <PartnerOffers companyId={company.id} />
          </ErrorBoundary>

          {branches.length > 0 && (
            <ErrorBoundary>
              <PartnerBranches branches={branches} />
            </ErrorBoundary>
          )}

          {points.length > 0 && (
            <section className="partner-panel" aria-labelledby="partner-map">
              <h2 id="partner-map" className="partner-detail__heading">
                {t('detail.mapTitle')}
              </h2>
              <LazyMap points={points} fitToPoints cluster ariaLabel={t('detail.mapLabel', { name })} height={320} />
            </section>
          )}
        </div>

      </div>
    </div>
  );
}

/** Branches shown before 'Show all': a real company has a few, a chain a few hundred. */
const BRANCHES_SHOWN = 20;

function PartnerBranches({ branches }: { branches: Branch[] }) {
  const { t, i18n } = useTranslation('partners');
  const first = useFirstItems(branches, BRANCHES_SHOWN);
  return (
    <section className="partner-panel" aria-labelledby="partner-branches">
      <h2 id="partner-branches" className="partner-detail__heading">
        {t('detail.branches')}
      </h2>
      <ul id="partner-branch-list" className="partner-detail__branches">
        {first.shown.map((branch) => {
          const branchName = localName(branch, i18n.language);
          const branchLocation = branch.location?.trim();
          return (
            <li key={branch.id}>
              <Icon name="building" size={18} />
              <bdi>{branchLocation ? t('detail.branchLine', { name: branchName, location: branchLocation }) : branchName}</bdi>
            </li>
          );
        })}
      </ul>
      {first.canToggle && (
        <ShowAllToggle
          expanded={first.expanded}
          onToggle={first.toggle}
          controls="partner-branch-list"
          showAllLabel={t('detail.branchesShowAll', { n: branches.length })}
          showFewerLabel={t('detail.branchesShowFewer')}
        />
      )}
    </section>
  );
}
