import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { isNotFound, useGetCompanyByIdQuery, useGetOfferDetailsQuery, useGetProductDetailsQuery } from '@/api';
import { Icon } from '@/components/Icon';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { localField, localName, titleNames } from '@/lib/names';
import type { SavedItem } from '@/domain/savedPlaces';

interface Fetched {
  isLoading: boolean;
  error: unknown;
  /** The current name and a line under it, once the record has arrived. */
  name?: string;
  detail?: string;
}

interface RowProps {
  item: SavedItem;
  onRemove: (item: SavedItem, name: string) => void;
}

const hrefOf: Record<SavedItem['kind'], (id: number) => string> = {
  partner: paths.partner.getHref,
  offer: paths.offer.getHref,
  product: paths.product.getHref,
};

/** One saved item: current from the API, the saved name while loading or if the record is gone. */
function SavedRowView({ item, fetched, onRemove }: RowProps & { fetched: Fetched }) {
  const { t, i18n } = useTranslation('saved');
  const snapshot = localName({ name: item.names.ar, en_name: item.names.en }, i18n.language);
  const name = fetched.name || snapshot || t('unnamed');
  const gone = isNotFound(fetched.error);
  const failed = Boolean(fetched.error) && !gone;

  let note: string | undefined = fetched.detail;
  if (fetched.isLoading) note = t('loading');
  else if (failed) note = t('stale');

  return (
    <li className={`saved-row${gone ? ' saved-row--gone' : ''}`} aria-busy={fetched.isLoading || undefined}>
      <div className="saved-row__text">
        {gone ? (
          <span className="saved-row__name">
            <bdi>{name}</bdi>
          </span>
        ) : (
          <Link className="saved-row__name" to={hrefOf[item.kind](item.id)}>
            <bdi>{name}</bdi>
          </Link>
        )}
        {gone ? (
          <span className="badge badge--danger saved-row__gone">{t('gone')}</span>
        ) : (
          note && (
            <span className="saved-row__note">
              <bdi>{note}</bdi>
            </span>
          )
        )}
      </div>
      <button
        type="button"
        className="button button--secondary button--small saved-row__remove"
        aria-label={t('removeLabel', { name })}
        onClick={() => onRemove(item, name)}
      >
        <Icon name="trash" size={16} />
        <span aria-hidden="true">{t('remove')}</span>
      </button>
    </li>
  );
}

/** A row's record as its query has it: the query's state, and the name and line once the record is here. */
function fetchedOf<Q extends { data?: unknown; isLoading: boolean; error?: unknown }>(
  { data, isLoading, error }: Q,
  describe: (record: NonNullable<Q['data']>) => { name: string; detail?: string },
): Fetched {
  return { isLoading, error, ...(data ? describe(data as NonNullable<Q['data']>) : {}) };
}

export function SavedPartnerRow(props: RowProps) {
  const { i18n } = useTranslation('saved');
  const fetched = fetchedOf(useGetCompanyByIdQuery({ id: props.item.id }), (data) => ({
    name: localName(data, i18n.language),
    detail: localField(data.category_name || data.category, data.category_en_name, i18n.language) || data.location?.trim(),
  }));
  return <SavedRowView {...props} fetched={fetched} />;
}

export function SavedOfferRow(props: RowProps) {
  const { t, i18n } = useTranslation('saved');
  const fetched = fetchedOf(useGetOfferDetailsQuery({ id: props.item.id }), (data) => {
    const company = localField(data.company_name, data.company_en_name, i18n.language);
    const until = data.valid_until ? t('offer.until', { date: formatDate(data.valid_until, i18n.language) }) : '';
    return {
      name: localName(titleNames(data), i18n.language),
      detail: [company, until].filter(Boolean).join(' · ') || undefined,
    };
  });
  return <SavedRowView {...props} fetched={fetched} />;
}

export function SavedProductRow(props: RowProps) {
  const { i18n } = useTranslation('saved');
  const fetched = fetchedOf(useGetProductDetailsQuery({ id: props.item.id }), (data) => ({
    name: localName(data, i18n.language),
    detail: data.company_name?.trim() || undefined,
  }));
  return <SavedRowView {...props} fetched={fetched} />;
}
