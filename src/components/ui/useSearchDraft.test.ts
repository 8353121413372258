import { act, renderHook } from '@testing-library/react';
import { useSearchDraft } from './useSearchDraft';

/** The hook as a screen uses it: `committed` comes back from the URL some time after a commit. */
function setup(initial = '') {
  const onCommit = jest.fn<void, [string]>();
  const view = renderHook(({ committed }) => useSearchDraft(committed, onCommit), { initialProps: { committed: initial } });
  return { onCommit, ...view };
}

describe('useSearchDraft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits the trimmed text once typing pauses', () => {
    const { result, onCommit } = setup();
    act(() => result.current.setDraft(' tea '));
    act(() => jest.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledWith('tea');
  });

  it('commits only the last of quick changes (no request storm)', () => {
    const { result, onCommit } = setup();
    for (const typed of ['c', 'co', 'cof', 'coff', 'coffe', 'coffee']) {
      act(() => result.current.setDraft(typed));
      act(() => jest.advanceTimersByTime(100));
    }
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onCommit.mock.calls).toEqual([['coffee']]);
  });

  it('keeps what was typed after a pause when that pause\'s search comes back from the URL', () => {
    // A slow phone: "a", a pause (commits "a"), "l", and only then does the URL say q=a.
    const { result, rerender, onCommit } = setup();
    act(() => result.current.setDraft('a'));
    act(() => jest.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('a');
    act(() => result.current.setDraft('al'));
    rerender({ committed: 'a' });
    expect(result.current.draft).toBe('al');
    act(() => jest.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('al');
  });

  it('shows a search that changes from outside (Back, a link, Clear All)', () => {
    const { result, rerender, onCommit } = setup('tea');
    rerender({ committed: 'coffee' });
    expect(result.current.draft).toBe('coffee');
    act(() => jest.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows an outside change even while its own earlier commit is on the way', () => {
    const { result, rerender } = setup();
    act(() => result.current.setDraft('a'));
    act(() => jest.advanceTimersByTime(300));
    act(() => result.current.setDraft('al'));
    // Back, to a search the box never committed.
    rerender({ committed: 'bank' });
    expect(result.current.draft).toBe('bank');
  });

  it('never writes a stale pause back over an outside change', () => {
    const { result, rerender, onCommit } = setup('tea');
    act(() => result.current.setDraft('teas'));
    act(() => jest.advanceTimersByTime(100));
    rerender({ committed: 'coffee' });
    act(() => jest.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('coffee');
  });

  it('follows Back to a search the box itself committed earlier', () => {
    const { result, rerender } = setup();
    act(() => result.current.setDraft('a'));
    act(() => jest.advanceTimersByTime(300));
    rerender({ committed: 'a' });
    rerender({ committed: 'bank' });
    expect(result.current.draft).toBe('bank');
    rerender({ committed: 'a' });
    expect(result.current.draft).toBe('a');
  });

  it('submits at once on Enter, and clears box and search together', () => {
    const { result, rerender, onCommit } = setup('tea');
    act(() => result.current.submit(' coffee '));
    expect(onCommit).toHaveBeenLastCalledWith('coffee');
    rerender({ committed: 'coffee' });
    act(() => result.current.clear());
    expect(result.current.draft).toBe('');
    expect(onCommit).toHaveBeenLastCalledWith('');
  });
});
