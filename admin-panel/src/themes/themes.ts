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

/** A finger's target: every control at least 44 × 44 CSS px (WCAG 2.5.5), on a phone and on the desktop alike. */
export const TAP_TARGET = 44;
const tapTarget = { minWidth: TAP_TARGET, minHeight: TAP_TARGET };

/**
 * Buttons, icon actions, checkboxes and radios at least TAP_TARGET square; a switch (its input is 38 px tall) is hit
 * through its label, the whole row, at least TAP_TARGET tall.
 */
const tapTargets = {
  MuiButton: { styleOverrides: { root: tapTarget } },
  MuiIconButton: { styleOverrides: { root: tapTarget } },
  MuiCheckbox: { styleOverrides: { root: tapTarget } },
  MuiRadio: { styleOverrides: { root: tapTarget } },
  MuiFormControlLabel: { styleOverrides: { root: { minHeight: TAP_TARGET } } },
  MuiTab: { styleOverrides: { root: tapTarget } },
};

/**
 * A table's cells break a long word (an email address) anywhere rather than widen the table past the screen: every
 * table fits its screen, down to the width at which the lists turn into cards.
 */
const fittingTables = (base: RaThemeOptions) => ({
  MuiTableCell: { styleOverrides: { root: { ...(base.components?.MuiTableCell?.styleOverrides?.root as object), overflowWrap: 'anywhere' } } },
});

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...layout,
  typography: { ...defaultLightTheme.typography, ...layout.typography },
  components: { ...defaultLightTheme.components, ...tapTargets, ...fittingTables(defaultLightTheme) },
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
  components: { ...defaultDarkTheme.components, ...tapTargets, ...fittingTables(defaultDarkTheme) },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: THEME_COLORS.darkPrimary },
    background: { default: THEME_COLORS.darkBackground, paper: THEME_COLORS.darkBackground },
  },
};
