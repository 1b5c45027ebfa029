import { useCallback, useEffect, useState } from 'react';
import { isPointInPolygon, notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { t } from '../../../i18n';

/** How a position was proposed: only a drag has already moved the marker on the map. */
export type PinSource = 'click' | 'drag' | 'entry';

/**
 * One tree marker that may only stand inside the estate boundary (spec §5). A refused
 * position toasts 'Invalid Location' and the marker stays (or goes back) where it was.
 */
export function useBoundedPin(boundary: readonly LatLng[], initial: LatLng | null) {
  const [position, setPosition] = useState<LatLng | null>(initial);
  // The map engine moves a dragged marker itself and only re-positions it when the pin
  // prop changes: show the refused drop for one render, then the accepted position.
  const [refusedDrop, setRefusedDrop] = useState<LatLng | null>(null);
  const hasBoundary = boundary.length >= 3;

  useEffect(() => {
    if (!refusedDrop) return;
    const timer = window.setTimeout(() => setRefusedDrop(null));
    return () => window.clearTimeout(timer);
  }, [refusedDrop]);

  /** Answers whether the position was accepted. */
  const place = useCallback(
    (point: LatLng, source: PinSource): boolean => {
      if (!hasBoundary) {
        notifyError(t('location.noBoundary'));
        if (source === 'drag') setRefusedDrop(point);
        return false;
      }
      if (!isPointInPolygon(point, boundary)) {
        notifyError(t('location.outsideBoundary'), t('location.invalidTitle'));
        if (source === 'drag') setRefusedDrop(point);
        return false;
      }
      setRefusedDrop(null);
      setPosition(point);
      return true;
    },
    [boundary, hasBoundary],
  );

  return { position, pinPosition: refusedDrop ?? position, hasBoundary, place };
}
