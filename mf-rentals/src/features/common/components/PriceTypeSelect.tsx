import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRICE_TYPES } from '@grovekeeper/shared';
import type { PriceType } from '@grovekeeper/shared';
import { useT } from '../../../i18n';

export interface PriceTypeSelectProps {
  value: PriceType;
  onChange: (value: PriceType) => void;
}

/** What the price is per: monthly, seasonal or yearly. */
export function PriceTypeSelect({ value, onChange }: PriceTypeSelectProps) {
  const { t } = useT();
  return (
    <TextField
      select
      label={t('fields.priceType')}
      value={value}
      onChange={(event) => onChange(event.target.value as PriceType)}
    >
      {PRICE_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`priceTypes.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
