import { formatInterests, parseInterests } from '../parse-interests';
import { profileToSettings, settingsToUpdate } from '../settings-form';
import { profileFixture } from '../../../../test/profile-fixture';

describe('parseInterests', () => {
  it.each<[string, string[]]>([
    ['olives, figs, almonds', ['olives', 'figs', 'almonds']],
    ['  olives  ,figs  ', ['olives', 'figs']],
    ['olives,,figs', ['olives', 'figs']],
    [', , ,', []],
    ['', []],
    ['   ', []],
    ['olives', ['olives']],
    ['organic farming, drip irrigation', ['organic farming', 'drip irrigation']],
    ['olives,\tfigs\n', ['olives', 'figs']],
    ['olives, olives', ['olives', 'olives']],
  ])('splits %j into %j', (text, expected) => {
    expect(parseInterests(text)).toEqual(expected);
  });

  it('round-trips a list through the text a person edits', () => {
    const interests = ['olives', 'drip irrigation', 'figs'];
    expect(parseInterests(formatInterests(interests))).toEqual(interests);
  });

  it('formats a missing list as empty text', () => {
    expect(formatInterests(undefined)).toBe('');
    expect(formatInterests(null)).toBe('');
  });
});

describe('settingsToUpdate', () => {
  it('sends only timezone, language and the parsed interests', () => {
    const update = settingsToUpdate({
      timezone: ' EST ',
      language: 'el',
      interests: 'olives, , figs ',
    });
    expect(update).toEqual({ timezone: 'EST', language: 'el', interests: ['olives', 'figs'] });
  });

  it('fills the form from the profile with interests joined by commas, in the language spoken now', () => {
    const profile = profileFixture({ interests: ['a', 'b c'] });
    expect(profileToSettings(profile, 'el')).toEqual({
      timezone: profile.timezone,
      language: 'el',
      interests: 'a, b c',
    });
  });
});
