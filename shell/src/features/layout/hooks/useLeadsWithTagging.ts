import { useEffect, useState } from 'react';
import { useAuthStore } from '@grovekeeper/shared';
import type { EstateRole } from '@grovekeeper/shared';
import { getEstateRoles } from '../api/get-estate-roles';
import { keepLastProfile, readLastProfile } from '../../profile/utils/last-profile';

/** Whether estates with these roles make a field worker: field staff somewhere, owner nowhere. */
export function isFieldWorker(roles: readonly (EstateRole | undefined)[]): boolean {
  return (
    roles.some((role) => role === 'field_staff') &&
    !roles.some((role) => role === undefined || role === 'owner')
  );
}

// One answer per signed-in user for the page's life: the sidebar does not ask on every render.
const answers = new Map<string, Promise<boolean>>();

function leadsWithTagging(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    // Started inside a promise: a client that cannot even start the call is a failed answer.
    // Offline (or any failure), the answer kept from the last time the roles were read.
    answer = Promise.resolve()
      .then(getEstateRoles)
      .then((roles) => {
        const fieldWorker = isFieldWorker(roles);
        keepLastProfile(userId, { fieldWorker });
        return fieldWorker;
      })
      .catch(() => {
        answers.delete(userId);
        return readLastProfile(userId)?.fieldWorker ?? false;
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
  const [lead, setLead] = useState(false);
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
  return lead;
}
