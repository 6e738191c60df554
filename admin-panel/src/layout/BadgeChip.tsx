import { Chip } from '@mui/material';
import type { BadgeColors } from '@blood-donation/domain';

/** A team, role or status as a small chip in its shared colours (domain's TEAM_COLORS, ROLE_COLORS, STATUS_COLORS). */
export function BadgeChip({ label, colors }: { label: string; colors: BadgeColors }) {
  return <Chip size="small" label={label} sx={{ bgcolor: colors.background, color: colors.text }} />;
}
