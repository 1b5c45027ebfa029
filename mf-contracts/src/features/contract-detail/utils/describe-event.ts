import type { ContractEvent } from '@grovekeeper/shared';

/** One event as a sentence, e.g. 'Signed by Maria Papadopoulou (Tenant)'. */
export function describeEvent(event: ContractEvent): string {
  const who = event.actor?.name || 'Someone';
  switch (event.action) {
    case 'created':
      return `Contract created by ${who}`;
    case 'terms_changed':
      return `Terms changed by ${who}`;
    case 'submitted':
      return `Submitted for signature by ${who}`;
    case 'signed':
      return event.party
        ? `Signed by ${who} (${event.party === 'owner' ? 'Owner' : 'Tenant'})`
        : `Signed by ${who}`;
    default:
      return `${String(event.action)} by ${who}`;
  }
}
