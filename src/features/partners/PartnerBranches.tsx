import { useTranslation } from 'react-i18next';
import type { Branch } from '@/api';
import { OpeningStatus } from '@/components/hours';
import { Icon } from '@/components/Icon';
import { ShowAllToggle, useFirstItems } from '@/components/ui';
import { localName } from '@/lib/names';

/** Branches shown before 'Show all': a real company has a few, a chain a few hundred. */
const BRANCHES_SHOWN = 20;

export function PartnerBranches({ branches }: { branches: Branch[] }) {
  const { t, i18n } = useTranslation('partners');
  const first = useFirstItems(branches, BRANCHES_SHOWN);
  return (
    <section className="partner-panel" aria-labelledby="partner-branches">
      <h2 id="partner-branches" className="partner-detail__heading">
        {t('detail.branches')}
      </h2>
      <ul id="partner-branch-list" className="partner-detail__branches">
        {first.shown.map((branch) => {
          const branchName = localName(branch, i18n.language);
          const branchLocation = branch.location?.trim();
          return (
            <li key={branch.id}>
              <Icon name="building" size={18} />
              <bdi>{branchLocation ? t('detail.branchLine', { name: branchName, location: branchLocation }) : branchName}</bdi>
              <OpeningStatus hours={branch.opening_hours} className="partner-detail__branch-hours" />
            </li>
          );
        })}
      </ul>
      <ShowAllToggle
        list={first}
        controls="partner-branch-list"
        showAllLabel={t('detail.branchesShowAll', { n: branches.length })}
        showFewerLabel={t('detail.branchesShowFewer')}
      />
    </section>
  );
}
