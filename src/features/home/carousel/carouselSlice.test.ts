import { makeStore } from '@/app/store';
import {
  autoAdvanced,
  dotClicked,
  MANUAL_PAUSE_MS,
  nextClicked,
  previousClicked,
  selectCarouselIndex,
  selectPausedUntil,
  visibleIndex,
} from './carouselSlice';

describe('carousel slice', () => {
  it('starts on the first slide, not paused, before anything was dispatched', () => {
    const store = makeStore();
    expect(selectCarouselIndex(store.getState())).toBe(0);
    expect(selectPausedUntil(store.getState())).toBe(0);
  });

  it('auto-advances and wraps around after the last slide', () => {
    const store = makeStore();
    for (let i = 0; i < 3; i += 1) store.dispatch(autoAdvanced({ count: 3, now: 1000 }));
    expect(selectCarouselIndex(store.getState())).toBe(0);
    store.dispatch(autoAdvanced({ count: 3, now: 1000 }));
    expect(selectCarouselIndex(store.getState())).toBe(1);
  });

  it('does not auto-advance a single slide', () => {
    const store = makeStore();
    store.dispatch(autoAdvanced({ count: 1, now: 1000 }));
    expect(selectCarouselIndex(store.getState())).toBe(0);
  });

  it('previous wraps from the first slide to the last and pauses autoplay for 10 s', () => {
    const store = makeStore();
    store.dispatch(previousClicked({ count: 4, now: 5000 }));
    expect(selectCarouselIndex(store.getState())).toBe(3);
    expect(selectPausedUntil(store.getState())).toBe(5000 + MANUAL_PAUSE_MS);
  });

  it('ignores autoplay while paused and resumes once the pause is over', () => {
    const store = makeStore();
    store.dispatch(nextClicked({ count: 4, now: 0 }));
    store.dispatch(autoAdvanced({ count: 4, now: MANUAL_PAUSE_MS - 1 }));
    expect(selectCarouselIndex(store.getState())).toBe(1);
    store.dispatch(autoAdvanced({ count: 4, now: MANUAL_PAUSE_MS }));
    expect(selectCarouselIndex(store.getState())).toBe(2);
  });

  it('a dot jumps straight to its slide', () => {
    const store = makeStore();
    store.dispatch(dotClicked({ index: 2, count: 4, now: 0 }));
    expect(selectCarouselIndex(store.getState())).toBe(2);
  });

  it('keeps the shown index inside a list that got shorter', () => {
    expect(visibleIndex(5, 3)).toBe(2);
    expect(visibleIndex(0, 0)).toBe(0);
  });
});
