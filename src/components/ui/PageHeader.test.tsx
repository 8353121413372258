import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

describe('PageHeader: the one header of a list screen', () => {
  it('gives the page its one h1, with the lead under it', () => {
    render(<PageHeader className="x" title="Offers" lead="Deals from local businesses" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByText('Deals from local businesses').tagName).toBe('P');
  });

  it('says no empty lead when the screen has none (products)', () => {
    const { container } = render(<PageHeader className="x" title="Products" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });
});
