/**
 * The fan-out (issue 28): each event the rentals and contracts routes write tells the
 * people it concerns, and nobody else, in their language and per their preferences.
 */
import { describeApi } from '../../../test/harness';
import type { ApiHarness } from '../../../test/harness';
import type { SignedInUser } from '../../../test/users';
import {
  application,
  expectStatus,
  fromApplicationUrl,
  listing,
  SIGNATURE,
} from '../../contracts/__tests__/fixtures';

interface Note {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

async function notesOf(api: ApiHarness, user: SignedInUser): Promise<Note[]> {
  const response = await api.as(user).get('/api/notifications');
  expectStatus(response, 200);
  return response.json<{ notifications: Note[] }>().notifications;
}

async function outboxOf(api: ApiHarness, user: SignedInUser) {
  return api.db.query<{
    kind: string;
    toAddress: string;
    language: string;
    subject: string;
    textBody: string;
    htmlBody: string;
    unsubscribeUrl: string;
  }>(
    `SELECT kind, to_address AS "toAddress", language, subject, text_body AS "textBody",
            html_body AS "htmlBody", unsubscribe_url AS "unsubscribeUrl"
       FROM email_outbox WHERE user_id = $1 ORDER BY created_at, id`,
    [user.id],
  );
}

describeApi('notifications of rental and contract events', (api) => {
  it('tells the owner of an application and the applicant of its decision, and nobody else', async () => {
    const rental = await listing(api, {
      owner: await api.user({ name: 'Maria Papadaki' }),
      estateName: 'Koroni Hillside Olives',
    });
    const applicant = await api.user({ name: 'Nikos Papadakis' });
    const stranger = await api.user({ name: 'Eleni Stranger' });

    const applicationId = await application(api, rental, applicant, 'pending');
    const [received, ...moreForOwner] = await notesOf(api, rental.owner);
    expect(moreForOwner).toEqual([]);
    expect(received).toMatchObject({
      kind: 'rental_application_received',
      title: 'Nikos Papadakis applied to Koroni Hillside Olives',
      link: `/rentals/${rental.rentalId}/applications`,
      readAt: null,
    });
    expect(await notesOf(api, applicant)).toEqual([]);

    expectStatus(
      await api
        .as(rental.owner)
        .put(`/api/rentals/applications/${applicationId}`, { status: 'approved' }),
      200,
    );
    const [approved, ...moreForApplicant] = await notesOf(api, applicant);
    expect(moreForApplicant).toEqual([]);
    expect(approved).toMatchObject({
      kind: 'rental_application_approved',
      title: 'Maria Papadaki approved your application to Koroni Hillside Olives',
      link: `/rentals/${rental.rentalId}`,
    });
    expect(await notesOf(api, rental.owner)).toHaveLength(1);
    expect(await notesOf(api, stranger)).toEqual([]);
    expect(await outboxOf(api, stranger)).toEqual([]);
  });

  it('tells a rejected applicant, in Greek when that is their language', async () => {
    const rental = await listing(api, { estateName: 'Λιόφυτο Κορώνης' });
    const applicant = await api.user({ name: 'Γιώργος Αιτών' });
    expectStatus(await api.as(applicant).put('/api/profile', { language: 'el' }), 200);
    await application(api, rental, applicant, 'rejected');
    const [rejected] = await notesOf(api, applicant);
    expect(rejected).toMatchObject({
      kind: 'rental_application_rejected',
      title: 'Ο/Η Maria Owner απέρριψε την αίτησή σας για Λιόφυτο Κορώνης',
    });
  });

  it('tells the other party of each contract step', async () => {
    const rental = await listing(api, { estateName: 'West Terraces' });
    const tenant = await api.user({ name: 'Nikos Tenant' });
    const applicationId = await application(api, rental, tenant, 'approved');
    const drawn = await api.as(rental.owner).post(fromApplicationUrl(applicationId), {});
    expectStatus(drawn, 201);
    const contractId = drawn.json<{ id: string }>().id;
    expectStatus(await api.as(rental.owner).put(`/api/rental-contracts/${contractId}/submit`), 200);
    const signUrl = `/api/rental-contracts/${contractId}/sign`;
    expectStatus(await api.as(tenant).put(signUrl, SIGNATURE), 200);
    expectStatus(await api.as(rental.owner).put(signUrl, SIGNATURE), 200);

    const forTenant = (await notesOf(api, tenant)).map((note) => [note.kind, note.link]);
    expect(forTenant).toEqual([
      ['contract_fully_signed', `/rental-contracts/${contractId}`],
      ['contract_submitted', `/rental-contracts/${contractId}`],
      ['contract_drawn_up', `/rental-contracts/${contractId}`],
      ['rental_application_approved', `/rentals/${rental.rentalId}`],
    ]);
    const forOwner = (await notesOf(api, rental.owner)).map((note) => note.kind);
    expect(forOwner).toEqual(['contract_signed_by_other', 'rental_application_received']);
    const [signedByOther] = await notesOf(api, rental.owner);
    expect(signedByOther!.title).toBe('Nikos Tenant signed the contract for West Terraces');
  });

  it("follows the recipient's preferences: off writes nothing, email only a mail, both both", async () => {
    const owner = await api.user({ name: 'Pref Owner' });
    const applicant = await api.user({ name: 'Pref Applicant' });
    const set = (user: SignedInUser, preferences: Record<string, string>) =>
      api.as(user).put('/api/notifications/preferences', { preferences });

    // Default of an action kind: both.
    const first = await listing(api, { owner, estateName: 'Grove One' });
    await application(api, first, applicant, 'pending');
    expect(await notesOf(api, owner)).toHaveLength(1);
    const [mail] = await outboxOf(api, owner);
    expect(mail).toMatchObject({
      kind: 'rental_application_received',
      toAddress: owner.email,
      language: 'en',
      subject: 'Pref Applicant applied to Grove One',
    });
    expect(mail!.textBody).toContain(
      `http://localhost:3000/rentals/${first.rentalId}/applications`,
    );
    expect(mail!.htmlBody).toContain(
      `href="http://localhost:3000/rentals/${first.rentalId}/applications"`,
    );
    expect(mail!.unsubscribeUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?u=[0-9a-f]{24}&k=rental_application_received&t=/,
    );

    expectStatus(await set(owner, { rental_application_received: 'off' }), 200);
    await application(
      api,
      await listing(api, { owner, estateName: 'Grove Two' }),
      applicant,
      'pending',
    );
    expect(await notesOf(api, owner)).toHaveLength(1);
    expect(await outboxOf(api, owner)).toHaveLength(1);

    expectStatus(await set(owner, { rental_application_received: 'email' }), 200);
    await application(
      api,
      await listing(api, { owner, estateName: 'Grove Three' }),
      applicant,
      'pending',
    );
    expect(await notesOf(api, owner)).toHaveLength(1);
    expect((await outboxOf(api, owner)).map((row) => row.subject)).toEqual([
      'Pref Applicant applied to Grove One',
      'Pref Applicant applied to Grove Three',
    ]);

    expectStatus(await set(owner, { rental_application_received: 'app' }), 200);
    await application(
      api,
      await listing(api, { owner, estateName: 'Grove Four' }),
      applicant,
      'pending',
    );
    expect((await notesOf(api, owner)).map((note) => note.title)).toEqual([
      'Pref Applicant applied to Grove Four',
      'Pref Applicant applied to Grove One',
    ]);
    expect(await outboxOf(api, owner)).toHaveLength(2);
  });
});
