import { isId, newId } from '../ids';

describe('record ids', () => {
  it('are 24 lowercase hexadecimal characters', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newId()).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('do not repeat across many generations', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId()));
    expect(ids.size).toBe(10_000);
  });

  it('are recognised by isId, while other shapes are not', () => {
    expect(isId(newId())).toBe(true);
    expect(isId('ABCDEF0123456789abcdef01')).toBe(false);
    expect(isId('0123456789abcdef0123456')).toBe(false);
    expect(isId('0123456789abcdef012345678')).toBe(false);
    expect(isId('0123456789abcdef0123456g')).toBe(false);
    expect(isId(42)).toBe(false);
  });
});
