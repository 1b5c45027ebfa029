import Chip from '@mui/material/Chip';
import { treeStateColor } from '../utils/tree-state-color';

export function TreeStateChip({ state }: { state: string }) {
  const color = treeStateColor(state);
  return (
    <Chip
      size="small"
      label={state ? state.replace(/_/g, ' ') : 'unknown'}
      variant="outlined"
      sx={{ mt: 1, borderColor: color, color, textTransform: 'capitalize' }}
    />
  );
}
