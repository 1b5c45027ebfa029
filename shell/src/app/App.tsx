import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@grovekeeper/shared';
import { AppRoutes } from './AppRoutes';
import { FocusStyles } from './FocusStyles';

/** The whole shell: the shared theme and notifier, the router, and the routes. */
export function App() {
  return (
    <AppProviders>
      <FocusStyles />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
