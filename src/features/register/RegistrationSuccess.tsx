// The receipt screen: what happens next, when we will be in touch, and the way home.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { RegistrationReceipt } from '@/api';
import { Icon, type IconName } from '@/components/Icon';
import { paths } from '@/config/paths';
import { formatPlainNumber } from '@/lib/format';

const NEXT_STEPS: readonly { key: 'review' | 'documents' | 'onboarding' | 'activation'; icon: IconName }[] = [
  { key: 'review', icon: 'clock' },
  { key: 'documents', icon: 'check' },
  { key: 'onboarding', icon: 'users' },
  { key: 'activation', icon: 'sparkle' },
];

/** "#1234" in the visitor's digits, never grouped (it is a reference, not a quantity), isolated for RTL. */
function referenceOf(id: number, language: string): string {
  const digits = formatPlainNumber(id, language);
  return `\u2066#${digits}\u2069`;
}

export function RegistrationSuccess({ receipt }: { receipt: RegistrationReceipt }) {
  const { t, i18n } = useTranslation('register');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form is gone: move focus (and the view) to the news so nobody is left on a vanished button.
  useEffect(() => {
    headingRef.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, []);

  return (
    <section className="register-success" aria-labelledby="register-success-title">
      <div className="register-success__badge" aria-hidden="true">
        <Icon name="check" size={36} />
      </div>
      <h1 className="page-title register-success__title" id="register-success-title" tabIndex={-1} ref={headingRef}>
        {t('success.title')}
      </h1>
      <p className="register-success__body">{t('success.body')}</p>
      <p className="register-success__reference">
        {t('success.reference', { id: referenceOf(receipt.id, i18n.language) })}
      </p>

      <h2 className="register-success__steps-title">{t('success.nextSteps')}</h2>
      <ol className="register-steps">
        {NEXT_STEPS.map(({ key, icon }) => (
          <li key={key} className="register-steps__item">
            <span className="register-steps__icon" aria-hidden="true">
              <Icon name={icon} size={20} />
            </span>
            <span>
              <span className="register-steps__title">{t(`success.steps.${key}.title`)}</span>
              <span className="register-steps__body">{t(`success.steps.${key}.body`)}</span>
            </span>
          </li>
        ))}
      </ol>

      <Link className="button button--primary" to={paths.home.getHref()}>
        <Icon name="arrowBack" size={18} />
        {t('success.home')}
      </Link>
    </section>
  );
}
