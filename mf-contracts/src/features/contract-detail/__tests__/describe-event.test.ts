import { changeLanguage } from '@grovekeeper/shared';
import type { ContractEvent } from '@grovekeeper/shared';
import { OWNER_ID, TENANT_ID } from '../../../test/fixtures';
import { describeEvent } from '../utils/describe-event';

// The scheduled job's steps name the system as their actor.
const system = { _id: 'system', name: 'Grovekeeper' };
const olga = { _id: OWNER_ID, name: 'Olga Owner' };
const theo = { _id: TENANT_ID, name: 'Theo Tenant' };
const at = '2026-06-01T09:00:00.000Z';

const events: ContractEvent[] = [
  { action: 'activated', actor: system, party: null, at },
  { action: 'termination_requested', actor: theo, party: 'tenant', at, endDate: '2026-06-30' },
  { action: 'termination_declined', actor: olga, party: 'owner', at },
  { action: 'termination_withdrawn', actor: theo, party: 'tenant', at },
  { action: 'termination_accepted', actor: olga, party: 'owner', at, endDate: '2026-06-30' },
  { action: 'terminated', actor: system, party: null, at, endDate: '2026-06-30' },
  { action: 'completed', actor: system, party: null, at },
  { action: 'rated', actor: theo, party: 'tenant', at, score: 4 },
];

afterEach(async () => {
  await changeLanguage('en');
});

describe('describeEvent after the signature', () => {
  it('describes each step in English', () => {
    expect(events.map(describeEvent)).toEqual([
      'The contract became active',
      'Theo Tenant asked to end the contract early on Jun 30, 2026',
      'Olga Owner declined ending the contract early',
      'Theo Tenant withdrew the request to end early',
      'Olga Owner accepted ending the contract on Jun 30, 2026',
      'The contract ended early on Jun 30, 2026',
      'The contract completed',
      'Rated by Theo Tenant: 4 out of 5 stars',
    ]);
  });

  it('leaves the date or score out when the event carries none', () => {
    expect(
      describeEvent({ action: 'termination_requested', actor: theo, party: 'tenant', at }),
    ).toBe('Theo Tenant asked to end the contract early');
    expect(describeEvent({ action: 'terminated', actor: system, party: null, at })).toBe(
      'The contract ended early',
    );
    expect(describeEvent({ action: 'rated', actor: olga, party: 'owner', at })).toBe(
      'Rated by Olga Owner',
    );
  });

  it('describes each step in Greek', async () => {
    await changeLanguage('el');
    const texts = events.map(describeEvent);
    expect(texts[0]).toBe('Το συμβόλαιο τέθηκε σε ισχύ');
    expect(texts[1]).toMatch(
      /^Ο\/Η Theo Tenant ζήτησε πρόωρη λήξη του συμβολαίου στις 30 Ιουν 2026$/,
    );
    expect(texts[2]).toBe('Ο/Η Olga Owner απέρριψε την πρόωρη λήξη του συμβολαίου');
    expect(texts[3]).toBe('Ο/Η Theo Tenant ανακάλεσε το αίτημα πρόωρης λήξης');
    expect(texts[5]).toMatch(/^Το συμβόλαιο έληξε πρόωρα στις 30 Ιουν 2026$/);
    expect(texts[6]).toBe('Το συμβόλαιο ολοκληρώθηκε');
    expect(texts[7]).toBe('Αξιολόγηση από Theo Tenant: 4 στα 5 αστέρια');
  });
});
