import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { paths } from '@/config/paths';

/** Back to where the visitor came from (the list page and filters they left), else to /partners. */
export function PartnerBackLink({ label }: { label: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // 'default' is the first entry of this visit: there is nothing in the app to go back to.
    if (location.key !== 'default' && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link to={paths.partners.getHref()} className="button button--ghost button--small partner-detail__back" onClick={onClick}>
      <Icon name="arrowBack" size={18} />
      {label}
    </Link>
  );
}
