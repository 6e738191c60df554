import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@blood-donation/domain';

/**
 * Light or dark lives in localStorage under the key the public site uses ('true' / 'false'),
 * so both apps show the same theme after a reload. Anything but 'true' is light.
 */
const listeners = new Set<() => void>();

export function isDarkMode(): boolean {
  return window.localStorage.getItem(STORAGE_KEYS.darkMode) === 'true';
}

export function setDarkMode(dark: boolean): void {
  window.localStorage.setItem(STORAGE_KEYS.darkMode, String(dark));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  // Another tab (public site or panel) may switch the theme too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.darkMode) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(subscribe, isDarkMode, isDarkMode);
  return [dark, setDarkMode];
}
