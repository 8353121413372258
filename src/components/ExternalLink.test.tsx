import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it('opens a safe address in a new tab, announced to screen readers', async () => {
    await renderWithProviders(<ExternalLink href="alnoor.om">Visit Website</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Visit Website (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://alnoor.om/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', '//evil.example', 'ftp://files.alnoor.om', null])('renders nothing for %p', async (href) => {
    await renderWithProviders(<ExternalLink href={href}>Visit Website</ExternalLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
