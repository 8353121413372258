import fc from 'fast-check';
import type { OpeningHours } from '@/api';
import arCards from '@/locales/ar/cards.json';
import enCards from '@/locales/en/cards.json';
import { describeHoursStatus, hoursStatus, type HoursTranslate } from './openingHours';

/** A `t` over the real catalogue, so the words tested are the words shown. */
function translator(catalogue: typeof enCards): HoursTranslate {
  return (key, values = {}) => {
    const text = (catalogue.hours as Record<string, string>)[key.replace('hours.', '')];
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
const en = translator(enCards);
const ar = translator(arCards);

/** An instant given as Muscat wall-clock time (UTC+4). 2026-11-23 is a Monday. */
function muscat(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+04:00`);
}

function say(hours: OpeningHours | undefined | null, now: Date, language: 'en' | 'ar' = 'en'): string | null {
  const status = hoursStatus(hours, now);
  if (!status) return null;
  const line = describeHoursStatus(status, language === 'en' ? en : ar, language);
  return line.detail ? `${line.lead} · ${line.detail}` : line.lead;
}

const office: OpeningHours = {
  weekly: {
    sun: [{ open: '08:00', close: '22:00' }],
    mon: [{ open: '08:00', close: '22:00' }],
    tue: [{ open: '08:00', close: '22:00' }],
    wed: [{ open: '08:00', close: '22:00' }],
    thu: [{ open: '08:00', close: '22:00' }],
    fri: [],
    sat: [],
  },
};

describe('opening and closing, to the minute (Muscat time)', () => {
  it.each([
    ['07:59', 'Closed · Opens at 8:00 AM'],
    ['08:00', 'Open now · Closes at 10:00 PM'],
    ['20:59', 'Open now · Closes at 10:00 PM'],
    ['21:00', 'Closes soon · 10:00 PM'],
    ['21:59', 'Closes soon · 10:00 PM'],
    ['22:00', 'Closed · Opens tomorrow at 8:00 AM'],
  ])('Monday %s → %s', (time, expected) => {
    expect(say(office, muscat('2026-11-23', time))).toBe(expected);
  });

  it('a closed day says "Closed today" and when it opens next', () => {
    expect(say(office, muscat('2026-11-27', '12:00'))).toBe('Closed today · Opens Sunday at 8:00 AM'); // Friday
    expect(say(office, muscat('2026-11-28', '12:00'))).toBe('Closed today · Opens tomorrow at 8:00 AM'); // Saturday
  });

  it('a split shift is closed between its shifts and opens again the same day', () => {
    const split: OpeningHours = { weekly: { mon: [{ open: '08:00', close: '13:00' }, { open: '16:30', close: '22:00' }] } };
    expect(say(split, muscat('2026-11-23', '14:00'))).toBe('Closed · Opens at 4:30 PM');
    expect(say(split, muscat('2026-11-23', '12:30'))).toBe('Closes soon · 1:00 PM');
  });
});

describe('an interval that crosses midnight', () => {
  const lateCafe: OpeningHours = { weekly: { thu: [{ open: '18:00', close: '02:00' }] } };

  it('is open after midnight on the next day, until its close', () => {
    expect(say(lateCafe, muscat('2026-11-26', '23:00'))).toBe('Open now · Closes at 2:00 AM'); // Thursday night
    expect(say(lateCafe, muscat('2026-11-27', '01:30'))).toBe('Closes soon · 2:00 AM'); // Friday, 1:30 am
    expect(say(lateCafe, muscat('2026-11-27', '01:59'))).toBe('Closes soon · 2:00 AM');
  });

  it('is closed from its close, and the next day with no hours of its own is "Closed today"', () => {
    expect(say(lateCafe, muscat('2026-11-27', '02:00'))).toBe('Closed today · Opens Thursday at 6:00 PM');
  });

  it('a place open round the clock every day is "Open 24 hours", also written as 00:00–00:00', () => {
    const day = [{ open: '00:00', close: '24:00' }];
    const pharmacy: OpeningHours = { weekly: { sun: day, mon: day, tue: day, wed: day, thu: day, fri: day, sat: day } };
    expect(say(pharmacy, muscat('2026-11-23', '03:00'))).toBe('Open 24 hours');
    const wrapped = [{ open: '00:00', close: '00:00' }];
    const pharmacy2: OpeningHours = { weekly: { sun: wrapped, mon: wrapped, tue: wrapped, wed: wrapped, thu: wrapped, fri: wrapped, sat: wrapped } };
    expect(say(pharmacy2, muscat('2026-11-23', '23:59'))).toBe('Open 24 hours');
  });
});

describe("Oman's time, whatever the visitor's zone", () => {
  // The same instant, as a visitor in New York (UTC−5) and one in Tokyo (UTC+9) would write it: 18:30 in Muscat.
  const newYork = new Date('2026-11-23T09:30:00-05:00');
  const tokyo = new Date('2026-11-23T23:30:00+09:00');

  it('two visitors looking at the same business at the same instant are told the same thing', () => {
    expect(newYork.getTime()).toBe(tokyo.getTime());
    expect(say(office, newYork)).toBe('Open now · Closes at 10:00 PM');
    expect(say(office, tokyo)).toBe(say(office, newYork));
  });

  it("never reads the device's own clock zone", () => {
    const local = ['getHours', 'getMinutes', 'getDay', 'getDate', 'getTimezoneOffset'] as const;
    const spies = local.map((name) => jest.spyOn(Date.prototype, name));
    say(office, tokyo);
    say(office, newYork, 'ar');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('the Muscat day decides the weekday: 21:30 UTC on Thursday is already Friday in Oman', () => {
    expect(say(office, new Date('2026-11-26T21:30:00Z'))).toBe('Closed today · Opens Sunday at 8:00 AM');
  });
});

describe('special days replace the usual week', () => {
  const withHolidays: OpeningHours = {
    ...office,
    special_days: [
      { from: '2026-11-18', to: '2026-11-19', name: 'العيد الوطني', en_name: 'National Day', intervals: [] },
      { from: '2027-02-08', to: '2027-03-09', en_name: 'Ramadan', intervals: [{ open: '20:00', close: '01:00' }] },
    ],
  };

  it('a public holiday on a working day is closed all day', () => {
    expect(say(withHolidays, muscat('2026-11-18', '12:00'))).toBe('Closed today · Opens Sunday at 8:00 AM'); // Wed–Thu holiday, then the weekend
    expect(say(office, muscat('2026-11-18', '12:00'))).toBe('Open now · Closes at 10:00 PM'); // without the override
  });

  it("Ramadan's evening hours apply across its dates, past midnight", () => {
    expect(say(withHolidays, muscat('2027-02-10', '12:00'))).toBe('Closed · Opens at 8:00 PM');
    expect(say(withHolidays, muscat('2027-02-11', '00:30'))).toBe('Closes soon · 1:00 AM');
  });
});

describe('unknown hours show nothing, never "Closed"', () => {
  it.each([[undefined], [null], [{}], [{ weekly: null }], ['Mon–Fri 8–5']])('%p → nothing', (hours) => {
    expect(hoursStatus(hours as OpeningHours, muscat('2026-11-23', '12:00'))).toBeNull();
  });

  it('a schedule with every day closed is "Closed", with no next opening', () => {
    expect(say({ weekly: {} }, muscat('2026-11-23', '12:00'))).toBe('Closed today');
  });
});

describe('in Arabic', () => {
  it("uses the language's own time format and digits", () => {
    expect(say(office, muscat('2026-11-23', '12:00'), 'ar')).toBe('مفتوح الآن · يغلق الساعة ١٠:٠٠ م');
    expect(say(office, muscat('2026-11-27', '12:00'), 'ar')).toBe('مغلق اليوم · يفتح يوم الأحد الساعة ٨:٠٠ ص');
  });
});

describe('hostile schedules (property)', () => {
  const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 1000) };
  const time = fc.oneof(
    fc.constantFrom('00:00', '24:00', '23:59', '12:00', '25:00', '24:30', '99:99', '-1:00', '', '8', '08:00:00'),
    fc.string(),
    fc.integer(),
    fc.constant(null),
  );
  const interval = fc.oneof(fc.record({ open: time, close: time }, { requiredKeys: [] }), fc.anything());
  const intervals = fc.oneof(fc.array(interval, { maxLength: 8 }), fc.anything());
  const day = fc.oneof(fc.constantFrom('2026-11-23', '2026-02-30', '9999-99-99', ''), fc.string(), fc.integer());
  const schedule = fc.oneof(
    fc.record(
      {
        weekly: fc.oneof(fc.dictionary(fc.constantFrom('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', '__proto__', 'x'), intervals), fc.anything()),
        special_days: fc.oneof(fc.array(fc.record({ from: day, to: day, intervals, name: fc.anything(), en_name: fc.anything() }, { requiredKeys: [] })), fc.anything()),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );
  const instant = fc.oneof(fc.date({ noInvalidDate: false }), fc.constant(new Date(Number.NaN)), fc.constant(new Date(8.64e15)));

  it('never throws, and always says something or nothing', () => {
    fc.assert(
      fc.property(schedule, instant, fc.constantFrom('en', 'ar'), (hours, now, language) => {
        const status = hoursStatus(hours as OpeningHours, now);
        if (status) {
          const line = describeHoursStatus(status, language === 'en' ? en : ar, language);
          expect(line.lead.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});
