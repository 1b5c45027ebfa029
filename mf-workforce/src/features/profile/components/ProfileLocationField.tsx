import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LatLng } from '@grovekeeper/shared';
import { AddressSearch, geocoder } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import { WorkerLocateButton } from '../../common/components/WorkerLocateButton';

export interface ProfileLocationValue {
  location: string;
  coordinates: LatLng | null;
}

export interface ProfileLocationFieldProps {
  value: ProfileLocationValue;
  onChange: (value: ProfileLocationValue) => void;
}

/**
 * Where the worker is: a text an owner reads, and a position the distance search uses.
 * The position comes from an address search or the browser; the text can always be typed.
 */
export function ProfileLocationField({ value, onChange }: ProfileLocationFieldProps) {
  const { t } = useT();
  const takePosition = async (position: LatLng) => {
    let place: string | null = null;
    try {
      place = await geocoder.reverse(position);
    } catch {
      // Naming the place is a convenience: the position is kept and the text stays editable.
    }
    onChange({ location: place ?? value.location, coordinates: position });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('profile.location.legend')}
      </Typography>
      <TextField
        label={t('profile.location.label')}
        name="location"
        fullWidth
        value={value.location}
        onChange={(event) => onChange({ ...value, location: event.target.value })}
        placeholder={t('profile.location.placeholder')}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AddressSearch
            label={t('profile.location.find')}
            onSelect={(result) =>
              onChange({
                location: result.label,
                coordinates: { lat: result.lat, lng: result.lng },
              })
            }
          />
        </Box>
        <WorkerLocateButton onLocated={takePosition} />
      </Box>
      {value.coordinates ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-testid="profile-position">
            {t('profile.location.position', {
              lat: value.coordinates.lat.toFixed(4),
              lng: value.coordinates.lng.toFixed(4),
            })}
          </Typography>
          <Button size="small" onClick={() => onChange({ ...value, coordinates: null })}>
            {t('profile.location.remove')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('profile.location.noPosition')}
        </Typography>
      )}
    </Box>
  );
}
