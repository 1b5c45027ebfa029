import { formatDate } from '@grovekeeper/shared';
import type { ContractEvent } from '@grovekeeper/shared';
import { t } from '../../../i18n';

function partyLabel(event: ContractEvent): string | null {
  if (!event.party) return null;
  return event.party === 'owner' ? t('roles.owner') : t('roles.tenant');
}

/** An event's sentence with its date when it carries one, else the plain form. */
function withDate(key: string, event: ContractEvent, who: string): string {
  return event.endDate
    ? t(`detail.timeline.events.${key}On`, { who, date: formatDate(event.endDate) })
    : t(`detail.timeline.events.${key}`, { who });
}

/** One event as a sentence, e.g. 'Signed by Maria Papadopoulou (Tenant)'. */
export function describeEvent(event: ContractEvent): string {
  const who = event.actor?.name || t('detail.timeline.someone');
  switch (event.action) {
    case 'created':
    case 'terms_changed':
    case 'submitted':
    case 'activated':
    case 'completed':
    case 'termination_declined':
    case 'termination_withdrawn':
      return t(`detail.timeline.events.${event.action}`, { who });
    case 'signed': {
      const party = partyLabel(event);
      return party
        ? t('detail.timeline.events.signedAs', { who, party })
        : t('detail.timeline.events.signed', { who });
    }
    case 'termination_requested':
    case 'termination_accepted':
    case 'terminated':
      return withDate(event.action, event, who);
    case 'rated': {
      if (typeof event.score !== 'number') return t('detail.timeline.events.rated', { who });
      return t('detail.timeline.events.ratedScore', { who, score: event.score });
    }
    default:
      return t('detail.timeline.events.other', { action: String(event.action), who });
  }
}
