import { useMemo } from 'react';
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { LoadingState, PageHeader, useLoad } from '@grovekeeper/shared';
import type { EstateDetail } from '@grovekeeper/shared';
import { getEstate } from '../api/get-estate';
import { LoadFailed } from '../../common/components/LoadFailed';
import { ESTATE_ID_REQUIRED, LOAD_ESTATE_FAILED } from '../utils/messages';

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
  const load = useMemo(() => (estateId ? () => getEstate(estateId) : null), [estateId]);
  const estate = useLoad(load, LOAD_ESTATE_FAILED, { toast: 'always', keepData: false });

  if (!estateId) return <LoadFailed title={ESTATE_ID_REQUIRED} onBack={onBack} />;
  if (estate.status === 'loading' || waiting) return <LoadingState label="Loading estate..." />;
  if (!estate.data) {
    return (
      <LoadFailed
        title={estate.status === 'not-found' ? 'Estate not found' : LOAD_ESTATE_FAILED}
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
            Back
          </Button>
        }
      />
      {children(estate.data)}
    </>
  );
}
