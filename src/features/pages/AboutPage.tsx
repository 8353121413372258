import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/Icon';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './pages.css';

const features = [
  { key: 'what1', icon: 'building' },
  { key: 'what2', icon: 'tag' },
  { key: 'what3', icon: 'search' },
  { key: 'what4', icon: 'info' },
] as const satisfies readonly { key: string; icon: IconName }[];

export function AboutPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('about.title'));
  return (
    <div className="container page static-page">
      <h1 className="page-title">{t('about.title')}</h1>
      <p className="page-lead">{t('about.lead')}</p>

      <section className="static-page__section" aria-labelledby="about-what">
        <h2 id="about-what">{t('about.whatTitle')}</h2>
        <ul className="static-page__features">
          {features.map((feature) => (
            <li key={feature.key}>
              <span className="static-page__icon" aria-hidden="true">
                <Icon name={feature.icon} size={20} />
              </span>
              {t(`about.${feature.key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section className="static-page__section static-page__callout" aria-labelledby="about-business">
        <h2 id="about-business">{t('about.businessTitle')}</h2>
        <p>{t('about.businessBody')}</p>
        <div className="static-page__actions">
          <Link className="button button--primary" to={paths.register.getHref()}>
            {t('about.join')}
          </Link>
          <Link className="button button--secondary" to={paths.partners.getHref()}>
            {t('about.browse')}
          </Link>
        </div>
      </section>
    </div>
  );
}
