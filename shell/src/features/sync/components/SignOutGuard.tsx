import { useEffect, useState } from 'react';
import { useAuthStore } from '@grovekeeper/shared';
import { pendingChanges } from '@grovekeeper/shared/offline';
import { SignOutPrompt } from './SignOutPrompt';

/**
 * The user menu's SIGN_OUT_REQUEST (utils/sync-gate.ts), written out: importing the gate here
 * would put a module shared with the first load in this lazy chunk.
 */
const SIGN_OUT_REQUEST = 'shell:sign-out-request';

interface Held {
  count: number;
  signOut: () => void;
}

/**
 * Holds a sign-out while this phone has changes of the user not sent, to ask first (the
 * changes stay either way). Without any, or when they cannot be counted, the user is signed
 * out at once.
 */
export function SignOutGuard() {
  const userId = useAuthStore((state) => state.userId);
  const [held, setHeld] = useState<Held | null>(null);

  useEffect(() => {
    const onRequest = (event: Event) => {
      const signOut = (event as CustomEvent<unknown>).detail;
      if (!userId || typeof signOut !== 'function') return;
      event.preventDefault();
      const proceed = signOut as () => void;
      pendingChanges(userId).then(
        (count) => (count > 0 ? setHeld({ count, signOut: proceed }) : proceed()),
        proceed,
      );
    };
    window.addEventListener(SIGN_OUT_REQUEST, onRequest);
    return () => window.removeEventListener(SIGN_OUT_REQUEST, onRequest);
  }, [userId]);

  if (!held) return null;
  return (
    <SignOutPrompt
      count={held.count}
      onStay={() => setHeld(null)}
      onSignOut={() => {
        setHeld(null);
        held.signOut();
      }}
    />
  );
}
