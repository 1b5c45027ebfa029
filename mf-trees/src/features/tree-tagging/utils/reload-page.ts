/** Reloads the whole page (the crash screen's Refresh Page); its own module so tests can mock it. */
export function reloadPage(): void {
  window.location.reload();
}
