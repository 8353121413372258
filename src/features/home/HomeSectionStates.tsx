import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletons, type CardSkeletonsProps } from '@/components/cards';
import type { IconName } from '@/components/Icon';
import { AsyncSection, EmptyState, type AsyncSectionProps } from '@/components/ui';
import type { HomeSectionProps } from './HomeSection';

export interface HomeSectionStatesProps<T> extends Pick<AsyncSectionProps<T>, 'query' | 'errorMessage' | 'isEmpty' | 'children'> {
  /** The section's key in the home catalogue: the empty state reads `<name>.emptyTitle` and `<name>.emptyMessage`. */
  name: HomeSectionProps['name'];
  /** The placeholders, shaped like the section's cards. */
  skeletons: CardSkeletonsProps;
  /** The layout the placeholders sit in: the one the cards will fill. */
  skeletonsClassName?: string;
  emptyIcon: IconName;
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
  skeletons,
  skeletonsClassName = 'grid',
  errorMessage,
  isEmpty,
  emptyIcon,
  emptyAction,
  children,
}: HomeSectionStatesProps<T>) {
  const { t } = useTranslation('home');
  return (
    <AsyncSection
      query={query}
      loading={
        <div className={skeletonsClassName}>
          <CardSkeletons {...skeletons} />
        </div>
      }
      errorMessage={errorMessage}
      isEmpty={isEmpty}
      empty={<EmptyState title={t(`${name}.emptyTitle`)} message={t(`${name}.emptyMessage`)} icon={emptyIcon} headingLevel={3} action={emptyAction} />}
    >
      {children}
    </AsyncSection>
  );
}
