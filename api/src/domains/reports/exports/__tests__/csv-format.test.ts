import { CSV_FORMATS, csvField, csvLine, csvPages } from '../csv';
import { el, en } from '../csv-texts';

const greek = CSV_FORMATS.el;

describe('the Greek CSV format', () => {
  it('separates with ; and writes figures with a decimal comma and no grouping', () => {
    expect(csvLine(['Ελιά', 1234.5, 12, -0.25, null], greek)).toBe('Ελιά;1234,5;12;-0,25;\r\n');
    expect(csvField(Number.NaN, greek)).toBe('');
  });

  it('quotes texts holding ; , quotes or line breaks, and still neutralises formulas', () => {
    expect(csvField('Καλαμάτα; Μεσσηνία', greek)).toBe('"Καλαμάτα; Μεσσηνία"');
    expect(csvField('Καλαμάτα, Μεσσηνία', greek)).toBe('"Καλαμάτα, Μεσσηνία"');
    expect(csvField('ένα\r\nδύο "τρία"', greek)).toBe('"ένα\r\nδύο ""τρία"""');
    expect(csvField('=1+1', greek)).toBe("'=1+1");
    // English as before: a ; needs no quotes there.
    expect(csvField('a;b')).toBe('a;b');
  });

  it('starts a Greek file with a UTF-8 byte order mark, and an English one without', async () => {
    const read = async (format = CSV_FORMATS.en): Promise<string[]> => {
      const chunks: string[] = [];
      for await (const chunk of csvPages<number>(
        ['Α', 'Β'],
        async (after) => (after === null ? [1.5] : []),
        (rows) => rows.map((row) => [row, 'x']),
        2,
        format,
      )) {
        chunks.push(chunk);
      }
      return chunks;
    };
    expect(await read(greek)).toEqual(['\uFEFFΑ;Β\r\n', '1,5;x\r\n']);
    expect(await read()).toEqual(['Α,Β\r\n', '1.5,x\r\n']);
  });
});

describe('the CSV texts', () => {
  it('has every key in Greek that English has', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, item]) =>
        item && typeof item === 'object'
          ? keys(item as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    // English keeps the stored category names, so it lists none.
    const withoutCategories = (list: string[]) =>
      list.filter((key) => !key.startsWith('categories.'));
    expect(withoutCategories(keys(el)).sort()).toEqual(keys(en).sort());
    expect(Object.values(el.treeStates).every((word) => /\p{Script=Greek}/u.test(word))).toBe(true);
  });

  it('writes Greek days as d/m/yyyy and moments in Athens time, English ones as stored', () => {
    expect(el.day('2026-03-04')).toBe('4/3/2026');
    expect(el.moment('2026-07-01T21:30:00Z')).toBe('2/7/2026 00:30:00');
    expect(el.moment('2026-01-02T03:04:05Z')).toBe('2/1/2026 05:04:05');
    expect(en.day('2026-03-04')).toBe('2026-03-04');
    expect(en.moment('2026-01-02T03:04:05Z')).toBe('2026-01-02T03:04:05Z');
  });
});
