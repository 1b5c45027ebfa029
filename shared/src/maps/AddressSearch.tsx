import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { errorMessage, useTranslation } from '@grovekeeper/shared';
import { useGeocoder } from './useGeocoder';
import type { GeocodeResult } from './useGeocoder';

export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** Shorter queries are not sent: a geocoder answers noise to one or two letters. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

export interface AddressSearchProps {
  onSelect(result: GeocodeResult): void;
  label?: string;
}

/**
 * Address search with autocomplete: waits 300 ms after the last keystroke, shows a
 * spinner while the server answers, ignores answers to older queries and shows the
 * server's error inline.
 */
export function AddressSearch({ onSelect, label }: AddressSearchProps) {
  const { t } = useTranslation('common');
  const geocoder = useGeocoder();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<GeocodeResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const query = input.trim();
    const request = ++latest.current;
    if (query.length < ADDRESS_SEARCH_MIN_LENGTH) {
      setLoading(false);
      return;
    }
    const timer = window.setTimeout(() => {
      setLoading(true);
      setError(null);
      geocoder.search(query).then(
        (results) => {
          if (request !== latest.current) return;
          setOptions(results);
          setLoading(false);
        },
        (failure: unknown) => {
          if (request !== latest.current) return;
          setOptions([]);
          setError(errorMessage(failure, t('maps.addressSearch.failed')));
          setLoading(false);
        },
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, geocoder, t]);

  return (
    <Autocomplete<GeocodeResult, false, false, false>
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.label}|${option.lat}|${option.lng}`}
      isOptionEqualToValue={(a, b) => a.lat === b.lat && a.lng === b.lng && a.label === b.label}
      noOptionsText={
        input.trim().length < ADDRESS_SEARCH_MIN_LENGTH
          ? t('maps.addressSearch.typeAddress')
          : t('maps.addressSearch.noResults')
      }
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, value) => {
        if (value) onSelect(value);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('maps.addressSearch.label')}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && (
                    <CircularProgress
                      color="inherit"
                      size={18}
                      aria-label={t('maps.addressSearch.searching')}
                    />
                  )}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
