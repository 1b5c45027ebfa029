import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { getEstate } from '../../../api/trees';
import { useNewTreeDraft, useNewTreeDraftStore } from '../../../stores/new-tree-draft';
import { BoundaryPinPicker } from '../../tree-location/components/BoundaryPinPicker';
import { LoadFailed } from '../../tree-location/components/LoadFailed';
import { useResource } from '../../tree-location/hooks/useResource';
import { useReturnTo } from '../../tree-location/hooks/useReturnTo';
import { ESTATE_ID_REQUIRED, LOAD_ESTATE_FAILED } from '../messages';

/**
 * `/estates/:estateId/trees/location`: where the tree being added stands. Confirm keeps
 * the point in the Add Tree draft and returns to the form (or `?returnTo=`).
 */
export function AddTreeLocationPage() {
  const { estateId = '' } = useParams();
  const navigate = useNavigate();
  const draft = useNewTreeDraft(estateId);
  const returnTo = useReturnTo(`/estates/${estateId}/trees/add`);
  const estate = useResource(estateId || undefined, getEstate, LOAD_ESTATE_FAILED);
  const back = () => void navigate(returnTo);

  const confirm = (location: LatLng) => {
    useNewTreeDraftStore.getState().update(estateId, { location });
    void navigate(returnTo, { replace: true });
  };

  if (!estateId) return <LoadFailed title={ESTATE_ID_REQUIRED} onBack={back} />;
  if (estate.status === 'loading') return <LoadingState label="Loading estate..." />;
  if (!estate.data) {
    return (
      <LoadFailed
        title={estate.status === 'not-found' ? 'Estate not found' : LOAD_ESTATE_FAILED}
        onRetry={estate.status === 'error' ? estate.reload : undefined}
        onBack={back}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Choose Tree Location"
        subtitle={estate.data.name}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={back}>
            Back
          </Button>
        }
      />
      <BoundaryPinPicker
        key={estate.data.id}
        boundary={estate.data.boundaries ?? []}
        initialPosition={draft.location}
        center={estate.data.coordinates}
        mapLabel={`Map of ${estate.data.name}`}
        onConfirm={confirm}
      />
    </>
  );
}
