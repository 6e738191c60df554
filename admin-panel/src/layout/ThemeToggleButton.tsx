import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useNotify } from 'react-admin';
import { THEME_TOASTS } from '@blood-donation/domain';
import { useDarkMode } from '../themes/themeMode';

export const THEME_TOGGLE_LABEL = 'Toggle light/dark theme';

export function ThemeToggleButton() {
  const [dark, setDark] = useDarkMode();
  const notify = useNotify();
  const toggle = () => {
    setDark(!dark);
    notify(dark ? THEME_TOASTS.light : THEME_TOASTS.dark, { type: 'info' });
  };
  return (
    <Tooltip title={THEME_TOGGLE_LABEL}>
      <IconButton color="inherit" onClick={toggle} aria-label={THEME_TOGGLE_LABEL}>
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
