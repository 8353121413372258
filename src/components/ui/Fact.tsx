import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/Icon';

export interface FactProps {
  icon: IconName;
  label: string;
  /** 18 beside a partner's contact details, 16 in an ad's compact row. */
  iconSize?: number;
  className?: string;
  children: ReactNode;
}

/** One entry of a `<dl>` of facts: an icon and a label over the value (a partner's contact, an ad's dates). */
export function Fact({ icon, label, iconSize = 18, className, children }: FactProps) {
  return (
    <div className={className}>
      <dt>
        <Icon name={icon} size={iconSize} /> {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
