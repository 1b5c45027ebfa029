import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCount } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { fixedNumber } from '../../../i18n/numbers';
import type { Orthophoto } from '../api/types';
import {
  ACCEPTED_FILES,
  EDGES,
  edgeLabel,
  MAX_ORTHOPHOTO_MB,
  useOrthophotoUploadForm,
} from '../hooks/useOrthophotoUploadForm';
import '../../../i18n/parts/orthophoto';

/** The form's explanation in English (the spec's text; shown as t('orthophoto.upload.explanation')). */
export const UPLOAD_EXPLANATION =
  'Upload an orthophoto of this estate (GeoTIFF, or PNG/JPEG with its corner coordinates) to detect its trees from it.';

/** Largest side of an orthophoto the server takes, in pixels. */
const MAX_SIDE_PX = 10000;

export interface OrthophotoUploadFormProps {
  estateId: string;
  onUploaded: (orthophoto: Orthophoto) => void;
  /** Shown when replacing an orthophoto: back to it without uploading. */
  onCancel?: () => void;
}

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${fixedNumber(bytes / (1024 * 1024), 1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The orthophoto upload: a file and, for PNG/JPEG, the WGS84 edges of the image. */
export function OrthophotoUploadForm({
  estateId,
  onUploaded,
  onCancel,
}: OrthophotoUploadFormProps) {
  const { t } = useT();
  const form = useOrthophotoUploadForm(estateId, onUploaded);
  const fileHelp =
    form.fileMessage ??
    (form.file
      ? `${form.file.name} (${fileSize(form.file.size)})`
      : t('orthophoto.upload.fileHelp', {
          max: MAX_ORTHOPHOTO_MB,
          pixels: formatCount(MAX_SIDE_PX),
        }));

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('orthophoto.upload.formLabel')}
      onSubmit={(event) => void form.submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('orthophoto.upload.explanation')}
      </Typography>
      <TextField
        type="file"
        label={t('orthophoto.upload.file')}
        required
        autoFocus={Boolean(onCancel)}
        disabled={form.busy}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          form.chooseFile(input.files?.[0] ?? null);
        }}
        error={Boolean(form.fileMessage)}
        helperText={fileHelp}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: ACCEPTED_FILES } }}
      />
      {form.kind === 'tiff' && (
        <FormControlLabel
          control={
            <Checkbox
              checked={form.tiffNeedsEdges}
              onChange={(event) => form.setTiffNeedsEdges(event.target.checked)}
              disabled={form.busy}
            />
          }
          label={t('orthophoto.upload.tiffNoGeoreference')}
        />
      )}
      {form.needsEdges && (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            {t('orthophoto.upload.edgesLegend')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {EDGES.map((edge) => {
              const latitude = edge === 'north' || edge === 'south';
              return (
                <TextField
                  key={edge}
                  type="number"
                  label={edgeLabel(edge)}
                  required
                  value={form.edges[edge]}
                  disabled={form.busy}
                  onChange={(event) => form.setEdge(edge, event.target.value)}
                  error={Boolean(form.edgeErrors[edge])}
                  helperText={form.edgeErrors[edge] ?? t(`orthophoto.upload.edgeHints.${edge}`)}
                  slotProps={{
                    htmlInput: {
                      step: 'any',
                      min: latitude ? -90 : -180,
                      max: latitude ? 90 : 180,
                    },
                  }}
                />
              );
            })}
          </Box>
        </Box>
      )}
      {/* The toast announces the failure; this copy stays on screen, without a second announcement. */}
      {form.serverError && (
        <Alert severity="error" role="note">
          {form.serverError}
        </Alert>
      )}
      {form.busy && (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('orthophoto.upload.uploading')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={form.busy}
          startIcon={
            form.busy ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />
          }
        >
          {t('orthophoto.upload.submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={form.busy}>
            {t('actions.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
