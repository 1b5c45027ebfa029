import { useCallback } from 'react';

/** `set('search', 'olive')`: a changed copy of the filters, handed to `onChange`. */
export function useFilterSetter<F extends object>(filters: F, onChange: (filters: F) => void) {
  return useCallback(
    <K extends keyof F>(key: K, value: F[K]) => onChange({ ...filters, [key]: value }),
    [filters, onChange],
  );
}
