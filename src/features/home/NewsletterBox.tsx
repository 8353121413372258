import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/Icon';

export interface NewsletterBoxProps {
  icon: IconName;
  title: string;
  text: string;
  /** The light box (News) instead of the dark one (Exclusive Offers). */
  light?: boolean;
  /** The sign-up form, with anything that goes beside it. */
  children: ReactNode;
}

/** The sign-up box that closes a home section: what the newsletter brings, and its form. */
export function NewsletterBox({ icon, title, text, light = false, children }: NewsletterBoxProps) {
  return (
    <div className={light ? 'home-deal home-deal--light' : 'home-deal'}>
      <div className="home-deal__text">
        <h3 className="home-deal__title">
          <Icon name={icon} size={22} />
          {title}
        </h3>
        <p>{text}</p>
      </div>
      {children}
    </div>
  );
}
