// The signed-in user's last known profile, kept on the device, so the frame shows who is
// signed in (name, language, whether the sidebar leads with tagging) when the profile cannot be
// loaded: offline, in the field. Removed on sign-out; read only for the user it belongs to.

const KEY = 'shell:lastProfile';

export interface LastProfile {
  userId: string;
  name?: string;
  language?: string;
  /** Field staff on an estate, owner of none: the sidebar leads with Tree Tagging. */
  fieldWorker?: boolean;
}

/** What was kept for `userId`, else null (nothing kept, another user's, unreadable). */
export function readLastProfile(userId: string | null): LastProfile | null {
  if (!userId) return null;
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as LastProfile | null;
    return kept?.userId === userId ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `facts` about `userId`, beside what is kept about them already. */
export function keepLastProfile(userId: string, facts: Omit<LastProfile, 'userId'>): void {
  try {
    const kept = { ...readLastProfile(userId), ...facts, userId };
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked or full: the header shows 'User' offline, nothing else is lost.
  }
}

export function forgetLastProfile(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
