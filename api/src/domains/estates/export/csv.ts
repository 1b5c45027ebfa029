import { CSV_FORMATS, csvLine } from '../../../lib/csv';
import { positionOf } from './geometry';
import { EXPORT_TEXTS } from './texts';
import type { ExportSource } from './writer';

/**
 * CSV (RFC 4180) of the trees, one row each, written as the reports' exports are (lib/csv):
 * CRLF lines, fields quoted where needed, text a spreadsheet would run as a formula
 * neutralised with a leading `'`; English with `,`, Greek with `;`, a decimal comma and a
 * UTF-8 byte order mark, headers in the caller's language.
 */
export async function* csvFile(source: ExportSource): AsyncGenerator<string> {
  const format = CSV_FORMATS[source.language];
  const t = EXPORT_TEXTS[source.language].csv;
  yield (
    (format.bom ? '\uFEFF' : '') +
    csvLine(
      [
        t.estate,
        t.code,
        t.title,
        t.category,
        t.state,
        t.plantingYear,
        t.latitude,
        t.longitude,
        t.notes,
        t.createdAt,
        t.updatedAt,
        t.treeId,
      ],
      format,
    )
  );
  for (const estate of source.estates) {
    for await (const page of source.trees(estate)) {
      yield page
        .map((tree) => {
          const [lng, lat] = positionOf(tree);
          return csvLine(
            [
              estate.name,
              tree.textCode,
              tree.title,
              tree.category,
              tree.state,
              tree.plantingYear ?? '',
              lat,
              lng,
              tree.notes,
              tree.createdAt,
              tree.updatedAt,
              tree.id,
            ],
            format,
          );
        })
        .join('');
    }
  }
}
