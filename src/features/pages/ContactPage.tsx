import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@/components/Icon';
import { contactDetails } from '@/config/contact';
import { paths } from '@/config/paths';
import { mailtoHref, telHref } from '@/lib/safeLinks';
import { StaticPage, StaticSection } from './StaticPage';

/** One way to reach us: its icon, what it is, and the detail itself. */
function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="static-page__card">
      <span className="static-page__icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

export function ContactPage() {
  const { t, i18n } = useTranslation('pages');
  const tel = telHref(contactDetails.phone);
  const mailto = mailtoHref(contactDetails.email);

  return (
    <StaticPage title={t('contact.title')} lead={t('contact.lead')}>
      <address className="static-page__contact">
        <ContactCard icon="phone" title={t('contact.phone')}>
          {tel ? (
            <a href={tel} dir="ltr">
              {contactDetails.phone}
            </a>
          ) : (
            <bdi dir="ltr">{contactDetails.phone}</bdi>
          )}
        </ContactCard>
        <ContactCard icon="mail" title={t('contact.email')}>
          {mailto ? <a href={mailto}>{contactDetails.email}</a> : <bdi>{contactDetails.email}</bdi>}
        </ContactCard>
        <ContactCard icon="pin" title={t('contact.address')}>
          <bdi>{i18n.language === 'ar' ? contactDetails.address.ar : contactDetails.address.en}</bdi>
        </ContactCard>
        <ContactCard icon="clock" title={t('contact.hours')}>
          <span>{t('contact.hoursValue')}</span>
        </ContactCard>
      </address>

      <StaticSection id="contact-join" title={t('contact.joinTitle')} callout>
        <p>{t('contact.joinBody')}</p>
        <Link className="button button--primary" to={paths.register.getHref()}>
          {t('contact.join')}
        </Link>
      </StaticSection>
    </StaticPage>
  );
}
