// Every Arabic count, rendered by the app's own translator at the numbers where Arabic changes its grammar
// (docs/arabic-style.md, "Counts"): zero, one and two are words ("لا عروض", "عرض واحد", "عرضان"), never a digit
// before a noun ("٠ عرض", "١ شركة", "٢ شركة"), and a dual never follows a preposition ("على شركتان").
import { ar } from '@/locales/ar';
import { formatRouteDuration } from '@/domain/directions';
import { initI18n, type I18n, type Namespace } from '@/lib/i18n';

type Tree = { [key: string]: string | Tree };

const COUNTS = [0, 1, 2, 3, 11, 100, 102];
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

function textKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : textKeys(value, `${prefix}${key}.`)));
}

function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

/** Every plural group of the Arabic catalogue, with the placeholders its forms use. */
const groups = (Object.keys(ar) as Namespace[]).flatMap((ns) => {
  const tree = ar[ns] as unknown as Tree;
  const bases = [...new Set(textKeys(tree).map((key) => PLURAL.exec(key)?.[1]).filter((base): base is string => base !== undefined))];
  return bases.map((base) => {
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => String(valueAt(tree, `${base}_${form}`) ?? ''));
    const names = [...new Set(forms.flatMap((text) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1])))];
    return { ns, base, names };
  });
});

const ARABIC_LETTER = '\u0621-\u064A';
/** A lone ٠, ١ or ٢ (not part of ١٠٠ or ١٢) followed by a word. */
const DIGIT_BEFORE_NOUN = new RegExp(`(?:^|[^٠-٩٫٬])[٠١٢](?![٠-٩٫٬])\\s*[${ARABIC_LETTER}]`);
/** A preposition, then a word in the nominative dual (…ان / …تان). */
const DUAL_AFTER_PREPOSITION = /(?:^|[\s(])(?:على|في|من|إلى|عن|بعد|نحو|حتى|مع|لدى)\s+[^\s،.؛:]+ان(?=$|[\s،.؛:)؟!])/;

function faults(text: string, count: number): string[] {
  const found: string[] = [];
  if (DIGIT_BEFORE_NOUN.test(text)) found.push('a digit before a noun');
  if (count === 2 && DUAL_AFTER_PREPOSITION.test(text)) found.push('a dual after a preposition');
  return found;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await initI18n({ language: 'ar' });
});

describe('the checks themselves', () => {
  it.each([
    ['تم العثور على ١ عرض', 1],
    ['٠ مكان محفوظ', 0],
    ['٢ شركة', 2],
    ['تم العثور على شركتان', 2],
    ['يُرجى المحاولة بعد دقيقتان', 2],
  ])('flag "%s"', (text, count) => {
    expect(faults(text, count)).not.toEqual([]);
  });

  it.each([
    ['لم يُعثر على أي عرض', 0],
    ['شركة واحدة', 1],
    ['النتائج: شركتان وعرضان ولا منتجات', 2],
    ['يُرجى المحاولة بعد دقيقتين', 2],
    ['١١ شركة', 11],
    ['١٠٠ شركة', 100],
    ['١٠٢ عرض', 102],
    ['عدد عوامل التصفية النشطة: ١', 1],
  ])('pass "%s"', (text, count) => {
    expect(faults(text, count)).toEqual([]);
  });
});

describe('every Arabic plural group, at 0, 1, 2, 3, 11, 100 and 102', () => {
  it('finds the groups', () => {
    expect(groups.length).toBeGreaterThan(20);
  });

  it.each(groups.map((group) => [`${group.ns}:${group.base}`, group] as const))('%s reads as Arabic writes counts', (_name, { ns, base, names }) => {
    const wrong = COUNTS.flatMap((count) => {
      const values = Object.fromEntries(names.map((name) => [name, count]));
      const text = String(i18n.translate(ns, base, { ...values, count }));
      return faults(text, count).map((fault) => `${count}: "${text}" has ${fault}`);
    });
    expect(wrong).toEqual([]);
  });

  it('writes the search summary with its three counts as words where Arabic wants words', () => {
    const wrong = COUNTS.flatMap((count) => {
      const side = (key: string) => String(i18n.translate('search', key, { count, value: count }));
      const text = String(
        i18n.translate('search', 'summary', { companies: side('companiesCount'), offers: side('offersCount'), products: side('productsCount') }),
      );
      return faults(text, count).map((fault) => `${count}: "${text}" has ${fault}`);
    });
    expect(wrong).toEqual([]);
    expect(i18n.translate('search', 'summary', { companies: 'شركتان', offers: 'عرض واحد', products: 'لا منتجات' })).toBe(
      'النتائج: شركتان وعرض واحد ولا منتجات',
    );
  });

  it('writes a route duration in long units joined with و, inside the directions summary', () => {
    const wrong = [1, 2, 3, 11, 60, 61, 62, 65, 120, 125, 180].flatMap((minutes) => {
      const duration = formatRouteDuration(minutes * 60, 'ar');
      const text = String(i18n.translate('directions', 'summary', { distance: '٥ كم', duration }));
      return faults(text, 2).map((fault) => `${minutes} min: "${text}" has ${fault}`);
    });
    expect(wrong).toEqual([]);
  });
});
