import { Chip } from '@mui/material';
import { roleColors } from '@blood-donation/domain';

/** A role as a chip in the role's shared colour. */
export function RoleChip({ role }: { role: string }) {
  const { background, text } = roleColors(role);
  return <Chip size="small" label={role} sx={{ bgcolor: background, color: text }} />;
}
