// The newsletter box, one for every place that offers it (two home sections, the footer).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import './ui.css';

export interface NewsletterFormProps {
  /** Distinguishes the boxes' inputs on one page. */
  name: string;
  /** light and dark: on the home page's panels; footer: on the footer's dark ground. */
  tone?: 'light' | 'dark' | 'footer';
}

/**
 * The spec's newsletter boxes "do nothing": no validation, no request. Rather than a dead
 * button, a submit says politely that the newsletter is not launched yet.
 */
export function NewsletterForm({ name, tone = 'light' }: NewsletterFormProps) {
  const { t } = useTranslation();
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
