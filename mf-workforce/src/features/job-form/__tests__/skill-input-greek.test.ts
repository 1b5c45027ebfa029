import { parseSkill } from '../utils/skill-input';

// The labels as the Greek interface shows them: a typed skill is matched by its search key.
jest.mock('../../common/utils/labels', () => ({
  labelOf: (value: string) =>
    ({ pruning: 'Κλάδεμα', harvesting: 'Συγκομιδή', pest_control: 'Φυτοπροστασία' })[value] ??
    value,
}));

describe('parseSkill with Greek labels', () => {
  it('ignores case and accents in Greek script', () => {
    for (const typed of ['Κλάδεμα', 'κλαδεμα', 'ΚΛΑΔΕΜΑ', '  ΚΛΆΔΕΜΑ ', 'κλάδεμα']) {
      expect([typed, parseSkill(typed)]).toEqual([typed, 'pruning']);
    }
    expect(parseSkill('συγκομιδη')).toBe('harvesting');
    expect(parseSkill('ΦΥΤΟΠΡΟΣΤΑΣΙΑ')).toBe('pest_control');
  });

  it('ignores case and accents in Latin script, and still knows the values', () => {
    expect(parseSkill('Prúning')).toBe('pruning');
    expect(parseSkill('PEST CONTROL')).toBe('pest_control');
    expect(parseSkill('pést-control')).toBe('pest_control');
  });

  it('answers null for what names no skill', () => {
    expect(parseSkill('κλαδ')).toBeNull();
    expect(parseSkill('ελιά')).toBeNull();
  });
});
