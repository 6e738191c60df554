import { STORAGE_KEYS } from './session';

/** Theme colours shared by the public site and the admin panel. */
export const THEME_COLORS = {
  lightPrimary: '#1976d2',
  darkPrimary: '#90caf9',
  darkBackground: '#121212',
} as const;

/** The type both apps use: the system font stack Bootstrap's pages use, also the admin panel's (MUI's default is Roboto). */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"';

/**
 * Type scale, spacing and corners of both apps, in CSS px (at the browsers' root size of 16 px): Bootstrap's Sass
 * variables on the public site and the Material UI theme of the admin panel are made from them.
 */
export const LAYOUT_TOKENS = {
  /** Body text. */
  fontSize: 16,
  /** Headings h1 to h6 (on small screens Bootstrap scales the three largest down with the viewport). */
  headingSizes: { h1: 40, h2: 32, h3: 28, h4: 24, h5: 20, h6: 16 },
  /** One spacing step: MUI's `spacing(1)`; Bootstrap's spacer (its `p-3`, `m-3`) is two. */
  spacing: 8,
  /** Corners of buttons, fields, cards and dialogs. */
  radius: 6,
} as const;

/** A px token in rem, as both apps write sizes (they follow the reader's chosen text size). */
export const rem = (px: number): string => `${px / 16}rem`;

/**
 * The public pages' one inline script, in <head> before the first paint: the theme the visitor chose, so a prerendered
 * page never flashes light for someone who chose dark. The server's Content-Security-Policy allows it by its hash.
 */
export const THEME_BOOT_SCRIPT = `try{document.documentElement.setAttribute('data-bs-theme',localStorage.getItem('${STORAGE_KEYS.darkMode}')==='true'?'dark':'light')}catch(e){}`;

export const THEME_TOASTS = {
  dark: 'switched to dark theme.',
  light: 'switched to light theme.',
} as const;
