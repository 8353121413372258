// "Back to Partners" (to Offers, to Home) on a detail page. Its name promises the list: when the
// visitor came from that list, a plain click goes back in history to it, so the list comes back
// with its page, filters and scroll position, past any entries the detail page added itself (the
// pages of a partner's products). From anywhere else (another detail screen, a search, a page
// opened straight from a link), and with a modified or middle click, it is an ordinary link to `to`.
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { stepsBack } from '@/lib/visitHistory';

export interface BackLinkProps {
  /** The screen Back names (its path; any query is for the plain link). */
  to: string;
  /**
   * A plain "Back" that names no screen (a product's): it goes back to whichever screen came before
   * (past this screen's own entries), and to `to` only when none did.
   */
  toAnyScreen?: boolean;
  className: string;
  children: ReactNode;
}

export function BackLink({ to, toAnyScreen = false, className, children }: BackLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname: target } = useResolvedPath(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const steps = stepsBack(location, toAnyScreen ? undefined : target);
    if (!steps) return;
    event.preventDefault();
    navigate(-steps);
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      <Icon name="arrowBack" size={18} />
      {children}
    </Link>
  );
}
