import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('returns the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('coffee'));
    expect(result.current).toBe('coffee');
  });

  it('waits 300 ms of quiet before passing a change on', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '' } });
    rerender({ value: 'c' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('c');
  });

  it('passes on only the last of quick changes (no request storm)', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 300);
        if (seen[seen.length - 1] !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const typed of ['c', 'co', 'cof', 'coff', 'coffe', 'coffee']) {
      rerender({ value: typed });
      act(() => jest.advanceTimersByTime(100));
    }
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('coffee');
    expect(seen).toEqual(['', 'coffee']);
  });

  it('honours another delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('settles back without a timer when the value returns to the debounced one', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    rerender({ value: 'a' });
    expect(jest.getTimerCount()).toBe(0);
    expect(result.current).toBe('a');
  });
});
