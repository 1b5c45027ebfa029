import { create } from 'zustand';
import { applySavedLanguage, useAuthStore } from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';
import { getProfile } from '../api/get-profile';
import type { LastProfile } from '../utils/last-profile';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ProfileState {
  profile: UserProfile | null;
  status: ProfileStatus;
  /**
   * The profile kept on the device from the last load, for the header to show offline: filled
   * once the page has loaded (app/install-offline.ts), so the first load carries none of it.
   */
  lastKnown: LastProfile | null;
  /** Loads the profile; concurrent callers (header and page) share one request. */
  load: () => Promise<UserProfile>;
  /** Replaces the profile with the server's answer after a save. */
  setProfile: (profile: UserProfile) => void;
  reset: () => void;
}

function withRatingsOf(previous: UserProfile | null, next: UserProfile): UserProfile {
  const kept = previous?.ratings;
  if (kept === undefined || next.ratings !== undefined) return next;
  return { ...next, ratings: kept };
}

let inFlight: Promise<UserProfile> | null = null;
// Bumped by reset: an answer that arrives after sign-out (or for the previous user) is dropped.
let generation = 0;

/**
 * The signed-in user's profile, shared by the header's user menu and the profile and
 * settings pages, so a saved name shows in the header at once.
 */
export const useProfileStore = create<ProfileState>()((set) => ({
  profile: null,
  status: 'idle',
  lastKnown: null,
  load: () => {
    if (inFlight) return inFlight;
    const mine = generation;
    set({ status: 'loading' });
    inFlight = getProfile()
      .then((profile) => {
        if (mine === generation) {
          set({ profile, status: 'ready' });
          // The language saved on the profile follows the user from device to device.
          applySavedLanguage(profile.language);
        }
        return profile;
      })
      .catch((error: unknown) => {
        if (mine === generation) set({ status: 'error' });
        throw error;
      })
      .finally(() => {
        if (mine === generation) inFlight = null;
      });
    return inFlight;
  },
  setProfile: (profile) => {
    // A save's answer may leave out the ratings GET /api/profile adds: keep the ones shown.
    set((state) => ({ profile: withRatingsOf(state.profile, profile), status: 'ready' }));
    applySavedLanguage(profile.language);
  },
  reset: () => {
    generation += 1;
    inFlight = null;
    set({ profile: null, status: 'idle' });
  },
}));

// Another user signing in, or signing out, must not see the previous user's profile.
useAuthStore.subscribe((state, previous) => {
  if (state.userId !== previous.userId || state.accessToken === null) {
    useProfileStore.getState().reset();
  }
});
