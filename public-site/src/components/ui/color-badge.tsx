import type { BadgeColors } from '@blood-donation/domain';

/**
 * The public site's one badge: a team, a status or a mark (urgent) as a pill in its shared colours (domain's
 * badge-colors), the shape of the admin panel's chips.
 */
export function ColorBadge({ label, colors }: { label: string; colors: BadgeColors }) {
  return (
    <span className="badge rounded-pill" style={{ backgroundColor: colors.background, color: colors.text }}>
      {label}
    </span>
  );
}
