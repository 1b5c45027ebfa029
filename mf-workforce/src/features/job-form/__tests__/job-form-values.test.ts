import { NEW_JOB_LISTING_DEFAULTS } from '@grovekeeper/shared';
import { ESTATE_ID, jobDetailFixture, jobListingFixture } from '../../../test/job-fixtures';
import {
  emptyJobForm,
  estateIdOf,
  jobFormFromListing,
  toJobListingFields,
} from '../utils/job-form-values';

describe('the job form values', () => {
  it('start a new listing at the spec defaults', () => {
    const values = emptyJobForm();
    expect(values).toMatchObject({
      visibility: NEW_JOB_LISTING_DEFAULTS.visibility,
      maxApplications: '50',
      duration: '1',
      hoursPerDay: '8',
      payType: 'hourly',
      jobType: 'general_farming',
      workType: 'seasonal',
      currency: 'EUR',
    });
  });

  it('turn a saved listing into the form and back without losing a field', () => {
    const listing = jobDetailFixture();
    const fields = toJobListingFields(jobFormFromListing(listing));
    for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
      if (key !== 'estate') expect([key, fields[key]]).toEqual([key, listing[key]]);
    }
    expect(Object.keys(fields)).toHaveLength(22);
    expect(fields.estate).toBe(ESTATE_ID);
  });

  it('read the estate id from a list answer (an id) and a detail answer (an object)', () => {
    expect(estateIdOf(jobListingFixture())).toBe(ESTATE_ID);
    expect(estateIdOf(jobDetailFixture())).toBe(ESTATE_ID);
  });

  it('send pay rounded to the cent and trimmed text', () => {
    const fields = toJobListingFields({
      ...emptyJobForm(),
      title: '  Pickers ',
      payRate: '10.1',
      location: ' Crete ',
    });
    expect(fields).toMatchObject({ title: 'Pickers', payRate: 10.1, location: 'Crete' });
  });
});
