import { useMemo } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import { getTree } from '../../common/api/get-tree';
import { useReturnTo } from '../../common/hooks/useReturnTo';
import { useSaveTreeLocation } from '../hooks/useSaveTreeLocation';
import { useT } from '../../../i18n';
import { useLoadTreeFailedText } from '../../common/hooks/useTreeDetail';
import { treePagePath } from '../utils/tree-page-path';
import { BoundaryPinPicker } from '../../common/components/BoundaryPinPicker';
import { LoadFailed } from '../../common/components/LoadFailed';

/**
 * `/estates/:estateId/trees/:treeId/location`, `/trees/:treeId/location` and
 * `/tag/:guid/location`: move an existing tree inside its estate's boundary.
 */
export function TreeLocationPage() {
  const { t } = useT();
  const { estateId, treeId, guid } = useParams();
  const id = treeId ?? guid;
  const navigate = useNavigate();
  const returnTo = useReturnTo(treePagePath({ estateId, treeId, guid }));
  const load = useMemo(() => (id ? () => getTree(id) : null), [id]);
  const loadFailed = useLoadTreeFailedText();
  const {
    data: tree,
    status,
    error,
    retry,
  } = useLoad(load, loadFailed, { toast: 'always', keepData: false });
  const { saving, save } = useSaveTreeLocation(
    id,
    () => void navigate(returnTo, { replace: true }),
  );
  const back = () => void navigate(returnTo);

  if (status === 'loading') return <LoadingState label={t('common.loadingTree')} />;
  if (!tree) {
    return (
      <LoadFailed
        title={status === 'not-found' ? t('notFound.title') : t('common.loadTreeFailed')}
        description={status === 'error' && error !== loadFailed ? (error ?? undefined) : undefined}
        onRetry={status === 'error' ? retry : undefined}
        onBack={back}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('location.pageTitle')}
        subtitle={tree.estateName ? `${tree.title} · ${tree.estateName}` : tree.title}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={back}>
            {t('common.back')}
          </Button>
        }
      />
      <BoundaryPinPicker
        key={tree.id}
        boundary={tree.estateBoundaries ?? []}
        initialPosition={tree.coordinates ?? null}
        mapLabel={t('location.mapOf', { title: tree.title })}
        saving={saving}
        onConfirm={(position) => void save(position)}
      />
    </>
  );
}
