import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ar } from '@/locales/ar';
import { en } from '@/locales/en';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** "found" for "found_one": the group a plural form belongs to. */
const pluralBase = (key: string) => PLURAL.exec(key)?.[1];
const groupValues = (tree: Tree, base: string) =>
  ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => valueAt(tree, `${base}_${form}`)).filter((value) => typeof value === 'string');
/** The {{placeholders}} of some texts, each once, sorted. */
const placeholdersOf = (...texts: unknown[]) =>
  [...new Set(texts.flatMap((text) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1])))].sort();
const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

describe('the Arabic catalogue', () => {
  const namespaces = Object.keys(en) as (keyof typeof en)[];

  it('has the same namespaces as the English one', () => {
    expect(Object.keys(ar).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('has every English key of %s, translated', (ns) => {
    const english = en[ns] as unknown as Tree;
    const arabic = ar[ns] as unknown as Tree;
    const missing = keysOf(english).filter((key) => typeof valueAt(arabic, key) !== 'string' || !(valueAt(arabic, key) as string).trim());
    expect(missing).toEqual([]);
  });

  it.each(namespaces)('keeps the interpolation placeholders of %s', (ns) => {
    // A plain text has the same placeholders in both languages. A plural group is compared as a whole: Arabic
    // writes zero, one and two in words ("شركة واحدة"), so those forms may leave the number out, but the group
    // uses no placeholder English lacks and drops none English has.
    const english = en[ns] as unknown as Tree;
    const arabic = ar[ns] as unknown as Tree;
    const plain = keysOf(english).filter((key) => pluralBase(key) === undefined);
    const broken = plain.filter((key) => !same(placeholdersOf(valueAt(english, key)), placeholdersOf(valueAt(arabic, key))));
    const groups = [...new Set(keysOf(english).map(pluralBase).filter((base): base is string => base !== undefined))];
    const brokenGroups = groups.filter(
      (base) => !same(placeholdersOf(...groupValues(english, base)), placeholdersOf(...groupValues(arabic, base))),
    );
    expect([...broken, ...brokenGroups.map((base) => `${base}_*`)]).toEqual([]);
  });

  it.each(namespaces)('gives every plural group of %s all of Arabic\'s forms, and no plural group English lacks', (ns) => {
    const english = en[ns] as unknown as Tree;
    const arabic = ar[ns] as unknown as Tree;
    const groupsOf = (tree: Tree) => [...new Set(keysOf(tree).map(pluralBase).filter((base): base is string => base !== undefined))].sort();
    expect(groupsOf(arabic)).toEqual(groupsOf(english));
    // CLDR's Arabic categories: zero, one, two, few, many, other.
    const categories = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    const incomplete = groupsOf(english).flatMap((base) =>
      categories.filter((category) => typeof valueAt(arabic, `${base}_${category}`) !== 'string').map((category) => `${base}_${category}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('has no keys the English catalogue lacks (Arabic may add its own plural forms)', () => {
    // Arabic has six plural categories; English only one/other. "x_two" is fine when English has "x_other".
    const arabicOnlyPlural = (english: Tree, key: string) => {
      const match = /^(.*)_(zero|two|few|many)$/.exec(key);
      return match !== null && typeof valueAt(english, `${match[1]}_other`) === 'string';
    };
    const extra = namespaces.flatMap((ns) => {
      const english = en[ns] as unknown as Tree;
      return keysOf(ar[ns] as unknown as Tree)
        .filter((key) => typeof valueAt(english, key) !== 'string' && !arabicOnlyPlural(english, key))
        .map((k) => `${ns}:${k}`);
    });
    expect(extra).toEqual([]);
  });

  it('says two of a thing with the dual ("شركتان"), never a numeral before a singular ("٢ شركة")', () => {
    const withNumeral = namespaces.flatMap((ns) =>
      keysOf(ar[ns] as unknown as Tree)
        // A label's value after a colon ("عدد عوامل التصفية النشطة: ٢") is not a numeral before a noun.
        .filter((key) => key.endsWith('_two') && /{{/.test(String(valueAt(ar[ns] as unknown as Tree, key)).replace(/:\s*{{\s*\w+\s*}}$/, '')))
        .map((key) => `${ns}:${key}`),
    );
    expect(withNumeral).toEqual([]);
  });

  it('writes every number in Arabic-Indic digits, as the formatted numbers are (٢–٣ أيام, ٨:٠٠)', () => {
    const latin = namespaces.flatMap((ns) =>
      keysOf(ar[ns] as unknown as Tree)
        .filter((key) => /[0-9]/.test(String(valueAt(ar[ns] as unknown as Tree, key)).replace(/{{\s*\w+\s*}}/g, '')))
        .map((key) => `${ns}:${key}`),
    );
    expect(latin).toEqual([]);
  });
});

/**
 * The variants docs/arabic-style.md rejects: the backticked items of the "Not" column of its tables. A '"' at an
 * item's start or end anchors it there ("مسح rejects a value beginning with مسح).
 */
const LETTER = '\u0621-\u064A';
const MARKS = '\u064B-\u0652\u0670';

function rejectedVariants(): { variant: string; test: (value: string) => boolean }[] {
  const lines = readFileSync(join(__dirname, '../../docs/arabic-style.md'), 'utf8').split('\n');
  const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const variants: string[] = [];
  let inRejectTable = false;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      inRejectTable = false;
      continue;
    }
    const row = cells(line);
    if (row[2] === 'Not') inRejectTable = true;
    else if (inRejectTable && !/^-+$/.test(row[0] ?? '')) variants.push(...[...(row[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]));
  }
  return variants.map((variant) => {
    const start = variant.startsWith('"');
    const end = variant.length > 1 && variant.endsWith('"');
    const core = variant.slice(start ? 1 : 0, end ? -1 : undefined);
    const escaped = core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Arabic words are matched whole, with the clitics و ف ب ل and the article before them ("والتسوق" is "تسوق"),
    // so "ساري" does not catch "سارية" nor "وفر" catch "وفروعهم". Marks ("اً", "...") are matched anywhere.
    const word = new RegExp(`^[${LETTER}]`).test(core) && new RegExp(`[${LETTER}]$`).test(core);
    const pattern = word
      ? new RegExp(`${start ? '^' : `(?:^|[^${LETTER}${MARKS}])[وفبل]?(?:ال)?`}${escaped}${end ? '$' : `(?![${LETTER}${MARKS}])`}`)
      : new RegExp(`${start ? '^' : ''}${escaped}${end ? '$' : ''}`);
    return { variant, test: (value: string) => pattern.test(value) };
  });
}

describe('the Arabic catalogue follows docs/arabic-style.md', () => {
  const variants = rejectedVariants();
  const values = (Object.keys(ar) as (keyof typeof ar)[]).flatMap((ns) =>
    keysOf(ar[ns] as unknown as Tree).map((key) => ({ where: `${ns}:${key}`, value: String(valueAt(ar[ns] as unknown as Tree, key)) })),
  );

  it('reads the glossary\'s rejected variants', () => {
    expect(variants.length).toBeGreaterThan(60);
    expect(variants.map((v) => v.variant)).toEqual(expect.arrayContaining(['صفقة', 'كشريك', 'اً', '...', '"مسح']));
  });

  it('uses none of them', () => {
    const used = values.flatMap(({ where, value }) => variants.filter((v) => v.test(value)).map((v) => `${where} uses ${v.variant}: ${value}`));
    expect(used).toEqual([]);
  });

  it('would catch one (a value with a rejected variant is found)', () => {
    const probe = (value: string) => variants.filter((v) => v.test(value)).map((v) => v.variant);
    expect(probe('لا تفوّت أي صفقة')).toContain('صفقة');
    expect(probe('مسح البحث')).toContain('"مسح');
    expect(probe('امسح البحث')).toEqual([]);
    expect(probe('بحث')).toContain('"بحث"');
    expect(probe('اختر مدينة بدلاً من ذلك')).toEqual(expect.arrayContaining(['مدينة', 'اً']));
    expect(probe('التجزئة والتسوق')).toContain('تسوق');
    expect(probe('التجزئة والتسوّق')).toEqual([]);
    expect(probe('لا توجد عروض سارية')).toEqual([]);
  });
});
