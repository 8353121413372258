import { useTranslation } from '@/lib/useTranslation';
import type { Branch } from '@/api';
import { OpeningStatus } from '@/domain/openingHours';
import { DirectionsButton, type Destination } from '@/domain/directions';
import { Icon } from '@/components/Icon';
import { isMappable } from '@/components/map';
import { FirstItemsList, useFirstItems } from '@/components/ui';
import { localName } from '@/lib/names';
import { PartnerPanel } from './PartnerPanel';

/** Branches shown before 'Show all': a real company has a few, a chain a few hundred. */
const BRANCHES_SHOWN = 20;

export function PartnerBranches({ branches, onDirections }: { branches: Branch[]; onDirections?: (to: Destination) => void }) {
  const { t, i18n } = useTranslation('partners');
  const first = useFirstItems(branches, BRANCHES_SHOWN);
  const toggleLabels = { showAll: t('detail.branchesShowAll', { n: branches.length }), showFewer: t('detail.branchesShowFewer') };
  return (
    <PartnerPanel id="partner-branches" title={t('detail.branches')}>
      <FirstItemsList id="partner-branch-list" className="partner-detail__branches" list={first} labels={toggleLabels}>
        {(branch) => {
          const branchName = localName(branch, i18n.language);
          const branchLocation = branch.location?.trim();
          return (
            <li key={branch.id} className="cluster">
              <Icon name="building" size={18} />
              <bdi>{branchLocation ? t('detail.branchLine', { name: branchName, location: branchLocation }) : branchName}</bdi>
              <OpeningStatus hours={branch.opening_hours} className="partner-detail__branch-hours" />
              {onDirections && isMappable(branch.latitude, branch.longitude) && (
                <DirectionsButton
                  to={{ lat: branch.latitude as number, lng: branch.longitude as number, name: branchName }}
                  onRequest={onDirections}
                  className="button button--ghost button--small partner-detail__branch-directions"
                />
              )}
            </li>
          );
        }}
      </FirstItemsList>
    </PartnerPanel>
  );
}
