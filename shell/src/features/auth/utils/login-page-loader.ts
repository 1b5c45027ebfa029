import type { ComponentType } from 'react';

interface PageModule {
  default: ComponentType;
}

let loaded: PageModule | undefined;
let loading: Promise<PageModule> | undefined;

/** Fetches the sign-in page's code once; every caller shares the first download. */
export function loadLoginPage(): Promise<PageModule> {
  loading ??= import('../components/LoginPage').then(
    (m) => {
      loaded = { default: m.LoginPage };
      return loaded;
    },
    (error: unknown) => {
      // A failed download may be tried again (the route's Retry, the next registration).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The factory of the sign-in page's React.lazy. Once its code is here (a finished
 * registration waits for it before it navigates), the answer is a thenable that resolves at
 * once: React then renders the form in the same render as the URL change, instead of
 * suspending for a tick and keeping the previous page on screen under the new URL.
 */
export function loginPageModule(): Promise<PageModule> {
  const page = loaded;
  if (!page) return loadLoginPage();
  const resolved = {
    then(onFulfilled?: (value: PageModule) => unknown) {
      onFulfilled?.(page);
      return resolved;
    },
  };
  // React.lazy only calls then(); its types ask for a Promise.
  return resolved as unknown as Promise<PageModule>;
}
