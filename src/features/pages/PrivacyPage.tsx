import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './pages.css';

export function PrivacyPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('privacy.title'));
  return (
    <div className="container page static-page">
      <h1 className="page-title">{t('privacy.title')}</h1>
      <p className="page-lead">{t('privacy.lead')}</p>

      <section className="static-page__section" aria-labelledby="privacy-stores">
        <h2 id="privacy-stores">{t('privacy.storesTitle')}</h2>
        <ul className="static-page__list">
          <li>{t('privacy.storesLanguage')}</li>
          <li>{t('privacy.storesDraft')}</li>
        </ul>
      </section>

      <section className="static-page__section" aria-labelledby="privacy-not">
        <h2 id="privacy-not">{t('privacy.notTitle')}</h2>
        <ul className="static-page__list">
          <li>{t('privacy.noAccounts')}</li>
          <li>{t('privacy.noCookies')}</li>
          <li>{t('privacy.noSharing')}</li>
        </ul>
      </section>

      <section className="static-page__section" aria-labelledby="privacy-clear">
        <h2 id="privacy-clear">{t('privacy.clearTitle')}</h2>
        <p>{t('privacy.clearBody')}</p>
        <p>
          <Link to={paths.contact.getHref()}>{t('privacy.contact')}</Link>
        </p>
      </section>
    </div>
  );
}
