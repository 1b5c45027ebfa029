import { formatLongDate as formatLongDateOrAsSent } from '@grovekeeper/shared';

/**
 * A timestamp as 'March 4, 2026', or '' when it is missing or cannot be read (the profile's
 * "member since" shows nothing rather than an unreadable value). Date-only text is a
 * calendar day, so it does not shift a day west of Greenwich.
 */
export function formatLongDate(value: string | null | undefined): string {
  return formatLongDateOrAsSent(value, '');
}
