// The level 1 carousel's client state: which slide shows, until when autoplay rests after a
// visitor used the controls (docs/product.md §4), and whether the visitor stopped it (its Pause button, for
// WCAG 2.2.2: it stays stopped for the visit, until Play). The slide count comes with each action because the ads
// themselves live in RTK Query's cache, not here.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store';

export const AUTO_ADVANCE_MS = 5000;
export const MANUAL_PAUSE_MS = 10_000;

export interface CarouselState {
  index: number;
  /** Epoch ms before which autoplay does not advance (0 = not paused). */
  pausedUntil: number;
  /** The visitor pressed Pause: no autoplay until Play. */
  stopped: boolean;
}

const initialState: CarouselState = { index: 0, pausedUntil: 0, stopped: false };

interface Step {
  count: number;
  now: number;
}

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export const carouselSlice = createSlice({
  name: 'carousel',
  initialState,
  reducers: {
    /** Autoplay's step: ignored with one slide, while paused after a manual move, or once stopped. */
    autoAdvanced(state, { payload }: PayloadAction<Step>) {
      if (payload.count <= 1 || payload.now < state.pausedUntil || state.stopped) return;
      state.index = wrap(state.index + 1, payload.count);
    },
    nextClicked(state, { payload }: PayloadAction<Step>) {
      state.index = wrap(state.index + 1, payload.count);
      state.pausedUntil = payload.now + MANUAL_PAUSE_MS;
    },
    previousClicked(state, { payload }: PayloadAction<Step>) {
      state.index = wrap(state.index - 1, payload.count);
      state.pausedUntil = payload.now + MANUAL_PAUSE_MS;
    },
    /** Pause or Play: stops autoplay for good, or starts it again (after the usual 5 s). */
    rotationToggled(state) {
      state.stopped = !state.stopped;
      state.pausedUntil = 0;
    },
    dotClicked(state, { payload }: PayloadAction<Step & { index: number }>) {
      state.index = wrap(payload.index, payload.count);
      state.pausedUntil = payload.now + MANUAL_PAUSE_MS;
    },
  },
  selectors: {
    selectCarouselIndex: (state) => state.index,
    selectPausedUntil: (state) => state.pausedUntil,
    selectStopped: (state) => state.stopped,
  },
});

declare module '@/store/reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {}
}

const injectedCarousel = carouselSlice.injectInto(rootReducer);

export const { autoAdvanced, nextClicked, previousClicked, dotClicked, rotationToggled } = carouselSlice.actions;
export const { selectCarouselIndex, selectPausedUntil, selectStopped } = injectedCarousel.selectors;

/** The index shown for `count` slides (the stored index may outlive a shorter list). */
export function visibleIndex(index: number, count: number): number {
  return wrap(index, count);
}
