import { useMemo } from 'react';
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';
import { getEstate } from '../api/get-estate';
import { LoadFailed } from '../../common/components/LoadFailed';
import { useT } from '../../../i18n';
import { useFixedText } from '../../common/hooks/useFixedText';
import '../../../i18n/parts/add-tree';

export interface AddTreeEstateFrameProps {
  /** The estate the tree is added to, from the URL. */
  estateId: string | undefined;
  title: string;
  onBack: () => void;
  /** Another load the page must wait for before it shows anything. */
  waiting?: boolean;
  children: (estate: EstateDetail) => ReactNode;
}

/**
 * What both add-tree pages show around their content: the estate loaded from the URL
 * (its id missing, loading, not found or failed with Try Again), then a header with the
 * estate's name and Back.
 */
export function AddTreeEstateFrame({
  estateId,
  title,
  onBack,
  waiting = false,
  children,
}: AddTreeEstateFrameProps) {
  const { t } = useT();
  const load = useMemo(() => (estateId ? () => getEstate(estateId) : null), [estateId]);
  const loadFailed = useFixedText(() => t('addTree.loadEstateFailed'));
  const estate = useLoad(load, loadFailed, { toast: 'always', keepData: false });

  if (!estateId) return <LoadFailed title={t('addTree.estateIdRequired')} onBack={onBack} />;
  if (estate.status === 'loading' || waiting)
    return <LoadingState label={t('addTree.loadingEstate')} />;
  if (!estate.data) {
    return (
      <LoadFailed
        title={
          estate.status === 'not-found'
            ? t('addTree.estateNotFound')
            : t('addTree.loadEstateFailed')
        }
        onRetry={estate.status === 'error' ? estate.retry : undefined}
        onBack={onBack}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={estate.data.name}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
            {t('common.back')}
          </Button>
        }
      />
      {children(estate.data)}
    </>
  );
}
