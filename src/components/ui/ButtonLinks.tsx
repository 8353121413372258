import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ButtonLink {
  to: string;
  label: ReactNode;
}

export interface ButtonLinksProps {
  /** The first is the way out most visitors want (primary); the others are secondary. */
  links: readonly ButtonLink[];
}

/** The ways out of a dead end or a call to act (not found, no results, join), drawn as buttons. */
export function ButtonLinks({ links }: ButtonLinksProps) {
  return (
    <>
      {links.map(({ to, label }, index) => (
        <Link key={to} className={`button ${index === 0 ? 'button--primary' : 'button--secondary'}`} to={to}>
          {label}
        </Link>
      ))}
    </>
  );
}
