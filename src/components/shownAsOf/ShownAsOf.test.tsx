import { act, screen } from '@testing-library/react';
import { noteAnswer } from '@/lib/shownAsOf';
import { renderWithProviders } from '@tests/utils/render';
import { ShownAsOf } from '.';
import { SHOWING_CLASS } from './ShownAsOf';

afterEach(() => act(() => noteAnswer(null)));

describe('ShownAsOf', () => {
  it('says quietly when the data was stored, and empties once fresh data arrives', async () => {
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />);
    const line = screen.getByRole('status');
    expect(line).toBeEmptyDOMElement();
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    expect(line).toHaveTextContent('Shown as of 14:05, 26 Nov');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => noteAnswer(null));
    expect(line).toBeEmptyDOMElement();
  });

  it('makes room at the page’s end only while a time is shown: the root element carries its class', async () => {
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />);
    expect(document.documentElement).not.toHaveClass(SHOWING_CLASS);
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    expect(document.documentElement).toHaveClass(SHOWING_CLASS);
    act(() => noteAnswer(null));
    expect(document.documentElement).not.toHaveClass(SHOWING_CLASS);
  });

  it('says it in Arabic on an Arabic page', async () => {
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    await renderWithProviders(<ShownAsOf onOnline={jest.fn()} timeZone="Asia/Muscat" />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('آخر تحديث: ١٤:٠٥، ٢٦ نوفمبر');
  });

  it('asks the screen’s calls again when the network is back, only while cached data is shown', async () => {
    const onOnline = jest.fn();
    await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
    window.dispatchEvent(new Event('online'));
    expect(onOnline).not.toHaveBeenCalled();
    act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
    act(() => noteAnswer(null));
    window.dispatchEvent(new Event('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('asks again, further apart each time, while the answers still come from the cache and the browser is online', async () => {
    jest.useFakeTimers();
    try {
      const onOnline = jest.fn();
      await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
      act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
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
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps asking when an answer from the cache, older than the one shown, comes after the network is back', async () => {
    // The worker meets the network a moment after the page: the first asking is answered from its
    // cache, and a call stored earlier moves the line's time back. The asking must go on (CI: the
    // line stayed, since the new time had ended the retries and no online event came again).
    jest.useFakeTimers();
    try {
      const onOnline = jest.fn();
      await renderWithProviders(<ShownAsOf onOnline={onOnline} timeZone="Asia/Muscat" />);
      act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
      window.dispatchEvent(new Event('online'));
      expect(onOnline).toHaveBeenCalledTimes(1);
      act(() => noteAnswer('2026-11-26T09:30:00.000Z'));
      expect(screen.getByRole('status')).toHaveTextContent('Shown as of 13:30, 26 Nov');
      act(() => jest.advanceTimersByTime(1_000));
      expect(onOnline).toHaveBeenCalledTimes(2);
      act(() => jest.advanceTimersByTime(2_000));
      expect(onOnline).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again by itself when the line comes back while the browser is online, with no online event to come', async () => {
    // CI: the online event's asking brought one fresh answer (the line emptied, ending the retries),
    // then a call of the same round was answered from the worker's cache (asked while its network
    // was still down), and the line came back for good: no second online event comes.
    jest.useFakeTimers();
    try {
      const onOnline = jest.fn();
      await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
      act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
      window.dispatchEvent(new Event('online'));
      expect(onOnline).toHaveBeenCalledTimes(1);
      act(() => noteAnswer(null));
      act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
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
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not ask faster when every asking empties the line and brings it back (fresh answers beside cached ones)', async () => {
    // On a network slower than the worker's 4 s, each round has fresh answers (the line empties) and
    // answers from the cache (it comes back). Were the pace started again at each return, every call
    // of the screen would be asked about once a second: 60 times in this minute, not 6.
    jest.useFakeTimers();
    try {
      const onOnline = jest.fn(() => {
        act(() => noteAnswer(null));
        act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
      });
      await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
      act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
      window.dispatchEvent(new Event('online'));
      // 0 (the online event), then 2, 6, 14, 30 and 60 s: the doubling pace, up to 30 s apart.
      act(() => jest.advanceTimersByTime(60_000));
      expect(onOnline).toHaveBeenCalledTimes(6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for the network when the line comes while the browser is offline', async () => {
    jest.useFakeTimers();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const onOnline = jest.fn();
      await renderWithProviders(<ShownAsOf onOnline={onOnline} />);
      act(() => noteAnswer('2026-11-26T10:05:00.000Z'));
      act(() => jest.advanceTimersByTime(60_000));
      expect(onOnline).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
      jest.useRealTimers();
    }
  });
});
