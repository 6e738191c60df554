import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';

export interface RowAction {
  /** Already translated: the tooltip and the button's accessible name, e.g. 'Delete Jane Doe'. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** 'error' for a delete. */
  color?: 'primary' | 'error';
}

/** A list row's or card's icon buttons, each with its tooltip, kept on one line; 44 × 44 px, for a finger. */
export function RowActionButtons({ actions }: { actions: RowAction[] }) {
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {actions.map(({ label, icon, onClick, color }) => (
        <Tooltip key={label} title={label}>
          <IconButton aria-label={label} color={color} onClick={onClick} sx={{ minWidth: 44, minHeight: 44 }}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
