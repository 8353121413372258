import { defineListQuery } from '@/lib/listQuery';
import { nearArgs, nearField, nearPoint, nearValue, roundCoordinate } from './nearPoint';

describe('near: the visitor point in a list URL', () => {
  test('a position is written rounded to 3 decimals (~100 m), so a shared link does not reveal it', () => {
    expect(nearValue({ lat: 23.58804321, lon: 58.38291234 })).toBe('23.588,58.383');
    expect(nearValue({ lat: -0.0001, lon: 0.0004 })).toBe('0,0');
    expect(roundCoordinate(58.3825)).toBe(58.383);
  });

  test('an exact position typed into the URL is read back rounded, and written rounded', () => {
    const query = defineListQuery({ near: nearField });
    const state = query.parse(new URLSearchParams('near=23.58804321,58.38291234'));
    expect(state.near).toBe('23.588,58.383');
    expect(query.toUrl(state)).toEqual({ near: '23.588,58.383' });
    expect(nearArgs(state.near)).toEqual({ lat: 23.588, lon: 58.383 });
  });

  test.each([
    ['', null],
    ['abc', null],
    ['23.5', null],
    ['23.5,', null],
    ['23.5,58.3,1', null],
    ['91,58', null],
    ['23,181', null],
    ['1e3,5', null],
    ['23,5;alert(1)', null],
    [' 23.5 , 58.3 ', { lat: 23.5, lon: 58.3 }],
    ['-17.02,-54.09', { lat: -17.02, lon: -54.09 }],
  ])('near=%j reads as %j', (raw, expected) => {
    expect(nearPoint(raw)).toEqual(expected);
    expect(nearField.parse(raw)).toBe(expected ? nearValue(expected) : '');
  });

  test('no point: no lat/lon in the call and nothing in the URL', () => {
    expect(nearArgs('')).toEqual({});
    expect(nearArgs('bad')).toEqual({});
    expect(defineListQuery({ near: nearField }).toUrl({ near: '' })).toEqual({});
  });
});
