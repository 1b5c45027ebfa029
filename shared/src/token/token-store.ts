// The bottom layer of signing in: it imports nothing from http/ or auth/, so the HTTP
// client can read and renew the token here while auth/ signs in through that client,
// and the two never import each other.
import { create } from 'zustand';
import { decodeUserId } from './decode-token';

/** The spec's own key: the access token lives in localStorage under `accessToken`. */
export const ACCESS_TOKEN_KEY = 'accessToken';

interface AuthState {
  accessToken: string | null;
  userId: string | null;
  setToken: (token: string) => void;
  clear: () => void;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Storage can throw (blocked cookies, private mode quota). Signing in or out must still
 * work for this page, so a failed write only costs persistence across reloads.
 */
function writeStoredToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    else window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    console.warn('Could not persist the access token');
  }
}

const initialToken = typeof window === 'undefined' ? null : readStoredToken();

/**
 * The one token store. `shared` is a Module Federation singleton, so the shell and every
 * remote read and write this same instance.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  accessToken: initialToken,
  userId: decodeUserId(initialToken),
  setToken: (token) => {
    writeStoredToken(token);
    set({ accessToken: token, userId: decodeUserId(token) });
  },
  clear: () => {
    writeStoredToken(null);
    set({ accessToken: null, userId: null });
  },
}));

// Another tab signing in or out changes localStorage; follow it so tabs agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCESS_TOKEN_KEY) return;
    const token = event.newValue;
    useAuthStore.setState({ accessToken: token, userId: decodeUserId(token) });
  });
}

export const selectIsAuthenticated = (state: AuthState): boolean => state.accessToken !== null;
