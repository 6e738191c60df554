import { createTheme, getContrastRatio } from '@mui/material/styles';
import { FONT_FAMILY, LAYOUT_TOKENS, THEME_COLORS } from '@blood-donation/domain';
import { darkTheme, lightTheme, TAP_TARGET } from './themes';

describe('admin themes', () => {
  it('take their colours from the shared tokens, as the public site does', () => {
    expect(createTheme(lightTheme).palette.primary.main).toBe(THEME_COLORS.lightPrimary);
    expect(createTheme(darkTheme).palette.primary.main).toBe(THEME_COLORS.darkPrimary);
    expect(createTheme(darkTheme).palette.background.default).toBe(THEME_COLORS.darkBackground);
    expect(createTheme(lightTheme).typography.fontFamily).toBe(FONT_FAMILY);
    expect(createTheme(darkTheme).typography.fontFamily).toBe(FONT_FAMILY);
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('%s: type scale, spacing and corners are the shared layout tokens', (_mode, options) => {
    const theme = createTheme(options);
    expect(theme.typography.body1.fontSize).toBe(`${LAYOUT_TOKENS.fontSize / 16}rem`);
    for (const [level, px] of Object.entries(LAYOUT_TOKENS.headingSizes)) {
      expect(theme.typography[level as keyof typeof LAYOUT_TOKENS.headingSizes].fontSize).toBe(`${px / 16}rem`);
    }
    expect(theme.spacing(2)).toBe(`${LAYOUT_TOKENS.spacing * 2}px`);
    expect(theme.shape.borderRadius).toBe(LAYOUT_TOKENS.radius);
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('%s: every toast and chip colour has text at least 4.5:1 on it', (_mode, options) => {
    const { palette } = createTheme(options);
    for (const colour of [palette.primary, palette.success, palette.error, palette.warning, palette.info]) {
      expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('%s: buttons, icon actions, checkboxes and radios are at least 44 × 44 px; a switch row is 44 px tall', (_mode, options) => {
    const { components } = createTheme(options);
    expect(TAP_TARGET).toBe(44);
    for (const name of ['MuiButton', 'MuiIconButton', 'MuiCheckbox', 'MuiRadio', 'MuiTab'] as const) {
      expect(components?.[name]?.styleOverrides?.root).toEqual({ minWidth: 44, minHeight: 44 });
    }
    expect(components?.MuiFormControlLabel?.styleOverrides?.root).toEqual({ minHeight: 44 });
  });
});
