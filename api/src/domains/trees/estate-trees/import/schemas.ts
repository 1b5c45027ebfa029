import { Type } from '@sinclair/typebox';
import { IMPORT_FIELDS } from './columns';
import { REJECTION_TEXTS } from './reasons';

/** Request and answer shapes of the tree import (POST /api/estates/:id/trees/import). */

const MAPPING_DESCRIPTION =
  'Optional JSON object from our fields (lat, lng, or x, y in EGSA87 / EPSG:2100 metres; code, category, title, state, plantingYear) to column names of the file, e.g. {"lat":"Πλάτος","lng":"Μήκος","code":"Κωδικός"}. Only the fields it names are read. Without it, headers are recognised in English and Greek (latitude/lat, longitude/lng/lon, x/y, code/κωδικός, category/κατηγορία, title/name/τίτλος, state/status/κατάσταση, planting year/year planted/year/έτος φύτευσης).';

export const ImportQuery = Type.Object({
  dryRun: Type.Optional(
    Type.Boolean({
      description:
        'true: check only, write nothing (200). false or absent: import the good rows (201).',
    }),
  ),
  mapping: Type.Optional(Type.String({ maxLength: 2000, description: MAPPING_DESCRIPTION })),
});

/** For the OpenAPI document: the body is read by routes.ts whatever its type. */
export const ImportCsvBody = Type.String({
  description:
    'CSV (RFC 4180), UTF-8 with or without a byte order mark, `,` or `;` separated (detected from the header line), a header line first. Decimal commas (37,5) are read. At most 20,000 rows and 10 MB.',
});

export const ImportGeoJsonBody = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(
      Type.Object({
        type: Type.Literal('Feature'),
        geometry: Type.Object({
          type: Type.Literal('Point'),
          coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 3 }),
        }),
        properties: Type.Record(Type.String(), Type.Unknown()),
      }),
    ),
  },
  {
    description:
      'A FeatureCollection of Point features, WGS84 [lng, lat] (EGSA87 [x, y] when its crs names EPSG:2100); properties are the columns. Other geometries are refused rows.',
  },
);

export const ImportForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'The CSV or GeoJSON file (at most 10 MB)' }),
  mapping: Type.Optional(Type.String({ description: MAPPING_DESCRIPTION })),
});

const RejectionCodeSchema = Type.Union(
  Object.keys(REJECTION_TEXTS.en).map((code) => Type.Literal(code)),
);

const Mapping = Type.Object(
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, Type.Optional(Type.String())])),
);

export const ImportAnswerSchema = Type.Object({
  dryRun: Type.Boolean(),
  rows: Type.Integer({ description: 'Rows of the file with anything in them' }),
  accepted: Type.Integer({ description: 'Rows that pass every check' }),
  rejected: Type.Array(
    Type.Object({
      row: Type.Integer({
        description:
          "The row as a person counts it: a CSV's header is row 1; a feature's 1-based index",
      }),
      reason: Type.String({ description: "In the request's language (English or Greek)" }),
      code: RejectionCodeSchema,
    }),
  ),
  columns: Type.Array(Type.String(), { description: "The file's column names" }),
  mapping: Mapping,
  imported: Type.Integer({ description: 'Trees created (0 for a dry run)' }),
  treeCount: Type.Integer({ description: "The estate's trees after the import" }),
});
