import { STORAGE_KEYS } from '@blood-donation/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import { useStoredState } from './prerendering';

export type ThemeMode = 'light' | 'dark';

/** The flag the admin panel reads too: 'true' means dark. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> = localStorage): ThemeMode {
  return storage.getItem(STORAGE_KEYS.darkMode) === 'true' ? 'dark' : 'light';
}

/** Bootstrap 5.3 colour modes: the attribute on <html> switches every component. */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-bs-theme', mode);
}

interface ThemeContextValue {
  mode: ThemeMode;
  /** Switches, stores and applies the theme; returns the new mode. */
  toggleTheme: () => ThemeMode;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // A prerendered page is light; the stored theme is on <html> already (main.tsx) and in this state before the first paint.
  const [mode, setMode] = useStoredState<ThemeMode>(() => readStoredTheme(), 'light');

  useLayoutEffect(() => applyTheme(mode), [mode]);

  // Another tab (this site or the admin panel) switched the theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.darkMode) setMode(readStoredTheme());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setMode]);

  const toggleTheme = useCallback(() => {
    const next: ThemeMode = readStoredTheme() === 'dark' ? 'light' : 'dark';
    localStorage.setItem(STORAGE_KEYS.darkMode, String(next === 'dark'));
    setMode(next);
    return next;
  }, [setMode]);

  const value = useMemo(() => ({ mode, toggleTheme }), [mode, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
