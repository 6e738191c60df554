import { MILESTONE_TEXTS as T } from '@blood-donation/domain';
import { MilestoneBadges } from '../../components/milestone-badges';
import { useMilestones } from './api/milestones';
import { DonorPanel } from './donor-panel';

/** The donor's milestone badges, 'self-reported' marked. */
export function MilestonesCard() {
  const { data, isError } = useMilestones();
  return (
    <DonorPanel id="milestones-title" title={T.heading}>
      {isError && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {data && <MilestoneBadges milestones={data} />}
    </DonorPanel>
  );
}
