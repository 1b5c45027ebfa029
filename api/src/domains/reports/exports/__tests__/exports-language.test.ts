import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { seedContract, seedEstate, seedHarvest, seedTree } from '../../__tests__/fixtures';

const BOM = '\uFEFF';
const GREEK = { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,el;q=0.5' };

function lines(body: string): string[] {
  return body.split('\r\n').filter((line) => line !== '');
}

/**
 * The same exports asked for in Greek and in English: Greek headers and words, `;` between
 * fields, decimal commas, d/m/yyyy days and Athens times, after a UTF-8 byte order mark; the
 * English files exactly as they always were.
 */
describeApi('reports exports in the caller’s language', (api) => {
  let owner: SignedInUser;
  let tenant: SignedInUser;
  let suffix: string;

  /** The owner's saved language decides (it wins over Accept-Language): saved, then asked. */
  async function download(url: string, language: 'el' | 'en') {
    await api.as(owner).put('/api/profile', { language });
    return api.as(owner).call('GET', url, undefined, language === 'el' ? GREEK : ENGLISH);
  }

  beforeAll(async () => {
    owner = await api.user({ name: 'Ελένη Παπαδοπούλου' });
    tenant = await api.user({ name: 'Γιώργος Νικολάου' });
    const grove = await seedEstate(api.db, owner.id, {
      name: 'Ελαιώνας Καλαμάτας',
      address: 'Καλαμάτα, Μεσσηνία',
      landArea: 12.35,
    });
    const olive = await seedTree(api.db, grove, { title: 'Ελιά 1', category: 'Olive Tree' });
    await seedTree(api.db, grove, { category: 'Δική μου ποικιλία', state: 'ready_to_harvest' });
    await seedHarvest(api.db, olive, {
      date: '2026-03-04',
      weight: 1234.5,
      status: 'Approved',
      notes: 'Καλή σοδειά; λίγο νερό',
    });
    suffix = owner.id.slice(0, 6);
    await seedContract(api.db, {
      ownerId: owner.id,
      tenantId: tenant.id,
      estateName: 'Ελαιώνας Καλαμάτας',
      number: `RC-L-000001-${suffix}`,
      status: 'active',
      priceCents: 123_450,
      signedAt: '2026-01-02T23:04:05Z',
    });
  });

  it('writes the estates export with Greek headers, ; separators and decimal commas', async () => {
    const response = await download('/api/reports/exports/estates.csv', 'el');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-language']).toBe('el');
    expect(response.rawBody.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(lines(response.body.slice(1))).toEqual([
      'Όνομα;Διεύθυνση;Έκταση (εκτάρια);Έκταση (στρέμματα);Αριθμός δέντρων;' +
        'Είδος: Ελιά;Είδος: Δική μου ποικιλία;' +
        'Κατάσταση: Υγιές;Κατάσταση: Κλαδεμένο;Κατάσταση: Ποτισμένο;Κατάσταση: Άρρωστο;' +
        'Κατάσταση: Καμένο;Κατάσταση: Κατεστραμμένο;Κατάσταση: Έτοιμο για συγκομιδή',
      'Ελαιώνας Καλαμάτας;"Καλαμάτα, Μεσσηνία";12,35;123,5;2;1;1;1;0;0;0;0;0;1',
    ]);
  });

  it('writes the harvests export with Greek statuses, d/m/yyyy days and a decimal comma', async () => {
    const response = await download('/api/reports/exports/harvests.csv', 'el');
    const [header, row, ...rest] = lines(response.body.slice(1));
    expect(header).toBe(
      'Δέντρο;Κωδικός δέντρου;Κτήμα;Ημερομηνία;Βάρος (κιλά);Κατάσταση;Σημειώσεις',
    );
    expect(row).toMatch(
      /^Ελιά 1;RT-[0-9a-f]{12};Ελαιώνας Καλαμάτας;4\/3\/2026;1234,5;Εγκρίθηκε;"Καλή σοδειά; λίγο νερό"$/,
    );
    expect(rest).toEqual([]);
  });

  it('writes the rental income export with Greek words, amounts and the signing time in Athens', async () => {
    const response = await download('/api/reports/exports/rental-income.csv', 'el');
    expect(lines(response.body.slice(1))).toEqual([
      'Αριθμός συμβολαίου;Κτήμα;Μισθωτής;Έναρξη;Λήξη;Διάρκεια (μήνες);Ποσό (€);' +
        'Συχνότητα πληρωμής;Κατάσταση;Υπογραφή (ώρα Ελλάδας)',
      // 23:04:05 UTC on 2 January is 01:04:05 on 3 January in Athens (UTC+2 in winter).
      `RC-L-000001-${suffix};Ελαιώνας Καλαμάτας;Γιώργος Νικολάου;1/1/2026;31/12/2026;12;1234,5;` +
        'Μηνιαία;Σε ισχύ;3/1/2026 01:04:05',
    ]);
  });

  it('keeps the English files as they were: no byte order mark, commas, points, ISO dates, UTC', async () => {
    const estates = await download('/api/reports/exports/estates.csv', 'en');
    expect(estates.headers['content-language']).toBe('en');
    expect(estates.rawBody[0]).not.toBe(0xef);
    expect(lines(estates.body)).toEqual([
      'Name,Address,Land Area (ha),Tree Count,Category: Olive Tree,Category: Δική μου ποικιλία,' +
        'State: healthy,State: pruned,State: watered,State: sick,State: burned,' +
        'State: destroyed,State: ready_to_harvest',
      'Ελαιώνας Καλαμάτας,"Καλαμάτα, Μεσσηνία",12.35,2,1,1,1,0,0,0,0,0,1',
    ]);
    const harvests = await download('/api/reports/exports/harvests.csv', 'en');
    expect(lines(harvests.body)[1]).toMatch(
      /^Ελιά 1,RT-[0-9a-f]{12},Ελαιώνας Καλαμάτας,2026-03-04,1234.5,Approved,Καλή σοδειά; λίγο νερό$/,
    );
    // No Accept-Language at all: English too.
    const income = await api.as(owner).get('/api/reports/exports/rental-income.csv');
    expect(income.headers['content-language']).toBe('en');
    expect(lines(income.body)).toEqual([
      'Contract Number,Estate,Tenant,Start Date,End Date,Duration (months),Amount (EUR),' +
        'Payment Frequency,Status,Signed At',
      `RC-L-000001-${suffix},Ελαιώνας Καλαμάτας,Γιώργος Νικολάου,2026-01-01,2026-12-31,12,1234.5,monthly,active,2026-01-02T23:04:05Z`,
    ]);
  });
});
