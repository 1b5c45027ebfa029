import { useEffect, useState } from 'react';
import { useAuthStore } from '@grovekeeper/shared';
import type { EstateRole } from '@grovekeeper/shared';
import { getEstateRoles } from '../api/get-estate-roles';
import { useProfileStore } from '../../profile/stores/profile-store';

/** Whether estates with these roles make a field worker: field staff somewhere, owner nowhere. */
export function isFieldWorker(roles: readonly (EstateRole | undefined)[]): boolean {
  return (
    roles.some((role) => role === 'field_staff') &&
    !roles.some((role) => role === undefined || role === 'owner')
  );
}

// One answer per signed-in user for the page's life: the sidebar does not ask on every render.
const answers = new Map<string, Promise<boolean | undefined>>();

/** Whether `userId` is a field worker; undefined when the roles could not be read (offline). */
export function leadsWithTagging(userId: string): Promise<boolean | undefined> {
  let answer = answers.get(userId);
  if (!answer) {
    // Started inside a promise: a client that cannot even start the call is a failed answer.
    answer = Promise.resolve()
      .then(getEstateRoles)
      .then(isFieldWorker)
      .catch(() => {
        answers.delete(userId);
        return undefined;
      });
    answers.set(userId, answer);
  }
  return answer;
}

/** Forgets the answers (tests; a change of memberships is seen at the next page load). */
export function forgetTaggingLead(): void {
  answers.clear();
}

/**
 * Whether the signed-in user's sidebar leads with Tree Tagging: a user who is field staff on
 * an estate and owns none. Asked once, after the page has rendered; until then, the usual order.
 */
export function useLeadsWithTagging(): boolean {
  const userId = useAuthStore((state) => state.userId);
  // Offline, the answer kept on the device from the last time the roles were read.
  const kept = useProfileStore((state) => state.lastKnown?.fieldWorker);
  const [lead, setLead] = useState<boolean | undefined>(false);
  useEffect(() => {
    if (!userId) {
      setLead(false);
      return;
    }
    let active = true;
    void leadsWithTagging(userId).then((value) => {
      if (active) setLead(value);
    });
    return () => {
      active = false;
    };
  }, [userId]);
  return lead ?? kept ?? false;
}
