import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from '@grovekeeper/shared';
import { AllowedCropsField } from '../../common/components/AllowedCropsField';
import { DescriptionField } from '../../common/components/DescriptionField';
import { DurationField } from '../../common/components/DurationField';
import { DurationTypeSelect } from '../../common/components/DurationTypeSelect';
import { PriceField } from '../../common/components/PriceField';
import { PriceTypeSelect } from '../../common/components/PriceTypeSelect';
import type { InlineEditErrors, InlineEditValues } from '../utils/inline-edit';
import { useT } from '../../../i18n';
import '../../../i18n/parts/rental-detail';

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
  const { t } = useT();
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('detail.edit.label')}
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
      <PriceField
        value={values.price}
        onChange={(price) => onChange('price', price)}
        error={errors.price && t(errors.price)}
      />
      <PriceTypeSelect
        value={values.priceType}
        onChange={(priceType) => onChange('priceType', priceType)}
      />
      <DurationField
        value={values.duration}
        onChange={(duration) => onChange('duration', duration)}
        error={errors.duration && t(errors.duration)}
      />
      <DurationTypeSelect
        value={values.durationType}
        onChange={(durationType) => onChange('durationType', durationType)}
      />
      <AllowedCropsField
        value={values.allowedCrops}
        onChange={(allowedCrops) => onChange('allowedCrops', allowedCrops)}
        hint={t('detail.edit.cropsHint')}
        fullRow
      />
      <DescriptionField
        value={values.description}
        onChange={(description) => onChange('description', description)}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button type="button" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <BusyButton type="submit" variant="contained" busy={saving}>
          {t('detail.edit.save')}
        </BusyButton>
      </Box>
    </Box>
  );
}
