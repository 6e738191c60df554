import { FONT_FAMILY, STORAGE_KEYS, THEME_BOOT_SCRIPT, THEME_COLORS } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { themeTokensCss } from '../../lib/theme-tokens';
import { renderApp } from '../../testing/test-utils';

const html = document.documentElement;

describe('theme', () => {
  it('starts light, toggles to dark and back, storing the flag and toasting each switch', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(html).toHaveAttribute('data-bs-theme', 'light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('true');
    expect(within(await screen.findByRole('alert')).getByText('switched to dark theme.', { exact: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(html).toHaveAttribute('data-bs-theme', 'light');
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('false');
    expect(await within(screen.getByRole('alert')).findByText('switched to light theme.', { exact: true })).toBeInTheDocument();
  });

  it('starts with the stored theme (the flag the admin panel shares)', async () => {
    localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('follows a switch made in another tab', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.darkMode, newValue: 'true' }));
    });
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
  });

  it('publishes the shared theme colours as CSS variables', () => {
    const element = document.createElement('div');
    element.setAttribute('style', themeTokensCss().replace(/^:root\{|\}$/g, ''));
    expect(element.style.getPropertyValue('--app-light-primary')).toBe(THEME_COLORS.lightPrimary);
    expect(element.style.getPropertyValue('--app-dark-primary')).toBe(THEME_COLORS.darkPrimary);
    expect(element.style.getPropertyValue('--app-dark-bg')).toBe(THEME_COLORS.darkBackground);
    expect(element.style.getPropertyValue('--app-dark-bg-rgb')).toBe('18, 18, 18');
    expect(themeTokensCss()).toContain(`--bs-font-sans-serif:${FONT_FAMILY}`);
  });

  it('sets the stored theme before the first paint with the key the app uses', () => {
    localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
  });
});
