import { formatDays } from '../utils/dates';

// The date assertions that stood here moved with formatDate to shared/src/format/__tests__.
describe('workforce date helpers', () => {
  it('counts days in the singular and the plural', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(14)).toBe('14 days');
  });
});
