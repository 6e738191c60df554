import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useNotify, useTranslate } from 'react-admin';
import { useDarkMode } from '../themes/themeMode';

export function ThemeToggleButton() {
  const [dark, setDark] = useDarkMode();
  const notify = useNotify();
  const label = useTranslate()('admin.theme.toggle');
  const toggle = () => {
    setDark(!dark);
    notify(dark ? 'admin.theme.light' : 'admin.theme.dark', { type: 'info' });
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
