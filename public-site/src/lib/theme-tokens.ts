import { FONT_FAMILY, LAYOUT_TOKENS, rem, THEME_COLORS } from '@blood-donation/domain';

function rgbTriplet(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(', ');
}

/**
 * domain's THEME_COLORS as CSS variables (--app-*, with -rgb triplets), which styles/_theme.scss maps onto Bootstrap's,
 * and domain's FONT_FAMILY as Bootstrap's sans-serif font.
 * The build writes them into every page's <head> (vite.config.mts), so the first paint has the product's colours
 * before any script runs.
 */
export function themeTokensCss(): string {
  const colors: Record<string, string> = {
    'light-primary': THEME_COLORS.lightPrimary,
    'dark-primary': THEME_COLORS.darkPrimary,
    'dark-bg': THEME_COLORS.darkBackground,
  };
  const variables = Object.entries(colors).map(([name, hex]) => `--app-${name}:${hex};--app-${name}-rgb:${rgbTriplet(hex)}`);
  return `:root{${variables.join(';')};--bs-font-sans-serif:${FONT_FAMILY}}`;
}

/**
 * domain's LAYOUT_TOKENS as Bootstrap's Sass variables (type scale, spacer, radius), put before every stylesheet the
 * build compiles (vite.config.mts), so Bootstrap's rules and its --bs-* variables are made from them.
 */
export function bootstrapLayoutSass(): string {
  const { fontSize, headingSizes, spacing, radius } = LAYOUT_TOKENS;
  const headings = Object.entries(headingSizes).map(([level, px]) => `$${level}-font-size: ${rem(px)};`);
  return [`$font-size-base: ${rem(fontSize)};`, ...headings, `$spacer: ${rem(spacing * 2)};`, `$border-radius: ${rem(radius)};`].join('\n') + '\n';
}
