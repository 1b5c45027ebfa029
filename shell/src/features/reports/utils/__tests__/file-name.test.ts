import { fileNameFrom } from '../file-name';
import { csvField } from '../summary-csv';

describe('fileNameFrom', () => {
  it('takes the quoted file name the server sent', () => {
    expect(
      fileNameFrom('attachment; filename="grovekeeper-estates-2026-11-25.csv"', 'fallback.csv'),
    ).toBe('grovekeeper-estates-2026-11-25.csv');
  });

  it('falls back without a header or when the name holds a path', () => {
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFrom('attachment; filename="../evil.csv"', 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks and neutralises formulas', () => {
    expect(csvField('Kalamata, "Old" Town')).toBe('"Kalamata, ""Old"" Town"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(null)).toBe('');
  });
});
