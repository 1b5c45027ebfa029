import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRICE_TYPES } from '@grovekeeper/shared';
import type { PriceType } from '@grovekeeper/shared';
import { PRICE_TYPE_LABELS } from '../utils/format';

export interface PriceTypeSelectProps {
  value: PriceType;
  onChange: (value: PriceType) => void;
}

/** What the price is per: monthly, seasonal or yearly. */
export function PriceTypeSelect({ value, onChange }: PriceTypeSelectProps) {
  return (
    <TextField
      select
      label="Price Type"
      value={value}
      onChange={(event) => onChange(event.target.value as PriceType)}
    >
      {PRICE_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {PRICE_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}
