import { i18n, notifyError } from '@grovekeeper/shared';

/**
 * How both engines report what can go wrong inside the map library itself, with the
 * spec's texts (§8): an error toast, and the cause in the console for the developer.
 */

/** The map could not be constructed (the caller also shows the in-place Map Error). */
export function reportMapInitFailure(error: unknown): void {
  console.error('Map failed to initialize', error);
  notifyError(i18n.t('maps.errors.initFailed'));
}

/**
 * Runs one polygon change (create, update, fit) and answers whether it went through. A
 * polygon the map library refuses (a point that is not a number, bounds it cannot fit)
 * toasts 'Failed to process polygon' instead of taking the map down.
 */
export function processPolygon(change: () => void): boolean {
  try {
    change();
    return true;
  } catch (error) {
    console.error('Polygon could not be processed', error);
    notifyError(i18n.t('maps.errors.polygonFailed'));
    return false;
  }
}
