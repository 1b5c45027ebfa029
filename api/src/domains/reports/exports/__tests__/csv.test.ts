import { csvField, csvFileName, csvLine, csvPages } from '../csv';

describe('reports CSV', () => {
  it('quotes commas, quotes and line breaks, and neutralises spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Kalamata, "Old" Town')).toBe('"Kalamata, ""Old"" Town"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    for (const start of ['=', '+', '-', '@']) {
      expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(csvField('=A1,B1')).toBe('"\'=A1,B1"');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('names files grovekeeper-<kind>-<UTC date>.csv', () => {
    expect(csvFileName('estates', new Date('2026-03-04T23:30:00Z'))).toBe(
      'grovekeeper-estates-2026-03-04.csv',
    );
  });

  it('asks for the next page after the last row until a page comes back short', async () => {
    const rows = [1, 2, 3, 4, 5];
    const asked: (number | null)[] = [];
    const chunks: string[] = [];
    for await (const chunk of csvPages<number>(
      ['n'],
      async (after) => {
        asked.push(after);
        return rows.filter((row) => after === null || row > after).slice(0, 2);
      },
      (page) => page.map((row) => [row]),
      2,
    )) {
      chunks.push(chunk);
    }
    expect(asked).toEqual([null, 2, 4]);
    expect(chunks).toEqual(['n\r\n', '1\r\n2\r\n', '3\r\n4\r\n', '5\r\n']);
  });
});
