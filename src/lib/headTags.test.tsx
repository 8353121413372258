import { render as renderBare } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useOpenGraph, type OpenGraph } from './headTags';
import { SiteOriginContext } from './site';

const SITE = 'https://dalil.test';

/** As the app draws a page: inside the router, with the site's origin passed in. */
function Page({ children }: { children: ReactNode }) {
  return (
    <SiteOriginContext value={SITE}>
      <MemoryRouter initialEntries={['/partners/7?page=2']}>{children}</MemoryRouter>
    </SiteOriginContext>
  );
}
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Page });

function Card(props: { card: OpenGraph | null }) {
  useOpenGraph(props.card);
  return null;
}

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('useOpenGraph', () => {
  it('sets og:title, og:description and og:image while the page is shown, and removes them after', () => {
    const { unmount } = render(<Card card={{ title: 'Acme', description: 'We build.', image: 'https://cdn.test/logo.png', url: 'http://dalil.test/partners/7' }} />);
    expect(meta('og:title')).toBe('Acme');
    expect(meta('og:description')).toBe('We build.');
    expect(meta('og:image')).toBe('https://cdn.test/logo.png');
    expect(meta('og:url')).toBe('http://dalil.test/partners/7');
    unmount();
    expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(0);
  });

  it("never puts an unsafe picture in the card: the site's preview JPEG stands in, not the SVG mark no preview draws", () => {
    render(<Card card={{ title: 'Acme', image: 'javascript:alert(1)' }} />);
    expect(meta('og:image')).toBe(`${SITE}/og-card.jpg`);
    // The page's own address, from the origin passed in and the router's path (no query).
    expect(meta('og:url')).toBe(`${SITE}/partners/7`);
    expect(meta('og:description')).toBeUndefined();
  });

  it('shortens a long description at a word', () => {
    render(<Card card={{ title: 'Acme', description: 'word '.repeat(100) }} />);
    const text = meta('og:description') ?? '';
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('replaces the tags when the page changes, never doubling them', () => {
    const { rerender } = render(<Card card={{ title: 'One' }} />);
    rerender(<Card card={{ title: 'Two' }} />);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta('og:title')).toBe('Two');
  });
});
