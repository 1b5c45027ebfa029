import { create } from 'zustand';
import { applySavedLanguage, useAuthStore } from '@grovekeeper/shared';
import type { UserProfile } from '@grovekeeper/shared';
import { getProfile } from '../api/get-profile';
import { forgetLastProfile, keepLastProfile, readLastProfile } from '../utils/last-profile';
import type { LastProfile } from '../utils/last-profile';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

interface ProfileState {
  profile: UserProfile | null;
  status: ProfileStatus;
  /** The profile kept on the device from the last load: what the header shows offline. */
  lastKnown: LastProfile | null;
  /** Loads the profile; concurrent callers (header and page) share one request. */
  load: () => Promise<UserProfile>;
  /** Replaces the profile with the server's answer after a save. */
  setProfile: (profile: UserProfile) => void;
  reset: () => void;
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
  lastKnown: readLastProfile(useAuthStore.getState().userId),
  load: () => {
    if (inFlight) return inFlight;
    const mine = generation;
    set({ status: 'loading' });
    inFlight = getProfile()
      .then((profile) => {
        if (mine === generation) {
          set({ profile, status: 'ready' });
          keepProfile(profile);
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
    set({ profile, status: 'ready' });
    keepProfile(profile);
    applySavedLanguage(profile.language);
  },
  reset: () => {
    generation += 1;
    inFlight = null;
    set({
      profile: null,
      status: 'idle',
      lastKnown: readLastProfile(useAuthStore.getState().userId),
    });
  },
}));

/** Keeps the name and language of the signed-in user's profile on the device. */
function keepProfile({ name, language }: UserProfile): void {
  const { userId } = useAuthStore.getState();
  if (!userId) return;
  keepLastProfile(userId, { name, language });
  useProfileStore.setState({ lastKnown: readLastProfile(userId) });
}

// Another user signing in, or signing out, must not see the previous user's profile.
useAuthStore.subscribe((state, previous) => {
  if (state.userId !== previous.userId || state.accessToken === null) {
    // Signed out: the device forgets who was signed in.
    if (state.accessToken === null) forgetLastProfile();
    useProfileStore.getState().reset();
  }
});
