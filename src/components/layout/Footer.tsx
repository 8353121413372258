import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactDetails } from '@/config/contact';
import { paths } from '@/config/paths';
import { Icon, type IconName } from '../Icon';
import { NewsletterForm } from '../ui/NewsletterForm';

const socials = ['facebook', 'instagram', 'twitter', 'linkedin'] as const satisfies readonly IconName[];

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {/* The letter is drawn by the mark's CSS, as in the header. */}
            <span className="site-header__mark" aria-hidden="true" />
            {t('brand.name')}
          </h2>
          <p>{t('footer.about')}</p>
          <address className="site-footer__contact">
            <span>
              <Icon name="pin" size={16} /> {i18n.language === 'ar' ? contactDetails.address.ar : contactDetails.address.en}
            </span>
            <span>
              <Icon name="phone" size={16} /> <bdi dir="ltr">{contactDetails.phone}</bdi>
            </span>
            <span>
              <Icon name="mail" size={16} /> <bdi>{contactDetails.email}</bdi>
            </span>
          </address>
        </section>

        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="site-footer__links">
            <li><Link to={paths.home.getHref()}>{t('nav.home')}</Link></li>
            <li><Link to={paths.partners.getHref()}>{t('nav.partners')}</Link></li>
            <li><Link to={paths.categories.getHref()}>{t('nav.categories')}</Link></li>
            <li><Link to={paths.offers.getHref()}>{t('nav.offers')}</Link></li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-business">
          <h2 id="footer-business" className="site-footer__heading">
            {t('footer.forBusiness')}
          </h2>
          <ul className="site-footer__links">
            <li><Link to={paths.register.getHref()}>{t('footer.joinAsPartner')}</Link></li>
            <li><Link to={paths.about.getHref()}>{t('footer.aboutUs')}</Link></li>
            <li><Link to={paths.contact.getHref()}>{t('footer.contact')}</Link></li>
            <li><Link to={paths.privacy.getHref()}>{t('footer.privacy')}</Link></li>
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            {t('footer.newsletterTitle')}
          </h2>
          <p className="site-footer__small">{t('footer.newsletterText')}</p>
          <NewsletterForm name="footer" tone="footer" />
          <ul className="site-footer__socials" aria-label={t('footer.socialLabel')}>
            {socials.map((name) => (
              <li key={name}>
                <span className="site-footer__social" title={t(`footer.social.${name}`)}>
                  <Icon name={name} size={18} label={t(`footer.social.${name}`)} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">{t('footer.copyright', { year })}</div>
      </div>
    </footer>
  );
}
