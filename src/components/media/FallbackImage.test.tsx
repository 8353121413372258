import { fireEvent, render, screen } from '@testing-library/react';
import { failImage } from '@tests/utils/images';
import { FallbackImage } from './FallbackImage';

describe('FallbackImage', () => {
  it('turns into the default ad background when the image fails to load', () => {
    const { container } = render(<FallbackImage src="http://api.test/broken.jpg" alt="Offer photo" />);
    expect(failImage(container, 'Offer photo')).toHaveClass('fallback-image--ad-background');
  });

  it('shows the ad background when there is no image at all, hidden from screen readers when decorative', () => {
    const { container } = render(<FallbackImage src={null} alt="" className="card__image" />);
    const background = container.querySelector('.fallback-image--ad-background');
    expect(background).toHaveAttribute('aria-hidden', 'true');
    expect(background).toHaveClass('card__image');
  });

  it('renders nothing when told to hide a failed image', () => {
    const { container } = render(<FallbackImage src="http://api.test/broken.jpg" alt="Banner" fallback="hide" />);
    fireEvent.error(screen.getByRole('img', { name: 'Banner' }));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a missing image when told to hide', () => {
    const { container } = render(<FallbackImage src="" alt="Banner" fallback="hide" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("asks for a page's main image first (eager, high priority) and leaves the others lazy", () => {
    render(
      <>
        <FallbackImage src="http://api.test/main.jpg" alt="Main photo" eager />
        <FallbackImage src="http://api.test/other.jpg" alt="Other photo" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Main photo' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Main photo' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Other photo' })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Other photo' })).toHaveAttribute('loading', 'lazy');
  });
});
