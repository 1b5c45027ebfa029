import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * md and up: the permanent sidebar. Below: a temporary drawer opened from the header.
 * `noSsr` reads the query on the first render, so phones never flash the desktop layout.
 */
export function useIsDesktop(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}
