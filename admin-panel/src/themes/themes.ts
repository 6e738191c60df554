import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { common } from '@mui/material/colors';
import { FONT_FAMILY, LAYOUT_TOKENS, rem, THEME_COLORS } from '@blood-donation/domain';

/**
 * react-admin's default themes with the colours the public site uses too. contrastThreshold 4.5: MUI then picks, for
 * every palette colour (toasts, chips, buttons), the text colour that keeps WCAG AA contrast on it (its default, 3,
 * puts white on the orange of a warning toast: 3.2:1).
 */
/** The public site's font, type scale, spacing and corners (domain's LAYOUT_TOKENS). */
const layout = {
  typography: {
    fontFamily: FONT_FAMILY,
    body1: { fontSize: rem(LAYOUT_TOKENS.fontSize) },
    ...Object.fromEntries(Object.entries(LAYOUT_TOKENS.headingSizes).map(([level, px]) => [level, { fontSize: rem(px) }])),
  },
  spacing: LAYOUT_TOKENS.spacing,
  shape: { borderRadius: LAYOUT_TOKENS.radius },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...layout,
  typography: { ...defaultLightTheme.typography, ...layout.typography },
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
  ...layout,
  typography: { ...defaultDarkTheme.typography, ...layout.typography },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: THEME_COLORS.darkPrimary },
    background: { default: THEME_COLORS.darkBackground, paper: THEME_COLORS.darkBackground },
  },
};
