import { formatShownAsOf, getShownAsOf, nextShownAsOf, noteAnswer, subscribeShownAsOf } from './shownAsOf';

const at = (iso: string) => Date.parse(iso);

describe('"Shown as of": which time the screen’s data is from', () => {
  it('takes a cached answer’s stamp, keeps the oldest of several, and clears on a fresh answer', () => {
    expect(nextShownAsOf(null, '2026-11-26T10:05:00.000Z')).toBe(at('2026-11-26T10:05:00.000Z'));
    expect(nextShownAsOf(at('2026-11-26T10:05:00.000Z'), '2026-11-26T09:00:00.000Z')).toBe(at('2026-11-26T09:00:00.000Z'));
    expect(nextShownAsOf(at('2026-11-26T09:00:00.000Z'), '2026-11-26T10:05:00.000Z')).toBe(at('2026-11-26T09:00:00.000Z'));
    expect(nextShownAsOf(at('2026-11-26T09:00:00.000Z'), null)).toBeNull();
  });

  it('ignores a stamp it cannot read', () => {
    expect(nextShownAsOf(null, 'yesterday-ish')).toBeNull();
    expect(nextShownAsOf(at('2026-11-26T09:00:00.000Z'), '')).toBe(at('2026-11-26T09:00:00.000Z'));
  });

  it('tells its subscribers only when the time changes', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeShownAsOf(listener);
    noteAnswer('2026-11-26T10:05:00.000Z');
    noteAnswer('2026-11-26T11:00:00.000Z');
    expect(getShownAsOf()).toBe(at('2026-11-26T10:05:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(1);
    noteAnswer(null);
    noteAnswer(null);
    expect(getShownAsOf()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('says the time and the day as the language writes them', () => {
    const stamp = at('2026-11-26T10:05:00.000Z');
    expect(formatShownAsOf(stamp, 'en', 'Asia/Muscat')).toEqual({ time: '14:05', date: '26 Nov' });
    expect(formatShownAsOf(stamp, 'ar', 'Asia/Muscat')).toEqual({ time: '١٤:٠٥', date: '٢٦ نوفمبر' });
    expect(formatShownAsOf(stamp, 'en', 'UTC')).toEqual({ time: '10:05', date: '26 Nov' });
  });
});
