import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { updateRental } from '../../../api/update-rental';
import { CropBadges } from '../../../components/CropBadges';
import { Fact } from '../../../components/Fact';
import { FactList } from '../../../components/FactList';
import { formatHectares } from '../../../utils/format';
import { toEditUpdate, toEditValues, validateEditRental } from '../utils/edit-rental-form';
import type { EditRentalErrors, EditRentalValues } from '../utils/edit-rental-form';

export const UPDATE_RENTAL_FAILED = 'Failed to update rental listing';

/** The edit page's form: the estate's facts read-only, then price, duration, description. */
export function EditRentalForm({ rental }: { rental: RentalListing }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<EditRentalValues>(() => toEditValues(rental));
  const [errors, setErrors] = useState<EditRentalErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (key: keyof EditRentalValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found = validateEditRental(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await updateRental(rental._id, toEditUpdate(values, rental));
      notifySuccess('Rental Updated', 'Your rental listing has been updated successfully');
      navigate('/rentals');
    } catch (error) {
      notifyError(errorMessage(error, UPDATE_RENTAL_FAILED));
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card component="section" aria-labelledby="edit-rental-property">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h2" id="edit-rental-property">
            Property
          </Typography>
          <FactList columns={4}>
            <Fact label="Estate">{rental.estate?.name ?? ''}</Fact>
            <Fact label="Address">{rental.estate?.address ?? ''}</Fact>
            <Fact label="Trees">{rental.availableTrees}</Fact>
            <Fact label="Area">{formatHectares(rental.landArea)}</Fact>
          </FactList>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Allowed Crops
            </Typography>
            {(rental.allowedCrops ?? []).length > 0 ? (
              <CropBadges crops={rental.allowedCrops} />
            ) : (
              <Typography color="text.secondary">No crops specified</Typography>
            )}
          </Box>
        </CardContent>
      </Card>
      <Card
        component="form"
        noValidate
        aria-label="Rental terms"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <CardContent
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            required
            type="number"
            label="Monthly Price (€)"
            value={values.monthlyPrice}
            onChange={(event) => change('monthlyPrice', event.target.value)}
            error={Boolean(errors.monthlyPrice)}
            helperText={errors.monthlyPrice}
            slotProps={{ htmlInput: { min: 1, step: 0.01 } }}
          />
          <TextField
            required
            type="number"
            label="Duration (months)"
            value={values.durationMonths}
            onChange={(event) => change('durationMonths', event.target.value)}
            error={Boolean(errors.durationMonths)}
            helperText={errors.durationMonths}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <TextField
            label="Description (optional)"
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
            <Button component={RouterLink} to={`/rentals/${rental._id}`} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Update Rental Listing
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
