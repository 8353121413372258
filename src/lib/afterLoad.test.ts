import { afterLoad } from './afterLoad';

describe('afterLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('on a page that has loaded, runs the task in the next task, not in the caller’s', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = jest.fn();
    afterLoad(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page still loading, waits for the load event, then runs the task in a task of its own', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = jest.fn();
    afterLoad(task);
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    // Once: a second load event (a test's, a frame's) does not run it again.
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
