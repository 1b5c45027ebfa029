import Box from '@mui/material/Box';
import { Fact, FactList, formatDate } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { t, useT } from '../../../i18n';
import { SkillChips } from '../../common/components/SkillChips';
import { formatDays } from '../../common/utils/dates';
import { formatPay, labelOf } from '../../common/utils/labels';
import { experienceLabel } from '../../common/utils/worker-format';
import { JobDetailSection } from './JobDetailSection';

function experienceText(listing: JobListing): string {
  const minimum = t('detail.atLeast', { count: listing.minYearsExperience });
  return `${experienceLabel(listing.experienceLevel)}, ${minimum}`;
}

/** Everything a listing says, as anyone allowed to see it reads it. */
export function JobDetailFacts({ listing }: { listing: JobListing }) {
  useT(); // re-renders in a new language
  const estate = typeof listing.estate === 'object' && listing.estate ? listing.estate : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <JobDetailSection
        title={t('detail.description')}
        emptyText={t('detail.noDescription')}
        empty={!listing.description}
      >
        {listing.description}
      </JobDetailSection>
      <FactList columns={3}>
        <Fact label={t('detail.employer')}>{listing.employer?.name || t('detail.unknown')}</Fact>
        <Fact label={t('detail.estate')}>{estate?.name ?? t('detail.notShown')}</Fact>
        <Fact label={t('detail.estateAddress')}>{estate?.address || t('detail.notShown')}</Fact>
        <Fact label={t('detail.location')}>{listing.location || t('detail.notGiven')}</Fact>
        <Fact label={t('detail.jobType')}>{labelOf(listing.jobType)}</Fact>
        <Fact label={t('detail.workType')}>{labelOf(listing.workType)}</Fact>
        <Fact label={t('detail.workSchedule')}>{labelOf(listing.workSchedule)}</Fact>
        <Fact label={t('detail.hoursPerDay')}>{listing.hoursPerDay}</Fact>
        <Fact label={t('detail.pay')}>
          {formatPay(listing.payRate, listing.currency, listing.payType)}
        </Fact>
        <Fact label={t('detail.currency')}>{listing.currency}</Fact>
        <Fact label={t('detail.startDate')}>
          {formatDate(listing.startDate) || t('detail.notSet')}
        </Fact>
        <Fact label={t('detail.duration')}>{formatDays(listing.duration)}</Fact>
        <Fact label={t('detail.experience')}>{experienceText(listing)}</Fact>
        <Fact label={t('detail.applicationDeadline')}>
          {formatDate(listing.applicationDeadline) || t('detail.noDeadline')}
        </Fact>
        <Fact label={t('detail.applications')}>
          {t('detail.applicationsOf', {
            received: listing.applicationCount,
            max: listing.maxApplications,
          })}
        </Fact>
      </FactList>
      <JobDetailSection
        title={t('detail.requiredSkills')}
        emptyText={t('detail.noSkills')}
        empty={(listing.requiredSkills ?? []).length === 0}
      >
        <SkillChips skills={listing.requiredSkills ?? []} label={t('detail.requiredSkillsList')} />
      </JobDetailSection>
      <JobDetailSection
        title={t('detail.benefits')}
        emptyText={t('detail.noBenefits')}
        empty={(listing.benefits ?? []).length === 0}
      >
        <SkillChips skills={listing.benefits ?? []} label={t('detail.benefits')} />
      </JobDetailSection>
      <JobDetailSection
        title={t('detail.requirements')}
        emptyText={t('detail.noRequirements')}
        empty={!listing.requirements}
      >
        {listing.requirements}
      </JobDetailSection>
      <JobDetailSection
        title={t('detail.notes')}
        emptyText={t('detail.noNotes')}
        empty={!listing.notes}
      >
        {listing.notes}
      </JobDetailSection>
    </Box>
  );
}
