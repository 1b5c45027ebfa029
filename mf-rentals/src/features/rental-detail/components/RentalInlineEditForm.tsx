import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTING_DURATION_TYPES, PRICE_TYPES } from '@grovekeeper/shared';
import type { DurationType, PriceType } from '@grovekeeper/shared';
import { DURATION_TYPE_LABELS, PRICE_TYPE_LABELS } from '../../../utils/format';
import type { InlineEditErrors, InlineEditValues } from '../utils/inline-edit';

export interface RentalInlineEditFormProps {
  values: InlineEditValues;
  errors: InlineEditErrors;
  saving: boolean;
  onChange: <K extends keyof InlineEditValues>(key: K, value: InlineEditValues[K]) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The owner's inline edit: price, duration, their types, crops and description. */
export function RentalInlineEditForm({
  values,
  errors,
  saving,
  onChange,
  onSave,
  onCancel,
}: RentalInlineEditFormProps) {
  // A listing saved with an older unit keeps it selectable.
  const durationTypes: DurationType[] = LISTING_DURATION_TYPES.includes(
    values.durationType as (typeof LISTING_DURATION_TYPES)[number],
  )
    ? [...LISTING_DURATION_TYPES]
    : [...LISTING_DURATION_TYPES, values.durationType];
  return (
    <Box
      component="form"
      noValidate
      aria-label="Edit listing"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TextField
        required
        type="number"
        label="Price (€)"
        value={values.price}
        onChange={(event) => onChange('price', event.target.value)}
        error={Boolean(errors.price)}
        helperText={errors.price}
        slotProps={{ htmlInput: { min: 1, step: 0.01 } }}
      />
      <TextField
        select
        label="Price Type"
        value={values.priceType}
        onChange={(event) => onChange('priceType', event.target.value as PriceType)}
      >
        {PRICE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {PRICE_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        type="number"
        label="Duration"
        value={values.duration}
        onChange={(event) => onChange('duration', event.target.value)}
        error={Boolean(errors.duration)}
        helperText={errors.duration}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <TextField
        select
        label="Duration Type"
        value={values.durationType}
        onChange={(event) => onChange('durationType', event.target.value as DurationType)}
      >
        {durationTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {DURATION_TYPE_LABELS[type] ?? type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Allowed Crops"
        value={values.allowedCrops}
        onChange={(event) => onChange('allowedCrops', event.target.value)}
        helperText="Separate crops with commas"
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button type="button" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save Changes
        </Button>
      </Box>
    </Box>
  );
}
