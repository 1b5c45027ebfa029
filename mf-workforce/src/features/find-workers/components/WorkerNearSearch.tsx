import NearMeIcon from '@mui/icons-material/NearMe';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AddressSearch } from '@grovekeeper/shared/maps';
import { useT } from '../../../i18n';
import { WorkerLocateButton } from '../../common/components/WorkerLocateButton';
import { useMyEstates } from '../hooks/useMyEstates';
import { estateCentre, nearLabel } from '../utils/worker-filters';
import type { NearPoint } from '../utils/worker-filters';

export interface WorkerNearSearchProps {
  near: NearPoint | null;
  onChange: (near: NearPoint | null) => void;
}

/**
 * The centre of a distance search: the browser's position, an address, or one of the caller's
 * estates (an owner hiring for an estate searches around it).
 */
export function WorkerNearSearch({ near, onChange }: WorkerNearSearchProps) {
  const { t } = useT();
  const { estates, status, error } = useMyEstates();
  // The address box keeps its own text; it starts afresh when the centre is anything else.
  const [addressKey, setAddressKey] = useState(0);
  const choose = (next: NearPoint | null) => {
    if (next?.source !== 'address') setAddressKey((key) => key + 1);
    onChange(next);
  };
  const estateId = near?.source === 'estate' ? (near.estateId ?? '') : '';

  const pickEstate = (id: string) => {
    const estate = estates.find((item) => item._id === id);
    const centre = estate ? estateCentre(estate) : null;
    if (estate && centre) {
      choose({ ...centre, source: 'estate', label: estate.name, estateId: estate._id });
    }
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('directory.near.legend')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <WorkerLocateButton
          label={t('directory.near.me')}
          onLocated={(position) => choose({ ...position, source: 'me', label: '' })}
        />
        <AddressSearch
          key={addressKey}
          label={t('directory.near.address')}
          onSelect={(result) =>
            onChange({ lat: result.lat, lng: result.lng, source: 'address', label: result.label })
          }
        />
        {(estates.length > 0 || status === 'error') && (
          <TextField
            select
            id="near-my-estate"
            label={t('directory.near.estate')}
            value={estateId}
            disabled={status !== 'ready'}
            error={status === 'error'}
            helperText={status === 'error' ? (error ?? undefined) : undefined}
            onChange={(event) => pickEstate(event.target.value)}
          >
            {estates.map((estate) => (
              <MenuItem key={estate._id} value={estate._id}>
                {estate.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {near && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <NearMeIcon color="primary" fontSize="small" aria-hidden />
          <Typography variant="body2" data-testid="near-label">
            {nearLabel(near)}
          </Typography>
          <Button size="small" onClick={() => choose(null)}>
            {t('directory.near.clear')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
