import { render } from '@testing-library/react';
import { useOpenGraph, type OpenGraph } from './headTags';

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

  it('never puts an unsafe picture in the card: the site mark stands in', () => {
    render(<Card card={{ title: 'Acme', image: 'javascript:alert(1)' }} />);
    expect(meta('og:image')).toBe(`${window.location.origin}/favicon.svg`);
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
