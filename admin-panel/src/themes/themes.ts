import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { common } from '@mui/material/colors';
import { THEME_COLORS } from '@blood-donation/domain';

/** react-admin's default themes with the colours the public site uses too. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: THEME_COLORS.lightPrimary },
    background: { default: common.white },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: THEME_COLORS.darkPrimary },
    background: { default: THEME_COLORS.darkBackground, paper: THEME_COLORS.darkBackground },
  },
};
