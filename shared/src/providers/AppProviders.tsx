import type { ReactNode } from 'react';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { Notifier } from '../notify/Notifier';

/** Theme and the single notifier: what the shell and every remote harness wrap pages in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <Notifier />
    </AppThemeProvider>
  );
}
