import { render, screen, within } from '@testing-library/react';
import { TitledSection } from './TitledSection';

describe('TitledSection', () => {
  it('is a region named by its h2', () => {
    render(
      <TitledSection id="about" title="About" className="panel">
        <p>Words</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'About' });
    expect(within(region).getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('puts what stands beside the title in the header row, and says busy while its call refetches', () => {
    render(
      <TitledSection id="products" title="Products" className="panel" header={{ className: 'products-header', aside: <span>12 products</span> }} busy>
        <p>Cards</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Products' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const heading = within(region).getByRole('heading', { level: 2, name: 'Products' });
    expect(heading.parentElement).toHaveClass('products-header', 'split');
    expect(heading.parentElement).toHaveTextContent('12 products');
  });
});
