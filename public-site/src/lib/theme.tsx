import { STORAGE_KEYS, THEME_COLORS } from '@blood-donation/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';

export type ThemeMode = 'light' | 'dark';

/** The flag the admin panel reads too: 'true' means dark. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> = localStorage): ThemeMode {
  return storage.getItem(STORAGE_KEYS.darkMode) === 'true' ? 'dark' : 'light';
}

/** Bootstrap 5.3 colour modes: the attribute on <html> switches every component. */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-bs-theme', mode);
}

function rgbTriplet(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(', ');
}

/** Publishes THEME_COLORS as CSS variables; styles/_theme.scss maps them onto Bootstrap's. */
export function applyThemeColors(root: HTMLElement = document.documentElement): void {
  const colors: Record<string, string> = {
    'light-primary': THEME_COLORS.lightPrimary,
    'dark-primary': THEME_COLORS.darkPrimary,
    'dark-bg': THEME_COLORS.darkBackground,
  };
  for (const [name, hex] of Object.entries(colors)) {
    root.style.setProperty(`--app-${name}`, hex);
    root.style.setProperty(`--app-${name}-rgb`, rgbTriplet(hex));
  }
}

interface ThemeContextValue {
  mode: ThemeMode;
  /** Switches, stores and applies the theme; returns the new mode. */
  toggleTheme: () => ThemeMode;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => readStoredTheme());

  useLayoutEffect(() => applyTheme(mode), [mode]);

  // Another tab (this site or the admin panel) switched the theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.darkMode) setMode(readStoredTheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggleTheme = useCallback(() => {
    const next: ThemeMode = readStoredTheme() === 'dark' ? 'light' : 'dark';
    localStorage.setItem(STORAGE_KEYS.darkMode, String(next === 'dark'));
    setMode(next);
    return next;
  }, []);

  const value = useMemo(() => ({ mode, toggleTheme }), [mode, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
