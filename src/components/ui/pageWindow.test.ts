import { pageWindow } from './pageWindow';

describe('pageWindow: up to 5 page numbers sliding with the current page', () => {
  it('starts at 1 on the first page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is clamped at the last page', () => {
    expect(pageWindow(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than 5', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the range (a hand-edited URL)', () => {
    expect(pageWindow(999, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(0, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(-3, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(Number.NaN, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('honours another window size', () => {
    expect(pageWindow(10, 20, 3)).toEqual([9, 10, 11]);
    expect(pageWindow(10, 20, 4)).toEqual([9, 10, 11, 12]);
  });
});
