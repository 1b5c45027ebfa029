import { emptyJobForm } from '../utils/job-form-values';
import type { JobFormValues } from '../utils/job-form-values';
import { validateJobForm } from '../utils/job-form-validation';

/** A post form that passes: the required fields filled, the rest at their defaults. */
function filled(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...emptyJobForm(),
    title: 'Pickers',
    description: 'Picking olives',
    estate: 'eeeeeeeeeeeeeeeeeeeeee01',
    payRate: '10',
    startDate: '2030-10-15',
    ...overrides,
  };
}

describe('validateJobForm', () => {
  it('passes a filled form at the spec defaults in both modes', () => {
    expect(validateJobForm(filled(), 'post')).toEqual({ errors: {}, missingRequired: false });
    expect(validateJobForm(filled(), 'edit')).toEqual({ errors: {}, missingRequired: false });
  });

  it('needs title, description and estate on post; blank text counts as missing', () => {
    const { errors, missingRequired } = validateJobForm(
      filled({ title: '  ', description: '', estate: '' }),
      'post',
    );
    expect(missingRequired).toBe(true);
    expect(Object.keys(errors).sort()).toEqual(['description', 'estate', 'title']);
  });

  it('marks a missing start date on post without the required-fields toast, and with it on edit', () => {
    const post = validateJobForm(filled({ startDate: null }), 'post');
    expect(post.missingRequired).toBe(false);
    expect(post.errors.startDate).toBe('Start date is required');
    const edit = validateJobForm(filled({ startDate: null }), 'edit');
    expect(edit.missingRequired).toBe(true);
    expect(edit.errors.startDate).toBe('Start date is required');
  });

  it.each([
    ['payRate', '', 'Pay rate is required'],
    ['payRate', '-0.01', 'Pay rate must be 0 or more'],
    ['payRate', 'abc', 'Pay rate must be 0 or more'],
    ['payRate', '1.005', 'Pay rate can have at most 2 decimals'],
    ['minYearsExperience', '-1', 'Minimum years of experience must be a whole number, 0 or more'],
    ['minYearsExperience', '1.5', 'Minimum years of experience must be a whole number, 0 or more'],
    ['duration', '0', 'Duration must be a whole number of days, at least 1'],
    ['duration', '', 'Duration must be a whole number of days, at least 1'],
    ['hoursPerDay', '0', 'Hours per day must be a whole number from 1 to 12'],
    ['hoursPerDay', '13', 'Hours per day must be a whole number from 1 to 12'],
    ['maxApplications', '0', 'Maximum applications must be a whole number, at least 1'],
  ] as const)('refuses %s of "%s" on post with "%s"', (key, text, message) => {
    expect(validateJobForm(filled({ [key]: text }), 'post').errors).toEqual({ [key]: message });
  });

  it.each([
    ['payRate', '0'],
    ['payRate', '12.34'],
    ['minYearsExperience', '0'],
    ['duration', '1'],
    ['hoursPerDay', '1'],
    ['hoursPerDay', '12'],
    ['maxApplications', '1'],
  ] as const)('accepts %s at its limit of "%s"', (key, text) => {
    expect(validateJobForm(filled({ [key]: text }), 'post').errors).toEqual({});
  });

  it('allows up to 24 hours a day on edit, not 25', () => {
    expect(validateJobForm(filled({ hoursPerDay: '24' }), 'edit').errors).toEqual({});
    expect(validateJobForm(filled({ hoursPerDay: '25' }), 'edit').errors).toEqual({
      hoursPerDay: 'Hours per day must be a whole number from 1 to 24',
    });
  });

  it('refuses a title longer than 200 characters', () => {
    expect(validateJobForm(filled({ title: 'x'.repeat(201) }), 'post').errors).toEqual({
      title: 'Title can have at most 200 characters',
    });
  });
});
