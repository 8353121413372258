import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredSection } from './DeferredSection';

describe('DeferredSection', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<DeferredSection><p>Offers</p></DeferredSection>);
    expect(screen.getByText('Offers')).toBeInTheDocument();
  });

  it('is not drawn by the publish, and its hydration waits for the visitor to come near as well', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const html = renderToString(<DeferredSection minHeight={300}><p>Offers</p></DeferredSection>);
    expect(html).not.toContain('Offers');
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe = observe;
      disconnect = jest.fn();
    };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, <DeferredSection minHeight={300}><p>Offers</p></DeferredSection>, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain('Offers');
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });

  it('waits until the section comes near the viewport', () => {
    let trigger: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        trigger = callback;
      }
      observe = observe;
      disconnect = jest.fn();
    };
    render(<DeferredSection minHeight={300}><p>Offers</p></DeferredSection>);
    expect(screen.queryByText('Offers')).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => trigger([{ isIntersecting: false }]));
    expect(screen.queryByText('Offers')).not.toBeInTheDocument();
    act(() => trigger([{ isIntersecting: true }]));
    expect(screen.getByText('Offers')).toBeInTheDocument();
  });
});
