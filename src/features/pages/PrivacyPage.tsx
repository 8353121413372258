import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage, StaticSection } from './StaticPage';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage title={t('privacy.title')} lead={t('privacy.lead')}>
      <StaticSection id="privacy-stores" title={t('privacy.storesTitle')}>
        <ul className="static-page__list">
          <li>{t('privacy.storesLanguage')}</li>
          <li>{t('privacy.storesDraft')}</li>
        </ul>
      </StaticSection>

      <StaticSection id="privacy-not" title={t('privacy.notTitle')}>
        <ul className="static-page__list">
          <li>{t('privacy.noAccounts')}</li>
          <li>{t('privacy.noCookies')}</li>
          <li>{t('privacy.noSharing')}</li>
        </ul>
      </StaticSection>

      <StaticSection id="privacy-clear" title={t('privacy.clearTitle')}>
        <p>{t('privacy.clearBody')}</p>
        <p>
          <Link to={paths.contact.getHref()}>{t('privacy.contact')}</Link>
        </p>
      </StaticSection>
    </StaticPage>
  );
}
