import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLanguage } from '../i18n/useLanguage';
import { useThemeStore } from './theme-store';
import { createAppTheme } from './create-theme';

/** The theme of the light/dark choice, with MUI's built-in texts in the product's language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  const [language] = useLanguage();
  const theme = useMemo(() => createAppTheme(mode, language), [mode, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
