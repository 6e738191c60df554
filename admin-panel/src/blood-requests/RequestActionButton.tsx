import type { ReactNode } from 'react';
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';

/** One icon action of a request: its label is its accessible name and, while it may be pressed, its tooltip; 44 × 44 px, for a finger. */
export function RequestActionButton({
  label,
  icon,
  color,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color: IconButtonProps['color'];
  disabled?: boolean;
  onClick: () => void;
}) {
  const button = (
    <IconButton color={color} disabled={disabled} aria-label={label} onClick={onClick} sx={{ minWidth: 44, minHeight: 44 }}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no pointer events, so no tooltip either (its name stays for screen readers).
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}
