import { useRef, useState } from 'react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, LoadingState } from '@grovekeeper/shared';
import { JobProgress } from '@grovekeeper/shared/jobs';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import type { Orthophoto } from '../api/types';
import { treesLabel, useEstateTreeDetection } from '../hooks/useEstateTreeDetection';
import { useOrthophoto } from '../hooks/useOrthophoto';
import { OrthophotoFacts } from './OrthophotoFacts';
import { OrthophotoUploadForm } from './OrthophotoUploadForm';
import { TreeDetectionResult } from './TreeDetectionResult';
import '../../../i18n/parts/orthophoto';

export interface OrthophotoCardProps {
  estateId: string;
  /** The estate's boundary: the review draws it, and adds trees only inside it. */
  boundary?: readonly LatLng[];
  /** After 'Add N trees' created the reviewed trees: the page shows them (e.g. reloads). */
  onTreesAdded: () => void;
}

/**
 * 'Aerial image': the owner uploads the estate's orthophoto (GeoTIFF, or PNG/JPEG with
 * its edges), sees its size and bounds, detects the trees on it, reviews the detections
 * (removes the false ones, adds the missed ones) and adds them.
 */
export function OrthophotoCard({ estateId, boundary, onTreesAdded }: OrthophotoCardProps) {
  const { t } = useT();
  const photo = useOrthophoto(estateId);
  const detection = useEstateTreeDetection(estateId, onTreesAdded);
  const [replacing, setReplacing] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus leaves a form or dialog that goes away; the heading keeps the keyboard in the card.
  const focusHeading = () => headingRef.current?.focus();

  const uploaded = (orthophoto: Orthophoto) => {
    photo.setOrthophoto(orthophoto);
    detection.reset();
    setReplacing(false);
    focusHeading();
  };

  const remove = async () => {
    const removed = await photo.remove();
    setConfirmingRemove(false);
    if (removed) {
      detection.reset();
      focusHeading();
    }
  };

  const busy = detection.detecting || detection.adding || photo.removing;
  const { orthophoto } = photo;

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="aerial-image-heading"
      sx={{ mb: 3 }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ImageIcon color="action" aria-hidden />
          <Typography
            id="aerial-image-heading"
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
            component="h2"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {t('orthophoto.heading')}
          </Typography>
        </Box>
        {photo.status === 'loading' && <LoadingState label={t('orthophoto.loading')} />}
        {photo.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={photo.retry}>
                {t('actions.retry')}
              </Button>
            }
          >
            {photo.error ?? t('orthophoto.loadFailed')}
          </Alert>
        )}
        {photo.status === 'ready' && (!orthophoto || replacing) && (
          <OrthophotoUploadForm
            estateId={estateId}
            onUploaded={uploaded}
            onCancel={
              orthophoto
                ? () => {
                    setReplacing(false);
                    focusHeading();
                  }
                : undefined
            }
          />
        )}
        {photo.status === 'ready' && orthophoto && !replacing && (
          <>
            <OrthophotoFacts orthophoto={orthophoto} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={() => void detection.detect()}
                disabled={busy}
                startIcon={
                  detection.detecting ? (
                    <CircularProgress size={16} color="inherit" />
                  ) : (
                    <AutoAwesomeIcon />
                  )
                }
              >
                {t('orthophoto.detect')}
              </Button>
              <Button variant="outlined" onClick={() => setReplacing(true)} disabled={busy}>
                {t('orthophoto.replace')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirmingRemove(true)}
                disabled={busy}
              >
                {t('orthophoto.remove')}
              </Button>
            </Box>
            {detection.job && (
              <JobProgress
                label={t('orthophoto.detecting')}
                job={detection.job.job}
                error={detection.job.error}
                cancelling={detection.job.cancelling}
                onCancel={() => void detection.job?.cancel()}
              />
            )}
            {detection.result && <Divider />}
            {/* The count, once found (the job's progress has its own live region). */}
            <Box role="status" aria-live="polite">
              {detection.result && (
                <Typography sx={{ fontWeight: 600 }}>
                  {t('orthophoto.detected', {
                    trees: treesLabel(detection.result.treesInBoundary),
                  })}
                </Typography>
              )}
            </Box>
            {detection.result && (
              <TreeDetectionResult
                result={detection.result}
                corrections={detection.corrections}
                onCorrectionsChange={detection.setCorrections}
                boundary={boundary}
                adding={detection.adding}
                onAdd={() => void detection.addTrees()}
              />
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmingRemove}
        title={t('orthophoto.removeDialog.title')}
        description={t('orthophoto.removeDialog.description')}
        confirmLabel={t('orthophoto.removeDialog.confirm')}
        busyLabel={t('orthophoto.removeDialog.busy')}
        cancelLabel={t('actions.cancel')}
        destructive
        busy={photo.removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingRemove(false)}
      />
    </Card>
  );
}
