import { useTranslation } from '@/lib/useTranslation';
import { otherName, type Named } from '@/lib/names';

export interface OtherNameProps {
  /** The record named: its name in the page's other language is shown, when it differs (see otherName). */
  item: Named;
  /** 'p' under a heading; 'span' inside a link or another span. */
  as: 'p' | 'span';
  className: string;
}

/**
 * The line under a name that gives it in the other language (a category, a partner). It carries
 * that language's `lang`, so screen readers switch voice; nothing renders when there is no other name.
 */
export function OtherName({ item, as: Tag, className }: OtherNameProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const name = otherName(item, language);
  if (!name) return null;
  return (
    <Tag className={className} lang={language === 'ar' ? 'en' : 'ar'}>
      <bdi>{name}</bdi>
    </Tag>
  );
}
