import { isValidEmail } from '../email';

describe('isValidEmail', () => {
  it.each(['eleni@example.com', 'a.b+c@sub.example.gr', '  eleni@example.com  '])(
    'accepts %j',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each(['', 'eleni', 'eleni@', '@example.com', 'eleni@example', 'el eni@example.com'])(
    'rejects %j',
    (value) => expect(isValidEmail(value)).toBe(false),
  );
});
