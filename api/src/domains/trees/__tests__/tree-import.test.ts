import { distanceMetres } from '@grovekeeper/geo';
import { ggrs87ToEgsa87, ggrs87ToWgs84 } from '@grovekeeper/geo/crs';
import type { LatLng } from '@grovekeeper/geo';
import { newId } from '../../../lib/ids';
import { describeApi } from '../../../test/harness';
import type { TestResponse } from '../../../test/http';
import { joinTeam, teamUsers } from '../../../test/teams';
import type { TeamUsers } from '../../../test/teams';
import type { SignedInUser } from '../../../test/users';
import { estatesClient } from '../../estates/__tests__/fixtures';
import type { TreeJson } from '../../estates/__tests__/fixtures';
import { multipartBody, sendRaw } from './fixtures';

/** Issue 29: trees from a CSV or GeoJSON file, checked row by row, imported all at once. */

interface ImportJson {
  dryRun: boolean;
  rows: number;
  accepted: number;
  rejected: { row: number; reason: string; code: string }[];
  columns: string[];
  mapping: Record<string, string>;
  imported: number;
  treeCount: number;
}

/** Inside the harness's square near Kalamata (37.0..37.004045 N, 22.1..22.105062 E). */
const IN_A: LatLng = { lat: 37.001, lng: 22.101 };
const IN_B: LatLng = { lat: 37.002, lng: 22.102 };
const IN_C: LatLng = { lat: 37.003, lng: 22.103 };

/** An EGSA87 (EPSG:2100) x/y whose WGS84 position is `target` (the datum shift inverted by iteration). */
function egsa87Of(target: LatLng): { x: number; y: number } {
  let ggrs = { ...target };
  for (let i = 0; i < 6; i++) {
    const wgs = ggrs87ToWgs84(ggrs.lat, ggrs.lng);
    ggrs = { lat: ggrs.lat + target.lat - wgs.lat, lng: ggrs.lng + target.lng - wgs.lng };
  }
  return ggrs87ToEgsa87(ggrs.lat, ggrs.lng);
}

describeApi('tree import', (api) => {
  const client = estatesClient(api);
  let owner: SignedInUser;

  beforeAll(async () => {
    owner = await api.user({ name: 'Irini Importer' });
  });

  const importUrl = (estateId: string, query = '') =>
    `/api/estates/${estateId}/trees/import${query}`;

  const send = (
    user: SignedInUser,
    estateId: string,
    body: string,
    { query = '', type = 'text/csv', language = 'en' } = {},
  ): Promise<TestResponse> =>
    api.as(user).call('POST', importUrl(estateId, query), body, {
      'content-type': type,
      'accept-language': language,
    });

  const treesOf = async (estateId: string): Promise<TreeJson[]> =>
    (await client.trees(owner, estateId)).trees as TreeJson[];

  const byTitle = (trees: TreeJson[]) =>
    [...trees].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));

  describe('a dry run of a CSV with every kind of bad row', () => {
    let estateId: string;
    let existingCode: string;
    let response: TestResponse;
    const csv = () =>
      [
        'latitude,longitude,code,category,title,state',
        `${IN_A.lat},${IN_A.lng},OWN-1,olive,"Olive, by the well",healthy`, // 2 good
        ',,,,,', // 3 blank: left out, no reason
        `,${IN_A.lng},,,,`, // 4 a coordinate missing
        ',,,,Only a title,', // 5 no coordinates at all
        `north,${IN_A.lng},,,,`, // 6 not a number
        `37.2,22.3,,,,`, // 7 outside the boundary
        `${IN_B.lat},${IN_B.lng},OWN-1,,,`, // 8 code repeated (row 2)
        `${IN_B.lat},${IN_B.lng},${existingCode},,,`, // 9 code used by a tree
        `${IN_B.lat},${IN_B.lng},bad code!,,,`, // 10 code format
        `${IN_B.lat},${IN_B.lng},,Mango Tree,,`, // 11 unknown category
        `${IN_B.lat},${IN_B.lng},,,,blooming`, // 12 unknown state
        `${IN_B.lat},${IN_B.lng},,,${'T'.repeat(121)},`, // 13 title too long
        `95,${IN_B.lng},,,,`, // 14 latitude out of range
        `"${IN_C.lat}","${IN_C.lng}",,Olive Tree,"A title with ""quotes""\nand a line break",sick`, // 15 good: one row, two lines
        `${IN_C.lat},${IN_C.lng},,,,`, // 16 good
      ].join('\r\n');

    beforeAll(async () => {
      const estate = await client.createEstate(owner, { treeTypes: ['olive'] });
      estateId = estate.id;
      const added = await api.as(owner).post(`/api/estates/${estateId}/trees`, {
        title: 'Olive Tree 4',
        category: 'Olive Tree',
        coordinates: IN_A,
      });
      expect(added.statusCode).toBe(201);
      existingCode = added.json<{ tree: TreeJson }>().tree.textCode;
      response = await send(owner, estateId, csv(), { query: '?dryRun=true' });
    });

    it('answers 200 with the good rows counted and each bad row by number and reason', () => {
      expect(response.statusCode).toBe(200);
      const answer = response.json<ImportJson>();
      expect(answer).toEqual({
        dryRun: true,
        rows: 14,
        accepted: 3,
        rejected: [
          { row: 4, code: 'missing-coordinate', reason: 'latitude is empty' },
          { row: 5, code: 'no-coordinates', reason: 'The row has no coordinates' },
          { row: 6, code: 'not-a-number', reason: 'latitude "north" is not a number' },
          { row: 7, code: 'outside-boundary', reason: 'The point is outside the estate boundary' },
          { row: 8, code: 'code-repeated', reason: 'The code "OWN-1" is also on row 2' },
          {
            row: 9,
            code: 'code-in-use',
            reason: `The code "${existingCode}" is already used by another tree`,
          },
          {
            row: 10,
            code: 'code-format',
            reason: 'The code "bad code!" must be 2 to 64 letters, digits, underscores or hyphens',
          },
          {
            row: 11,
            code: 'unknown-category',
            reason: 'Unknown category "Mango Tree": this estate grows Olive Tree',
          },
          {
            row: 12,
            code: 'unknown-state',
            reason:
              'Unknown state "blooming": use one of healthy, pruned, watered, sick, burned, destroyed, ready_to_harvest',
          },
          { row: 13, code: 'title-too-long', reason: 'The title is longer than 120 characters' },
          {
            row: 14,
            code: 'lat-lng-out-of-range',
            reason: 'Latitude must be from -90 to 90 and longitude from -180 to 180',
          },
        ],
        columns: ['latitude', 'longitude', 'code', 'category', 'title', 'state'],
        mapping: {
          lat: 'latitude',
          lng: 'longitude',
          code: 'code',
          category: 'category',
          title: 'title',
          state: 'state',
        },
        imported: 0,
        treeCount: 1,
      });
    });

    it('writes nothing', async () => {
      const trees = await treesOf(estateId);
      expect(trees.map((tree) => tree.title)).toEqual(['Olive Tree 4']);
    });

    it('words the reasons in Greek for a Greek reader, with the same codes', async () => {
      const setLanguage = async (language: string) =>
        expect((await api.as(owner).put('/api/profile', { language })).statusCode).toBe(200);
      await setLanguage('el');
      const greek = await send(owner, estateId, csv(), { query: '?dryRun=true', language: 'el' });
      await setLanguage('en');
      const answer = greek.json<ImportJson>();
      expect(answer.rejected.map((rejection) => rejection.code)).toEqual(
        response.json<ImportJson>().rejected.map((rejection) => rejection.code),
      );
      expect(answer.rejected[3]).toEqual({
        row: 7,
        code: 'outside-boundary',
        reason: 'Το σημείο είναι έξω από τα όρια του κτήματος',
      });
    });

    it('imports exactly the good rows without dryRun, in one go, as added trees', async () => {
      const imported = await send(owner, estateId, csv());
      expect(imported.statusCode).toBe(201);
      expect(imported.json<ImportJson>()).toMatchObject({
        dryRun: false,
        rows: 14,
        accepted: 3,
        imported: 3,
        treeCount: 4,
      });
      expect(imported.json<ImportJson>().rejected.map((rejection) => rejection.row)).toEqual([
        4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
      ]);
      const trees = byTitle(await treesOf(estateId));
      expect(
        trees.map(({ title, category, state, coordinates, textCode, qrCode, isAutoGenerated }) => ({
          title,
          category,
          state,
          coordinates,
          own: textCode === 'OWN-1',
          same: textCode === qrCode,
          isAutoGenerated,
        })),
      ).toEqual([
        {
          title: 'A title with "quotes"\nand a line break',
          category: 'Olive Tree',
          state: 'sick',
          coordinates: IN_C,
          own: false,
          same: true,
          isAutoGenerated: false,
        },
        {
          title: 'Olive Tree 4',
          category: 'Olive Tree',
          state: 'healthy',
          coordinates: IN_A,
          own: false,
          same: true,
          isAutoGenerated: false,
        },
        {
          // No title: numbered after the highest in use.
          title: 'Olive Tree 5',
          category: 'Olive Tree',
          state: 'healthy',
          coordinates: IN_C,
          own: false,
          same: true,
          isAutoGenerated: false,
        },
        {
          title: 'Olive, by the well',
          category: 'Olive Tree',
          state: 'healthy',
          coordinates: IN_A,
          own: true,
          same: true,
          isAutoGenerated: false,
        },
      ]);
      for (const tree of trees) {
        if (tree.title !== 'Olive Tree 4') expect(tree.textCode).not.toBe(existingCode);
      }
      const generated = trees.find((tree) => tree.title === 'Olive Tree 5') as TreeJson;
      expect(generated.textCode).toMatch(/^GK-[2-9A-HJKMNP-Z]{8}$/);
      const detail = await api.as(owner).get(`/api/estates/${estateId}`);
      expect(detail.json()).toMatchObject({ treeCountsByCategory: { 'Olive Tree': 4 } });
    });

    it("starts each imported tree's history with its creation by the importer, at version 1", async () => {
      const own = (await treesOf(estateId)).find((tree) => tree.textCode === 'OWN-1') as TreeJson;
      const tree = await api.as(owner).get(`/api/trees/${own.id}`);
      expect(tree.json()).toMatchObject({
        tree: { version: 1, textCode: 'OWN-1', qrCode: 'OWN-1' },
      });
      const history = await api.as(owner).get(`/api/trees/${own.id}/history`);
      expect(
        history.json<{ history: { action: string; actor: { id: string } }[] }>().history,
      ).toEqual([
        expect.objectContaining({
          action: 'created',
          actor: { id: owner.id, name: 'Irini Importer' },
        }),
      ]);
      const byCode = await api.as(owner).get('/api/trees/qr/OWN-1');
      expect(byCode.statusCode).toBe(200);
    });

    it('refuses the same file again: its code is now in use', async () => {
      const again = await send(owner, estateId, csv(), { query: '?dryRun=true' });
      const row2 = again.json<ImportJson>().rejected.find((rejection) => rejection.row === 2);
      expect(row2).toEqual({
        row: 2,
        code: 'code-in-use',
        reason: 'The code "OWN-1" is already used by another tree',
      });
    });
  });

  it('reads a ;-separated Greek file with a byte order mark and decimal commas', async () => {
    const estate = await client.createEstate(owner, { treeTypes: ['olive', 'fig'] });
    const decimal = (value: number) => String(value).replace('.', ',');
    const csv =
      '\uFEFFΓεωγραφικό πλάτος;Γεωγραφικό μήκος;Κωδικός;Κατηγορία;Τίτλος;Κατάσταση;Έτος φύτευσης\r\n' +
      `${decimal(IN_A.lat)};${decimal(IN_A.lng)};ΚΤ-1;Συκιά;Συκιά της αυλής;Κλαδεμένο;1998\r\n` +
      `${decimal(IN_B.lat)};${decimal(IN_B.lng)};;Ελιά;;Υγιές;2001\r\n` +
      `${decimal(IN_C.lat)};${decimal(IN_C.lng)};;;"Γωνία; νότια";;\r\n`;
    const response = await send(owner, estate.id, csv, { type: 'text/csv; charset=utf-8' });
    expect(response.statusCode).toBe(201);
    const answer = response.json<ImportJson>();
    // ΚΤ-1 is Greek letters: not a code the tags can carry.
    expect(answer.rejected).toEqual([
      {
        row: 2,
        code: 'code-format',
        reason: 'The code "ΚΤ-1" must be 2 to 64 letters, digits, underscores or hyphens',
      },
    ]);
    expect(answer.mapping).toEqual({
      lat: 'Γεωγραφικό πλάτος',
      lng: 'Γεωγραφικό μήκος',
      code: 'Κωδικός',
      category: 'Κατηγορία',
      title: 'Τίτλος',
      state: 'Κατάσταση',
      plantingYear: 'Έτος φύτευσης',
    });
    const trees = byTitle(await treesOf(estate.id));
    expect(
      trees.map(({ title, category, state, coordinates }) => ({
        title,
        category,
        state,
        coordinates,
      })),
    ).toEqual([
      { title: 'Olive Tree 1', category: 'Olive Tree', state: 'healthy', coordinates: IN_B },
      // No category: the estate's first tree type.
      { title: 'Γωνία; νότια', category: 'Olive Tree', state: 'healthy', coordinates: IN_C },
    ]);
  });

  it('places EGSA87 x/y columns within a metre of their WGS84 position', async () => {
    const estate = await client.createEstate(owner);
    const a = egsa87Of(IN_A);
    const b = egsa87Of(IN_B);
    const csv = `X;Y;Title\r\n${a.x.toFixed(2).replace('.', ',')};${a.y.toFixed(2).replace('.', ',')};Grid A\r\n${b.x.toFixed(2)};${b.y.toFixed(2)};Grid B\r\n`;
    const response = await send(owner, estate.id, csv);
    expect(response.statusCode).toBe(201);
    expect(response.json<ImportJson>()).toMatchObject({
      accepted: 2,
      rejected: [],
      mapping: { x: 'X', y: 'Y', title: 'Title' },
    });
    const trees = byTitle(await treesOf(estate.id));
    expect(trees.map((tree) => tree.title)).toEqual(['Grid A', 'Grid B']);
    expect(distanceMetres(trees[0]?.coordinates as LatLng, IN_A)).toBeLessThan(1);
    expect(distanceMetres(trees[1]?.coordinates as LatLng, IN_B)).toBeLessThan(1);
  });

  it('imports GeoJSON points, refusing other geometries by their feature number', async () => {
    const estate = await client.createEstate(owner, { treeTypes: ['lemon'] });
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [IN_A.lng, IN_A.lat] },
          properties: { name: 'Lemon by the gate', status: 'watered' },
        },
        {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [IN_A.lng, IN_A.lat],
              [IN_B.lng, IN_B.lat],
            ],
          },
          properties: {},
        },
        { type: 'Feature', geometry: null, properties: { name: 'Nowhere' } },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [IN_B.lng, IN_B.lat] },
          properties: { code: 'LEMON_2' },
        },
      ],
    };
    const response = await send(owner, estate.id, JSON.stringify(geojson), {
      type: 'application/geo+json',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ImportJson>()).toMatchObject({
      rows: 4,
      accepted: 2,
      imported: 2,
      treeCount: 2,
      rejected: [
        { row: 2, code: 'not-a-point', reason: 'The feature is a LineString, not a Point' },
        { row: 3, code: 'no-point', reason: 'The feature has no Point geometry with two numbers' },
      ],
      columns: ['name', 'status', 'code'],
    });
    const trees = byTitle(await treesOf(estate.id));
    expect(
      trees.map(({ title, category, state, textCode, coordinates }) => ({
        title,
        category,
        state,
        textCode,
        coordinates,
      })),
    ).toEqual([
      {
        title: 'Lemon Tree 1',
        category: 'Lemon Tree',
        state: 'healthy',
        textCode: 'LEMON_2',
        coordinates: IN_B,
      },
      {
        title: 'Lemon by the gate',
        category: 'Lemon Tree',
        state: 'watered',
        textCode: expect.stringMatching(/^GK-/),
        coordinates: IN_A,
      },
    ]);
  });

  it('takes a multipart upload with the mapping as a field', async () => {
    const estate = await client.createEstate(owner, { treeTypes: ['almond'] });
    const csv = `Πλάτος,Μήκος,Σημείωση\n${IN_A.lat},${IN_A.lng},first\n${IN_B.lat},${IN_B.lng},second\n`;
    const form = multipartBody([
      {
        name: 'mapping',
        value: JSON.stringify({ lat: 'Πλάτος', lng: 'Μήκος', title: 'Σημείωση' }),
      },
      { name: 'file', filename: 'trees.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const response = await sendRaw(api.server, {
      method: 'POST',
      url: importUrl(estate.id, '?dryRun=false'),
      headers: { ...owner.auth, 'content-type': form.contentType },
      body: form.body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ImportJson>()).toMatchObject({
      accepted: 2,
      imported: 2,
      mapping: { lat: 'Πλάτος', lng: 'Μήκος', title: 'Σημείωση' },
    });
    const trees = byTitle(await treesOf(estate.id));
    expect(trees.map(({ title, category }) => ({ title, category }))).toEqual([
      { title: 'first', category: 'Almond Tree' },
      { title: 'second', category: 'Almond Tree' },
    ]);
  });

  it('reads only the columns an explicit mapping names, given in the query string', async () => {
    const estate = await client.createEstate(owner);
    // Without a mapping "lat"/"lng" would be read; the mapping points at the other pair.
    const csv = `lat,lng,where_y,where_x,label\n1,1,${IN_A.lat},${IN_A.lng},Mapped\n`;
    const mapping = encodeURIComponent(JSON.stringify({ lat: 'where_y', lng: 'where_x' }));
    const response = await send(owner, estate.id, csv, { query: `?mapping=${mapping}` });
    expect(response.statusCode).toBe(201);
    expect(response.json<ImportJson>()).toMatchObject({
      accepted: 1,
      mapping: { lat: 'where_y', lng: 'where_x' },
    });
    const [tree] = await treesOf(estate.id);
    // "label" was not mapped: the numbered title.
    expect(tree).toMatchObject({ title: 'Olive Tree 1', coordinates: IN_A });
  });

  it('answers 400 with a readable message for files it cannot read', async () => {
    const estate = await client.createEstate(owner);
    const cases: [string, string, string, string][] = [
      ['', 'text/csv', '', 'The file has no rows'],
      ['latitude,longitude\n\n\n', 'text/csv', '', 'The file has no rows'],
      [
        'name,notes\nA,B\n',
        'text/csv',
        '',
        'No coordinate columns found: the file needs latitude and longitude, or x and y (EGSA87). Its columns: "name", "notes"',
      ],
      [
        'lat,lng\n"37.0,22.1\n',
        'text/csv',
        '',
        'The CSV file has a quoted field that is never closed',
      ],
      ['{"type":', 'application/json', '', 'The file is not valid GeoJSON'],
      [
        '{"type":"Point","coordinates":[1,2]}',
        'application/geo+json',
        '',
        'A GeoJSON file must be a FeatureCollection of Point features',
      ],
      [
        'lat,lng\n37,22\n',
        'text/csv',
        `?mapping=${encodeURIComponent('{"lat":"lat","lng":"lng","year":"lat"}')}`,
        'mapping.year is not a field of a tree: use lat, lng, x, y, code, category, title, state or plantingYear',
      ],
      [
        'lat,lng\n37,22\n',
        'text/csv',
        `?mapping=${encodeURIComponent('{"lat":"Latitude","lng":"Lon"}')}`,
        'mapping.lat names "Latitude", which is not a column of the file. Its columns: "lat", "lng"',
      ],
      [
        'lat,lng\n37,22\n',
        'text/csv',
        `?mapping=${encodeURIComponent('{"lat":"lat"}')}`,
        'mapping must name the columns of lat and lng, or of x and y (EGSA87)',
      ],
    ];
    for (const [body, type, query, error] of cases) {
      const response = await send(owner, estate.id, body, { type, query });
      expect([body, response.statusCode, response.json<{ error: string }>().error]).toEqual([
        body,
        400,
        error,
      ]);
    }
    expect(await treesOf(estate.id)).toEqual([]);
  });

  it('refuses more than 20,000 rows with 413', async () => {
    const estate = await client.createEstate(owner);
    const rows = Array.from({ length: 20_001 }, () => `${IN_A.lat},${IN_A.lng}`);
    const response = await send(owner, estate.id, `lat,lng\n${rows.join('\n')}\n`, {
      query: '?dryRun=true',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The file has more than 20000 rows: split it into files of at most 20000 rows',
      code: 'import-too-many-rows',
    });
  });

  it('refuses a file over 10 MB with 413 before reading it', async () => {
    const estate = await client.createEstate(owner);
    const body = Buffer.alloc(10 * 1024 * 1024 + 100 * 1024, 'a');
    const response = await sendRaw(api.server, {
      method: 'POST',
      url: importUrl(estate.id),
      headers: { ...owner.auth, 'content-type': 'text/csv', 'content-length': String(body.length) },
      body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The file must be at most 10 MB',
      code: 'import-file-too-large',
    });
  });

  describe('rights', () => {
    let team: TeamUsers;
    let estateId: string;
    const csv = `lat,lng\n${IN_A.lat},${IN_A.lng}\n`;

    beforeAll(async () => {
      team = await teamUsers(api);
      const estate = await client.createEstate(team.owner);
      estateId = estate.id;
      await joinTeam(api, team.owner, estateId, team.manager, 'manager');
      await joinTeam(api, team.owner, estateId, team.staff, 'field_staff');
      await joinTeam(api, team.owner, estateId, team.viewer, 'viewer');
    });

    it('lets a manager import', async () => {
      const response = await send(team.manager, estateId, csv);
      expect(response.statusCode).toBe(201);
      expect(response.json<ImportJson>()).toMatchObject({ imported: 1, treeCount: 1 });
    });

    it('refuses field staff and viewers with 403, as adding a tree', async () => {
      for (const user of [team.staff, team.viewer]) {
        const response = await send(user, estateId, csv, { query: '?dryRun=true' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error:
            'Your role on this estate does not allow this: only the owner and managers add, move or delete trees.',
          code: 'estate-role-forbids-manage-trees',
        });
      }
    });

    it("answers 404 'Estate not found' to a stranger, even for a file it cannot read", async () => {
      for (const body of [csv, 'not,a,tree,file']) {
        const response = await send(team.stranger, estateId, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Estate not found', code: 'estate-not-found' });
      }
      const trees = await api.as(team.owner).get(`/api/estates/${estateId}/trees`);
      expect(trees.json<{ total: number }>().total).toBe(1);
    });
  });

  // Two connections at once exist only on PostgreSQL (PGlite has one): there, a code of the
  // file taken by another transaction between the check and the insert stops the import.
  if (api.databaseName === 'PostgreSQL') {
    it('imports nothing and answers 409 when a code of the file is taken while it runs', async () => {
      const estate = await client.createEstate(owner);
      const other = await client.createEstate(owner, { name: 'Other Grove' });
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      // Another tree takes RACE-1 in a transaction that stays open until the import waits on it.
      const racer = api.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO trees (id, estate_id, text_code, qr_code, title, category, lat, lng)
           VALUES ($1, $2, 'RACE-1', 'RACE-1', 'Racer', 'Olive Tree', $3, $4)`,
          [newId(), other.id, IN_A.lat, IN_A.lng],
        );
        await committed;
      });
      const csv = `lat,lng,code\n${IN_A.lat},${IN_A.lng},FREE-1\n${IN_B.lat},${IN_B.lng},RACE-1\n`;
      const importing = send(owner, estate.id, csv);
      // The import's insert waits for the racer's row lock on the unique code.
      for (let tries = 0; tries < 400; tries++) {
        const [waiting] = await api.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (Number(waiting?.count) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      commit();
      await racer;
      const response = await importing;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'A code of the file was taken by another tree during the import, so nothing was imported. Please try again.',
        code: 'import-code-taken',
      });
      expect(await treesOf(estate.id)).toEqual([]);
    });
  }

  it('imports all rows or none: a database failure in the last batch leaves no tree', async () => {
    const estate = await client.createEstate(owner);
    // A failure the database raises on the 6,000th row, after the first 5,000-row statement went in.
    await api.db.exec(`
      CREATE FUNCTION gk_test_refuse_tree() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'Refused by the database' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER gk_test_refuse_tree BEFORE INSERT ON trees
        FOR EACH ROW EXECUTE FUNCTION gk_test_refuse_tree();
    `);
    try {
      const rows = Array.from({ length: 6000 }, (_, index) =>
        index === 5999
          ? `${IN_A.lat},${IN_A.lng},Refused by the database`
          : `${IN_A.lat},${IN_A.lng},Tree ${index}`,
      );
      const response = await send(owner, estate.id, `lat,lng,title\n${rows.join('\n')}\n`);
      expect(response.statusCode).toBe(500);
    } finally {
      await api.db.exec(`
        DROP TRIGGER gk_test_refuse_tree ON trees;
        DROP FUNCTION gk_test_refuse_tree();
      `);
    }
    expect(await treesOf(estate.id)).toEqual([]);
    const [row] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM tree_history WHERE estate_id = $1',
      [estate.id],
    );
    expect(Number(row?.count)).toBe(0);
  });
});
