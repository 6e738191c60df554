/* global document */
// Runs before the page paints (a plain script in <head>): the theme the visitor chose (STORAGE_KEYS.darkMode in domain),
// so a prerendered page never flashes light for someone who chose dark. src/lib/theme.tsx takes over after.
try {
  document.documentElement.setAttribute('data-bs-theme', localStorage.getItem('darkMode') === 'true' ? 'dark' : 'light');
} catch {
  // Storage refused (private mode): the light theme.
}
