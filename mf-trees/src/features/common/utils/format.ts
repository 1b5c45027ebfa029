import { formatDateTime as formatMoment } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { t } from '../../../i18n';

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Spec §9: coordinates show with 6 decimals; a tree without a usable position says so. */
export function formatLocation(coordinates: LatLng | null | undefined): string {
  if (!coordinates || !isCoordinate(coordinates.lat) || !isCoordinate(coordinates.lng)) {
    return t('details.locationNotAvailable');
  }
  return `${coordinates.lat.toFixed(6)}, ${coordinates.lng.toFixed(6)}`;
}

/**
 * A timestamp in the reader's language and time zone ("Feb 1, 2026, 10:00 AM",
 * "1 Φεβ 2026, 10:00 π.μ."), or 'N/A' when missing or unreadable.
 */
export function formatDateTime(value: string | null | undefined): string {
  return formatMoment(value, t('common.notAvailable'));
}
