import { asciiSlug, attachmentHeader, exportFileName, unicodeSlug } from '../file-name';

const NOW = new Date('2026-11-29T23:30:00Z');

describe('export file names', () => {
  it('names an estate’s file after its name and the UTC date', () => {
    expect(exportFileName('Pylos Grove', 'geojson', NOW)).toEqual({
      name: 'pylos-grove-2026-11-29.geojson',
      ascii: 'pylos-grove-2026-11-29.geojson',
    });
  });

  it('names the file of all estates grovekeeper-estates-<date>', () => {
    expect(exportFileName(null, 'kml', NOW)).toEqual({
      name: 'grovekeeper-estates-2026-11-29.kml',
      ascii: 'grovekeeper-estates-2026-11-29.kml',
    });
  });

  it('keeps Greek letters in the name and spells them in Latin letters in the ASCII one', () => {
    expect(unicodeSlug('Ελαιώνας Πύλου')).toBe('ελαιώνας-πύλου');
    expect(asciiSlug('Ελαιώνας Πύλου')).toBe('elaionas-pylou');
    expect(asciiSlug('Χωράφι Ψαθά – Θέση «Άγιος Γεώργιος»')).toBe(
      'chorafi-psatha-thesi-agios-georgios',
    );
    expect(asciiSlug('Château d’Oléron')).toBe('chateau-d-oleron');
  });

  it('leaves out quotes, slashes and path parts, and falls back to "estate" when nothing is left', () => {
    expect(exportFileName('../"etc"/passwd\\x', 'csv', NOW).ascii).toBe(
      'etc-passwd-x-2026-11-29.csv',
    );
    expect(exportFileName('***', 'csv', NOW)).toEqual({
      name: 'estate-2026-11-29.csv',
      ascii: 'estate-2026-11-29.csv',
    });
    expect(exportFileName('橄榄园', 'csv', NOW)).toEqual({
      name: '橄榄园-2026-11-29.csv',
      ascii: 'estate-2026-11-29.csv',
    });
  });

  it('keeps a long name to 60 characters', () => {
    const name = exportFileName('Olive '.repeat(30), 'kml', NOW);
    expect(name.ascii.length).toBeLessThanOrEqual(60 + '-2026-11-29.kml'.length);
    expect(name.ascii).toMatch(/^olive(-olive)*-2026-11-29\.kml$/);
  });

  it('writes Content-Disposition with an ASCII filename and the UTF-8 name in filename*', () => {
    const header = attachmentHeader(exportFileName('Ελιές (Πύλος)', 'kml', NOW));
    expect(header).toBe(
      'attachment; filename="elies-pylos-2026-11-29.kml"; ' +
        "filename*=UTF-8''%CE%B5%CE%BB%CE%B9%CE%AD%CF%82-%CF%80%CF%8D%CE%BB%CE%BF%CF%82-2026-11-29.kml",
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
    expect(encoded).toMatch(/^[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
    expect(decodeURIComponent(encoded)).toBe('ελιές-πύλος-2026-11-29.kml');
  });
});
