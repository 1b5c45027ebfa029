import { describeApi } from '../../../test/harness';
import { application, expectStatus, pendingContract, SIGNATURE } from './fixtures';
import type { ContractJson } from './fixtures';

describeApi('signing a rental contract at the same moment', (api) => {
  const signUrl = (id: string) => `/api/rental-contracts/${id}/sign`;

  const signatureRows = (contractId: string) =>
    api.db.query<{ party: string }>(
      'SELECT party FROM contract_signatures WHERE contract_id = $1 ORDER BY party',
      [contractId],
    );

  it('ends with two signatures, a signed contract, a rented listing and the other pending applications rejected when both parties sign at once', async () => {
    const deal = await pendingContract(api);
    const waiting = [await api.user(), await api.user()];
    const pendingIds: string[] = [];
    for (const applicant of waiting) {
      pendingIds.push(await application(api, deal, applicant, 'pending'));
    }

    const answers = await Promise.all([
      api.as(deal.owner).put(signUrl(deal.contract.id), SIGNATURE),
      api.as(deal.tenant).put(signUrl(deal.contract.id), SIGNATURE),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Exactly one of the two answers saw the second signature.
    expect(answers.map((answer) => answer.json<ContractJson>().status).sort()).toEqual([
      'pending_signature',
      'signed',
    ]);

    expect(await signatureRows(deal.contract.id)).toEqual([
      { party: 'owner' },
      { party: 'tenant' },
    ]);
    const contract = (
      await api.as(deal.owner).get(`/api/rental-contracts/${deal.contract.id}`)
    ).json<ContractJson>();
    expect(contract.status).toBe('signed');
    expect(contract.signedAt).not.toBeNull();
    expect(contract.timeline.filter((event) => event.action === 'signed')).toHaveLength(2);

    const [rental] = await api.db.query<{ status: string }>(
      'SELECT status FROM rentals WHERE id = $1',
      [deal.rentalId],
    );
    expect(rental?.status).toBe('rented');
    const applications = await api.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM rental_applications WHERE rental_id = $1',
      [deal.rentalId],
    );
    const statusOf = new Map(applications.map((row) => [row.id, row.status]));
    expect(pendingIds.map((id) => statusOf.get(id))).toEqual(['rejected', 'rejected']);
    expect(statusOf.get(deal.applicationId)).toBe('approved');
  });

  it('signs once when the same party clicks twice at the same moment', async () => {
    const deal = await pendingContract(api);
    const answers = await Promise.all([
      api.as(deal.tenant).put(signUrl(deal.contract.id), SIGNATURE),
      api.as(deal.tenant).put(signUrl(deal.contract.id), SIGNATURE),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: 'You have already signed this contract',
      code: 'contract-already-signed',
    });
    expect(await signatureRows(deal.contract.id)).toEqual([{ party: 'tenant' }]);
    const events = await api.db.query(
      `SELECT id FROM domain_events
        WHERE subject_type = 'contract' AND subject_id = $1 AND action = 'signed'`,
      [deal.contract.id],
    );
    expect(events).toHaveLength(1);
    const contract = (
      await api.as(deal.owner).get(`/api/rental-contracts/${deal.contract.id}`)
    ).json<ContractJson>();
    expect(contract.status).toBe('pending_signature');
  });

  it('leaves nothing behind when completing the signature fails: the listing was rented by another contract meanwhile', async () => {
    const deal = await pendingContract(api);
    expectStatus(await api.as(deal.owner).put(signUrl(deal.contract.id), SIGNATURE), 200);
    await api.db.query(`UPDATE rentals SET status = 'rented' WHERE id = $1`, [deal.rentalId]);

    const response = await api.as(deal.tenant).put(signUrl(deal.contract.id), SIGNATURE);
    expect(response.statusCode).toBe(409);
    expect(await signatureRows(deal.contract.id)).toEqual([{ party: 'owner' }]);
    const contract = (
      await api.as(deal.owner).get(`/api/rental-contracts/${deal.contract.id}`)
    ).json<ContractJson>();
    expect(contract.status).toBe('pending_signature');
    expect(contract.timeline.filter((event) => event.action === 'signed')).toHaveLength(1);
  });
});
