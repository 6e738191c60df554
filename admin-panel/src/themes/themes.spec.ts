import { createTheme, getContrastRatio } from '@mui/material/styles';
import { FONT_FAMILY, THEME_COLORS } from '@blood-donation/domain';
import { darkTheme, lightTheme } from './themes';

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
  ])('%s: every toast and chip colour has text at least 4.5:1 on it', (_mode, options) => {
    const { palette } = createTheme(options);
    for (const colour of [palette.primary, palette.success, palette.error, palette.warning, palette.info]) {
      expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
