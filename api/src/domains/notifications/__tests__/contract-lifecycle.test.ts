/**
 * Notifications of contracts after the signature (issue 28): the job's activation,
 * ending-soon notice and end tell both parties; a termination request tells the other
 * party and its acceptance the requester; nobody else hears of any of it. Texts name the
 * estate and the day, in the recipient's language.
 */
import { setClock } from '../../../lib/clock';
import { describeApi } from '../../../test/harness';
import { expectStatus, signedContract } from '../../contracts/__tests__/fixtures';
import { notesOf, passAt, url } from '../../contracts/__tests__/after-signature-fixtures';
import type { Note } from '../../contracts/__tests__/after-signature-fixtures';

describeApi('notifications of contracts after the signature', (api) => {
  afterEach(() => setClock(null));

  const after = (notes: Note[], contractId: string) =>
    notes
      .filter((note) => note.link === `/rental-contracts/${contractId}`)
      .filter((note) => !note.kind.startsWith('contract_') || !SIGNING.has(note.kind))
      .map((note) => ({ kind: note.kind, title: note.title, body: note.body }))
      .reverse();
  const SIGNING = new Set([
    'contract_drawn_up',
    'contract_submitted',
    'contract_signed_by_other',
    'contract_fully_signed',
  ]);

  it('tells the right people, in their language, with the estate and the day', async () => {
    const owner = await api.user({ name: 'Maria Papadaki' });
    const deal = await signedContract(api, { owner, estateName: 'Koroni Hillside Olives' });
    const { id } = deal.contract;
    const stranger = await api.user({ name: 'Eleni Stranger' });
    expectStatus(await api.as(deal.tenant).put('/api/profile', { language: 'el' }), 200);

    await passAt(api, '2030-10-01T09:00:00Z');
    expectStatus(
      await api
        .as(deal.tenant)
        .post(url(id, '/termination'), { endDate: '2030-12-31', reason: 'Moving away' }),
      201,
    );
    expectStatus(await api.as(owner).post(url(id, '/termination/accept')), 200);
    await passAt(api, '2031-01-01T09:00:00Z');

    expect(after(await notesOf(api, owner), id)).toEqual([
      {
        kind: 'contract_starting',
        title: 'The contract for Koroni Hillside Olives is now active',
        body: 'The rental started on 1 October 2030.',
      },
      {
        kind: 'contract_termination_requested',
        title: 'Nikos Tenant asked to end the contract for Koroni Hillside Olives early',
        body: 'The proposed last day is 31 December 2030. Open the contract to accept or decline.',
      },
      {
        kind: 'contract_ended',
        title: 'The contract for Koroni Hillside Olives has ended',
        body: 'Its last day was 31 December 2030. You can now rate the other party.',
      },
    ]);
    expect(after(await notesOf(api, deal.tenant), id)).toEqual([
      {
        kind: 'contract_starting',
        title: 'Το συμβόλαιο για Koroni Hillside Olives είναι πλέον ενεργό',
        body: 'Η μίσθωση ξεκίνησε στις 1 Οκτωβρίου 2030.',
      },
      {
        kind: 'contract_terminated',
        title:
          'Ο/Η Maria Papadaki αποδέχτηκε την πρόωρη λήξη του συμβολαίου για Koroni Hillside Olives',
        body: 'Το συμβόλαιο λήγει μετά τις 31 Δεκεμβρίου 2030.',
      },
      {
        kind: 'contract_ended',
        title: 'Το συμβόλαιο για Koroni Hillside Olives έληξε',
        body: 'Η τελευταία του ημέρα ήταν 31 Δεκεμβρίου 2030. Μπορείτε τώρα να αξιολογήσετε το άλλο μέρος.',
      },
    ]);
    expect(await notesOf(api, stranger)).toEqual([]);
    const mails = await api.db.query<{ userId: string }>(
      `SELECT user_id AS "userId" FROM email_outbox WHERE user_id = $1`,
      [stranger.id],
    );
    expect(mails).toEqual([]);
  });

  it('tells both parties 30 days before the end, once', async () => {
    const deal = await signedContract(api, { estateName: 'West Terraces' });
    const { id } = deal.contract;
    await passAt(api, '2031-09-01T09:00:00Z');
    await passAt(api, '2031-09-10T09:00:00Z');
    for (const party of [deal.owner, deal.tenant]) {
      const soon = after(await notesOf(api, party), id).filter(
        (note) => note.kind === 'contract_ending_soon',
      );
      expect(soon).toEqual([
        {
          kind: 'contract_ending_soon',
          title: 'The contract for West Terraces ends soon',
          body: 'Its last day is 1 October 2031. The owner can choose whether to relist the land.',
        },
      ]);
    }
  });
});
