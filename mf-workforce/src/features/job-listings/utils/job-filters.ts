import type { JobListingQuery, JobType, WorkType } from '@grovekeeper/shared';

/** Browse Jobs' filters as the form holds them; '' is "All" for the two selects. */
export interface JobFilters {
  search: string;
  jobType: JobType | '';
  workType: WorkType | '';
  location: string;
}

export const DEFAULT_JOB_FILTERS: JobFilters = {
  search: '',
  jobType: '',
  workType: '',
  location: '',
};

/** The query of GET /api/workforce/job-listings: only the filters that narrow the list. */
export function toJobListingQuery(filters: JobFilters): JobListingQuery {
  const query: JobListingQuery = {};
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.jobType) query.jobType = filters.jobType;
  if (filters.workType) query.workType = filters.workType;
  const location = filters.location.trim();
  if (location) query.location = location;
  return query;
}

/** Whether any filter narrows the list (an empty answer then means "nothing matches"). */
export function hasActiveJobFilters(filters: JobFilters): boolean {
  return Object.keys(toJobListingQuery(filters)).length > 0;
}
