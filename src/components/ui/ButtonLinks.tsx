import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';

export interface ButtonLink {
  to: string;
  label: ReactNode;
  /** An arrow after the label, for a way on to a list rather than out of a dead end. */
  arrow?: boolean;
}

export interface ButtonLinksProps {
  /** The way most visitors want, drawn as the primary button. */
  primary: ButtonLink;
  /** The other way, drawn as a secondary button (a light one on a dark background). */
  secondary: ButtonLink;
  /** The row the pair sits in; without it the pair goes into the caller's own row (a state box's actions). */
  className?: string;
  onDark?: boolean;
}

/** The two ways out of a dead end or on from a section (not found, no results, join, browse), drawn as buttons. */
export function ButtonLinks({ primary, secondary, className, onDark = false }: ButtonLinksProps) {
  const links = [
    { ...primary, tone: 'button--primary' },
    { ...secondary, tone: onDark ? 'button--on-dark' : 'button--secondary' },
  ];
  const buttons = links.map(({ to, label, arrow, tone }) => (
    <Link key={to} className={`button ${tone}`} to={to}>
      {label}
      {arrow && <Icon name="arrowForward" size={18} />}
    </Link>
  ));
  return className ? <div className={className}>{buttons}</div> : <>{buttons}</>;
}
