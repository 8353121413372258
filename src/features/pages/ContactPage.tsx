import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { contactDetails } from '@/config/contact';
import { paths } from '@/config/paths';
import { mailtoHref, telHref } from '@/lib/safeLinks';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './pages.css';

export function ContactPage() {
  const { t, i18n } = useTranslation('pages');
  useDocumentTitle(t('contact.title'));
  const tel = telHref(contactDetails.phone);
  const mailto = mailtoHref(contactDetails.email);

  return (
    <div className="container page static-page">
      <h1 className="page-title">{t('contact.title')}</h1>
      <p className="page-lead">{t('contact.lead')}</p>

      <address className="static-page__contact">
        <div className="static-page__card">
          <span className="static-page__icon" aria-hidden="true">
            <Icon name="phone" size={20} />
          </span>
          <h2>{t('contact.phone')}</h2>
          {tel ? (
            <a href={tel} dir="ltr">
              {contactDetails.phone}
            </a>
          ) : (
            <bdi dir="ltr">{contactDetails.phone}</bdi>
          )}
        </div>
        <div className="static-page__card">
          <span className="static-page__icon" aria-hidden="true">
            <Icon name="mail" size={20} />
          </span>
          <h2>{t('contact.email')}</h2>
          {mailto ? <a href={mailto}>{contactDetails.email}</a> : <bdi>{contactDetails.email}</bdi>}
        </div>
        <div className="static-page__card">
          <span className="static-page__icon" aria-hidden="true">
            <Icon name="pin" size={20} />
          </span>
          <h2>{t('contact.address')}</h2>
          <bdi>{i18n.language === 'ar' ? contactDetails.address.ar : contactDetails.address.en}</bdi>
        </div>
        <div className="static-page__card">
          <span className="static-page__icon" aria-hidden="true">
            <Icon name="clock" size={20} />
          </span>
          <h2>{t('contact.hours')}</h2>
          <span>{t('contact.hoursValue')}</span>
        </div>
      </address>

      <section className="static-page__section static-page__callout" aria-labelledby="contact-join">
        <h2 id="contact-join">{t('contact.joinTitle')}</h2>
        <p>{t('contact.joinBody')}</p>
        <Link className="button button--primary" to={paths.register.getHref()}>
          {t('contact.join')}
        </Link>
      </section>
    </div>
  );
}
