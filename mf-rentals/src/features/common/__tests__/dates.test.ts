import { isBeforeToday, oneYearAfter, todayDateOnly } from '../utils/dates';

describe('date-only helpers', () => {
  it("writes today's date as YYYY-MM-DD in local time", () => {
    expect(todayDateOnly(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('treats only days before today as past', () => {
    const now = new Date(2026, 5, 15, 12);
    expect(isBeforeToday('2026-06-14', now)).toBe(true);
    expect(isBeforeToday('2026-06-15', now)).toBe(false);
    expect(isBeforeToday('2026-07-01', now)).toBe(false);
  });

  it('moves a date one year ahead, keeping the day unless it does not exist', () => {
    expect(oneYearAfter('2026-06-15')).toBe('2027-06-15');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
  });
});
