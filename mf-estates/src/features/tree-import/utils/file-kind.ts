import { MAX_IMPORT_BYTES } from '../types';

export type FileKind = 'csv' | 'geojson';

/** GeoJSON by its name (.geojson, .json), else CSV (.csv, .txt, or a spreadsheet's text). */
export function fileKind(file: File): FileKind {
  return /\.(geo)?json$/i.test(file.name) ? 'geojson' : 'csv';
}

/** Why the file cannot be sent (an i18n key under treeImport.errors), or null. */
export function fileProblem(file: File): 'type' | 'size' | null {
  if (!/\.(csv|txt|geojson|json)$/i.test(file.name)) return 'type';
  return file.size > MAX_IMPORT_BYTES ? 'size' : null;
}

/** A blob as UTF-8 text (FileReader: every browser, and jsdom, has it). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

/**
 * A CSV file's column names from its header line, read in the browser when the server
 * could not recognise them (its 400 carries no columns), so they can still be mapped.
 * The separator is the server's choice: `;` when the line has more of them than `,`.
 */
export async function csvHeader(file: File): Promise<string[]> {
  const text = (await readText(file.slice(0, 64 * 1024))).replace(/^\uFEFF/, '');
  const line = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const outside = line.replace(/"[^"]*"/g, '');
  const separator = outside.split(';').length > outside.split(',').length ? ';' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (char === '"' && quoted && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells.filter((name) => name !== '');
}
