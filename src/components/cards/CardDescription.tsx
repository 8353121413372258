import { useTranslation } from '@/lib/useTranslation';
import { fragmentLang } from '@/lib/textLanguage';

/**
 * A card's description, API text in either language: it sets its own direction, and its `lang`
 * when that differs from the page's. Nothing when the text is empty. `block` is the card's class.
 */
export function CardDescription({ block, text }: { block: 'ad-card' | 'company-card' | 'offer-card' | 'product-card'; text: string }) {
  const { i18n } = useTranslation();
  if (!text) return null;
  return (
    <p className={`card__description ${block}__description`} dir="auto" lang={fragmentLang(text, i18n.language)}>
      {text}
    </p>
  );
}
