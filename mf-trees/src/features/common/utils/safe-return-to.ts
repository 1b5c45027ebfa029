const PROBE_ORIGIN = 'https://grovekeeper.invalid';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `?returnTo=` only ever names a page of this app: a path with a single leading '/'.
 * '//evil.example', '/\evil.example' (browsers read '\' as '/'), 'https://…' and
 * 'javascript:…' are refused, so a crafted link cannot send someone elsewhere after
 * they confirm a location. Null when the candidate is absent or unsafe.
 */
export function safeReturnTo(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Backslashes and control characters (browsers drop tabs and newlines from URLs) are
  // how '/' + '\' + host tricks get past a plain prefix check.
  if (candidate.includes('\\') || hasControlCharacter(candidate)) return null;
  try {
    return new URL(candidate, PROBE_ORIGIN).origin === PROBE_ORIGIN ? candidate : null;
  } catch {
    return null;
  }
}
