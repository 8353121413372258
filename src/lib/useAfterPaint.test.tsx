import { act, render, screen } from '@testing-library/react';
import { useAfterPaint } from './useAfterPaint';

function Probe() {
  return <p>{useAfterPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is false on the first render and true only after the next frame and a task after it', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('first render')).toBeInTheDocument();
    act(() => frames.forEach((frame) => frame(0)));
    expect(screen.getByText('first render')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('leaves nothing scheduled when the component goes before the frame', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
