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
    const english = en[ns] as unknown as Tree;
    const arabic = ar[ns] as unknown as Tree;
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const broken = keysOf(english).filter(
      (key) => JSON.stringify(placeholders(valueAt(english, key))) !== JSON.stringify(placeholders(valueAt(arabic, key))),
    );
    expect(broken).toEqual([]);
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
        .filter((key) => key.endsWith('_two') && /{{/.test(String(valueAt(ar[ns] as unknown as Tree, key))))
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
