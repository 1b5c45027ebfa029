import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { useT } from '../../../i18n';
import { JobForm } from '../../job-form/components/JobForm';
import type { EstateOption } from '../../job-form/components/JobEstateField';
import { useMyEstates } from '../../job-form/hooks/useMyEstates';
import { useEditJob } from '../hooks/useEditJob';

/**
 * The caller's estates, plus the listing's own when the list lacks it (not loaded yet, or
 * failed): the select always shows where the job is.
 */
function estateOptions(estates: EstateOption[], listing: JobListing): EstateOption[] {
  const own = typeof listing.estate === 'object' && listing.estate ? listing.estate : null;
  if (!own || estates.some((estate) => estate._id === own._id)) return estates;
  return [own, ...estates];
}

/** Every field of a saved listing, editable; Save Changes sends the full listing. */
export function EditJobForm({ listing }: { listing: JobListing }) {
  const { t } = useT();
  const estates = useMyEstates();
  const { form, attempt, saving, save } = useEditJob(listing);
  const options = useMemo(
    () => estateOptions(estates.estates, listing),
    [estates.estates, listing],
  );

  return (
    <JobForm
      label={t('edit.formLabel', { title: listing.title })}
      form={form}
      estates={options}
      estatesStatus={estates.status}
      onRetryEstates={estates.retry}
      onSubmit={() => void save()}
      attempt={attempt}
      actions={
        <>
          <Button component={RouterLink} to="/workforce/my-job-listings" disabled={saving}>
            {t('edit.cancel')}
          </Button>
          <BusyButton type="submit" variant="contained" busy={saving}>
            {t('edit.save')}
          </BusyButton>
        </>
      }
    />
  );
}
