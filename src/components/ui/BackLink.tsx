// "Back" on a detail page. A plain click inside this visit goes back in history, so the list comes
// back with its page and filters; opened straight from a link (the visit's first entry), or with a
// modified or middle click, it is an ordinary link to `to` (the list, or home).
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/Icon';

export interface BackLinkProps {
  /** Where Back leads when there is nothing in this visit to go back to. */
  to: string;
  className: string;
  children: ReactNode;
}

export function BackLink({ to, className, children }: BackLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // 'default' is the first entry of this visit: there is nothing in the app to go back to.
    if (location.key === 'default' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      <Icon name="arrowBack" size={18} />
      {children}
    </Link>
  );
}
