import { suggestTitle, trailingNumber } from '../suggest-title';

const olive = (title: string) => ({ title, category: 'Olive Tree' });

describe('suggestTitle', () => {
  it("suggests '<category> 1' for an estate without trees", () => {
    expect(suggestTitle('Olive Tree', [])).toBe('Olive Tree 1');
    expect(suggestTitle('Other', [])).toBe('Other 1');
  });

  it('continues after the highest number of the same category', () => {
    const trees = [olive('Olive Tree 1'), olive('Olive Tree 2'), olive('Olive Tree 12')];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 13');
  });

  it('ignores trees of other categories, whatever their titles say', () => {
    const trees = [
      olive('Olive Tree 3'),
      { title: 'Olive Tree 40', category: 'Fig Tree' },
      { title: 'Fig Tree 9', category: 'Fig Tree' },
    ];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 4');
    expect(suggestTitle('Fig Tree', trees)).toBe('Fig Tree 41');
    expect(suggestTitle('Lemon Tree', trees)).toBe('Lemon Tree 1');
  });

  it('matches the category exactly (case and spelling)', () => {
    const trees = [
      { title: 'olive tree 5', category: 'olive tree' },
      { title: 'Olive Tree 6', category: 'Olive Trees' },
    ];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 1');
  });

  it('does not fill gaps: the next number follows the highest one', () => {
    const trees = [olive('Olive Tree 1'), olive('Olive Tree 7')];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 8');
  });

  it('compares numbers numerically, not as text (10 is above 9)', () => {
    const trees = [olive('Olive Tree 9'), olive('Olive Tree 10'), olive('Olive Tree 2')];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 11');
  });

  it('counts any title ending in a number, not only the default pattern', () => {
    expect(suggestTitle('Olive Tree', [olive('My olive 7'), olive('Olive Tree 3')])).toBe(
      'Olive Tree 8',
    );
    expect(suggestTitle('Olive Tree', [olive('Row B-21')])).toBe('Olive Tree 22');
    expect(suggestTitle('Olive Tree', [olive('Olive Tree12')])).toBe('Olive Tree 13');
  });

  it('skips titles without a trailing number', () => {
    const trees = [olive('Olive Tree'), olive('Tree 4 by the well'), olive('')];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 1');
    expect(suggestTitle('Olive Tree', [...trees, olive('Olive Tree 2')])).toBe('Olive Tree 3');
  });

  it('reads leading zeros as the number they write', () => {
    expect(suggestTitle('Olive Tree', [olive('Olive Tree 007')])).toBe('Olive Tree 8');
    expect(suggestTitle('Olive Tree', [olive('Olive Tree 0')])).toBe('Olive Tree 1');
    expect(suggestTitle('Olive Tree', [olive('Olive Tree 000')])).toBe('Olive Tree 1');
  });

  it('ignores numbers too large to count on, so the suggestion stays a safe integer', () => {
    const trees = [
      olive('Olive Tree 5'),
      olive('Olive Tree 99999999999999999999'),
      olive(`Olive Tree ${Number.MAX_SAFE_INTEGER}`),
    ];
    expect(suggestTitle('Olive Tree', trees)).toBe('Olive Tree 6');
    const largestSafe = Number.MAX_SAFE_INTEGER - 1;
    expect(suggestTitle('Olive Tree', [olive(`Olive Tree ${largestSafe}`)])).toBe(
      `Olive Tree ${Number.MAX_SAFE_INTEGER}`,
    );
  });

  it('tolerates white space after the number and trims the category', () => {
    expect(suggestTitle('Olive Tree', [olive('Olive Tree 4  '), olive(' Olive Tree 2\t')])).toBe(
      'Olive Tree 5',
    );
    expect(suggestTitle('Other', [{ title: 'Other 3\n', category: 'Other' }])).toBe('Other 4');
    expect(suggestTitle(' Other ', [{ title: 'Other 3', category: ' Other ' }])).toBe('Other 4');
  });

  it('always answers the highest same-category number plus one (random estates)', () => {
    // A deterministic generator, so a failure can be replayed.
    let seed = 20260101;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const categories = ['Olive Tree', 'Fig Tree', 'Other'];
    for (let run = 0; run < 200; run += 1) {
      const trees = Array.from({ length: Math.floor(random() * 30) }, () => {
        const category = categories[Math.floor(random() * categories.length)]!;
        const numbered = random() < 0.8;
        const n = Math.floor(random() * 500);
        return { category, title: numbered ? `${category} ${n}` : category, n, numbered };
      });
      for (const category of categories) {
        const numbers = trees
          .filter((tree) => tree.category === category && tree.numbered)
          .map((tree) => tree.n);
        const expected = Math.max(0, ...numbers) + 1;
        expect(suggestTitle(category, trees)).toBe(`${category} ${expected}`);
      }
    }
  });
});

describe('trailingNumber', () => {
  it('reads the digits at the end of a title', () => {
    expect(trailingNumber('Olive Tree 12')).toBe(12);
    expect(trailingNumber('My olive 7')).toBe(7);
    expect(trailingNumber('42')).toBe(42);
  });

  it('answers null for titles that end without digits', () => {
    expect(trailingNumber('Olive Tree')).toBeNull();
    expect(trailingNumber('12 Olive Tree')).toBeNull();
    expect(trailingNumber('')).toBeNull();
    expect(trailingNumber('Olive Tree ٣')).toBeNull();
  });
});
