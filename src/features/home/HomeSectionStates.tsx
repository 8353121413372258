import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { CardSkeletons, type CardSkeletonsProps } from '@/components/cards';
import type { IconName } from '@/components/Icon';
import { AsyncSection, EmptyState, type AsyncSectionProps } from '@/components/ui';
import type { HomeSectionProps } from './HomeSection';

type HomeSectionName = HomeSectionProps['name'];

interface SectionStatesLook {
  /** The placeholders, shaped like the section's cards. */
  skeletons: CardSkeletonsProps;
  /** The layout the placeholders sit in: the one the cards will fill (a grid unless said). */
  skeletonsClassName?: string;
  emptyIcon: IconName;
  /** Spec §8: the catalogue key of the section's own sentence for a network or CORS failure, where it has one. */
  networkErrorKey?: 'offers.networkError' | 'spotlight.error';
  /** The section's own words when every record it got broke the contract (issue 34). */
  notShownKey?: 'partners.notShown' | 'offers.notShown';
}

/** How each home section looks while it loads and when it is empty, and what it says when its call fails. */
const SECTION_STATES: Record<HomeSectionName, SectionStatesLook> = {
  partners: { skeletons: { count: 8, kind: 'company' }, emptyIcon: 'building', notShownKey: 'partners.notShown' },
  categories: { skeletons: { count: 12, kind: 'category' }, skeletonsClassName: 'home-categories', emptyIcon: 'grid' },
  offers: { skeletons: { count: 8, kind: 'offer' }, emptyIcon: 'tag', networkErrorKey: 'offers.networkError', notShownKey: 'offers.notShown' },
  spotlight: { skeletons: { count: 6, kind: 'ad', variant: 'spotlight' }, emptyIcon: 'sparkle', networkErrorKey: 'spotlight.error' },
  news: { skeletons: { count: 6, kind: 'ad', variant: 'compact' }, emptyIcon: 'info', networkErrorKey: 'spotlight.error' },
};

export interface HomeSectionStatesProps<T> extends Pick<AsyncSectionProps<T>, 'query' | 'isEmpty' | 'children'> {
  /**
   * The section's key in the home catalogue (the empty state reads `<name>.emptyTitle` and
   * `<name>.emptyMessage`) and in the table above.
   */
  name: HomeSectionName;
  /** The empty state's way out, where the section has one. */
  emptyAction?: ReactNode;
}

/**
 * A home section's four states: skeletons, the error box, its empty state (a level 3 heading under
 * the section's h2), then the cards. Spec §8: on an error the list is emptied and the error box says why.
 */
export function HomeSectionStates<T>({
  name,
  query,
  isEmpty,
  emptyAction,
  children,
}: HomeSectionStatesProps<T>) {
  const { t } = useTranslation('home');
  const { skeletons, skeletonsClassName = 'grid', emptyIcon, networkErrorKey, notShownKey } = SECTION_STATES[name];
  return (
    <AsyncSection
      query={query}
      loading={<CardSkeletons className={skeletonsClassName} {...skeletons} />}
      networkMessage={networkErrorKey && t(networkErrorKey)}
      isEmpty={isEmpty}
      notShownTitle={notShownKey && t(notShownKey)}
      empty={<EmptyState title={t(`${name}.emptyTitle`)} message={t(`${name}.emptyMessage`)} icon={emptyIcon} headingLevel={3} action={emptyAction} />}
    >
      {children}
    </AsyncSection>
  );
}
