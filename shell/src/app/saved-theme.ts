/**
 * Applies the saved theme before anything loads, so the first paint is already dark when the
 * user chose dark (the theme store applies it again once React starts). Run by early.js and
 * again by main.js (a development build has no early.js).
 */
export function applySavedTheme(): void {
  try {
    if (window.localStorage.getItem('theme') === 'dark') {
      document.documentElement.classList.add('dark');
    }
  } catch {
    // Storage blocked: start in the light theme.
  }
}
