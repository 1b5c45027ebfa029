import Box from '@mui/material/Box';
import { EXPERIENCE_LEVEL_YEARS, Fact, FactList, formatDate } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { SkillChips } from '../../common/components/SkillChips';
import { formatDays } from '../../common/utils/dates';
import { formatPay, labelOf } from '../../common/utils/labels';
import { JobDetailSection } from './JobDetailSection';

function experienceText(listing: JobListing): string {
  const level = labelOf(listing.experienceLevel);
  const years = EXPERIENCE_LEVEL_YEARS[listing.experienceLevel];
  const minimum = `at least ${listing.minYearsExperience} ${listing.minYearsExperience === 1 ? 'year' : 'years'}`;
  return `${level}${years ? ` (${years})` : ''}, ${minimum}`;
}

/** Everything a listing says, as anyone allowed to see it reads it. */
export function JobDetailFacts({ listing }: { listing: JobListing }) {
  const estate = typeof listing.estate === 'object' && listing.estate ? listing.estate : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <JobDetailSection
        title="Description"
        emptyText="No description provided"
        empty={!listing.description}
      >
        {listing.description}
      </JobDetailSection>
      <FactList columns={3}>
        <Fact label="Employer">{listing.employer?.name || 'Unknown'}</Fact>
        <Fact label="Estate">{estate?.name ?? 'Not shown'}</Fact>
        <Fact label="Estate Address">{estate?.address || 'Not shown'}</Fact>
        <Fact label="Location">{listing.location || 'Not given'}</Fact>
        <Fact label="Job Type">{labelOf(listing.jobType)}</Fact>
        <Fact label="Work Type">{labelOf(listing.workType)}</Fact>
        <Fact label="Work Schedule">{labelOf(listing.workSchedule)}</Fact>
        <Fact label="Hours per Day">{listing.hoursPerDay}</Fact>
        <Fact label="Pay">{formatPay(listing.payRate, listing.currency, listing.payType)}</Fact>
        <Fact label="Currency">{listing.currency}</Fact>
        <Fact label="Start Date">{formatDate(listing.startDate) || 'Not set'}</Fact>
        <Fact label="Duration">{formatDays(listing.duration)}</Fact>
        <Fact label="Experience">{experienceText(listing)}</Fact>
        <Fact label="Application Deadline">
          {formatDate(listing.applicationDeadline) || 'None'}
        </Fact>
        <Fact label="Applications">
          {`${listing.applicationCount} of ${listing.maxApplications}`}
        </Fact>
      </FactList>
      <JobDetailSection
        title="Required Skills"
        emptyText="No particular skills required"
        empty={(listing.requiredSkills ?? []).length === 0}
      >
        <SkillChips skills={listing.requiredSkills ?? []} label="Required skills" />
      </JobDetailSection>
      <JobDetailSection
        title="Benefits"
        emptyText="No benefits listed"
        empty={(listing.benefits ?? []).length === 0}
      >
        <SkillChips skills={listing.benefits ?? []} label="Benefits" />
      </JobDetailSection>
      <JobDetailSection
        title="Requirements"
        emptyText="No further requirements"
        empty={!listing.requirements}
      >
        {listing.requirements}
      </JobDetailSection>
      <JobDetailSection title="Notes" emptyText="No notes" empty={!listing.notes}>
        {listing.notes}
      </JobDetailSection>
    </Box>
  );
}
