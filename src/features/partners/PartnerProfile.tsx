import { memo, useCallback, useMemo, useRef, type ComponentType, type RefObject } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useGetActiveBranchesForCompanyQuery, type Branch, type Company } from '@/api';
// Not through the cards index: the partner's page shows no card of its own.
import { BusinessTypeBadges, hasBusinessType } from '@/components/cards/BusinessTypeBadges';
import { Icon } from '@/components/Icon';
import { LazyMap, isMappable, type MapPoint } from '@/components/map';
import { CompanyLogo } from '@/components/media';
import { HydrateWhenNear, OtherName } from '@/components/ui';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { DetailActions } from '@/domain/savedPlaces';
import { DirectionsButton, DirectionsPopup, DirectionsStatus, useDirections, type Destination } from '@/domain/directions';
import { paths } from '@/config/paths';
import { useBreadcrumbJsonLd } from '@/lib/breadcrumbJsonLd';
import { serializeJsonLd, useJsonLd } from '@/lib/jsonLd';
import { descriptionOf, localField, localName } from '@/lib/names';
import { useOpenGraph } from '@/lib/headTags';
import { usePageUrl } from '@/lib/site';
import { fragmentLang } from '@/lib/textLanguage';
import { partnerJsonLd } from './partnerJsonLd';
import { PartnerBranches } from './PartnerBranches';
import { PartnerFacts } from './PartnerFacts';
import { PartnerOffers } from './PartnerOffers';
import { PartnerProducts } from './PartnerProducts';
import { PartnerPanel } from './PartnerPanel';

/** A company's page below its Back (DetailPage's frame): header, contact, about, products, offers, branches and map. */
export function PartnerProfile({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.language;
  const name = localName(company, language);

  const branches = usePartnerBranches(company.id);
  const description = descriptionOf(company);
  const points = usePartnerPoints(company, branches, name);
  const directions = usePageDirections();
  usePartnerHead(company, branches, name, description);

  return (
    <>
      <PartnerHeader company={company} name={name} description={description} onDirections={directions.request} />

      <div className="partner-detail__layout">
        {/* On a phone, one column in source order: who the business is and what it offers and sells,
            then how to reach it (contact, hours, facts), then its branches and map. From laptop width
            the contact column stands beside both parts of the main column. */}
        <div className="partner-detail__main stack">
          {description && (
            <PartnerPanel id="partner-about" title={t('detail.about')}>
              {/* API text comes in either language: let it set its own direction and alignment. */}
              <p className="partner-detail__description" dir="auto" lang={fragmentLang(description, language)}>
                {description}
              </p>
            </PartnerPanel>
          )}

          {/* Products, offers and branches come from calls of their own: each may fail without the profile. */}
          <SectionWhenNear Section={PartnerProducts} companyId={company.id} />
          <SectionWhenNear Section={PartnerOffers} companyId={company.id} />
        </div>

        <FactsWhenNear company={company} />

        {(branches.length > 0 || points.length > 0) && <PartnerPlaces branches={branches} points={points} name={name} directions={directions} />}
      </div>
    </>
  );
}

/*
 * Below a phone's first screen (the header and the about panel): on a published page React adopts
 * these as the visitor nears them (HydrateWhenNear), each in place (no box of its own, so the column
 * and the grid are as before). Memoised: the profile's own redraws give them no new children.
 */
const SectionWhenNear = memo(function SectionWhenNear({ Section, companyId }: { Section: ComponentType<{ companyId: number }>; companyId: number }) {
  return (
    <HydrateWhenNear layout="contents">
      <ErrorBoundary>
        <Section companyId={companyId} />
      </ErrorBoundary>
    </HydrateWhenNear>
  );
});

const FactsWhenNear = memo(function FactsWhenNear({ company }: { company: Company }) {
  return (
    <HydrateWhenNear layout="contents">
      <PartnerFacts company={company} />
    </HydrateWhenNear>
  );
});

/**
 * The company's active branches. They are a bonus: a failure leaves the list empty and says nothing
 * (docs/product.md §4, §8).
 */
function usePartnerBranches(companyId: number): Branch[] {
  const branchesQuery = useGetActiveBranchesForCompanyQuery({ id: companyId });
  return useMemo(() => (branchesQuery.isError ? [] : (branchesQuery.data ?? [])), [branchesQuery.isError, branchesQuery.data]);
}

/** The company and each of its branches that has a place on the map. */
function usePartnerPoints(company: Company, branches: Branch[], name: string): MapPoint[] {
  const { language } = useTranslation('partners');
  const location = company.location?.trim() || '';
  return useMemo<MapPoint[]>(() => {
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
}

type PageDirections = Omit<ReturnType<typeof useDirections>, 'request'> & {
  request: (to: Destination) => void;
  mapSection: RefObject<HTMLElement | null>;
};

/** Directions (company, a branch or a map popup) draw their route on this page's map, scrolled into view. */
function usePageDirections(): PageDirections {
  const directions = useDirections();
  const mapSection = useRef<HTMLElement>(null);
  const { request } = directions;
  const requestDirections = useCallback((to: Destination) => {
    mapSection.current?.scrollIntoView?.({ block: 'start' });
    void request(to);
  }, [request]);
  return { ...directions, request: requestDirections, mapSection };
}

/** The page's head: its JSON-LD, the trail Home → Partners → this partner, and its Open Graph card. */
function usePartnerHead(company: Company, branches: Branch[], name: string, description: string) {
  const { t: tCommon, language } = useTranslation('common');
  const pageUrl = usePageUrl();
  const jsonLd = useMemo(() => serializeJsonLd(partnerJsonLd(company, branches, language, pageUrl)), [company, branches, language, pageUrl]);
  useJsonLd(jsonLd);
  useBreadcrumbJsonLd([
    { name: tCommon('nav.home'), path: paths.home.getHref() },
    { name: tCommon('nav.partners'), path: paths.partners.getHref() },
    { name, path: paths.partner.getHref(company.id) },
  ]);
  useOpenGraph({ title: name, description, image: company.logo });
}

interface PartnerHeaderProps {
  company: Company;
  name: string;
  description: string;
  onDirections: (to: Destination) => void;
}

/** Logo, names, save and share, directions, and the business-type and category badges. */
function PartnerHeader({ company, name, description, onDirections }: PartnerHeaderProps) {
  const { t, i18n } = useTranslation('partners');
  const category = localField(company.category_name || company.category, company.category_en_name, i18n.language);
  return (
    <header className="partner-detail__header partner-panel panel cluster">
      <CompanyLogo name={name} logo={company.logo} size={96} decorative className="partner-detail__logo" />
      <div className="partner-detail__titles">
        <h1 className="page-title partner-detail__name">
          <bdi>{name}</bdi>
        </h1>
        <OtherName item={company} as="p" className="partner-detail__other-name" />
        <DetailActions kind="partner" id={company.id} names={company} title={name} description={description} />
        {isMappable(company.latitude, company.longitude) && (
          <DirectionsButton to={{ lat: company.latitude as number, lng: company.longitude as number, name }} onRequest={onDirections} className="button button--secondary button--small partner-detail__directions" />
        )}
        {(hasBusinessType(company) || category) && (
          <ul className="partner-detail__badges" aria-label={t('detail.badges')}>
            <BusinessTypeBadges company={company} />
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
  );
}

/** The company's branches and its map, with the route of the directions asked for. */
function PartnerPlaces({ branches, points, name, directions }: { branches: Branch[]; points: MapPoint[]; name: string; directions: PageDirections }) {
  const { t } = useTranslation('partners');
  const route = directions.state.status === 'done' ? directions.state.route.path : undefined;
  return (
    <div className="partner-detail__main partner-detail__main--places stack">
      {branches.length > 0 && (
        <ErrorBoundary>
          <PartnerBranches branches={branches} onDirections={directions.request} />
        </ErrorBoundary>
      )}

      {points.length > 0 && (
        <PartnerPanel id="partner-map" title={t('detail.mapTitle')} className="partner-detail__map" sectionRef={directions.mapSection}>
          <DirectionsStatus state={directions.state} onClear={directions.clear} />
          <LazyMap
            points={points}
            fitToPoints
            cluster
            route={route}
            renderPopup={(point) => <DirectionsPopup point={point} onRequest={directions.request} />}
            ariaLabel={t('detail.mapLabel', { name })}
            height={320}
          />
        </PartnerPanel>
      )}
    </div>
  );
}
