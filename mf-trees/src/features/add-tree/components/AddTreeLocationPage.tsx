import { useNavigate, useParams } from 'react-router-dom';
import type { LatLng } from '@grovekeeper/shared';
import { useNewTreeDraft, useNewTreeDraftStore } from '../stores/new-tree-draft';
import { BoundaryPinPicker } from '../../common/components/BoundaryPinPicker';
import { useReturnTo } from '../../common/hooks/useReturnTo';
import { useT } from '../../../i18n';
import { AddTreeEstateFrame } from './AddTreeEstateFrame';
import '../../../i18n/parts/add-tree';

/**
 * `/estates/:estateId/trees/location`: where the tree being added stands. Confirm keeps
 * the point in the Add Tree draft and returns to the form (or `?returnTo=`).
 */
export function AddTreeLocationPage() {
  const { t } = useT();
  const { estateId = '' } = useParams();
  const navigate = useNavigate();
  const draft = useNewTreeDraft(estateId);
  const returnTo = useReturnTo(`/estates/${estateId}/trees/add`);
  const back = () => void navigate(returnTo);

  const confirm = (location: LatLng) => {
    useNewTreeDraftStore.getState().update(estateId, { location });
    void navigate(returnTo, { replace: true });
  };

  return (
    <AddTreeEstateFrame estateId={estateId} title={t('addTree.chooseLocationTitle')} onBack={back}>
      {(estate) => (
        <BoundaryPinPicker
          key={estate.id}
          boundary={estate.boundaries ?? []}
          initialPosition={draft.location}
          center={estate.coordinates}
          mapLabel={t('addTree.mapOf', { name: estate.name })}
          onConfirm={confirm}
        />
      )}
    </AddTreeEstateFrame>
  );
}
