import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTING_DURATION_TYPES } from '@grovekeeper/shared';
import type { DurationType } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { durationTypeLabel } from '../utils/format';

export interface DurationTypeSelectProps<V extends DurationType | ''> {
  value: V;
  onChange: (value: V) => void;
  /** An empty first option ('Any duration') for filters; its value is ''. */
  anyLabel?: string;
}

/**
 * The listing duration types (seasonal, yearly, long-term). A value saved with an older
 * unit (months, seasons, years...) stays selectable.
 */
export function DurationTypeSelect<V extends DurationType | ''>({
  value,
  onChange,
  anyLabel,
}: DurationTypeSelectProps<V>) {
  const { t } = useT();
  const listed = (LISTING_DURATION_TYPES as readonly string[]).includes(value);
  const types: DurationType[] =
    value === '' || listed
      ? [...LISTING_DURATION_TYPES]
      : [...LISTING_DURATION_TYPES, value as DurationType];
  return (
    <TextField
      select
      label={t('fields.durationType')}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
      {types.map((type) => (
        <MenuItem key={type} value={type}>
          {durationTypeLabel(type)}
        </MenuItem>
      ))}
    </TextField>
  );
}
