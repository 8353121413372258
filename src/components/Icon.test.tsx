import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is decorative unless labelled, and announced by its label when it has one', () => {
    render(
      <>
        <Icon name="star" />
        <Icon name="phone" label="Call" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Call' })).toBeInTheDocument();
  });

  it('leaves its stroke to the .icon rule: no presentation attributes repeated on every icon of a published page', () => {
    const html = renderToString(<Icon name="pin" size={18} className="card__pin" />);
    expect(html).toMatch(/^<svg [^>]*class="icon card__pin"/);
    for (const attribute of ['fill=', 'stroke=', 'stroke-width=', 'stroke-linecap=', 'stroke-linejoin=']) expect(html).not.toContain(attribute);
  });
});
