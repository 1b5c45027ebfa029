import Box from '@mui/material/Box';
import { EXPERIENCE_LEVEL_YEARS } from '@grovekeeper/shared';
import type { JobListing } from '@grovekeeper/shared';
import { JobFact } from '../../../components/JobFact';
import { JobFactList } from '../../../components/JobFactList';
import { SkillChips } from '../../../components/SkillChips';
import { formatDays, formatJobDate } from '../../../utils/job-dates';
import { formatPay, labelOf } from '../../../utils/labels';
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
      <JobFactList>
        <JobFact label="Employer">{listing.employer?.name || 'Unknown'}</JobFact>
        <JobFact label="Estate">{estate?.name ?? 'Not shown'}</JobFact>
        <JobFact label="Estate Address">{estate?.address || 'Not shown'}</JobFact>
        <JobFact label="Location">{listing.location || 'Not given'}</JobFact>
        <JobFact label="Job Type">{labelOf(listing.jobType)}</JobFact>
        <JobFact label="Work Type">{labelOf(listing.workType)}</JobFact>
        <JobFact label="Work Schedule">{labelOf(listing.workSchedule)}</JobFact>
        <JobFact label="Hours per Day">{listing.hoursPerDay}</JobFact>
        <JobFact label="Pay">
          {formatPay(listing.payRate, listing.currency, listing.payType)}
        </JobFact>
        <JobFact label="Currency">{listing.currency}</JobFact>
        <JobFact label="Start Date">{formatJobDate(listing.startDate) || 'Not set'}</JobFact>
        <JobFact label="Duration">{formatDays(listing.duration)}</JobFact>
        <JobFact label="Experience">{experienceText(listing)}</JobFact>
        <JobFact label="Application Deadline">
          {formatJobDate(listing.applicationDeadline) || 'None'}
        </JobFact>
        <JobFact label="Applications">
          {`${listing.applicationCount} of ${listing.maxApplications}`}
        </JobFact>
      </JobFactList>
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
