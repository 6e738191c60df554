import { THEME_TOASTS } from '@blood-donation/domain';
import { useTheme } from '../../lib/theme';
import { useToast } from '../../lib/toast';
import { MoonIcon, SunIcon } from '../ui/icons';

export function ThemeToggle() {
  const { mode, toggleTheme } = useTheme();
  const { showToast } = useToast();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      className="btn btn-icon"
      aria-label={label}
      title={label}
      onClick={() => showToast(THEME_TOASTS[toggleTheme()], 'info')}
    >
      {mode === 'dark' ? <SunIcon size={20} /> : <MoonIcon size={20} />}
    </button>
  );
}
