import { useState, type CSSProperties } from 'react';
import { avatarColor, initialLetter } from './avatar';
import './media.css';
import { safeImageSrc } from '@/lib/safeLinks';

export interface CompanyLogoProps {
  /** The company name as shown (used for the alt text, the initial and the colour). */
  name: string;
  /** Absolute URL of the logo; null, empty or failing → the initial-letter avatar. */
  logo?: string | null;
  /** Square size in CSS pixels (default 56). */
  size?: number;
  /**
   * Set when the name is printed right beside the logo (cards, detail headers): the logo is then
   * hidden from screen readers instead of announcing the name twice.
   */
  decorative?: boolean;
  className?: string;
}

/** A company's logo, or — when it is missing or fails to load — its initial letter on a colour. */
export function CompanyLogo({ name, logo, size = 56, decorative = false, className }: CompanyLogoProps) {
  const source = safeImageSrc(logo);
  // Remember which source failed, so a new logo URL gets its own chance to load.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const showImage = source !== null && failedSource !== source;
  const style = { '--logo-size': `${size}px` } as CSSProperties;
  const classes = ['company-logo', className ?? ''].filter(Boolean).join(' ');

  if (showImage) {
    return (
      <img
        className={`${classes} company-logo--image`}
        src={source}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        onError={() => setFailedSource(source)}
      />
    );
  }

  const avatarStyle = { ...style, '--avatar-color': avatarColor(name) } as CSSProperties;
  return (
    <span
      className={`${classes} company-logo--avatar`}
      style={avatarStyle}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <span className="company-logo__letter" aria-hidden="true">
        {initialLetter(name)}
      </span>
    </span>
  );
}
