import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTING_DURATION_TYPES, PRICE_TYPES } from '@grovekeeper/shared';
import type { DurationType, Estate, PriceType } from '@grovekeeper/shared';
import { DateOnlyPicker } from '../../../components/DateOnlyPicker';
import { DURATION_TYPE_LABELS, PRICE_TYPE_LABELS, totalMonths } from '../../../utils/format';
import { useListingForm } from '../hooks/useListingForm';
import { emptyListing } from '../utils/listing-form';
import { EstateSelect } from './EstateSelect';

export interface ListingFormProps {
  estates: Estate[];
  /**
   * `full` (/rentals/create): price and duration types, crops, Save as Draft and Publish
   * Listing. `legacy` (/rentals/create/legacy): the older form, a monthly price and a
   * duration in months, published at once.
   */
  variant?: 'full' | 'legacy';
}

function busyIcon(busy: boolean) {
  return busy ? <CircularProgress size={16} color="inherit" /> : undefined;
}

/** A new rental listing for one of the user's estates. */
export function ListingForm({ estates, variant = 'full' }: ListingFormProps) {
  const legacy = variant === 'legacy';
  const { values, errors, estate, saving, change, submit } = useListingForm(
    emptyListing(legacy ? 'monthly' : 'seasonal'),
    estates,
  );
  const duration = Number(values.duration);
  const months =
    Number.isInteger(duration) && duration > 0 ? totalMonths(duration, values.durationType) : 0;

  return (
    <Card
      component="form"
      noValidate
      aria-label="Rental listing"
      onSubmit={(event) => {
        event.preventDefault();
        void submit('available');
      }}
    >
      <CardContent
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <EstateSelect
            estates={estates}
            value={values.estateId}
            onChange={(estateId) => change('estateId', estateId)}
            error={errors.estateId}
          />
        </Box>
        <TextField
          label="Land Area (ha)"
          value={estate ? Number(estate.landArea).toFixed(2) : ''}
          helperText="Taken from the estate"
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField
          label="Available Trees"
          value={estate ? String(estate.treeCount) : ''}
          helperText="Taken from the estate"
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField
          required
          type="number"
          label={legacy ? 'Monthly Price (€)' : 'Price (€)'}
          value={values.price}
          onChange={(event) => change('price', event.target.value)}
          error={Boolean(errors.price)}
          helperText={errors.price}
          slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
        />
        {!legacy && (
          <TextField
            select
            label="Price Type"
            value={values.priceType}
            onChange={(event) => change('priceType', event.target.value as PriceType)}
          >
            {PRICE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PRICE_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          required
          type="number"
          label={legacy ? 'Duration (months)' : 'Duration'}
          value={values.duration}
          onChange={(event) => change('duration', event.target.value)}
          error={Boolean(errors.duration)}
          helperText={errors.duration ?? (legacy ? undefined : `Total: ${months} months`)}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        {!legacy && (
          <TextField
            select
            label="Duration Type"
            value={values.durationType}
            onChange={(event) => change('durationType', event.target.value as DurationType)}
          >
            {LISTING_DURATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {DURATION_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DateOnlyPicker
          label="Start Date"
          required
          disablePast
          value={values.startDate}
          onChange={(value) => change('startDate', value)}
          error={errors.startDate}
        />
        {!legacy && (
          <TextField
            label="Allowed Crops"
            value={values.allowedCrops}
            onChange={(event) => change('allowedCrops', event.target.value)}
            helperText="Separate crops with commas, e.g. olives, wheat"
          />
        )}
        <TextField
          label="Description"
          multiline
          minRows={3}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
          sx={{ gridColumn: '1 / -1' }}
        />
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1,
          }}
        >
          {legacy ? (
            <Button
              type="submit"
              variant="contained"
              disabled={saving !== null}
              startIcon={busyIcon(saving !== null)}
            >
              Create Listing
            </Button>
          ) : (
            <>
              <Button
                type="button"
                variant="outlined"
                disabled={saving !== null}
                startIcon={busyIcon(saving === 'draft')}
                onClick={() => void submit('draft')}
              >
                Save as Draft
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={saving !== null}
                startIcon={busyIcon(saving === 'available')}
              >
                Publish Listing
              </Button>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
