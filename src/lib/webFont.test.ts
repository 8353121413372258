import { cacheWebFontForNextVisit, WEB_FONT_DELAY_MS } from './cacheWebFont';
import { applyCachedWebFont, WEB_FONT_CLASS, WEB_FONT_STORAGE_KEY } from './webFont';

type Load = jest.Mock<Promise<unknown[]>, [string, string?]>;

function stubFonts(load: Load): void {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  document.documentElement.classList.remove(WEB_FONT_CLASS);
  // jsdom has no requestIdleCallback: the fallback path runs the download straight after the delay.
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('applyCachedWebFont (index.html head)', () => {
  it('uses Cairo from the first paint once an earlier visit cached it', () => {
    window.localStorage.setItem(WEB_FONT_STORAGE_KEY, 'cached');
    applyCachedWebFont();
    expect(document.documentElement).toHaveClass(WEB_FONT_CLASS);
  });

  it('keeps the system font on a first visit', () => {
    applyCachedWebFont();
    expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
  });

  it('keeps the system font when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => applyCachedWebFont()).not.toThrow();
    expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
  });
});

describe('cacheWebFontForNextVisit', () => {
  it('downloads Cairo only after the page has settled, then remembers it for the next visit', async () => {
    const load: Load = jest.fn().mockResolvedValue([{}]);
    stubFonts(load);
    cacheWebFontForNextVisit();
    jest.advanceTimersByTime(WEB_FONT_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith('1em "Cairo Variable"', expect.stringMatching(/[A-Za-z].*[\u0600-\u06FF]/));
    await flush();
    expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBe('cached');
    // This page keeps the font it was laid out in.
    expect(document.documentElement).not.toHaveClass(WEB_FONT_CLASS);
  });

  it('waits for the page to load first', () => {
    const load: Load = jest.fn().mockResolvedValue([{}]);
    stubFonts(load);
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    cacheWebFontForNextVisit({ delayMs: 0 });
    jest.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // The load's own task (lib/afterLoad), then the delay.
    jest.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing when this visit already uses the cached font', () => {
    const load: Load = jest.fn().mockResolvedValue([{}]);
    stubFonts(load);
    document.documentElement.classList.add(WEB_FONT_CLASS);
    cacheWebFontForNextVisit({ delayMs: 0 });
    jest.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
  });

  it('remembers nothing when the font could not be downloaded', async () => {
    const load: Load = jest.fn().mockRejectedValue(new Error('offline'));
    stubFonts(load);
    cacheWebFontForNextVisit({ delayMs: 0 });
    jest.runOnlyPendingTimers();
    await flush();
    expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();

    load.mockResolvedValue([]);
    cacheWebFontForNextVisit({ delayMs: 0 });
    jest.runOnlyPendingTimers();
    await flush();
    expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();
  });
});
