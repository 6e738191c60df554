import type { BadgeColors } from '@blood-donation/domain';

/** A team or status as a Bootstrap badge in its shared colours (domain's TEAM_COLORS, STATUS_COLORS), as the admin panel shows it. */
export function ColorBadge({ label, colors }: { label: string; colors: BadgeColors }) {
  return (
    <span className="badge" style={{ backgroundColor: colors.background, color: colors.text }}>
      {label}
    </span>
  );
}
