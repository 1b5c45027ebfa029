import { contractFixture } from '../../../test/fixtures';
import { describeEvent } from '../utils/describe-event';
import { signatureDataFor } from '../utils/signature-data';
import {
  TERMS_MESSAGES,
  endDateFor,
  formValuesOf,
  toTermsUpdate,
  validateTerms,
} from '../utils/terms-form';
import type { TermsFormValues } from '../utils/terms-form';

const valid: TermsFormValues = {
  startDate: '2026-03-01',
  endDate: '2027-03-01',
  duration: '12',
  amount: '1200',
  paymentFrequency: 'monthly',
  specialTerms: '  No pesticides.  ',
  ownerResponsibilities: [' Maintain irrigation ', ''],
  tenantResponsibilities: ['Harvest on time'],
};

describe('terms form', () => {
  it('moves the end date by whole months from the start, across month ends and leap years', () => {
    expect(endDateFor('2026-03-01', 12)).toBe('2027-03-01');
    expect(endDateFor('2026-01-31', 1)).toBe('2026-02-28');
    expect(endDateFor('2027-08-29', 6)).toBe('2028-02-29');
    expect(endDateFor('', 12)).toBe('');
    expect(endDateFor('2026-03-01', 0)).toBe('');
  });

  it('fills gaps in the terms with the spec defaults: 12 months, monthly payments', () => {
    const contract = contractFixture();
    const bare = contractFixture({
      contractTerms: {
        ...contract.contractTerms,
        rentalPeriod: { startDate: '2026-05-01', endDate: '', duration: 0 },
        price: { amount: 0, paymentFrequency: 'weekly' as never },
      },
    });
    const values = formValuesOf(bare);
    expect(values.duration).toBe('12');
    expect(values.endDate).toBe('2027-05-01');
    expect(values.paymentFrequency).toBe('monthly');
    expect(values.amount).toBe('');
  });

  it('accepts complete terms and names each missing or wrong field with its message', () => {
    expect(validateTerms(valid)).toEqual({});
    expect(
      validateTerms({
        ...valid,
        startDate: '',
        endDate: '2026-02-31',
        duration: '1.5',
        amount: '0',
      }),
    ).toEqual({
      startDate: TERMS_MESSAGES.startDate,
      endDate: TERMS_MESSAGES.endDate,
      duration: TERMS_MESSAGES.duration,
      amount: TERMS_MESSAGES.amount,
    });
    expect(validateTerms({ ...valid, endDate: '2026-03-01' })).toEqual({
      endDate: TERMS_MESSAGES.endBeforeStart,
    });
  });

  it('sends trimmed texts, numbers, cents-exact euros and no empty responsibilities', () => {
    expect(toTermsUpdate({ ...valid, amount: '1200.005' })).toEqual({
      rentalPeriod: { startDate: '2026-03-01', endDate: '2027-03-01', duration: 12 },
      price: { amount: 1200.01, paymentFrequency: 'monthly' },
      specialTerms: 'No pesticides.',
      responsibilities: { owner: ['Maintain irrigation'], tenant: ['Harvest on time'] },
    });
  });

  it('signs with the signer, the contract number and the ISO time of signing', () => {
    expect(signatureDataFor('Theo Tenant', 'RC-1', new Date('2026-01-14T12:00:00Z'))).toBe(
      'Theo Tenant has read and agrees to the terms of rental contract #RC-1. Signed at 2026-01-14T12:00:00.000Z',
    );
  });

  it('describes each kind of timeline event as a sentence', () => {
    const actor = { _id: 'x', name: 'Olga Owner' };
    const at = '2026-01-10T09:00:00.000Z';
    expect(describeEvent({ action: 'created', actor, party: null, at })).toBe(
      'Contract created by Olga Owner',
    );
    expect(describeEvent({ action: 'signed', actor, party: 'tenant', at })).toBe(
      'Signed by Olga Owner (Tenant)',
    );
  });
});
