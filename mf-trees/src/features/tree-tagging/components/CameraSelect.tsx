import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CameraDevice } from '../utils/scanner';

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
  return (
    <TextField
      select
      label="Camera"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      {cameras.map((camera, index) => (
        <MenuItem key={camera.id} value={camera.id} sx={{ minHeight: 48 }}>
          {camera.label || `Camera ${index + 1}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
