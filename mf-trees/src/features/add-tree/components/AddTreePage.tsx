import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingState, PageHeader } from '@grovekeeper/shared';
import { getEstate, getTitleNumbers } from '../../../api/trees';
import { LoadFailed } from '../../tree-location/components/LoadFailed';
import { useResource } from '../../tree-location/hooks/useResource';
import { ESTATE_ID_REQUIRED, LOAD_ESTATE_FAILED, LOAD_TREES_FAILED } from '../messages';
import { AddTreeForm } from './AddTreeForm';

/** `/estates/:estateId/trees/add`: a tree by hand, its spot chosen on the map page. */
export function AddTreePage() {
  const { estateId } = useParams();
  const navigate = useNavigate();
  const estate = useResource(estateId, getEstate, LOAD_ESTATE_FAILED);
  const titleNumbers = useResource(estateId, getTitleNumbers, LOAD_TREES_FAILED);
  const estatePath = estateId ? `/estates/${estateId}` : '/estates';
  const back = () => void navigate(estatePath);

  if (!estateId) return <LoadFailed title={ESTATE_ID_REQUIRED} onBack={back} />;
  // Wait for the title numbers too: a suggestion made before they arrive would be wrong.
  if (estate.status === 'loading' || titleNumbers.status === 'loading') {
    return <LoadingState label="Loading estate..." />;
  }
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
        title="Add Tree"
        subtitle={estate.data.name}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={back}>
            Back
          </Button>
        }
      />
      <AddTreeForm
        estate={estate.data}
        titleNumbers={titleNumbers.data}
        onChooseLocation={() => void navigate(`/estates/${estateId}/trees/location`)}
        onCancel={back}
      />
    </>
  );
}
