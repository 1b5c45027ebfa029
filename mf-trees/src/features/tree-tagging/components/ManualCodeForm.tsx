import { useState } from 'react';
import type { FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parseScannedValue } from '../utils/parse-scanned-value';
import type { ScannedTreeRef } from '../utils/parse-scanned-value';
import { useT } from '../../../i18n';
import '../../../i18n/parts/tree-tagging';

/** Typing or pasting a code or tag URL, for tags the camera cannot read (dirt, glare). */
export function ManualCodeForm({ onSubmit }: { onSubmit: (ref: ScannedTreeRef) => void }) {
  const { t } = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('tagging.messages.emptyManualCode'));
      return;
    }
    const ref = parseScannedValue(value);
    if (!ref) {
      setError(t('tagging.messages.invalidScannedValue'));
      return;
    }
    onSubmit(ref);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1.5,
      }}
    >
      <TextField
        label={t('tagging.manualLabel')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: {
            autoCapitalize: 'off',
            autoCorrect: 'off',
            spellCheck: false,
            enterKeyHint: 'search',
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon />}
        sx={{ minHeight: 56, flexShrink: 0 }}
      >
        {t('tagging.findTree')}
      </Button>
    </Box>
  );
}
