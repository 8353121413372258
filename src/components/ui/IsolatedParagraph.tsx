export interface IsolatedParagraphProps {
  /** Text from the data (a company, a description), in whichever language it was written. */
  text: string | null | undefined;
  className?: string;
  /** The text's own language, where it is known to differ from the page's. */
  lang?: string;
}

/**
 * A paragraph of text from the data, isolated in `<bdi>` so an English name keeps its shape in
 * Arabic (and the reverse); nothing at all when the text is empty.
 */
export function IsolatedParagraph({ text, className, lang }: IsolatedParagraphProps) {
  if (!text) return null;
  return (
    <p className={className} lang={lang}>
      <bdi>{text}</bdi>
    </p>
  );
}
