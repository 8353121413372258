import { render, screen } from '@testing-library/react';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite, atomic status region that is visually hidden', () => {
    render(<LiveRegion>57 companies found</LiveRegion>);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('57 companies found');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveClass('visually-hidden');
  });

  it('can also be shown', () => {
    render(<LiveRegion visible className="results-count">3 offers found</LiveRegion>);
    const region = screen.getByRole('status');
    expect(region).not.toHaveClass('visually-hidden');
    expect(region).toHaveClass('results-count');
  });

  it('keeps the same element when its text changes, so the change is announced', () => {
    const { rerender } = render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<LiveRegion>12 offers found</LiveRegion>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('12 offers found');
  });
});
