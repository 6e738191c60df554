import { type Milestone, MILESTONE_TEXTS as T } from '@blood-donation/domain';
import './milestone-badges.scss';

/**
 * A badge per milestone reached (issue 24 point 3): the count, the day, and 'self-reported' when the donation that
 * reached it was typed in rather than recorded at a drive. Shared by the dashboard and the donor card (its `badges`).
 */
export function MilestoneBadges({ milestones }: { milestones: readonly Milestone[] }) {
  if (milestones.length === 0) return <p className="text-body-secondary mb-0">{T.none}</p>;
  return (
    <ul className="milestone-badges list-unstyled d-flex flex-wrap gap-2 mb-0">
      {milestones.map(({ count, reachedAt, selfReported }) => (
        <li key={count} className="milestone-badge border rounded-3 px-3 py-2" data-self-reported={selfReported || undefined}>
          <span className="d-block fw-semibold">{T.badge(count)}</span>
          <span className="d-block small text-body-secondary">{T.reachedOn(reachedAt)}</span>
          {selfReported && <span className="badge text-bg-secondary mt-1">{T.selfReported}</span>}
        </li>
      ))}
    </ul>
  );
}
