import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { parseCoordinate } from '../utils/parse-coordinate';

export interface CoordinatesFormProps {
  /** Prefills the fields (the marker's position). */
  initial: LatLng | null;
  onSubmit: (position: LatLng) => void;
  disabled?: boolean;
}

/**
 * Typed coordinates: how a keyboard or screen-reader user places the marker, and how
 * an owner enters a position read from another GPS device.
 */
export function CoordinatesForm({ initial, onSubmit, disabled }: CoordinatesFormProps) {
  const { t } = useT();
  const [lat, setLat] = useState(initial ? initial.lat.toFixed(6) : '');
  const [lng, setLng] = useState(initial ? initial.lng.toFixed(6) : '');
  const [errors, setErrors] = useState<{ lat?: string; lng?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latitude = parseCoordinate(lat, 90);
    const longitude = parseCoordinate(lng, 180);
    setErrors({
      lat: latitude === null ? t('location.coordinates.latitudeInvalid') : undefined,
      lng: longitude === null ? t('location.coordinates.longitudeInvalid') : undefined,
    });
    if (latitude !== null && longitude !== null) onSubmit({ lat: latitude, lng: longitude });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('location.coordinates.formLabel')}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        label={t('location.coordinates.latitude')}
        value={lat}
        onChange={(event) => setLat(event.target.value)}
        error={Boolean(errors.lat)}
        helperText={errors.lat}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        size="small"
      />
      <TextField
        label={t('location.coordinates.longitude')}
        value={lng}
        onChange={(event) => setLng(event.target.value)}
        error={Boolean(errors.lng)}
        helperText={errors.lng}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        size="small"
      />
      <Button type="submit" variant="outlined" disabled={disabled} sx={{ minHeight: 40 }}>
        {t('location.coordinates.place')}
      </Button>
    </Box>
  );
}
