import { createHash } from 'node:crypto';
import { addMonths, canonicalTerms, stableStringify, termsHash, toCents } from '../terms';
import type { CanonicalTermsInput } from '../terms';

function contract(): CanonicalTermsInput {
  return {
    contractNumber: 'RC-2026-000001',
    ownerId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    tenantId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    estate: { name: 'North Grove', address: 'Kalamata' },
    terms: {
      rentalPeriod: { startDate: '2026-10-01', endDate: '2027-10-01', duration: 12 },
      price: { amount: 1250.5, paymentFrequency: 'monthly' },
      specialTerms: 'Standard rental agreement terms apply.',
      responsibilities: { owner: ['Fences'], tenant: ['Pruning', 'Harvest'] },
      allowedCrops: ['olives'],
      landArea: 20.5,
    },
  };
}

describe('canonical contract terms', () => {
  it('writes the terms as JSON with sorted keys and the price in cents', () => {
    expect(canonicalTerms(contract())).toBe(
      '{"contractNumber":"RC-2026-000001","estate":{"address":"Kalamata","name":"North Grove"},' +
        '"parties":{"owner":"aaaaaaaaaaaaaaaaaaaaaaaa","tenant":"bbbbbbbbbbbbbbbbbbbbbbbb"},' +
        '"terms":{"allowedCrops":["olives"],"landArea":20.5,' +
        '"price":{"amountCents":125050,"paymentFrequency":"monthly"},' +
        '"rentalPeriod":{"durationMonths":12,"endDate":"2027-10-01","startDate":"2026-10-01"},' +
        '"responsibilities":{"owner":["Fences"],"tenant":["Pruning","Harvest"]},' +
        '"specialTerms":"Standard rental agreement terms apply."},"version":1}',
    );
  });

  it('does not depend on the order the input object was built in', () => {
    const original = contract();
    const shuffled: CanonicalTermsInput = {
      terms: {
        landArea: 20.5,
        allowedCrops: ['olives'],
        responsibilities: { tenant: ['Pruning', 'Harvest'], owner: ['Fences'] },
        specialTerms: 'Standard rental agreement terms apply.',
        price: { paymentFrequency: 'monthly', amount: 1250.5 },
        rentalPeriod: { duration: 12, endDate: '2027-10-01', startDate: '2026-10-01' },
      },
      estate: { address: 'Kalamata', name: 'North Grove' },
      tenantId: original.tenantId,
      ownerId: original.ownerId,
      contractNumber: original.contractNumber,
    };
    expect(canonicalTerms(shuffled)).toBe(canonicalTerms(original));
    expect(termsHash(shuffled)).toBe(termsHash(original));
  });

  it('ignores fields that are not part of the terms', () => {
    const withExtras = { ...contract(), status: 'signed', id: 'cccccccccccccccccccccccc' };
    expect(termsHash(withExtras)).toBe(termsHash(contract()));
  });

  it('hashes with SHA-256 as 64 lowercase hex characters', () => {
    const expected = createHash('sha256').update(canonicalTerms(contract())).digest('hex');
    expect(termsHash(contract())).toBe(expected);
    expect(termsHash(contract())).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each<[string, (input: CanonicalTermsInput) => void]>([
    ['the contract number', (c) => (c.contractNumber = 'RC-2026-000002')],
    ['the owner', (c) => (c.ownerId = 'cccccccccccccccccccccccc')],
    ['the tenant', (c) => (c.tenantId = 'cccccccccccccccccccccccc')],
    ['the estate name', (c) => (c.estate.name = 'South Grove')],
    ['the estate address', (c) => (c.estate.address = 'Sparta')],
    ['the start date', (c) => (c.terms.rentalPeriod.startDate = '2026-10-02')],
    ['the end date', (c) => (c.terms.rentalPeriod.endDate = '2027-10-02')],
    ['the duration', (c) => (c.terms.rentalPeriod.duration = 13)],
    ['the price by one cent', (c) => (c.terms.price.amount = 1250.51)],
    ['the payment frequency', (c) => (c.terms.price.paymentFrequency = 'yearly')],
    ['the special terms', (c) => (c.terms.specialTerms = 'None.')],
    [
      'an owner responsibility',
      (c) => (c.terms.responsibilities = { owner: [], tenant: ['Pruning', 'Harvest'] }),
    ],
    [
      'the order of tenant responsibilities',
      (c) => (c.terms.responsibilities = { owner: ['Fences'], tenant: ['Harvest', 'Pruning'] }),
    ],
    ['the allowed crops', (c) => (c.terms.allowedCrops = ['olives', 'figs'])],
    ['the land area', (c) => (c.terms.landArea = 20.4)],
  ])('changes the hash when %s changes', (_label, change) => {
    const changed = contract();
    change(changed);
    expect(termsHash(changed)).not.toBe(termsHash(contract()));
  });

  it('gives the same hash for amounts that are the same number of cents', () => {
    const a = contract();
    const b = contract();
    a.terms.price.amount = 0.1 + 0.2;
    b.terms.price.amount = 0.3;
    expect(termsHash(a)).toBe(termsHash(b));
  });
});

describe('stableStringify', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(stableStringify({ b: [3, { z: 1, a: 2 }], a: null, c: 'x' })).toBe(
      '{"a":null,"b":[3,{"a":2,"z":1}],"c":"x"}',
    );
  });

  it('leaves out undefined fields and refuses values JSON cannot hold', () => {
    expect(stableStringify({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(() => stableStringify({ a: Number.NaN })).toThrow(TypeError);
    expect(() => stableStringify({ a: () => 1 })).toThrow(TypeError);
  });
});

describe('toCents', () => {
  it.each([
    [0.01, 1],
    [19.99, 1999],
    [1250.5, 125050],
    [0.1 + 0.2, 30],
    [10_000_000, 1_000_000_000],
  ])('turns %p euros into %p cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-10-01', 12, '2027-10-01'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', 6, '2026-09-30'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-05-10', 600, '2076-05-10'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
