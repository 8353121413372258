import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { contactDetails } from '@/config/contact';
import { paths } from '@/config/paths';
import { Icon, type IconName } from '../Icon';
import { NewsletterForm } from '../ui/NewsletterForm';
import { useNow } from '@/lib/useNow';

const socials = ['facebook', 'instagram', 'twitter', 'linkedin'] as const satisfies readonly IconName[];

/** The footer's two link columns, each a list of [screen, its words]: each heading names its nav. */
const linkColumns = [
  { id: 'footer-quick', title: 'footer.quickLinks', links: [['home', 'nav.home'], ['partners', 'nav.partners'], ['categories', 'nav.categories'], ['offers', 'nav.offers']] },
  { id: 'footer-business', title: 'footer.forBusiness', links: [['register', 'footer.joinAsPartner'], ['about', 'footer.aboutUs'], ['contact', 'footer.contact'], ['privacy', 'footer.privacy']] },
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = useNow().getFullYear();

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

        {linkColumns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="site-footer__heading">
              {t(column.title)}
            </h2>
            <ul className="site-footer__links">
              {column.links.map(([screen, label]) => (
                <li key={screen}>
                  <Link to={paths[screen].getHref()}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

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
