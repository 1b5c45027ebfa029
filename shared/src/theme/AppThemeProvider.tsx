import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage } from '../i18n/languages';
import { useThemeStore } from './theme-store';
import { createAppTheme } from './create-theme';

/** The theme of the light/dark choice, with MUI's built-in texts in the product's language. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeStore((state) => state.mode);
  // Never suspends: the frame of every page must not wait for a language's texts.
  const { i18n } = useTranslation('common', { useSuspense: false });
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const theme = useMemo(() => createAppTheme(mode, language), [mode, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
