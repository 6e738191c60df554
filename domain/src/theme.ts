/** Theme colours shared by the public site and the admin panel. */
export const THEME_COLORS = {
  lightPrimary: '#1976d2',
  darkPrimary: '#90caf9',
  darkBackground: '#121212',
} as const;

export const THEME_TOASTS = {
  dark: 'switched to dark theme.',
  light: 'switched to light theme.',
} as const;
