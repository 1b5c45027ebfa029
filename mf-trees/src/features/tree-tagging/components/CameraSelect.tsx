import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useT } from '../../../i18n';
import type { CameraDevice } from '../utils/scanner';
import '../../../i18n/parts/tree-tagging';

/** Picks among the device's cameras (phones often have several rear lenses). */
export function CameraSelect({
  cameras,
  value,
  onChange,
}: {
  cameras: CameraDevice[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useT();
  return (
    <TextField
      select
      label={t('tagging.camera')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      {cameras.map((camera, index) => (
        <MenuItem key={camera.id} value={camera.id} sx={{ minHeight: 48 }}>
          {camera.label || t('tagging.cameraNumber', { number: index + 1 })}
        </MenuItem>
      ))}
    </TextField>
  );
}
