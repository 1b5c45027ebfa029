/** Where the guard sends a visitor who is not signed in. */
export const LOGIN_PATH = '/login';

const PUBLIC_PATHS = new Set(['/login', '/register']);

interface RememberedLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

function isRememberedLocation(value: unknown): value is RememberedLocation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pathname?: unknown }).pathname === 'string'
  );
}

/**
 * Where to go after signing in: the protected location the guard remembered in
 * `location.state.from` (path, query and hash), else the dashboard. Anything odd in the
 * state (another app's shape, a protocol-relative `//host` path, a public page) falls back
 * to '/', so a crafted history entry cannot send the user somewhere unexpected.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (!isRememberedLocation(from)) return '/';
  const { pathname, search = '', hash = '' } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || PUBLIC_PATHS.has(pathname)) {
    return '/';
  }
  return `${pathname}${search}${hash}`;
}
