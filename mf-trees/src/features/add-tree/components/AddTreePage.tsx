import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLoad } from '@grovekeeper/shared';
import { getTitleNumbers } from '../api/get-title-numbers';
import { useT } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import { AddTreeEstateFrame } from './AddTreeEstateFrame';
import { AddTreeForm } from './AddTreeForm';
import '../../../i18n/parts/add-tree';

/** `/estates/:estateId/trees/add`: a tree by hand, its spot chosen on the map page. */
export function AddTreePage() {
  const { t } = useT();
  const { estateId } = useParams();
  const navigate = useNavigate();
  const load = useMemo(() => (estateId ? () => getTitleNumbers(estateId) : null), [estateId]);
  const loadFailed = useFixedText(() => t('addTree.loadTreesFailed'));
  const titleNumbers = useLoad(load, loadFailed, { toast: 'always', keepData: false });
  const estatePath = estateId ? `/estates/${estateId}` : '/estates';
  const back = () => void navigate(estatePath);

  // Wait for the title numbers too: a suggestion made before they arrive would be wrong.
  return (
    <AddTreeEstateFrame
      estateId={estateId}
      title={t('addTree.title')}
      onBack={back}
      waiting={titleNumbers.status === 'loading'}
    >
      {(estate) => (
        <AddTreeForm
          estate={estate}
          titleNumbers={titleNumbers.data}
          onChooseLocation={() => void navigate(`/estates/${estateId}/trees/location`)}
          onCancel={back}
        />
      )}
    </AddTreeEstateFrame>
  );
}
