import { makeStore } from '@/store';
import * as carousel from './carouselSlice';

describe('carousel slice', () => {
  it('starts on the first slide, not paused, before anything was dispatched', () => {
    const store = makeStore();
    expect(carousel.selectCarouselIndex(store.getState())).toBe(0);
    expect(carousel.selectPausedUntil(store.getState())).toBe(0);
  });

  it('auto-advances and wraps around after the last slide', () => {
    const store = makeStore();
    for (let i = 0; i < 3; i += 1) store.dispatch(carousel.autoAdvanced({ count: 3, now: 1000 }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(0);
    store.dispatch(carousel.autoAdvanced({ count: 3, now: 1000 }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(1);
  });

  it('does not auto-advance a single slide', () => {
    const store = makeStore();
    store.dispatch(carousel.autoAdvanced({ count: 1, now: 1000 }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(0);
  });

  it('previous wraps from the first slide to the last and pauses autoplay for 10 s', () => {
    const store = makeStore();
    store.dispatch(carousel.previousClicked({ count: 4, now: 5000 }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(3);
    expect(carousel.selectPausedUntil(store.getState())).toBe(5000 + carousel.MANUAL_PAUSE_MS);
  });

  it('ignores autoplay while paused and resumes once the pause is over', () => {
    const store = makeStore();
    store.dispatch(carousel.nextClicked({ count: 4, now: 0 }));
    store.dispatch(carousel.autoAdvanced({ count: 4, now: carousel.MANUAL_PAUSE_MS - 1 }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(1);
    store.dispatch(carousel.autoAdvanced({ count: 4, now: carousel.MANUAL_PAUSE_MS }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(2);
  });

  it('a dot jumps straight to its slide', () => {
    const store = makeStore();
    store.dispatch(carousel.dotClicked({ index: 2, count: 4, now: 0 }));
    expect(carousel.selectCarouselIndex(store.getState())).toBe(2);
  });

  it('keeps the shown index inside a list that got shorter', () => {
    expect(carousel.visibleIndex(5, 3)).toBe(2);
    expect(carousel.visibleIndex(0, 0)).toBe(0);
  });
});
