import { useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { notifyError } from '@grovekeeper/shared';
import type { LatLng } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { searchKaek } from '../api/search-kaek';
import { parseKaekBoundaries } from '../utils/kaek-boundaries';
import '../../../i18n/parts/picker';

export interface KaekSearchProps {
  /** Whether the map that will show the parcel has been constructed. */
  mapReady: boolean;
  onResult: (boundaries: LatLng[]) => void;
}

/** Looks a parcel up by its KAEK code (Enter or Search). */
export function KaekSearch({ mapReady, onResult }: KaekSearchProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const kaek = code.trim();
    if (!kaek) {
      setError(t('picker.kaek.empty'));
      return;
    }
    if (!mapReady) {
      setError(t('picker.kaek.mapNotReady'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await searchKaek(kaek);
      onResult(parseKaekBoundaries(answer.boundaries));
    } catch (failure) {
      console.error('KAEK search failed', failure);
      notifyError(t('picker.kaek.notFound'), t('picker.kaek.failedTitle'));
      setError(t('picker.kaek.inlineFailure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={t('picker.kaek.label')}
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
        helperText={error ?? t('picker.kaek.help')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void search()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SearchIcon />}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {t('actions.search')}
      </Button>
    </Box>
  );
}
