import { api, apiUrl } from '../http/client';
import { currentLanguage } from '../i18n/instance';
import { useAuthStore } from '../token/token-store';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  name: string;
}

/** Signs in and stores the access token; the refresh token arrives as an HttpOnly cookie. */
export async function signIn(credentials: Credentials): Promise<void> {
  const { accessToken } = await api.post<{ accessToken: string }>('/api/auth/login', credentials);
  useAuthStore.getState().setToken(accessToken);
}

/** Creates an account that speaks the language the visitor is using ('en' | 'el'). */
export async function register(registration: Registration): Promise<void> {
  await api.post<unknown>('/api/auth/register', { ...registration, language: currentLanguage() });
}

/**
 * Signs out: the token is removed at once (the UI must not wait for the network),
 * then the server is told to revoke the refresh cookie.
 */
export function signOut(): void {
  useAuthStore.getState().clear();
  void fetch(apiUrl('/api/auth/logout'), { method: 'POST', credentials: 'include' }).catch(
    () => undefined,
  );
}
