import type { OpeningHours } from '@/api';
import { openingHoursSpecification } from './openingHoursJsonLd';

const day = (...names: string[]) => names.map((name) => `https://schema.org/${name}`);

describe('openingHoursSpecification (schema.org, from the API week)', () => {
  it('groups days with the same hours, in Oman week order, and leaves closed days out', () => {
    const hours: OpeningHours = {
      weekly: {
        sun: [{ open: '08:00', close: '17:00' }],
        mon: [{ open: '08:00', close: '17:00' }],
        thu: [{ open: '08:00', close: '12:00' }],
        fri: [],
      },
    };
    expect(openingHoursSpecification(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Sunday', 'Monday'), opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Thursday'), opens: '08:00', closes: '12:00' },
    ]);
  });

  it('writes the whole day as 00:00–23:59 and a close past midnight as the next day\'s time', () => {
    const hours: OpeningHours = { weekly: { sat: [{ open: '00:00', close: '24:00' }], wed: [{ open: '18:00', close: '02:00' }] } };
    expect(openingHoursSpecification(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Wednesday'), opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Saturday'), opens: '00:00', closes: '23:59' },
    ]);
  });

  it('adds special days with their dates (closed = 00:00–00:00; one day when `to` is absent) and skips malformed ones', () => {
    const hours = {
      weekly: { sun: [{ open: '09:00', close: '13:00' }] },
      special_days: [
        { from: '2026-11-18', to: '2026-11-19', intervals: [] },
        { from: '2027-03-01', intervals: [{ open: '10:00', close: '15:00' }] },
        { from: 'soon', intervals: [] },
        null,
      ],
    } as unknown as OpeningHours;
    expect(openingHoursSpecification(hours).slice(1)).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-11-18', validThrough: '2026-11-19' },
      { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '15:00', validFrom: '2027-03-01', validThrough: '2027-03-01' },
    ]);
  });

  it('says nothing for unknown hours (absent, null, malformed), never "closed"', () => {
    expect(openingHoursSpecification(undefined)).toEqual([]);
    expect(openingHoursSpecification(null)).toEqual([]);
    expect(openingHoursSpecification({ weekly: 'always' } as unknown as OpeningHours)).toEqual([]);
    // Bad intervals are skipped like the week table skips them.
    expect(openingHoursSpecification({ weekly: { mon: [{ open: '25:00', close: '26:00' }] } } as unknown as OpeningHours)).toEqual([]);
  });
});
