import type { Queryable } from '../../../../db';
import { describeApi } from '../../../../test/harness';
import type { SignedInUser } from '../../../../test/users';
import { estatesCsv, harvestsCsv } from '../repository';
import { seedContract, seedEstate, seedHarvest, seedTree } from '../../__tests__/fixtures';

const TODAY = new Date().toISOString().slice(0, 10);

function lines(body: string): string[] {
  return body.split('\r\n').filter((line) => line !== '');
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** The database, recording how many rows each statement answered. */
function counting(db: Queryable): { db: Queryable; rowsPerQuery: number[] } {
  const rowsPerQuery: number[] = [];
  return {
    rowsPerQuery,
    db: {
      query: async <T extends object>(sql: string, params?: unknown[]) => {
        const rows = await db.query<T>(sql, params);
        rowsPerQuery.push(rows.length);
        return rows;
      },
      exec: (sql) => db.exec(sql),
    },
  };
}

describeApi('reports exports', (api) => {
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    owner = await api.user({ name: 'Olga Owner' });
    other = await api.user({ name: 'Tina, "the" Tenant' });
    const grove = await seedEstate(api.db, owner.id, {
      name: '=SUM(A1)',
      address: 'Kalamata, "Old" Town',
      landArea: 12.5,
    });
    const empty = await seedEstate(api.db, owner.id, { name: 'Bare Hill', landArea: 3 });
    expect(empty).toBeTruthy();
    const olive = await seedTree(api.db, grove, { title: 'Olive 1', category: 'Olive Tree' });
    await seedTree(api.db, grove, { category: 'Olive Tree', state: 'sick' });
    await seedTree(api.db, grove, { category: 'Fig Tree', state: 'ready_to_harvest' });
    await seedHarvest(api.db, olive, {
      date: '2026-03-02',
      weight: 12.25,
      status: 'Approved',
      notes: 'line one\nline two',
    });
    await seedHarvest(api.db, olive, { date: '2026-04-10', weight: 7, notes: '+cmd' });
    const suffix = owner.id.slice(0, 6);
    for (const [number, status] of [
      ['RC-E-000002', 'active'],
      ['RC-E-000001', 'signed'],
      ['RC-E-000003', 'draft'],
    ] as const) {
      await seedContract(api.db, {
        ownerId: owner.id,
        tenantId: other.id,
        estateName: '=SUM(A1)',
        number: `${number}-${suffix}`,
        status,
        priceCents: 123_450,
        signedAt: status === 'draft' ? undefined : '2026-01-02T03:04:05Z',
      });
    }
    // Someone else's estate, tree and harvest never appear in the owner's files.
    const foreign = await seedEstate(api.db, other.id, { name: 'Foreign Farm' });
    const foreignTree = await seedTree(api.db, foreign, { title: 'Foreign tree' });
    await seedHarvest(api.db, foreignTree, { date: '2026-03-03', weight: 1 });
  });

  it('downloads the estates CSV with tree counts per category and state, escaped', async () => {
    const response = await api.as(owner).get('/api/reports/exports/estates.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="grovekeeper-estates-${TODAY}.csv"`,
    );
    expect(lines(response.body)).toEqual([
      'Name,Address,Land Area (ha),Tree Count,Category: Fig Tree,Category: Olive Tree,' +
        'State: healthy,State: pruned,State: watered,State: sick,State: burned,' +
        'State: destroyed,State: ready_to_harvest',
      '\'=SUM(A1),"Kalamata, ""Old"" Town",12.5,3,1,2,1,0,0,1,0,0,1',
      'Bare Hill,"Kalamata, Greece",3,0,0,0,0,0,0,0,0,0,0',
    ]);
    expect(response.body).not.toContain('Foreign');
  });

  it('downloads the harvests CSV newest first with multi-line notes kept in one quoted field', async () => {
    const response = await api.as(owner).get('/api/reports/exports/harvests.csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="grovekeeper-harvests-${TODAY}.csv"`,
    );
    const [header, newest, oldest, ...rest] = response.body.split('\r\n');
    expect(header).toBe('Tree,Tree Code,Estate,Date,Weight (kg),Status,Notes');
    expect(newest).toMatch(/^Olive 1,RT-[0-9a-f]{12},'=SUM\(A1\),2026-04-10,7,Pending,'\+cmd$/);
    expect(oldest).toMatch(
      /^Olive 1,RT-[0-9a-f]{12},'=SUM\(A1\),2026-03-02,12.25,Approved,"line one\nline two"$/,
    );
    expect(rest).toEqual(['']);
  });

  it('downloads the rental income CSV of signed and active contracts as owner', async () => {
    const response = await api.as(owner).get('/api/reports/exports/rental-income.csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="grovekeeper-rental-income-${TODAY}.csv"`,
    );
    const suffix = owner.id.slice(0, 6);
    expect(lines(response.body)).toEqual([
      'Contract Number,Estate,Tenant,Start Date,End Date,Duration (months),Amount (EUR),' +
        'Payment Frequency,Status,Signed At',
      `RC-E-000001-${suffix},'=SUM(A1),"Tina, ""the"" Tenant",2026-01-01,2026-12-31,12,1234.5,monthly,signed,2026-01-02T03:04:05Z`,
      `RC-E-000002-${suffix},'=SUM(A1),"Tina, ""the"" Tenant",2026-01-01,2026-12-31,12,1234.5,monthly,active,2026-01-02T03:04:05Z`,
    ]);
    const tenantView = await api.as(other).get('/api/reports/exports/rental-income.csv');
    expect(lines(tenantView.body)).toHaveLength(1);
  });

  it('answers 401 to every export without a token', async () => {
    for (const file of ['estates', 'harvests', 'rental-income']) {
      const response = await api.request({ url: `/api/reports/exports/${file}.csv` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('reads the database in pages no bigger than the page size', async () => {
    const seller = await api.user();
    const estate = await seedEstate(api.db, seller.id, { name: 'Paged' });
    const tree = await seedTree(api.db, estate);
    await api.db.query(
      `INSERT INTO harvests (id, tree_id, date, weight_kg)
       SELECT lpad(to_hex(g), 24, '0'), $1, date '2025-01-01' + (g % 300), g % 50
       FROM generate_series(1, 2500) AS g`,
      [tree],
    );
    const probe = counting(api.db);
    const csv = await collect(harvestsCsv(probe.db, seller.id, 1000));
    expect(lines(csv)).toHaveLength(2501);
    expect(probe.rowsPerQuery).toEqual([1000, 1000, 500]);
  });

  it('exports an estate of 100,000 trees in pages with every tree counted', async () => {
    const grower = await api.user();
    for (let i = 0; i < 3; i++) await seedEstate(api.db, grower.id, { name: `Small ${i}` });
    const big = await seedEstate(api.db, grower.id, { name: 'Big' });
    await api.db.query(
      `INSERT INTO trees (id, estate_id, text_code, qr_code, title, category, state, lat, lng)
       SELECT lpad(to_hex(g + 16777216), 24, 'b'), $1, 'BIG-' || g, 'BIG-' || g, 'T' || g,
              CASE WHEN g % 4 = 0 THEN 'Fig Tree' ELSE 'Olive Tree' END,
              CASE WHEN g % 10 = 0 THEN 'sick' ELSE 'healthy' END, 37, 22
       FROM generate_series(1, 100000) AS g`,
      [big],
    );
    const probe = counting(api.db);
    const csv = lines(await collect(estatesCsv(probe.db, grower.id, 2)));
    expect(csv[1]).toBe('Big,"Kalamata, Greece",10,100000,25000,75000,90000,0,0,10000,0,0,0');
    expect(csv).toHaveLength(5);
    // Categories, then estate pages of 2, 2 and 0 rows, each with its tree counts.
    expect(probe.rowsPerQuery.filter((_, index) => index % 2 === 1)).toEqual([2, 2, 0]);
    const response = await api.as(grower).get('/api/reports/exports/estates.csv');
    expect(lines(response.body)).toEqual(csv);
  }, 120_000);
});
