import { settledWithin } from './nextTask';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves with the work, and clears the cap so no empty task fires later', async () => {
    let finish!: () => void;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const done = jest.fn();
    void settledWithin(work, 1000).then(done);
    expect(jest.getTimerCount()).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves once the cap has passed when the work is still pending', async () => {
    const done = jest.fn();
    void settledWithin(new Promise(() => undefined), 1000).then(done);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('resolves, not rejects, when the work fails', async () => {
    const done = jest.fn();
    void settledWithin(Promise.reject(new Error('offline')), 1000).then(done);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
