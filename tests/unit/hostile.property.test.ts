// Property tests (fast-check, 1 000 runs each): whatever a host sends, the normalisers, the link
// sanitiser and the formatters never throw and never hand the page an unsafe URL.
import fc from 'fast-check';
import { answerShapes, recordChecks } from '@/api/contractChecks';
import { shapeAnswer } from '@/api/shapes';
import { apiLogger } from '@/lib/logger';
import { initialLetter, avatarColor } from '@/components/media/avatar';
import { daysLeft, isEndingSoon, isExpired } from '@/lib/dates';
import { formatDate, formatMoney, formatNumber, formatPercent, formatPlainNumber } from '@/lib/format';
import { localField, localName, otherName } from '@/lib/names';
import { mailtoHref, safeExternalHref, safeImageSrc, telHref } from '@/lib/safeLinks';

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 1000) };

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'file:///etc/passwd',
  'https://ok.example/"><svg onload=alert(1)>',
];
const hostileUrl = fc.oneof(
  fc.constantFrom(...HOSTILE_URLS),
  fc.tuple(fc.constantFrom('', ' ', '\u0000', '\u200b', '\u202e'), fc.constantFrom(...HOSTILE_URLS)).map(([a, b]) => a + b),
  fc.webUrl(),
  fc.string(),
  fc.string({ unit: 'binary' }),
);
const anything = fc.anything({ withNullPrototype: true, withBigInt: false, withMap: true, withSet: true, withDate: true });

const isSafe = (href: string) => /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(href);

describe('the link sanitiser', () => {
  it('returns null or an http(s)/mailto/tel URL for any input', () => {
    fc.assert(
      fc.property(hostileUrl, (raw) => {
        for (const href of [safeExternalHref(raw), telHref(raw), mailtoHref(raw)]) {
          if (href !== null) expect(isSafe(href)).toBe(true);
        }
        const src = safeImageSrc(raw);
        if (src !== null) expect(/^(https?:\/\/[^/\\]|\/(?![/\\]))/.test(src)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never throws on values of any type', () => {
    fc.assert(
      fc.property(anything, (value) => {
        safeExternalHref(value as string);
        safeImageSrc(value as string);
        telHref(value as string);
        mailtoHref(value as string);
      }),
      RUNS,
    );
  });
});

describe('the API normaliser', () => {
  beforeAll(() => jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('answers every data with a list, a page or an error; never throws', () => {
    const endpoint = fc.constantFrom<string>('getTags', 'getPagingActiveCompanies', 'getCompanyById');
    const params = fc.option(fc.record({ o: fc.oneof(fc.integer(), fc.string()), l: fc.oneof(fc.integer(), fc.string()) }, { requiredKeys: [] }));
    fc.assert(
      fc.property(endpoint, anything, params, (name, data, query) => {
        const [shape, schema] = answerShapes[name];
        const shaped = shapeAnswer(name, shape, recordChecks[schema], { data }, 200, query);
        if ('error' in shaped) {
          // A record call that answers with no record at all is "not found"; any other wrong shape is an error.
          if (name === 'getCompanyById' && (data === null || data === undefined)) {
            expect(shaped.error).toMatchObject({ status: 404, code: 'not_found' });
          } else {
            expect(shaped.error).toMatchObject({ code: expect.stringMatching(/^bad_(response|record)$/), kind: 'unexpected' });
          }
          return;
        }
        if (name === 'getCompanyById') expect(recordChecks.Company.validate(shaped.data)).toBe(true);
        if (shape === 'list') expect(Array.isArray(shaped.data)).toBe(true);
        if (shape === 'page') {
          const page = shaped.data as { results: unknown[]; count: number };
          expect(Array.isArray(page.results)).toBe(true);
          expect(Number.isFinite(page.count)).toBe(true);
          for (const record of page.results) expect(recordChecks.Company.validate(record)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('the formatters', () => {
  const language = fc.constantFrom('en', 'ar', '', 'xx-invalid', '__proto__');
  const number = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(NaN, Infinity, -Infinity, -0));

  it('format any number in any language without throwing', () => {
    fc.assert(
      fc.property(number, language, (value, lang) => {
        for (const format of [formatMoney, formatNumber, formatPlainNumber, formatPercent]) {
          expect(typeof format(value, lang)).toBe('string');
        }
      }),
      RUNS,
    );
  });

  it('format any date-ish value, count days, pick names and avatars without throwing', () => {
    const dateish = fc.oneof(fc.string(), fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'bad' : d.toISOString())), fc.constant(null));
    fc.assert(
      fc.property(dateish, language, fc.string(), fc.option(fc.string()), (value, lang, name, other) => {
        expect(typeof formatDate(value, lang)).toBe('string');
        daysLeft(value);
        isEndingSoon(value);
        isExpired(value);
        expect(typeof localField(name, other, lang)).toBe('string');
        expect(typeof localName({ name, en_name: other } as never, lang)).toBe('string');
        expect(typeof otherName({ name, en_name: other } as never, lang)).toBe('string');
        expect(typeof initialLetter(name)).toBe('string');
        expect(typeof avatarColor(name)).toBe('string');
      }),
      RUNS,
    );
  });
});
