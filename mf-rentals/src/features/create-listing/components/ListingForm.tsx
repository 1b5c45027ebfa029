import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BusyButton, DraftPublishActions, formatArea, formatLanguage } from '@grovekeeper/shared';
import type { Estate } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { AllowedCropsField } from '../../common/components/AllowedCropsField';
import { DateOnlyPicker } from '../../common/components/DateOnlyPicker';
import { DescriptionField } from '../../common/components/DescriptionField';
import { DurationField } from '../../common/components/DurationField';
import { DurationTypeSelect } from '../../common/components/DurationTypeSelect';
import { FormActions } from '../../common/components/FormActions';
import { FormCard } from '../../common/components/FormCard';
import { PriceField } from '../../common/components/PriceField';
import { PriceTypeSelect } from '../../common/components/PriceTypeSelect';
import { totalMonths } from '../../common/utils/format';
import { useListingForm } from '../hooks/useListingForm';
import { emptyListing } from '../utils/listing-form';
import { EstateSelect } from './EstateSelect';
import '../../../i18n/parts/create-listing';

export interface ListingFormProps {
  estates: Estate[];
  /**
   * `full` (/rentals/create): price and duration types, crops, Save as Draft and Publish
   * Listing. `legacy` (/rentals/create/legacy): the older form, a monthly price and a
   * duration in months, published at once.
   */
  variant?: 'full' | 'legacy';
}

/** A new rental listing for one of the user's estates. */
export function ListingForm({ estates, variant = 'full' }: ListingFormProps) {
  const { t } = useT();
  const legacy = variant === 'legacy';
  const { values, errors, estate, saving, change, submit } = useListingForm(
    emptyListing(legacy ? 'monthly' : 'seasonal'),
    estates,
  );
  const duration = Number(values.duration);
  const months =
    Number.isInteger(duration) && duration > 0 ? totalMonths(duration, values.durationType) : 0;
  // English keeps the figure in hectares under its "(ha)" label; Greek adds the stremmata.
  let landArea = '';
  if (estate) {
    landArea =
      formatLanguage() === 'el' ? formatArea(estate.landArea) : Number(estate.landArea).toFixed(2);
  }

  return (
    <FormCard label={t('createListing.form.label')} onSubmit={() => void submit('available')}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <EstateSelect
          estates={estates}
          value={values.estateId}
          onChange={(estateId) => change('estateId', estateId)}
          error={errors.estateId && t(errors.estateId)}
        />
      </Box>
      <TextField
        label={t('createListing.form.landAreaHa')}
        value={landArea}
        helperText={t('createListing.form.fromEstate')}
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        label={t('fields.availableTrees')}
        value={estate ? String(estate.treeCount) : ''}
        helperText={t('createListing.form.fromEstate')}
        slotProps={{ input: { readOnly: true } }}
      />
      <PriceField
        label={legacy ? t('fields.monthlyPriceEuro') : t('fields.priceEuro')}
        value={values.price}
        onChange={(price) => change('price', price)}
        error={errors.price && t(errors.price)}
        min={0.01}
      />
      {!legacy && (
        <PriceTypeSelect
          value={values.priceType}
          onChange={(priceType) => change('priceType', priceType)}
        />
      )}
      <DurationField
        label={legacy ? t('fields.durationMonths') : t('fields.duration')}
        value={values.duration}
        onChange={(duration) => change('duration', duration)}
        error={errors.duration && t(errors.duration)}
        hint={legacy ? undefined : t('createListing.form.totalMonths', { count: months })}
      />
      {!legacy && (
        <DurationTypeSelect
          value={values.durationType}
          onChange={(durationType) => change('durationType', durationType)}
        />
      )}
      <DateOnlyPicker
        label={t('fields.startDate')}
        required
        disablePast
        value={values.startDate}
        onChange={(value) => change('startDate', value)}
        error={errors.startDate && t(errors.startDate)}
      />
      {!legacy && (
        <AllowedCropsField
          value={values.allowedCrops}
          onChange={(allowedCrops) => change('allowedCrops', allowedCrops)}
          hint={t('createListing.form.cropsHint')}
        />
      )}
      <DescriptionField
        value={values.description}
        onChange={(description) => change('description', description)}
      />
      <FormActions>
        {legacy ? (
          <BusyButton type="submit" variant="contained" busy={saving !== null}>
            {t('common.createListing')}
          </BusyButton>
        ) : (
          <DraftPublishActions
            saving={saving}
            onSaveDraft={() => void submit('draft')}
            publishLabel={t('createListing.form.publish')}
          />
        )}
      </FormActions>
    </FormCard>
  );
}
