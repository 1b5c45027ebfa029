import { WORKFORCE_APPLICATION_STATUSES } from '@grovekeeper/shared';
import { FilterSelect } from '@grovekeeper/shared/filters';
import { labelOf } from '../utils/labels';
import type { StatusFilter } from '../utils/worker-application-status';

export interface ApplicationStatusSelectProps {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  label?: string;
  id?: string;
}

// 'all' (not '') is the "any" value here: it is what the URL's ?status= holds.
const OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...WORKFORCE_APPLICATION_STATUSES.map((status) => ({ value: status, label: labelOf(status) })),
];

/** The status filter of the application lists: All, then every status of spec §4. */
export function ApplicationStatusSelect({
  value,
  onChange,
  label = 'Status',
  id = 'application-status-filter',
}: ApplicationStatusSelectProps) {
  return (
    <FilterSelect
      id={id}
      label={label}
      value={value}
      options={OPTIONS}
      // No empty option: the select always holds 'all' or a status.
      onChange={(next) => onChange(next || 'all')}
      fullWidth
    />
  );
}
