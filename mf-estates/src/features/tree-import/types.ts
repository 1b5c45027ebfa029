import { TREE_IMPORT_FIELDS } from '@grovekeeper/constants';
import type { TreeImportField } from '@grovekeeper/constants';

/** The fields of a tree a file's columns can fill (POST /api/estates/:id/trees/import). */
export const IMPORT_FIELDS = TREE_IMPORT_FIELDS;
export type ImportField = TreeImportField;

/** The fields a GeoJSON file does not need: its points carry the positions. */
export const COORDINATE_FIELDS: readonly ImportField[] = ['lat', 'lng', 'x', 'y'];

/** Each field and the column of the file it is read from. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** The import's answer, for a dry run (nothing written) and for the import itself. */
export interface ImportReport {
  dryRun: boolean;
  rows: number;
  accepted: number;
  rejected: { row: number; reason: string; code: string }[];
  columns: string[];
  mapping: ColumnMapping;
  imported: number;
  treeCount: number;
}

/** The largest file the server takes (10 MB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
