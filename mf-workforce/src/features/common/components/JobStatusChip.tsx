import Chip from '@mui/material/Chip';
import type { JobListingStatus } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { labelOf } from '../utils/labels';

const COLORS: Record<string, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  active: 'success',
  closed: 'default',
};

/** A job listing's status (draft, active, closed); unknown values still show, humanised. */
export function JobStatusChip({ status }: { status: JobListingStatus | string }) {
  useT(); // re-renders in a new language
  return <Chip size="small" label={labelOf(status)} color={COLORS[status] ?? 'default'} />;
}
