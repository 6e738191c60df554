import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { common } from '@mui/material/colors';
import { FONT_FAMILY, THEME_COLORS } from '@blood-donation/domain';

/**
 * react-admin's default themes with the colours the public site uses too. contrastThreshold 4.5: MUI then picks, for
 * every palette colour (toasts, chips, buttons), the text colour that keeps WCAG AA contrast on it (its default, 3,
 * puts white on the orange of a warning toast: 3.2:1).
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  typography: { ...defaultLightTheme.typography, fontFamily: FONT_FAMILY },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    contrastThreshold: 4.5,
    primary: { main: THEME_COLORS.lightPrimary },
    background: { default: common.white },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography: { ...defaultDarkTheme.typography, fontFamily: FONT_FAMILY },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: THEME_COLORS.darkPrimary },
    background: { default: THEME_COLORS.darkBackground, paper: THEME_COLORS.darkBackground },
  },
};
