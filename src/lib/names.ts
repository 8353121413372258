// Names per language: Arabic shows `name`; English shows `en_name` when present, else `name`.
export interface Named {
  name?: string | null;
  en_name?: string | null;
}

export function localName(item: Named | null | undefined, language: string): string {
  if (!item) return '';
  const arabic = item.name?.trim() ?? '';
  const english = item.en_name?.trim() ?? '';
  if (language === 'ar') return arabic || english;
  return english || arabic;
}

/** The other language's name, when it differs (shown as a subtitle). */
export function otherName(item: Named | null | undefined, language: string): string {
  if (!item) return '';
  const shown = localName(item, language);
  const other = language === 'ar' ? item.en_name?.trim() : item.name?.trim();
  return other && other !== shown ? other : '';
}

/** Field pairs such as company_name / company_en_name or title / en_title. */
export function localField(arabic: string | null | undefined, english: string | null | undefined, language: string): string {
  return localName({ name: arabic, en_name: english }, language);
}

/** A record titled rather than named (offers, ads): `title`, else `name`, with `en_title` in English. */
export interface Titled {
  title?: string | null;
  name?: string | null;
  en_title?: string | null;
}

/** An offer's or ad's names in the shape every name helper takes, so each reads the fields one way. */
export function titleNames(item: Titled): Named {
  return { name: item.title || item.name, en_name: item.en_title };
}

/** A row's description: `description`, else `desc` (older hosts' name for it), trimmed; '' when neither has text. */
export function descriptionOf(item: { description?: string | null; desc?: string | null }): string {
  return item.description?.trim() || item.desc?.trim() || '';
}
