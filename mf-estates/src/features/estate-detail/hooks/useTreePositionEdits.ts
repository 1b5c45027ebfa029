import { useState } from 'react';
import {
  errorMessage,
  isPointInPolygon,
  notify,
  notifyError,
  notifySuccess,
} from '@grovekeeper/shared';
import type { CompactTree, LatLng } from '@grovekeeper/shared';
import { t } from '../../../i18n';
import { saveTreePositions } from '../api/save-tree-positions';
import '../../../i18n/parts/detail';

/**
 * Edit Positions: moved trees are kept here until Save Changes. A drop outside the
 * boundary is refused at once and the marker goes back.
 */
export function useTreePositionEdits(
  estateId: string,
  boundary: LatLng[],
  onSaved: (moved: Record<string, LatLng>) => void,
) {
  const [moved, setMoved] = useState<Record<string, LatLng>>({});
  const [saving, setSaving] = useState(false);

  const drop = (id: string, position: LatLng) => {
    if (boundary.length >= 3 && !isPointInPolygon(position, boundary)) {
      notifyError(t('detailMap.outsideBoundary'), t('detailMap.invalidLocation'));
      // The map engine moved the marker itself and only re-positions it when the prop
      // changes: show the drop position for one render, then the previous one.
      const previous = moved[id];
      setMoved((current) => ({ ...current, [id]: position }));
      window.setTimeout(() =>
        setMoved((current) => {
          const next = { ...current };
          if (previous) next[id] = previous;
          else delete next[id];
          return next;
        }),
      );
      return;
    }
    setMoved((current) => ({ ...current, [id]: position }));
  };

  const cancel = () => setMoved({});

  /** Answers whether the edit session is over (saved, or nothing to save). */
  const save = async (): Promise<boolean> => {
    const positions = Object.entries(moved).map(([id, coordinates]) => ({ id, coordinates }));
    if (positions.length === 0) {
      notify(t('detailMap.nothingMovedTitle'), t('detailMap.nothingMoved'));
      return false;
    }
    setSaving(true);
    try {
      const { updated } = await saveTreePositions(estateId, positions);
      notifySuccess(t('toast.success'), t('detailMap.saved', { count: updated }));
      onSaved(moved);
      setMoved({});
      return true;
    } catch (failure) {
      notifyError(errorMessage(failure, t('detailMap.saveFailed')));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { moved, saving, drop, cancel, save };
}

export function withMovedPositions(
  trees: CompactTree[],
  moved: Record<string, LatLng>,
): CompactTree[] {
  return trees.map((tree) => {
    const position = moved[tree.id];
    return position ? { ...tree, coordinates: position } : tree;
  });
}
