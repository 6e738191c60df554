import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';

export interface RowAction {
  /** Already translated: the tooltip and the button's accessible name. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'error';
}

/** A row's or card's icon buttons, each with its tooltip, kept on one line. */
export function RowActionButtons({ actions }: { actions: RowAction[] }) {
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {actions.map(({ label, icon, onClick, color }) => (
        <Tooltip key={label} title={label}>
          <IconButton aria-label={label} color={color} onClick={onClick}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

/** 'Edit <name>' and 'Delete <name>': the two icon buttons of a record that is edited in a dialog. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  return (
    <RowActionButtons
      actions={[
        { label: translate('admin.action.editNamed', { name }), icon: <EditIcon />, onClick: onEdit },
        { label: translate('admin.action.deleteNamed', { name }), icon: <DeleteIcon />, onClick: onDelete, color: 'error' },
      ]}
    />
  );
}
