import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { Company, Offer } from '@/api';
import { useOfferDiscount } from '@/components/cards';
import { Icon } from '@/components/Icon';
import { CompanyLogo, FallbackImage } from '@/components/media';
import { paths } from '@/config/paths';
import { localField, localName, titleNames } from '@/lib/names';
import { offerImage } from '@/lib/recordImages';

// The detail panel's preview rows: a company or an offer on one line, linking to its page.

/** One line: a thumbnail, the title, an optional meta line, and a chevron onward. */
function CategoryRow({ to, thumb, title, meta }: { to: string; thumb: ReactNode; title: string; meta: ReactNode }) {
  return (
    <li>
      <Link to={to} className="row category-row">
        {thumb}
        <span className="category-row__text">
          <span className="category-row__title">
            <bdi>{title}</bdi>
          </span>
          {meta && <span className="category-row__meta">{meta}</span>}
        </span>
        <Icon name="chevronForward" size={18} className="category-row__chevron" />
      </Link>
    </li>
  );
}

export function CompanyRow({ company }: { company: Company }) {
  const { i18n } = useTranslation('categories');
  const name = localName(company, i18n.language);
  const location = company.location?.trim();
  return (
    <CategoryRow
      to={paths.partner.getHref(company.id)}
      thumb={<CompanyLogo name={name} logo={company.logo} size={44} decorative className="category-row__thumb" />}
      title={name}
      meta={
        location && (
          <>
            <Icon name="pin" size={14} />
            <span className="category-row__meta-text">
              <bdi>{location}</bdi>
            </span>
          </>
        )
      }
    />
  );
}

export function OfferRow({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('categories');
  const language = i18n.language;
  const title = localName(titleNames(offer), language);
  const company = localField(offer.company_name, offer.company_en_name, language);
  const image = offerImage(offer);
  const discount = useOfferDiscount(offer);
  return (
    <CategoryRow
      to={paths.offer.getHref(offer.id)}
      thumb={
        <span className="category-row__thumb category-row__thumb--image">
          <FallbackImage src={image} alt="" />
        </span>
      }
      title={title}
      meta={
        (discount || company) && (
          <>
            {discount && <span className="badge badge--brand category-row__badge">{discount}</span>}
            {company && (
              <span className="category-row__meta-text">
                <Trans t={t} i18nKey="detail.offerBy" values={{ company }} components={{ bdi: <bdi /> }} />
              </span>
            )}
          </>
        )
      }
    />
  );
}
