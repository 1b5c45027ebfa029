import { WORKER_SKILLS } from '@grovekeeper/shared';
import { labelOf } from '../../common/utils/labels';
import { addSkill, parseSkill } from '../utils/skill-input';

describe('parseSkill', () => {
  it('knows every skill by its value and by its label, ignoring case and spacing', () => {
    for (const skill of WORKER_SKILLS) {
      expect(parseSkill(skill)).toBe(skill);
      expect(parseSkill(`  ${labelOf(skill).toUpperCase()} `)).toBe(skill);
    }
    expect(parseSkill('pest   control')).toBe('pest_control');
  });

  it('answers null for empty text and for anything that is not a skill', () => {
    expect(parseSkill('   ')).toBeNull();
    expect(parseSkill('juggling')).toBeNull();
    expect(parseSkill('other')).toBeNull();
  });
});

describe('addSkill', () => {
  it('adds a new known skill at the end', () => {
    expect(addSkill(['pruning'], 'Harvesting')).toEqual({
      outcome: 'added',
      skills: ['pruning', 'harvesting'],
    });
  });

  it('ignores empty and duplicate entries and refuses unknown ones, leaving the list as it was', () => {
    const skills = ['pruning'] as const;
    for (const [text, outcome] of [
      ['', 'empty'],
      ['  ', 'empty'],
      ['PRUNING', 'duplicate'],
      ['juggling', 'unknown'],
    ] as const) {
      const result = addSkill([...skills], text);
      expect(result.outcome).toBe(outcome);
      expect(result.skills).toEqual(['pruning']);
    }
  });
});
