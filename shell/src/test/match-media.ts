/**
 * jsdom has no matchMedia, which MUI's useMediaQuery reads. `desktop` decides whether
 * min-width queries (the md breakpoint and up) match.
 */
export function mockMatchMedia(desktop: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('min-width') ? desktop : !desktop,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
