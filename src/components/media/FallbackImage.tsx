import { useState } from 'react';
import './media.css';
import { safeImageSrc } from '@/lib/safeLinks';

export type ImageFallback = 'adBackground' | 'hide';

export interface FallbackImageProps {
  src?: string | null;
  /** Alt text; '' for a decorative image (the fallback is then hidden from screen readers too). */
  alt: string;
  /** What to show when src is missing or fails: the brand ad background (default) or nothing. */
  fallback?: ImageFallback;
  className?: string;
  /**
   * Set for a page's main, above-the-fold image (an offer's or ad's photo, the carousel's first
   * slide): loaded at once and before other images, as it is usually the page's largest paint.
   */
  eager?: boolean;
  /** The image's intrinsic size, so the browser reserves its box before it loads (no layout shift). */
  width?: number;
  height?: number;
}

/**
 * An offer or ad image that never shows a broken-image icon: on a missing source or a load
 * error it becomes the default ad background (drawn locally in CSS) or disappears.
 */
export function FallbackImage({ src, alt, fallback = 'adBackground', className, eager = false, width, height }: FallbackImageProps) {
  const source = safeImageSrc(src);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const classes = (modifier: string) => ['fallback-image', modifier, className ?? ''].filter(Boolean).join(' ');

  if (source !== null && failedSource !== source) {
    return (
      <img
        className={classes('fallback-image--loaded')}
        src={source}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSource(source)}
      />
    );
  }

  if (fallback === 'hide') return null;

  return (
    <span
      className={classes('fallback-image--ad-background')}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <svg className="fallback-image__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 12V4h8l9 9-8 8zM7.5 7.5h.01" />
      </svg>
    </span>
  );
}
