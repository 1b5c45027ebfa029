import Chip from '@mui/material/Chip';
import { useT } from '../../../i18n';
import { labelOf } from '../utils/labels';

const COLORS: Record<string, 'success' | 'warning' | 'default'> = {
  available: 'success',
  busy: 'warning',
  unavailable: 'default',
};

/** A worker's availability (available, busy, unavailable) as a coloured chip. */
export function WorkerAvailabilityChip({ availability }: { availability: string }) {
  useT(); // re-renders in a new language
  return (
    <Chip
      size="small"
      label={labelOf(availability)}
      color={COLORS[availability] ?? 'default'}
      data-testid="worker-availability"
    />
  );
}
