import { parseCsv } from '../estate-trees/import/csv';
import { parseGeoJson } from '../estate-trees/import/geojson';
import { parseDecimal } from '../estate-trees/import/rows';
import { decodeText } from '../estate-trees/import/table';

/** Issue 29: the import's own readers of CSV text, GeoJSON and spreadsheet numbers. */
describe('reading an imported CSV file', () => {
  const rowsOf = (text: string) =>
    parseCsv(text).rows.map((row) => ({ row: row.row, values: row.values }));

  it('keeps separators, doubled quotes and line breaks inside quoted fields (RFC 4180)', () => {
    const table = parseCsv('a,b,c\r\n"1,5","say ""hi""","two\r\nlines"\r\n3,,4\r\n');
    expect(table.columns).toEqual(['a', 'b', 'c']);
    expect(table.rows).toEqual([
      { row: 2, values: ['1,5', 'say "hi"', 'two\r\nlines'] },
      { row: 3, values: ['3', '', '4'] },
    ]);
  });

  it('takes ; as the separator when the header line has more of them than commas', () => {
    expect(parseCsv('lat;lng;title\n37,5;22,1;"a;b"\n').rows[0]?.values).toEqual([
      '37,5',
      '22,1',
      'a;b',
    ]);
    expect(parseCsv('lat,lng,"x;y;z"\n1,2,3\n').rows[0]?.values).toEqual(['1', '2', '3']);
  });

  it('reads CR, LF and CRLF line ends, a last line without one, and counts blank lines as rows', () => {
    expect(rowsOf('a,b\r1,2\n\n3,4\r\n5,6')).toEqual([
      { row: 2, values: ['1', '2'] },
      { row: 4, values: ['3', '4'] },
      { row: 5, values: ['5', '6'] },
    ]);
  });

  it('refuses an unclosed quote, an empty file and a header alone', () => {
    expect(() => parseCsv('a,b\n"1,2\n')).toThrow(
      'The CSV file has a quoted field that is never closed',
    );
    expect(() => parseCsv('')).toThrow('The file has no rows');
    expect(() => parseCsv('a,b\r\n')).toThrow('The file has no rows');
  });

  it('drops a byte order mark and refuses text that is not UTF-8', () => {
    expect(decodeText(Buffer.from('\uFEFFΚωδικός;x\n', 'utf8'))).toBe('Κωδικός;x\n');
    expect(() => decodeText(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toThrow(
      'The file must be UTF-8 text (in Excel: Save As, CSV UTF-8)',
    );
    expect(() => decodeText(Buffer.from('a\u0000b'))).toThrow('The file must be UTF-8 text');
  });
});

describe('reading spreadsheet numbers', () => {
  it.each([
    ['37.5', 37.5],
    ['37,5', 37.5],
    [' -22,125 ', -22.125],
    ['476 000,25', 476000.25],
    ['476.000,25', 476000.25],
    ['476,000.25', 476000.25],
    ['.5', 0.5],
  ])('reads %j as %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'north', '1,2,3', '37.5.1', '1e5', '0x10', 'Infinity'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('reading an imported GeoJSON file', () => {
  it('makes columns of the properties in order of first appearance and numbers features from 1', () => {
    const table = parseGeoJson(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [22.1, 37] },
            properties: { a: 1 },
          },
          {
            type: 'Feature',
            geometry: { type: 'Polygon', coordinates: [] },
            properties: { b: true, a: null },
          },
        ],
      }),
    );
    expect(table).toEqual({
      format: 'geojson',
      columns: ['a', 'b'],
      geometry: 'wgs84',
      rows: [
        { row: 1, values: ['1'], point: { first: 22.1, second: 37 } },
        { row: 2, values: ['', 'true'], point: { notPoint: 'Polygon' } },
      ],
    });
  });

  it('reads EGSA87 metres when the crs names EPSG:2100 or no point is in degrees', () => {
    const point = (x: number, y: number) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [x, y] },
      properties: {},
    });
    const named = {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::2100' } },
      features: [point(1, 2)],
    };
    expect(parseGeoJson(JSON.stringify(named)).geometry).toBe('egsa87');
    const metres = { type: 'FeatureCollection', features: [point(331000, 4096000)] };
    expect(parseGeoJson(JSON.stringify(metres)).geometry).toBe('egsa87');
    const mixed = {
      type: 'FeatureCollection',
      features: [point(331000, 4096000), point(22.1, 37)],
    };
    expect(parseGeoJson(JSON.stringify(mixed)).geometry).toBe('wgs84');
  });
});
