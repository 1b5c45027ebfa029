import { formToUpdate, profileToForm, validateProfileForm } from '../utils/profile-form';
import { formatLongDate } from '../utils/format-date';
import { profileFixture } from '../../../test/profile-fixture';

describe('formToUpdate', () => {
  it('sends exactly the twelve profile-screen fields', () => {
    const update = formToUpdate(profileToForm(profileFixture()));
    expect(Object.keys(update).sort()).toEqual(
      [
        'avatar',
        'bio',
        'company',
        'dateOfBirth',
        'education',
        'email',
        'gender',
        'jobTitle',
        'location',
        'name',
        'phone',
        'website',
      ].sort(),
    );
  });

  it('sends the date as date-only text and an empty date or gender as null', () => {
    const values = profileToForm(profileFixture());
    expect(formToUpdate(values)).toMatchObject({ dateOfBirth: '1984-05-17', gender: 'female' });
    expect(formToUpdate({ ...values, dateOfBirth: '', gender: '' })).toMatchObject({
      dateOfBirth: null,
      gender: null,
    });
  });

  it('trims single-line fields but keeps the bio as typed', () => {
    const values = { ...profileToForm(profileFixture()), name: '  Eleni  ', bio: ' line 1\n' };
    expect(formToUpdate(values)).toMatchObject({ name: 'Eleni', bio: ' line 1\n' });
  });
});

describe('profileToForm', () => {
  it('turns missing values into empty text for the inputs', () => {
    const form = profileToForm(profileFixture({ dateOfBirth: null, gender: null }));
    expect(form.dateOfBirth).toBe('');
    expect(form.gender).toBe('');
  });

  it('cuts a full timestamp down to the day a date input accepts', () => {
    const form = profileToForm(profileFixture({ dateOfBirth: '1984-05-17T00:00:00.000Z' }));
    expect(form.dateOfBirth).toBe('1984-05-17');
  });
});

describe('validateProfileForm', () => {
  const values = profileToForm(profileFixture());

  it('accepts a complete profile', () => {
    expect(validateProfileForm(values)).toEqual({});
  });

  it('requires a name', () => {
    expect(validateProfileForm({ ...values, name: '  ' })).toEqual({ name: 'Name is required' });
  });

  it('requires an email in a valid format', () => {
    expect(validateProfileForm({ ...values, email: '' }).email).toBe('Email is required');
    expect(validateProfileForm({ ...values, email: 'not-an-email' }).email).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('formatLongDate', () => {
  it('formats a timestamp like March 4, 2026', () => {
    expect(formatLongDate('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
  });

  it('reads date-only text as that calendar day', () => {
    expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
  });

  it('returns empty text for a missing or unreadable date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
