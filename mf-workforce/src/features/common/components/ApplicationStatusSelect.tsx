import { WORKFORCE_APPLICATION_STATUSES } from '@grovekeeper/shared';
import { FilterSelect } from '@grovekeeper/shared/filters';
import { useT } from '../../../i18n';
import { labelOf } from '../utils/labels';
import type { StatusFilter } from '../utils/worker-application-status';

export interface ApplicationStatusSelectProps {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  label?: string;
  id?: string;
}

// 'all' (not '') is the "any" value here: it is what the URL's ?status= holds.
function statusOptions(all: string): { value: StatusFilter; label: string }[] {
  return [
    { value: 'all', label: all },
    ...WORKFORCE_APPLICATION_STATUSES.map((status) => ({ value: status, label: labelOf(status) })),
  ];
}

/** The status filter of the application lists: All, then every status of spec §4. */
export function ApplicationStatusSelect({
  value,
  onChange,
  label,
  id = 'application-status-filter',
}: ApplicationStatusSelectProps) {
  const { t } = useT();
  return (
    <FilterSelect
      id={id}
      label={label ?? t('statusFilter.label')}
      value={value}
      options={statusOptions(t('statusFilter.all'))}
      // No empty option: the select always holds 'all' or a status.
      onChange={(next) => onChange(next || 'all')}
      fullWidth
    />
  );
}
