import { useState } from 'react';
import type { FormEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router-dom';
import { PageHeader, centroidOf, notifyError, useEstateDrawingStore } from '@grovekeeper/shared';
import type { LatLng, NewEstate, ParsedBoundary } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { createEstate } from '../api/create-estate';
import { usePickerResult } from '../hooks/usePickerResult';
import { useWizardDraftStore } from '../stores/wizard-draft-store';
import type { WizardDraft } from '../stores/wizard-draft-store';
import { createEstateErrorText } from '../utils/create-estate-error';
import { validateWizard } from '../utils/validate-wizard';
import type { WizardErrors } from '../utils/validate-wizard';
import { LocationField } from './LocationField';
import { TreeGenerationOptions } from './TreeGenerationOptions';
import { TreeTypesField } from './TreeTypesField';
import { WizardStatusChips } from './WizardStatusChips';
import '../../../i18n/parts/wizard';

function sameBoundary(a: readonly LatLng[], b: readonly LatLng[]): boolean {
  return a.length === b.length && a.every((p, i) => p.lat === b[i]?.lat && p.lng === b[i]?.lng);
}

/**
 * With AI detection chosen, the picker's detection run for this boundary and the owner's
 * review of it: the server creates the reviewed trees with the estate (issue 24).
 */
function reviewedRun(draft: WizardDraft): Pick<NewEstate, 'detectionRunId' | 'detectionReview'> {
  const { detectionRunId, detectionReview, boundaries } = useEstateDrawingStore.getState();
  if (!draft.aiDetectionEnabled || !detectionRunId) return {};
  if (!sameBoundary(boundaries, draft.boundaries)) return {};
  return {
    detectionRunId,
    detectionReview: {
      removed: [...(detectionReview?.removed ?? [])],
      added: (detectionReview?.added ?? []).map((p) => ({ lat: p.lat, lng: p.lng })),
    },
  };
}

/** `/wizard`: create an estate from the boundary drawn in the picker. */
export function WizardPage() {
  usePickerResult();
  const navigate = useNavigate();
  const { t } = useT();
  const draft = useWizardDraftStore();
  const detectedTrees = useEstateDrawingStore((state) => state.detectedTreeCount);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [busy, setBusy] = useState(false);
  const hasBoundary = draft.boundaries.length >= 3;

  const openPicker = () => {
    useEstateDrawingStore.getState().setReturnTo('/wizard');
    void navigate('/location-picker');
  };

  // An imported boundary goes where the picker's Done puts a drawn one: the drawing store
  // (so 'Update location on map' opens it for editing) and the draft, with the file's area.
  const importBoundary = (polygon: ParsedBoundary) => {
    const drawing = useEstateDrawingStore.getState();
    drawing.applyBoundary(polygon.coordinates.map((p) => ({ lat: p.lat, lng: p.lng })));
    drawing.setLandArea(polygon.areaHa);
    const { boundaries, coordinates } = useEstateDrawingStore.getState();
    draft.update({ boundaries: [...boundaries], coordinates, landArea: String(polygon.areaHa) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWizard(draft);
    setErrors(found);
    const coordinates = draft.coordinates ?? centroidOf(draft.boundaries);
    if (Object.keys(found).length > 0 || busy || !coordinates) return;
    setBusy(true);
    try {
      const estate = await createEstate({
        ...reviewedRun(draft),
        name: draft.name.trim(),
        address: draft.address.trim(),
        treeCount: Number(draft.treeCount),
        landArea: Number(draft.landArea),
        coordinates,
        boundaries: draft.boundaries,
        treeTypes: draft.treeTypes,
        autoGenerateTrees: draft.autoGenerateTrees,
        aiDetectionEnabled: draft.aiDetectionEnabled,
      });
      useEstateDrawingStore.getState().reset();
      useWizardDraftStore.getState().reset();
      void navigate(`/estates/${estate.id}`);
    } catch (error) {
      notifyError(await createEstateErrorText(error));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        subtitle={t('wizard.subtitle')}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
            {t('actions.back')}
          </Button>
        }
      />
      <WizardStatusChips
        address={draft.address}
        pointCount={draft.boundaries.length}
        detectedTrees={detectedTrees}
        landArea={draft.landArea}
      />
      <Card>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('wizard.formLabel')}
            sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
          >
            <TextField
              label={t('wizard.name')}
              required
              value={draft.name}
              onChange={(event) => draft.update({ name: event.target.value })}
              error={Boolean(errors.name)}
              helperText={errors.name}
            />
            <LocationField
              hasBoundary={hasBoundary}
              address={draft.address}
              onAddressChange={(address) => draft.update({ address })}
              onOpenPicker={openPicker}
              onImportBoundary={importBoundary}
              addressError={errors.address}
              boundaryError={errors.boundaries}
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <TextField
                label={t('wizard.landArea')}
                type="number"
                required
                value={draft.landArea}
                onChange={(event) => draft.update({ landArea: event.target.value })}
                slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
                error={Boolean(errors.landArea)}
                helperText={errors.landArea}
              />
              <TextField
                label={t('wizard.treeCount')}
                type="number"
                required
                value={draft.treeCount}
                onChange={(event) => draft.update({ treeCount: event.target.value })}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                error={Boolean(errors.treeCount)}
                helperText={errors.treeCount}
              />
            </Box>
            <TreeTypesField
              value={draft.treeTypes}
              onChange={(treeTypes) => draft.update({ treeTypes })}
              error={errors.treeTypes}
            />
            <TreeGenerationOptions
              hasBoundary={hasBoundary}
              treeCount={draft.treeCount}
              autoGenerateTrees={draft.autoGenerateTrees}
              aiDetectionEnabled={draft.aiDetectionEnabled}
              onChange={(options) => draft.update(options)}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={busy || !hasBoundary}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                {busy ? t('wizard.creating') : t('wizard.submit')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
