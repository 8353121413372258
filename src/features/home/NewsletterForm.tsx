import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewsletterFormProps {
  /** Distinguishes the boxes' inputs on one page. */
  name: string;
  tone?: 'light' | 'dark';
}

/**
 * The spec's newsletter boxes "do nothing": no validation, no request. Rather than a dead
 * button, a submit says politely that the newsletter is not launched yet (as the footer does).
 */
export function NewsletterForm({ name, tone = 'light' }: NewsletterFormProps) {
  const { t } = useTranslation('home');
  const inputId = `${useId()}-${name}`;
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <div className={`newsletter newsletter--${tone}`}>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('newsletter.emailLabel')}
        </label>
        <input id={inputId} className="input newsletter__input" type="email" placeholder={t('newsletter.emailPlaceholder')} autoComplete="email" />
        <button type="submit" className={`button ${tone === 'dark' ? 'button--on-dark' : 'button--primary'}`}>
          {t('newsletter.subscribe')}
        </button>
      </form>
      <p className="newsletter__note" role="status">
        {submitted ? t('newsletter.soon') : ''}
      </p>
    </div>
  );
}
