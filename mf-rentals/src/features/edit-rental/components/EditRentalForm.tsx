import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  BusyButton,
  Fact,
  FactList,
  errorMessage,
  formatArea,
  notifyError,
  notifySuccess,
} from '@grovekeeper/shared';
import type { RentalListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { updateRental } from '../../common/api/update-rental';
import { CropBadges } from '../../common/components/CropBadges';
import { DescriptionField } from '../../common/components/DescriptionField';
import { DurationField } from '../../common/components/DurationField';
import { FormActions } from '../../common/components/FormActions';
import { FormCard } from '../../common/components/FormCard';
import { PriceField } from '../../common/components/PriceField';
import { toEditUpdate, toEditValues, validateEditRental } from '../utils/edit-rental-form';
import type { EditRentalErrors, EditRentalValues } from '../utils/edit-rental-form';

/** The edit page's form: the estate's facts read-only, then price, duration, description. */
export function EditRentalForm({ rental }: { rental: RentalListing }) {
  const { t } = useT();
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
      notifySuccess(t('common.rentalUpdated'), t('common.rentalUpdatedText'));
      navigate('/rentals');
    } catch (error) {
      notifyError(errorMessage(error, t('common.updateFailed')));
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card component="section" aria-labelledby="edit-rental-property">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h2" id="edit-rental-property">
            {t('editRental.property')}
          </Typography>
          <FactList columns={4}>
            <Fact label={t('fields.estate')}>{rental.estate?.name ?? ''}</Fact>
            <Fact label={t('fields.address')}>{rental.estate?.address ?? ''}</Fact>
            <Fact label={t('fields.trees')}>{rental.availableTrees}</Fact>
            <Fact label={t('fields.area')}>{formatArea(rental.landArea)}</Fact>
          </FactList>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('fields.allowedCrops')}
            </Typography>
            <CropBadges crops={rental.allowedCrops ?? []} empty={t('common.noCropsSpecified')} />
          </Box>
        </CardContent>
      </Card>
      <FormCard label={t('editRental.termsLabel')} onSubmit={() => void save()}>
        <PriceField
          label={t('fields.monthlyPriceEuro')}
          value={values.monthlyPrice}
          onChange={(price) => change('monthlyPrice', price)}
          error={errors.monthlyPrice && t(errors.monthlyPrice)}
        />
        <DurationField
          label={t('fields.durationMonths')}
          value={values.durationMonths}
          onChange={(duration) => change('durationMonths', duration)}
          error={errors.durationMonths && t(errors.durationMonths)}
        />
        <DescriptionField
          label={t('fields.descriptionOptional')}
          value={values.description}
          onChange={(description) => change('description', description)}
        />
        <FormActions>
          <Button component={RouterLink} to={`/rentals/${rental._id}`} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" variant="contained" busy={saving}>
            {t('editRental.update')}
          </BusyButton>
        </FormActions>
      </FormCard>
    </Box>
  );
}
