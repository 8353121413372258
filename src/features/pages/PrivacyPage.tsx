import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage, StaticSection } from './StaticPage';

/**
 * What Dalil keeps and what it never does: each a titled list of short sentences. The stored list
 * names every key the app writes to the browser's storage (language, registration draft, saved
 * places, web-font flag, scroll positions): a new key means a new sentence here.
 */
const PRIVACY_LISTS = [
  {
    id: 'privacy-stores',
    title: 'privacy.storesTitle',
    items: ['privacy.storesLanguage', 'privacy.storesDraft', 'privacy.storesSaved', 'privacy.storesWebFont', 'privacy.storesScroll'],
  },
  { id: 'privacy-not', title: 'privacy.notTitle', items: ['privacy.noAccounts', 'privacy.noCookies', 'privacy.noSharing'] },
] as const;

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage title={t('privacy.title')} lead={t('privacy.lead')}>
      {PRIVACY_LISTS.map((list) => (
        <StaticSection key={list.id} id={list.id} title={t(list.title)}>
          <ul className="static-page__list">
            {list.items.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        </StaticSection>
      ))}

      <StaticSection id="privacy-clear" title={t('privacy.clearTitle')}>
        <p>{t('privacy.clearBody')}</p>
        <p>
          <Link to={paths.contact.getHref()}>{t('privacy.contact')}</Link>
        </p>
      </StaticSection>
    </StaticPage>
  );
}
