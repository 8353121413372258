import { act, screen } from '@testing-library/react';
import { noteAnswer } from '@/lib/shownAsOf';
import { renderWithProviders } from '@tests/utils/render';
import { ShownAsOf } from '.';
import { SHOWING_CLASS } from './ShownAsOf';

afterEach(() => act(() => noteAnswer(null)));

const STORED_AT = '2026-11-26T10:05:00.000Z';

/**
 * Runs `steps` under fake timers, the line showing an answer the worker stored at STORED_AT.
 * `onOnline` stands for the screen's asking (a mock of the test's own when the asking has effects).
 */
async function withCachedLine(steps: (onOnline: jest.Mock) => void, onOnline: jest.Mock = jest.fn()) {
  jest.useFakeTimers();
  try {
    await renderWithProviders(<ShownAsOf onOnline={onOnline} timeZone="Asia/Muscat" />);
    act(() => noteAnswer(STORED_AT));
    steps(onOnline);
  } finally {
    jest.useRealTimers();
  }
}

describe('ShownAsOf', () => {
  it('says quietly when the data was stored, and empties once fresh data arrives', async () => {
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />);
    const line = screen.getByRole('status');
    expect(line).toBeEmptyDOMElement();
    act(() => noteAnswer(STORED_AT));
    expect(line).toHaveTextContent('Shown as of 14:05, 26 Nov');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => noteAnswer(null));
    expect(line).toBeEmptyDOMElement();
  });

  it('makes room at the page’s end only while a time is shown: the root element carries its class', async () => {
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />);
    expect(document.documentElement).not.toHaveClass(SHOWING_CLASS);
    act(() => noteAnswer(STORED_AT));
    expect(document.documentElement).toHaveClass(SHOWING_CLASS);
    act(() => noteAnswer(null));
    expect(document.documentElement).not.toHaveClass(SHOWING_CLASS);
  });

  it('says it in Arabic on an Arabic page', async () => {
    act(() => noteAnswer(STORED_AT));
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('آخر تحديث: ١٤:٠٥، ٢٦ نوفمبر');
  });

  it('asks the screen’s calls again when the network is back, only while cached data is shown', async () => {
    const onOnline = jest.fn();
    await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
    window.dispatchEvent(new Event('online'));
    expect(onOnline).not.toHaveBeenCalled();
    act(() => noteAnswer(STORED_AT));
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
    act(() => noteAnswer(null));
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('asks again, further apart each time, while the answers still come from the cache and the browser is online', async () => {
    await withCachedLine((onOnline) => {
      window.dispatchEvent(new Event('online'));
      expect(onOnline).toHaveBeenCalledTimes(1);
      // Still from the cache a second later: asked again, then after 2 s more, then 4 s.
      act(() => jest.advanceTimersByTime(1_000));
      expect(onOnline).toHaveBeenCalledTimes(2);
      act(() => jest.advanceTimersByTime(1_999));
      expect(onOnline).toHaveBeenCalledTimes(2);
      act(() => jest.advanceTimersByTime(1));
      expect(onOnline).toHaveBeenCalledTimes(3);
      // Offline again: no asking until the next online event.
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      act(() => jest.advanceTimersByTime(60_000));
      expect(onOnline).toHaveBeenCalledTimes(3);
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
      expect(onOnline).toHaveBeenCalledTimes(4);
      // A fresh answer empties the line and ends the asking.
      act(() => noteAnswer(null));
      act(() => jest.advanceTimersByTime(60_000));
      expect(onOnline).toHaveBeenCalledTimes(4);
    });
  });

  it('keeps asking when an answer from the cache, older than the one shown, comes after the network is back', async () => {
    // The worker meets the network a moment after the page: the first asking is answered from its
    // cache, and a call stored earlier moves the line's time back. The asking must go on (CI: the
    // line stayed, since the new time had ended the retries and no online event came again).
    await withCachedLine((onOnline) => {
      window.dispatchEvent(new Event('online'));
      expect(onOnline).toHaveBeenCalledTimes(1);
      act(() => noteAnswer('2026-11-26T09:30:00.000Z'));
      expect(screen.getByRole('status')).toHaveTextContent('Shown as of 13:30, 26 Nov');
      act(() => jest.advanceTimersByTime(1_000));
      expect(onOnline).toHaveBeenCalledTimes(2);
      act(() => jest.advanceTimersByTime(2_000));
      expect(onOnline).toHaveBeenCalledTimes(3);
    });
  });

  it('asks again by itself when the line comes back while the browser is online, with no online event to come', async () => {
    // CI: the online event's asking brought one fresh answer (the line emptied, ending the retries),
    // then a call of the same round was answered from the worker's cache (asked while its network
    // was still down), and the line came back for good: no second online event comes.
    await withCachedLine((onOnline) => {
      window.dispatchEvent(new Event('online'));
      expect(onOnline).toHaveBeenCalledTimes(1);
      act(() => noteAnswer(null));
      act(() => noteAnswer(STORED_AT));
      // At the pace the online event's asking reached: 2 s.
      act(() => jest.advanceTimersByTime(1_999));
      expect(onOnline).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(1));
      expect(onOnline).toHaveBeenCalledTimes(2);
      act(() => jest.advanceTimersByTime(4_000));
      expect(onOnline).toHaveBeenCalledTimes(3);
      // A fresh answer empties the line and ends the asking.
      act(() => noteAnswer(null));
      act(() => jest.advanceTimersByTime(60_000));
      expect(onOnline).toHaveBeenCalledTimes(3);
    });
  });

  it('does not ask faster when every asking empties the line and brings it back (fresh answers beside cached ones)', async () => {
    // On a network slower than the worker's 4 s, each round has fresh answers (the line empties) and
    // answers from the cache (it comes back). Were the pace started again at each return, every call
    // of the screen would be asked about once a second: 60 times in this minute, not 6.
    const emptiedAndBack = jest.fn(() => {
      act(() => noteAnswer(null));
      act(() => noteAnswer(STORED_AT));
    });
    await withCachedLine((onOnline) => {
      window.dispatchEvent(new Event('online'));
      // 0 (the online event), then 2, 6, 14, 30 and 60 s: the doubling pace, up to 30 s apart.
      act(() => jest.advanceTimersByTime(60_000));
      expect(onOnline).toHaveBeenCalledTimes(6);
    }, emptiedAndBack);
  });

  it('waits for the network when the line comes while the browser is offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await withCachedLine((onOnline) => {
        act(() => jest.advanceTimersByTime(60_000));
        expect(onOnline).not.toHaveBeenCalled();
      });
    } finally {
      onLine.mockRestore();
    }
  });
});
