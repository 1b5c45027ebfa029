import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useNotifierStore } from '@grovekeeper/shared';
import { renderRoutes as renderRouteModule } from '@grovekeeper/shared/testing';
import { useNewTreeDraftStore } from '../features/add-tree/stores/new-tree-draft';

// Rendering at a URL, the toast, a failed call and a deferred promise come from the shared
// helpers; this folder keeps what the trees app adds: a route table, its store reset and
// its fixtures (one file per feature's, since their tests assert on their own values).
export { deferred, httpError, renderAt, toastText } from '@grovekeeper/shared/testing';

/** Renders the given routes (pattern → element) entered at `url`, with the providers. */
export function renderRoutes(routes: Record<string, ReactElement>, url: string) {
  return renderRouteModule(
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    url,
  );
}

/** Empties both storages, the toast and the add-tree drafts between tests. */
export function resetStores(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useNotifierStore.setState({ toast: null });
  useNewTreeDraftStore.setState({ drafts: {} });
}
