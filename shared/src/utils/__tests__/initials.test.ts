import { initialsOf } from '../initials';

describe('initialsOf', () => {
  it.each([
    ['Eleni Papadopoulou', 'EP'],
    ['Maria del Carmen Ruiz', 'MD'],
    ['eleni', 'E'],
    ['  eleni   papadopoulou  ', 'EP'],
    ['Ελένη Παπαδοπούλου', 'ΕΠ'],
    ['', ''],
    ['   ', ''],
  ])('gives %j the initials %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('returns empty text for a missing name', () => {
    expect(initialsOf(null)).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });

  it('takes a different maximum when asked', () => {
    expect(initialsOf('Ana Bela Costa', 3)).toBe('ABC');
  });
});
