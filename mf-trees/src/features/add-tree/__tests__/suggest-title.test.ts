import { suggestTitle } from '../utils/suggest-title';

describe('suggestTitle', () => {
  it("suggests '<category> 1' for an estate without numbered trees of that category", () => {
    expect(suggestTitle('Olive Tree', {})).toBe('Olive Tree 1');
    expect(suggestTitle('Other', { 'Olive Tree': 4 })).toBe('Other 1');
  });

  it('continues after the highest number of the same category', () => {
    expect(suggestTitle('Olive Tree', { 'Olive Tree': 12, 'Fig Tree': 40 })).toBe('Olive Tree 13');
    expect(suggestTitle('Fig Tree', { 'Olive Tree': 12, 'Fig Tree': 40 })).toBe('Fig Tree 41');
  });

  it('continues after numbers far beyond one page of trees', () => {
    expect(suggestTitle('Olive Tree', { 'Olive Tree': 100_000 })).toBe('Olive Tree 100001');
  });

  it('matches the category exactly (case and spelling)', () => {
    const highest = { 'olive tree': 5, 'Olive Trees': 6 };
    expect(suggestTitle('Olive Tree', highest)).toBe('Olive Tree 1');
  });

  it('never reads inherited properties as categories', () => {
    expect(suggestTitle('constructor', {})).toBe('constructor 1');
    expect(suggestTitle('toString', {})).toBe('toString 1');
  });

  it('stays a safe integer: ignores numbers it cannot count on', () => {
    expect(suggestTitle('Olive Tree', { 'Olive Tree': Number.MAX_SAFE_INTEGER })).toBe(
      'Olive Tree 1',
    );
    expect(suggestTitle('Olive Tree', { 'Olive Tree': 2.5 })).toBe('Olive Tree 1');
    expect(suggestTitle('Olive Tree', { 'Olive Tree': Number.MAX_SAFE_INTEGER - 1 })).toBe(
      `Olive Tree ${Number.MAX_SAFE_INTEGER}`,
    );
  });

  it('trims the category', () => {
    expect(suggestTitle(' Other ', { ' Other ': 3 })).toBe('Other 4');
  });
});
