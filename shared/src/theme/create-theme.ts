import { muiGreek } from './mui-greek';
import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import type { Language } from '../i18n/languages';
import type { ThemeMode } from './theme-store';

/**
 * Grovekeeper's palette: olive-leaf green with earthy neutrals, readable in sunlight. In
 * Greek, MUI's own words (an autocomplete's Clear/Open, an alert's Close, pagination) too.
 */
export function createAppTheme(mode: ThemeMode, language: Language = 'en'): Theme {
  const dark = mode === 'dark';
  const options: ThemeOptions = {
    palette: {
      mode,
      primary: { main: dark ? '#8bc34a' : '#3f6b21', contrastText: dark ? '#0f1a08' : '#ffffff' },
      secondary: { main: dark ? '#ffb74d' : '#a0522d' },
      // Status colours as text and as chips stay readable (WCAG AA, 4.5:1 on the page and
      // under their own label): MUI's light warning and info are too pale for white text or
      // for text on white, so darker shades stand in for them in the light theme, and each
      // colour's label is black or white, whichever reaches 4.5:1 (MUI's default asks 3:1).
      ...(dark ? {} : { warning: { main: '#b45309' }, info: { main: '#0369a1' } }),
      contrastThreshold: 4.5,
      background: dark
        ? { default: '#10140f', paper: '#181e16' }
        : { default: '#f6f7f2', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.4rem', fontWeight: 700 },
      h3: { fontSize: '1.15rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      // A hint under a read-only field (settings before Edit) is still read: keep it at the
      // secondary text colour instead of the disabled one, which is below 4.5:1.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
    },
  };
  return language === 'el' ? createTheme(options, muiGreek) : createTheme(options);
}
