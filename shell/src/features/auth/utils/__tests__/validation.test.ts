import { PASSWORD_HINT, validateLogin, validateRegistration } from '../validation';

describe('validateLogin', () => {
  it('requires both email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('treats a blank email as missing', () => {
    expect(validateLogin({ email: '   ', password: 'secret' })).toEqual({
      email: 'Email is required',
    });
  });

  it('accepts any filled-in pair; the server judges whether they match', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('validateRegistration', () => {
  const valid = { name: 'Eleni', email: 'eleni@example.com', password: 'secret' };

  it('accepts a name, an email and a 6-character password', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires name, email and password', () => {
    expect(validateRegistration({ name: ' ', email: '', password: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a password shorter than 6 characters with the spec hint', () => {
    expect(validateRegistration({ ...valid, password: '12345' })).toEqual({
      password: PASSWORD_HINT,
    });
    expect(PASSWORD_HINT).toBe('Password must be at least 6 characters long');
  });

  it('rejects an email that does not look like one', () => {
    expect(validateRegistration({ ...valid, email: 'eleni@' }).email).toBe(
      'Please enter a valid email address',
    );
  });
});
