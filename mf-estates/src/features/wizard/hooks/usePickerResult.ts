import { useEffect, useRef } from 'react';
import { formatArea, notifySuccess, useEstateDrawingStore } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { useWizardDraftStore } from '../stores/wizard-draft-store';
import '../../../i18n/parts/wizard';

/** Gap between the toasts: only one toast shows at a time, so they take turns. */
export const PICKER_TOAST_SPACING_MS = 1500;

function sameBoundary(a: readonly { lat: number; lng: number }[], b: typeof a): boolean {
  return a.length === b.length && a.every((p, i) => p.lat === b[i]?.lat && p.lng === b[i]?.lng);
}

/**
 * On arrival (back from the picker, by Done or the header's OK) takes the drawing store's
 * boundary, centroid, address, detected tree count and area into the draft, and toasts
 * 'Tree Count Updated', 'Address Updated', 'Land Area Updated' for the values that changed.
 */
type PendingToast = [title: string, text: string];

/** Takes the drawing store's result into the draft; answers the toasts to show. */
function applyPickerResult(): PendingToast[] {
  const drawing = useEstateDrawingStore.getState();
  const draft = useWizardDraftStore.getState();
  if (drawing.boundaries.length < 3) return [];
  if (sameBoundary(drawing.boundaries, draft.boundaries)) return [];

  const toasts: PendingToast[] = [];
  const patch: Parameters<typeof draft.update>[0] = {
    boundaries: drawing.boundaries.map((p) => ({ lat: p.lat, lng: p.lng })),
    coordinates: drawing.coordinates,
  };
  if (drawing.detectedTreeCount > 0 && String(drawing.detectedTreeCount) !== draft.treeCount) {
    patch.treeCount = String(drawing.detectedTreeCount);
    toasts.push([
      t('wizard.fromPicker.treeCountTitle'),
      t('wizard.fromPicker.treeCount', { count: drawing.detectedTreeCount }),
    ]);
  }
  if (drawing.address && drawing.address !== draft.address) {
    patch.address = drawing.address;
    toasts.push([t('wizard.fromPicker.addressTitle'), drawing.address]);
  }
  if (drawing.landArea > 0 && String(drawing.landArea) !== draft.landArea) {
    patch.landArea = String(drawing.landArea);
    toasts.push([
      t('wizard.fromPicker.landAreaTitle'),
      t('wizard.fromPicker.landArea', { area: formatArea(drawing.landArea) }),
    ]);
  }
  draft.update(patch);
  return toasts;
}

export function usePickerResult() {
  // A ref, so StrictMode's second effect run re-schedules the same toasts instead of
  // finding the draft already updated and showing none.
  const pending = useRef<PendingToast[] | null>(null);
  useEffect(() => {
    pending.current ??= applyPickerResult();
    const timers = pending.current.map(([title, text], index) =>
      window.setTimeout(() => notifySuccess(title, text), index * PICKER_TOAST_SPACING_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
}
