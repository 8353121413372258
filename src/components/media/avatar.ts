// The locally generated logo fallback: an initial letter on a colour picked from the name.
// No avatar service is ever called (docs/product.md §8 names one; we draw it ourselves).

/** Brand-compatible colours, each dark enough for white text (contrast ≥ 4.5:1). */
export const AVATAR_COLORS = [
  '#3a8201', // brand green
  '#25520a', // deep green
  '#0f766e', // teal
  '#0e7490', // cyan
  '#1d4ed8', // blue
  '#6d28d9', // violet
  '#be123c', // rose
  '#b45309', // amber
] as const;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// A Latin or Arabic name's first letter with its combining marks, after any spaces and punctuation,
// when what follows can only start a new grapheme: that is the whole first grapheme, read without an
// Intl.Segmenter. The first Segmenter a page builds starts ICU (~14 ms here, a 140 ms task on issue 31's
// low-tier phone), so a list of logo-less partners would pay it on its first draw. Any other name is
// segmented; CompanyLogo.test.ts holds both ways equal.
const SIMPLE_LETTER = '[A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0621-\u064a\u0660-\u0669]';
const SIMPLE_INITIAL = new RegExp(`^[\\p{P}\\p{Z}\\s]*(${SIMPLE_LETTER}[\\p{Mn}\\p{Me}]*)(?=$|[\\p{P}\\p{Z}\\s]|${SIMPLE_LETTER})`, 'u');

let segmenter: Intl.Segmenter | null | undefined;

function graphemes(text: string): string[] {
  // One Segmenter for every avatar: building one per card is the costly part.
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

/**
 * The first letter of a name as one whole grapheme (so a letter with its combining marks, or a
 * surrogate pair, is never cut in half). Leading quotes, brackets and spaces are skipped.
 */
export function initialLetter(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  const simple = SIMPLE_INITIAL.exec(text);
  if (simple) return simple[1].toLocaleUpperCase();
  const first = graphemes(text).find((grapheme) => LETTER_OR_DIGIT.test(grapheme));
  return first ? first.toLocaleUpperCase() : '?';
}

/** The same name always gets the same colour (a small string hash over the palette). */
export function avatarColor(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length];
}
