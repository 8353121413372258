import { render } from '@testing-library/react';
import { useDocumentClass } from './useDocumentClass';

function Holder({ active = true }: { active?: boolean }) {
  useDocumentClass('probe-shown', active);
  return null;
}

describe('useDocumentClass', () => {
  it('puts the class on the root element while active and mounted', () => {
    const { rerender, unmount } = render(<Holder active={false} />);
    expect(document.documentElement).not.toHaveClass('probe-shown');
    rerender(<Holder />);
    expect(document.documentElement).toHaveClass('probe-shown');
    rerender(<Holder active={false} />);
    expect(document.documentElement).not.toHaveClass('probe-shown');
    rerender(<Holder />);
    unmount();
    expect(document.documentElement).not.toHaveClass('probe-shown');
  });

  it('keeps the class while another holder still asks for it', () => {
    const first = render(<Holder />);
    const second = render(<Holder />);
    first.unmount();
    expect(document.documentElement).toHaveClass('probe-shown');
    second.unmount();
    expect(document.documentElement).not.toHaveClass('probe-shown');
  });
});
