import type { ContractEvent } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** One event as a sentence, e.g. 'Signed by Maria Papadopoulou (Tenant)'. */
export function describeEvent(event: ContractEvent): string {
  const who = event.actor?.name || t('detail.timeline.someone');
  switch (event.action) {
    case 'created':
    case 'terms_changed':
    case 'submitted':
      return t(`detail.timeline.events.${event.action}`, { who });
    case 'signed':
      return event.party
        ? t('detail.timeline.events.signedAs', {
            who,
            party: event.party === 'owner' ? t('roles.owner') : t('roles.tenant'),
          })
        : t('detail.timeline.events.signed', { who });
    default:
      return t('detail.timeline.events.other', { action: String(event.action), who });
  }
}
