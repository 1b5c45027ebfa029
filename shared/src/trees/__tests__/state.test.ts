import { getContrastRatio } from '@mui/material/styles';
import { TREE_STATES } from '../../types/estate';
import {
  confidencePercent,
  TREE_STATE_OPTIONS,
  treeStateColor,
  treeStateLabel,
  treeStateTextColor,
  UNKNOWN_STATE_COLOR,
} from '../state';

describe('tree state labels and colours', () => {
  it('labels each of the seven states and offers exactly those in selects', () => {
    expect(TREE_STATES.map(treeStateLabel)).toEqual([
      'Healthy',
      'Pruned',
      'Watered',
      'Sick',
      'Burned',
      'Destroyed',
      'Ready to Harvest',
    ]);
    expect(TREE_STATE_OPTIONS.map((option) => option.value)).toEqual([...TREE_STATES]);
  });

  it('gives every state its own colour', () => {
    const colors = TREE_STATES.map(treeStateColor);
    expect(new Set(colors).size).toBe(7);
    expect(colors).not.toContain(UNKNOWN_STATE_COLOR);
  });

  it('shows legacy labels as they are, coloured like the state they stand for', () => {
    expect(treeStateLabel('Diseased')).toBe('Diseased');
    expect(treeStateColor('Diseased')).toBe(treeStateColor('sick'));
    expect(treeStateColor('New')).toBe(treeStateColor('healthy'));
    expect(treeStateColor('Damaged')).toBe(treeStateColor('burned'));
    expect(treeStateColor('Ripe')).toBe(treeStateColor('ready_to_harvest'));
    expect(treeStateColor('Pruned')).toBe(treeStateColor('pruned'));
    expect(treeStateColor('Watered')).toBe(treeStateColor('watered'));
  });

  it('shows unknown and missing values in grey', () => {
    expect(treeStateLabel('frozen')).toBe('frozen');
    expect(treeStateColor('frozen')).toBe(UNKNOWN_STATE_COLOR);
    expect(treeStateLabel('')).toBe('Unknown');
    expect(treeStateColor(null)).toBe(UNKNOWN_STATE_COLOR);
    // Values are case-sensitive: 'Healthy' is not a state value.
    expect(treeStateColor('Healthy')).toBe(UNKNOWN_STATE_COLOR);
  });

  it('shows detection confidence as a whole percent', () => {
    expect(confidencePercent(0.8765)).toBe('88%');
    expect(confidencePercent(1)).toBe('100%');
    expect(confidencePercent(0)).toBe('0%');
    expect(confidencePercent(null)).toBeNull();
    expect(confidencePercent(undefined)).toBeNull();
  });
});

describe('treeStateTextColor', () => {
  it("reads at 4.5:1 or more on both themes' paper, for every state, legacy label and unknown value", () => {
    for (const paper of ['#ffffff', '#181e16']) {
      for (const state of [...TREE_STATES, 'Diseased', 'Ripe', 'frozen', null]) {
        const ratio = getContrastRatio(treeStateTextColor(state, paper), paper);
        expect([state, paper, ratio >= 4.5]).toEqual([state, paper, true]);
      }
    }
  });

  it('keeps a colour that already reads well as it is', () => {
    expect(treeStateTextColor('healthy', '#ffffff')).toBe(treeStateColor('healthy'));
  });
});
