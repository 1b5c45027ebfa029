import { useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { searchKaek } from '../api/search-kaek';
import {
  KAEK_EMPTY,
  KAEK_INLINE_FAILURE,
  KAEK_MAP_NOT_READY,
  parseKaekBoundaries,
} from '../utils/kaek-boundaries';

export interface KaekSearchProps {
  /** Whether the map that will show the parcel has been constructed. */
  mapReady: boolean;
  onResult: (boundaries: LatLng[]) => void;
}

/** Looks a parcel up by its KAEK code (Enter or Search). */
export function KaekSearch({ mapReady, onResult }: KaekSearchProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const kaek = code.trim();
    if (!kaek) {
      setError(KAEK_EMPTY);
      return;
    }
    if (!mapReady) {
      setError(KAEK_MAP_NOT_READY);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await searchKaek(kaek);
      onResult(parseKaekBoundaries(answer.boundaries));
    } catch (failure) {
      console.error('KAEK search failed', failure);
      notifyError('Could not find boundary for this KAEK code', 'Search Failed');
      setError(KAEK_INLINE_FAILURE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="KAEK code"
        size="small"
        fullWidth
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
        error={Boolean(error)}
        helperText={error ?? 'The 12-digit Hellenic Cadastre parcel code'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void search()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SearchIcon />}
        sx={{ flexShrink: 0, height: 40 }}
      >
        Search
      </Button>
    </Box>
  );
}
