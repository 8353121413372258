import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { useGetCompanyByIdQuery, useGetProductDetailsQuery, type Product } from '@/api';
// First, so the cards' styles come before the shared UI's in the chunk, as on every other screen.
import { ProductCompanyOffers } from './ProductCompanyOffers';
import { CompanyLogo } from '@/components/media';
import { DetailActions } from '@/domain/savedPlaces';
import { DetailPage } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney, isPrice } from '@/lib/format';
import { useBreadcrumbJsonLd } from '@/lib/breadcrumbJsonLd';
import { serializeJsonLd, useJsonLd } from '@/lib/jsonLd';
import { descriptionOf, localField, localName } from '@/lib/names';
import { fragmentLang } from '@/lib/textLanguage';
import { parsePositiveInt } from '@/lib/positiveInt';
import { useOpenGraph } from '@/lib/headTags';
import { usePageUrl } from '@/lib/site';
import { useSiteHref } from '@/lib/siteHref';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ProductGallery } from './ProductGallery';
import { productJsonLd } from './productJsonLd';
import './products.css';

/** /products/{id}. Any failure reads 'Product not found', with a way out to the partners (docs/product.md §8). */
export function ProductPage() {
  const { t, i18n } = useTranslation('products');
  const id = parsePositiveInt(useParams().id);
  const query = useGetProductDetailsQuery(id === null ? skipToken : { id });
  const { data: product, isError } = query;
  const name = product ? localName(product, i18n.language) : '';
  useDocumentTitle(product ? name : id === null || isError ? t('notFound') : null);

  // A plain Back: to whichever screen came before (page 2 of a partner's products, the products
  // list, a search); opened straight from a link it goes to the company, or to the partners list.
  const fallbackHref = product?.company_id ? paths.partner.getHref(product.company_id) : paths.partners.getHref();

  const failure = {
    title: t('notFound'),
    message: t('notFoundMessage'),
    wayOut: { to: paths.partners.getHref(), label: t('browsePartners') },
  };

  return (
    <DetailPage className="product-page" query={query} failure={failure} loading={t('loading')} back={{ to: fallbackHref, label: t('back'), toAnyScreen: true }}>
      {(shown) => <ProductDetail product={shown} />}
    </DetailPage>
  );
}

/** The product's page; it names the product itself, since the record shown may be the deferred one. */
function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const { t: tCommon } = useTranslation('common');
  const language = i18n.language;
  const name = localName(product, language);
  const description = descriptionOf(product);
  const companyId = product.company_id ?? null;
  // The company's own record names it in the visitor's language; the product carries only the Arabic name.
  const company = useGetCompanyByIdQuery(companyId === null ? skipToken : { id: companyId });
  const companyName = company.data ? localName(company.data, language) : localField(product.company_name, null, language);

  const pageUrl = usePageUrl();
  const href = useSiteHref();
  const sellerUrl = companyId === null ? undefined : href(paths.partner.getHref(companyId));
  const jsonLd = useMemo(
    () => serializeJsonLd(productJsonLd(product, language, pageUrl, companyName ? { name: companyName, url: sellerUrl } : undefined)),
    [product, language, pageUrl, companyName, sellerUrl],
  );
  useJsonLd(jsonLd, 'product');
  useBreadcrumbJsonLd([
    { name: tCommon('nav.home'), path: paths.home.getHref() },
    { name: t('list.title'), path: paths.products.getHref() },
    { name, path: paths.product.getHref(product.id) },
  ]);
  useOpenGraph({ title: name, description, image: product.image });

  return (
    <>
      <article className="product-page__product">
        <ProductGallery images={[product.image]} name={name} />
        <div className="product-page__info">
          <h1 className="product-page__title">
            <bdi>{name}</bdi>
          </h1>
          <DetailActions kind="product" id={product.id} names={product} title={name} description={description} />
          {isPrice(product.price) && (
            <p className="product-page__price">
              <span className="visually-hidden">{t('price')} </span>
              {formatMoney(product.price, language)}
            </p>
          )}
          {description && (
            <>
              <h2 className="product-page__section-title">{t('description')}</h2>
              {/* API text, always as text: React escapes it, and it sets its own direction. */}
              <p className="product-page__description" dir="auto" lang={fragmentLang(description, language)}>
                {description}
              </p>
            </>
          )}
          {companyId !== null && companyName && (
            <div className="product-page__company">
              <h2 className="product-page__section-title">{t('soldBy')}</h2>
              <Link to={paths.partner.getHref(companyId)} className="product-page__company-link">
                <CompanyLogo name={companyName} logo={company.data?.logo} size={48} decorative />
                <bdi>{companyName}</bdi>
              </Link>
            </div>
          )}
        </div>
      </article>
      {companyId !== null && <ProductCompanyOffers companyId={companyId} categoryId={product.category_id} />}
    </>
  );
}
